/**
 * The message catalogues (src/i18n/<locale>/<flow>.json, ICU MessageFormat) compiled when the
 * app is built: each message becomes Lingui's compiled form (text and placeholders as arrays), so
 * the page runs no ICU parser (Lingui's runtime interpolates compiled messages only). A message
 * that is not valid ICU fails the build, the dev server and every test run that loads it.
 */
import type { Plugin } from 'vite';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** A catalogue file: src/i18n/<locale>/<flow>.json. */
export const CATALOGUE_FILE = /\/src\/i18n\/[A-Za-z-]+\/[a-z-]+\.json$/;

/** The catalogue `{ id: ICU message }` with every message compiled (JSON still). */
export function compileCatalogue(source: string, file = 'catalogue'): string {
  const messages = JSON.parse(source) as Record<string, unknown>;
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      if (typeof message !== 'string') throw new Error(`${file}: the message "${id}" is not text`);
      try {
        return [id, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`${file}: the message "${id}" is not valid ICU: ${(error as Error).message}`);
      }
    }),
  );
  return JSON.stringify(compiled);
}

export function messageCatalogues(): Plugin {
  return {
    name: 'message-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!.replaceAll('\\', '/');
      if (!CATALOGUE_FILE.test(file)) return null;
      return { code: compileCatalogue(code, file), map: null };
    },
  };
}
