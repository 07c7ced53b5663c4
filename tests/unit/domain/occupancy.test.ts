import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OCCUPANCY,
  effectiveBounds,
  fitsRoomTypeAndRate,
  isOccupancyValid,
  isRoomTypeOffered,
  isUpgradeOffered,
  totalGuests,
  type OccupancyBounds,
} from '@/domain/occupancy';

const occ = (numberOfAdults: number, numberOfChildren = 0, numberOfInfants = 0) => ({
  numberOfAdults,
  numberOfChildren,
  numberOfInfants,
});

describe('totalGuests and default occupancy', () => {
  it('adds adults, children and infants', () => {
    expect(totalGuests(occ(2, 1, 1))).toBe(4);
    expect(totalGuests(occ(0))).toBe(0);
  });
  it('default occupancy is 1 adult, 0 children, 0 infants', () => {
    expect(DEFAULT_OCCUPANCY).toEqual(occ(1));
  });
});

describe('isOccupancyValid', () => {
  const B: OccupancyBounds = {
    MaximumOccupancy: 4,
    MinimumOccupancy: 2,
    AdultMaximumOccupancy: 3,
    ChildMaximumOccupancy: 2,
  };
  it.each([
    ['all bounds met', occ(2, 1, 1), B, true],
    ['exactly the maximum', occ(2, 2), B, true],
    ['one above the maximum', occ(3, 2), B, false],
    ['infants count towards the maximum', occ(2, 1, 2), B, false],
    ['exactly the minimum', occ(2), B, true],
    ['one below the minimum', occ(1), B, false],
    ['an infant counts towards the minimum', occ(1, 0, 1), B, true],
    ['adults exactly at adult maximum', occ(3), B, true],
    ['adults above adult maximum', occ(4), B, false],
    ['children + infants exactly at child maximum', occ(2, 1, 1), B, true],
    ['children + infants above child maximum', occ(1, 2, 1), B, false],
    ['children alone above child maximum', occ(1, 3), B, false],
    ['all bounds unset (undefined)', occ(9, 9, 9), {}, true],
    [
      'all bounds unset (null)',
      occ(9, 9, 9),
      { MaximumOccupancy: null, MinimumOccupancy: null, AdultMaximumOccupancy: null, ChildMaximumOccupancy: null },
      true,
    ],
    ['only a maximum set', occ(0, 0, 0), { MaximumOccupancy: 2 }, true],
    ['only a minimum set, 0 guests', occ(0), { MinimumOccupancy: 1 }, false],
    ['child maximum 0 means no children', occ(2, 1), { ChildMaximumOccupancy: 0 }, false],
    ['child maximum 0 means no infants', occ(2, 0, 1), { ChildMaximumOccupancy: 0 }, false],
    ['child maximum 0 with adults only', occ(2), { ChildMaximumOccupancy: 0 }, true],
    ['zero adults with children within bounds', occ(0, 2), { MaximumOccupancy: 2, AdultMaximumOccupancy: 2 }, true],
  ])('%s', (_name, o, bounds, expected) => {
    expect(isOccupancyValid(o, bounds)).toBe(expected);
  });
});

describe('effectiveBounds', () => {
  const room = { MaximumOccupancy: 4, MinimumOccupancy: 1, AdultMaximumOccupancy: 3, ChildMaximumOccupancy: 2 };
  it('room type bounds when the rate does not use occupancy', () => {
    const rate = {
      UseOccupancyForRatePlan: false,
      MaximumOccupancy: 2,
      MinimumOccupancy: 2,
      AdultMaximumOccupancy: 1,
      ChildMaximumOccupancy: 0,
    };
    expect(effectiveBounds(room, rate)).toEqual(room);
    expect(effectiveBounds(room, null)).toEqual(room);
    expect(effectiveBounds(room)).toEqual(room);
  });
  it('tighter of the two: smaller maximum, larger minimum', () => {
    const rate = {
      UseOccupancyForRatePlan: true,
      MaximumOccupancy: 2,
      MinimumOccupancy: 2,
      AdultMaximumOccupancy: 5,
      ChildMaximumOccupancy: 1,
    };
    expect(effectiveBounds(room, rate)).toEqual({
      MaximumOccupancy: 2,
      MinimumOccupancy: 2,
      AdultMaximumOccupancy: 3,
      ChildMaximumOccupancy: 1,
    });
  });
  it('room maximum smaller / rate minimum smaller', () => {
    const rate = {
      UseOccupancyForRatePlan: true,
      MaximumOccupancy: 6,
      MinimumOccupancy: 0,
      AdultMaximumOccupancy: 2,
      ChildMaximumOccupancy: 3,
    };
    expect(effectiveBounds(room, rate)).toEqual({
      MaximumOccupancy: 4,
      MinimumOccupancy: 1,
      AdultMaximumOccupancy: 2,
      ChildMaximumOccupancy: 2,
    });
  });
  it('an unset bound on one side takes the other side', () => {
    const rate = {
      UseOccupancyForRatePlan: true,
      MaximumOccupancy: 3,
      MinimumOccupancy: null,
      ChildMaximumOccupancy: 1,
    };
    expect(effectiveBounds({ MinimumOccupancy: 2 }, rate)).toEqual({
      MaximumOccupancy: 3,
      MinimumOccupancy: 2,
      AdultMaximumOccupancy: null,
      ChildMaximumOccupancy: 1,
    });
  });
  it('unset on both sides stays unset', () => {
    expect(effectiveBounds({}, { UseOccupancyForRatePlan: true })).toEqual({
      MaximumOccupancy: null,
      MinimumOccupancy: null,
      AdultMaximumOccupancy: null,
      ChildMaximumOccupancy: null,
    });
  });
  it('fitsRoomTypeAndRate applies the tighter bounds', () => {
    const rate = { UseOccupancyForRatePlan: true, MaximumOccupancy: 2 };
    expect(fitsRoomTypeAndRate(occ(3), room, rate)).toBe(false);
    expect(fitsRoomTypeAndRate(occ(3), room, { ...rate, UseOccupancyForRatePlan: false })).toBe(true);
    expect(fitsRoomTypeAndRate(occ(2), room, rate)).toBe(true);
  });
});

describe('isRoomTypeOffered', () => {
  const roomType = {
    RoomTypeId: 7,
    MaximumOccupancy: 3,
    Rates: [
      { RatePlanId: 1, UseOccupancyForRatePlan: true, MaximumOccupancy: 2 },
      { RatePlanId: 2, UseOccupancyForRatePlan: true, MinimumOccupancy: 3 },
    ],
  };
  const base = { roomType, occupancy: occ(2), availableRooms: 2 };
  it.each([
    ['offered: available, fits, a rate fits', base, true],
    [
      'already chosen wins over everything',
      { ...base, availableRooms: 0, occupancy: occ(9), chosenRoomTypeId: 7 },
      true,
    ],
    ['another room type chosen: normal rules', { ...base, chosenRoomTypeId: 8 }, true],
    ['filter matches', { ...base, roomTypeFilter: 7 }, true],
    ['filter does not match', { ...base, roomTypeFilter: 8 }, false],
    ['availability 0', { ...base, availableRooms: 0 }, false],
    ['availability 1', { ...base, availableRooms: 1 }, true],
    ['guests do not fit the room type', { ...base, occupancy: occ(4) }, false],
    ['3 guests: only rate 2 fits', { ...base, occupancy: occ(3) }, true],
    ['1 guest: rate 1 fits', { ...base, occupancy: occ(1) }, true],
    ['no rate fits', { ...base, occupancy: occ(3), rates: [roomType.Rates[0]!] }, false],
    ['no rates at all', { ...base, roomType: { RoomTypeId: 7 } }, false],
    ['rates given explicitly override roomType.Rates', { ...base, rates: [] }, false],
  ])('%s', (_name, input, expected) => {
    expect(isRoomTypeOffered(input)).toBe(expected);
  });
});

describe('isUpgradeOffered', () => {
  const upgrade = {
    RoomTypeId: 9,
    MaximumOccupancy: 4,
    AdultMaximumOccupancy: 2,
    AvailableRates: [
      { RatePlanId: 1, UseOccupancyForRatePlan: true, MaximumOccupancy: 2 },
      { RatePlanId: 2, UseOccupancyForRatePlan: false, MaximumOccupancy: 1 },
    ],
  };
  const base = { upgrade, occupancy: occ(2), availableRooms: 1, ratePlanId: 1 };
  it.each([
    ['offered', base, true],
    ['no availability', { ...base, availableRooms: 0 }, false],
    ['no rate for the current rate plan', { ...base, ratePlanId: 3 }, false],
    ['guests exceed the rate (uses occupancy)', { ...base, occupancy: occ(2, 1) }, false],
    ['rate not using occupancy is ignored', { ...base, ratePlanId: 2, occupancy: occ(2, 1) }, true],
    ['guests exceed the upgrade room type', { ...base, ratePlanId: 2, occupancy: occ(3) }, false],
    ['no AvailableRates', { ...base, upgrade: { RoomTypeId: 9 } }, false],
  ])('%s', (_name, input, expected) => {
    expect(isUpgradeOffered(input)).toBe(expected);
  });
});

describe('edges found by mutation testing', () => {
  it('a minimum only on the rate, or missing (undefined) on the rate', () => {
    expect(effectiveBounds({}, { UseOccupancyForRatePlan: true, MinimumOccupancy: 2 }).MinimumOccupancy).toBe(2);
    expect(effectiveBounds({ MinimumOccupancy: 2 }, { UseOccupancyForRatePlan: true }).MinimumOccupancy).toBe(2);
    expect(effectiveBounds({}, { UseOccupancyForRatePlan: true, MaximumOccupancy: 3 }).MaximumOccupancy).toBe(3);
  });
  it('another room type chosen does not bypass availability', () => {
    const roomType = { RoomTypeId: 7, Rates: [{ RatePlanId: 1 }] };
    expect(isRoomTypeOffered({ roomType, occupancy: occ(1), availableRooms: 0, chosenRoomTypeId: 8 })).toBe(false);
  });
  it('a room type whose own bounds do not fit is not offered even with a loose rate', () => {
    const roomType = {
      RoomTypeId: 7,
      MaximumOccupancy: 2,
      Rates: [{ RatePlanId: 1, UseOccupancyForRatePlan: true, MaximumOccupancy: 6 }],
    };
    expect(isRoomTypeOffered({ roomType, occupancy: occ(3), availableRooms: 2 })).toBe(false);
  });
});
