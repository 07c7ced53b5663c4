/**
 * The checkout machine's context: how it starts (from a reloaded draft or the logged-in user),
 * and the updates its transitions make that need more than one line. Pure functions of the
 * context; the machine (checkout.machine.ts) says when each applies.
 */
import { cardChosen, emptyCardForm } from '@/domain/booker';
import { defaultPaymentType, effectivePaymentType, paymentOptions } from '@/domain/checkout';
import { createIdempotencyKey } from '@/api/idempotency';
import { toMinor } from '@/domain/money';
import { guestMessage, isApiError } from '@/api/errors';
import { cardDetailsOf, createPayload, fingerprint } from '@/api/reservation';
import type { CardToken } from '@/payment/protocol';
import { textsOf } from '@/i18n/catalogue';
import { checkoutText as t } from '@/i18n/checkout';
import { commonText } from '@/i18n/common';
import type {
  BrowserData,
  CardForm,
  CheckoutContext,
  CheckoutField,
  CheckoutInput,
  CheckoutIntent,
  VoucherCheckResponse,
  VoucherState,
} from './checkout.types';

export const emptyVoucher: VoucherState = {
  code: '',
  discount: 0,
  message: null,
  valid: false,
  showExperienceWarning: false,
  showContactUs: false,
};

/** The checkout's own messages (a failed call says the server's Message first, when it has one). */
export const CHECKOUT_MESSAGES = textsOf(t, {
  /** spec 8: a booking that was not created, when the server gives no Message */
  createFailed: () => commonText('createFailed'),
  /** the account asked for with the booking could not be created */
  accountFailed: 'accountFailed',
  /** a voucher check that failed (not "invalid": the check itself could not be made) */
  voucherCheckFailed: 'voucher.checkFailed',
  /** an invalid voucher the server gave no Message for */
  voucherInvalid: 'voucher.invalid',
  /** spec 8: a company search that found nothing, or failed */
  noCompanies: 'company.none',
  companySearchFailed: 'company.searchFailed',
});

/**
 * Spec 8: the server's Message, else "Failed to create booking". A call that never reached the
 * server has no Message of its own: the spec's text comes first, then why (no connection, timed
 * out), so the guest knows it is safe to try again.
 */
export function createFailedMessage(error: unknown): string {
  if (isApiError(error) && error.isNetwork) return t('createFailedOffline', { reason: error.message });
  return guestMessage(error, CHECKOUT_MESSAGES.createFailed);
}

/** What the checkout says when it asks the server about a booking that may have been made. */
export const OUTCOME_MESSAGES = textsOf(t, {
  notBooked: 'outcome.notBooked',
  inProgress: 'outcome.inProgress',
  unknown: 'outcome.unknown',
});

/** The basket a booking intent is for (the guest's details are not part of it: edits keep the key). */
export function basketFingerprint(input: Pick<CheckoutInput, 'fromDate' | 'toDate' | 'rooms' | 'promoCode'>): string {
  return fingerprint(JSON.stringify([input.fromDate, input.toDate, input.promoCode, input.rooms]));
}

/**
 * The booking intent as the checkout starts: the reloaded one when it is for this basket, or
 * when its outcome is unknown (whatever the basket now is, what may have been booked is asked
 * first); else a new one.
 */
export function intentOf(input: CheckoutInput): Pick<CheckoutContext, 'intent' | 'outcomeUnknown' | 'settleReason'> {
  const basket = basketFingerprint(input);
  const kept = input.draft?.intent;
  if (kept && (kept.basket === basket || kept.outcomeUnknown))
    return {
      intent: { key: kept.key, basket: kept.basket },
      outcomeUnknown: kept.outcomeUnknown,
      settleReason: 'reload',
    };
  return { intent: { key: createIdempotencyKey(), basket }, outcomeUnknown: false, settleReason: 'confirm' };
}

/** The basket changed: a new intent, unless one may already have booked (it is settled first). */
export function intentForBasket(context: CheckoutContext, input: CheckoutInput): CheckoutIntent {
  const basket = basketFingerprint(input);
  if (context.outcomeUnknown || basket === context.intent.basket) return context.intent;
  return { key: createIdempotencyKey(), basket };
}

/** The form as it starts: a reloaded draft (never card data or a password), else the user's details. */
export function initialContext(input: CheckoutInput): CheckoutContext {
  const draft = input.draft;
  return {
    input,
    booker: draft?.booker ?? {
      firstName: input.user?.firstName ?? '',
      lastName: input.user?.lastName ?? '',
      telephoneNumber: input.user?.telephoneNumber ?? '',
      emailAddress: input.user?.emailAddress ?? '',
      street: '',
      city: '',
      postCode: '',
      country: null,
      optInToReceiveUpdates: false,
    },
    card: emptyCardForm(draft?.cardName ?? ''),
    paymentType:
      draft && paymentOptions({ input }).includes(draft.paymentType) ? draft.paymentType : defaultPaymentType(input),
    createAccount: false,
    password: '',
    specialRequests: draft?.specialRequests ?? '',
    comment: draft?.comment ?? '',
    poNumber: draft?.poNumber ?? '',
    company: draft?.company ?? null,
    companySearchText: draft?.company?.Name ?? '',
    companies: [],
    companySearchMessage: null,
    agreeToTermsAndConditions: draft?.agreeToTermsAndConditions ?? false,
    hasAcceptedCustomTermsAndConditions: false,
    voucher: { ...emptyVoucher, code: draft?.voucherCode ?? '' },
    visited: [],
    ...intentOf(input),
    pending: null,
    error: null,
    result: null,
  };
}

/** A saved card chosen (the frame then asks for its security code only), or a new card (null). */
export function savedCardChosen(context: CheckoutContext, creditCardId: number | null): CardForm {
  const saved = context.input.user?.savedCards.find((c) => c.CreditCardId === creditCardId) ?? null;
  return cardChosen(context.card, saved);
}

/**
 * Spec 8: a valid voucher gives its discount (the API's decimal, kept in minor units of the
 * property currency); an invalid one clears it and shows its message.
 */
export function voucherChecked(voucher: VoucherState, answer: VoucherCheckResponse, currency: string): VoucherState {
  if (!answer.IsValid) return voucherRefused(voucher, answer.Message ?? CHECKOUT_MESSAGES.voucherInvalid);
  return {
    ...voucher,
    valid: true,
    discount: toMinor(answer.TotalDiscount, currency),
    message: answer.Message,
    showExperienceWarning: answer.ShowExperienceWarningMessage,
    // an experience voucher is arranged with the hotel: the guest is asked to get in touch
    showContactUs: answer.ShowExperienceWarningMessage,
  };
}

/** No discount, no experience warning or contact-us, and why. */
export function voucherRefused(voucher: VoucherState, message: string): VoucherState {
  return { ...voucher, valid: false, discount: 0, message, showExperienceWarning: false, showContactUs: false };
}

/** A field the guest left, added once to those whose errors show. */
export function visitedWith(visited: readonly CheckoutField[], field: CheckoutField): CheckoutField[] {
  return visited.includes(field) ? [...visited] : [...visited, field];
}

/**
 * A confirm: the payload, sent with the intent's Idempotency-Key (one key per basket: a retry, an
 * edit after a failure or a reload never makes a second booking of the same intent).
 */
export function submitAttempt(context: CheckoutContext): Pick<CheckoutContext, 'pending' | 'error' | 'settleReason'> {
  const body = createPayload({
    input: context.input,
    booker: context.booker,
    card: context.card,
    paymentType: effectivePaymentType(context),
    company: context.company,
    poNumber: context.poNumber,
    specialRequests: context.specialRequests,
    comment: context.comment,
    voucherCode: context.voucher.valid ? context.voucher.code.trim() : null,
    browserData: collectBrowserData(),
  });
  return {
    pending: { idempotencyKey: context.intent.key, body, card: context.card },
    error: null,
    settleReason: 'confirm',
  };
}

/** The confirmed request, paid with the provider's single-use token for the card confirmed. */
export function withCardToken(pending: NonNullable<CheckoutContext['pending']>, token: CardToken) {
  const card = { ...pending.card, token };
  return { ...pending, card, body: { ...pending.body, CardDetails: cardDetailsOf(card, pending.body.Booker.Email) } };
}

/** What the create payload says about the browser (spec: BrowserData). */
export function collectBrowserData(): BrowserData {
  const g = globalThis as {
    screen?: { colorDepth?: number; height?: number; width?: number };
    navigator?: { language?: string; userAgent?: string };
  };
  return {
    ColorDepthInBits: g.screen?.colorDepth ?? 24,
    JavaScriptEnabled: true,
    BrowserLanguage: g.navigator?.language ?? 'en-GB',
    ScreenHeight: g.screen?.height ?? 0,
    ScreenWidth: g.screen?.width ?? 0,
    UserAgent: g.navigator?.userAgent ?? '',
    TimezoneOffSet: new Date().getTimezoneOffset(),
  };
}
