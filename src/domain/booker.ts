/**
 * The booker's details and a card as the guest types them: the forms of the booker, billing
 * address and card steps, shared by checkout, manage booking and pre check-in.
 */
import * as z from 'zod/mini';
import { matchCardType, type ConfiguredCardType } from './cards';
import type { CardFrameState, CardToken } from '@/payment/protocol';
import { emailText, passwordText, phoneText, requiredText } from './forms';
import { isReferenceSet } from './validation';
import { textsOf } from '@/i18n/catalogue';
import { formsText as t } from '@/i18n/forms';

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

/**
 * Card entry. The number, expiry and security code are typed into the payment provider's frame
 * (src/payment/protocol.ts): the form knows only what the frame says of them, and holds the
 * single-use token of the attempt under way (never kept over a reload).
 */
export interface CardForm {
  /** a saved card (its security code asked again in the frame), or null for a new card */
  creditCardId: number | null;
  creditCardName: string;
  /** what the frame says of its fields: complete or not, the brand of a new card */
  entry: CardFrameState;
  /** the property's card type: a new card's brand matched, or the saved card's own */
  cardType: { Id: number } | null;
  saveCardForFutureUse: boolean;
  /** the provider's single-use token of this attempt (between the frame's answer and the call) */
  token: CardToken | null;
}

/** The frame before anything is typed in it. */
export const EMPTY_CARD_ENTRY: CardFrameState = { complete: false, empty: true, brand: null, brandRefused: false };

/** A card form before anything is typed (checkout, pre check-in). */
export function emptyCardForm(creditCardName = ''): CardForm {
  return {
    creditCardId: null,
    creditCardName,
    entry: EMPTY_CARD_ENTRY,
    cardType: null,
    saveCardForFutureUse: false,
    token: null,
  };
}

/**
 * What the frame said, on the form: a new card's type follows its brand (matched to the
 * property's card types, booking spec 5); a saved card keeps its own.
 */
export function cardEntryChanged(
  card: CardForm,
  entry: CardFrameState,
  configured: readonly ConfiguredCardType[],
): CardForm {
  if (card.creditCardId !== null) return { ...card, entry, token: null };
  const match = matchCardType(entry.brand, configured);
  return { ...card, entry, cardType: match ? { Id: match.Id } : null, token: null };
}

/** A saved card chosen (the frame then asks for its security code only), or a new card (null). */
export function cardChosen(card: CardForm, saved: { CreditCardId: number; CardTypeId: number } | null): CardForm {
  return {
    ...card,
    creditCardId: saved?.CreditCardId ?? null,
    cardType: saved ? { Id: saved.CardTypeId } : null,
    entry: EMPTY_CARD_ENTRY,
    token: null,
  };
}

/** The messages of the booker, billing address and card steps (checkout, manage, pre check-in). */
export const BOOKER_MESSAGES = textsOf(t, {
  firstName: 'booker.firstName',
  lastName: 'booker.lastName',
  street: 'booker.street',
  postCode: 'booker.postCode',
  country: 'booker.country',
});

/** The booker's details: names, e-mail and telephone (the messages of the spec and of validation.ts). */
export const bookerDetailsSchema = z.object({
  firstName: requiredText(() => BOOKER_MESSAGES.firstName),
  lastName: requiredText(() => BOOKER_MESSAGES.lastName),
  emailAddress: emailText(),
  telephoneNumber: phoneText(),
});

/** The billing address: street, postcode and a chosen country (the town is optional). */
export const billingAddressSchema = z.object({
  street: requiredText(() => BOOKER_MESSAGES.street),
  postCode: requiredText(() => BOOKER_MESSAGES.postCode),
  country: z
    .nullable(z.object({ Id: z.number() }))
    .check(z.refine((country) => isReferenceSet(country), { error: () => BOOKER_MESSAGES.country })),
});

/** The password of an account created with the booking. */
export const newPasswordSchema = z.object({ password: passwordText('register') });

/** A card as its form's fields show it (the step kit's CardDetailsStep values). */
export function cardFieldValues(card: CardForm) {
  return {
    savedCard: card.creditCardId === null ? '' : String(card.creditCardId),
    creditCardName: card.creditCardName,
  };
}
