/**
 * Restaurant table booking rules (manage spec sections 4, 5, 8, 9): party sizes, the booking
 * form's validation, and what the guest's choices make of the Create request.
 */
import type { components } from '@/api/schema';
import { emailError, isEmailValid, isReferenceSet, phoneError } from './validation';
import type { Reference } from './validation';
import { isValidDate, toRequestDate } from './dates';
import * as z from 'zod/mini';
import { fieldErrors, ruleValue } from './forms';
import { textsOf } from '@/i18n/catalogue';
import { commonText } from '@/i18n/common';
import { restaurantText as t } from '@/i18n/restaurant';

type Restaurant = components['schemas']['Restaurant'];
type RestaurantSlot = components['schemas']['RestaurantSlot'];
type RestaurantBookingRequest = components['schemas']['RestaurantBookingRequest'];
type RestaurantBookingResponse = components['schemas']['RestaurantBookingResponse'];

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

export const RESTAURANT_MESSAGES = textsOf(t, [
  'identifierRequired',
  'restaurantRequired',
  'partySizeRequired',
  'visitDateRequired',
  'visitTimeRequired',
  'visitDatePast',
]);

/**
 * A visit date can be booked online when it is a real date and not before `today` (the
 * property's today, YYYY-MM-DD): the server refuses past dates.
 */
export function isVisitDateBookable(date: string | null | undefined, today: string): boolean {
  return isValidDate(date) && isValidDate(today) && toRequestDate(date) >= toRequestDate(today);
}

/** The restaurant booking form's rules (zod over the domain's own checks), for a restaurant's setup. */
export function restaurantBookingSchema(setup?: RestaurantSetupLike | null) {
  const min = Math.max(1, setup?.MinOnlinePartySize ?? 1);
  const max = setup?.MaxOnlinePartySize;
  const blank = (value: string | null | undefined) => (value ?? '').trim() === '';
  return z.object({
    ContactNumber: ruleValue((value: string | null | undefined) => phoneError(value)),
    EmailAddress: ruleValue((value: string | null | undefined) => emailError(value)),
    Identifier: ruleValue((value: string | null | undefined) =>
      blank(value) ? RESTAURANT_MESSAGES.identifierRequired : undefined,
    ),
    Restaurant: ruleValue((value: Reference) =>
      isReferenceSet(value) ? undefined : RESTAURANT_MESSAGES.restaurantRequired,
    ),
    PartySize: ruleValue((size: number | null | undefined) =>
      typeof size !== 'number' || !Number.isInteger(size) || size < min || (typeof max === 'number' && size > max)
        ? RESTAURANT_MESSAGES.partySizeRequired
        : undefined,
    ),
    VisitDate: ruleValue((value: string | null | undefined) =>
      isValidDate(value) ? undefined : RESTAURANT_MESSAGES.visitDateRequired,
    ),
    VisitTime: ruleValue((value: string | null | undefined) =>
      blank(value) ? RESTAURANT_MESSAGES.visitTimeRequired : undefined,
    ),
  });
}

/** Field messages of the restaurant booking form. */
export function restaurantBookingErrors(
  form: RestaurantBookingForm,
  setup?: RestaurantSetupLike | null,
): Partial<Record<RestaurantField, string>> {
  return fieldErrors(restaurantBookingSchema(setup), form);
}

/**
 * Restaurant booking needs contact number (valid phone), e-mail (valid), identifier,
 * restaurant, party size (within the setup's range when given), date and time.
 */
export function isRestaurantBookingValid(form: RestaurantBookingForm, setup?: RestaurantSetupLike | null): boolean {
  return Object.keys(restaurantBookingErrors(form, setup)).length === 0;
}

// ---------- the guest's choices (the restaurant machine's context is one) ----------

/** Texts of the flow (spec section 8 where it gives them). */
export const RESTAURANT_FLOW_MESSAGES = textsOf(t, {
  /** spec 8: a booking that was not created, when the server gives no text */
  createFailed: () => commonText('createFailed'),
  /** spec 8: "the translated success text" when the server gives no InfoMessage */
  booked: 'bookedMessage',
  /** shown when the setup has no NoAvailabilityText */
  noAvailability: 'noAvailability',
  // the calls' own failures, as the queries say them (src/api/queries.ts)
  restaurantsFailed: () => commonText('load.restaurants'),
  setupFailed: () => commonText('load.restaurantSetup'),
  availabilityFailed: () => commonText('load.restaurantTimes'),
});

export interface RestaurantContact {
  email: string;
  phone: string;
  specialRequests: string;
}

export interface RestaurantDraft {
  propertyId: number;
  /** the hotel reservation reference when the guest comes from a booking (IsReservation) */
  reservation: string | null;
  restaurants: readonly Restaurant[];
  restaurantId: number | null;
  /** YYYY-MM-DD, or '' while none is chosen */
  visitDate: string;
  partySize: number | null;
  slots: readonly RestaurantSlot[];
  /** HH:mm of the chosen slot */
  visitTime: string | null;
  promotionId: number | null;
  contact: RestaurantContact;
}

export const isReservation = (draft: Pick<RestaurantDraft, 'reservation'>) => draft.reservation !== null;

/** The Identifier: the reservation reference when coming from a booking, else the e-mail. */
export function identifierOf(draft: Pick<RestaurantDraft, 'reservation' | 'contact'>): string {
  return draft.reservation ?? draft.contact.email.trim();
}

export function restaurantOf(draft: Pick<RestaurantDraft, 'restaurants' | 'restaurantId'>): Restaurant | undefined {
  return draft.restaurants.find((r) => r.Id === draft.restaurantId);
}

export function chosenSlot(draft: Pick<RestaurantDraft, 'slots' | 'visitTime'>): RestaurantSlot | undefined {
  return draft.slots.find((s) => s.Time === draft.visitTime);
}

/** The restaurant chosen at the start: the configured default when offered, else the only one. */
export function initialRestaurantId(restaurants: readonly Restaurant[], defaultId: number | null): number | null {
  if (defaultId !== null && restaurants.some((r) => r.Id === defaultId)) return defaultId;
  return restaurants.length === 1 ? (restaurants[0]?.Id ?? null) : null;
}

export type SetupNeed = 'email' | 'restaurant' | 'date';

/**
 * What the setup call still needs (spec 4: choosing restaurant and date loads it): a
 * restaurant, a bookable date and the identifier, i.e. the reservation reference or (without a
 * hotel booking) a valid e-mail address.
 */
export function missingForSetup(draft: RestaurantDraft, today: string): SetupNeed[] {
  const missing: SetupNeed[] = [];
  if (!isReservation(draft) && !isEmailValid(draft.contact.email)) missing.push('email');
  if (draft.restaurantId === null) missing.push('restaurant');
  if (!isVisitDateBookable(draft.visitDate, today)) missing.push('date');
  return missing;
}

/**
 * New slots: a chosen time stays chosen only while it is still offered, and its offer only
 * while that time still has it.
 */
export function keptChoice(
  draft: Pick<RestaurantDraft, 'visitTime' | 'promotionId'>,
  slots: readonly RestaurantSlot[],
): { visitTime: string | null; promotionId: number | null } {
  const kept = slots.find((s) => s.Time === draft.visitTime);
  return {
    visitTime: kept ? kept.Time : null,
    promotionId: kept && kept.Promotions.some((p) => p.Id === draft.promotionId) ? draft.promotionId : null,
  };
}

/** An offer may be chosen when the chosen time has it (null: no offer). */
export function isPromotionOffered(draft: Pick<RestaurantDraft, 'slots' | 'visitTime'>, promotionId: number | null) {
  return promotionId === null || (chosenSlot(draft)?.Promotions.some((p) => p.Id === promotionId) ?? false);
}

/** The form as the booking rules above validate it. */
export function bookingForm(draft: RestaurantDraft): RestaurantBookingForm {
  return {
    ContactNumber: draft.contact.phone,
    EmailAddress: draft.contact.email,
    Identifier: identifierOf(draft),
    Restaurant: draft.restaurantId,
    PartySize: draft.partySize,
    VisitDate: draft.visitDate,
    VisitTime: draft.visitTime,
  };
}

/** The Create body (RestaurantBookingRequest); only sent when the form is valid. */
export function bookingRequest(draft: RestaurantDraft): RestaurantBookingRequest {
  const specialRequests = draft.contact.specialRequests.trim();
  return {
    PropertyId: draft.propertyId,
    RestaurantId: draft.restaurantId ?? 0,
    RestaurantName: restaurantOf(draft)?.Name ?? '',
    VisitTime: draft.visitTime ?? '',
    VisitDate: draft.visitDate,
    PartySize: draft.partySize ?? 0,
    SpecialRequests: specialRequests === '' ? null : specialRequests,
    IsReservation: isReservation(draft),
    Identifier: identifierOf(draft),
    PromotionId: draft.promotionId,
    Email: draft.contact.email.trim(),
    ContactNumber: draft.contact.phone.trim(),
    IsLeaveTimeRequired: chosenSlot(draft)?.IsLeaveTimeRequired ?? false,
  };
}

/** Spec 8: what a Create answer says: its InfoMessage, else the flow's text for the outcome. */
export function createAnswerMessage(response: RestaurantBookingResponse): string {
  const fallback = response.Success ? RESTAURANT_FLOW_MESSAGES.booked : RESTAURANT_FLOW_MESSAGES.createFailed;
  return response.InfoMessage?.trim() || fallback;
}
