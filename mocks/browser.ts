/**
 * The mock backend in the browser (dev server, mock build, e2e). Loaded only by a dynamic import
 * when VITE_API_MOCKING is on, so a real build contains none of it.
 *
 * - Data survives reloads: when first seeded and after every request that changes it the database
 *   is written to localStorage (key `hbe-mock-db`) and read back on start (questions sent by POST,
 *   such as a search, change nothing: mocks/http.ts). (@msw/data's own `persist()`
 *   extension writes only on the deprecated `unload` event and hydrates without a promise to
 *   await, so the mock persists the whole database itself.)
 * - `?resetMock=1` in any URL re-seeds the demo data and forgets the mock's cookies.
 * - `?scenario=NAME` (see mocks/scenarios.ts) selects fault scenarios for this tab (kept in
 *   sessionStorage); `?scenario=none` clears them.
 * - `window.__mockBackend` offers `reset()`, `setScenario(name)` and the worker, for e2e tests.
 */
// first: it forgets the mock's cookies before MSW loads its cookie store (see the module)
import './resetOnLoad';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { scenarioHandlers } from './scenarios';
import { DB_SNAPSHOT_VERSION, loadMockDb, notifyMockDbWrite, onMockDbWrite, resetMockDb, type DbSnapshot } from './db';
import { DB_STORAGE_KEY } from './cookieNames';

export { DB_STORAGE_KEY };
export const SCENARIO_STORAGE_KEY = 'hbe-mock-scenario';

let worker: SetupWorker | null = null;

function readSnapshot(): DbSnapshot | null {
  try {
    const raw = localStorage.getItem(DB_STORAGE_KEY);
    if (!raw) return null;
    const snapshot = JSON.parse(raw) as DbSnapshot;
    return snapshot.version === DB_SNAPSHOT_VERSION ? snapshot : null;
  } catch {
    return null;
  }
}

/** The scenario of this tab: from ?scenario= (remembered) or sessionStorage. */
function currentScenario(params: URLSearchParams): string {
  const fromUrl = params.get('scenario');
  if (fromUrl !== null) {
    if (fromUrl === '' || fromUrl === 'none') sessionStorage.removeItem(SCENARIO_STORAGE_KEY);
    else sessionStorage.setItem(SCENARIO_STORAGE_KEY, fromUrl);
  }
  return sessionStorage.getItem(SCENARIO_STORAGE_KEY) ?? '';
}

/**
 * Re-seeds the demo data and forgets the mock's cookies: the page reloads with `?resetMock=1`,
 * because MSW keeps its cookies in memory once loaded (mocks/resetOnLoad.ts).
 */
export function resetMockBackend(): void {
  const url = new URL(location.href);
  url.searchParams.set('resetMock', '1');
  location.assign(url.toString());
}

/** Replaces the active scenario(s) at runtime ('' or 'none' = none). */
export function setMockScenario(name: string): void {
  if (!name || name === 'none') sessionStorage.removeItem(SCENARIO_STORAGE_KEY);
  else sessionStorage.setItem(SCENARIO_STORAGE_KEY, name);
  worker?.resetHandlers();
  if (name && name !== 'none') worker?.use(...scenarioHandlers(name));
}

export function getMockWorker(): SetupWorker | null {
  return worker;
}

/**
 * MSW asks the browser to look for a newer worker script without waiting for the answer (its
 * `existingRegistration.update()`, unawaited, on every page start). When the page goes away while
 * the look is under way (a reload, a link followed at once), the browser refuses it with "Failed to
 * update a ServiceWorker ... : Not found", and that promise, which nobody holds, is reported as an
 * uncaught error of the page: a red error in the console, and a failed e2e test now and then on a
 * busy machine (every mock on those pages had answered). Each look's promise gets a handler here, so
 * its refusal is not "uncaught"; whoever awaits it still sees it. A look that fails changes nothing:
 * the worker that is there stays, and the next page start looks again.
 */
function holdWorkerUpdates(): void {
  const update = ServiceWorkerRegistration.prototype.update;
  ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
    const looked = update.call(this);
    looked.catch(() => {});
    return looked;
  };
}

/** Starts the service worker and the mock database. Await it before rendering the app. */
export async function startMockBackend(): Promise<void> {
  holdWorkerUpdates();
  const params = new URLSearchParams(location.search);
  const snapshot = readSnapshot();
  await (snapshot ? loadMockDb(snapshot) : resetMockDb());
  onMockDbWrite((snap) => {
    try {
      localStorage.setItem(DB_STORAGE_KEY, JSON.stringify(snap()));
    } catch {
      // Storage full or disabled: the mock keeps working in memory.
    }
  });
  // freshly seeded data is written at once, so the storage holds the data from the first page on
  // (not only after the first change): what a reload reads, and what a test reads or edits there
  if (!snapshot) notifyMockDbWrite();
  const scenario = currentScenario(params);
  worker = setupWorker(...handlers);
  if (scenario) worker.use(...scenarioHandlers(scenario));
  await worker.start({
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
    // Each request logged to the console is cloned and read on the page's thread (some 14 ms of a
    // search's answer): the dev server keeps the log for developers; the mock build (the demo, the
    // e2e tests, the benchmarks) and the tests' browsers do without it (the Network panel shows
    // every answer).
    quiet: import.meta.env.MODE !== 'development',
  });
  (window as unknown as { __mockBackend?: unknown }).__mockBackend = {
    worker,
    reset: resetMockBackend,
    setScenario: setMockScenario,
  };
  if (scenario) console.info(`[mock backend] scenario: ${scenario}`);
}
