import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bookingMachine } from '@machines/booking/booking.machine';
import type { ServicesByRoom, ServicesInput } from '@machines/booking/booking.actors';
import type { RoomConfiguration, SearchResponse } from '@machines/booking/booking.types';
import {
  COMBINATION_NOT_AVAILABLE_MESSAGE,
  NO_ROOMS_MESSAGE,
  bookingRoomsOf,
  guestsText,
  offeredRoomTypes,
  servicesForActiveRoom,
  totalsOf,
  warningsOf,
} from '@machines/booking/booking.selectors';
import { property, query, rate, searchResponse, service } from './fixtures';

async function searched(
  rooms: Array<[number, number, number]>,
  results: SearchResponse,
  noAvailabilityMessage: string | null = null,
  services: ServicesByRoom = {},
) {
  const machine = bookingMachine.provide({
    actors: {
      searchAvailability: fromPromise(async () => results),
      loadServices: fromPromise<ServicesByRoom, ServicesInput>(async () => services),
      loadRoomConfigurations: fromPromise<RoomConfiguration[], { propertyId: number }>(async () => []),
    },
  });
  const actor = createActor(machine, {
    input: { property: { ...property, noAvailabilityMessage }, isSmallScreen: false },
  }).start();
  actor.send({ type: 'search.requested', query: query(rooms) });
  await waitFor(actor, (s) => !s.matches('searching'));
  return actor;
}

const empty = (): SearchResponse => ({ ...searchResponse(), RoomTypes: [], NumberOfRoomsPerRoomTypeId: {} });

describe('warningsOf: the display rules of spec 4', () => {
  it('no results at all: the configured no-availability message', async () => {
    const actor = await searched(
      [[2, 0, 0]],
      empty(),
      'Sorry, we are full on those dates. Call us on +44 1273 000000.',
    );
    const w = warningsOf(actor.getSnapshot());
    expect(w.showResults).toBe(false);
    expect(w.noRooms).toBe('Sorry, we are full on those dates. Call us on +44 1273 000000.');
    expect(w.noRoomsForOccupancy).toBe(false);
  });

  it('no results and no configured message: the standard text, never a blank page', async () => {
    const actor = await searched([[2, 0, 0]], empty(), null);
    expect(warningsOf(actor.getSnapshot()).noRooms).toBe(NO_ROOMS_MESSAGE);
    expect(NO_ROOMS_MESSAGE).toBe('No rooms available on selected dates');
  });

  it('an invalid promo code with a message: the promo warning (and, with no rooms, the no-rooms text too)', async () => {
    const actor = await searched([[2, 0, 0]], {
      ...empty(),
      PromoCodeMessage: 'WINTER5 has expired',
      IsPromoCodeValid: false,
    });
    const w = warningsOf(actor.getSnapshot());
    expect(w.promoInvalid).toBe('WINTER5 has expired');
    expect(w.noRooms).toBe(NO_ROOMS_MESSAGE);
  });

  it('a valid promo code with a message shows no promo warning', async () => {
    const actor = await searched([[2, 0, 0]], {
      ...searchResponse(),
      PromoCodeMessage: 'SPRING10: 10% off',
      IsPromoCodeValid: true,
    });
    expect(warningsOf(actor.getSnapshot()).promoInvalid).toBeNull();
  });

  it('results exist but none fit the active room’s guests (5 adults; the largest room sleeps 4): the occupancy warning', async () => {
    const actor = await searched([[5, 0, 0]], searchResponse());
    const w = warningsOf(actor.getSnapshot());
    expect(w.showResults).toBe(true);
    expect(w.noRoomsForOccupancy).toBe(true);
    expect(w.noRooms).toBeNull();
  });

  it('rooms would fit but the basket took the last of them: "your combination of rooms is not available", not "fewer guests"', async () => {
    // 2 rooms of 4 guests; only the Family Room (1 left) fits 4
    const actor = await searched(
      [
        [4, 0, 0],
        [4, 0, 0],
      ],
      searchResponse({ '10': 2, '20': 2, '30': 1 }),
    );
    actor.send({ type: 'rate.selected', roomTypeId: 30, ratePlanId: 1 });
    expect(actor.getSnapshot().context.activeRoomNumber).toBe(2);
    const w = warningsOf(actor.getSnapshot());
    expect(w.noRoomsForOccupancy).toBe(false);
    expect(w.noRooms).toBe(COMBINATION_NOT_AVAILABLE_MESSAGE);
  });

  it('the gift voucher message shows only when the voucher is valid', async () => {
    const valid = await searched([[2, 0, 0]], {
      ...searchResponse(),
      HopGiftVoucherCodeMessage: 'GIFT50: £50 off',
      IsHopGiftVoucherCodeValid: true,
    });
    expect(warningsOf(valid.getSnapshot()).voucherMessage).toBe('GIFT50: £50 off');
    const invalid = await searched([[2, 0, 0]], {
      ...searchResponse(),
      HopGiftVoucherCodeMessage: 'Unknown voucher',
      IsHopGiftVoucherCodeValid: false,
    });
    expect(warningsOf(invalid.getSnapshot()).voucherMessage).toBeNull();
  });
});

describe('guestsText', () => {
  it.each([
    [2, 0, 0, {}, '2 adults'],
    [1, 1, 0, {}, '1 adult, 1 child'],
    [2, 3, 1, {}, '2 adults, 3 children, 1 infant'],
    [
      2,
      1,
      2,
      { adults: 'Adults', children: 'Children (2-12)', infants: 'Infants (under 2)' },
      '2 adults, Children (2-12): 1, Infants (under 2): 2',
    ],
    [1, 0, 0, { adults: 'Guests 12+' }, 'Guests 12+: 1'],
  ])('%i adults, %i children, %i infants with labels %o: "%s"', (a, c, i, words, text) => {
    expect(guestsText(a, c, i, words)).toBe(text);
  });
});

describe('servicesForActiveRoom: what an extra costs, as the guest reads it', () => {
  it('breakfast at £15 per night per guest, 2 adults + 1 child, 2 nights: base £15, £90 for the stay', async () => {
    const breakfast = service(1, 'Breakfast', {
      ChargeType: 'PerDay',
      ChargePerPerson: true,
      Articles: [{ ArticleId: 1, Name: 'Breakfast', Price: 15 }],
    });
    const spa = service(2, 'Spa Ritual', {
      ChargeType: 'PerQuantity',
      Articles: [
        { ArticleId: 2, Name: 'Massage', Price: 40 },
        { ArticleId: 3, Name: 'Oils', Price: 5 },
      ],
    });
    const services: ServicesByRoom = { 1: { Services: [breakfast, spa], InventoryPerServiceId: {} } };
    const actor = await searched([[2, 1, 0]], searchResponse(), null, services);
    actor.send({ type: 'rate.selected', roomTypeId: 30, ratePlanId: 1 });
    actor.send({ type: 'leadGuest.changed', roomNumber: 1, firstName: 'Ada', lastName: 'Lovelace' });
    actor.send({ type: 'occupancy.confirmed' });
    await waitFor(actor, (s) => s.matches({ roomsAndRates: { extras: 'editing' } }));
    actor.send({ type: 'service.quantityChanged', roomNumber: 1, serviceId: 2, quantity: 3 });
    const [b, s] = servicesForActiveRoom(actor.getSnapshot().context);
    // query(): 2026-12-01 to 2026-12-03 = 2 nights; per person = adults + children = 3 (amounts in pence)
    expect(b).toMatchObject({
      basePrice: 1500,
      unitPrice: 9000,
      nights: 2,
      chargedGuests: 3,
      quantity: 0,
      lineCost: 0,
    });
    // articles add up to £45 an item; 3 items
    expect(s).toMatchObject({ basePrice: 4500, unitPrice: 4500, quantity: 3, lineCost: 13500 });
  });
});

describe('money: view models in minor units, the booking room DTO in the API decimals', () => {
  it('a Standard room at £125.55 (20% VAT inclusive): 12555 pence on screen, 125.55 to Reservation/Create', async () => {
    const fresh = searchResponse();
    const response: SearchResponse = {
      ...fresh,
      RoomTypes: fresh.RoomTypes.map((r) =>
        r.RoomType.RoomTypeId === 10 ? { ...r, Rates: [rate(1, 125.55), rate(2, 180)] } : r,
      ),
    };
    const actor = await searched([[2, 0, 0]], response);
    const standard = offeredRoomTypes(actor.getSnapshot().context).find((r) => r.roomTypeId === 10);
    expect(standard?.rates[0]?.price).toBe(12555);
    expect(standard?.from).toBe(12555);
    actor.send({ type: 'rate.selected', roomTypeId: 10, ratePlanId: 1 });
    const context = actor.getSnapshot().context;
    // VAT inside £125.55 at 20% is 2092.5p: rounded half away from zero, 2093p
    expect(totalsOf(context)).toMatchObject({ totalCost: 12555, vatAmount: 2093, payable: 12555 });
    expect(bookingRoomsOf(context).map((room) => room.TotalCost)).toEqual([125.55]);
  });
});
