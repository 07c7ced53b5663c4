import { defineConfig, devices } from '@playwright/test';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { chromiumArgs, testChromiumPath } from './scripts/chromium.ts';
import { compileWith, type CompiledMessage } from './src/i18n/catalogue.ts';

// The tests read the app's texts in Node, where the build did not compile the catalogues.
compileWith((message) => compileMessage(message) as CompiledMessage);

const PORT = 4173;
/** The production build with the mock API over HTTP (scripts/mock-api-server.mjs). */
const PRODUCTION_PORT = 4175;

/**
 * E2E journeys against the built app with the mock backend (`npm run build:mock`), served by
 * `vite preview`; and, in the `production` project, the production build (`npm run build`) with
 * the same mock backend answering over HTTP, for what only a real build does (early load).
 * Debian's Chromium on CI and this machine; Playwright's own browser elsewhere.
 */
export default defineConfig<{ ownContext: boolean }>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  // visual regression (tests/e2e/visual.spec.ts): one screenshot per page and width, whatever the platform
  snapshotPathTemplate: '{testDir}/visual-baselines/{arg}{ext}',
  expect: {
    // An assertion passes as soon as the page shows what it asks; the limit is how long a page may
    // take on a 2-core machine with both workers' browsers and the build's servers on it. At
    // Playwright's 5 s, two assertions of full runs on a slow day (the mock backend's own benchmark
    // 1.6 times slower than the day before, the same code) missed a page that came a moment later.
    timeout: 10_000,
    // The reference browser draws the same page to the same pixels run after run; the slack is for
    // anti-aliasing of another build of it. One changed digit of a calendar is some 40 pixels: caught.
    toHaveScreenshot: { maxDiffPixels: 20, threshold: 0.2 },
  },
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records every action's page snapshot: a fifth of the e2e run's time (model walks on
    // 2 cores: 85 s with traces, 68 s without). Off in `npm test`; E2E_TRACE=1 keeps the trace
    // of each failing test (npx playwright show-trace test-results/<test>/trace.zip).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    ...devices['Desktop Chrome'],
    // The guest asks for reduced motion (tests/e2e/shell.spec.ts checks the motion of the others):
    // a pulsing skeleton keeps the browser drawing 60 frames a second, some 150 ms of its CPU each
    // second on this machine, and a moving drawer holds up the next click until it rests. Paired
    // runs: the model walks 175 s -> 159 s and 182 s -> 167 s, the whole e2e suite 472 s -> 441 s.
    reducedMotion: 'reduce',
    // An action waits no longer than an assertion: a click on a button that never comes fails
    // naming the button and what it waited for, not as the whole test's time running out.
    actionTimeout: 10_000,
    launchOptions: {
      ...(testChromiumPath ? { executablePath: testChromiumPath } : {}),
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'mock', testIgnore: 'production/**' },
    {
      name: 'production',
      testMatch: 'production/**/*.spec.ts',
      // a new guest's first load, each test: its own context (no service worker, cache or code kept)
      use: { baseURL: `http://127.0.0.1:${PRODUCTION_PORT}`, ownContext: true },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --mode mock --outDir dist-mock --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}/Book/SEAVIEW`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node scripts/mock-api-server.mjs ${PRODUCTION_PORT}`,
      url: `http://127.0.0.1:${PRODUCTION_PORT}/api/Property/SEAVIEW`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
