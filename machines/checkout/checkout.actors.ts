import { fromCall } from '../fromCall';
import { api, call, type Api } from '@/api/client';
import { LANGUAGE_CODE } from '@/api/middleware';
import type {
  BookingRoomDto,
  Company,
  ReservationCreateRequest,
  ReservationCreateResponse,
  ReservationOutcome,
  VoucherCheckResponse,
} from './checkout.types';

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
          { fallback: 'Failed to create booking' },
        ),
    ),
    /** What became of the booking intent's Create (Reservation/Outcome, by its Idempotency-Key). */
    reservationOutcome: fromCall<ReservationOutcome, { propertyId: number; idempotencyKey: string }>(
      ({ input, signal }) =>
        callWith(
          client.POST('/api/Reservation/Outcome', {
            params: { header: { 'Idempotency-Key': input.idempotencyKey } },
            body: { PropertyId: input.propertyId },
            signal,
          }),
          { fallback: 'Failed to check your booking' },
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
      fallback: 'Error while searching for Companies',
    },
  ),
);

export const registerAccount = fromCall<
  unknown,
  { propertyId: number; email: string; password: string; firstName: string; lastName: string; phone: string }
>(({ input, signal }) =>
  call(
    api.POST('/api/Account/Register', {
      body: {
        LanguageCode: LANGUAGE_CODE,
        PropertyId: input.propertyId,
        EmailAddress: input.email,
        Password: input.password,
        Firstname: input.firstName,
        Lastname: input.lastName,
        MobileNumber: input.phone,
      },
      signal,
    }),
    { fallback: 'Failed to create user account' },
  ),
);
