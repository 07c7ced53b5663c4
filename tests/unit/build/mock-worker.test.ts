import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractOperations } from '@mocks/contract';
import { MOCKED_PATHS } from '@mocks/workerPaths';
import { DEMO_PROPERTIES } from '@mocks/db/seed';
import { keptRegistered, mockWorkerScript } from '../../../scripts/vite-plugin-mock-worker';

const ORIGIN = 'http://127.0.0.1:4173';

type Listener = (event: unknown) => void;

/**
 * A worker script run in a stand-in for a service worker's scope: its fetch and message listeners,
 * in the order it registered them, and how often it unregistered itself. The stand-in's only page
 * is the one that sends its messages (no other window is open).
 */
function standIn(script: string) {
  const listeners: Record<'fetch' | 'message', Listener[]> = { fetch: [], message: [] };
  let unregistered = 0;
  const scope = {
    location: new URL(`${ORIGIN}/mockServiceWorker.js`),
    registration: {
      scope: `${ORIGIN}/`,
      unregister: async () => {
        unregistered += 1;
        return true;
      },
    },
    clients: { matchAll: async () => [], claim: async () => {}, get: async () => null },
    skipWaiting: () => {},
    addEventListener: (type: string, listener: Listener) => {
      if (type === 'fetch' || type === 'message') listeners[type].push(listener);
    },
  };
  const caches = {
    open: async () => ({ match: async () => undefined, put: async () => {}, delete: async () => true }),
    delete: async () => true,
  };
  const noNetwork = () => Promise.reject(new TypeError('no network in this test'));
  new Function('self', 'addEventListener', 'caches', 'fetch', script)(scope, scope.addEventListener, caches, noNetwork);
  return { listeners, unregistered: () => unregistered };
}

/**
 * The worker's last page closes (MSW's page sends CLIENT_CLOSE as it unloads): whether the worker
 * unregistered itself.
 */
async function unregistersAsItsLastPageCloses(script: string): Promise<boolean> {
  const worker = standIn(script);
  const work: Promise<unknown>[] = [];
  for (const listener of worker.listeners.message)
    listener({
      data: 'CLIENT_CLOSE',
      source: { id: 'the-last-page' },
      waitUntil: (p: Promise<unknown>) => work.push(p),
    });
  expect(work.length, 'MSW handles CLIENT_CLOSE').toBeGreaterThan(0);
  await Promise.all(work);
  return worker.unregistered() > 0;
}

/**
 * The script served at /mockServiceWorker.js, run in a stand-in for a service worker's scope (its
 * fetch listeners called in order, as the browser calls them, until one stops the event): where a
 * fetch event of `url` goes, to the network untouched or to MSW's own listener.
 */
function workerRoute(): (url: string) => 'to the network' | 'to MSW' {
  const fetchListeners = standIn(mockWorkerScript()).listeners.fetch;
  expect(fetchListeners, "our listener and MSW's").toHaveLength(2);
  return (url) => {
    let stopped = false;
    let mswSawIt = false;
    const event = {
      request: { url, cache: 'default', mode: 'cors', method: 'GET' },
      stopImmediatePropagation: () => (stopped = true),
      respondWith: (answer: Promise<unknown>) => void Promise.resolve(answer).catch(() => {}),
    };
    for (const [index, listener] of fetchListeners.entries()) {
      if (index === 1) mswSawIt = true;
      listener(event);
      if (stopped) break;
    }
    return mswSawIt ? 'to MSW' : 'to the network';
  };
}

describe("the mock's service worker", () => {
  it("lets every call of the contract and the demo's drawn pictures reach the mock", () => {
    const route = workerRoute();
    const paths = [...contractOperations().values()].map((op) => op.path.replace(/\{[^}]+\}/g, 'SEAVIEW'));
    expect(paths.length).toBeGreaterThan(30);
    const logos = DEMO_PROPERTIES.map((p) => p.LogoFileUrl).filter((u): u is string => Boolean(u));
    expect(logos.some((u) => u.startsWith('/mock-assets/'))).toBe(true);
    for (const path of [...paths, ...logos, '/api/Availability/Search?x=1']) {
      expect(MOCKED_PATHS.test(new URL(path, ORIGIN).pathname), path).toBe(true);
      expect(route(`${ORIGIN}${path}`), path).toBe('to MSW');
    }
  });

  it("sends the app's own files to the server without MSW: pages, chunks, styles, pictures, modules", () => {
    const route = workerRoute();
    for (const path of [
      '/',
      '/Book/SEAVIEW?from=2026-12-01',
      '/Book/SEAVIEW/Rooms-And-Rates',
      '/assets/index-Ab12.js',
      '/assets/index-Ab12.css',
      '/assets/cld-640-Xy.webp',
      '/mockServiceWorker.js',
      '/src/main.tsx',
      '/@vite/client',
      '/node_modules/.vite/deps/react.js',
      '/Book/api/SEAVIEW',
      '/apiary',
      '/jsnlog.logger.js',
    ])
      expect(route(`${ORIGIN}${path}`), path).toBe('to the network');
  });

  it("leaves other origins' requests to MSW, as before (its handlers may answer them)", () => {
    const route = workerRoute();
    expect(route('http://localhost:4173/assets/index-Ab12.js')).toBe('to MSW');
    expect(route('https://cdn.example.com/font.woff2')).toBe('to MSW');
  });

  it('stays registered as its last page closes (MSW would unregister it): the next page is under it', async () => {
    const workerPath = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
    expect(await unregistersAsItsLastPageCloses(readFileSync(workerPath, 'utf8')), "MSW's as published").toBe(true);
    expect(await unregistersAsItsLastPageCloses(mockWorkerScript()), 'as served').toBe(false);
  });

  it('refuses an MSW worker that no longer unregisters itself as this expects, rather than serve it unchanged', () => {
    expect(() => keptRegistered('self.addEventListener("message", () => {})')).toThrow(/no longer says/);
  });

  it("is the worker the page's MSW expects: the integrity checksum its client checks", () => {
    const served = /const INTEGRITY_CHECKSUM = '([0-9a-f]+)'/.exec(mockWorkerScript())?.[1];
    // msw/browser, as the page loads it (next to the worker script in the package)
    const workerPath = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
    const client = readFileSync(join(dirname(workerPath), 'browser/index.js'), 'utf8');
    expect(served).toBeTruthy();
    expect(client).toContain(`checksum !== "${served}"`);
  });
});
