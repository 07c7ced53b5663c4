/**
 * Checkout rules (booking spec sections 5, 8, 9): which payment methods are offered, what is
 * due after a gift voucher, when a booking may be confirmed, the current checkout step, and one
 * function from the form's values to its errors (with the "To confirm, please complete" list
 * built from the same rules).
 */
import { isCardValid } from './cards';
import { fieldErrors } from './forms';
import {
  areCustomTermsShown,
  canConfirmBooking,
  PAYMENT_OPTION_LABELS,
  PAYMENT_TYPE,
  userMayChoosePaymentMethod,
} from './payment';
import { applyVoucherDiscount } from './pricing';
import { billingAddressSchema, bookerDetailsSchema, newPasswordSchema, type BookerForm, type CardForm } from './booker';
import { isBookerAddressValid, isBookerPersonalValid, isPasswordStrong } from './validation';
import { textsOf } from '@/i18n/catalogue';
import { checkoutText as t } from '@/i18n/checkout';

/** What of the property, its booking settings, the basket and the guest the checkout rules read. */
export interface CheckoutSetup {
  payByPaystack: boolean;
  config: {
    EnableUserChoiceOfPaymentMethod: boolean;
    EnablePayByCompanyInvoice: boolean;
    HasCustomTermsAndConditions: boolean;
    OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: boolean;
  };
  /** total of the stay before any voucher */
  total: number;
  /** every chosen rate allows company invoice */
  companyInvoiceAllowed: boolean;
  user: { canChoosePaymentMethod: boolean } | null;
}

/** A checked gift voucher: its discount counts only while it is valid. */
export interface AppliedVoucher {
  valid: boolean;
  discount: number;
}

/** The checkout form as the guest fills it in. */
export interface CheckoutValues {
  input: CheckoutSetup;
  voucher: AppliedVoucher;
  booker: BookerForm;
  card: CardForm;
  paymentType: number;
  createAccount: boolean;
  password: string;
  poNumber: string;
  company: { AccountId: number } | null;
  agreeToTermsAndConditions: boolean;
  hasAcceptedCustomTermsAndConditions: boolean;
}

/** Card payment, or the second card provider where the property uses it. */
export function defaultPaymentType(input: Pick<CheckoutSetup, 'payByPaystack'>): number {
  return input.payByPaystack ? PAYMENT_TYPE.PayByPaystack : PAYMENT_TYPE.PayByCard;
}

/** Payment methods the guest can pick from (labels "Pay Online" / "Pay by Invoice"). */
export function paymentOptions(values: { input: CheckoutSetup }): number[] {
  const { input } = values;
  const online = defaultPaymentType(input);
  const options = [online];
  if (input.config.EnablePayByCompanyInvoice && input.companyInvoiceAllowed)
    options.push(PAYMENT_TYPE.PayByCompanyInvoice);
  if (
    userMayChoosePaymentMethod({
      enabled: input.config.EnableUserChoiceOfPaymentMethod,
      user: input.user,
      paymentType: online,
    })
  ) {
    options.push(PAYMENT_TYPE.PayByIndividualInvoice);
  }
  return options;
}

/** The label of a payment option (spec 9): company invoice says it goes to the company account. */
export function paymentOptionLabel(paymentType: number): string {
  if (paymentType === PAYMENT_TYPE.PayByCompanyInvoice) return t('payment.payByCompanyInvoice');
  if (paymentType === PAYMENT_TYPE.PayByIndividualInvoice) return PAYMENT_OPTION_LABELS.payByInvoice;
  return PAYMENT_OPTION_LABELS.payOnline;
}

/** Total to pay after a valid gift voucher; a voucher covering everything pays by voucher. */
export function amountDue(values: { input: Pick<CheckoutSetup, 'total'>; voucher: AppliedVoucher }): number {
  return applyVoucherDiscount(values.input.total, values.voucher.valid ? values.voucher.discount : 0);
}

export function effectivePaymentType(values: {
  input: Pick<CheckoutSetup, 'total'>;
  voucher: AppliedVoucher;
  paymentType: number;
}): number {
  return values.voucher.valid && amountDue(values) === 0 ? PAYMENT_TYPE.PayByVoucher : values.paymentType;
}

/**
 * The booking may be confirmed: details, account password, payment and terms complete (spec 8,
 * `canConfirmBooking`). Whether a create is running is the flow's state, not a value: the flow
 * asks this only while the form is being edited. `confirmMissing` names what this refuses.
 */
export function confirmAllowed(values: CheckoutValues): boolean {
  const paymentType = effectivePaymentType(values);
  const accountOk = !values.createAccount || isPasswordStrong(values.password);
  return (
    accountOk &&
    canConfirmBooking({
      booker: values.booker,
      paymentType,
      card: values.card,
      poNumber: values.poNumber,
      company: values.company ? { Id: values.company.AccountId } : null,
      agreeToTermsAndConditions: values.agreeToTermsAndConditions,
      hasAcceptedCustomTermsAndConditions: values.hasAcceptedCustomTermsAndConditions,
      config: values.input.config,
      isCreating: false,
    })
  );
}

/** The checkout steps of the spec's flow (flag values 128 to 1024). */
export type CheckoutStep = 'PersonalInformation' | 'Account' | 'AddressDetails' | 'PaymentDetails';

/**
 * The checkout is one page whose sections are the spec's steps; the current step is the first
 * section not yet complete (the guest may fill them in any order): your details, then the
 * optional account's password, then the billing address, then payment and terms.
 */
export function checkoutStepOf(values: Pick<CheckoutValues, 'booker' | 'createAccount' | 'password'>): CheckoutStep {
  if (!isBookerPersonalValid(values.booker)) return 'PersonalInformation';
  if (values.createAccount && !isPasswordStrong(values.password)) return 'Account';
  if (!isBookerAddressValid(values.booker)) return 'AddressDetails';
  return 'PaymentDetails';
}

/** The checkout's fields that have a message of their own. */
export const CHECKOUT_FIELDS = [
  'firstName',
  'lastName',
  'emailAddress',
  'telephoneNumber',
  'password',
  'street',
  'postCode',
  'country',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/**
 * The errors of the checkout form, whether shown yet or not: booker details and address always;
 * the password when an account is asked for. The card's fields are the payment provider's frame's:
 * it says their messages itself (confirmMissing names "card details" while it is incomplete).
 */
export function checkoutErrors(values: CheckoutValues): CheckoutErrors {
  return {
    ...fieldErrors(bookerDetailsSchema, values.booker),
    ...fieldErrors(billingAddressSchema, values.booker),
    ...(values.createAccount ? fieldErrors(newPasswordSchema, { password: values.password }) : {}),
  };
}

/** The sections of the form, each with its fields, in the order the guest reads them. */
const SECTION_FIELDS = {
  details: ['firstName', 'lastName', 'emailAddress', 'telephoneNumber'],
  address: ['street', 'postCode', 'country'],
  password: ['password'],
} as const satisfies Record<string, readonly CheckoutField[]>;

/** What is missing, as the guest reads it after "To confirm, please complete:". */
const MISSING = textsOf(t, {
  details: 'missing.details',
  address: 'missing.address',
  password: 'missing.password',
  card: 'missing.card',
  company: 'missing.company',
  terms: 'missing.terms',
  customTerms: 'missing.customTerms',
});

/**
 * What still stops the booking, as the guest reads it after "To confirm, please complete:": the
 * sections with errors, then the card, the company and PO number, the terms and the custom terms
 * (named by their label, else "the additional terms").
 */
export function confirmMissing(values: CheckoutValues, customTermsLabel?: string | null): string[] {
  const errors = checkoutErrors(values);
  const payment = effectivePaymentType(values);
  const sections = Object.keys(SECTION_FIELDS) as (keyof typeof SECTION_FIELDS)[];
  const missing: string[] = sections
    .filter((section) => SECTION_FIELDS[section].some((field) => errors[field]))
    .map((section) => MISSING[section]);
  if (payment === PAYMENT_TYPE.PayByCard && !isCardValid(values.card)) missing.push(MISSING.card);
  if (payment === PAYMENT_TYPE.PayByCompanyInvoice && (!values.company || !values.poNumber.trim()))
    missing.push(MISSING.company);
  if (!values.agreeToTermsAndConditions) missing.push(MISSING.terms);
  if (areCustomTermsShown(values.input.config, payment) && !values.hasAcceptedCustomTermsAndConditions)
    missing.push(customTermsLabel ?? MISSING.customTerms);
  return missing;
}
