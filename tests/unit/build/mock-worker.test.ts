import { describe, expect, it } from 'vitest';
import { contractOperations } from '@mocks/contract';
import { MOCKED_PATHS } from '@mocks/workerPaths';
import { DEMO_PROPERTIES } from '@mocks/db/seed';
import { mockWorkerFilter, mockWorkerScript, mswWorkerScript } from '../../../scripts/vite-plugin-mock-worker';

const ORIGIN = 'http://127.0.0.1:4173';

/** The filter run as the service worker runs it: what a fetch event of `url` comes to. */
function fetchEvent(url: string): 'to the network' | 'to MSW' {
  const listeners: Array<(event: unknown) => void> = [];
  const self = {
    location: new URL(`${ORIGIN}/mockServiceWorker.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'fetch') listeners.push(listener);
    },
  };
  new Function('self', mockWorkerFilter())(self);
  let stopped = false;
  for (const listener of listeners) listener({ request: { url }, stopImmediatePropagation: () => (stopped = true) });
  return stopped ? 'to the network' : 'to MSW';
}

describe("the mock's service worker", () => {
  it("lets every call of the contract and the demo's drawn pictures reach the mock", () => {
    const paths = [...contractOperations().values()].map((op) => op.path.replace(/\{[^}]+\}/g, 'SEAVIEW'));
    expect(paths.length).toBeGreaterThan(30);
    const logos = DEMO_PROPERTIES.map((p) => p.LogoFileUrl).filter((u): u is string => Boolean(u));
    expect(logos.some((u) => u.startsWith('/mock-assets/'))).toBe(true);
    for (const path of [...paths, ...logos, '/api/Availability/Search?x=1']) {
      expect(MOCKED_PATHS.test(new URL(path, ORIGIN).pathname), path).toBe(true);
      expect(fetchEvent(`${ORIGIN}${path}`), path).toBe('to MSW');
    }
  });

  it("sends the app's own files to the server without MSW: pages, chunks, styles, pictures, modules", () => {
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
      expect(fetchEvent(`${ORIGIN}${path}`), path).toBe('to the network');
  });

  it("leaves other origins' requests to MSW, as before (its handlers may answer them)", () => {
    expect(fetchEvent('http://localhost:4173/assets/index-Ab12.js')).toBe('to MSW');
    expect(fetchEvent('https://cdn.example.com/font.woff2')).toBe('to MSW');
  });

  it("is MSW's own worker, unchanged, after the filter", () => {
    const script = mockWorkerScript();
    expect(script.startsWith(mockWorkerFilter())).toBe(true);
    expect(script.endsWith(mswWorkerScript())).toBe(true);
    expect(mswWorkerScript()).toMatch(/const INTEGRITY_CHECKSUM = '[0-9a-f]+'/);
  });
});
