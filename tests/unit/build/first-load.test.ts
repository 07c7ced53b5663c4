/**
 * First-load JavaScript per route (scripts/first-load.mjs), the figure `npm run bench` reports and
 * `npm test` holds to each route's budget: worked out by hand on a small manifest.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module of the scripts, without types
import { firstLoads, isOver } from '../../../scripts/first-load.mjs';

/**
 * index.html -> entry.js (imports shared.js); the search page -> search.js (imports shared.js and
 * dates.js); the checkout -> checkout.js (imports card.js, and loads frame.js only when needed);
 * the search page's style sheet counts nothing (JavaScript only).
 */
const manifest = {
  'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_dates.js': { file: 'assets/dates.js' },
  '_card.js': { file: 'assets/card.js', imports: ['_shared.js'] },
  'src/Search.tsx': { file: 'assets/search.js', imports: ['_shared.js', '_dates.js'], css: ['assets/search.css'] },
  'src/Checkout.tsx': { file: 'assets/checkout.js', imports: ['_card.js'], dynamicImports: ['src/Frame.tsx'] },
  'src/Frame.tsx': { file: 'assets/frame.js' },
  '_Grouped-abc.js': { file: 'assets/grouped.js', name: 'Grouped' },
};
const SIZES: Record<string, number> = {
  'assets/entry.js': 40 * 1024,
  'assets/shared.js': 60 * 1024,
  'assets/dates.js': 5 * 1024,
  'assets/card.js': 20 * 1024,
  'assets/search.js': 10 * 1024,
  'assets/checkout.js': 30 * 1024,
  'assets/frame.js': 99 * 1024,
  'assets/grouped.js': 7 * 1024,
};
const size = (file: string) => SIZES[file]!;

describe('first load per route', () => {
  const routes = {
    search: 'src/Search.tsx',
    checkout: 'src/Checkout.tsx',
    grouped: 'src/features/Grouped.tsx',
    gone: 'src/Gone.tsx',
  };
  const budgets = { search: 115, checkout: 149, grouped: 107 };
  const { entryBytes, routes: loads } = firstLoads(manifest, size, routes, budgets);
  const kib = (route: string) => loads.find((r: { route: string }) => r.route === route).bytes / 1024;

  it('counts the entry with what it imports once', () => {
    expect(entryBytes).toBe(100 * 1024); // 40 + 60
  });
  it("adds the route's chunk and its static imports, each file once", () => {
    expect(kib('search')).toBe(115); // 40 + 60 + 10 + 5 (shared.js once)
    expect(kib('checkout')).toBe(150); // 40 + 60 + 30 + 20 (frame.js loads later: not counted)
  });
  it('finds a module put in a named chunk group by the chunk of its name', () => {
    expect(kib('grouped')).toBe(107); // 40 + 60 + 7
  });
  it('says a route whose module is not in the build, and holds each route to its budget', () => {
    expect(loads.find((r: { route: string }) => r.route === 'gone').bytes).toBeNull();
    const over = loads.filter(isOver).map((r: { route: string }) => r.route);
    expect(over).toEqual(['checkout']); // 150 > 149; search at exactly 115 is within
  });
});
