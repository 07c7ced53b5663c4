/**
 * Early load for booking pages (production builds only; docs/decisions.md, "Early responses").
 *
 * A guest lands on /Book/{code} (often from the hotel's own site, sometimes straight on
 * Rooms-And-Rates). Without help the browser fetches the entry, runs it, only then fetches the
 * route's code, and only then asks the API for the property: three round trips in a row before
 * the page can show anything. This plugin inlines a few lines into index.html that, on a
 * booking page, at once
 *   - start GET /api/Property/{code} and GET /api/Book/Config/{code} and leave the pending
 *     responses on window.__hbeEarly for the app's transport (src/api/early.ts), and
 *   - preload the route's JavaScript and CSS (the search page, or Rooms-And-Rates),
 * so all of it downloads beside the entry. Other pages get nothing.
 *
 * It also inlines the entry's stylesheet (the shell's CSS, about 2 KiB gzip) into index.html, so
 * the first paint waits for no stylesheet, and keeps route chunks from asking for it again.
 */
import type { Plugin } from 'vite';

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

/** The entry's stylesheet, as Vite names it from index.html ("assets/index-[hash].css"). */
export const ENTRY_CSS = /^assets\/index-[\w-]+\.css$/;

/** Route (the path after /Book/{code}) -> the modules whose chunks it needs. */
export const ROUTE_MODULES: Record<string, string[]> = {
  '': ['src/features/booking/BookingLayout.tsx', 'src/features/booking/SearchPage.tsx'],
  'Rooms-And-Rates': [
    'src/features/booking/BookingLayout.tsx',
    'src/features/booking/RoomsAndRatesPage.tsx',
    'src/domain/search.ts',
  ],
};

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

/** The inline script: plain ES5, no dependencies, fails silently (the app then calls as usual). */
export function earlyLoadScript(routes: Record<string, { js: string[]; css: string[] }>): string {
  return `(function(routes,apis){try{
var m=/^\\/Book\\/([^/]+)(?:\\/([^/]*))?\\/?$/.exec(location.pathname);if(!m)return;
var code=encodeURIComponent(decodeURIComponent(m[1]).toUpperCase()),responses={};
apis.forEach(function(p){var r=fetch(p+code,{credentials:"include"});r["catch"](function(){});responses[p+code]=r;});
window.__hbeEarly={at:Date.now(),responses:responses};
var route=routes[m[2]||""];if(!route)return;
function link(rel,href,as){var l=document.createElement("link");l.rel=rel;l.href=href;l.crossOrigin="";\
if(as)l.as=as;document.head.appendChild(l);}
route.js.forEach(function(h){link("modulepreload",h);});route.css.forEach(function(h){link("preload",h,"style");});
}catch(e){}})(${JSON.stringify(routes)},${JSON.stringify(API_PREFIXES)});`;
}

/** index.html with the entry's stylesheet link replaced by the stylesheet itself. */
export function inlineEntryCss(html: string, bundle: BundleLike, base: string): string {
  const entry = Object.values(bundle).find((c): c is OutputChunkLike => c.type === 'chunk' && c.isEntry);
  const files = [...(entry?.viteMetadata?.importedCss ?? [])];
  for (const file of files) {
    if (!ENTRY_CSS.test(file)) throw new Error(`early load: unexpected entry stylesheet ${file}`);
    const asset = bundle[file];
    if (asset?.type !== 'asset') throw new Error(`early load: no asset ${file}`);
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    const link = new RegExp(
      `<link rel="stylesheet"[^>]*href="${(base + file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
    );
    if (!link.test(html)) throw new Error(`early load: no <link> for ${file} in index.html`);
    // The disabled link is never fetched; it tells Vite's preload helper (which skips a
    // stylesheet already linked) that a route chunk listing this file needs nothing more.
    html = html.replace(
      link,
      () =>
        `<style>${css.replaceAll('</style', '<\\/style')}</style>\n` +
        `    <link rel="stylesheet" href="${base + file}" disabled>`,
    );
  }
  return html;
}

export function earlyLoad(): Plugin {
  let base = '/';
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
          Object.entries(ROUTE_MODULES).map(([route, modules]) => [route, routeAssets(bundle, modules, base)]),
        );
        // Where index.html marks it: after <meta charset> (which must stay in the first 1024
        // bytes) and before the stylesheet (an inline script after one waits for it to load).
        return inlineEntryCss(
          html.replace(PLACEHOLDER, () => `<script>${earlyLoadScript(routes)}</script>`),
          bundle,
          base,
        );
      },
    },
  };
}
