/**
 * Async work of manage booking: the guest search, what amending needs (rooms on offer for the
 * stay, each room's extras, bed set-ups), date options, saving and cancelling. Every read of a
 * booking carries its link code (a numeric id alone never reveals a booking).
 */
import { fromCall } from '../fromCall';
import { api, call } from '@/api/client';
import { LANGUAGE_CODE } from '@/api/middleware';
import { manageUpdateBody } from '@/api/manage';
import type { AmendOptions, AmendState } from '@/domain/amend';
import { activeRooms } from '@/domain/amend';
import type { DateOptionsResponse, ManagedReservation, UpgradeOptionsResponse } from '@/domain/models';

export const OPTIONS_FAILED = 'We could not load the options for your booking.';
export const SAVE_FAILED = 'Failed to save Reservation';
export const CANCEL_FAILED = 'Your booking could not be cancelled. Please try again or contact the hotel.';
export const DATES_FAILED = 'We could not find rates for those dates.';

export interface OptionsInput {
  propertyId: number;
  reservation: ManagedReservation;
  /** the stay to offer rooms for (the booking's, or new dates) */
  dateFrom: string;
  dateTo: string;
}

function fetchOptions(input: OptionsInput, signal: AbortSignal): Promise<UpgradeOptionsResponse> {
  return call(
    api.GET('/api/ManageBooking/UpgradeOptions', {
      params: {
        query: {
          propertyId: input.propertyId,
          reservationId: input.reservation.ReservationId,
          code: input.reservation.Code,
          dateFrom: input.dateFrom,
          dateTo: input.dateTo,
        },
      },
      signal,
    }),
    { fallback: OPTIONS_FAILED },
  );
}

/** Rooms on offer for the stay, each room's extras and the bed set-ups, together. */
export const loadAmendOptions = fromCall<AmendOptions, OptionsInput>(async ({ input, signal }) => {
  const rooms = activeRooms(input.reservation);
  const [upgradeOptions, roomConfigurations, ...services] = await Promise.all([
    fetchOptions(input, signal),
    call(api.GET('/api/RoomTypeConfiguration/Get', { params: { query: { propertyId: input.propertyId } }, signal }), {
      fallback: OPTIONS_FAILED,
    }),
    ...rooms.map((room) =>
      call(
        api.GET('/api/Service/GetReservationItemServices', {
          params: {
            query: {
              propertyId: input.propertyId,
              reservationItemId: room.ReservationItemId,
              code: input.reservation.Code,
              languageCode: LANGUAGE_CODE,
            },
          },
          signal,
        }),
        { fallback: OPTIONS_FAILED },
      ),
    ),
  ]);
  return {
    upgradeOptions,
    roomConfigurations,
    services: Object.fromEntries(
      rooms.flatMap((room, i) => (services[i] ? [[room.ReservationItemId, services[i]]] : [])),
    ),
  };
});

/** Rooms on offer for new dates (after the guest accepted them). */
export const loadUpgradeOptions = fromCall<UpgradeOptionsResponse, OptionsInput>(({ input, signal }) =>
  fetchOptions(input, signal),
);

export interface DateOptionsInput {
  propertyId: number;
  code: string;
  dateFrom: string;
  dateTo: string;
  reservationItemIds: number[];
}

export const searchDateOptions = fromCall<DateOptionsResponse, DateOptionsInput>(({ input, signal }) =>
  call(
    api.POST('/api/ManageBooking/SearchDateOptions', {
      body: {
        PropertyId: input.propertyId,
        Code: input.code,
        DateFrom: input.dateFrom,
        DateTo: input.dateTo,
        ReservationItemIds: input.reservationItemIds,
      },
      signal,
    }),
    { fallback: DATES_FAILED },
  ),
);

export const saveAmendment = fromCall<ManagedReservation, { state: AmendState; idempotencyKey: string }>(
  async ({ input, signal }) => {
    const answer = await call(
      api.POST('/api/ManageBooking/Update', {
        params: { header: { 'Idempotency-Key': input.idempotencyKey } },
        body: manageUpdateBody(input.state),
        signal,
      }),
      { fallback: SAVE_FAILED },
    );
    if (!answer.Success) throw new Error(answer.Message || SAVE_FAILED);
    return answer.Reservation;
  },
);

export interface CancelInput {
  propertyId: number;
  reservation: ManagedReservation;
  cancellationReasonId: number | null;
  /** the charge the guest saw, decimal */
  expectedCharge: number;
  idempotencyKey: string;
}

export const cancelBooking = fromCall<
  { Success: boolean; Message: string | null; CancellationNumber: string | null },
  CancelInput
>(({ input, signal }) =>
  call(
    api.POST('/api/ManageBooking/Cancel', {
      params: { header: { 'Idempotency-Key': input.idempotencyKey } },
      body: {
        PropertyId: input.propertyId,
        ReservationId: input.reservation.ReservationId,
        Code: input.reservation.Code,
        CancellationReasonId: input.cancellationReasonId,
        ExpectedCharge: input.expectedCharge,
      },
      signal,
    }),
    { fallback: CANCEL_FAILED },
  ),
);
