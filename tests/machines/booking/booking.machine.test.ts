import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { bookingMachine } from '@machines/booking/booking.machine';
import type { SearchInput, ServicesByRoom, ServicesInput } from '@machines/booking/booking.actors';
import type { RoomConfiguration, SearchResponse } from '@machines/booking/booking.types';
import { property, query, rate, searchResponse, service } from './fixtures';
import { priceChangesOf, stageOf, totalsOf } from '@machines/booking/booking.selectors';

type Snapshot = SnapshotFrom<typeof bookingMachine>;

function start(
  options: {
    results?: SearchResponse | Error;
    services?: ServicesByRoom | Error;
    configurations?: RoomConfiguration[];
    isSmallScreen?: boolean;
    showRoomConfigurationQuestion?: boolean;
  } = {},
) {
  const goToCheckout = vi.fn();
  const machine = bookingMachine.provide({
    actions: { goToCheckout },
    actors: {
      searchAvailability: fromPromise(async () => {
        if (options.results instanceof Error) throw options.results;
        return options.results ?? searchResponse();
      }),
      loadServices: fromPromise<ServicesByRoom, ServicesInput>(async ({ input }) => {
        if (options.services instanceof Error) throw options.services;
        return (
          options.services ??
          Object.fromEntries(input.items.map((i) => [i.roomNumber, { Services: [], InventoryPerServiceId: {} }]))
        );
      }),
      loadRoomConfigurations: fromPromise(async () => options.configurations ?? []),
    },
  });
  const actor = createActor(machine, {
    input: {
      property: { ...property, showRoomConfigurationQuestion: options.showRoomConfigurationQuestion ?? false },
      isSmallScreen: options.isSmallScreen ?? false,
    },
  });
  actor.start();
  return { actor, goToCheckout };
}

const at = (snapshot: Snapshot, state: string) => snapshot.matches(state as never);

async function searched(rooms: Array<[number, number, number]>, opts: Parameters<typeof start>[0] = {}) {
  const run = start(opts);
  run.actor.send({ type: 'search.requested', query: query(rooms) });
  await waitFor(run.actor, (s) => !s.matches('searching'));
  return run;
}

describe('search', () => {
  it('stores room types and availability, makes room 1 active and moves to room type selection', async () => {
    const { actor } = await searched([
      [2, 0, 0],
      [1, 0, 0],
    ]);
    const s = actor.getSnapshot();
    expect(at(s, { roomsAndRates: 'roomTypeSelection' } as never)).toBe(true);
    expect(s.context.results?.RoomTypes).toHaveLength(3);
    expect(s.context.availability).toEqual({ '10': 2, '20': 1, '30': 1 });
    expect(s.context.activeRoomNumber).toBe(1);
    expect(s.context.rooms.map((r) => r.roomNumber)).toEqual([1, 2]);
  });

  it(
    'a failed search ends in searchFailed with the message ' + '(not a spinner forever), and retry searches again',
    async () => {
      const { actor } = await searched([[2, 0, 0]], {
        results: new Error('Something went wrong on our side. Please try again in a moment.'),
      });
      expect(actor.getSnapshot().value).toBe('searchFailed');
      expect(actor.getSnapshot().context.error).toBe('Something went wrong on our side. Please try again in a moment.');
      actor.send({ type: 'search.retry' });
      expect(actor.getSnapshot().value).toBe('searching');
    },
  );

  it('a new search resets the basket and the active room', async () => {
    const { actor } = await searched([
      [2, 0, 0],
      [2, 0, 0],
    ]);
    actor.send({ type: 'rate.selected', roomTypeId: 10, ratePlanId: 1 });
    expect(actor.getSnapshot().context.basket).toHaveLength(1);
    actor.send({ type: 'search.requested', query: query([[1, 0, 0]]) });
    expect(actor.getSnapshot().value).toBe('searching');
    expect(actor.getSnapshot().context.basket).toEqual([]);
    expect(actor.getSnapshot().context.activeRoomNumber).toBeNull();
  });

  it('the same search again (a reload of the same URL) keeps the basket', async () => {
    const { actor } = await searched([
      [2, 0, 0],
      [2, 0, 0],
    ]);
    actor.send({ type: 'rate.selected', roomTypeId: 10, ratePlanId: 1 });
    actor.send({
      type: 'search.requested',
      query: query([
        [2, 0, 0],
        [2, 0, 0],
      ]),
    });
    expect(actor.getSnapshot().context.basket).toHaveLength(1);
  });
});

describe('search results (spec 4: "promo and voucher messages and validity are stored")', () => {
  it('keeps the promo and gift voucher messages and validity of the answer', async () => {
    const answer = {
      ...searchResponse(),
      PromoCodeMessage: 'This promotion has expired.',
      IsPromoCodeValid: false,
      HopGiftVoucherCodeMessage: 'Voucher GIFT50 applied',
      IsHopGiftVoucherCodeValid: true,
    };
    const { actor } = await searched([[2, 0, 0]], { results: answer });
    const results = actor.getSnapshot().context.results;
    expect(results?.PromoCodeMessage).toBe('This promotion has expired.');
    expect(results?.IsPromoCodeValid).toBe(false);
    expect(results?.HopGiftVoucherCodeMessage).toBe('Voucher GIFT50 applied');
    expect(results?.IsHopGiftVoucherCodeValid).toBe(true);
  });
});

describe('choosing rooms (spec 4)', () => {
  it('after room 1 is chosen, the next room without a choice becomes active; availability drops by one', async () => {
    const { actor } = await searched([
      [2, 0, 0],
      [2, 0, 0],
    ]);
    actor.send({ type: 'rate.selected', roomTypeId: 10, ratePlanId: 2 });
    const s = actor.getSnapshot();
    expect(at(s, { roomsAndRates: 'roomTypeSelection' } as never)).toBe(true);
    expect(s.context.activeRoomNumber).toBe(2);
    expect(s.context.availability['10']).toBe(1);
    expect(s.context.basket.map((i) => [i.roomNumber, i.RoomTypeId, i.ratePlan.RatePlanId])).toEqual([[1, 10, 2]]);
  });

  it('choosing via the room type step then the rate step works the same', async () => {
    const { actor } = await searched([[2, 0, 0]]);
    actor.send({ type: 'roomType.selected', roomTypeId: 30 });
    expect(at(actor.getSnapshot(), { roomsAndRates: 'ratePlanSelection' } as never)).toBe(true);
    expect(actor.getSnapshot().context.pendingRoomTypeId).toBe(30);
    actor.send({ type: 'rate.selected', roomTypeId: 30, ratePlanId: 1 });
    expect(actor.getSnapshot().context.basket[0]?.RoomTypeId).toBe(30);
  });

  it('a room type with no availability left cannot be chosen', async () => {
    const { actor } = await searched(
      [
        [2, 0, 0],
        [2, 0, 0],
      ],
      { results: searchResponse({ '10': 1, '20': 0, '30': 1 }) },
    );
    actor.send({ type: 'rate.selected', roomTypeId: 20, ratePlanId: 1 });
    expect(actor.getSnapshot().context.basket).toEqual([]);
    actor.send({ type: 'rate.selected', roomTypeId: 10, ratePlanId: 1 });
    actor.send({ type: 'rate.selected', roomTypeId: 10, ratePlanId: 1 }); // the only Standard room is taken
    expect(actor.getSnapshot().context.basket).toHaveLength(1);
    expect(actor.getSnapshot().context.activeRoomNumber).toBe(2);
  });

  it('a room type the guests do not fit is not offered (3 adults do not fit a Standard for 2)', async () => {
    const { actor } = await searched([[3, 0, 0]]);
    actor.send({ type: 'roomType.selected', roomTypeId: 10 });
    actor.send({ type: 'rate.selected', roomTypeId: 10, ratePlanId: 1 });
    expect(actor.getSnapshot().context.basket).toEqual([]);
    actor.send({ type: 'rate.selected', roomTypeId: 20, ratePlanId: 1 });
    expect(actor.getSnapshot().context.basket[0]?.RoomTypeId).toBe(20);
  });

  it('items stay sorted by room number whatever order the rooms are chosen in', async () => {
    const { actor } = await searched(
      [
        [1, 0, 0],
        [1, 0, 0],
        [1, 0, 0],
      ],
      { results: searchResponse({ '10': 3, '20': 3, '30': 3 }) },
    );
    actor.send({ type: 'room.activated', roomNumber: 3 });
    actor.send({ type: 'rate.selected', roomTypeId: 30, ratePlanId: 1 });
    actor.send({ type: 'room.activated', roomNumber: 2 });
    actor.send({ type: 'rate.selected', roomTypeId: 20, ratePlanId: 1 });
    expect(actor.getSnapshot().context.activeRoomNumber).toBe(1);
    actor.send({ type: 'rate.selected', roomTypeId: 10, ratePlanId: 1 });
    expect(actor.getSnapshot().context.basket.map((i) => i.roomNumber)).toEqual([1, 2, 3]);
  });

  it('removing a room returns its availability and makes that room need a choice again', async () => {
    const { actor } = await searched([
      [2, 0, 0],
      [2, 0, 0],
    ]);
    actor.send({ type: 'rate.selected', roomTypeId: 10, ratePlanId: 1 });
    actor.send({ type: 'basket.itemRemoved', roomNumber: 1 });
    expect(actor.getSnapshot().context.availability['10']).toBe(2);
    expect(actor.getSnapshot().context.basket).toEqual([]);
    expect(actor.getSnapshot().context.activeRoomNumber).toBe(1);
  });
});

describe('upgrades, occupancy, extras, summary (spec 4)', () => {
  it(
    'when every room has a choice, rooms with unseen upgrades are offered them; ' +
      'accepting swaps room type and availability',
    async () => {
      const { actor } = await searched([[2, 0, 0]]);
      actor.send({ type: 'rate.selected', roomTypeId: 10, ratePlanId: 1 });
      expect(at(actor.getSnapshot(), { roomsAndRates: { upgradeSelection: 'offering' } } as never)).toBe(true);
      actor.send({ type: 'upgrade.accepted', roomTypeId: 20 });
      const s = actor.getSnapshot();
      expect(s.context.basket[0]?.RoomTypeId).toBe(20);
      expect(s.context.basket[0]?.ratePlan.BaseRate).toBe(260);
      expect(s.context.availability).toEqual({ '10': 2, '20': 0, '30': 1 });
      expect(at(s, { roomsAndRates: { occupancy: 'editing' } } as never)).toBe(true);
    },
  );

  it('a room with no upgrade on offer counts as having seen upgrades and goes straight to occupancy', async () => {
    const { actor } = await searched([[2, 0, 0]]);
    actor.send({ type: 'rate.selected', roomTypeId: 30, ratePlanId: 1 });
    expect(actor.getSnapshot().context.basket[0]?.upgradesSeen).toBe(true);
    expect(at(actor.getSnapshot(), { roomsAndRates: { occupancy: 'editing' } } as never)).toBe(true);
  });

  it('declining an upgrade moves on to the next room with unseen upgrades', async () => {
    const { actor } = await searched([
      [2, 0, 0],
      [2, 0, 0],
    ]);
    actor.send({ type: 'rate.selected', roomTypeId: 10, ratePlanId: 1 });
    actor.send({ type: 'rate.selected', roomTypeId: 10, ratePlanId: 1 });
    expect(actor.getSnapshot().context.activeRoomNumber).toBe(1);
    actor.send({ type: 'upgrade.declined' });
    expect(actor.getSnapshot().context.activeRoomNumber).toBe(2);
    expect(at(actor.getSnapshot(), { roomsAndRates: { upgradeSelection: 'offering' } } as never)).toBe(true);
  });

  it('occupancy visits rooms whose lead guest is invalid; confirm needs first and last name', async () => {
    const { actor } = await searched(
      [
        [2, 0, 0],
        [1, 0, 0],
      ],
      { results: searchResponse({ '10': 0, '20': 2, '30': 2 }) },
    );
    actor.send({ type: 'rate.selected', roomTypeId: 30, ratePlanId: 1 });
    actor.send({ type: 'rate.selected', roomTypeId: 30, ratePlanId: 1 });
    expect(actor.getSnapshot().context.activeRoomNumber).toBe(1);
    actor.send({ type: 'leadGuest.changed', roomNumber: 1, firstName: 'Ada' });
    actor.send({ type: 'occupancy.confirmed' });
    expect(actor.getSnapshot().context.activeRoomNumber).toBe(1); // last name missing: stays
    actor.send({ type: 'leadGuest.changed', roomNumber: 1, lastName: 'Lovelace' });
    expect(actor.getSnapshot().context.activeRoomNumber).toBe(1); // typing alone does not move on
    actor.send({ type: 'occupancy.confirmed' });
    expect(actor.getSnapshot().context.activeRoomNumber).toBe(2);
  });

  it('with the room configuration question on, the lead guest also needs a room configuration', async () => {
    const configurations = [{ RoomConfigurationDropdownOptionId: 5, RoomTypeId: 30, Name: 'Twin beds' }];
    const { actor } = await searched([[2, 0, 0]], { showRoomConfigurationQuestion: true, configurations });
    actor.send({ type: 'rate.selected', roomTypeId: 30, ratePlanId: 1 });
    await waitFor(actor, (s) => s.matches({ roomsAndRates: { occupancy: 'editing' } }));
    expect(actor.getSnapshot().context.roomConfigurations).toEqual(configurations);
    actor.send({ type: 'leadGuest.changed', roomNumber: 1, firstName: 'Ada', lastName: 'Lovelace' });
    actor.send({ type: 'occupancy.confirmed' });
    expect(at(actor.getSnapshot(), { roomsAndRates: { occupancy: 'editing' } } as never)).toBe(true);
    actor.send({ type: 'roomConfiguration.changed', roomNumber: 1, roomConfigurationId: 5 });
    actor.send({ type: 'occupancy.confirmed' });
    expect(at(actor.getSnapshot(), { roomsAndRates: 'occupancy' } as never)).toBe(false);
  });

  it('a room type without bed set-ups is not asked for one, so the guest can go on (the question is on)', async () => {
    // set-ups exist for the Family Room only; the Deluxe room has none to choose from
    const configurations = [{ RoomConfigurationDropdownOptionId: 5, RoomTypeId: 30, Name: 'Twin beds' }];
    const { actor } = await searched([[2, 0, 0]], {
      showRoomConfigurationQuestion: true,
      configurations,
      results: searchResponse({ '10': 0, '20': 1, '30': 1 }),
    });
    actor.send({ type: 'rate.selected', roomTypeId: 20, ratePlanId: 1 });
    await waitFor(actor, (s) => s.matches({ roomsAndRates: { occupancy: 'editing' } }));
    actor.send({ type: 'leadGuest.changed', roomNumber: 1, firstName: 'Ada', lastName: 'Lovelace' });
    actor.send({ type: 'occupancy.confirmed' });
    expect(at(actor.getSnapshot(), { roomsAndRates: 'occupancy' } as never)).toBe(false);
  });

  it('the upgrade step skips a room whose upgrade another room of the basket has just taken', async () => {
    // one Deluxe room left: room 1 takes it as an upgrade, so room 2 has nothing left to be offered
    const { actor } = await searched(
      [
        [2, 0, 0],
        [2, 0, 0],
      ],
      { results: searchResponse({ '10': 2, '20': 1, '30': 0 }) },
    );
    actor.send({ type: 'rate.selected', roomTypeId: 10, ratePlanId: 1 });
    actor.send({ type: 'rate.selected', roomTypeId: 10, ratePlanId: 1 });
    expect(actor.getSnapshot().context.activeRoomNumber).toBe(1);
    actor.send({ type: 'upgrade.accepted', roomTypeId: 20 });
    const s = actor.getSnapshot();
    expect(s.context.basket.map((i) => i.RoomTypeId)).toEqual([20, 10]);
    expect(at(s, { roomsAndRates: 'upgradeSelection' } as never)).toBe(false);
    expect(at(s, { roomsAndRates: { occupancy: 'editing' } } as never)).toBe(true);
  });

  it('occupancy may change only within the room type and rate bounds', async () => {
    const { actor } = await searched([[2, 0, 0]]);
    actor.send({ type: 'rate.selected', roomTypeId: 30, ratePlanId: 1 });
    actor.send({
      type: 'occupancy.changed',
      roomNumber: 1,
      numberOfAdults: 2,
      numberOfChildren: 2,
      numberOfInfants: 0,
    });
    expect(actor.getSnapshot().context.basket[0]?.numberOfChildren).toBe(2);
    actor.send({
      type: 'occupancy.changed',
      roomNumber: 1,
      numberOfAdults: 3,
      numberOfChildren: 2,
      numberOfInfants: 0,
    }); // 5 > max 4
    expect(actor.getSnapshot().context.basket[0]?.numberOfAdults).toBe(2);
  });

  it(
    'extras visit rooms with selectable unseen services, ' +
      'respect inventory across rooms, then desktop goes to checkout',
    async () => {
      const breakfast = service(1, 'Breakfast', { ChargeType: 'PerDay', ChargePerPerson: true });
      const parking = service(2, 'Parking');
      const services: ServicesByRoom = {
        1: {
          Services: [breakfast, parking],
          InventoryPerServiceId: {
            '1': { ServiceId: 1, StartingInventory: null },
            '2': { ServiceId: 2, StartingInventory: 1 },
          },
        },
        2: { Services: [], InventoryPerServiceId: {} },
      };
      const { actor, goToCheckout } = await searched(
        [
          [2, 0, 0],
          [2, 0, 0],
        ],
        { results: searchResponse({ '10': 0, '20': 0, '30': 2 }), services },
      );
      actor.send({ type: 'rate.selected', roomTypeId: 30, ratePlanId: 1 });
      actor.send({ type: 'rate.selected', roomTypeId: 30, ratePlanId: 1 });
      for (const room of [1, 2]) {
        actor.send({ type: 'leadGuest.changed', roomNumber: room, firstName: 'A', lastName: 'B' });
        actor.send({ type: 'occupancy.confirmed' });
      }
      await waitFor(actor, (s) => s.matches({ roomsAndRates: { extras: 'editing' } }));
      expect(actor.getSnapshot().context.activeRoomNumber).toBe(1);
      actor.send({ type: 'service.quantityChanged', roomNumber: 1, serviceId: 2, quantity: 2 }); // only 1 parking space
      expect(actor.getSnapshot().context.basket[0]?.Services).toEqual([]);
      actor.send({ type: 'service.quantityChanged', roomNumber: 1, serviceId: 2, quantity: 1 });
      actor.send({ type: 'service.quantityChanged', roomNumber: 1, serviceId: 1, quantity: 1 });
      expect(actor.getSnapshot().context.basket[0]?.Services.map((l) => [l.ServiceId, l.Quantity])).toEqual([
        [2, 1],
        [1, 1],
      ]);
      actor.send({ type: 'extras.confirmed' });
      // room 2 has no selectable services: summary; on desktop the summary is the Checkout route
      expect(actor.getSnapshot().value).toBe('checkout');
      expect(goToCheckout).toHaveBeenCalledTimes(1);
    },
  );

  it('on small screens the booking summary is a step of its own before checkout', async () => {
    const { actor, goToCheckout } = await searched([[2, 0, 0]], { isSmallScreen: true });
    actor.send({ type: 'rate.selected', roomTypeId: 30, ratePlanId: 1 });
    actor.send({ type: 'leadGuest.changed', roomNumber: 1, firstName: 'A', lastName: 'B' });
    actor.send({ type: 'occupancy.confirmed' });
    await waitFor(actor, (s) => s.matches({ roomsAndRates: 'bookingSummary' }));
    expect(goToCheckout).not.toHaveBeenCalled();
    actor.send({ type: 'checkout.started' });
    expect(actor.getSnapshot().value).toBe('checkout');
    expect(goToCheckout).toHaveBeenCalledTimes(1);
  });

  it('a failed extras load offers retry, or going on without extras', async () => {
    const { actor } = await searched([[2, 0, 0]], {
      services: new Error('We could not load the extras for your room. Please try again.'),
      isSmallScreen: true,
    });
    actor.send({ type: 'rate.selected', roomTypeId: 30, ratePlanId: 1 });
    actor.send({ type: 'leadGuest.changed', roomNumber: 1, firstName: 'A', lastName: 'B' });
    actor.send({ type: 'occupancy.confirmed' });
    await waitFor(actor, (s) => s.matches({ roomsAndRates: { extras: 'failed' } }));
    expect(actor.getSnapshot().context.error).toBe('We could not load the extras for your room. Please try again.');
    actor.send({ type: 'extras.skipped' });
    expect(at(actor.getSnapshot(), { roomsAndRates: 'bookingSummary' } as never)).toBe(true);
  });
});

describe('a flow restored after a reload', () => {
  /** A booking flow whose searches answer whatever `answer()` gives at the time of the call. */
  function startAnswering(answer: () => SearchResponse) {
    const machine = bookingMachine.provide({
      actors: {
        searchAvailability: fromPromise(async () => answer()),
        loadServices: fromPromise<ServicesByRoom, ServicesInput>(async () => ({})),
        loadRoomConfigurations: fromPromise<RoomConfiguration[], { propertyId: number }>(async () => []),
      },
    });
    return createActor(machine, { input: { property, isSmallScreen: false } }).start();
  }

  it('re-checks availability in the background, keeping the basket and counting its rooms as taken', async () => {
    let answer = searchResponse({ '10': 2, '20': 1, '30': 1 });
    const actor = startAnswering(() => answer);
    actor.send({
      type: 'search.requested',
      query: query([
        [2, 0, 0],
        [2, 0, 0],
      ]),
    });
    await waitFor(actor, (s) => s.matches({ roomsAndRates: 'roomTypeSelection' }));
    actor.send({ type: 'rate.selected', roomTypeId: 10, ratePlanId: 1 });
    // meanwhile others booked: the server has 1 Standard room free (it does not know our basket)
    answer = searchResponse({ '10': 1, '20': 0, '30': 3 });
    actor.send({ type: 'availability.refreshRequested' });
    await waitFor(actor, (s) => s.context.availability['30'] === 3);
    expect(actor.getSnapshot().context.availability).toEqual({ '10': 0, '20': 0, '30': 3 });
    expect(actor.getSnapshot().context.basket.map((i) => i.RoomTypeId)).toEqual([10]);
    expect(actor.getSnapshot().matches({ roomsAndRates: 'roomTypeSelection' })).toBe(true);
  });

  it("takes today's prices into the basket and reports each change, or a rate no longer offered", async () => {
    let answer = searchResponse();
    const actor = startAnswering(() => answer);
    actor.send({
      type: 'search.requested',
      query: query([
        [2, 0, 0],
        [2, 0, 0],
        [2, 0, 0],
      ]),
    });
    await waitFor(actor, (s) => s.matches({ roomsAndRates: 'roomTypeSelection' }));
    actor.send({ type: 'rate.selected', roomTypeId: 10, ratePlanId: 1 }); // room 1: Standard, 200
    actor.send({ type: 'rate.selected', roomTypeId: 20, ratePlanId: 2 }); // room 2: Deluxe, 230
    actor.send({ type: 'rate.selected', roomTypeId: 30, ratePlanId: 1 }); // room 3: Family, 300
    expect(totalsOf(actor.getSnapshot().context).totalCost).toBe(73000); // £730.00 in pence

    // Since then: Standard rate 1 went up to 220, Deluxe rate 2 was withdrawn, Family unchanged.
    const fresh = searchResponse();
    answer = {
      ...fresh,
      RoomTypes: fresh.RoomTypes.map((r) => {
        if (r.RoomType.RoomTypeId === 10) return { ...r, Rates: [rate(1, 220), rate(2, 180)] };
        if (r.RoomType.RoomTypeId === 20) return { ...r, Rates: r.Rates.filter((x) => x.RatePlanId !== 2) };
        return r;
      }),
    };
    // whoever holds a checkout of this basket is told (the booking flow owns the checkout's input)
    const repriced: string[] = [];
    actor.on('basket.repriced', (event) => repriced.push(event.type));
    actor.send({ type: 'availability.refreshRequested' });
    await waitFor(actor, (s) => s.context.priceChanges.length > 0);
    expect(repriced).toEqual(['basket.repriced']);
    const context = actor.getSnapshot().context;
    expect(priceChangesOf(context)).toEqual([
      { roomNumber: 1, roomTypeName: 'Standard Double', ratePlanName: 'Rate 1', before: 20000, after: 22000 },
      { roomNumber: 2, roomTypeName: 'Deluxe Sea View', ratePlanName: 'Rate 2', before: 23000, after: null },
    ]);
    // the total shown is today's: 220 + 230 (kept until the guest removes it) + 300
    expect(totalsOf(context).totalCost).toBe(75000);

    // removing the withdrawn room drops its notice; dismissing clears the rest
    actor.send({ type: 'basket.itemRemoved', roomNumber: 2 });
    expect(priceChangesOf(actor.getSnapshot().context).map((c) => c.roomNumber)).toEqual([1]);
    actor.send({ type: 'priceChanges.dismissed' });
    expect(priceChangesOf(actor.getSnapshot().context)).toEqual([]);
  });

  it('a new search cancels a re-check still running, so the old answer never replaces the new one', async () => {
    const pending: Array<{ toDate: string; resolve: (r: SearchResponse) => void }> = [];
    const machine = bookingMachine.provide({
      actors: {
        searchAvailability: fromPromise<SearchResponse, SearchInput>(
          ({ input }) => new Promise((resolve) => pending.push({ toDate: input.query.toDate ?? '', resolve })),
        ),
        loadServices: fromPromise<ServicesByRoom, ServicesInput>(async () => ({})),
        loadRoomConfigurations: fromPromise<RoomConfiguration[], { propertyId: number }>(async () => []),
      },
    });
    const actor = createActor(machine, { input: { property, isSmallScreen: false } }).start();
    actor.send({ type: 'search.requested', query: query([[2, 0, 0]]) });
    pending.shift()!.resolve(searchResponse());
    await waitFor(actor, (s) => s.matches({ roomsAndRates: 'roomTypeSelection' }));
    actor.send({ type: 'availability.refreshRequested' });
    const refresh = pending.shift()!;
    // the guest searches other dates while the re-check of the old ones is on its way
    actor.send({ type: 'search.requested', query: { ...query([[2, 0, 0]]), toDate: '2026-12-04' } });
    const search = pending.shift()!;
    expect(search.toDate).toBe('2026-12-04');
    const newAnswer = { ...searchResponse(), PromoCodeMessage: 'new dates' };
    search.resolve(newAnswer);
    await waitFor(actor, (s) => s.context.results === newAnswer);
    refresh.resolve({ ...searchResponse(), PromoCodeMessage: 'old dates' });
    await new Promise((r) => setTimeout(r, 0)); // let the settled re-check deliver its answer, if it still could
    expect(actor.getSnapshot().context.results?.PromoCodeMessage).toBe('new dates');
  });

  it('a re-check that fails (the network dropped) leaves the flow where it is, with its basket', async () => {
    let fail = false;
    const machine = bookingMachine.provide({
      actors: {
        searchAvailability: fromPromise<SearchResponse, SearchInput>(async () => {
          if (fail) throw new Error('We could not reach the server.');
          return searchResponse();
        }),
        loadServices: fromPromise<ServicesByRoom, ServicesInput>(async () => ({})),
        loadRoomConfigurations: fromPromise<RoomConfiguration[], { propertyId: number }>(async () => []),
      },
    });
    const actor = createActor(machine, { input: { property, isSmallScreen: false } }).start();
    actor.send({ type: 'search.requested', query: query([[2, 0, 0]]) });
    await waitFor(actor, (s) => s.matches({ roomsAndRates: 'roomTypeSelection' }));
    actor.send({ type: 'rate.selected', roomTypeId: 10, ratePlanId: 1 });
    const before = actor.getSnapshot();
    fail = true;
    actor.send({ type: 'availability.refreshRequested' });
    await new Promise((r) => setTimeout(r, 0)); // the re-check's failure delivered
    const after = actor.getSnapshot();
    expect(after.status).toBe('active');
    expect(after.value).toEqual(before.value);
    expect(after.context.basket).toEqual(before.context.basket);
    expect(after.context.error).toBeNull();
  });

  it('says nothing when the prices are the same, and a new search forgets earlier changes', async () => {
    let answer = searchResponse();
    const actor = startAnswering(() => answer);
    actor.send({ type: 'search.requested', query: query([[2, 0, 0]]) });
    await waitFor(actor, (s) => s.matches({ roomsAndRates: 'roomTypeSelection' }));
    actor.send({ type: 'rate.selected', roomTypeId: 10, ratePlanId: 1 });
    answer = searchResponse(); // the same prices, a new answer
    actor.send({ type: 'availability.refreshRequested' });
    await waitFor(actor, (s) => s.context.results === answer); // the fresh answer is in
    expect(actor.getSnapshot().context.priceChanges).toEqual([]);
    // a second re-check finds Standard rate 1 dearer: the change is listed ...
    const fresh = searchResponse();
    answer = {
      ...fresh,
      RoomTypes: fresh.RoomTypes.map((r) => (r.RoomType.RoomTypeId === 10 ? { ...r, Rates: [rate(1, 220)] } : r)),
    };
    actor.send({ type: 'availability.refreshRequested' });
    await waitFor(actor, (s) => s.context.priceChanges.length > 0);
    expect(priceChangesOf(actor.getSnapshot().context)).toHaveLength(1);
    // ... until a new search, which starts a new basket
    actor.send({ type: 'search.requested', query: { ...query([[1, 0, 0]]), toDate: '2026-12-04' } });
    expect(actor.getSnapshot().context.priceChanges).toEqual([]);
  });
});

describe('back from checkout, changing a room, and after the booking', () => {
  /** Two rooms chosen, guests named, no extras: on desktop the flow is at checkout. */
  async function atCheckout() {
    const run = await searched(
      [
        [2, 0, 0],
        [2, 0, 0],
      ],
      { results: searchResponse({ '10': 0, '20': 0, '30': 2 }) },
    );
    run.actor.send({ type: 'rate.selected', roomTypeId: 30, ratePlanId: 1 });
    run.actor.send({ type: 'rate.selected', roomTypeId: 30, ratePlanId: 1 });
    for (const room of [1, 2]) {
      run.actor.send({ type: 'leadGuest.changed', roomNumber: room, firstName: 'Ada', lastName: `Guest${room}` });
      run.actor.send({ type: 'occupancy.confirmed' });
    }
    await waitFor(run.actor, (s) => s.matches('checkout'));
    return run;
  }

  it(
    '"Change rooms" goes back to the room choice with the basket kept, ' +
      'and "continue" returns to checkout without redoing any step',
    async () => {
      const { actor, goToCheckout } = await atCheckout();
      expect(stageOf(actor.getSnapshot())).toBe('Checkout');
      actor.send({ type: 'checkout.back' });
      const back = actor.getSnapshot();
      expect(at(back, { roomsAndRates: 'roomTypeSelection' } as never)).toBe(true);
      expect(back.context.activeRoomNumber).toBe(1);
      expect(back.context.basket.map((i) => i.leadGuest.lastName)).toEqual(['Guest1', 'Guest2']);
      expect(back.can({ type: 'basket.continued' })).toBe(true);
      actor.send({ type: 'basket.continued' });
      expect(actor.getSnapshot().value).toBe('checkout');
      expect(goToCheckout).toHaveBeenCalledTimes(2);
    },
  );

  it('"continue" is refused while a room still has no choice', async () => {
    const { actor } = await searched([
      [2, 0, 0],
      [2, 0, 0],
    ]);
    actor.send({ type: 'rate.selected', roomTypeId: 30, ratePlanId: 1 });
    expect(actor.getSnapshot().can({ type: 'basket.continued' })).toBe(false);
    actor.send({ type: 'basket.continued' });
    expect(at(actor.getSnapshot(), { roomsAndRates: 'roomTypeSelection' } as never)).toBe(true);
  });

  it('back from checkout, a room of the basket is made active for a new choice', async () => {
    const { actor } = await atCheckout();
    actor.send({ type: 'checkout.back' });
    actor.send({ type: 'room.activated', roomNumber: 2 });
    expect(actor.getSnapshot().context.activeRoomNumber).toBe(2);
    expect(at(actor.getSnapshot(), { roomsAndRates: 'roomTypeSelection' } as never)).toBe(true);
  });

  it('removing a room at checkout returns its availability and goes back to choose one for it', async () => {
    const { actor } = await atCheckout();
    expect(actor.getSnapshot().context.availability['30']).toBe(0);
    actor.send({ type: 'basket.itemRemoved', roomNumber: 2 });
    const s = actor.getSnapshot();
    expect(s.context.availability['30']).toBe(1);
    expect(s.context.basket.map((i) => i.roomNumber)).toEqual([1]);
    expect(s.context.activeRoomNumber).toBe(2);
    expect(at(s, { roomsAndRates: 'roomTypeSelection' } as never)).toBe(true);
  });

  it('once booked, the basket is spent and the stage is None until a new search', async () => {
    const { actor } = await atCheckout();
    actor.send({ type: 'booking.completed' });
    const s = actor.getSnapshot();
    expect(s.value).toBe('completed');
    expect(s.context.basket).toEqual([]);
    expect(stageOf(s)).toBe('None');
    actor.send({
      type: 'search.requested',
      query: query([
        [2, 0, 0],
        [2, 0, 0],
      ]),
    });
    expect(actor.getSnapshot().value).toBe('searching');
  });
});
