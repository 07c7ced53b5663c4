/**
 * Restaurant table booking rules (manage spec sections 4, 5, 9).
 */
import { emailError, isReferenceSet, phoneError } from './validation';
import type { Reference } from './validation';
import { isValidDate, toRequestDate } from './dates';

export interface RestaurantSetupLike {
  MinOnlinePartySize?: number | null;
  MaxOnlinePartySize?: number | null;
}

/** Party sizes offered: MinOnlinePartySize to MaxOnlinePartySize (min defaults to 1). */
export function partySizes(setup: RestaurantSetupLike | null | undefined): number[] {
  const min = Math.max(1, setup?.MinOnlinePartySize ?? 1);
  const max = setup?.MaxOnlinePartySize ?? min;
  const out: number[] = [];
  for (let i = min; i <= max; i++) out.push(i);
  return out;
}

/**
 * Party size defaults to the earlier choice if within range, else the minimum.
 * (Minimum defaults to 1 when not configured.)
 */
export function defaultPartySize(
  previous: number | null | undefined,
  setup: RestaurantSetupLike | null | undefined,
): number {
  const min = Math.max(1, setup?.MinOnlinePartySize ?? 1);
  const max = setup?.MaxOnlinePartySize;
  if (
    typeof previous === 'number' &&
    Number.isInteger(previous) &&
    previous >= min &&
    (typeof max !== 'number' || previous <= max)
  ) {
    return previous;
  }
  return min;
}

export interface RestaurantBookingForm {
  ContactNumber?: string | null;
  EmailAddress?: string | null;
  Identifier?: string | null;
  Restaurant?: Reference;
  PartySize?: number | null;
  VisitDate?: string | null;
  VisitTime?: string | null;
}

export type RestaurantField =
  'ContactNumber' | 'EmailAddress' | 'Identifier' | 'Restaurant' | 'PartySize' | 'VisitDate' | 'VisitTime';

export const RESTAURANT_MESSAGES = {
  identifierRequired: 'Identifier is required',
  restaurantRequired: 'Restaurant is required',
  partySizeRequired: 'Party size is required',
  visitDateRequired: 'Date is required',
  visitTimeRequired: 'Time is required',
  visitDatePast: 'Please choose today or a later date.',
} as const;

/**
 * A visit date can be booked online when it is a real date and not before `today` (the
 * property's today, YYYY-MM-DD): the server refuses past dates.
 */
export function isVisitDateBookable(date: string | null | undefined, today: string): boolean {
  return isValidDate(date) && isValidDate(today) && toRequestDate(date) >= toRequestDate(today);
}

/** Field messages of the restaurant booking form. */
export function restaurantBookingErrors(
  form: RestaurantBookingForm,
  setup?: RestaurantSetupLike | null,
): Partial<Record<RestaurantField, string>> {
  const errors: Partial<Record<RestaurantField, string>> = {};
  const phone = phoneError(form.ContactNumber);
  if (phone) errors.ContactNumber = phone;
  const email = emailError(form.EmailAddress);
  if (email) errors.EmailAddress = email;
  if ((form.Identifier ?? '').trim() === '') errors.Identifier = RESTAURANT_MESSAGES.identifierRequired;
  if (!isReferenceSet(form.Restaurant)) errors.Restaurant = RESTAURANT_MESSAGES.restaurantRequired;
  const size = form.PartySize;
  const min = Math.max(1, setup?.MinOnlinePartySize ?? 1);
  const max = setup?.MaxOnlinePartySize;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < min || (typeof max === 'number' && size > max)) {
    errors.PartySize = RESTAURANT_MESSAGES.partySizeRequired;
  }
  if (!isValidDate(form.VisitDate)) errors.VisitDate = RESTAURANT_MESSAGES.visitDateRequired;
  if ((form.VisitTime ?? '').trim() === '') errors.VisitTime = RESTAURANT_MESSAGES.visitTimeRequired;
  return errors;
}

/**
 * Restaurant booking needs contact number (valid phone), e-mail (valid), identifier,
 * restaurant, party size (within the setup's range when given), date and time.
 */
export function isRestaurantBookingValid(form: RestaurantBookingForm, setup?: RestaurantSetupLike | null): boolean {
  return Object.keys(restaurantBookingErrors(form, setup)).length === 0;
}
