/**
 * A worker's browser contexts, kept from test to test (tests/e2e/support/fixtures.ts `context`
 * and `page`). A new context costs a test about a second before its first page shows on this
 * 2-core machine: the mock backend's service worker registers anew, and every script is fetched
 * and compiled cold. A context kept by the worker has them already; each test still gets a new
 * page (its own session storage, init scripts, routes and bindings), a new visit (the app's
 * origin's local storage emptied by the test's first document, the context's cookies gone:
 * `newVisit`), and so its own mock database, as a new guest would.
 *
 * What a test changes on the context itself would outlive it, so on a kept context it fails
 * at once, naming the option that gives the test a context of its own (`ownContext`): the
 * browser's clock (page.clock is the context's), routes, init scripts and bindings of the
 * whole context, permissions and the network's state.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page, PlaywrightTestOptions } from '@playwright/test';

/** What a test may not change on a kept context (it would carry over to the worker's next tests). */
const CONTEXT_WIDE = [
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'grantPermissions',
  'setGeolocation',
  'setOffline',
  'setExtraHTTPHeaders',
  'setHTTPCredentials',
] as const;

function refuse(target: object, names: readonly string[], what: string): void {
  for (const name of names) {
    Object.defineProperty(target, name, {
      configurable: true,
      get() {
        throw new Error(
          `${what}.${name} would outlive this test: the worker keeps its browser context from test ` +
            'to test. Give the test a context of its own: test.use({ ownContext: true })',
        );
      },
    });
  }
}

/** Playwright's test options that are a browser context's (besides `contextOptions`, all of them at once). */
const CONTEXT_OPTIONS = [
  'baseURL',
  'viewport',
  'screen',
  'userAgent',
  'deviceScaleFactor',
  'isMobile',
  'hasTouch',
  'locale',
  'timezoneId',
  'colorScheme',
  'reducedMotion',
  'forcedColors',
  'contrast',
  'javaScriptEnabled',
  'offline',
  'permissions',
  'geolocation',
  'extraHTTPHeaders',
  'httpCredentials',
  'storageState',
  'serviceWorkers',
  'bypassCSP',
  'ignoreHTTPSErrors',
  'acceptDownloads',
] as const satisfies readonly (keyof PlaywrightTestOptions)[];

/**
 * The browser context options among Playwright's test options (a test's option fixtures, or a
 * project's `use`): what Playwright gives the context it makes for a test.
 */
export function contextOptionsOf(use: Partial<PlaywrightTestOptions>): BrowserContextOptions {
  const options: Record<string, unknown> = { ...use.contextOptions };
  for (const name of CONTEXT_OPTIONS) if (use[name] !== undefined) options[name] = use[name];
  return options as BrowserContextOptions;
}

/** The contexts a worker keeps, one for each set of context options its tests ask for. */
export class KeptContexts {
  private readonly contexts = new Map<string, Promise<BrowserContext>>();

  constructor(private readonly browser: Browser) {}

  /**
   * The kept context for a test's context options (contextOptionsOf): the one made for the first
   * test that asked for the same, or a new one (made in a test, it has the test's action timeouts).
   */
  async for(options: BrowserContextOptions): Promise<BrowserContext> {
    const key = JSON.stringify(options);
    let made = this.contexts.get(key);
    if (!made) {
      made = this.browser.newContext(options).then((context) => {
        refuse(context, CONTEXT_WIDE, 'context');
        return context;
      });
      this.contexts.set(key, made);
    }
    return made;
  }

  /**
   * A page of a kept context: page.clock, the context's, is refused as the context's own members
   * are (the context's own `clock` stays: Playwright reads it for every page it makes).
   */
  static guard(page: Page): Page {
    refuse(page, ['clock'], 'page');
    return page;
  }

  async closeAll(): Promise<void> {
    for (const made of this.contexts.values()) await (await made).close();
    this.contexts.clear();
  }
}

/** Each page's current visit: the init script that empties the app's storage as the visit starts. */
const visits = new WeakMap<Page, { dispose(): Promise<void> }>();

/**
 * A new visit on this page: it leaves the app (what the app writes as it leaves lands now, not in
 * the new visit), the cookies go, and the next document of the app's own (not a frame of another
 * origin, the card's) starts with its storage emptied; later ones of the visit (a reload) keep it.
 */
export async function newVisit(page: Page, visit: string = crypto.randomUUID()): Promise<void> {
  await endVisit(page);
  if (page.url().startsWith('http')) await page.goto('about:blank');
  await page.context().clearCookies();
  visits.set(
    page,
    await page.addInitScript((id) => {
      if (window !== window.top || !location.protocol.startsWith('http') || sessionStorage.getItem('e2e-visit') === id)
        return;
      localStorage.clear();
      sessionStorage.clear();
      sessionStorage.setItem('e2e-visit', id);
    }, visit),
  );
}

/** The visit's end: its storage is no longer emptied by it. */
async function endVisit(page: Page): Promise<void> {
  await visits.get(page)?.dispose();
  visits.delete(page);
}
