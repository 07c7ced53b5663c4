/**
 * Async work of manage booking: the guest search, what amending needs (rooms on offer for the
 * stay, each room's extras, bed set-ups), date options, saving and cancelling. Every read of a
 * booking carries its link code (a numeric id alone never reveals a booking).
 */
import { fromCall } from '../fromCall';
import { api, call, type Api } from '@/api/client';
import { callOnce, CallRefusedError, type CallIntent } from '@/api/outcome';
import { LANGUAGE_CODE } from '@/api/middleware';
import { manageUpdateBody } from '@/api/manage';
import type { AmendOptions, AmendState } from '@/domain/amend';
import { activeRooms } from '@/domain/amend';
import type {
  CancelResponse,
  DateOptionsResponse,
  ManagedReservation,
  ManageUpdateResponse,
  UpgradeOptionsResponse,
} from '@/domain/models';
import { textsOf } from '@/i18n/catalogue';
import { manageText as t } from '@/i18n/manage';

/** What the guest reads when a call fails and the server gave no text (spec 8: "Failed to save Reservation"). */
export const MANAGE_CALL_MESSAGES = textsOf(t, {
  optionsFailed: 'optionsFailed',
  saveFailed: 'saveFailed',
  cancelFailed: 'cancel.failed',
  datesFailed: 'dates.failed',
});

export interface OptionsInput {
  propertyId: number;
  reservation: ManagedReservation;
  /** the stay to offer rooms for (the booking's, or new dates) */
  dateFrom: string;
  dateTo: string;
}

type Client = Pick<Api, 'client' | 'call'>;

function fetchOptions(
  { client, call: callWith }: Client,
  input: OptionsInput,
  signal: AbortSignal,
): Promise<UpgradeOptionsResponse> {
  return callWith(
    client.GET('/api/ManageBooking/UpgradeOptions', {
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
    { fallback: MANAGE_CALL_MESSAGES.optionsFailed },
  );
}

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
    { fallback: MANAGE_CALL_MESSAGES.datesFailed },
  ),
);

export interface SaveAmendmentInput {
  state: AmendState;
  /** the save's intent: its Idempotency-Key, and whether an earlier attempt's outcome is unknown */
  intent: CallIntent;
}

export interface CancelInput {
  propertyId: number;
  reservation: ManagedReservation;
  cancellationReasonId: number | null;
  /** the charge the guest saw, decimal */
  expectedCharge: number;
  /** the cancellation's intent (as for a save) */
  intent: CallIntent;
}

/**
 * The calls that change a booking, each at most once per intent (callOnce: what became of an
 * uncertain attempt is asked before another is sent), on any client of the app (the chaos runs
 * pass theirs).
 */
export function manageCalls(a: Client) {
  const { client, call: callWith } = a;
  return {
    /** Rooms on offer for the stay, each room's extras and the bed set-ups, together. */
    loadAmendOptions: fromCall<AmendOptions, OptionsInput>(async ({ input, signal }) => {
      const rooms = activeRooms(input.reservation);
      const [upgradeOptions, roomConfigurations, ...services] = await Promise.all([
        fetchOptions(a, input, signal),
        a.call(
          a.client.GET('/api/RoomTypeConfiguration/Get', {
            params: { query: { propertyId: input.propertyId } },
            signal,
          }),
          {
            fallback: MANAGE_CALL_MESSAGES.optionsFailed,
          },
        ),
        ...rooms.map((room) =>
          a.call(
            a.client.GET('/api/Service/GetReservationItemServices', {
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
            { fallback: MANAGE_CALL_MESSAGES.optionsFailed },
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
    }),
    /** Rooms on offer for new dates (after the guest accepted them). */
    loadUpgradeOptions: fromCall<UpgradeOptionsResponse, OptionsInput>(({ input, signal }) =>
      fetchOptions(a, input, signal),
    ),

    saveAmendment: fromCall<ManagedReservation, SaveAmendmentInput>(async ({ input, signal }) => {
      const body = manageUpdateBody(input.state);
      const answer = await callOnce<ManageUpdateResponse>(
        { client, call: callWith },
        { operation: 'updateManageBooking', propertyId: body.PropertyId, intent: input.intent },
        (idempotencyKey) =>
          callWith(
            client.POST('/api/ManageBooking/Update', {
              params: { header: { 'Idempotency-Key': idempotencyKey } },
              body,
              signal,
            }),
            { fallback: MANAGE_CALL_MESSAGES.saveFailed },
          ),
        signal,
      );
      // answered and kept under the key: the next save is another intent
      if (!answer.Success) throw new CallRefusedError(answer.Message || MANAGE_CALL_MESSAGES.saveFailed);
      return answer.Reservation;
    }),
    cancelBooking: fromCall<CancelResponse, CancelInput>(({ input, signal }) =>
      callOnce<CancelResponse>(
        { client, call: callWith },
        { operation: 'cancelManageBooking', propertyId: input.propertyId, intent: input.intent },
        (idempotencyKey) =>
          callWith(
            client.POST('/api/ManageBooking/Cancel', {
              params: { header: { 'Idempotency-Key': idempotencyKey } },
              body: {
                PropertyId: input.propertyId,
                ReservationId: input.reservation.ReservationId,
                Code: input.reservation.Code,
                CancellationReasonId: input.cancellationReasonId,
                ExpectedCharge: input.expectedCharge,
              },
              signal,
            }),
            { fallback: MANAGE_CALL_MESSAGES.cancelFailed },
          ),
        signal,
      ),
    ),
  };
}

export const { loadAmendOptions, loadUpgradeOptions, saveAmendment, cancelBooking } = manageCalls({
  client: api,
  call,
});
