/**
 * The step kit: the sections shared by checkout, manage booking and pre check-in (booker,
 * billing address, card, payment, account, terms, voucher, special requests). Presentational:
 * each takes a view model and callbacks, and keeps nothing of its own but what it shows.
 */
import './steps.css';

export type { StepFieldProps } from './bind';
export {
  BookerDetailsStep,
  PHONE_HINT,
  type BookerDetailsField,
  type BookerDetailsStepProps,
} from './BookerDetailsStep';
export { BillingAddressStep, type BillingAddressField, type BillingAddressStepProps } from './BillingAddressStep';
export { CardDetailsStep, type CardField, type CardDetailsStepProps } from './CardDetailsStep';
export { PaymentChoiceStep, type PaymentChoiceStepProps } from './PaymentChoiceStep';
export { CompanyInvoiceFields, type CompanyInvoiceFieldsProps } from './CompanyInvoiceFields';
export { AccountStep, type AccountStepProps } from './AccountStep';
export { TermsStep, type TermsStepProps } from './TermsStep';
export { VoucherStep, type VoucherStepProps } from './VoucherStep';
export { SpecialRequestsStep, type SpecialRequestsField, type SpecialRequestsStepProps } from './SpecialRequestsStep';
