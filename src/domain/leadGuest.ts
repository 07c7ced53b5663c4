/**
 * The lead guest of a room (spec 4 "Occupancy"): first and last name, and the bed set-up when the
 * room is asked the question, each with its message. The booking flow's guard and its guests step
 * both ask it (`isLeadGuestComplete`, `leadGuestErrors`), so they cannot disagree. Plain rules,
 * not a form schema: the booking flow, which every Rooms-And-Rates page runs from its first screen,
 * asks them, and a schema would bring the forms' library with it (decisions: "Rooms-And-Rates: the
 * steps after a rate load after its rooms").
 */
import { isLookupValid, isStringValid } from './validation';
import { textsOf } from '@/i18n/catalogue';
import { bookingText as t } from '@/i18n/booking';

export const LEAD_GUEST_MESSAGES = textsOf(t, {
  firstName: 'leadGuest.firstName',
  lastName: 'leadGuest.lastName',
  configuration: 'leadGuest.configuration',
});

/** Each field's message, null where it is fine. */
export function leadGuestErrors(
  leadGuest: { firstName: string; lastName: string },
  configurationAsked: boolean,
  roomConfigurationId: number | null,
): { firstName: string | null; lastName: string | null; configuration: string | null } {
  return {
    firstName: isStringValid(leadGuest.firstName) ? null : LEAD_GUEST_MESSAGES.firstName,
    lastName: isStringValid(leadGuest.lastName) ? null : LEAD_GUEST_MESSAGES.lastName,
    configuration: configurationAsked && !isLookupValid(roomConfigurationId) ? LEAD_GUEST_MESSAGES.configuration : null,
  };
}

/** The lead guest is complete: no field has a message. */
export function isLeadGuestComplete(
  leadGuest: { firstName: string; lastName: string },
  configurationAsked: boolean,
  roomConfigurationId: number | null,
): boolean {
  return Object.values(leadGuestErrors(leadGuest, configurationAsked, roomConfigurationId)).every((m) => m === null);
}
