import { useId, type ReactNode } from 'react';

/** The padding of a cell of the design pages' tables. */
export const CELL = { padding: '4px 12px' } as const;

/**
 * A design page's table: a caption, its column headings, and the rows (tokens and their uses). On a
 * phone it keeps its columns and scrolls sideways (a region the keyboard can scroll too), rather
 * than squeezing a token's name into a letter a line.
 */
export function DesignTable({
  caption,
  headings,
  children,
}: {
  caption: ReactNode;
  headings: string[];
  children: ReactNode;
}) {
  const id = useId();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is scrolled by keyboard
    <div role="region" aria-labelledby={id} tabIndex={0} style={{ overflowX: 'auto', margin: 24 }}>
      <table style={{ borderCollapse: 'collapse', minWidth: '44rem' }}>
        <caption id={id} style={{ textAlign: 'left', fontWeight: 700, marginBottom: 8 }}>
          {caption}
        </caption>
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
    </div>
  );
}
