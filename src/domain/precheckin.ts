/**
 * Pre check-in's own rules (manage spec 4, 5; issue "Online pre check-in"): when it is open, and
 * the registration data a property asks at check-in. The guests, booker and card rules are the
 * booking flow's and manage booking's (validation.ts, booker.ts, cards.ts).
 */
import { addDays, parseDate } from './dates';
import { textsOf } from '@/i18n/catalogue';
import { precheckinText as t } from '@/i18n/precheckin';

export const PRE_CHECK_IN_MESSAGES = textsOf(t, [
  'arrivalTimeRequired',
  'arrivalTimeInvalid',
  'nationalityRequired',
  'dateOfBirthRequired',
  'dateOfBirthInvalid',
  'idTypeRequired',
  'idNumberRequired',
  'idNumberInvalid',
  'termsRequired',
  'cardRequired',
  'invalidLink',
  'loadFailed',
  'saveFailed',
]);

/** The identity documents a hotel records. */
export const ID_DOCUMENT_TYPES = ['Passport', 'IdentityCard', 'DrivingLicence'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

/** Which registration data the property asks of each room's lead guest. */
export interface RegistrationFieldsAsked {
  Nationality: boolean;
  DateOfBirth: boolean;
  IdDocument: boolean;
}

export interface RegistrationLike {
  NationalityIsoCode?: string | null;
  DateOfBirth?: string | null;
  IdDocumentType?: string | null;
  IdDocumentNumber?: string | null;
}

export type RegistrationField = keyof RegistrationLike;

/** Messages of a lead guest's registration data; only what is asked is required. */
export function registrationErrors(
  registration: RegistrationLike | null | undefined,
  asked: RegistrationFieldsAsked,
  today: string,
): Partial<Record<RegistrationField, string>> {
  const r = registration ?? {};
  const errors: Partial<Record<RegistrationField, string>> = {};
  if (asked.Nationality && !/^[A-Z]{2}$/.test(r.NationalityIsoCode ?? ''))
    errors.NationalityIsoCode = PRE_CHECK_IN_MESSAGES.nationalityRequired;
  if (asked.DateOfBirth) {
    const born = (r.DateOfBirth ?? '').trim();
    if (!born) errors.DateOfBirth = PRE_CHECK_IN_MESSAGES.dateOfBirthRequired;
    // a real day, in the past, within a human lifetime
    else if (!parseDate(born) || born >= today || born < addDays(today, -365 * 120))
      errors.DateOfBirth = PRE_CHECK_IN_MESSAGES.dateOfBirthInvalid;
  }
  if (asked.IdDocument) {
    if (!ID_DOCUMENT_TYPES.includes((r.IdDocumentType ?? '') as IdDocumentType))
      errors.IdDocumentType = PRE_CHECK_IN_MESSAGES.idTypeRequired;
    const number = (r.IdDocumentNumber ?? '').replace(/\s/g, '');
    if (!number) errors.IdDocumentNumber = PRE_CHECK_IN_MESSAGES.idNumberRequired;
    else if (!/^[A-Za-z0-9]{4,20}$/.test(number)) errors.IdDocumentNumber = PRE_CHECK_IN_MESSAGES.idNumberInvalid;
  }
  return errors;
}

/** "HH:mm" of the estimated arrival: required when the property asks it. */
export function arrivalTimeError(value: string | null | undefined, asked: boolean): string | undefined {
  const time = (value ?? '').trim();
  if (!time) return asked ? PRE_CHECK_IN_MESSAGES.arrivalTimeRequired : undefined;
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(time) ? undefined : PRE_CHECK_IN_MESSAGES.arrivalTimeInvalid;
}

/** The last day pre check-in can be completed or amended (arrival less the days it closes before). */
export function preCheckInOpenUntil(arrival: string, closesDaysBeforeArrival: number): string {
  return addDays(arrival, -Math.max(0, closesDaysBeforeArrival));
}

/** Open on every day up to and including its last day. */
export function isPreCheckInOpen(today: string, openUntil: string): boolean {
  return today <= openUntil;
}
