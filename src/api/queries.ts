/**
 * The calls the app shell and loaders make, each typed from openapi.yaml and normalised by
 * call(). Flows' machines call their own actors; those reuse these where they overlap.
 */
import { api, call } from './client';
import { LANGUAGE_CODE } from './middleware';
import { ApiError } from './errors';
import { checkBookingConfig, checkProperty } from './validators';
import { commonText as t } from '@/i18n/common';
import type {
  CancellationReason,
  ManageBookingConfig,
  PreCheckInConfig,
  PropertyGroup,
  ReservationConfirmation,
  Country,
  Restaurant,
  RestaurantSetup,
  RestaurantSlot,
} from '@/domain/models';
export type {
  ManageBookingConfig,
  PreCheckInConfig,
  PropertyGroup,
  ReservationConfirmation,
  Country,
  Restaurant,
  RestaurantSetup,
  RestaurantSlot,
  RestaurantPromotion,
} from '@/domain/models';

import type { AccountUser, BookingConfig, Property } from '@/domain/models';
export type { AccountUser, BookingConfig, Property } from '@/domain/models';

export { LANGUAGE_CODE };

export function fetchProperty(propertyCode: string, signal?: AbortSignal): Promise<Property> {
  return call(api.GET('/api/Property/{propertyCode}', { params: { path: { propertyCode } }, signal }), {
    check: checkProperty,
  }) as Promise<Property>;
}

export function fetchBookingConfig(propertyCode: string, signal?: AbortSignal): Promise<BookingConfig> {
  return call(api.GET('/api/Book/Config/{propertyCode}', { params: { path: { propertyCode } }, signal }), {
    check: checkBookingConfig,
  }) as Promise<BookingConfig>;
}

/** The logged-in user, or null when anonymous (a 401 is the normal anonymous answer). */
export async function fetchAccount(propertyId: number, signal?: AbortSignal): Promise<AccountUser | null> {
  try {
    return await call(api.GET('/api/Account', { params: { query: { propertyId } }, signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function fetchManageBookingConfig(propertyCode: string, signal?: AbortSignal): Promise<ManageBookingConfig> {
  return call(api.GET('/api/ManageBooking/Config/{propertyCode}', { params: { path: { propertyCode } }, signal }));
}

export function fetchPreCheckInConfig(propertyCode: string, signal?: AbortSignal): Promise<PreCheckInConfig> {
  return call(api.GET('/api/PreCheckIn/Config/{propertyCode}', { params: { path: { propertyCode } }, signal }));
}

export function fetchPropertyGroup(propertyCode: string, signal?: AbortSignal): Promise<PropertyGroup> {
  return call(api.GET('/api/PropertyGroup/{propertyCode}', { params: { path: { propertyCode } }, signal }));
}

export function searchManageBooking(
  query: { propertyId: number; reservationNumber: string; guestName?: string; hash?: string },
  signal?: AbortSignal,
) {
  return call(api.POST('/api/ManageBooking/Search', { params: { query }, signal }), {
    fallback: t('load.booking'),
  });
}

export function logout(): Promise<unknown> {
  return call(api.POST('/api/Account/Logout', {}));
}

/** The confirmation of a booking made (Reservation/Confirmation). */
export function fetchConfirmation(
  propertyId: number,
  confirmationToken: string,
  signal?: AbortSignal,
): Promise<ReservationConfirmation> {
  return call(
    api.GET('/api/Reservation/Confirmation', { params: { query: { propertyId, confirmationToken } }, signal }),
    { fallback: t('load.confirmation') },
  );
}

export function fetchCountries(propertyCode: string, signal?: AbortSignal): Promise<Country[]> {
  return call(api.GET('/api/StaticData/{propertyCode}/countries', { params: { path: { propertyCode } }, signal }), {
    fallback: t('load.countriesReload'),
  });
}

// ---------- restaurant table booking (/api/RestaurantBooking/*) ----------

/** Restaurants of the property that take online table bookings. */
export function fetchRestaurants(propertyId: number, signal?: AbortSignal): Promise<Restaurant[]> {
  return call(api.GET('/api/RestaurantBooking/Restaurants', { params: { query: { propertyId } }, signal }), {
    fallback: t('load.restaurants'),
  });
}

/**
 * A restaurant's setup for a date: party size range, currency symbol, no-availability text.
 * `identifier` is the hotel reservation reference when `isReservation`, else the guest's e-mail.
 */
export function fetchRestaurantSetup(
  query: { propertyId: number; restaurantId: number; date: string; isReservation: boolean; identifier: string },
  signal?: AbortSignal,
): Promise<RestaurantSetup> {
  return call(api.GET('/api/RestaurantBooking/RestaurantSetup', { params: { query }, signal }), {
    fallback: t('load.restaurantSetup'),
  });
}

/** Free time slots for the party size on the date; an empty list means no availability. */
export function fetchRestaurantAvailability(
  query: { propertyId: number; restaurantId: number; date: string; partySize: number; currencySymbol: string },
  signal?: AbortSignal,
): Promise<RestaurantSlot[]> {
  return call(api.GET('/api/RestaurantBooking/Availability', { params: { query }, signal }), {
    fallback: t('load.restaurantTimes'),
  });
}

/** The reasons a guest can give when cancelling (manage booking). */
export function fetchCancellationReasons(propertyCode: string, signal?: AbortSignal): Promise<CancellationReason[]> {
  return call(
    api.GET('/api/StaticData/{propertyCode}/CancellationReasons', { params: { path: { propertyCode } }, signal }),
    { fallback: t('load.cancellationReasons') },
  );
}
