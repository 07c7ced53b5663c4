/**
 * Counts in words: "1 adult, 1 child", "2 nights", "3 rooms". Each word is an ICU plural of the
 * common catalogue (src/i18n/en-GB/common.json), so its form comes from the interface locale's own
 * rules (Intl.PluralRules), never from `n === 1`: a language with more forms (Polish "2 pokoje" /
 * "5 pokoi", Welsh, Arabic) is a translation file, not new code.
 */
import { commonText } from '@/i18n/common';
import { listOf } from '@/i18n/catalogue';

/** The counted words the flows share (a flow's own words live in its catalogue: times, hotels). */
export const WORDS = {
  adult: 'adults',
  child: 'children',
  infant: 'infants',
  guest: 'guests',
  night: 'nights',
  room: 'rooms',
} as const;

export type CountedWord = (typeof WORDS)[keyof typeof WORDS];

/** "1 night", "2 nights": the count and the word in its form. */
export function counted(n: number, word: CountedWord): string {
  return commonText(word, { count: n });
}

/** A person's name as the interface says it ("Ada Lovelace"), without a space when one is missing. */
export function personName(firstName: string, lastName: string): string {
  return commonText('personName', { firstName, lastName }).trim();
}

export interface GuestCountsInWords {
  numberOfAdults: number;
  numberOfChildren: number;
  numberOfInfants: number;
}

function guestParts(counts: GuestCountsInWords): string[] {
  const parts = [counted(counts.numberOfAdults, WORDS.adult)];
  if (counts.numberOfChildren > 0) parts.push(counted(counts.numberOfChildren, WORDS.child));
  if (counts.numberOfInfants > 0) parts.push(counted(counts.numberOfInfants, WORDS.infant));
  return parts;
}

/**
 * "2 adults, 1 child, 1 infant": adults always (a room with none says "0 adults"), children and
 * infants only when there are some. DECISION: the property's own labels ("Children (2-12)") name
 * the search form's fields, where the age range helps the guest choose; a summary says the
 * counts in plain words, as a person would ("1 adult, 1 child", not "Children (2-12): 1").
 */
export function guestsText(counts: GuestCountsInWords): string {
  return listOf(guestParts(counts));
}

/**
 * Rooms and everyone in them, as the search form's rooms-and-guests button says them: "1 room,
 * 2 adults"; "2 rooms, 3 adults, 1 child" (the guests of all rooms added up).
 */
export function roomsAndGuestsText(rooms: readonly GuestCountsInWords[]): string {
  const sum = (key: keyof GuestCountsInWords) => rooms.reduce((total, room) => total + room[key], 0);
  const guests = guestParts({
    numberOfAdults: sum('numberOfAdults'),
    numberOfChildren: sum('numberOfChildren'),
    numberOfInfants: sum('numberOfInfants'),
  });
  return listOf([counted(rooms.length, WORDS.room), ...guests]);
}
