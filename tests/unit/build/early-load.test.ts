import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { earlyLoadFileName, earlyLoadScript, routeAssets } from '../../../scripts/vite-plugin-early-load';
import { earlyPaths } from '@/api/early';
import { HOTEL_PICTURE_SIZES } from '@/domain/pictures';

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

/** A run of the script once its pending answers have been read. */
const settled = async <T>(result: T): Promise<T> => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return result;
};

describe('the early-load script', () => {
  const routes = {
    '': { js: ['/assets/SearchPage-e.js'], css: ['/assets/SearchPage-z.css'], picture: true },
    'Rooms-And-Rates': { js: ['/assets/Rooms-f.js'], css: [] },
  };

  /** The hotel's front as the API gives it: its largest file and two smaller renditions. */
  const property = {
    PropertyImages: [
      {
        Url: '/hotels/front-1440.webp',
        Width: 1440,
        Height: 960,
        Alt: 'The hotel',
        Renditions: [
          { Url: '/hotels/front-960.webp', Width: 960 },
          { Url: '/hotels/front-480.webp', Width: 480 },
        ],
      },
    ],
  };

  /**
   * Runs the script on a page at `pathname`. `page.frames`: a browser that draws frames (the
   * script's frame callbacks and timers are kept to be run by the test, `page.hidden`: in a tab not
   * shown); without it, one without requestAnimationFrame.
   */
  function run(pathname: string, answer: unknown = null, page: { frames?: boolean; hidden?: boolean } = {}) {
    const fetched: string[] = [];
    const links: Array<{ rel: string; href: string; as?: string }> = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const drawing = {
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
    };
    const window: { __hbeEarly?: { at: number; responses: Record<string, unknown> } } & Partial<typeof drawing> =
      page.frames ? { ...drawing } : {};
    runInNewContext(earlyLoadScript(routes), {
      window,
      ...(page.frames ? drawing : {}),
      location: { pathname },
      Date,
      // the property's answer (when given): a response whose body the script reads from a copy
      fetch: (url: string) => (
        fetched.push(url),
        Promise.resolve(
          answer && url.startsWith('/api/Property/') ? { ok: true, clone: () => ({ json: async () => answer }) } : {},
        )
      ),
      document: {
        visibilityState: page.hidden ? 'hidden' : 'visible',
        createElement: () => ({}) as { rel: string; href: string; as?: string },
        head: { appendChild: (link: { rel: string; href: string; as?: string }) => links.push({ ...link }) },
      },
    });
    /** the browser draws its next frame, then runs what was set to run after it */
    const drawFrame = () => {
      for (const callback of frames.splice(0)) callback();
      for (const callback of timers.splice(0)) callback();
    };
    return { fetched, links, early: window.__hbeEarly, drawFrame };
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

  it('on the search page, once the property answers: preloads the hotel picture the page will pick', async () => {
    const { links } = await settled(run('/Book/seaview', property));
    // the same srcset as the page's img (smallest first) and its sizes; no crossorigin (the img has none)
    expect(links.slice(2)).toEqual([
      {
        rel: 'preload',
        as: 'image',
        href: '/hotels/front-1440.webp',
        imageSrcset: '/hotels/front-480.webp 480w, /hotels/front-960.webp 960w, /hotels/front-1440.webp 1440w',
        imageSizes: HOTEL_PICTURE_SIZES,
        fetchPriority: 'high',
      },
    ]);
    // a hotel without a picture, or another page: nothing more
    expect((await settled(run('/Book/seaview', { PropertyImages: [] }))).links).toHaveLength(2);
    expect((await settled(run('/Book/SEAVIEW/Rooms-And-Rates', property))).links).toHaveLength(1);
  });

  it('asks at once, and adds the route’s links only once the first frame is drawn (at once in a tab not shown)', () => {
    const page = run('/Book/seaview', null, { frames: true });
    expect(page.fetched).toEqual(earlyPaths('seaview'));
    // before the first paint: the calls only (each link added costs the page's thread)
    expect(page.links).toEqual([]);
    page.drawFrame();
    expect(page.links.map((l) => l.href)).toEqual(['/assets/SearchPage-e.js', '/assets/SearchPage-z.css']);
    page.drawFrame();
    expect(page.links).toHaveLength(2); // once
    // a tab behind others draws no frame until shown: nothing to wait for
    expect(run('/Book/seaview', null, { frames: true, hidden: true }).links).toHaveLength(2);
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
