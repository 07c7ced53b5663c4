import type {
  BookingRoomDto,
  ReservationCreateRequest,
  ReservationCreateResponse,
  Company,
  CreditCardType,
  SavedCard,
} from '@/domain/models';
export type {
  BookingRoomDto,
  ReservationCreateRequest,
  ReservationCreateResponse,
  VoucherCheckResponse,
  Company,
  CreditCardType,
  SavedCard,
  BrowserData,
} from '@/domain/models';

/** The booker and card forms are the domain's (shared by checkout, manage and pre check-in). */
import type { BookerForm, CardForm } from '@/domain/booker';
import type { CardFrameState } from '@/payment/protocol';
import type { CheckoutField } from '@/domain/checkout';
export type { BookerForm, CardForm } from '@/domain/booker';
export type { CheckoutField } from '@/domain/checkout';

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
  /** the booking intent, so a reload or Back/Forward keeps its key and asks what became of it */
  intent?: CheckoutIntent & { outcomeUnknown: boolean };
}

/** One booking intent: one Idempotency-Key for a basket, whatever the guest edits or retries. */
export interface CheckoutIntent {
  key: string;
  /** fingerprint of the basket (dates, rooms, rates, extras, promotion) the key is for */
  basket: string;
}

/** Why the machine asks the server what became of the intent. */
export type SettleReason = 'confirm' | 'failure' | 'reload';

export interface CheckoutContext {
  input: CheckoutInput;
  booker: BookerForm;
  card: CardForm;
  paymentType: number;
  createAccount: boolean;
  password: string;
  specialRequests: string;
  comment: string;
  poNumber: string;
  company: Company | null;
  companySearchText: string;
  companies: Company[];
  companySearchMessage: string | null;
  agreeToTermsAndConditions: boolean;
  hasAcceptedCustomTermsAndConditions: boolean;
  voucher: VoucherState;
  /** the fields the guest has left (focus moved away): their errors show from then on */
  visited: CheckoutField[];
  /** the booking intent: its Idempotency-Key is sent with every Create of this basket */
  intent: CheckoutIntent;
  /**
   * A Create of this intent may have booked without the app knowing (it was under way, timed out,
   * lost its answer, or failed on the server): the server is asked before the guest pays again.
   */
  outcomeUnknown: boolean;
  /** why the server is being asked (what follows when nothing was booked) */
  settleReason: SettleReason;
  /** the attempt being sent (key + body); cleared when the call ends */
  /**
   * The attempt confirmed: its key, its request (a card's details added with the frame's token, just
   * before it is sent) and the card as it was confirmed. What the guest types after Confirm does not
   * change it.
   */
  pending: { idempotencyKey: string; body: ReservationCreateRequest; card: CardForm } | null;
  error: string | null;
  result: ReservationCreateResponse | null;
}

export type CheckoutEvent =
  | { type: 'booker.changed'; field: Exclude<keyof BookerForm, 'country' | 'optInToReceiveUpdates'>; value: string }
  | { type: 'booker.countryChanged'; countryId: number | null }
  | { type: 'booker.optInChanged'; value: boolean }
  | { type: 'card.changed'; field: 'creditCardName'; value: string }
  /** what the payment provider's frame says of its fields (never a digit) */
  | { type: 'card.entryChanged'; entry: CardFrameState }
  | { type: 'card.savedCardChosen'; creditCardId: number | null }
  | { type: 'card.saveChanged'; value: boolean }
  | { type: 'payment.changed'; paymentType: number }
  | { type: 'details.changed'; field: 'specialRequests' | 'comment' | 'poNumber' | 'password'; value: string }
  | { type: 'account.createChanged'; value: boolean }
  | { type: 'terms.changed'; value: boolean }
  | { type: 'customTerms.changed'; value: boolean }
  | { type: 'company.searchChanged'; text: string }
  | { type: 'company.selected'; company: Company | null }
  | { type: 'voucher.changed'; code: string }
  | { type: 'voucher.submitted' }
  | { type: 'voucher.removed' }
  /** the guest left a field: its error (if any) shows from now on */
  | { type: 'field.blurred'; field: CheckoutField }
  | { type: 'checkout.submitted' }
  /** the basket's rooms were re-priced (a reload re-checked them): book what the guest now sees */
  | { type: 'basket.updated'; rooms: CheckoutInput['rooms']; total: number; companyInvoiceAllowed: boolean }
  | { type: 'user.changed'; user: CheckoutUser | null };
