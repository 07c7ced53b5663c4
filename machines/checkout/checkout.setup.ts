/**
 * The checkout machine's setup: its types, calls, delay, the actions the route provides and the
 * guards (one-line calls into the domain's rules).
 */
import { setup, stateIn } from 'xstate';
import { confirmAllowed, paymentOptions } from '@/domain/checkout';
import { PAYMENT_TYPE, shouldCheckVoucher } from '@/domain/payment';
import {
  createReservation,
  checkVoucher,
  reservationOutcome,
  searchCompanies,
  registerAccount,
  tokenizeCard,
} from './checkout.actors';
import type { CheckoutContext, CheckoutEvent, CheckoutInput } from './checkout.types';

export const COMPANY_SEARCH_DEBOUNCE_MS = 300;
export const COMPANY_SEARCH_MIN_LENGTH = 2;

export const checkoutSetup = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: { createReservation, checkVoucher, reservationOutcome, searchCompanies, registerAccount, tokenizeCard },
  delays: { companySearchDebounce: COMPANY_SEARCH_DEBOUNCE_MS },
  actions: {
    /** Provided by the route: go to Status/{token}. */
    goToStatus: (_, _params: { confirmationToken: string }) => {},
    /** Provided by the route: the card frame forgets the security code (after an attempt). */
    forgetSecurityCode: () => {},
  },
  guards: {
    canConfirm: ({ context }) => confirmAllowed(context),
    voucherBeingChecked: stateIn({ voucher: 'checking' }),
    voucherCodeChanged: ({ context, event }) => event.type === 'voucher.changed' && event.code !== context.voucher.code,
    outcomeUnknown: ({ context }) => context.outcomeUnknown,
    /** the attempt confirmed pays by card (what was confirmed, whatever the guest does since) */
    paysByCard: ({ context }) => context.pending?.body.PaymentType === PAYMENT_TYPE.PayByCard,
    wantsAccount: ({ context }) => context.createAccount && context.input.user === null,
    voucherCheckable: ({ context }) =>
      context.input.config.GiftVoucherActive && shouldCheckVoucher(context.voucher.code),
    companySearchLongEnough: ({ event }) =>
      event.type === 'company.searchChanged' && event.text.trim().length >= COMPANY_SEARCH_MIN_LENGTH,
    paymentOffered: ({ context, event }) =>
      event.type === 'payment.changed' && paymentOptions(context).includes(event.paymentType),
  },
});
