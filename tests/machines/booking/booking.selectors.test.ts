import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bookingMachine } from '@machines/booking/booking.machine';
import type { ServicesByRoom, ServicesInput } from '@machines/booking/booking.actors';
import type { RoomConfiguration, SearchResponse } from '@machines/booking/booking.types';
import {
  ROOM_NOTICES,
  basketSummaryView,
  bookingRoomsOf,
  extrasStepView,
  guestsStepView,
  offeredRoomTypes,
  roomRateStepView,
  servicesForActiveRoom,
  totalsOf,
  upgradeStepView,
  warningsOf,
  type StepSettings,
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
    expect(warningsOf(actor.getSnapshot()).noRooms).toBe(ROOM_NOTICES.noRooms);
    expect(ROOM_NOTICES.noRooms).toBe('No rooms available on selected dates');
  });

  it(
    'an invalid promo code with a message: the promo warning (and, ' + 'with no rooms, the no-rooms text too)',
    async () => {
      const actor = await searched([[2, 0, 0]], {
        ...empty(),
        PromoCodeMessage: 'WINTER5 has expired',
        IsPromoCodeValid: false,
      });
      const w = warningsOf(actor.getSnapshot());
      expect(w.promoInvalid).toBe('WINTER5 has expired');
      expect(w.noRooms).toBe(ROOM_NOTICES.noRooms);
    },
  );

  it('a valid promo code with a message shows no promo warning', async () => {
    const actor = await searched([[2, 0, 0]], {
      ...searchResponse(),
      PromoCodeMessage: 'SPRING10: 10% off',
      IsPromoCodeValid: true,
    });
    expect(warningsOf(actor.getSnapshot()).promoInvalid).toBeNull();
  });

  it(
    'results exist but none fit the active room’s guests (5 adults; ' +
      'the largest room sleeps 4): the occupancy warning',
    async () => {
      const actor = await searched([[5, 0, 0]], searchResponse());
      const w = warningsOf(actor.getSnapshot());
      expect(w.showResults).toBe(true);
      expect(w.noRoomsForOccupancy).toBe(true);
      expect(w.noRooms).toBeNull();
    },
  );

  it(
    'rooms would fit but the basket took the last of them: ' +
      '"your combination of rooms is not available", not "fewer guests"',
    async () => {
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
      expect(w.noRooms).toBe(ROOM_NOTICES.combinationNotAvailable);
    },
  );

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
  it(
    'a Standard room at £125.55 (20% VAT inclusive): ' + '12555 pence on screen, 125.55 to Reservation/Create',
    async () => {
      const fresh = searchResponse();
      const response: SearchResponse = {
        ...fresh,
        RoomTypes: fresh.RoomTypes.map((r) =>
          r.RoomType.RoomTypeId === 10 ? { ...r, Rates: [rate(1, 125.55), rate(2, 180)] } : r,
        ),
      };
      const actor = await searched([[2, 0, 0]], response);
      const standard = offeredRoomTypes(actor.getSnapshot().context, {
        showOccupancy: true,
        showMinimumStay: true,
      }).find((r) => r.roomTypeId === 10);
      expect(standard?.rates[0]?.price).toBe(12555);
      expect(standard?.from).toBe(12555);
      actor.send({ type: 'rate.selected', roomTypeId: 10, ratePlanId: 1 });
      const context = actor.getSnapshot().context;
      // VAT inside £125.55 at 20% is 2092.5p: rounded half away from zero, 2093p
      expect(totalsOf(context)).toMatchObject({ totalCost: 12555, vatAmount: 2093, payable: 12555 });
      expect(bookingRoomsOf(context).map((room) => room.TotalCost)).toEqual([125.55]);
    },
  );
});

const settings: StepSettings = {
  words: { adults: 'Adults', children: 'Children (2-12)', infants: null },
  childrenAsked: true,
  infantsAsked: false,
  showOccupancy: true,
  showMinimumStay: false,
};

describe('view models of the shared steps (src/ui/steps)', () => {
  it(
    "room and rate: a tab per room in the property's words, " +
      'the rates that fit the active room, and the choice marked',
    async () => {
      const results = searchResponse();
      const standard = results.RoomTypes[0]!;
      standard.Rates = [{ ...standard.Rates[0]!, MinimumLengthOfStay: 2 }, ...standard.Rates.slice(1)];
      const actor = await searched(
        [
          [2, 0, 0],
          [3, 1, 0],
        ],
        results,
      );
      let view = roomRateStepView(actor.getSnapshot(), settings);
      expect(view.rooms).toEqual([
        { roomNumber: 1, guests: '2 adults', chosen: false },
        { roomNumber: 2, guests: '3 adults, 1 child', chosen: false },
      ]);
      expect(view).toMatchObject({ roomNumber: 1, guests: '2 adults', mode: 'rates', canContinue: false });
      expect(view.roomTypes.map((r) => r.name)).toEqual(['Standard Double', 'Deluxe Sea View', 'Family Room']);
      // shown as the property says: its occupancy, not its minimum stays
      expect(view.roomTypes[0]).toMatchObject({ maxOccupancy: 2, minimumStay: null, from: 18000 });
      const shown = roomRateStepView(actor.getSnapshot(), { ...settings, showOccupancy: false, showMinimumStay: true });
      expect(shown.roomTypes[0]).toMatchObject({ maxOccupancy: null, minimumStay: 2 });
      actor.send({ type: 'rate.selected', roomTypeId: 10, ratePlanId: 2 });
      view = roomRateStepView(actor.getSnapshot(), settings);
      // Room 2 (4 guests): only the Family Room sleeps them
      expect(view).toMatchObject({ roomNumber: 2, guests: '3 adults, 1 child' });
      expect(view.rooms.map((r) => r.chosen)).toEqual([true, false]);
      expect(view.roomTypes.map((r) => r.name)).toEqual(['Family Room']);
    },
  );

  it('room and rate on a small screen: the room types first, then the rates of the one chosen', async () => {
    const actor = await searched([[2, 0, 0]], searchResponse());
    actor.send({ type: 'viewport.changed', isSmallScreen: true });
    expect(roomRateStepView(actor.getSnapshot(), settings).mode).toBe('roomTypes');
    actor.send({ type: 'roomType.selected', roomTypeId: 20 });
    const view = roomRateStepView(actor.getSnapshot(), settings);
    expect(view.mode).toBe('oneRoomType');
    expect(view.roomTypes.map((r) => r.roomTypeId)).toEqual([20]);
    // the lowest price first: Deluxe's rate 2 (£230 the stay) before its rate 1 (£260), the hotel's first
    expect(view.roomTypes[0]?.rates.map((r) => [r.ratePlanId, r.price])).toEqual([
      [2, 23000],
      [1, 26000],
    ]);
  });

  it('upgrade: the room chosen and what the upgrade costs more, for the stay and a night', async () => {
    const actor = await searched([[2, 0, 0]], searchResponse());
    actor.send({ type: 'rate.selected', roomTypeId: 10, ratePlanId: 1 });
    expect(upgradeStepView(actor.getSnapshot())).toEqual({
      currency: 'GBP',
      roomNumber: 1,
      roomTypeName: 'Standard Double',
      // 2 nights (1st to 3rd December): £60.00 more, £30.00 each night
      upgrades: [
        {
          roomTypeId: 20,
          name: 'Deluxe Sea View',
          price: 26000,
          difference: 6000,
          nights: 2,
          perNight: 3000,
          perNightExact: true,
          // the upgraded room's own picture and facts, so the guest sees what they would get
          picture: {
            src: '/img/dlx-960.webp',
            srcSet: '/img/dlx-480.webp 480w, /img/dlx-960.webp 960w',
            width: 960,
            height: 640,
            alt: 'A king-size bed facing the sea',
          },
          facts: ['28 m²', '1 king-size bed'],
        },
      ],
    });
  });

  it('guests: the counts the property asks in its words, and what is missing for the lead guest', async () => {
    const actor = await searched([[2, 0, 0]], searchResponse());
    actor.send({ type: 'rate.selected', roomTypeId: 30, ratePlanId: 1 });
    let view = guestsStepView(actor.getSnapshot(), settings);
    if (view.status !== 'ready') throw new Error(`guests ${view.status}`);
    expect(view.fields).toEqual([
      { key: 'numberOfAdults', label: 'Adults', options: [1, 2, 3, 4] },
      { key: 'numberOfChildren', label: 'Children (2-12)', options: [0, 1, 2] },
    ]);
    expect(view).toMatchObject({
      roomTypeName: 'Family Room',
      ratePlanName: 'Rate 1',
      maxTotal: 4,
      configuration: null,
    });
    expect(view.errors).toEqual({
      firstName: "Enter the lead guest's first name",
      lastName: "Enter the lead guest's last name",
      configuration: null,
    });
    actor.send({ type: 'leadGuest.changed', roomNumber: 1, firstName: 'Ada', lastName: '  ' });
    view = guestsStepView(actor.getSnapshot(), settings);
    if (view.status !== 'ready') throw new Error(`guests ${view.status}`);
    expect(view.errors).toMatchObject({ firstName: null, lastName: "Enter the lead guest's last name" });
    // they show only once the guest tried to go on: the flow refuses and stays on this room
    expect(view.errorsShown).toBe(false);
    actor.send({ type: 'occupancy.confirmed' });
    expect(actor.getSnapshot().matches({ roomsAndRates: { occupancy: { editing: 'refused' } } })).toBe(true);
    view = guestsStepView(actor.getSnapshot(), settings);
    if (view.status !== 'ready') throw new Error(`guests ${view.status}`);
    expect(view.errorsShown).toBe(true);
  });

  it("extras: ready with the active room's services once loaded", async () => {
    const services: ServicesByRoom = { 1: { Services: [service(1, 'Parking')], InventoryPerServiceId: {} } };
    const actor = await searched([[2, 0, 0]], searchResponse(), null, services);
    actor.send({ type: 'rate.selected', roomTypeId: 30, ratePlanId: 1 });
    actor.send({ type: 'leadGuest.changed', roomNumber: 1, firstName: 'Ada', lastName: 'Lovelace' });
    actor.send({ type: 'occupancy.confirmed' });
    await waitFor(actor, (s) => s.matches({ roomsAndRates: { extras: 'editing' } }));
    const view = extrasStepView(actor.getSnapshot());
    expect(view).toMatchObject({ status: 'ready', roomNumber: 1, currency: 'GBP' });
    expect(view.status === 'ready' && view.services.map((s) => s.name)).toEqual(['Parking']);
  });

  it("basket: each room with its guests in the property's words, lead guest and price, and the totals", async () => {
    const actor = await searched(
      [
        [2, 0, 0],
        [3, 1, 0],
      ],
      searchResponse(),
    );
    actor.send({ type: 'rate.selected', roomTypeId: 10, ratePlanId: 1 });
    actor.send({ type: 'rate.selected', roomTypeId: 30, ratePlanId: 1 });
    actor.send({ type: 'upgrade.declined' });
    actor.send({ type: 'leadGuest.changed', roomNumber: 1, firstName: 'Ada', lastName: 'Lovelace' });
    const view = basketSummaryView(actor.getSnapshot());
    expect(view.stay).toEqual({
      from: expect.stringContaining('2026') as unknown,
      to: expect.stringContaining('2026') as unknown,
      nights: 2,
    });
    expect(view.items.map((i) => [i.roomNumber, i.roomTypeName, i.guests, i.leadGuest])).toEqual([
      [1, 'Standard Double', '2 adults', 'Ada Lovelace'],
      [2, 'Family Room', '3 adults, 1 child', null],
    ]);
    // Family Room: £300 for 2 adults, +£20 an adult, +£10 a child (amounts in pence)
    expect(view.items.map((i) => i.roomCost)).toEqual([20000, 33000]);
    expect(view.totals).toMatchObject({ taxExclusive: false, vatRate: 20, payable: 53000 });
    expect(view.priceChanges).toEqual([]);
  });
});
