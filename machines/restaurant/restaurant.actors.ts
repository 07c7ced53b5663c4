/**
 * Async work of the restaurant table booking flow: the four /api/RestaurantBooking/* calls,
 * through the typed helpers of src/api/queries.ts.
 */
import { fromCall } from '../fromCall';
import { api, call, type Api } from '@/api/client';
import { callOnce, type CallIntent } from '@/api/outcome';
import {
  fetchRestaurantAvailability,
  fetchRestaurants,
  fetchRestaurantSetup,
  type Restaurant,
  type RestaurantSetup,
  type RestaurantSlot,
} from '@/api/queries';
import type { RestaurantBookingRequest, RestaurantBookingResponse } from '@/domain/models';
import { RESTAURANT_FLOW_MESSAGES } from '@/domain/restaurant';

export type { Restaurant, RestaurantPromotion, RestaurantSetup, RestaurantSlot } from '@/api/queries';
export type { RestaurantBookingRequest, RestaurantBookingResponse } from '@/domain/models';

export interface SetupRequest {
  propertyId: number;
  restaurantId: number;
  /** YYYY-MM-DD */
  date: string;
  isReservation: boolean;
  identifier: string;
}

export interface AvailabilityRequest {
  propertyId: number;
  restaurantId: number;
  /** YYYY-MM-DD */
  date: string;
  partySize: number;
  currencySymbol: string;
}

/** GET /api/RestaurantBooking/Restaurants */
export const loadRestaurants = fromCall<Restaurant[], { propertyId: number }>(({ input, signal }) =>
  fetchRestaurants(input.propertyId, signal),
);

/** GET /api/RestaurantBooking/RestaurantSetup */
export const loadSetup = fromCall<RestaurantSetup, SetupRequest>(({ input, signal }) =>
  fetchRestaurantSetup(input, signal),
);

/** GET /api/RestaurantBooking/Availability */
export const loadAvailability = fromCall<RestaurantSlot[], AvailabilityRequest>(({ input, signal }) =>
  fetchRestaurantAvailability(input, signal),
);

export interface TableBookingRequest {
  body: RestaurantBookingRequest;
  /** the booking's intent: its Idempotency-Key, and whether an earlier attempt's outcome is unknown */
  intent: CallIntent;
}

/**
 * POST /api/RestaurantBooking/Create, at most once per intent (callOnce: what became of an
 * uncertain attempt is asked before another is sent), on any client of the app (the chaos runs
 * pass theirs). Not aborted when the page goes away: a booking the server has started is
 * finished either way, so a cancelled request would only hide its result.
 */
export function tableBookingCall({ client, call: callWith }: Pick<Api, 'client' | 'call'>) {
  return fromCall<RestaurantBookingResponse, TableBookingRequest>(({ input }) =>
    callOnce(
      { client, call: callWith },
      { operation: 'createRestaurantBooking', propertyId: input.body.PropertyId, intent: input.intent },
      (idempotencyKey) =>
        callWith(
          client.POST('/api/RestaurantBooking/Create', {
            params: { header: { 'Idempotency-Key': idempotencyKey } },
            body: input.body,
          }),
          { fallback: RESTAURANT_FLOW_MESSAGES.createFailed },
        ),
    ),
  );
}

export const createBooking = tableBookingCall({ client: api, call });
