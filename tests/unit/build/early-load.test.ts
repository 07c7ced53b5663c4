import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { earlyLoadFileName, earlyLoadScript, routeAssets } from '../../../scripts/vite-plugin-early-load';
import { earlyPaths } from '@/api/early';

const chunk = (
  fileName: string,
  facade: string | null,
  imports: string[] = [],
  css: string[] = [],
  isEntry = false,
) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId: facade,
  imports,
  isEntry,
  viteMetadata: { importedCss: new Set(css) },
});

const bundle = {
  'assets/index-a.js': chunk(
    'assets/index-a.js',
    '/app/index.html',
    ['assets/react-b.js'],
    ['assets/index-x.css'],
    true,
  ),
  'assets/react-b.js': chunk('assets/react-b.js', null),
  'assets/BookingLayout-c.js': chunk(
    'assets/BookingLayout-c.js',
    '/app/src/features/booking/BookingLayout.tsx',
    ['assets/index-a.js', 'assets/shared-d.js'],
    ['assets/BookingLayout-y.css'],
  ),
  'assets/shared-d.js': chunk('assets/shared-d.js', null, ['assets/react-b.js']),
  'assets/SearchPage-e.js': chunk(
    'assets/SearchPage-e.js',
    '/app/src/features/booking/SearchPage.tsx',
    ['assets/shared-d.js'],
    ['assets/SearchPage-z.css'],
  ),
  'assets/index-x.css': { type: 'asset' as const, fileName: 'assets/index-x.css', source: 'body{margin:0}' },
};

describe('routeAssets', () => {
  it("lists a route's chunks and their CSS, leaving out what the entry already loads", () => {
    expect(
      routeAssets(bundle, ['src/features/booking/BookingLayout.tsx', 'src/features/booking/SearchPage.tsx'], '/'),
    ).toEqual({
      js: ['/assets/BookingLayout-c.js', '/assets/shared-d.js', '/assets/SearchPage-e.js'],
      css: ['/assets/BookingLayout-y.css', '/assets/SearchPage-z.css'],
    });
  });

  it('fails the build when a route module has no chunk', () => {
    expect(() => routeAssets(bundle, ['src/features/booking/Missing.tsx'], '/')).toThrow(/no chunk/);
  });
});

describe('earlyLoadFileName', () => {
  it('names the script by its content, so a new build never serves an old cached script', () => {
    expect(earlyLoadFileName('a')).toMatch(/^assets\/early-load-[\w-]{8}\.js$/);
    expect(earlyLoadFileName('a')).toBe(earlyLoadFileName('a'));
    expect(earlyLoadFileName('a')).not.toBe(earlyLoadFileName('b'));
  });
});

describe('the early-load script', () => {
  const routes = {
    '': { js: ['/assets/SearchPage-e.js'], css: ['/assets/SearchPage-z.css'] },
    'Rooms-And-Rates': { js: ['/assets/Rooms-f.js'], css: [] },
  };

  function run(pathname: string) {
    const fetched: string[] = [];
    const links: Array<{ rel: string; href: string; as?: string }> = [];
    const window: { __hbeEarly?: { at: number; responses: Record<string, unknown> } } = {};
    runInNewContext(earlyLoadScript(routes), {
      window,
      location: { pathname },
      Date,
      fetch: (url: string) => (fetched.push(url), Promise.resolve({})),
      document: {
        createElement: () => ({}) as { rel: string; href: string; as?: string },
        head: { appendChild: (link: { rel: string; href: string; as?: string }) => links.push({ ...link }) },
      },
    });
    return { fetched, links, early: window.__hbeEarly };
  }

  it('on the search page: calls the property and settings (as the app will ask) and preloads its code', () => {
    const { fetched, links, early } = run('/Book/seaview');
    expect(fetched).toEqual(earlyPaths('seaview'));
    expect(Object.keys(early?.responses ?? {})).toEqual(earlyPaths('SEAVIEW'));
    expect(links).toEqual([
      { rel: 'modulepreload', href: '/assets/SearchPage-e.js', crossOrigin: '' },
      { rel: 'preload', href: '/assets/SearchPage-z.css', crossOrigin: '', as: 'style' },
    ]);
  });

  it('on Rooms-And-Rates: the same calls and that route’s code', () => {
    const { fetched, links } = run('/Book/SEAVIEW/Rooms-And-Rates');
    expect(fetched).toEqual(earlyPaths('SEAVIEW'));
    expect(links.map((l) => l.href)).toEqual(['/assets/Rooms-f.js']);
  });

  it('on other booking steps: the calls only; elsewhere: nothing', () => {
    expect(run('/Book/SEAVIEW/Checkout/abc')).toMatchObject({ fetched: [], links: [] });
    expect(run('/Book/SEAVIEW/Status')).toMatchObject({ fetched: earlyPaths('SEAVIEW'), links: [] });
    expect(run('/Manage/SEAVIEW')).toMatchObject({ fetched: [], links: [], early: undefined });
    expect(run('/Book/%E0%A4%A')).toMatchObject({ fetched: [], early: undefined }); // malformed: silently nothing
  });
});
