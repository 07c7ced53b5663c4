/**
 * The catalogues themselves: every message of every locale's files is valid ICU (the build would
 * fail on it), and a translation has only ids the en-GB source has, each with the same
 * placeholders (a translation cannot drop the hotel's name or ask for a value the code never gives).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CompiledMessages as Messages } from '@/i18n/catalogue';
import { placeholdersOf } from '@/i18n/catalogue';
import { compileCatalogue, htmlWithTexts } from '../../../scripts/vite-plugin-messages.ts';

const root = new URL('../../../src/i18n/', import.meta.url);
const fixtures = new URL('../../fixtures/i18n/', import.meta.url);
const locales = (base: URL) =>
  readdirSync(base, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const load = (base: URL, locale: string, file: string) =>
  JSON.parse(compileCatalogue(readFileSync(new URL(`${locale}/${file}`, base), 'utf8'), file)) as Messages;

const sources = Object.fromEntries(
  readdirSync(new URL('en-GB/', root)).map((file) => [file, load(root, 'en-GB', file)]),
);

describe('the en-GB catalogues', () => {
  it.each(Object.keys(sources))('%s: every message is valid ICU and the catalogue has one module of texts', (file) => {
    expect(Object.keys(sources[file]!).length).toBeGreaterThan(0);
    const flow = file.replace(/\.json$/, '');
    expect(readFileSync(new URL(`${flow}.ts`, root), 'utf8')).toContain(`catalogue('${flow}', messages)`);
  });
});

const translations = [root, fixtures].flatMap((base) =>
  locales(base)
    .filter((locale) => locale !== 'en-GB')
    .flatMap((locale) => readdirSync(new URL(`${locale}/`, base)).map((file) => [locale, file, base] as const)),
);

// (src/i18n has no translation yet: the interface is English; tests/fixtures/i18n holds one)
describe('each translation', () => {
  it.each(translations)('%s/%s: only the source’s ids, each with its placeholders', (locale, file, base) => {
    const source = sources[file];
    expect(source, `en-GB has no ${file}`).toBeDefined();
    for (const [id, message] of Object.entries(load(base, locale, file))) {
      expect(Object.keys(source!), `${locale}/${file}`).toContain(id);
      expect([...placeholdersOf(message)].sort(), `${locale}/${file}: ${id}`).toEqual(
        [...placeholdersOf(source![id])].sort(),
      );
    }
  });
});

it('a message that is not ICU fails the build with its catalogue and id', () => {
  expect(() => compileCatalogue('{ "broken": "{n, plural, one {# night}" }', 'x.json')).toThrow(
    /x\.json: the message "broken" is not valid ICU/,
  );
});

/**
 * One spelling of every sentence: a message of three words or more, or with a placeholder, is in
 * one catalogue, and the flows that say it take it from there (a translation then says it one way).
 * A label of a word or two may differ by flow, as its context may need another word.
 */
it('a sentence is written once, in one catalogue', () => {
  const where = new Map<string, string[]>();
  for (const file of readdirSync(new URL('en-GB/', root))) {
    const source = JSON.parse(readFileSync(new URL(`en-GB/${file}`, root), 'utf8')) as Record<string, string>;
    for (const [id, message] of Object.entries(source)) {
      if (message.split(/\s+/).length < 3 && !message.includes('{')) continue;
      where.set(message, [...(where.get(message) ?? []), `${file}: ${id}`]);
    }
  }
  expect([...where].filter(([, ids]) => ids.length > 1)).toEqual([]);
});

describe('index.html', () => {
  const common = { title: 'Book your stay', noScript: 'Rooms & rates >for "you"', count: '{n} rooms' };

  it('says its texts from the common catalogue, escaped for HTML', () => {
    expect(htmlWithTexts('<title>%text:title%</title><p title="%text:noScript%"></p>', common)).toBe(
      '<title>Book your stay</title><p title="Rooms &amp; rates &gt;for &quot;you&quot;"></p>',
    );
  });

  it('fails the build on an id the catalogue lacks or a message with placeholders', () => {
    expect(() => htmlWithTexts('%text:missing%', common)).toThrow(/has no message "missing"/);
    expect(() => htmlWithTexts('%text:count%', common)).toThrow(/"count" has placeholders/);
    expect(() => htmlWithTexts('%text:tag%', { tag: 'Call <link>us</link>' })).toThrow(
      /"tag" has placeholders or tags/,
    );
  });

  it('has every text of the real index.html in the common catalogue', () => {
    const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
    const source = JSON.parse(readFileSync(new URL('en-GB/common.json', root), 'utf8')) as Record<string, string>;
    const texts = htmlWithTexts(html, source);
    expect(texts).toContain('<title>Book your stay</title>');
    expect(texts).not.toMatch(/%text:/);
  });
});
