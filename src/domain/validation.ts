/**
 * Field and form validation (booking spec section 5; manage spec section 5) with the spec's
 * messages (the forms catalogue, src/i18n/en-GB/forms.json). Guards return booleans; form fields
 * return a message or undefined.
 */
import { textsOf } from '@/i18n/catalogue';
import { formsText as t } from '@/i18n/forms';

export const MESSAGES = textsOf(t, [
  'passwordRequired',
  'passwordHint',
  'emailInvalid',
  'phoneInvalid',
  'phoneHint',
  'reservationNumberRequired',
  'guestNameRequired',
  'firstNameRequired',
  'lastNameRequired',
  'streetRequired',
  'cityRequired',
  'countryRequired',
  'stateOrCountyRequired',
  'postCodeRequired',
  'roomConfigurationRequired',
]);

// ---------- helper rules ----------

/** A string is valid if not required or its trimmed length is above 0. */
export function isStringValid(value: string | null | undefined, required = true): boolean {
  return !required || (typeof value === 'string' && value.trim().length > 0);
}

/** A lookup id is valid if not required or above 0. */
export function isLookupValid(id: number | null | undefined, required = true): boolean {
  return !required || (id ?? 0) > 0;
}

/** An object is valid if not required or not null/undefined. */
export function isObjectValid(value: unknown, required = true): boolean {
  return !required || (value !== null && value !== undefined);
}

/**
 * A country/company/restaurant reference: an object with Id > 0 (or AccountId > 0, as a
 * Company carries), an id > 0, or a non-empty name.
 */
export type Reference = { Id?: number | null; AccountId?: number | null } | number | string | null | undefined;

export function isReferenceSet(ref: Reference): boolean {
  if (typeof ref === 'number') return ref > 0;
  if (typeof ref === 'string') return ref.trim() !== '';
  if (ref === null || ref === undefined) return false;
  return (ref.Id ?? 0) > 0 || (ref.AccountId ?? 0) > 0;
}

// ---------- e-mail ----------

const LOCAL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TLD = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})';
const EMAIL_RE = new RegExp(`^${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*@(?:${DOMAIN_LABEL}\\.)+${TLD}$`);

/**
 * E-mail check. DECISION: the spec's "2 to 3 letters" ending refuses real addresses (.info,
 * .travel, .museum); we accept a dot-atom local part (plus-addressing, dots not leading,
 * trailing or doubled) at a domain of one or more labels and a letter TLD of 2+ letters (or
 * punycode), max 64/254 characters; surrounding spaces are ignored.
 */
export function isEmailValid(email: string | null | undefined): boolean {
  const e = (email ?? '').trim();
  // The pattern needs a local part and a domain; the lengths are RFC 5321's limits.
  return e.length <= 254 && e.lastIndexOf('@') <= 64 && EMAIL_RE.test(e);
}

/** "A valid email address is required" when empty (if required) or invalid. */
export function emailError(email: string | null | undefined, required = true): string | undefined {
  const e = (email ?? '').trim();
  if (e === '') return required ? MESSAGES.emailInvalid : undefined;
  return isEmailValid(e) ? undefined : MESSAGES.emailInvalid;
}

// ---------- phone ----------

export { TEXT_LIMITS } from './limits';

export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

/**
 * Phone check. DECISION: the original's digit check was always true; now the number must
 * start with + or 00 (international dialling code) and have 7 to 15 digits after that prefix
 * (E.164 allows at most 15); spaces, dashes and parentheses are allowed between digits.
 */
export function isPhoneValid(phone: string | null | undefined): boolean {
  const p = (phone ?? '').trim();
  let rest: string;
  if (p.startsWith('+')) rest = p.slice(1);
  else if (p.startsWith('00')) rest = p.slice(2);
  else return false;
  if (!/^[\d\s()-]+$/.test(rest)) return false;
  const digits = rest.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/** "A valid phone number is required" when empty (if required) or invalid. */
export function phoneError(phone: string | null | undefined, required = true): string | undefined {
  const p = (phone ?? '').trim();
  if (p === '') return required ? MESSAGES.phoneInvalid : undefined;
  return isPhoneValid(p) ? undefined : MESSAGES.phoneInvalid;
}

// ---------- password ----------

export const PASSWORD_MIN_LENGTH = 10;

export type PasswordPurpose = 'login' | 'register' | 'reset' | 'change';

/** Meets the hint: at least ten characters including at least one non-alphanumeric one. */
export function isPasswordStrong(password: string | null | undefined): boolean {
  const p = password ?? '';
  return [...p].length >= PASSWORD_MIN_LENGTH && /[^\p{L}\p{N}]/u.test(p);
}

/**
 * Password message. DECISION: at login only "Password is required" (existing passwords are
 * not re-judged); on register, reset and change the password must meet the hint.
 */
export function passwordError(
  password: string | null | undefined,
  purpose: PasswordPurpose = 'login',
): string | undefined {
  if ((password ?? '') === '') return MESSAGES.passwordRequired;
  if (purpose !== 'login' && !isPasswordStrong(password)) return MESSAGES.passwordHint;
  return undefined;
}

// ---------- booker ----------

export interface BookerLike {
  firstName?: string | null;
  lastName?: string | null;
  telephoneNumber?: string | null;
  emailAddress?: string | null;
  street?: string | null;
  postCode?: string | null;
  country?: Reference;
}

/**
 * Booker personal details: first name, last name, e-mail and telephone non-empty (spec).
 * DECISION: the e-mail and telephone must also pass isEmailValid / isPhoneValid, so a booking
 * cannot be confirmed while the form shows their messages.
 */
export function isBookerPersonalValid(booker: BookerLike | null | undefined): boolean {
  if (!booker) return false;
  return (
    isStringValid(booker.firstName) &&
    isStringValid(booker.lastName) &&
    isEmailValid(booker.emailAddress) &&
    isPhoneValid(booker.telephoneNumber)
  );
}

/** Booker address: street, country and postcode present. */
export function isBookerAddressValid(booker: BookerLike | null | undefined): boolean {
  if (!booker) return false;
  return isStringValid(booker.street) && isReferenceSet(booker.country) && isStringValid(booker.postCode);
}

/** Booker valid = personal details and address valid. */
export function isBookerValid(booker: BookerLike | null | undefined): boolean {
  return isBookerPersonalValid(booker) && isBookerAddressValid(booker);
}

// ---------- lead guest, guests, billing contact ----------

/** A name holder in either casing (basket lead guest is camelCase, API guests PascalCase). */
export interface NameLike {
  firstName?: string | null;
  lastName?: string | null;
  FirstName?: string | null;
  LastName?: string | null;
}

/**
 * Lead guest valid: first and last name non-empty; when the room configuration question is on,
 * a room configuration (object, or dropdown option id > 0) is required as well.
 */
export function isLeadGuestValid(
  leadGuest: NameLike | null | undefined,
  showRoomConfigurationQuestion = false,
  roomConfiguration?: unknown,
): boolean {
  if (!leadGuest) return false;
  const first = leadGuest.firstName ?? leadGuest.FirstName;
  const last = leadGuest.lastName ?? leadGuest.LastName;
  if (!isStringValid(first) || !isStringValid(last)) return false;
  if (!showRoomConfigurationQuestion) return true;
  if (typeof roomConfiguration === 'number') return roomConfiguration > 0;
  if (typeof roomConfiguration === 'string') return roomConfiguration.trim() !== '';
  return isObjectValid(roomConfiguration);
}

/**
 * Whether a room is asked the room configuration question: the property turns the question on
 * and the room's type has set-ups to choose from. (Decision: a question with no possible answer
 * is not asked; requiring one would leave the guest unable to book that room type.)
 */
export function isRoomConfigurationAsked(questionOn: boolean, setUpsForRoomType: number): boolean {
  return questionOn && setUpsForRoomType > 0;
}

/** Which guest / billing fields the property requires (pre check-in / manage configuration). */
export interface GuestRequirements {
  FirstNameRequired?: boolean | null;
  LastNameRequired?: boolean | null;
  EmailRequired?: boolean | null;
  PhoneRequired?: boolean | null;
  CountryRequired?: boolean | null;
  StreetRequired?: boolean | null;
  CityRequired?: boolean | null;
  StateOrCountyRequired?: boolean | null;
  PostCodeRequired?: boolean | null;
}

export interface GuestLike {
  FirstName?: string | null;
  LastName?: string | null;
  Email?: string | null;
  Phone?: string | null;
}

export interface BillingContactLike extends GuestLike {
  Street?: string | null;
  City?: string | null;
  Country?: Reference;
  StateOrCounty?: string | null;
  ZipCode?: string | null;
}

export type GuestField = 'FirstName' | 'LastName' | 'Email' | 'Phone';
export type BillingField = GuestField | 'Street' | 'City' | 'Country' | 'StateOrCounty' | 'ZipCode';

/**
 * Messages of a guest's fields; a field is required only when the configuration says so.
 * DECISION: an e-mail or phone that is given but not required must still be valid.
 */
export function guestFieldErrors(
  guest: GuestLike | null | undefined,
  req: GuestRequirements | null | undefined,
): Partial<Record<GuestField, string>> {
  const g = guest ?? {};
  const r = req ?? {};
  const errors: Partial<Record<GuestField, string>> = {};
  if (!isStringValid(g.FirstName, r.FirstNameRequired === true)) errors.FirstName = MESSAGES.firstNameRequired;
  if (!isStringValid(g.LastName, r.LastNameRequired === true)) errors.LastName = MESSAGES.lastNameRequired;
  const email = emailError(g.Email, r.EmailRequired === true);
  if (email) errors.Email = email;
  const phone = phoneError(g.Phone, r.PhoneRequired === true);
  if (phone) errors.Phone = phone;
  return errors;
}

/** A guest is valid when guestFieldErrors finds nothing. */
export function isGuestValid(guest: GuestLike | null | undefined, req: GuestRequirements | null | undefined): boolean {
  return guest !== null && guest !== undefined && Object.keys(guestFieldErrors(guest, req)).length === 0;
}

/** Messages of a billing contact's fields (guest fields + address, per configuration). */
export function billingContactErrors(
  contact: BillingContactLike | null | undefined,
  req: GuestRequirements | null | undefined,
): Partial<Record<BillingField, string>> {
  const c = contact ?? {};
  const r = req ?? {};
  const errors: Partial<Record<BillingField, string>> = { ...guestFieldErrors(c, r) };
  if (!isStringValid(c.Street, r.StreetRequired === true)) errors.Street = MESSAGES.streetRequired;
  if (!isStringValid(c.City, r.CityRequired === true)) errors.City = MESSAGES.cityRequired;
  if (r.CountryRequired === true && !isReferenceSet(c.Country)) errors.Country = MESSAGES.countryRequired;
  if (!isStringValid(c.StateOrCounty, r.StateOrCountyRequired === true))
    errors.StateOrCounty = MESSAGES.stateOrCountyRequired;
  if (!isStringValid(c.ZipCode, r.PostCodeRequired === true)) errors.ZipCode = MESSAGES.postCodeRequired;
  return errors;
}

/** A billing contact is valid when billingContactErrors finds nothing. */
export function isBillingContactValid(
  contact: BillingContactLike | null | undefined,
  req: GuestRequirements | null | undefined,
): boolean {
  return contact !== null && contact !== undefined && Object.keys(billingContactErrors(contact, req)).length === 0;
}
