/**
 * The mock backend's service worker, served at /mockServiceWorker.js wherever the mock runs (the
 * dev server, Storybook, Vitest's browser projects) and emitted into mock builds; production builds
 * hold none of it. It is MSW's own worker script, unchanged, after a few lines of ours: a request
 * of the app's origin to a path the mock does not answer (mocks/workerPaths.ts) goes to the network
 * at once, without MSW's round trip through the page. Requests to other origins and to the mock's
 * paths go to MSW as before.
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

/** The worker script: our filter first (its listener runs before MSW's), then MSW's worker. */
export function mockWorkerScript(): string {
  return mockWorkerFilter() + mswWorkerScript();
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
