/**
 * The step kit: the steps a guest goes through to build a stay (room and rate, upgrade, guests,
 * extras), the basket, and the sections shared by checkout, manage booking and pre check-in
 * (booker, billing address, card, payment, account, terms, voucher, special requests), as
 * presentational components. Each takes a view model (the stay's typed in src/domain/stepViews,
 * filled by a flow's selectors) and callbacks; none knows a machine or the API.
 *
 * This index is the kit's catalogue for the stories. A page imports each step from its own module
 * (a lint rule says so), so that its first load holds the steps it shows and no others (the
 * bundler keeps every module an index reaches: decisions, "Rooms-And-Rates: the steps after a rate
 * load after its rooms"); each module imports the kit's style sheet itself, as a new one must.
 */
import './steps.css';

export { RoomRateStep, type RoomRateStepProps } from './RoomRateStep';
export { UpgradeStep, type UpgradeStepProps } from './UpgradeStep';
export { GuestsStep, type GuestsStepProps } from './GuestsStep';
export { ExtrasStep, type ExtrasStepProps } from './ExtrasStep';
export { GuestListStep, type GuestListStepProps } from './GuestListStep';
export { BasketBar, BasketSummary, type BasketBarProps, type BasketSummaryProps } from './BasketSummary';
export type * from '@/domain/stepViews';
export type { StepFieldProps } from './bind';
export { BookerDetailsStep, type BookerDetailsField, type BookerDetailsStepProps } from './BookerDetailsStep';
export { BillingAddressStep, type BillingAddressField, type BillingAddressStepProps } from './BillingAddressStep';
export { CardDetailsStep, type CardField, type CardDetailsStepProps } from './CardDetailsStep';
export { PaymentChoiceStep, type PaymentChoiceStepProps } from './PaymentChoiceStep';
export { CompanyInvoiceFields, type CompanyInvoiceFieldsProps } from './CompanyInvoiceFields';
export { AccountStep, type AccountStepProps } from './AccountStep';
export { TermsStep, type TermsStepProps } from './TermsStep';
export { VoucherStep, type VoucherStepProps } from './VoucherStep';
export { SpecialRequestsStep, type SpecialRequestsField, type SpecialRequestsStepProps } from './SpecialRequestsStep';
export { StepFailed, StepLoading } from './StepStatus';
export { RegistrationStep, type RegistrationStepProps } from './RegistrationStep';
