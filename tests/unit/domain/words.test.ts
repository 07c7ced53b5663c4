import { afterEach, describe, expect, it } from 'vitest';
import type { CompiledMessages as Messages } from '@/i18n/catalogue';
import { SOURCE_LOCALE, translate } from '@/i18n/catalogue';
import { counted, guestsText, personName, roomsAndGuestsText, WORDS } from '@/domain/words';
import { compileCatalogue } from '../../../scripts/vite-plugin-messages.ts';

afterEach(() => translate(SOURCE_LOCALE, {}));

/** The common catalogue's words in Polish, as a translation file would give them. */
const polish = (rooms: string) => JSON.parse(compileCatalogue(JSON.stringify({ rooms }))) as Messages;

describe('counts in words, by the locale’s plural rules', () => {
  it.each([
    [0, '0 nights'],
    [1, '1 night'],
    [2, '2 nights'],
    [14, '14 nights'],
  ])('en-GB: %i -> "%s"', (n, text) => {
    expect(counted(n, WORDS.night)).toBe(text);
  });

  // Polish has four forms; the rule, not `n === 1`, picks them (CLDR: one 1; few 2-4, 22-24, …
  // but not 12-14; many 0, 5-21, 25-31, …)
  const pokoj = '{count, plural, one {# pokój} few {# pokoje} many {# pokoi} other {# pokoju}}';
  it.each([
    [1, '1 pokój'],
    [2, '2 pokoje'],
    [4, '4 pokoje'],
    [5, '5 pokoi'],
    [12, '12 pokoi'],
    [22, '22 pokoje'],
    [25, '25 pokoi'],
    [0, '0 pokoi'],
  ])('pl: %i -> "%s"', (n, text) => {
    translate('pl', { common: polish(pokoj) });
    expect(counted(n, WORDS.room)).toBe(text);
  });

  it('a form the words do not give falls back to "other"', () => {
    translate('pl', { common: polish('{count, plural, one {# pokój} other {# pokoju}}') });
    expect(counted(3, WORDS.room)).toBe('3 pokoju');
  });

  it('a word the translation does not have is said in en-GB', () => {
    translate('pl', { common: polish(pokoj) });
    expect(counted(2, WORDS.night)).toBe('2 nights');
  });
});

describe('guestsText: a room’s guests as a person says them', () => {
  it.each([
    [2, 0, 0, '2 adults'],
    [1, 1, 0, '1 adult, 1 child'],
    [2, 3, 1, '2 adults, 3 children, 1 infant'],
    [1, 0, 2, '1 adult, 2 infants'],
    [0, 1, 0, '0 adults, 1 child'],
  ])('%i adults, %i children, %i infants: "%s"', (a, c, i, text) => {
    expect(guestsText({ numberOfAdults: a, numberOfChildren: c, numberOfInfants: i })).toBe(text);
  });
});

describe('roomsAndGuestsText: the search form’s rooms and everyone in them', () => {
  const room = (numberOfAdults: number, numberOfChildren = 0, numberOfInfants = 0) => ({
    numberOfAdults,
    numberOfChildren,
    numberOfInfants,
  });
  it.each([
    [[room(2)], '1 room, 2 adults'],
    [[room(1)], '1 room, 1 adult'],
    // the guests of all rooms added up: 2 + 1 adults, 0 + 1 child, 1 + 0 infant
    [[room(2, 0, 1), room(1, 1)], '2 rooms, 3 adults, 1 child, 1 infant'],
    [[room(2), room(2), room(2, 2)], '3 rooms, 6 adults, 2 children'],
  ])('%j: "%s"', (rooms, text) => {
    expect(roomsAndGuestsText(rooms)).toBe(text);
  });
});

describe('personName: a guest’s name as the basket, manage booking and pre check-in say it', () => {
  it.each([
    ['Ada', 'Lovelace', 'Ada Lovelace'],
    ['Ada', '', 'Ada'],
    ['', 'Lovelace', 'Lovelace'],
    ['', '', ''],
  ])('personName(%j, %j) = %j', (firstName, lastName, expected) => {
    expect(personName(firstName, lastName)).toBe(expected);
  });
});
