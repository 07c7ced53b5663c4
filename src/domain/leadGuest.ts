/**
 * The lead guest of a room (spec 4 "Occupancy"): first and last name, and the bed set-up when the
 * room is asked the question, as a schema that gives each field its message. The booking flow's
 * guard and its guests step both ask it (`isLeadGuestComplete`, `leadGuestErrors`).
 */
import * as z from 'zod/mini';
import { fieldErrors, requiredText, ruleValue } from './forms';
import { isLookupValid } from './validation';
import { textsOf } from '@/i18n/catalogue';
import { bookingText as t } from '@/i18n/booking';

export const LEAD_GUEST_MESSAGES = textsOf(t, {
  firstName: 'leadGuest.firstName',
  lastName: 'leadGuest.lastName',
  configuration: 'leadGuest.configuration',
});

export function leadGuestSchema(configurationAsked: boolean) {
  return z.object({
    firstName: requiredText(LEAD_GUEST_MESSAGES.firstName),
    lastName: requiredText(LEAD_GUEST_MESSAGES.lastName),
    roomConfigurationId: ruleValue((id: number | null) =>
      configurationAsked && !isLookupValid(id) ? LEAD_GUEST_MESSAGES.configuration : undefined,
    ),
  });
}

/** Each field's message, null where it is fine. */
export function leadGuestErrors(
  leadGuest: { firstName: string; lastName: string },
  configurationAsked: boolean,
  roomConfigurationId: number | null,
): { firstName: string | null; lastName: string | null; configuration: string | null } {
  const errors = fieldErrors(leadGuestSchema(configurationAsked), { ...leadGuest, roomConfigurationId });
  return {
    firstName: errors.firstName ?? null,
    lastName: errors.lastName ?? null,
    configuration: errors.roomConfigurationId ?? null,
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
