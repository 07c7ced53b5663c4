/**
 * Manage booking and pre check-in rules (manage spec sections 4, 5, 9).
 */
import * as z from 'zod/mini';
import { requiredText } from './forms';
import { MESSAGES, isBillingContactValid, isGuestValid } from './validation';
import type { BillingContactLike, GuestLike, GuestRequirements } from './validation';
import { textsOf } from '@/i18n/catalogue';
import { manageText as t } from '@/i18n/manage';

/**
 * Name given to placeholder guests added in manage (spec 4: "New Guest"). It is the guest's data,
 * saved with the booking and recognised by it (isPlaceholderGuest), so it is no catalogue text.
 */
export const NEW_GUEST_NAME = 'New Guest';
/** Greeting name when none is known (kept with the account texts, which the session loads on every page). */

export interface ManageSearchInput {
  propertyId?: number | string | null;
  reservationNumber?: string | null;
  guestName?: string | null;
}

export interface ManageSearchErrors {
  reservationNumber?: string;
  guestName?: string;
}

/** Field messages of the manage guest search. */
export function manageSearchErrors(input: ManageSearchInput): ManageSearchErrors {
  const errors: ManageSearchErrors = {};
  if ((input.reservationNumber ?? '').trim() === '') errors.reservationNumber = MESSAGES.reservationNumberRequired;
  if ((input.guestName ?? '').trim() === '') errors.guestName = MESSAGES.guestNameRequired;
  return errors;
}

/** Guest search needs property, reservation number and guest name. */
export function isManageSearchValid(input: ManageSearchInput): boolean {
  const p = input.propertyId;
  const hasProperty = typeof p === 'number' ? p > 0 : typeof p === 'string' && p.trim() !== '';
  const e = manageSearchErrors(input);
  return hasProperty && e.reservationNumber === undefined && e.guestName === undefined;
}

export interface CancelInput {
  canBeCancelled: boolean | null | undefined;
  /** RequireCancellationReason of the manage configuration. */
  requireCancellationReason?: boolean | null;
  cancellationReasonId?: number | null;
}

/**
 * A booked room the guest may change (its room or rate): the booking and the room allow changes,
 * and the room is not staged for cancellation.
 */
export function isRoomChangeable(
  reservation: { CanBeEdited: boolean },
  room: { CanBeEdited: boolean },
  stagedForCancellation: boolean,
): boolean {
  return reservation.CanBeEdited && room.CanBeEdited && !stagedForCancellation;
}

/** Cancel allowed if the reservation can be cancelled and, when required, a reason was chosen (id > 0). */
export function canCancelReservation(input: CancelInput): boolean {
  if (input.canBeCancelled !== true) return false;
  if (input.requireCancellationReason === true) {
    return (input.cancellationReasonId ?? 0) > 0;
  }
  return true;
}

export interface SaveReservationInput {
  /** The booker, when the reservation has one (validated as a billing contact). */
  booker?: BillingContactLike | null;
  guests: readonly GuestLike[];
  requirements: GuestRequirements | null | undefined;
}

/**
 * Manage / pre check-in save requires the booker (if any) and all guests to be valid per the
 * property configuration. DECISION: the booker is checked with the billing-contact rules.
 */
export function canSaveReservation(input: SaveReservationInput): boolean {
  if (input.booker && !isBillingContactValid(input.booker, input.requirements)) return false;
  return input.guests.every((g) => isGuestValid(g, input.requirements));
}

/** The guest search form of manage booking. */
export interface ManageSearchForm {
  reservationNumber: string;
  guestName: string;
}

export const emptyManageSearchForm = (): ManageSearchForm => ({ reservationNumber: '', guestName: '' });

/** Field rules of the guest search (spec 5 messages). */
export const manageSearchSchema = z.object({
  reservationNumber: requiredText(() => MESSAGES.reservationNumberRequired),
  guestName: requiredText(() => MESSAGES.guestNameRequired),
});

/** Texts of the guest search: `linkFailed` when a manage link did not open a booking. */
export const MANAGE_SEARCH_MESSAGES = textsOf(t, {
  linkFailed: 'search.linkFailed',
  notFound: 'search.notFound',
  searchFailed: 'search.failed',
});
