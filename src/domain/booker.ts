/**
 * The booker's details and a card as the guest types them: the forms of the booker, billing
 * address and card steps, shared by checkout, manage booking and pre check-in.
 */
import * as z from 'zod/mini';
import { cardNumberError } from './cards';
import { emailText, passwordText, phoneText, requiredText, ruleText } from './forms';
import { isReferenceSet } from './validation';

export interface BookerForm {
  firstName: string;
  lastName: string;
  telephoneNumber: string;
  emailAddress: string;
  street: string;
  city: string;
  postCode: string;
  /** the chosen country's Id, or null */
  country: { Id: number } | null;
  optInToReceiveUpdates: boolean;
}

/** Card entry. Number and CVV live only in memory: never persisted, logged or put in a URL. */
export interface CardForm {
  creditCardId: number | null;
  creditCardName: string;
  creditCardNumber: string;
  cvvNumber: string;
  expiryMonth: number | null;
  expiryYear: number | null;
  cardType: { Id: number } | null;
  saveCardForFutureUse: boolean;
}

/** A card form before anything is typed (checkout, pre check-in). */
export function emptyCardForm(creditCardName = ''): CardForm {
  return {
    creditCardId: null,
    creditCardName,
    creditCardNumber: '',
    cvvNumber: '',
    expiryMonth: null,
    expiryYear: null,
    cardType: null,
    saveCardForFutureUse: false,
  };
}

/** The messages of the booker, billing address and card steps (checkout, manage, pre check-in). */
export const BOOKER_MESSAGES = {
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
  street: 'Enter your street address',
  postCode: 'Enter your postcode',
  country: 'Choose your country',
  cvv: 'Enter the 3 or 4 digit security code',
} as const;

/** A card's security code: 3 or 4 digits (surrounding spaces ignored). */
export function isCvvValid(cvv: string | null | undefined): boolean {
  return /^\d{3,4}$/.test((cvv ?? '').trim());
}

/** The booker's details: names, e-mail and telephone (the messages of the spec and of validation.ts). */
export const bookerDetailsSchema = z.object({
  firstName: requiredText(BOOKER_MESSAGES.firstName),
  lastName: requiredText(BOOKER_MESSAGES.lastName),
  emailAddress: emailText(),
  telephoneNumber: phoneText(),
});

/** The billing address: street, postcode and a chosen country (the town is optional). */
export const billingAddressSchema = z.object({
  street: requiredText(BOOKER_MESSAGES.street),
  postCode: requiredText(BOOKER_MESSAGES.postCode),
  country: z
    .nullable(z.object({ Id: z.number() }))
    .check(z.refine((country) => isReferenceSet(country), { message: BOOKER_MESSAGES.country })),
});

const cvvText = ruleText((cvv) => (isCvvValid(cvv) ? undefined : BOOKER_MESSAGES.cvv));

/** A new card: its number (required, then Luhn) and security code. */
export const newCardSchema = z.object({ creditCardNumber: ruleText(cardNumberError), cvvNumber: cvvText });

/** A saved card: its number is masked and not judged; the security code is asked again. */
export const savedCardSchema = z.object({ cvvNumber: cvvText });

/** The password of an account created with the booking. */
export const newPasswordSchema = z.object({ password: passwordText('register') });

/** A card as its form's fields show it (the step kit's CardDetailsStep values). */
export function cardFieldValues(card: CardForm) {
  return {
    savedCard: card.creditCardId === null ? '' : String(card.creditCardId),
    creditCardName: card.creditCardName,
    creditCardNumber: card.creditCardNumber,
    cvvNumber: card.cvvNumber,
    expiryMonth: card.expiryMonth === null ? '' : String(card.expiryMonth),
    expiryYear: card.expiryYear === null ? '' : String(card.expiryYear),
    cardType: card.cardType ? String(card.cardType.Id) : '',
  };
}
