/**
 * The message catalogues (src/i18n/<locale>/<flow>.json, ICU MessageFormat) compiled when the
 * app is built: each message becomes Lingui's compiled form (text and placeholders as arrays), so
 * the page runs no ICU parser (Lingui's runtime interpolates compiled messages only). A message
 * that is not valid ICU fails the build, the dev server and every test run that loads it.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** A catalogue file: src/i18n/<locale>/<flow>.json. */
export const CATALOGUE_FILE = /\/src\/i18n\/[A-Za-z-]+\/[a-z-]+\.json$/;

/** The formats the app's runtime says (src/i18n/catalogue.ts): plurals, ordinals, choices. */
const FORMATS = new Set(['plural', 'selectordinal', 'select']);

/** The first format of a compiled message the runtime does not say (number, date, time), if any. */
function unsupportedFormat(parts: unknown): string | undefined {
  if (!Array.isArray(parts)) return undefined;
  for (const part of parts) {
    if (!Array.isArray(part)) continue;
    const [, format, options] = part as [string, string?, Record<string, unknown>?];
    if (format && !FORMATS.has(format)) return format;
    for (const option of Object.values(options ?? {})) {
      const found = unsupportedFormat(option);
      if (found) return found;
    }
  }
  return undefined;
}

/** The catalogue `{ id: ICU message }` with every message compiled (JSON still). */
export function compileCatalogue(source: string, file = 'catalogue'): string {
  const messages = JSON.parse(source) as Record<string, unknown>;
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      if (typeof message !== 'string') throw new Error(`${file}: the message "${id}" is not text`);
      let compiled: unknown;
      try {
        compiled = compileMessageOrThrow(message);
      } catch (error) {
        throw new Error(`${file}: the message "${id}" is not valid ICU: ${(error as Error).message}`);
      }
      const format = unsupportedFormat(compiled);
      if (format) throw new Error(`${file}: the message "${id}" uses {…, ${format}}: format the value in code`);
      return [id, compiled];
    }),
  );
  return JSON.stringify(compiled);
}

/** Where index.html says a text of the common catalogue: `%text:<id>%`. */
const HTML_TEXT = /%text:([\w.]+)%/g;
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * index.html with its texts (`%text:<id>%`: the page's title and description, what it says while
 * the app loads or without JavaScript) from the common catalogue's en-GB messages, escaped for
 * HTML. A static page is said in the source locale; an id the catalogue lacks, or a message with
 * placeholders, fails the build.
 */
export function htmlWithTexts(html: string, common: Readonly<Record<string, string>>): string {
  return html.replace(HTML_TEXT, (_, id: string) => {
    const message = common[id];
    if (message === undefined) throw new Error(`index.html: the common catalogue has no message "${id}"`);
    // (the page takes plain text: no placeholders, no tags, no ICU quoting)
    if (/[{}<']/.test(message)) throw new Error(`index.html: the message "${id}" has placeholders or tags`);
    return message.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c] ?? c);
  });
}

export function messageCatalogues(): Plugin {
  return {
    name: 'message-catalogues',
    enforce: 'pre',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        htmlWithTexts(
          html,
          JSON.parse(readFileSync(new URL('../src/i18n/en-GB/common.json', import.meta.url), 'utf8')),
        ),
    },
    transform(code, id) {
      const file = id.split('?')[0]!.replaceAll('\\', '/');
      if (!CATALOGUE_FILE.test(file)) return null;
      return { code: compileCatalogue(code, file), map: null };
    },
  };
}
