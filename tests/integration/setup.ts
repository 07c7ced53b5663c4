import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { setupWorker } from 'msw/browser';
import { handlers } from '@mocks/handlers';
import { resetMockDb } from '@mocks/db';

/**
 * Every screen is rendered in StrictMode, as in development: flows must survive a remount. The
 * first paint of a page (its code compiled on first use, on a busy machine) can take more than
 * testing-library's default 1 s: findBy* waits for what the guest sees up to 10 s (as the stories
 * and the e2e suite; never a fixed sleep).
 */
configure({ reactStrictMode: true, asyncUtilTimeout: 10_000 });

/** Integration tests run the real mock backend in the browser's service worker. */
const worker = setupWorker(...handlers);

beforeAll(async () => {
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
});
beforeEach(async () => {
  worker.resetHandlers();
  await resetMockDb();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => cleanup());
afterAll(() => worker.stop());

/**
 * Tests add handlers (e.g. a fault scenario) with `integrationWorker().use(...)`: importing this
 * file from a test would run it twice (it is the project's setup file), so the worker is handed
 * over on globalThis.
 */
(globalThis as { __integrationWorker?: typeof worker }).__integrationWorker = worker;
