/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { earlyLoad } from './scripts/vite-plugin-early-load.ts';
import { compileHint } from './scripts/vite-plugin-compile-hint.ts';
import { chromiumArgs, isReferenceBrowser, testChromiumPath } from './scripts/chromium.ts';
import { previewSecurityHeaders } from './scripts/security-headers.ts';
import { contractValidators } from './scripts/vite-plugin-contract-validators.ts';
import { messageCatalogues } from './scripts/vite-plugin-messages.ts';
import { inlineEntryStyles } from './scripts/vite-plugin-inline-styles.ts';
import { MOCK_FRAME_PAGE, mockPaymentFrame } from './scripts/vite-plugin-mock-payment-frame.ts';
import { mockWorker } from './scripts/vite-plugin-mock-worker.ts';
import { routerTreeShakingPlugin } from './scripts/vite-plugin-router-tree-shaking.ts';
import { dayPickerDatesPlugin } from './scripts/vite-plugin-day-picker-dates.ts';
import { browserCommands } from './tests/support/browser-commands.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The libraries every page runs, and every package they import (a package left out, imported by
 * them and importing them, makes two chunks wait on each other: the page fails to start). Not zod:
 * the forms' rules use it, no first load does (src/api/validators).
 */
const VENDOR_CHUNK = new RegExp(
  '/node_modules/(react|react-dom|react-router|scheduler|xstate|@xstate/react|openapi-fetch|' +
    'use-sync-external-store|use-isomorphic-layout-effect)/',
);
/**
 * Small modules nearly every page needs, which the bundler otherwise gives a chunk each (each one
 * more gzip stream and module wrapper on the first load): one chunk for them.
 */
const BASE_CHUNK = new RegExp(
  [
    '/src/domain/(occupancy|presentation|limits|words|typedDates)\\.ts$',
    '/src/ui/form/typedDate\\.ts$',
    '/src/ui/flowRoot\\.ts$',
    '/src/ui/form/field\\.ts$',
    '/machines/stateValue\\.ts$',
    '/src/api/cookies\\.ts$',
    // the texts' runtime and the texts every page shows (the shell's, the session's)
    '/src/i18n/(catalogue|common|session)\\.ts$',
    '/src/i18n/en-GB/(common|session)\\.json$',
    '/src/ui/RichText\\.tsx$',
  ].join('|'),
);

/** The search page's modules and the stay's dates it shares with manage booking (one chunk). */
const SEARCH_PAGE_CHUNK = new RegExp(
  [
    '/src/features/booking/SearchPage(Header)?\\.tsx$',
    // (not the notice about a link's problems: it loads only when an address has a search)
    '/src/ui/search/(?!LinkProblemsNotice)',
    '/src/ui/stay/(StayDates|AlternativeStays)\\.tsx$',
    '/machines/search/',
  ].join('|'),
);

/** The dates' and the search's rules and texts, and a room's or hotel's picture (one chunk). */
const DATES_CHUNK = new RegExp(
  [
    '/src/domain/(dates|search|pictures)\\.ts$',
    '/src/ui/Picture\\.tsx$',
    '/node_modules/dayjs/',
    '/src/i18n/search\\.ts$',
    '/src/i18n/en-GB/search\\.json$',
  ].join('|'),
);

/**
 * A browser test's limit (Vitest's default there is 15 s) is a guard against a test that hangs, not
 * a speed budget: those are `npm run bench`'s. The first story of a file also loads its page's code
 * into a fresh frame, and on a 2-core CI machine under load (the full suite 2.4 times slower than on
 * a quiet day, the same code) two first stories ran past 15 s that take 5 s alone. Twice the
 * default, the same here as on CI.
 */
const BROWSER_TEST_TIMEOUT = 30_000;

const browserProvider = () =>
  playwright({
    launchOptions: { ...(testChromiumPath ? { executablePath: testChromiumPath } : {}), args: chromiumArgs },
  });

export default defineConfig(({ mode, command }) => {
  // The worker script is served in dev and emitted only into mock builds: a production build
  // holds no MSW code and no worker.
  const mocking = command === 'serve' || mode === 'mock' || mode === 'test';
  const plugins: PluginOption[] = [
    react(),
    messageCatalogues(),
    inlineEntryStyles(),
    // React Router's components the app does not use, out of every build (1.8 KiB gzip a route)
    routerTreeShakingPlugin(),
    // react-day-picker's dates written by a formatter of the patterns it uses, not date-fns's whole `format`
    dayPickerDatesPlugin(),
    compileHint(),
    contractValidators(r('./openapi.yaml')),
    // The built app (production or mock) is previewed under the headers a real host sends: a
    // strict CSP and the rest (scripts/security-headers.ts), naming the served build's style.
    // The dev server has none: Vite's client and React refresh run inline code.
    previewSecurityHeaders({ ...loadEnv(mode, process.cwd(), ''), ...process.env }),
  ];
  if (mocking) plugins.push(mockWorker(), mockPaymentFrame(r('.')));
  // Booking pages start their first API calls and route code from index.html; only where the
  // API is real (with the in-browser mock the worker is not up yet when index.html runs).
  else if (command === 'build') plugins.push(earlyLoad());
  return {
    plugins,
    // The dev server listens on 127.0.0.1 (not just whatever "localhost" resolves to first): the
    // mock card frame is served on the app's loopback twin, so both names must reach it.
    server: { host: '127.0.0.1' },
    resolve: {
      alias: [
        { find: /^@\/(.*)$/, replacement: `${r('./src/')}$1` },
        { find: /^@machines\/(.*)$/, replacement: `${r('./machines/')}$1` },
        { find: /^@mocks\/(.*)$/, replacement: `${r('./mocks/')}$1` },
      ],
    },
    // the formatting's warm-up worker (src/app/intlWarmUp.ts) is built apart: V8's compile hint too
    worker: { plugins: () => [compileHint()] },
    build: {
      target: 'es2022',
      sourcemap: mode === 'mock',
      reportCompressedSize: false,
      manifest: true,
      rolldownOptions: {
        // the mock build is also the mock payment provider: its card frame is a second page
        ...(mode === 'mock' ? { input: { index: r('./index.html'), paymentFrame: r(`.${MOCK_FRAME_PAGE}`) } } : {}),
        output: {
          // The stay's dates (fields, calendar machine, alternative stays) are shared by the search
          // page and manage booking's change of dates. Left to itself the bundler gives them a chunk
          // of their own, and the search page's first load pays for one more gzip stream (+1 KiB);
          // kept in the search page's chunk, manage booking loads that chunk instead (decisions:
          // "Manage booking"). Their dependencies stay where they were.
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [
              {
                name: 'SearchPage',
                test: (id: string) => SEARCH_PAGE_CHUNK.test(id.replaceAll('\\', '/')),
              },
              {
                // the dates' rules and the search's, and a room's or hotel's picture (every booking page
                // asks for them): one chunk, loaded with the page (not in the entry: the picture's
                // style would hold up the first paint)
                name: 'dates',
                // (and the search's texts: the stay's dates and the search's rules say them)
                test: (id: string) => DATES_CHUNK.test(id.replaceAll('\\', '/')),
              },
              {
                // the libraries every page runs, in one chunk: left to itself the bundler spread them
                // over five chunks the routes share, each its own gzip stream (/Book's first load
                // 150.0 KiB -> 146.7, every route about 3 KiB less)
                name: 'vendor',
                test: (id: string) => VENDOR_CHUNK.test(id.replaceAll('\\', '/')),
              },
              {
                name: 'base',
                test: (id: string) => BASE_CHUNK.test(id.replaceAll('\\', '/')),
              },
            ],
          },
        },
      },
    },
    optimizeDeps: {
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react-router',
        'react-router/dom',
        'xstate',
        '@xstate/react',
        'openapi-fetch',
        'dayjs',
        'zod',
        'msw',
        'msw/browser',
        '@msw/data',
        'ajv',
        'ajv/dist/2020',
        'ajv-formats',
        // what the precompiled contract validators import (virtual:contract-validators)
        'ajv/dist/runtime/ucs2length',
        'ajv-formats/dist/formats',
        'react-day-picker',
        '@testing-library/react',
        '@testing-library/user-event',
      ],
    },
    test: {
      globalSetup: ['tests/support/clear-state-trail.ts'],
      // Two workers at least: most of a browser test's time is spent waiting for the page, so two
      // browser pages at once make the browser suites about 30 % faster on 2 cores (Vitest's default
      // there is one). The fault matrix cuts the app's time limits only while it tests a time-out
      // (tests/integration/support/cutTimeLimits.ts), so the load of the other page cannot fail it.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // what the guest sees is polled for up to 10 s (not the default 1 s), as the e2e suite waits
      // (playwright.config): with two pages at work, one look into the payment provider's frame can
      // itself take longer than a second, and on a slow day's CI machine a poll missed at 5 s
      expect: { poll: { timeout: 10_000 } },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            // The test files of a worker share one module registry: each file in a fresh one imported
            // its modules again (89 files: 64 s -> 41 s alone on 2 cores, 94 -> 60 s of CPU; also
            // green with the files shuffled). Each test resets what it changes (the mock's data and
            // clock, stubbed globals, fake timers).
            isolate: false,
            setupFiles: ['tests/support/console-guard.ts'],
            include: [
              'tests/unit/**/*.test.{ts,tsx}',
              'tests/machines/**/*.test.ts',
              'tests/contract/**/*.test.ts',
              'tests/chaos/**/*.test.ts',
              'tests/coverage/**/*.test.ts',
            ],
          },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            testTimeout: BROWSER_TEST_TIMEOUT,
            include: ['tests/integration/**/*.test.{ts,tsx}'],
            setupFiles: [
              'tests/support/console-guard.ts',
              'tests/integration/setup.ts',
              'tests/support/state-trail.ts',
            ],
            browser: {
              enabled: true,
              headless: true,
              provider: browserProvider(),
              instances: [{ browser: 'chromium' }],
              commands: browserCommands,
            },
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: r('./.storybook') })],
          test: {
            name: 'stories',
            testTimeout: BROWSER_TEST_TIMEOUT,
            // The story files of a worker share one page, as the stories of a file always have: each
            // file in a page of its own loaded the app's modules again (47 files: 242 s -> 158 s run
            // alone on 2 cores). Every story starts from fresh mock data, storage and app caches
            // (.storybook/preview.tsx, loaders); the integration tests keep a page per file (one
            // tests the page before the booking flow's code has loaded).
            isolate: false,
            setupFiles: [
              'tests/support/console-guard.ts',
              'tests/support/state-trail.ts',
              'tests/support/story-screenshots.ts',
            ],
            // the design system's stories are compared with their screenshots in the reference browser
            provide: { referenceBrowser: isReferenceBrowser },
            browser: {
              enabled: true,
              headless: true,
              provider: browserProvider(),
              instances: [{ browser: 'chromium' }],
              expect: {
                toMatchScreenshot: {
                  // as the pages' visual tests (playwright.config): 20 pixels at a colour distance of 0.2
                  comparatorName: 'pixelmatch',
                  comparatorOptions: { threshold: 0.2, allowedMismatchedPixels: 20 },
                  resolveScreenshotPath: ({ arg, ext, root }) => `${root}/tests/visual-baselines/stories/${arg}${ext}`,
                },
              },
            },
          },
        },
      ],
    },
  };
});
