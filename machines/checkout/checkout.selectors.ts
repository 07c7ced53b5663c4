/**
 * The checkout screen's view model: each section's values, the errors it shows now, what it
 * offers, and whether Confirm takes the booking. Amounts are numbers in the property currency;
 * the screen formats them.
 */
import type { SnapshotFrom } from 'xstate';
import { checkoutText as t } from '@/i18n/checkout';
import {
  amountDue,
  checkoutErrors,
  checkoutStepOf,
  confirmAllowed,
  confirmMissing,
  effectivePaymentType,
  paymentOptionLabel,
  paymentOptions,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutStep,
} from '@/domain/checkout';
import { cardFieldValues } from '@/domain/booker';
import { acceptedBrands } from '@/domain/cards';
import { areCustomTermsShown } from '@/domain/payment';
import type { checkoutMachine } from './checkout.machine';
import { stateString } from '../stateValue';
import type { CheckoutContext, CheckoutDraft, Company } from './checkout.types';

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** A choice of a select, radio group or list box. */
export interface Choice {
  value: string;
  label: string;
}

/** What of the form may be kept across a reload: no card number, CVV or password. */
export function draftOf(context: CheckoutContext): CheckoutDraft {
  return {
    booker: context.booker,
    specialRequests: context.specialRequests,
    comment: context.comment,
    paymentType: context.paymentType,
    company: context.company,
    poNumber: context.poNumber,
    agreeToTermsAndConditions: context.agreeToTermsAndConditions,
    voucherCode: context.voucher.code,
    cardName: context.card.creditCardName,
    intent: { ...context.intent, outcomeUnknown: context.outcomeUnknown },
  };
}

/** The errors the guest sees: of the fields left so far, or all of them once a confirm was tried. */
export function shownErrors(snapshot: CheckoutSnapshot): CheckoutErrors {
  const errors = checkoutErrors(snapshot.context);
  if (snapshot.matches({ errors: 'all' })) return errors;
  return pick(errors, snapshot.context.visited);
}

function pick<F extends CheckoutField>(errors: CheckoutErrors, fields: readonly F[]): Partial<Record<F, string>> {
  const picked: Partial<Record<F, string>> = {};
  for (const field of fields) if (errors[field]) picked[field] = errors[field];
  return picked;
}

/**
 * Confirm takes the booking: the form is complete, no create is running and no voucher is being
 * checked (the form region's guard; the errors region takes every submit, so `can` would not tell).
 */
export function confirmEnabled(snapshot: CheckoutSnapshot): boolean {
  return (
    snapshot.matches({ form: 'editing' }) &&
    !snapshot.matches({ voucher: 'checking' }) &&
    confirmAllowed(snapshot.context)
  );
}

/** The root: machine state and the current checkout step (for data-state and data-step). */
export function checkoutRootView(snapshot: CheckoutSnapshot): { state: string; step: CheckoutStep } {
  return { state: stateString(snapshot.value), step: checkoutStepOf(snapshot.context) };
}

const BOOKER_FIELDS = ['firstName', 'lastName', 'emailAddress', 'telephoneNumber'] as const;
export type BookerDetailsField = (typeof BOOKER_FIELDS)[number];

export function bookerDetailsView(snapshot: CheckoutSnapshot) {
  const { booker } = snapshot.context;
  return {
    values: {
      firstName: booker.firstName,
      lastName: booker.lastName,
      emailAddress: booker.emailAddress,
      telephoneNumber: booker.telephoneNumber,
    },
    errors: pick(shownErrors(snapshot), BOOKER_FIELDS),
  };
}

const ADDRESS_FIELDS = ['street', 'postCode', 'country'] as const;

export function billingAddressView(snapshot: CheckoutSnapshot) {
  const { booker } = snapshot.context;
  return {
    values: {
      street: booker.street,
      city: booker.city,
      postCode: booker.postCode,
      country: booker.country ? String(booker.country.Id) : '',
    },
    optIn: booker.optInToReceiveUpdates,
    errors: pick(shownErrors(snapshot), ADDRESS_FIELDS),
  };
}

export function specialRequestsView(snapshot: CheckoutSnapshot) {
  return { specialRequests: snapshot.context.specialRequests, comment: snapshot.context.comment };
}

/** The optional account: offered to a guest who is not logged in. */
export function accountView(snapshot: CheckoutSnapshot) {
  const c = snapshot.context;
  return {
    offered: c.input.user === null,
    createAccount: c.createAccount,
    password: c.password,
    error: shownErrors(snapshot).password,
  };
}

export function paymentView(snapshot: CheckoutSnapshot) {
  const c = snapshot.context;
  const options = paymentOptions(c);
  return {
    /** the payment that applies (a voucher covering the whole stay pays by voucher) */
    method: effectivePaymentType(c),
    /** offered only when there is a choice */
    options:
      options.length > 1 ? options.map((type) => ({ value: String(type), label: paymentOptionLabel(type) })) : [],
    chosen: String(c.paymentType),
    invoiceEmail: c.booker.emailAddress,
  };
}

export function cardView(snapshot: CheckoutSnapshot) {
  const { card, input } = snapshot.context;
  const user = input.user;
  return {
    values: cardFieldValues(card),
    saveCard: card.saveCardForFutureUse,
    /** the brands the hotel takes (the frame refuses the others) */
    brands: acceptedBrands(input.cardTypes),
    /** a confirm was tried: the frame says what each of its fields still needs */
    showAllErrors: snapshot.matches({ errors: 'all' }),
    savedCards: (user?.savedCards ?? []).map((saved) => ({
      value: String(saved.CreditCardId),
      label: saved.CreditCardName,
    })),
    /** a logged-in guest may keep a new card */
    offerToSave: user !== null && card.creditCardId === null,
  };
}

/** The company invoice: the company search (a combobox) and the PO number. */
export function companyView(snapshot: CheckoutSnapshot) {
  const c = snapshot.context;
  const options: Choice[] = c.companies.map((company) => ({
    value: String(company.AccountId),
    label: company.Address ? `${company.Name}, ${company.Address}` : company.Name,
  }));
  let status = c.companySearchMessage ?? (c.company ? t('company.chosen', { company: c.company.Name }) : '');
  if (snapshot.matches({ companySearch: 'searching' })) status = t('company.searching');
  else if (options.length) status = t('company.found', { count: options.length });
  return { searchText: c.companySearchText, options, status, poNumber: c.poNumber };
}

/** The company of the list the guest chose (by its account id). */
export function companyChosen(snapshot: CheckoutSnapshot, value: string): Company | null {
  return snapshot.context.companies.find((company) => String(company.AccountId) === value) ?? null;
}

export function voucherView(snapshot: CheckoutSnapshot) {
  const { voucher, input } = snapshot.context;
  return {
    offered: input.config.GiftVoucherActive,
    code: voucher.code,
    checking: snapshot.matches({ voucher: 'checking' }),
    message: voucher.message,
    valid: voucher.valid,
    discount: voucher.valid ? voucher.discount : null,
    experience: voucher.showExperienceWarning,
    contactUs: voucher.showContactUs,
  };
}

export function termsView(snapshot: CheckoutSnapshot) {
  const c = snapshot.context;
  return {
    agreed: c.agreeToTermsAndConditions,
    customShown: areCustomTermsShown(c.input.config, effectivePaymentType(c)),
    customAccepted: c.hasAcceptedCustomTermsAndConditions,
  };
}

/**
 * The checkout's error as the guest sees it: while the server is asked what became of a Create,
 * that Create's failure is not said yet (it may have booked after all).
 */
export function shownError(snapshot: CheckoutSnapshot): string | null {
  return snapshot.matches({ form: { submitting: 'settling' } }) ? null : snapshot.context.error;
}

/** The confirm button and what it waits for. */
export function confirmView(snapshot: CheckoutSnapshot, customTermsLabel: string | null | undefined) {
  const c = snapshot.context;
  const creating = snapshot.matches({ form: 'submitting' });
  const enabled = confirmEnabled(snapshot);
  const waiting = snapshot.matches({ voucher: 'checking' }) && !creating && confirmAllowed(c);
  return {
    due: amountDue(c),
    method: effectivePaymentType(c),
    creating,
    /** asking the server what became of an earlier Create of this booking */
    settling: snapshot.matches({ form: { submitting: 'settling' } }),
    enabled,
    /** what is still missing (said only while Confirm cannot be pressed for that) */
    missing: enabled || creating ? [] : confirmMissing(c, customTermsLabel),
    waitFor: waiting ? t('voucher.checkingWait') : null,
    error: shownError(snapshot),
  };
}
