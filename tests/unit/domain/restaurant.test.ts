import { describe, expect, it } from 'vitest';
import {
  RESTAURANT_FLOW_MESSAGES,
  RESTAURANT_MESSAGES,
  bookingRequest,
  createAnswerMessage,
  defaultPartySize,
  initialRestaurantId,
  keptChoice,
  missingForSetup,
  type RestaurantDraft,
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

const slot = (Time: string, promotionIds: number[] = [], IsLeaveTimeRequired = false) => ({
  Time,
  Promotions: promotionIds.map((Id) => ({ Id, Name: `Offer ${Id}`, Description: null })),
  IsLeaveTimeRequired,
});
const draft = (over: Partial<RestaurantDraft> = {}): RestaurantDraft => ({
  propertyId: 7,
  reservation: null,
  restaurants: [
    { Id: 601, Name: 'The Sea Grill' },
    { Id: 602, Name: 'Terrace Brasserie' },
  ],
  restaurantId: 601,
  visitDate: '2026-11-21',
  partySize: 2,
  slots: [slot('18:00', [1]), slot('19:30', [], true)],
  visitTime: '19:30',
  promotionId: null,
  contact: { email: ' jane@example.com ', phone: ' +44 7700 900123 ', specialRequests: '  ' },
  ...over,
});

describe('initialRestaurantId: the configured default when offered, else the only restaurant', () => {
  const two = draft().restaurants;
  it.each([
    ['default offered', two, 602, 602],
    ['default not offered, several', two, 999, null],
    ['no default, several', two, null, null],
    ['default not offered, only one', [{ Id: 601, Name: 'The Sea Grill' }], 999, 601],
    ['none', [], 601, null],
  ])('%s', (_name, restaurants, defaultId, expected) => {
    expect(initialRestaurantId(restaurants, defaultId)).toBe(expected);
  });
});

describe('missingForSetup: restaurant, a bookable date and the identifier', () => {
  const today = '2026-11-20';
  it.each([
    ['everything given', draft(), []],
    [
      'from a booking the e-mail is not needed',
      draft({ reservation: 'SEA-1', contact: { email: '', phone: '', specialRequests: '' } }),
      [],
    ],
    [
      'without a booking an invalid e-mail',
      draft({ contact: { email: 'jane@', phone: '', specialRequests: '' } }),
      ['email'],
    ],
    ['no restaurant, a past date', draft({ restaurantId: null, visitDate: '2026-11-19' }), ['restaurant', 'date']],
  ])('%s', (_name, value, expected) => {
    expect(missingForSetup(value, today)).toEqual(expected);
  });
});

describe('keptChoice: after new times, a chosen time and its offer stay only while offered', () => {
  it.each([
    [
      'time and offer still offered',
      { visitTime: '18:00', promotionId: 1 },
      [slot('18:00', [1])],
      { visitTime: '18:00', promotionId: 1 },
    ],
    ['offer gone', { visitTime: '18:00', promotionId: 1 }, [slot('18:00')], { visitTime: '18:00', promotionId: null }],
    ['time gone', { visitTime: '18:00', promotionId: 1 }, [slot('20:00', [1])], { visitTime: null, promotionId: null }],
    ['nothing chosen', { visitTime: null, promotionId: null }, [slot('18:00')], { visitTime: null, promotionId: null }],
  ])('%s', (_name, choice, slots, expected) => {
    expect(keptChoice(choice, slots)).toEqual(expected);
  });
});

describe('bookingRequest: the Create body (spec 8)', () => {
  it('without a hotel booking the Identifier is the trimmed e-mail; empty special requests are null', () => {
    expect(bookingRequest(draft())).toEqual({
      PropertyId: 7,
      RestaurantId: 601,
      RestaurantName: 'The Sea Grill',
      VisitTime: '19:30',
      VisitDate: '2026-11-21',
      PartySize: 2,
      SpecialRequests: null,
      IsReservation: false,
      Identifier: 'jane@example.com',
      PromotionId: null,
      Email: 'jane@example.com',
      ContactNumber: '+44 7700 900123',
      IsLeaveTimeRequired: true,
    });
  });
  it('from a hotel booking the Identifier is its reference; the offer and requests are sent', () => {
    const request = bookingRequest(
      draft({
        reservation: 'SEA-100045',
        visitTime: '18:00',
        promotionId: 1,
        contact: { email: 'jane@example.com', phone: '+447700900123', specialRequests: ' Window ' },
      }),
    );
    expect(request).toMatchObject({
      IsReservation: true,
      Identifier: 'SEA-100045',
      PromotionId: 1,
      SpecialRequests: 'Window',
      IsLeaveTimeRequired: false,
    });
  });
});

describe('createAnswerMessage: the InfoMessage, else the text for the outcome', () => {
  it.each([
    [true, '  Enjoy your meal.  ', 'Enjoy your meal.'],
    [true, null, RESTAURANT_FLOW_MESSAGES.booked],
    [false, 'That time is taken.', 'That time is taken.'],
    [false, ' ', RESTAURANT_FLOW_MESSAGES.createFailed],
  ])('Success %s, InfoMessage %j -> %s', (Success, InfoMessage, expected) => {
    expect(createAnswerMessage({ Success, BookingReference: null, InfoMessage })).toBe(expected);
  });
});
