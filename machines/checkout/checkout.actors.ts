import { fromCall } from '../fromCall';
import { api, call } from '@/api/client';
import { LANGUAGE_CODE } from '@/api/middleware';
import type {
  BookingRoomDto,
  Company,
  ReservationCreateRequest,
  ReservationCreateResponse,
  VoucherCheckResponse,
} from './checkout.types';

export const createReservation = fromCall<
  ReservationCreateResponse,
  { body: ReservationCreateRequest; idempotencyKey: string }
>(({ input, signal }) =>
  call(
    api.POST('/api/Reservation/Create', {
      params: { header: { 'Idempotency-Key': input.idempotencyKey } },
      body: input.body,
      signal,
    }),
    { fallback: 'Failed to create booking' },
  ),
);

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
