/**
 * The mock backend in the browser (dev server, mock build, e2e). Loaded only by a dynamic import
 * when VITE_API_MOCKING is on, so a real build contains none of it.
 *
 * - Data survives reloads: after every state-changing request the database is written to
 *   localStorage (key `hbe-mock-db`) and read back on start. (@msw/data's own `persist()`
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
import { DB_SNAPSHOT_VERSION, loadMockDb, onMockDbWrite, resetMockDb, type DbSnapshot } from './db';
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
 * `existingRegistration.update()`, unawaited, beside the reload it starts for a page its worker does
 * not control yet). When the page goes away meanwhile, the browser refuses the look with "Not
 * found", and the refusal reaches the page as an unhandled rejection: a red error in the console of
 * every page that met it, and a failed e2e test (seen once in a full run, on a page whose mocks
 * all answered). The worker is there and current; that refusal alone is let go, anything else is not.
 */
function letGoOfWorkerUpdateRefusal(event: PromiseRejectionEvent): void {
  const reason: unknown = event.reason;
  if (
    reason instanceof DOMException &&
    /^Failed to update a ServiceWorker for scope .* with script .*\/mockServiceWorker\.js.*: Not found$/.test(
      reason.message,
    )
  )
    event.preventDefault();
}

/** Starts the service worker and the mock database. Await it before rendering the app. */
export async function startMockBackend(): Promise<void> {
  window.addEventListener('unhandledrejection', letGoOfWorkerUpdateRefusal);
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
  const scenario = currentScenario(params);
  worker = setupWorker(...handlers);
  if (scenario) worker.use(...scenarioHandlers(scenario));
  await worker.start({
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: import.meta.env.MODE === 'test',
  });
  (window as unknown as { __mockBackend?: unknown }).__mockBackend = {
    worker,
    reset: resetMockBackend,
    setScenario: setMockScenario,
  };
  if (scenario) console.info(`[mock backend] scenario: ${scenario}`);
}
