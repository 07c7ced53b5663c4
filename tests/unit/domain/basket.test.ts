import { describe, expect, it } from 'vitest';
import {
  isServiceQuantityAllowed,
  refreshedBasket,
  roomProgress,
  withChoice,
  withOccupancy,
  withServiceQuantity,
  type BasketItem,
  type BasketState,
} from '@/domain/basket';
import { anyExtrasOnOffer, ROOM_TYPES_AT_ONCE, roomTypesListed } from '@/domain/basketViews';
import { rate, searchResponse, service } from '../../machines/booking/fixtures';

/** Two rooms of 2 adults searched for 1-3 Dec; Standard (10) x2, Deluxe (20) x1, Family (30) x1 free. */
function state(): BasketState {
  return {
    property: { showRoomConfigurationQuestion: false },
    search: { fromDate: '2026-12-01', toDate: '2026-12-03' },
    rooms: [
      { roomNumber: 1, numberOfAdults: 2, numberOfChildren: 0, numberOfInfants: 0 },
      { roomNumber: 2, numberOfAdults: 2, numberOfChildren: 0, numberOfInfants: 0 },
    ],
    results: searchResponse(),
    availability: { '10': 2, '20': 1, '30': 1 },
    activeRoomNumber: 1,
    pendingRoomTypeId: null,
    basket: [],
    roomConfigurations: [],
  };
}

function chosen(base: BasketState, roomNumber: number, roomTypeId: number, ratePlanId: number): BasketState {
  const next = { ...base, activeRoomNumber: roomNumber };
  return { ...next, ...withChoice(next, roomTypeId, ratePlanId) };
}

/** A basket item with two extras on offer: a dinner with 3 left, breakfast without a limit. */
function withExtras(item: BasketItem): BasketItem {
  return {
    ...item,
    availableServices: [service(7, 'Dinner'), service(8, 'Breakfast')],
    inventory: { '7': { ServiceId: 7, StartingInventory: 3 } },
    servicesLoaded: true,
  };
}

describe('the basket (spec 4, 5): worked cases', () => {
  it('a choice takes a room of the type; the room progress then reads "chosen, upgrade to see"', () => {
    const s = chosen(state(), 1, 10, 1);
    expect(s.availability).toEqual({ '10': 1, '20': 1, '30': 1 });
    const [room1, room2] = roomProgress(s);
    expect(room1).toMatchObject({ roomNumber: 1, hasChoice: true, upgradesOffered: 1, upgradesSeen: false });
    expect(room2).toMatchObject({ roomNumber: 2, hasChoice: false, upgradesOffered: 0 });
  });

  it('when room 2 takes the only Deluxe, room 1 has no upgrade left to see', () => {
    const s = chosen(chosen(state(), 1, 10, 1), 2, 20, 1);
    expect(roomProgress(s)[0]).toMatchObject({ upgradesOffered: 0 });
  });

  it('extras are on offer once a room has extras loaded that the guest may choose', () => {
    const s = chosen(chosen(state(), 1, 10, 1), 2, 10, 2);
    // chosen, extras not loaded yet: nothing to offer
    expect(anyExtrasOnOffer(s)).toBe(false);
    const loadedNone = s.basket.map((item) => ({ ...item, servicesLoaded: true, availableServices: [] }));
    expect(anyExtrasOnOffer({ ...s, basket: loadedNone })).toBe(false);
    // room 2 alone offers two extras
    const room2Offers = [loadedNone[0]!, withExtras(s.basket[1]!)];
    expect(anyExtrasOnOffer({ ...s, basket: room2Offers })).toBe(true);
  });

  it('new guest counts change both the basket item and the search room', () => {
    const s = chosen(state(), 1, 10, 1);
    const next = withOccupancy(s, 1, { numberOfAdults: 1, numberOfChildren: 1, numberOfInfants: 0 });
    expect(next.basket[0]).toMatchObject({ numberOfAdults: 1, numberOfChildren: 1 });
    expect(next.rooms[0]).toMatchObject({ numberOfAdults: 1, numberOfChildren: 1 });
    expect(next.rooms[1]).toMatchObject({ numberOfAdults: 2, numberOfChildren: 0 });
  });

  it('service quantities: inventory of 3 dinners is shared by the rooms; 0 removes the line', () => {
    const s = chosen(chosen(state(), 1, 10, 1), 2, 10, 2);
    const basket = s.basket.map(withExtras);
    const two = withServiceQuantity(basket, 1, 7, 2);
    expect(two[0]?.Services).toEqual([{ ServiceId: 7, Quantity: 2, justAdded: true }]);
    expect(isServiceQuantityAllowed({ basket: two }, 2, 7, 1)).toBe(true);
    expect(isServiceQuantityAllowed({ basket: two }, 2, 7, 2)).toBe(false);
    expect(isServiceQuantityAllowed({ basket: two }, 2, 8, 9)).toBe(true);
    expect(isServiceQuantityAllowed({ basket: two }, 2, 99, 1)).toBe(false);
    expect(isServiceQuantityAllowed({ basket: two }, 2, 7, 1.5)).toBe(false);
    expect(withServiceQuantity(two, 1, 7, 0)[0]?.Services).toEqual([]);
  });

  it('a re-check keeps the basket, takes its rooms off the fresh availability and lists the price change', () => {
    const s = chosen(state(), 1, 10, 1);
    const fresh = searchResponse({ '10': 3, '20': 1, '30': 1 });
    const standard = fresh.RoomTypes[0]!;
    standard.Rates = [rate(1, 210), rate(2, 180)];
    const next = refreshedBasket(s.basket, fresh, 'GBP');
    expect(next.availability).toEqual({ '10': 2, '20': 1, '30': 1 });
    expect(next.basket[0]?.ratePlan.BaseRate).toBe(210);
    expect(next.priceChanges).toEqual([
      { roomNumber: 1, roomTypeName: 'Standard Double', ratePlanName: 'Rate 1', before: 20000, after: 21000 },
    ]);
  });
});

describe('room types listed at once on the room step (30, then 30 more each time the guest asks)', () => {
  it('lists every room type of a usual hotel, and 30 of a very large one until asked for more', () => {
    expect(ROOM_TYPES_AT_ONCE).toBe(30);
    expect(roomTypesListed(0, 0)).toBe(0);
    expect(roomTypesListed(6, 0)).toBe(6);
    expect(roomTypesListed(30, 0)).toBe(30);
    expect(roomTypesListed(31, 0)).toBe(30);
    expect(roomTypesListed(31, 1)).toBe(31);
    expect(roomTypesListed(100, 0)).toBe(30);
    expect(roomTypesListed(100, 1)).toBe(60);
    expect(roomTypesListed(100, 2)).toBe(90);
    expect(roomTypesListed(100, 3)).toBe(100);
    expect(roomTypesListed(100, 7)).toBe(100);
  });
});
