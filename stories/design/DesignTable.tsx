import type { ReactNode } from 'react';

/** The padding of a cell of the design pages' tables. */
export const CELL = { padding: '4px 12px' } as const;

/** A design page's table: a caption, its column headings, and the rows (tokens and their uses). */
export function DesignTable({
  caption,
  headings,
  children,
}: {
  caption: ReactNode;
  headings: string[];
  children: ReactNode;
}) {
  return (
    <table style={{ borderCollapse: 'collapse', margin: 24 }}>
      <caption style={{ textAlign: 'left', fontWeight: 700, marginBottom: 8 }}>{caption}</caption>
      <thead>
        <tr>
          {headings.map((h) => (
            <th key={h} scope="col" style={{ ...CELL, textAlign: 'left' }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
