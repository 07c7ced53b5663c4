/**
 * The booking flow on Rooms and rates, modelled for the generated e2e walks (tests/coverage/
 * models.ts): one room for two adults (tests/support/bookingStay), the page's own search as it
 * opens, every call's answer as the mock backend gives it today (tests/coverage/bookingDemo.ts).
 * A desktop's window and a phone's: a phone lists the room types, then one type's rates ("See
 * rates for ..."), and shows the summary before checkout. Checkout is the Checkout page's (the
 * walks end where the flow hands over to it).
 */
import type { AnyEventObject } from 'xstate';
import { bookingMachine } from '@machines/booking/booking.machine';
import type { BookingContext } from '@machines/booking/booking.types';
import { basketItemFor } from '@/domain/basket';
import type { SearchQuery } from '@/domain/searchQuery';
import type { FlowModelSource } from './models';
import { done, failed, pending } from './modelEvents';
import { bookingDemo } from './bookingDemo';
import { BOOKING_ROOMS, FLEXIBLE_RATE } from '../support/bookingStay';

const demo = await bookingDemo();
const [stay, longer] = demo.results;

/** The lead guest the walks type, and the bed set-up they choose. */
export const BOOKING_GUEST = { firstName: 'Ada', lastName: 'Lovelace' };
const bed = demo.roomConfigurations.find((c) => c.RoomTypeId === BOOKING_ROOMS.classicDouble.id);
if (!bed) throw new Error('the mock has no bed set-up for the classic double');
const BOOKING_BED = bed.RoomConfigurationDropdownOptionId;

const sameQuery = (a: SearchQuery | null, b: SearchQuery) => JSON.stringify(a) === JSON.stringify(b);

/** Each answer for the search and the room it was worked out for. */
const searchFor = new Map<AnyEventObject, SearchQuery>();
const servicesFor = new Map<AnyEventObject, { RoomTypeId: number; DateOfDeparture: string }>();
const searchAnswers = demo.results.map(({ query, output }) => {
  const event = done('search', output);
  searchFor.set(event, query);
  return event;
});
const servicesAnswers = demo.services.map(({ item, output }) => {
  const event = done('services', output);
  servicesFor.set(event, item);
  return event;
});

/** What the page shows and what decides the guest's next moves. */
function facts(context: BookingContext) {
  const item = basketItemFor(context, 1);
  return {
    search: context.search?.toDate ?? null,
    results: context.results !== null,
    item: item && [
      item.RoomTypeId,
      item.upgradesSeen,
      item.guestsReviewed,
      item.servicesSeen,
      item.leadGuest.firstName !== '',
      item.leadGuest.lastName !== '',
      item.roomConfigurationId,
      item.Services.length,
      item.servicesLoaded,
    ],
    configurations: context.roomConfigurations.length > 0,
    error: context.error !== null,
    pending: context.pendingRoomTypeId,
  };
}

function accepts(s: Parameters<NonNullable<FlowModelSource['accepts']>>[0], event: AnyEventObject): boolean {
  const context = s.context as BookingContext;
  const phone = context.isSmallScreen;
  const item = basketItemFor(context, 1);
  const searchQuery = searchFor.get(event);
  if (searchQuery) return sameQuery(context.search, searchQuery);
  const room = servicesFor.get(event);
  if (room) return item?.RoomTypeId === room.RoomTypeId && item.DateOfDeparture === room.DateOfDeparture;
  switch (event.type) {
    // "Change search" on Rooms and rates, then Search with a night more (the flow is on that page)
    case 'search.requested':
      return s.matches('roomsAndRates') || s.matches('searchFailed');
    // the guests' form: a field typed anew (the same value sends nothing)
    case 'leadGuest.changed': {
      if (!item || !s.matches({ roomsAndRates: { occupancy: 'editing' } })) return false;
      const { firstName = item.leadGuest.firstName, lastName = item.leadGuest.lastName } = event;
      return firstName !== item.leadGuest.firstName || lastName !== item.leadGuest.lastName;
    }
    case 'roomConfiguration.changed':
      return (
        s.matches({ roomsAndRates: { occupancy: 'editing' } }) &&
        item?.roomConfigurationId !== event.roomConfigurationId
      );
    case 'service.quantityChanged':
      return (item?.Services.find((line) => line.ServiceId === event.serviceId)?.Quantity ?? 0) !== event.quantity;
    // a phone lists the room types, then one type's rates; a desktop the rates of every type
    case 'roomType.selected':
    case 'roomType.cleared':
      return phone;
    case 'rate.selected':
      return phone ? context.pendingRoomTypeId === event.roomTypeId : s.matches({ roomsAndRates: 'roomTypeSelection' });
    // the basket's "Remove room 1", beside the steps after a choice
    case 'basket.itemRemoved':
      return !!item && s.matches('roomsAndRates') && !s.matches({ roomsAndRates: 'roomTypeSelection' });
    default:
      return true;
  }
}

export const bookingModel: FlowModelSource = {
  machine: bookingMachine.provide({
    actors: { searchAvailability: pending, loadServices: pending, loadRoomConfigurations: pending },
  }),
  // a desktop's window, and a phone's (its own steps: one room type's rates, the summary before checkout)
  starts: {
    stay: { property: demo.facts, isSmallScreen: false },
    phone: { property: demo.facts, isSmallScreen: true },
  },
  opening: [{ type: 'search.requested', query: stay!.query }],
  events: [
    // the search: the rooms on offer, or no answer; a search with a night more
    ...searchAnswers,
    failed('search'),
    { type: 'search.retry' },
    { type: 'search.requested', query: longer!.query },
    // a room and rate: one with an upgrade (taken, or no thanks), one without
    { type: 'rate.selected', roomTypeId: BOOKING_ROOMS.classicDouble.id, ratePlanId: FLEXIBLE_RATE.id },
    { type: 'rate.selected', roomTypeId: BOOKING_ROOMS.familyRoom.id, ratePlanId: FLEXIBLE_RATE.id },
    { type: 'roomType.selected', roomTypeId: BOOKING_ROOMS.classicDouble.id },
    { type: 'roomType.selected', roomTypeId: BOOKING_ROOMS.familyRoom.id },
    { type: 'roomType.cleared' },
    { type: 'upgrade.accepted', roomTypeId: BOOKING_ROOMS.superiorSeaView.id },
    { type: 'upgrade.declined' },
    // the guests: the bed set-ups, or no answer; the lead guest's names and bed set-up
    done('roomConfigurations', demo.roomConfigurations),
    failed('roomConfigurations'),
    { type: 'occupancy.retry' },
    { type: 'leadGuest.changed', roomNumber: 1, firstName: BOOKING_GUEST.firstName },
    { type: 'leadGuest.changed', roomNumber: 1, lastName: BOOKING_GUEST.lastName },
    { type: 'roomConfiguration.changed', roomNumber: 1, roomConfigurationId: BOOKING_BED },
    { type: 'occupancy.confirmed' },
    // the extras of the room chosen, or no answer; parking; on, or on without extras
    ...servicesAnswers,
    failed('services'),
    { type: 'extras.retry' },
    { type: 'extras.skipped' },
    { type: 'service.quantityChanged', roomNumber: 1, serviceId: 302, quantity: 1 },
    { type: 'extras.confirmed' },
    { type: 'basket.itemRemoved', roomNumber: 1 },
    // a phone's summary, then checkout; back from the Checkout page ("Change rooms"), and on again
    // with the rooms chosen ("Continue with these rooms")
    { type: 'checkout.started' },
    { type: 'checkout.back' },
    { type: 'basket.continued' },
  ],
  accepts,
  // a success is the mock server's own answer: nothing of it is kept
  answer: () => null,
  serialize: (s) => JSON.stringify([s.value, facts(s.context as BookingContext), Object.keys(s.children).sort()]),
};
