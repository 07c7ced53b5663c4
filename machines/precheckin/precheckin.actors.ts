/**
 * Async work of pre check-in: the booking (or a notice) with each room's extras and the bed
 * set-ups, and the save. Every read carries the booking's link code.
 */
import { fromCall } from '../fromCall';
import { api, call, type Api } from '@/api/client';
import { callOnce, type CallIntent } from '@/api/outcome';
import { LANGUAGE_CODE } from '@/api/middleware';
import { preCheckInBody } from '@/api/precheckin';
import { isApiError } from '@/api/errors';
import type { CardForm } from '@/domain/booker';
import { tokenizeCardWith } from '@/payment/cardFrameLink';
import type { CheckInState } from '@/domain/checkIn';
import type { PreCheckInReservation, RoomConfiguration, ServicesResponse } from '@/domain/models';
import { PRE_CHECK_IN_MESSAGES } from '@/domain/precheckin';

export interface LoadInput {
  propertyId: number;
  referenceNumber: string;
  code: string;
}

/** What opening the link gives: the booking with its extras and set-ups, or a notice, or an invalid link. */
export type Loaded =
  | {
      kind: 'reservation';
      reservation: PreCheckInReservation;
      services: Record<number, ServicesResponse>;
      setUps: RoomConfiguration[];
    }
  | { kind: 'notice'; success: boolean; title: string; message: string }
  | { kind: 'invalid' };

export const loadCheckIn = fromCall<Loaded, LoadInput>(async ({ input, signal }) => {
  let answer;
  try {
    answer = await call(
      api.GET('/api/PreCheckIn/Get', {
        params: { query: { propertyId: input.propertyId, referenceNumber: input.referenceNumber, hash: input.code } },
        signal,
      }),
      { fallback: PRE_CHECK_IN_MESSAGES.invalidLink },
    );
  } catch (error) {
    // a call given up (the page left, or restarted) answers nothing (fromCall)
    if (signal.aborted) throw error;
    // spec 8 says any failure other than a notice is the invalid link; DECISION: only a link the
    // server does not know (404) or refuses (400) is; a failure to reach it is said as such, with
    // a retry (docs/decisions.md)
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return { kind: 'invalid' };
    throw error;
  }
  const reservation = answer.Reservation;
  if (!reservation)
    return {
      kind: 'notice',
      success: answer.Success === true,
      title: answer.Title ?? '',
      message: answer.Message ?? '',
    };
  const [setUps, ...services] = await Promise.all([
    call(api.GET('/api/RoomTypeConfiguration/Get', { params: { query: { propertyId: input.propertyId } }, signal })),
    ...reservation.ReservationItems.map((item) =>
      call(
        api.GET('/api/Service/GetReservationItemServices', {
          params: {
            query: {
              propertyId: input.propertyId,
              reservationItemId: item.ReservationItemId,
              code: reservation.Code,
              languageCode: LANGUAGE_CODE,
            },
          },
          signal,
        }),
      ),
    ),
  ]);
  return {
    kind: 'reservation',
    reservation,
    setUps,
    services: Object.fromEntries(
      reservation.ReservationItems.flatMap((item, i) => (services[i] ? [[item.ReservationItemId, services[i]]] : [])),
    ),
  };
});

export interface SaveRequest {
  state: CheckInState;
  card: CardForm;
  /** the save's intent: its Idempotency-Key, and whether an earlier attempt's outcome is unknown */
  intent: CallIntent;
}

/** POST /api/PreCheckIn/Save, at most once per intent (a lost answer is asked for), on any client. */
export function saveCheckInCall({ client, call: callWith }: Pick<Api, 'client' | 'call'>) {
  return fromCall<{ Success: boolean; Message: string | null }, SaveRequest>(({ input, signal }) => {
    const body = preCheckInBody(input.state, input.card);
    return callOnce(
      { client, call: callWith },
      { operation: 'savePreCheckIn', propertyId: body.PropertyId, intent: input.intent },
      (idempotencyKey) =>
        callWith(
          client.POST('/api/PreCheckIn/Save', {
            params: { header: { 'Idempotency-Key': idempotencyKey } },
            body,
            signal,
          }),
          { fallback: PRE_CHECK_IN_MESSAGES.saveFailed },
        ),
      signal,
    );
  });
}

export const saveCheckIn = saveCheckInCall({ client: api, call });

/** The card's token: provided by the page that shows the card frame (none here: no card). */
export const tokenizeCard = tokenizeCardWith();
