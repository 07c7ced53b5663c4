import { describe, expect, it } from 'vitest';
import {
  RESTAURANT_MESSAGES,
  defaultPartySize,
  isRestaurantBookingValid,
  isVisitDateBookable,
  partySizes,
  restaurantBookingErrors,
} from '@/domain/restaurant';

describe('partySizes', () => {
  it.each([
    [{ MinOnlinePartySize: 2, MaxOnlinePartySize: 6 }, [2, 3, 4, 5, 6]],
    [{ MinOnlinePartySize: 1, MaxOnlinePartySize: 1 }, [1]],
    [{}, [1]],
    [null, [1]],
    [{ MinOnlinePartySize: 0, MaxOnlinePartySize: 3 }, [1, 2, 3]],
    [{ MinOnlinePartySize: 4, MaxOnlinePartySize: 2 }, []],
    [{ MaxOnlinePartySize: 2 }, [1, 2]],
  ])('%j -> %j', (setup, expected) => {
    expect(partySizes(setup)).toEqual(expected);
  });
});

describe('defaultPartySize', () => {
  const setup = { MinOnlinePartySize: 2, MaxOnlinePartySize: 6 };
  it.each([
    [4, setup, 4],
    [2, setup, 2],
    [6, setup, 6],
    [1, setup, 2],
    [7, setup, 2],
    [null, setup, 2],
    [3.5, setup, 2],
    [5, null, 5],
    [0, null, 1],
    [3, { MaxOnlinePartySize: 3 }, 3],
    [4, { MaxOnlinePartySize: 3 }, 1],
  ])('previous %s with %j -> %s', (previous, s, expected) => {
    expect(defaultPartySize(previous, s)).toBe(expected);
  });
});

describe('restaurant booking form', () => {
  const form = {
    ContactNumber: '+44 7700 900123',
    EmailAddress: 'jane@example.com',
    Identifier: 'R123',
    Restaurant: { Id: 2 },
    PartySize: 4,
    VisitDate: '2026-11-22',
    VisitTime: '19:30',
  };
  const setup = { MinOnlinePartySize: 2, MaxOnlinePartySize: 6 };
  it.each([
    ['complete', form, {}],
    ['restaurant as name', { ...form, Restaurant: 'Main' }, {}],
    [
      'invalid phone',
      { ...form, ContactNumber: '07700 900123' },
      { ContactNumber: 'A valid phone number is required' },
    ],
    ['invalid e-mail', { ...form, EmailAddress: 'jane' }, { EmailAddress: 'A valid email address is required' }],
    ['party size below the minimum', { ...form, PartySize: 1 }, { PartySize: RESTAURANT_MESSAGES.partySizeRequired }],
    ['party size above the maximum', { ...form, PartySize: 7 }, { PartySize: 'Party size is required' }],
    ['party size not whole', { ...form, PartySize: 2.5 }, { PartySize: 'Party size is required' }],
    ['impossible date', { ...form, VisitDate: '2026-02-30' }, { VisitDate: 'Date is required' }],
    ['blank time', { ...form, VisitTime: ' ' }, { VisitTime: 'Time is required' }],
    [
      'empty form',
      {},
      {
        ContactNumber: 'A valid phone number is required',
        EmailAddress: 'A valid email address is required',
        Identifier: 'Identifier is required',
        Restaurant: 'Restaurant is required',
        PartySize: 'Party size is required',
        VisitDate: 'Date is required',
        VisitTime: 'Time is required',
      },
    ],
  ])('%s', (_name, f, expected) => {
    expect(restaurantBookingErrors(f, setup)).toEqual(expected);
    expect(isRestaurantBookingValid(f, setup)).toBe(Object.keys(expected).length === 0);
  });

  it('without setup the party size needs only to be at least 1', () => {
    expect(isRestaurantBookingValid({ ...form, PartySize: 12 })).toBe(true);
    expect(isRestaurantBookingValid({ ...form, PartySize: 0 })).toBe(false);
  });
});

describe('edges found by mutation testing', () => {
  const form = {
    ContactNumber: '+44 7700 900123',
    EmailAddress: 'jane@example.com',
    Identifier: 'R123',
    Restaurant: { Id: 2 },
    PartySize: 4,
    VisitDate: '2026-11-22',
    VisitTime: '19:30',
  };
  const setup = { MinOnlinePartySize: 2, MaxOnlinePartySize: 6 };
  it('party sizes at both ends of the range are valid', () => {
    expect(isRestaurantBookingValid({ ...form, PartySize: 2 }, setup)).toBe(true);
    expect(isRestaurantBookingValid({ ...form, PartySize: 6 }, setup)).toBe(true);
  });
  it('a blank identifier is missing', () => {
    expect(restaurantBookingErrors({ ...form, Identifier: '  ' }, setup)).toEqual({
      Identifier: 'Identifier is required',
    });
  });
});

describe('isVisitDateBookable', () => {
  it.each([
    ['today', '2026-11-20', '2026-11-20', true],
    ['tomorrow', '2026-11-21', '2026-11-20', true],
    ['next year', '2027-01-02', '2026-11-20', true],
    ['yesterday', '2026-11-19', '2026-11-20', false],
    ['last month, later day', '2026-10-25', '2026-11-20', false],
    ['impossible date', '2026-11-31', '2026-11-20', false],
    ['empty', '', '2026-11-20', false],
    ['missing', null, '2026-11-20', false],
    ['today unknown', '2026-11-21', '', false],
  ])('%s: %s against today %s -> %s', (_name, date, today, expected) => {
    expect(isVisitDateBookable(date, today)).toBe(expected);
  });
});
