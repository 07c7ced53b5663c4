/**
 * Async work of the restaurant table booking flow: the four /api/RestaurantBooking/* calls,
 * through the typed helpers of src/api/queries.ts.
 */
import { fromCall } from '../fromCall';
import {
  createRestaurantBooking,
  fetchRestaurantAvailability,
  fetchRestaurants,
  fetchRestaurantSetup,
  type Restaurant,
  type RestaurantBookingRequest,
  type RestaurantBookingResponse,
  type RestaurantSetup,
  type RestaurantSlot,
} from '@/api/queries';

export type {
  Restaurant,
  RestaurantBookingRequest,
  RestaurantBookingResponse,
  RestaurantPromotion,
  RestaurantSetup,
  RestaurantSlot,
} from '@/api/queries';

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

/**
 * POST /api/RestaurantBooking/Create. Not aborted when the page goes away: a booking the
 * server has started is finished either way, so a cancelled request would only hide its result.
 */
export const createBooking = fromCall<RestaurantBookingResponse, RestaurantBookingRequest>(({ input }) =>
  createRestaurantBooking(input),
);
