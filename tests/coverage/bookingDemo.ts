/**
 * Rooms and rates as the page gets them for the booking model's stays (tests/support/bookingStay),
 * worked out by the app's own loaders and actors against the mock backend in Node: the model's
 * input and each call's answer (tests/coverage/bookingModel.ts) are what the page gets.
 */
import { getBookingConfig, getProperty } from '@/app/loaders';
import { parseSearchQuery } from '@/domain/searchQuery';
import { bookingFacts } from '@/features/booking/bookingFacts';
import { loadRoomConfigurations, loadServices, searchAvailability } from '@machines/booking/booking.actors';
import { BOOKING_ROOMS, BOOKING_STAY, FLEXIBLE_RATE, LONGER_STAY } from '../support/bookingStay';
import { answer, withMockBackend } from './mockBackend';

export function bookingDemo() {
  return withMockBackend(async () => {
    const property = await getProperty('SEAVIEW');
    const facts = bookingFacts(property, await getBookingConfig('SEAVIEW'));
    const propertyId = property.PropertyId;
    const stays = [BOOKING_STAY, LONGER_STAY].map((stay) => ({
      stay,
      query: parseSearchQuery(new URLSearchParams(stay)),
    }));
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
    return { facts, results, services, roomConfigurations };
  });
}
