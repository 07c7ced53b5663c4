/**
 * The search page's shell: what a server sends in the page for /Book/{code} before the app runs
 * (docs/decisions.md, "The search page drawn by the server"). The property's frame (its header and
 * menu) and the top of the search page (the hotel's name, address, rating and picture), drawn by
 * the app's own components from the property's answer, and the Theme as a stylesheet's rule. The
 * app replaces it once its first page is ready (src/main.tsx). Server only: react-dom/server.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Property } from '@/api/queries';
import { checkProperty } from '@/api/validators';
import { PropertyFrame } from './PropertyFrame';
import { themeRule } from './theme';
import { SHELL_ATTRIBUTE } from './shellMark';
import { SessionContext, type Session } from '@/ui/session';
import { SearchPageHeader } from '@/features/booking/SearchPageHeader';

/** Before the app runs the page knows no one logged in, and its buttons wait for the app. */
const BEFORE_THE_APP: Session = {
  user: null,
  isLoggedIn: false,
  greetingName: '',
  isLoginOpen: false,
  isLoggingOut: false,
  openLogin: () => undefined,
  closeLogin: () => undefined,
  logout: () => undefined,
  setUser: () => undefined,
  checkFailed: false,
  retryCheck: () => undefined,
};

export interface SearchShell {
  /** the markup that goes in the page's root, in the boot shell's place */
  html: string;
  /** the Theme's rule, for the page's stylesheet */
  css: string;
}

/** The shell of the search page of the property the API answered with (GET /api/Property/{code}). */
export function searchShell(answer: unknown): SearchShell {
  // checked as the app checks it (src/api/queries): a server draws only what the app would
  const problem = checkProperty(answer);
  if (problem) throw new Error(`the property's answer cannot be read: ${problem}`);
  const property = answer as Property;
  const code = property.PropertyCode;
  const html = renderToStaticMarkup(
    <StaticRouter location={`/Book/${encodeURIComponent(code)}`}>
      <SessionContext.Provider value={BEFORE_THE_APP}>
        <div {...{ [SHELL_ATTRIBUTE]: '' }}>
          <PropertyFrame property={property} themed={false} onContact={() => undefined}>
            <main id="main" className="site-main">
              <section className="page search-page">
                <SearchPageHeader property={property} />
              </section>
            </main>
          </PropertyFrame>
        </div>
      </SessionContext.Provider>
    </StaticRouter>,
  );
  return { html, css: themeRule(code, property.Theme) };
}
