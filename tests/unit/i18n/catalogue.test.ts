/**
 * The texts' runtime (src/i18n/catalogue.ts): ICU messages compiled as the build compiles them,
 * plurals by the locale's own rules, placeholders filled, a translation that is only a file, and
 * the en-GB source for what a translation does not have. Expected texts worked out by hand.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompiledMessages as Messages } from '@/i18n/catalogue';
import {
  SOURCE_LOCALE,
  catalogue,
  interfaceLocale,
  listOf,
  placeholdersOf,
  textsEdition,
  textsOf,
  translate,
} from '@/i18n/catalogue';
import { restaurantText } from '@/i18n/restaurant';
import { RESTAURANT_FLOW_MESSAGES } from '@/domain/restaurant';
import { compileCatalogue } from '../../../scripts/vite-plugin-messages.ts';

const compiled = (source: Record<string, string>) => JSON.parse(compileCatalogue(JSON.stringify(source))) as Messages;
/** A catalogue file as the app imports it: compiled by the build, typed by TypeScript as its text. */
const asImported = <Source extends Record<string, string>>(source: Source) => compiled(source) as unknown as Source;
const polish = JSON.parse(
  compileCatalogue(readFileSync(new URL('../../fixtures/i18n/pl/restaurant.json', import.meta.url), 'utf8')),
) as Messages;

afterEach(() => translate(SOURCE_LOCALE, {}));

describe('a flow’s texts', () => {
  const t = catalogue('example', asImported({ nights: '{n, plural, one {# night} other {# nights}} at {hotel}' }));

  it('fill their placeholders and follow en-GB’s plural rules', () => {
    expect(t('nights', { n: 1, hotel: 'Sea View' })).toBe('1 night at Sea View');
    expect(t('nights', { n: 2, hotel: 'Sea View' })).toBe('2 nights at Sea View');
    expect(t('nights', { n: 0, hotel: 'Sea View' })).toBe('0 nights at Sea View');
  });

  it('say a count as the interface’s locale writes numbers', () => {
    expect(t('nights', { n: 1500, hotel: 'Sea View' })).toBe('1,500 nights at Sea View');
    translate('de', {});
    expect(t('nights', { n: 1500, hotel: 'Seeblick' })).toBe('1.500 nights at Seeblick');
    translate('pl', {});
    // Polish groups thousands with a no-break space from five digits on ("1500", "15 000")
    expect(t('nights', { n: 1500, hotel: 'x' })).toBe('1500 nights at x');
    expect(t('nights', { n: 15000, hotel: 'x' })).toBe('15\u00a0000 nights at x');
  });

  it('say which placeholder was given no value (the console error fails a test)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    t('nights', { n: 1 });
    expect(error).toHaveBeenCalledWith('The message example.nights was given no value for hotel');
    error.mockRestore();
  });

  it('come from the en-GB catalogue files, compiled by the build', () => {
    expect(interfaceLocale()).toBe('en-GB');
    expect(restaurantText('timesAvailable', { times: 1, size: 2 })).toBe('1 time is available for 2 guests.');
    expect(restaurantText('timesAvailable', { times: 3, size: 1 })).toBe('3 times are available for 1 guest.');
  });
});

describe('a translation', () => {
  it('is a file: its messages in its locale’s plural forms, en-GB for what it does not have', () => {
    translate('pl', { restaurant: polish });
    expect(interfaceLocale()).toBe('pl');
    // Polish: 1 one, 2-4 few, 5-21 many, 22-24 few again
    expect(['1', '2', '5', '22'].map((n) => restaurantText('partySizeOption', { size: Number(n) }))).toEqual([
      '1 gość',
      '2 goście',
      '5 gości',
      '22 goście',
    ]);
    expect(restaurantText('timesAvailable', { times: 3, size: 4 })).toBe('3 terminy są dla 4 osób.');
    expect(restaurantText('chooseTime')).toBe('Choose a time');
  });

  it('reaches the texts a rule handed on as fields: each is read when it is read', () => {
    const fields = textsOf(restaurantText, { chosen: 'chooseTime', other: () => restaurantText('noOffer') });
    translate('pl', { restaurant: compiled({ chooseTime: 'Wybierz godzinę' }) });
    expect(fields.chosen).toBe('Wybierz godzinę');
    // a field that is another catalogue's sentence is read when read too (en-GB: not translated)
    expect(fields.other).toBe('No offer');
    expect(RESTAURANT_FLOW_MESSAGES.createFailed).toBe('Failed to create booking');
  });

  it('keeps what a flow whose catalogue loads later does not have in en-GB', () => {
    translate('pl', { later: compiled({ one: 'jeden' }) });
    const later = catalogue('later', asImported({ one: 'one', two: 'two' }));
    expect([later('one'), later('two')]).toEqual(['jeden', 'two']);
  });
});

describe('textsEdition', () => {
  it('names the texts in use anew at every translation, to the same locale too, so kept texts are said again', () => {
    const source = textsEdition();
    translate('pl', { restaurant: polish });
    const first = textsEdition();
    translate('pl', { restaurant: polish });
    const second = textsEdition();
    expect(first).toMatch(/^pl#/);
    expect(new Set([source, first, second]).size).toBe(3);
    // asking does not change it
    expect(textsEdition()).toBe(second);
  });
});

describe('placeholdersOf', () => {
  it('names every value a message needs, inside plurals and selects too', () => {
    const { m } = compiled({
      m: '{a} {n, plural, one {# {b}} other {{c} #}} {s, select, x {{d}} other {e}}',
    });
    expect([...placeholdersOf(m)].sort()).toEqual(['a', 'b', 'c', 'd', 'n', 's']);
  });
});

describe('listOf', () => {
  it('says items as the interface’s locale lists them: a listing, or a sentence’s list with "and"', () => {
    expect(listOf(['2 adults', '1 child', '1 infant'])).toBe('2 adults, 1 child, 1 infant');
    expect(listOf(['a', 'b', 'c'], 'and')).toBe('a, b and c');
    expect(listOf(['a', 'b'], 'and')).toBe('a and b');
    expect(listOf(['only'])).toBe('only');
    translate('pl', {});
    expect(listOf(['a', 'b', 'c'], 'and')).toBe('a, b i c');
  });
});
