/**
 * Rooms and rates as the page gets them for the booking model's stays (tests/support/bookingStay),
 * worked out by the app's own loaders and actors against the mock backend in Node: the model's
 * input and each call's answer (tests/coverage/bookingModel.ts) are what the page gets.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { getProperty, roomsAndRatesLoader } from '@/app/loaders';
import { bookingFacts } from '@/features/booking/bookingFacts';
import { loadRoomConfigurations, loadServices, searchAvailability } from '@machines/booking/booking.actors';
import { BOOKING_ROOMS, BOOKING_STAY, FLEXIBLE_RATE, LONGER_STAY } from '../support/bookingStay';
import { answer, withMockBackend } from './mockBackend';

/** Rooms and rates' loader for a stay's address: its query, as the page searches it. */
async function roomsAndRates(stay: string) {
  const args = {
    params: { propertyCode: 'SEAVIEW' },
    request: new Request(`http://localhost/Book/SEAVIEW/Rooms-And-Rates?${stay}`),
    context: undefined,
  } as unknown as LoaderFunctionArgs;
  const { config, query, searchAllowed } = await roomsAndRatesLoader(args);
  // a stay the search page's rules refuse would send the page back to the search page
  if (!searchAllowed) throw new Error(`the booking model's stay is not one a guest can search: ${stay}`);
  return { config, query };
}

export function bookingDemo() {
  return withMockBackend(async () => {
    const property = await getProperty('SEAVIEW');
    const stays = [];
    for (const stay of [BOOKING_STAY, LONGER_STAY]) stays.push({ stay, ...(await roomsAndRates(stay)) });
    const facts = bookingFacts(property, stays[0]!.config);
    const propertyId = property.PropertyId;
    const results = [];
    const services = [];
    for (const { stay, query } of stays) {
      results.push({ stay, query, output: await answer(searchAvailability, { propertyId, query }) });
      for (const { id: RoomTypeId } of Object.values(BOOKING_ROOMS)) {
        const item = {
          roomNumber: 1,
          RoomTypeId,
          RatePlanId: FLEXIBLE_RATE.id,
          DateOfArrival: query.fromDate ?? '',
          DateOfDeparture: query.toDate ?? '',
        };
        services.push({ item, output: await answer(loadServices, { propertyId, items: [item] }) });
      }
    }
    const roomConfigurations = await answer(loadRoomConfigurations, { propertyId });
    return { property, config: stays[0]!.config, facts, results, services, roomConfigurations };
  });
}
