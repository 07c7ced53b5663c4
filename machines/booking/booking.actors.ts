import { fromCall } from '../fromCall';
import { api, call } from '@/api/client';
import { searchAvailabilityCall } from '@/api/search';
import { LANGUAGE_CODE } from '@/api/middleware';
import type { SearchQuery } from '@/domain/searchQuery';
import type { RoomConfiguration, SearchResponse, ServicesResponse } from './booking.types';
import { textsOf } from '@/i18n/catalogue';
import { bookingText as t } from '@/i18n/booking';

/**
 * What the guest reads when a call of the booking flow fails without a message of the server's
 * (each read in the interface's locale when the call fails).
 */
export const BOOKING_CALL_FAILED = textsOf(t, {
  search: 'searchFailed',
  setUps: 'setUpsFailed',
  extras: 'extrasFailed',
});

export interface SearchInput {
  propertyId: number;
  query: SearchQuery;
}

/** POST /api/Availability/Search with the spec's payload (the link's search asked ahead, if it was). */
export const searchAvailability = fromCall<SearchResponse, SearchInput>(({ input, signal }) =>
  call(searchAvailabilityCall(input.propertyId, input.query, signal), { fallback: BOOKING_CALL_FAILED.search }),
);

export interface ServicesInput {
  propertyId: number;
  items: Array<{
    roomNumber: number;
    RoomTypeId: number;
    RatePlanId: number;
    DateOfArrival: string;
    DateOfDeparture: string;
  }>;
}

export type ServicesByRoom = Record<number, ServicesResponse>;

/** GET /api/Service/Get for every room whose services are not loaded yet. */
export const loadServices = fromCall<ServicesByRoom, ServicesInput>(async ({ input, signal }) => {
  const answers = await Promise.all(
    input.items.map((item) =>
      call(
        api.GET('/api/Service/Get', {
          params: {
            query: {
              propertyId: input.propertyId,
              roomTypeId: item.RoomTypeId,
              ratePlanId: item.RatePlanId,
              dateOfArrival: item.DateOfArrival,
              dateOfDeparture: item.DateOfDeparture,
              languageCode: LANGUAGE_CODE,
            },
          },
          signal,
        }),
        { fallback: BOOKING_CALL_FAILED.extras },
      ).then((services) => [item.roomNumber, services] as const),
    ),
  );
  return Object.fromEntries(answers);
});

/** GET /api/RoomTypeConfiguration/Get: the room configuration choices (e.g. double or twin). */
export const loadRoomConfigurations = fromCall<RoomConfiguration[], { propertyId: number }>(({ input, signal }) =>
  call(api.GET('/api/RoomTypeConfiguration/Get', { params: { query: { propertyId: input.propertyId } }, signal }), {
    fallback: BOOKING_CALL_FAILED.setUps,
  }),
);
