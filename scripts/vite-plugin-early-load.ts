/**
 * Early load for booking pages (production builds only; docs/decisions.md, "Early responses").
 *
 * A guest lands on /Book/{code} (often from the hotel's own site, sometimes straight on
 * Rooms-And-Rates). Without help the browser fetches the entry, runs it, only then fetches the
 * route's code, and only then asks the API for the property: three round trips in a row before
 * the page can show anything. This plugin inlines a few lines into index.html that, on a
 * booking page
 *   - start GET /api/Property/{code} and GET /api/Book/Config/{code} at once and leave the pending
 *     responses on window.__hbeEarly for the app's transport (src/api/early.ts), and
 *   - preload the route's JavaScript and CSS (the search page, or Rooms-And-Rates) once the
 *     page's first frame is drawn, and
 *   - on the search page, once the property's answer is in, preload the hotel's picture (the
 *     page's largest element: its LCP) with the file the page will pick (the same srcset and
 *     sizes, worked out by the page's own `pictureView`),
 * so all of it downloads beside the entry. Other pages get nothing.
 *
 * The script is a file of its own (`assets/early-load-[hash].js`, loaded `async` from the head),
 * not inline: the pages run under a Content-Security-Policy without 'unsafe-inline' and allow no
 * inline script (scripts/security-headers.ts; only index.html's first-paint style, by its hash).
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { HOTEL_PICTURE_SIZES, pictureView } from '../src/domain/pictures.ts';
import { COMPILE_HINT } from './vite-plugin-compile-hint.ts';

interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  /** every module the chunk holds (a route's module may sit in a named chunk group) */
  moduleIds?: string[];
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}
interface OutputAssetLike {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}
type BundleLike = Record<string, OutputChunkLike | OutputAssetLike>;

/** Route (the path after /Book/{code}) -> the modules whose chunks it needs. */
export const ROUTE_MODULES: Record<string, string[]> = {
  // both pages show prices: their screens come with the display-currency provider
  // (src/app/pricedRoute.tsx), which the router asks for beside the page's own code
  '': ['src/features/booking/BookingLayout.tsx', 'src/features/booking/SearchPage.tsx', 'src/app/CurrencyProvider.tsx'],
  'Rooms-And-Rates': [
    'src/features/booking/BookingLayout.tsx',
    'src/features/booking/RoomsAndRatesPage.tsx',
    'src/domain/search.ts',
    'src/app/CurrencyProvider.tsx',
  ],
};

/** The routes whose page shows the hotel's picture first (the search page). */
const PICTURE_ROUTES = [''];

/** Where index.html wants the script. */
export const PLACEHOLDER = '<!-- early-load -->';

/** The paths the inline script calls; the same as earlyPaths() in src/api/early.ts. */
const API_PREFIXES = ['/api/Property/', '/api/Book/Config/'];

function isChunk(item: BundleLike[string] | undefined): item is OutputChunkLike {
  return item?.type === 'chunk';
}

/** JS chunk files and CSS files a route needs beyond what the entry already preloads. */
export function routeAssets(bundle: BundleLike, modules: string[], base: string): { js: string[]; css: string[] } {
  const chunks = Object.values(bundle).filter(isChunk);
  const entry = chunks.find((c) => c.isEntry);
  const have = new Set<string>();
  const collect = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    const chunk = bundle[fileName];
    if (isChunk(chunk)) for (const imported of chunk.imports) collect(imported, into);
  };
  if (entry) collect(entry.fileName, have);
  const js = new Set<string>();
  for (const module of modules) {
    const holds = (id: string | null | undefined) => !!id && id.replaceAll('\\', '/').endsWith(module);
    const chunk = chunks.find((c) => holds(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds?.some(holds));
    if (!chunk) throw new Error(`early load: no chunk for ${module}`);
    collect(chunk.fileName, js);
  }
  const files = [...js].filter((f) => !have.has(f));
  const css = files.flatMap((f) => {
    const chunk = bundle[f];
    return isChunk(chunk) ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
  });
  return { js: files.map((f) => base + f), css: css.map((f) => base + f) };
}

/**
 * The early-load script: no dependencies, fails silently (the app then calls as usual). The hotel's
 * picture is worked out by the page's own function, written into the script from its source.
 * The calls start at once; the route's links go in once the page's first frame is drawn (at once
 * in a tab not shown, which draws no frame): each link added costs the page's thread a couple of
 * milliseconds here, which before the first frame held back the first paint and the hotel's
 * picture, while a frame later the files still come beside the entry's (docs/decisions.md,
 * "Performance: the early-load script's links after the first frame").
 */
export function earlyLoadScript(routes: Record<string, { js: string[]; css: string[]; picture?: boolean }>): string {
  return `(function(routes,apis,pictureView,sizes){try{
var m=/^\\/Book\\/([^/]+)(?:\\/([^/]*))?\\/?$/.exec(location.pathname);if(!m)return;
var code=encodeURIComponent(decodeURIComponent(m[1]).toUpperCase()),responses={};
apis.forEach(function(p){var r=fetch(p+code,{credentials:"include"});r["catch"](function(){});responses[p+code]=r;});
window.__hbeEarly={at:Date.now(),responses:responses};
var route=routes[m[2]||""];if(!route)return;
function link(rel,href,as){var l=document.createElement("link");l.rel=rel;l.href=href;l.crossOrigin="";\
if(as)l.as=as;document.head.appendChild(l);}
function addLinks(){\
route.js.forEach(function(h){link("modulepreload",h);});route.css.forEach(function(h){link("preload",h,"style");});}\
if(window.requestAnimationFrame&&document.visibilityState!=="hidden")\
requestAnimationFrame(function(){setTimeout(addLinks,0);});else addLinks();
if(route.picture)responses[apis[0]+code].then(function(r){return r.ok?r.clone().json():null;}).then(function(p){\
var v=p&&pictureView(p.PropertyImages);if(!v)return;var l=document.createElement("link");l.rel="preload";l.as="image";\
l.href=v.src;l.imageSrcset=v.srcSet;l.imageSizes=sizes;l.fetchPriority="high";document.head.appendChild(l);\
})["catch"](function(){});
}catch(e){}})(${JSON.stringify(routes)},${JSON.stringify(API_PREFIXES)},${pictureView.toString()},${JSON.stringify(
    HOTEL_PICTURE_SIZES,
  )});`;
}

/** The script's file name in the build: its content's hash, so it can be cached for good. */
export function earlyLoadFileName(source: string): string {
  return `assets/early-load-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
}

/**
 * Where the build writes each route's assets (the script's table, as JSON), for a server that
 * draws a page's shell and writes the route's styles into it (scripts/mock-api-server.mjs).
 */
export const ROUTES_FILE = '.vite/early-load-routes.json';

export function earlyLoad(): Plugin {
  let base = '/';
  let script: { fileName: string; source: string; routes: string } | undefined;
  return {
    name: 'hbe-early-load',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return undefined;
        if (!html.includes(PLACEHOLDER)) throw new Error(`early load: index.html has no ${PLACEHOLDER}`);
        const bundle = ctx.bundle as unknown as BundleLike;
        const routes = Object.fromEntries(
          Object.entries(ROUTE_MODULES).map(([route, modules]) => [
            route,
            { ...routeAssets(bundle, modules, base), ...(PICTURE_ROUTES.includes(route) ? { picture: true } : {}) },
          ]),
        );
        // (all of it runs as it loads: V8's compile hint first, as in every chunk of the build)
        const source = `${COMPILE_HINT}\n${earlyLoadScript(routes)}`;
        script = { fileName: earlyLoadFileName(source), source, routes: JSON.stringify(routes, null, 2) };
        // Where index.html marks it: after <meta charset> (which must stay in the first 1024
        // bytes) and before the entry's script, so the browser asks for it first.
        return html.replace(PLACEHOLDER, () => `<script async src="${base}${script?.fileName}"></script>`);
      },
    },
    // After Vite's HTML plugin has written index.html (and so called the hook above).
    generateBundle: {
      order: 'post',
      handler() {
        if (!script) throw new Error('early load: index.html was not transformed');
        this.emitFile({ type: 'asset', fileName: script.fileName, source: script.source });
        this.emitFile({ type: 'asset', fileName: ROUTES_FILE, source: script.routes });
      },
    },
  };
}
