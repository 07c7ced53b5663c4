/**
 * The app's formatter of compiled messages (src/i18n/catalogue.ts) says every message of every
 * catalogue exactly as Lingui's own runtime says it (@lingui/core, a dev dependency kept for this
 * test): each plural with counts that reach every CLDR form, each choice with each of its options
 * and one it does not have, in en-GB and in Polish (four plural forms).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { setupI18n, type Messages } from '@lingui/core';
import { SOURCE_LOCALE, catalogue, translate, type CompiledMessages } from '@/i18n/catalogue';
import { compileCatalogue } from '../../../scripts/vite-plugin-messages.ts';

afterEach(() => translate(SOURCE_LOCALE, {}));

const root = new URL('../../../src/i18n/en-GB/', import.meta.url);
const files = readdirSync(root);
const compiledOf = (file: string) =>
  JSON.parse(compileCatalogue(readFileSync(new URL(file, root), 'utf8'), file)) as CompiledMessages;

const COUNTS = [0, 1, 2, 3, 5, 12, 22, 25, 1000];

/** Sets of values that take every branch of a message: counts for plurals, every option for choices. */
function valueSets(message: CompiledMessages[string]): Record<string, string | number>[] {
  const kinds = new Map<string, Set<string | number>>();
  const walk = (parts: CompiledMessages[string]) => {
    for (const part of parts) {
      if (typeof part === 'string') continue;
      const [name, kind, options] = part;
      const values = kinds.get(name) ?? new Set<string | number>();
      kinds.set(name, values);
      if (kind === 'select')
        Object.keys(options ?? {})
          .concat('not-an-option')
          .forEach((v) => values.add(v));
      else if (kind) COUNTS.forEach((n) => values.add(n));
      else values.add(values.size ? [...values][0]! : 'Value');
      for (const option of Object.values(options ?? {})) if (typeof option === 'object') walk(option);
    }
  };
  walk(message);
  const width = Math.max(1, ...[...kinds.values()].map((v) => v.size));
  return Array.from({ length: width }, (_, i) =>
    Object.fromEntries([...kinds].map(([name, values]) => [name, [...values][i % values.size]!])),
  );
}

describe.each(['en-GB', 'pl'])('in %s', (locale) => {
  it.each(files)('%s: every message as Lingui says it', (file) => {
    const compiled = compiledOf(file);
    const flow = `parity-${file.replace('.json', '')}`;
    const t = catalogue(flow, compiled as unknown as Record<string, string>);
    if (locale !== SOURCE_LOCALE) translate(locale, {});
    const lingui = setupI18n({ locale, messages: { [locale]: compiled as unknown as Messages } });
    for (const [id, message] of Object.entries(compiled)) {
      for (const values of valueSets(message)) {
        expect(t(id, values), `${file} ${id} ${JSON.stringify(values)}`).toBe(lingui._(id, values));
      }
    }
  });
});
