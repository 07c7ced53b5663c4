import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_BADGE_MAX,
  DEFAULT_AVAILABLE_ROOMS,
  availableRoomsFor,
  canAddRoom,
  canBookServiceQuantity,
  isServiceLineEditable,
  returnRoom,
  serviceInventory,
  showAvailabilityBadge,
  takeRoom,
} from '@/domain/availability';

describe('constants', () => {
  it('default available rooms 1, badge up to 3', () => {
    expect(DEFAULT_AVAILABLE_ROOMS).toBe(1);
    expect(AVAILABILITY_BADGE_MAX).toBe(3);
  });
});

describe('availableRoomsFor', () => {
  it.each([
    [{ '7': 5 }, 7, 5],
    [{ '7': 0 }, 7, 0],
    [{ '7': 5 }, '7', 5],
    [{ '7': 5 }, 8, 1],
    [{}, 8, 1],
    [null, 8, 1],
    [undefined, 8, 1],
    [{ '7': Number.NaN }, 7, 1],
  ])('%j room type %s -> %s', (map, id, expected) => {
    expect(availableRoomsFor(map, id)).toBe(expected);
  });
});

describe('showAvailabilityBadge', () => {
  it.each([
    [-1, false],
    [0, false],
    [1, true],
    [2, true],
    [3, true],
    [4, false],
    [10, false],
  ])('%s rooms left -> %s', (n, expected) => {
    expect(showAvailabilityBadge(n)).toBe(expected);
  });
});

describe('adding and removing rooms', () => {
  it('can add with 1 or more, not with 0; no data counts as 1', () => {
    expect(canAddRoom({ '1': 1 }, 1)).toBe(true);
    expect(canAddRoom({ '1': 0 }, 1)).toBe(false);
    expect(canAddRoom(undefined, 1)).toBe(true);
  });
  it('takeRoom lowers by one without touching the input', () => {
    const map = { '1': 2, '2': 5 };
    expect(takeRoom(map, 1)).toEqual({ '1': 1, '2': 5 });
    expect(map).toEqual({ '1': 2, '2': 5 });
  });
  it('takeRoom from no data goes from the default 1 to 0', () => {
    expect(takeRoom(null, 4)).toEqual({ '4': 0 });
  });
  it('takeRoom with nothing left returns the same map', () => {
    const map = { '1': 0 };
    expect(takeRoom(map, 1)).toBe(map);
  });
  it('returnRoom gives one back', () => {
    expect(returnRoom({ '1': 0 }, 1)).toEqual({ '1': 1 });
    expect(returnRoom(undefined, 3)).toEqual({ '3': 2 });
  });
  it('take then return restores the count', () => {
    expect(returnRoom(takeRoom({ '1': 3 }, 1), 1)).toEqual({ '1': 3 });
  });
});

describe('isServiceLineEditable', () => {
  it.each([
    ['new line (no id)', {}, true],
    ['new line (null id)', { ReservationItemId: null }, true],
    ['new line (0)', { ReservationItemId: 0 }, true],
    ['new line ("")', { ReservationItemId: '' }, true],
    ['saved line, edit not allowed', { ReservationItemId: 5, Service: { AllowEditOnBookingEngine: false } }, false],
    ['saved line, no service', { ReservationItemId: 5 }, false],
    ['saved line, edit allowed', { ReservationItemId: 5, Service: { AllowEditOnBookingEngine: true } }, true],
    ['new line, edit not allowed', { Service: { AllowEditOnBookingEngine: false } }, true],
  ])('%s', (_name, line, expected) => {
    expect(isServiceLineEditable(line)).toBe(expected);
  });
});

describe('serviceInventory', () => {
  it.each([
    [
      'null start = unlimited',
      { StartingInventory: null, ReservationItems: [{ Quantity: 2 }] },
      { used: 2, available: null },
    ],
    ['missing start = unlimited', { ReservationItems: [] }, { used: 0, available: null }],
    [
      'start minus used',
      { StartingInventory: 10, ReservationItems: [{ Quantity: 2 }, { Quantity: 3 }] },
      { used: 5, available: 5 },
    ],
    ['all used', { StartingInventory: 5, ReservationItems: [{ Quantity: 5 }] }, { used: 5, available: 0 }],
    ['over-used clamps to 0', { StartingInventory: 2, ReservationItems: [{ Quantity: 3 }] }, { used: 3, available: 0 }],
    [
      'null and negative quantities ignored',
      { StartingInventory: 4, ReservationItems: [{ Quantity: null }, { Quantity: -2 }, { Quantity: 1 }] },
      { used: 1, available: 3 },
    ],
    ['start 0', { StartingInventory: 0, ReservationItems: null }, { used: 0, available: 0 }],
  ])('%s', (_name, input, expected) => {
    expect(serviceInventory(input)).toEqual(expected);
  });

  it('canBookServiceQuantity', () => {
    expect(canBookServiceQuantity({ used: 0, available: null }, 1000)).toBe(true);
    expect(canBookServiceQuantity({ used: 3, available: 2 }, 2)).toBe(true);
    expect(canBookServiceQuantity({ used: 3, available: 2 }, 3)).toBe(false);
  });
});
