import { test as base, expect, type Frame, type Locator, type Page, type TestInfo } from '@playwright/test';
import axeCore from 'axe-core';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { installApiRecorder, type ApiCall, type HeldCallEnd } from './api-recorder';
import { openFlow } from '../model/play';
import { contextOptionsOf, KeptContexts, newVisit } from './contexts';
import { watchFlowStates } from '../../support/flow-trail';
import type { ModelFlow, ModelState } from '../model/flows';

/** Opens a modelled flow at a named state of its machine; a state it does not have is a type error. */
export interface FlowOpener {
  open<F extends ModelFlow>(flow: F, state: ModelState<F>): Promise<void>;
}

/** Where each test's state trail goes (emptied by the e2e run's global setup). */
export const STATE_TRAIL_DIR = 'reports/state-trail';

/**
 * Where the guest is: every page (h1) and every step of a flow (h2) is reached through these, so
 * each one is scanned with axe as it is reached (an axe scan on every page, by construction).
 */
export interface Screens {
  /** Waits for the page whose main heading (h1) is `name`, then scans it with axe. */
  page(name: string | RegExp, options?: { timeout?: number }): Promise<Locator>;
  /**
   * Waits for the flow step whose heading (h2) is `name`, checks that the heading has taken focus
   * (every new step is a new screen, docs/decisions.md "Focus"; `focused: false` where the guest
   * has since moved focus elsewhere), then scans it with axe (once per
   * kind of step in a test: room 2's guests are the same screen as room 1's).
   */
  step(name: string | RegExp, options?: { focused?: boolean }): Promise<Locator>;
}

/**
 * The app's API calls as the page made them. The mock backend answers inside a service worker,
 * where `page.route` cannot reach and Playwright sees no request bodies; so an init script wraps
 * `window.fetch` (tests/e2e/support/api-recorder.ts) and records method, path, bodies and status.
 */
export interface ApiLog {
  /** Calls made by the current document so far (a navigation that reloads the page starts afresh). */
  calls(path?: string | RegExp): Promise<ApiCall[]>;
  /** Holds every call to `path` (an exact pathname) until `release(path)`. */
  hold(path: string): Promise<void>;
  /**
   * Holds every call to `path` from the first script of each document the page opens next (a page
   * may call as it opens), until `release(path)`; `dispose()` stops holding it in later documents.
   */
  holdFromStart(path: string): Promise<{ dispose(): Promise<void> }>;
  /** Once a call to `path` waits, lets the held calls go on to the server, or ends them with `end`. */
  release(path: string, end?: HeldCallEnd): Promise<void>;
  /** Holds `path` no more: calls to it go on to the server as they come (any waiting go now). */
  unhold(path: string): Promise<void>;
}

/**
 * The shape of a document as far as axe can tell screens apart: every element's tag, classes,
 * role, ARIA states, type, whether it is disabled or rendered, and whether it has words of its
 * own; not the words themselves (a price or a name changes no rule's result; their colours come
 * with the classes). Computed in the page.
 */
function documentShape(): string {
  // the width and the colour scheme: the same elements are another screen at another width or in dark
  const parts: string[] = [String(window.innerWidth), String(matchMedia('(prefers-color-scheme: dark)').matches)];
  // (a frame between two documents has no body yet, or no element at all: it is scanned once it
  // has; the card frame's, as the Checkout renders, was found so in a CI run)
  const root = document.body ?? document.documentElement;
  if (!root) return `${parts.join('|')}|no document yet`;
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const aria = Array.from(el.attributes)
      .filter((a) =>
        /^(aria-(?!labelledby|describedby|controls|owns|activedescendant)|role$|type$|disabled$|hidden$|for$)/.test(
          a.name,
        ),
      )
      .map((a) => `${a.name}=${a.name === 'for' ? '' : a.value}`)
      .join(',');
    const ownText = Array.from(el.childNodes).some((n) => n.nodeType === 3 && n.textContent?.trim()) ? 't' : '';
    const rendered = (el as HTMLElement).offsetParent === null && el.tagName !== 'BODY' ? 'h' : '';
    parts.push(`${el.tagName}.${el.getAttribute('class') ?? ''}[${aria}]${ownText}${rendered}`);
  }
  let hash = 0;
  const text = parts.join('|');
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return `${parts.length}:${hash}`;
}

const GONE = Symbol('a frame torn down while the screen was read');
/**
 * `work` on a frame of the screen; GONE when the frame went away meanwhile (the card frame of the
 * screen before, removed as the next one renders): what is no longer there is not on the screen.
 */
async function inFrame<T>(frame: Frame, work: () => Promise<T>): Promise<T | typeof GONE> {
  try {
    return await work();
  } catch (error) {
    if (frame.isDetached() || /closed|detached/i.test(String(error))) return GONE;
    throw error;
  }
}

/**
 * Shapes scanned with axe in this run, by any worker (a line each, emptied by the run's global
 * setup): the same screen again in another journey, or in the other worker's, is not scanned
 * again. A shape two workers reach at once is scanned by both, which is harmless.
 */
export const AXE_SHAPES_FILE = 'reports/axe-shapes.txt';
function scanned(shape: string): boolean {
  return existsSync(AXE_SHAPES_FILE) && readFileSync(AXE_SHAPES_FILE, 'utf8').split('\n').includes(shape);
}
function markScanned(shape: string) {
  mkdirSync('reports', { recursive: true });
  appendFileSync(AXE_SHAPES_FILE, `${shape}\n`);
}

/** WCAG 2.2 A/AA, as axe tags them */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What a page reported during one test: errors that fail it, and the flow states it showed. */
export interface PageReport {
  errors: string[];
  /** "flow<TAB>state", and "flow<TAB>from<TAB>to" for each change a flow's root element showed */
  states: Set<string>;
  allowedConsoleErrors: RegExp[];
  /** CSP violations a test provokes on purpose (matched against "directive blocked-uri") */
  allowedCspViolations: RegExp[];
}

export const newReport = (allowedConsoleErrors: RegExp[] = [], allowedCspViolations: RegExp[] = []): PageReport => ({
  errors: [],
  states: new Set(),
  allowedConsoleErrors,
  allowedCspViolations,
});

/**
 * Watches a page for the test running on it (`report()`: the current test's report; a page shared
 * by the tests of a worker reports to each test in turn): every console error, uncaught page error
 * or Content-Security-Policy violation, and every machine state a flow shows (data-flow,
 * data-state: src/ui/flowRoot.ts).
 */
export async function watchPage(page: Page, report: () => PageReport): Promise<void> {
  // Every page runs under the strict CSP of a real host (scripts/security-headers.ts, served by
  // both preview servers): anything it blocks is a defect, whether or not the page noticed.
  await page.exposeBinding('__reportCspViolation', (_source, violation: string) => {
    const current = report();
    if (!current.allowedCspViolations.some((pattern) => pattern.test(violation)))
      current.errors.push(`CSP violation: ${violation}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const send = (window as unknown as { __reportCspViolation?: (v: string) => void }).__reportCspViolation;
      send?.(`${event.effectiveDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser notes every API answer with an error status (the anonymous 401 of
    // /api/Account, a 409 the page explains...). The app handles those; the tests assert
    // what the guest sees. Any other console error fails the test.
    if (message.text().startsWith('Failed to load resource') && /\/api\//.test(message.location().url)) return;
    const current = report();
    if (current.allowedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
    // the browser's own note of a CSP violation: reported above with its details
    if (message.text().includes('Content Security Policy')) return;
    current.errors.push(message.text());
  });
  page.on('pageerror', (error) => report().errors.push(error.message));
  await page.exposeBinding('__recordFlowState', (_source, entry: string) => {
    report().states.add(entry);
  });
  await page.addInitScript(
    `(${watchFlowStates})((entry) => window.__recordFlowState && window.__recordFlowState(entry))`,
  );
}

/**
 * The end of a test on a watched page: its flow states written to reports/state-trail/ (for the
 * state coverage report, scripts/state-coverage.mjs), and no error reported.
 */
export function endReport(report: PageReport, testInfo: TestInfo): void {
  if (report.states.size) {
    mkdirSync(STATE_TRAIL_DIR, { recursive: true });
    writeFileSync(`${STATE_TRAIL_DIR}/${testInfo.testId}.json`, JSON.stringify([...report.states]));
  }
  expect(report.errors, 'console errors on the page').toEqual([]);
}

/**
 * Test fixture: every console error, uncaught page error or Content-Security-Policy violation
 * fails the test, the flow states shown are kept for the coverage report, and `axe` scans the
 * page for WCAG 2.2 A/AA violations.
 */
export const test = base.extend<
  {
    /**
     * A browser context of the test's own, made for it and closed after it (Playwright's usual),
     * for a test that changes the context itself: its clock, its routes (tests/e2e/support/contexts.ts).
     * Otherwise the worker keeps a context for each set of context options from test to test.
     */
    ownContext: boolean;
    allowedConsoleErrors: RegExp[];
    /** CSP violations a test provokes on purpose (matched against "directive blocked-uri") */
    allowedCspViolations: RegExp[];
    watchedPage: void;
    axe: (page?: Page) => Promise<void>;
    screens: Screens;
    api: ApiLog;
    /** QA: open a modelled flow at a state of its machine (tests/e2e/model/play.ts) */
    flow: FlowOpener;
  },
  { keptContexts: KeptContexts }
>({
  ownContext: [false, { option: true }],
  keptContexts: [
    async ({ browser }, use) => {
      const kept = new KeptContexts(browser);
      await use(kept);
      await kept.closeAll();
    },
    { scope: 'worker' },
  ],
  // (Playwright gives a test's context options and timeouts to every browser.newContext() of the
  // test: a context of the test's own needs no more; the kept ones are told apart by them)
  context: async (
    {
      browser,
      ownContext,
      keptContexts,
      baseURL,
      viewport,
      screen,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale,
      timezoneId,
      colorScheme,
      reducedMotion,
      forcedColors,
      contrast,
      javaScriptEnabled,
      offline,
      permissions,
      geolocation,
      extraHTTPHeaders,
      httpCredentials,
      storageState,
      serviceWorkers,
      bypassCSP,
      ignoreHTTPSErrors,
      acceptDownloads,
      contextOptions,
    },
    use,
  ) => {
    if (ownContext) {
      const context = await browser.newContext();
      await use(context);
      await context.close();
      return;
    }
    const options = {
      ...{ baseURL, viewport, screen, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId },
      ...{ colorScheme, reducedMotion, forcedColors, contrast, javaScriptEnabled, offline, permissions },
      ...{ geolocation, extraHTTPHeaders, httpCredentials, storageState, serviceWorkers, bypassCSP },
      ...{ ignoreHTTPSErrors, acceptDownloads, contextOptions },
    };
    await use(await keptContexts.for(contextOptionsOf(options)));
  },
  page: async ({ context, ownContext }, use, testInfo) => {
    const page = await context.newPage();
    if (ownContext) return use(page);
    // a new visit on a kept context: its first document empties the storage the last test left
    await newVisit(page, testInfo.testId);
    await use(KeptContexts.guard(page));
    // (what the app writes as it leaves lands now, before the next test's visit empties it)
    await page.close();
  },
  /** console errors a test provokes on purpose (e.g. an aborted chunk) */
  allowedConsoleErrors: [[], { option: true }],
  allowedCspViolations: [[], { option: true }],
  watchedPage: [
    async ({ page, allowedConsoleErrors, allowedCspViolations }, use, testInfo) => {
      const report = newReport(allowedConsoleErrors, allowedCspViolations);
      await watchPage(page, () => report);
      await use();
      endReport(report, testInfo);
    },
    { auto: true },
  ],
  axe: async ({ page }, use) => {
    await use(async (target = page) => {
      // axe-core is injected once per document (a journey is mostly one document) and run in the
      // page itself; @axe-core/playwright re-injected its 500 KB for every scan and opened a blank
      // page to merge frame results: several times slower. The payment provider's card frame is
      // scanned too: axe in the page asks axe in the frame (injected there as well; axe talks only
      // to its own origin unless told otherwise, and the frame is on another).
      // a frame between two documents (the card frame as the Checkout renders) is read once its
      // document is there
      await Promise.all(
        target.frames().map((frame) => inFrame(frame, () => frame.waitForLoadState('domcontentloaded'))),
      );
      const shapes = await Promise.all(
        target.frames().map((frame) => inFrame(frame, () => frame.evaluate(documentShape))),
      );
      const shape = shapes.filter((part) => part !== GONE).join('/');
      if (scanned(shape)) return;
      for (const frame of target.frames()) {
        await inFrame(frame, async () => {
          if (await frame.evaluate(() => 'axe' in window)) return;
          await frame.evaluate(axeCore.source);
          await frame.evaluate(() =>
            (window as unknown as { axe: typeof axeCore }).axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] }),
          );
        });
      }
      const violations = await target.evaluate(async (tags) => {
        const axe = (window as unknown as { axe: typeof axeCore }).axe;
        const results = await axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        });
        return results.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        );
      }, WCAG_TAGS);
      expect(violations, 'axe violations').toEqual([]);
      markScanned(shape);
    });
  },
  screens: async ({ page, axe }, use) => {
    // The same step for another room ("Who is staying in Room 2?") is the same screen as for
    // room 1: scanned once per test, to keep the journeys' runtime reasonable.
    const scannedSteps = new Set<string>();
    await use({
      async page(name, options = {}) {
        const heading = page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' });
        await expect(heading).toBeVisible(options);
        await axe();
        return heading;
      },
      async step(name, options = {}) {
        const heading = page.getByRole('heading', { level: 2, name, exact: typeof name === 'string' });
        await expect(heading).toBeVisible();
        if (options.focused !== false) await expect(heading).toBeFocused();
        // the flow's step (data-step on its root: room types and their rates share a heading)
        const flowStep = (await page.locator('[data-flow][data-step]').first().getAttribute('data-step')) ?? '';
        const headingText = (await heading.textContent()) ?? '';
        const kind = `${flowStep}:${headingText.replace(/Room \d+/g, 'Room #').replace(/\s*\(.*\)$/, '')}`;
        if (!scannedSteps.has(kind)) {
          scannedSteps.add(kind);
          await axe();
        }
        return heading;
      },
    });
  },
  flow: async ({ page, api }, use) => {
    await use({ open: (flow, state) => openFlow(page, api, flow, state) });
  },
  api: async ({ page }, use) => {
    await page.addInitScript(installApiRecorder);
    await use(apiLogOf(page));
  },
});

/** The API log of a page whose documents run `installApiRecorder` (an init script). */
export function apiLogOf(page: Page): ApiLog {
  return {
    async calls(path) {
      const calls = await page.evaluate(
        () => (window as unknown as { __api?: { calls: ApiCall[] } }).__api?.calls ?? [],
      );
      if (path === undefined) return calls;
      return calls.filter((call) => (typeof path === 'string' ? call.path === path : path.test(call.path)));
    },
    async hold(path) {
      await page.evaluate(
        (p) => (window as unknown as { __api: { hold: (path: string) => void } }).__api.hold(p),
        path,
      );
    },
    holdFromStart(path) {
      return page.addInitScript(
        (p) => (window as unknown as { __api?: { hold: (path: string) => void } }).__api?.hold(p),
        path,
      );
    },
    async unhold(path) {
      await page.evaluate(
        (p) => (window as unknown as { __api: { release: (path: string) => void } }).__api.release(p),
        path,
      );
    },
    async release(path, end) {
      // the call must be at the gate first: a gate opened before its call arrives would let
      // the call through a gate put up again after it (a walk holds the next call at once)
      await page
        .waitForFunction(
          (p) => (window as unknown as { __api: { waiting: (path: string) => number } }).__api.waiting(p) > 0,
          path,
          { timeout: 10_000 },
        )
        .catch((error: unknown) => {
          throw new Error(`no call to ${path} came to be answered`, { cause: error });
        });
      await page.evaluate(
        ([p, e]) =>
          (window as unknown as { __api: { release: (path: string, end?: HeldCallEnd) => void } }).__api.release(p, e),
        [path, end] as const,
      );
    },
  };
}

export { expect };
export type { ApiCall };
