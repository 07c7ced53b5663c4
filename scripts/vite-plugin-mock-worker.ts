/**
 * The mock backend's service worker, served at /mockServiceWorker.js wherever the mock runs (the
 * dev server, Storybook, Vitest's browser projects) and emitted into mock builds; production builds
 * hold none of it. It is MSW's own worker script after a few lines of ours: a request of the app's
 * origin to a path the mock does not answer (mocks/workerPaths.ts) goes to the network at once,
 * without MSW's round trip through the page. Requests to other origins and to the mock's paths go
 * to MSW as before. One line of MSW's is taken out: the worker stays registered as its last page
 * closes (`keptRegistered`).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { MOCKED_PATHS } from '../mocks/workerPaths.ts';

export const MOCK_WORKER_FILE = 'mockServiceWorker.js';

/**
 * Our part of the worker: a fetch listener, registered before MSW's, that lets a request of the
 * worker's origin to a path the mock does not answer go to the network (no later listener sees it).
 */
function mockWorkerFilter(): string {
  return `// The app's own (scripts/vite-plugin-mock-worker.ts): a request of this origin that the mock
// does not answer goes to the network without MSW (no listener after this one sees it).
;(() => {
  const mocked = new RegExp(${JSON.stringify(MOCKED_PATHS.source)})
  self.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url)
    if (url.origin === self.location.origin && !mocked.test(url.pathname)) event.stopImmediatePropagation()
  })
})()

`;
}

/** MSW's worker script, as the installed msw package ships it. */
function mswWorkerScript(): string {
  return readFileSync(createRequire(import.meta.url).resolve(`msw/${MOCK_WORKER_FILE}`), 'utf8');
}

/** What MSW's worker does when the last page it mocks for closes: it unregisters itself. */
const MSW_UNREGISTERS = 'await self.registration.unregister()';

/**
 * MSW's worker, except that it stays registered when its last page closes: the next page of the
 * origin (a reload, a link opened anew, the next e2e test in a kept browser context) is under the
 * worker from its first request, instead of registering, installing and activating it again
 * before its first call. A worker with no page mocking through it lets every request pass (MSW's
 * own rule), so one left behind changes nothing for a page that does not start the mock.
 */
export function keptRegistered(script: string): string {
  if (script.split(MSW_UNREGISTERS).length !== 2)
    throw new Error(
      `MSW's worker script no longer says "${MSW_UNREGISTERS}" once: see scripts/vite-plugin-mock-worker.ts`,
    );
  return script.replace(MSW_UNREGISTERS, '/* (kept registered: scripts/vite-plugin-mock-worker.ts) */');
}

/** The worker script: our filter first (its listener runs before MSW's), then MSW's worker, kept registered. */
export function mockWorkerScript(): string {
  return mockWorkerFilter() + keptRegistered(mswWorkerScript());
}

export function mockWorker(): Plugin {
  return {
    name: 'hbe:mock-worker',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `/${MOCK_WORKER_FILE}`) return next();
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(mockWorkerScript());
      });
    },
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      this.emitFile({ type: 'asset', fileName: MOCK_WORKER_FILE, source: mockWorkerScript() });
    },
  };
}
