/**
 * Counts in words: "1 adult, 1 child", "2 nights", "3 rooms". The plural form comes from the
 * locale's own rules (Intl.PluralRules), never from `n === 1`, so a language with more forms
 * (Polish "2 pokoje" / "5 pokoi", Welsh, Arabic) is a new set of words, not new code.
 */

/** The locale of the guest-facing words and the plural rules they follow. */
export const WORDS_LOCALE = 'en-GB';

/** A word in each plural category the locale uses; `other` is the fallback every locale has. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Intl.PluralRules(WORDS_LOCALE);

/** The form of a word that goes with `n` in the locale: plural(1, night) = "night". */
export function plural(n: number, forms: PluralForms, locale: string = WORDS_LOCALE): string {
  return forms[(locale === WORDS_LOCALE ? rules : new Intl.PluralRules(locale)).select(n)] ?? forms.other;
}

/** "1 night", "2 nights": the count and the word in its form. */
export function counted(n: number, forms: PluralForms, locale: string = WORDS_LOCALE): string {
  return `${n} ${plural(n, forms, locale)}`;
}

/** The en-GB words the flows share (a flow's own words live with it: hotels, times, companies). */
export const WORDS = {
  adult: { one: 'adult', other: 'adults' },
  child: { one: 'child', other: 'children' },
  infant: { one: 'infant', other: 'infants' },
  guest: { one: 'guest', other: 'guests' },
  night: { one: 'night', other: 'nights' },
  room: { one: 'room', other: 'rooms' },
} as const satisfies Record<string, PluralForms>;

export interface GuestCountsInWords {
  numberOfAdults: number;
  numberOfChildren: number;
  numberOfInfants: number;
}

/**
 * "2 adults, 1 child, 1 infant": adults always (a room with none says "0 adults"), children and
 * infants only when there are some. DECISION: the property's own labels ("Children (2-12)") name
 * the search form's fields, where the age range helps the guest choose; a summary says the
 * counts in plain words, as a person would ("1 adult, 1 child", not "Children (2-12): 1").
 */
export function guestsText(counts: GuestCountsInWords, locale: string = WORDS_LOCALE): string {
  const parts = [counted(counts.numberOfAdults, WORDS.adult, locale)];
  if (counts.numberOfChildren > 0) parts.push(counted(counts.numberOfChildren, WORDS.child, locale));
  if (counts.numberOfInfants > 0) parts.push(counted(counts.numberOfInfants, WORDS.infant, locale));
  return parts.join(', ');
}

/**
 * Rooms and everyone in them, as the search form's rooms-and-guests button says them: "1 room,
 * 2 adults"; "2 rooms, 3 adults, 1 child" (the guests of all rooms added up).
 */
export function roomsAndGuestsText(rooms: readonly GuestCountsInWords[], locale: string = WORDS_LOCALE): string {
  const sum = (key: keyof GuestCountsInWords) => rooms.reduce((total, room) => total + room[key], 0);
  const guests = guestsText(
    {
      numberOfAdults: sum('numberOfAdults'),
      numberOfChildren: sum('numberOfChildren'),
      numberOfInfants: sum('numberOfInfants'),
    },
    locale,
  );
  return `${counted(rooms.length, WORDS.room, locale)}, ${guests}`;
}
