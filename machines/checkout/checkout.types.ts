import type { components } from '@/api/schema';

export type BookingRoomDto = components['schemas']['BookingRoom'];
export type ReservationCreateRequest = components['schemas']['ReservationCreateRequest'];
export type ReservationCreateResponse = components['schemas']['ReservationCreateResponse'];
export type VoucherCheckResponse = components['schemas']['VoucherCheckResponse'];
export type Company = components['schemas']['Company'];
export type CreditCardType = components['schemas']['CreditCardType'];
export type SavedCard = components['schemas']['SavedCard'];
export type BrowserData = components['schemas']['BrowserData'];

/** The booker and card forms are the domain's (shared by checkout, manage and pre check-in). */
import type { BookerForm } from '@/domain/booker';
export type { BookerForm, CardForm } from '@/domain/booker';

export interface VoucherState {
  code: string;
  /** minor units of the property currency */
  discount: number;
  message: string | null;
  valid: boolean;
  showExperienceWarning: boolean;
  showContactUs: boolean;
}

export interface CheckoutUser {
  firstName: string;
  lastName: string;
  telephoneNumber: string;
  emailAddress: string;
  canChoosePaymentMethod: boolean;
  savedCards: SavedCard[];
}

export interface CheckoutInput {
  propertyId: number;
  propertyCode: string;
  currency: string;
  payByPaystack: boolean;
  cardTypes: CreditCardType[];
  config: {
    EnableUserChoiceOfPaymentMethod: boolean;
    EnablePayByCompanyInvoice: boolean;
    HasCustomTermsAndConditions: boolean;
    OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: boolean;
    GiftVoucherActive: boolean;
  };
  fromDate: string;
  toDate: string;
  promoCode: string | null;
  rooms: BookingRoomDto[];
  /** total of the stay before any voucher, in minor units of the property currency */
  total: number;
  /** every chosen rate allows company invoice */
  companyInvoiceAllowed: boolean;
  user: CheckoutUser | null;
  /** "YYYY-MM-DD" of today, for card expiry */
  today: string;
  /** what the guest had typed before a reload (never card data or passwords) */
  draft?: CheckoutDraft | null;
}

/** The part of the checkout form that survives a reload. */
export interface CheckoutDraft {
  booker: BookerForm;
  specialRequests: string;
  comment: string;
  paymentType: number;
  company: Company | null;
  poNumber: string;
  agreeToTermsAndConditions: boolean;
  voucherCode: string;
  cardName: string;
}

export type ForgetfulFields = 'creditCardNumber' | 'cvvNumber';
