import type { ReactNode } from 'react';

/**
 * A page's main heading. tabIndex -1 lets the layout move focus here after each navigation,
 * so keyboard and screen-reader users start at the new page's title.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <h1 tabIndex={-1} data-page-heading="">
      {children}
    </h1>
  );
}

export function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="page">
      <PageHeading>{title}</PageHeading>
      {children}
    </section>
  );
}
