/** DTO mapping of a new booking: the forms and the basket as Reservation/Create takes them. */
import { PAYMENT_TYPE } from '@/domain/payment';
import type { BookerForm, CardForm } from '@/domain/booker';
import type { components } from './schema';
import { LANGUAGE_CODE } from './middleware';

export type ReservationCreateRequest = components['schemas']['ReservationCreateRequest'];
type BrowserData = components['schemas']['BrowserData'];
type Company = components['schemas']['Company'];
type BookingRoomDto = components['schemas']['BookingRoom'];

/** What the booking is for: the property, the stay and its rooms as the API takes them. */
export interface ReservationStay {
  propertyId: number;
  fromDate: string;
  toDate: string;
  promoCode: string | null;
  rooms: BookingRoomDto[];
}

export interface PayloadInput {
  input: ReservationStay;
  booker: BookerForm;
  card: CardForm;
  paymentType: number;
  company: Company | null;
  poNumber: string;
  specialRequests: string;
  comment: string;
  voucherCode: string | null;
  browserData: BrowserData;
}

/** The Reservation/Create payload of the spec (booker DTO, card details only for card payment). */
type CardDetails = components['schemas']['CardDetails'];

/**
 * A card as the API takes it: the payment provider's single-use token for what the guest typed in
 * its frame (a new card, or a saved card's security code), never a digit. The one mapping of
 * checkout and pre check-in; called once the frame has given the attempt's token.
 */
export function cardDetailsOf(card: CardForm, email: string | null): CardDetails {
  if (!card.token) throw new Error('cardDetailsOf: the card has no token yet');
  return {
    CreditCardId: card.creditCardId,
    SaveCreditCardToIndividual: card.creditCardId === null && card.saveCardForFutureUse,
    CardToken: card.token.token,
    NameOnCard: card.creditCardName.trim(),
    EmailAddress: email?.trim() || null,
    CreditCardTypeId: card.cardType?.Id ?? 0,
  };
}

export function createPayload(p: PayloadInput): ReservationCreateRequest {
  const isCard = p.paymentType === PAYMENT_TYPE.PayByCard;
  const isCompany = p.paymentType === PAYMENT_TYPE.PayByCompanyInvoice;
  return {
    LanguageCode: LANGUAGE_CODE,
    IsAppBooking: false,
    PropertyId: p.input.propertyId,
    DateFrom: p.input.fromDate,
    DateTo: p.input.toDate,
    Notes: p.specialRequests.trim() || null,
    Comment: p.comment.trim() || null,
    Booker: {
      FirstName: p.booker.firstName.trim(),
      LastName: p.booker.lastName.trim(),
      Email: p.booker.emailAddress.trim(),
      Phone: p.booker.telephoneNumber.trim(),
      Street: p.booker.street.trim(),
      City: p.booker.city.trim() || null,
      CountryId: p.booker.country?.Id ?? 0,
      StateOrCounty: null,
      OptInToReceiveUpdates: p.booker.optInToReceiveUpdates,
      ZipCode: p.booker.postCode.trim(),
    },
    // a card's details go with the frame's token, added once the frame has given it (checkout)
    CardDetails: isCard && p.card.token ? cardDetailsOf(p.card, p.booker.emailAddress) : null,
    PaymentType: p.paymentType as ReservationCreateRequest['PaymentType'],
    AccountId: isCompany ? (p.company?.AccountId ?? null) : null,
    PONumber: isCompany ? p.poNumber.trim() || null : null,
    PromoCode: p.input.promoCode,
    VoucherCode: p.voucherCode,
    Rooms: p.input.rooms,
    BrowserData: p.browserData,
  };
}

/** FNV-1a: a short fingerprint of a request body, so the body itself need not be kept. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}
