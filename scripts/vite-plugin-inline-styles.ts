/**
 * The first paint's style in index.html: the entry's stylesheet (the shell, the tokens, what the
 * loading page shows) is written into the page as a <style> element instead of a <link>, so the
 * browser paints the page as soon as the HTML arrives, without waiting for a second request
 * (Lighthouse: render-blocking stylesheet, about 300 ms of the simulated mobile first paint). The
 * pages' Content-Security-Policy allows that one style by its hash (scripts/security-headers.ts
 * reads it from the built index.html): still no 'unsafe-inline'. The route chunks' styles load as
 * before, with their code. Vite lists the entry's sheet among the styles a chunk needs, and adds a
 * <link> for any the page has none for: the page keeps a disabled one (never fetched, never
 * applied) so that Vite finds the sheet present, or the page would fetch it again as a chunk loads
 * and add it after the routes' styles.
 */
import type { Plugin } from 'vite';

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g;
/** The entry's stylesheet, the one index.html links (the entry chunk is named after index.html). */
const ENTRY_STYLESHEET = /(^|\/)assets\/index-[\w-]+\.css$/;

export function inlineEntryStyles(): Plugin {
  let base = '/';
  return {
    name: 'inline-entry-styles',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        // the app's page only (the mock card provider's page keeps its own policy and its <link>)
        if (!bundle || ctx.path !== '/index.html') return html;
        return html.replace(STYLESHEET, (tag, href: string) => {
          const asset = bundle[href.slice(base.length)];
          if (asset?.type !== 'asset') return tag;
          if (!ENTRY_STYLESHEET.test(asset.fileName)) {
            throw new Error(`inline styles: ${href} is not the entry's stylesheet`);
          }
          const css = String(asset.source);
          if (css.includes('</style')) throw new Error(`inline styles: ${href} cannot be written into a <style>`);
          return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
        });
      },
    },
  };
}
