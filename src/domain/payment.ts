/**
 * Payment method and confirm-booking rules (booking spec sections 3, 5, 9).
 */
import { isCardValid } from './cards';
import type { CardEntry } from './cards';
import { isBookerAddressValid, isBookerPersonalValid, isReferenceSet } from './validation';
import type { BookerLike, Reference } from './validation';
import { textsOf } from '@/i18n/catalogue';
import { checkoutText as t } from '@/i18n/checkout';

/** Payment types on the wire (PaymentType). */
export const PAYMENT_TYPE = {
  PayByCard: 0,
  PayByIndividualInvoice: 1,
  PayByVoucher: 2,
  PayByCompanyInvoice: 3,
  /** The second card provider. */
  PayByPaystack: 4,
} as const;

export type PaymentType = (typeof PAYMENT_TYPE)[keyof typeof PAYMENT_TYPE];

/** Payment option labels (spec section 9). */
export const PAYMENT_OPTION_LABELS = textsOf(t, {
  payOnline: 'payment.payOnline',
  payByInvoice: 'payment.payByInvoice',
});

export interface InvoiceDetails {
  poNumber?: string | null;
  company?: Reference;
}

/** Invoice details are captured when the PO number is non-empty and a company is chosen. */
export function areInvoiceDetailsCaptured(details: InvoiceDetails | null | undefined): boolean {
  if (!details) return false;
  return (details.poNumber ?? '').trim() !== '' && isReferenceSet(details.company);
}

export interface CustomTermsConfig {
  HasCustomTermsAndConditions?: boolean | null;
  OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice?: boolean | null;
}

/** Custom terms are shown when configured, and when limited to company invoice only for that payment. */
export function areCustomTermsShown(
  config: CustomTermsConfig | null | undefined,
  paymentType: PaymentType | number | null | undefined,
): boolean {
  if (!config || config.HasCustomTermsAndConditions !== true) return false;
  if (config.OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice === true) {
    return paymentType === PAYMENT_TYPE.PayByCompanyInvoice;
  }
  return true;
}

/**
 * The payment requirement of a method: card needs a valid card; company invoice needs the
 * invoice details; individual invoice and the second card provider need nothing more.
 * DECISION: PayByVoucher (not covered by the spec) needs nothing more either (the voucher is
 * checked by its own call); an unknown payment type is never met.
 */
export function isPaymentRequirementMet(
  paymentType: PaymentType | number | null | undefined,
  card: CardEntry | null | undefined,
  invoice: InvoiceDetails | null | undefined,
): boolean {
  switch (paymentType) {
    case PAYMENT_TYPE.PayByCard:
      return isCardValid(card);
    case PAYMENT_TYPE.PayByCompanyInvoice:
      return areInvoiceDetailsCaptured(invoice);
    case PAYMENT_TYPE.PayByIndividualInvoice:
    case PAYMENT_TYPE.PayByVoucher:
    case PAYMENT_TYPE.PayByPaystack:
      return true;
    default:
      return false;
  }
}

export interface ConfirmBookingInput {
  booker: BookerLike | null | undefined;
  paymentType: PaymentType | number | null | undefined;
  card?: CardEntry | null;
  poNumber?: string | null;
  company?: Reference;
  agreeToTermsAndConditions: boolean;
  hasAcceptedCustomTermsAndConditions?: boolean;
  config?: CustomTermsConfig | null;
  /** A create call is running. */
  isCreating: boolean;
}

/**
 * Confirm booking allowed when: booker personal and address details valid; the payment
 * requirement met; terms agreed; custom terms accepted if shown; no create running.
 */
export function canConfirmBooking(input: ConfirmBookingInput): boolean {
  if (input.isCreating) return false;
  if (!isBookerPersonalValid(input.booker) || !isBookerAddressValid(input.booker)) return false;
  if (!isPaymentRequirementMet(input.paymentType, input.card, { poNumber: input.poNumber, company: input.company }))
    return false;
  if (input.agreeToTermsAndConditions !== true) return false;
  if (areCustomTermsShown(input.config, input.paymentType) && input.hasAcceptedCustomTermsAndConditions !== true)
    return false;
  return true;
}

export interface ChoosePaymentInput {
  /** EnableUserChoiceOfPaymentMethod of the booking config. */
  enabled: boolean | null | undefined;
  /** The logged-in user, null when anonymous. */
  user: { canChoosePaymentMethod?: boolean | null } | null | undefined;
  paymentType: PaymentType | number | null | undefined;
}

/**
 * The user may choose a payment method only if the option is enabled, the user is logged in
 * and flagged canChoosePaymentMethod, and the payment is neither the second card provider nor
 * company invoice.
 */
export function userMayChoosePaymentMethod(input: ChoosePaymentInput): boolean {
  return (
    input.enabled === true &&
    input.user?.canChoosePaymentMethod === true &&
    input.paymentType !== PAYMENT_TYPE.PayByPaystack &&
    input.paymentType !== PAYMENT_TYPE.PayByCompanyInvoice
  );
}

/** A gift voucher code is checked only when non-empty (spaces alone count as empty). */
export function shouldCheckVoucher(code: string | null | undefined): boolean {
  return (code ?? '').trim() !== '';
}

/**
 * What the confirm button says: paying is said only where the guest pays now (a card, the second
 * card provider); an invoice says who is invoiced; a voucher that covers the stay needs no amount.
 */
export function confirmButtonLabel(paymentType: PaymentType | number | null | undefined, due: string): string {
  switch (paymentType) {
    case PAYMENT_TYPE.PayByCompanyInvoice:
      return t('confirm.companyInvoice', { due });
    case PAYMENT_TYPE.PayByIndividualInvoice:
      return t('confirm.individualInvoice', { due });
    case PAYMENT_TYPE.PayByVoucher:
      return t('confirm.voucher');
    default:
      return t('confirm.pay', { due });
  }
}
