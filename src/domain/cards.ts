/**
 * Payment cards: type detection from the IIN prefix, matching to the property's configured
 * card types, Luhn check and card-entry validity (booking spec section 5).
 *
 * DECISION (IIN ranges): the spec's ranges are "approximate"; we use the current published
 * ranges: Visa 4; Mastercard 51-55 and 2221-2720; Amex 34, 37; Discover 6011, 644-649, 65;
 * UnionPay 62; Troy 9792; Diners Club 300-305, 36, 38, 39; JCB 3528-3589. The longest
 * (most specific) matching prefix wins, so 6011 is Discover before anything shorter.
 * A number too short to decide (e.g. "22", "35") gives null.
 */
import { textsOf } from '@/i18n/catalogue';
import { formsText as t } from '@/i18n/forms';

export type CardType = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unionpay' | 'troy' | 'dinersclub' | 'jcb';

interface IinRange {
  type: CardType;
  /** Number of leading digits compared. */
  length: number;
  from: number;
  to: number;
}

/** IIN ranges, most specific (longest prefix) first. */
export const IIN_RANGES: readonly IinRange[] = [
  { type: 'troy', length: 4, from: 9792, to: 9792 },
  { type: 'discover', length: 4, from: 6011, to: 6011 },
  { type: 'jcb', length: 4, from: 3528, to: 3589 },
  { type: 'mastercard', length: 4, from: 2221, to: 2720 },
  { type: 'discover', length: 3, from: 644, to: 649 },
  { type: 'dinersclub', length: 3, from: 300, to: 305 },
  { type: 'discover', length: 2, from: 65, to: 65 },
  { type: 'unionpay', length: 2, from: 62, to: 62 },
  { type: 'mastercard', length: 2, from: 51, to: 55 },
  { type: 'amex', length: 2, from: 34, to: 34 },
  { type: 'amex', length: 2, from: 37, to: 37 },
  { type: 'dinersclub', length: 2, from: 36, to: 36 },
  { type: 'dinersclub', length: 2, from: 38, to: 39 },
  { type: 'visa', length: 1, from: 4, to: 4 },
];

/** Digits of a card number with spaces and dashes removed; null when anything else remains. */
export function cardDigits(cardNumber: string | null | undefined): string | null {
  const s = (cardNumber ?? '').replace(/[\s-]/g, '');
  return /^\d+$/.test(s) ? s : null;
}

/** Card type from the number prefix (see the IIN decision above); null when unknown. */
export function detectCardType(cardNumber: string | null | undefined): CardType | null {
  const digits = cardDigits(cardNumber);
  if (digits === null) return null;
  for (const r of IIN_RANGES) {
    if (digits.length < r.length) continue;
    const prefix = Number(digits.slice(0, r.length));
    if (prefix >= r.from && prefix <= r.to) return r.type;
  }
  return null;
}

const NAME_PATTERNS: Readonly<Record<CardType, RegExp>> = {
  visa: /visa/,
  mastercard: /master\s*card/,
  amex: /amex|american\s*express/,
  discover: /discover/,
  unionpay: /union\s*pay/,
  troy: /troy/,
  dinersclub: /diners/,
  jcb: /jcb/,
};

export interface ConfiguredCardType {
  Id: number;
  Name?: string | null;
}

/**
 * The configured card type (e.g. from StaticData creditcardtypes) matching a detected type by
 * name: an exact (case/space-insensitive) name first, else a name containing the brand
 * ("amex" also matches "American Express", "dinersclub" matches "Diners Club").
 */
export function matchCardType<T extends ConfiguredCardType>(
  detected: CardType | null | undefined,
  configured: readonly T[] | null | undefined,
): T | undefined {
  if (!detected || !configured) return undefined;
  const norm = (name: string | null | undefined) => (name ?? '').toLowerCase().replace(/\s+/g, '');
  const exact = configured.find((c) => norm(c.Name) === detected);
  if (exact) return exact;
  const pattern = NAME_PATTERNS[detected];
  return configured.find((c) => pattern.test((c.Name ?? '').toLowerCase()));
}

const CARD_TYPES = Object.keys(NAME_PATTERNS) as CardType[];

/** The brands a property takes: those its configured card types match (by the rule above). */
export function acceptedBrands(configured: readonly ConfiguredCardType[] | null | undefined): CardType[] {
  return CARD_TYPES.filter((type) => matchCardType(type, configured) !== undefined);
}

/** Luhn (mod 10) check over 12 to 19 digits (spaces and dashes ignored). */
export function luhnValid(cardNumber: string | null | undefined): boolean {
  const digits = cardDigits(cardNumber);
  if (digits === null || digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

export const CARD_MESSAGES = textsOf(t, {
  nameRequired: 'card.nameRequired',
  numberRequired: 'card.numberRequired',
  numberInvalid: 'card.numberInvalid',
  cvvInvalid: 'card.cvvInvalid',
  expiryRequired: 'card.expiryRequired',
  expired: 'card.expired',
  typeRequired: 'card.typeRequired',
  typeNotAccepted: 'card.typeNotAccepted',
  expiryInvalid: 'card.expiryInvalid',
  detailsIncomplete: 'card.detailsIncomplete',
  /** the provider's frame gave no token and said nothing of its own */
  notRead: 'card.notRead',
});

/** Message for the card number field: required, then the Luhn check's own message. */
export function cardNumberError(cardNumber: string | null | undefined): string | undefined {
  if ((cardNumber ?? '').trim() === '') return CARD_MESSAGES.numberRequired;
  if (!luhnValid(cardNumber)) return CARD_MESSAGES.numberInvalid;
  return undefined;
}

const toInt = (v: number | string | null | undefined): number => {
  if (typeof v === 'number') return Number.isInteger(v) ? v : Number.NaN;
  if (typeof v === 'string' && /^\d+$/.test(v.trim())) return Number(v.trim());
  return Number.NaN;
};

/**
 * Card expiry is set (month 1-12, year non-zero) and, when `today` ("YYYY-MM-DD") is given,
 * not before today's month. Two-digit years mean 20xx.
 */
export function isCardExpiryValid(
  month: number | string | null | undefined,
  year: number | string | null | undefined,
  today?: string,
): boolean {
  const m = toInt(month);
  let y = toInt(year);
  if (!(m >= 1 && m <= 12) || !(y > 0)) return false;
  if (y < 100) y += 2000;
  if (today) {
    const match = /^(\d{4})-(\d{2})/.exec(today);
    if (match) {
      const ty = Number(match[1]);
      const tm = Number(match[2]);
      if (y < ty || (y === ty && m < tm)) return false;
    }
  }
  return true;
}

/** "MM/YY", "MM / YY", "MMYY" or "MM/YYYY" as month and four-digit year; null when it is none of these. */
export function parseCardExpiry(text: string | null | undefined): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text ?? '');
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** What is typed in the card fields of the payment provider's frame. */
export interface CardFields {
  number: string;
  expiry: string;
  securityCode: string;
}

/**
 * The card fields' messages (the payment provider's checks, here so that they are the spec's and
 * the same everywhere): a new card's number (required, Luhn, a type the hotel takes), its expiry
 * (MM/YY, not passed) and its security code (3 or 4 digits); a saved card only its security code.
 * `accepted`: the card types the hotel takes (none given: every type).
 */
export function cardFieldErrors(
  fields: CardFields,
  mode: 'card' | 'securityCode',
  accepted: readonly CardType[],
  today: string,
): Partial<Record<keyof CardFields, string>> {
  const errors: Partial<Record<keyof CardFields, string>> = {};
  if (!/^\d{3,4}$/.test(fields.securityCode.trim())) errors.securityCode = CARD_MESSAGES.cvvInvalid;
  if (mode === 'securityCode') return errors;
  const numberError = cardNumberError(fields.number);
  const brand = detectCardType(fields.number);
  if (numberError) errors.number = numberError;
  else if (accepted.length && (!brand || !accepted.includes(brand))) errors.number = CARD_MESSAGES.typeNotAccepted;
  const expiry = parseCardExpiry(fields.expiry);
  if (fields.expiry.trim() === '') errors.expiry = CARD_MESSAGES.expiryRequired;
  else if (!expiry) errors.expiry = CARD_MESSAGES.expiryInvalid;
  else if (!isCardExpiryValid(expiry.month, expiry.year, today)) errors.expiry = CARD_MESSAGES.expired;
  return errors;
}

/**
 * A card as the booking engine holds it: a saved card or a new one typed in the payment provider's
 * frame, of which the engine knows only what the frame says (complete or not, the brand), never a
 * digit (src/domain/booker.ts, CardForm).
 */
export interface CardEntry {
  creditCardName: string;
  /** the frame's fields are all filled and valid (for a saved card: its security code) */
  entry: { complete: boolean };
  /** the property's card type of a new card's brand, or the saved card's */
  cardType: { Id: number } | null;
}

/** What the payment provider's frame asks for: a new card's number, expiry and code, or a saved card's code. */
export type CardEntryMode = 'card' | 'securityCode';

/** The frame's fields for a card: a saved card gives its security code only. */
export const cardEntryModeOf = (savedCardChosen: boolean): CardEntryMode => (savedCardChosen ? 'securityCode' : 'card');

/**
 * The part of a card the page itself holds is given: the name on it. The number, expiry and
 * security code are the payment provider's frame's to judge, and what it last said of them may not
 * have reached the page yet (its messages cross windows, and a guest can press Continue the moment
 * they leave it). A step whose Continue is the next stop after the frame asks the frame once this
 * holds: its answer, a token or what is missing said next to each field, is the last word.
 */
export function isCardNameGiven(card: Pick<CardEntry, 'creditCardName'>): boolean {
  return card.creditCardName.trim() !== '';
}

/**
 * Card valid (spec: name, number, CVV and expiry given, a card type chosen), with the number, the
 * expiry and the security code judged by the payment provider's frame (cardFieldErrors, the same
 * rules): the name is given, the frame's fields are complete, and the card has a type the hotel
 * takes (a new card's brand matched to the property's card types; a saved card keeps its own).
 */
export function isCardValid(card: CardEntry | null | undefined): boolean {
  if (!card || !isCardNameGiven(card)) return false;
  if (!card.entry.complete) return false;
  return typeof card.cardType?.Id === 'number' && card.cardType.Id > 0;
}
