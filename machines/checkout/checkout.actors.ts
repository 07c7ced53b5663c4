import { fromCall } from '../fromCall';
import { tokenizeCardWith } from '@/payment/cardFrameLink';
import { api, call, type Api } from '@/api/client';
import { LANGUAGE_CODE } from '@/api/middleware';
import type {
  BookingRoomDto,
  Company,
  ReservationCreateRequest,
  ReservationCreateResponse,
  VoucherCheckResponse,
} from './checkout.types';
import { askOutcome, type CallOutcome } from '@/api/outcome';
import { CHECKOUT_MESSAGES } from './checkout.context';

/**
 * The calls that book, on any client of the app: the app's own, or a test's (the chaos runs drive
 * the real machine and these real calls against the mock through a faulty network).
 */
export function bookingCalls({ client, call: callWith }: Pick<Api, 'client' | 'call'>) {
  return {
    createReservation: fromCall<ReservationCreateResponse, { body: ReservationCreateRequest; idempotencyKey: string }>(
      ({ input, signal }) =>
        callWith(
          client.POST('/api/Reservation/Create', {
            params: { header: { 'Idempotency-Key': input.idempotencyKey } },
            body: input.body,
            signal,
          }),
          { fallback: CHECKOUT_MESSAGES.createFailed },
        ),
    ),
    /** What became of the booking intent's Create (/api/Outcome, by its Idempotency-Key). */
    reservationOutcome: fromCall<
      CallOutcome<ReservationCreateResponse>,
      { propertyId: number; idempotencyKey: string }
    >(({ input, signal }) =>
      askOutcome<ReservationCreateResponse>(
        { client, call: callWith },
        { operation: 'createReservation', ...input },
        signal,
      ),
    ),
  };
}

export const { createReservation, reservationOutcome } = bookingCalls({ client: api, call });

export const checkVoucher = fromCall<
  VoucherCheckResponse,
  { propertyId: number; code: string; rooms: BookingRoomDto[] }
>(({ input, signal }) =>
  call(
    api.POST('/api/Reservation/CheckVoucherCode', {
      body: { PropertyId: input.propertyId, LanguageCode: LANGUAGE_CODE, VoucherCode: input.code, Rooms: input.rooms },
      signal,
    }),
  ),
);

export const searchCompanies = fromCall<Company[], { propertyId: number; text: string }>(({ input, signal }) =>
  call(
    api.GET('/api/Company/SearchCompanies', {
      params: { query: { propertyId: input.propertyId, searchText: input.text } },
      signal,
    }),
    {
      fallback: CHECKOUT_MESSAGES.companySearchFailed,
    },
  ),
);

/** The card's token: provided by the page that shows the card frame (none here: no card). */
export const tokenizeCard = tokenizeCardWith();

/** The checkout's "create an account": the register page's call, with the booking intent's key. */
export { registerUser as registerAccount } from '../account/register.actors';
