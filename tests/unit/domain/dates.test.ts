import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  isStayInBookingWindow,
  AVAILABILITY_WINDOW_MONTHS,
  CALENDAR_WINDOW_MONTHS,
  DATE_KEY_FORMAT,
  DEFAULT_NIGHTS,
  DISPLAY_DATE_FORMAT,
  MAX_ALTERNATIVE_STAYS,
  REQUEST_DATE_FORMAT,
  DATES_MESSAGES,
  SET_DATES_FOLLOW_UP_MS,
  addDays,
  addMonths,
  alternativeStays,
  areDatesValid,
  availabilityWindow,
  calendarWindow,
  dayFacts,
  dayNumber,
  disabledDays,
  exceedsMaxRooms,
  formatDisplayDate,
  fromDayNumber,
  isDayDisabled,
  isSearchAllowed,
  isValidDate,
  minimumStayFor,
  nights,
  parseDate,
  sameDayRestriction,
  toDateKey,
  toRequestDate,
  type DayEntry,
} from '@/domain/dates';

describe('constants', () => {
  it('formats and limits of the spec', () => {
    expect(DATE_KEY_FORMAT).toBe('YYYY/MM/DD');
    expect(REQUEST_DATE_FORMAT).toBe('YYYY-MM-DD');
    expect(DISPLAY_DATE_FORMAT).toBe('ddd Do MMM YYYY');
    expect(AVAILABILITY_WINDOW_MONTHS).toBe(36);
    expect(CALENDAR_WINDOW_MONTHS).toBe(37);
    expect(MAX_ALTERNATIVE_STAYS).toBe(10);
    expect(SET_DATES_FOLLOW_UP_MS).toBe(100);
    expect(DEFAULT_NIGHTS).toBe(1);
  });
});

describe('parsing and formatting', () => {
  it.each([
    ['2026-11-22', '2026-11-22', '2026/11/22', 'Sun 22nd Nov 2026'],
    ['2026/11/22', '2026-11-22', '2026/11/22', 'Sun 22nd Nov 2026'],
    ['2026-11-22T00:00:00', '2026-11-22', '2026/11/22', 'Sun 22nd Nov 2026'],
    ['2024-02-29', '2024-02-29', '2024/02/29', 'Thu 29th Feb 2024'],
    ['2026-01-01', '2026-01-01', '2026/01/01', 'Thu 1st Jan 2026'],
    ['2026-03-02', '2026-03-02', '2026/03/02', 'Mon 2nd Mar 2026'],
    ['2026-05-03', '2026-05-03', '2026/05/03', 'Sun 3rd May 2026'],
    ['2026-06-11', '2026-06-11', '2026/06/11', 'Thu 11th Jun 2026'],
    ['2026-12-13', '2026-12-13', '2026/12/13', 'Sun 13th Dec 2026'],
    ['2026-12-21', '2026-12-21', '2026/12/21', 'Mon 21st Dec 2026'],
    ['2026-12-23', '2026-12-23', '2026/12/23', 'Wed 23rd Dec 2026'],
  ])('%s -> %s, %s, %s', (input, request, key, display) => {
    expect(toRequestDate(input)).toBe(request);
    expect(toDateKey(input)).toBe(key);
    expect(formatDisplayDate(input)).toBe(display);
    expect(isValidDate(input)).toBe(true);
  });

  it.each(['', '2026-02-30', '2025-02-29', '2026-13-01', '22/11/2026', 'tomorrow', '2026-1-5', null, undefined])(
    '%s is not a date',
    (input) => {
      expect(parseDate(input)).toBeNull();
      expect(isValidDate(input)).toBe(false);
      expect(toRequestDate(input)).toBe('');
      expect(toDateKey(input)).toBe('');
      expect(formatDisplayDate(input)).toBe('');
    },
  );

  it('accepts Date and Dayjs values (local calendar day)', () => {
    expect(toRequestDate(new Date(2026, 10, 22, 23, 30))).toBe('2026-11-22');
    expect(toRequestDate(dayjs('2026-11-22T10:00'))).toBe('2026-11-22');
    expect(toRequestDate(new Date(Number.NaN))).toBe('');
  });

  it('addDays and addMonths', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-22', 36)).toBe('2029-11-22');
    expect(addDays('bad', 1)).toBe('');
    expect(addMonths('bad', 1)).toBe('');
  });

  it('day numbers', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2000-03-01')).toBe(11017);
    expect(dayNumber('2026/11/22')).toBe(dayNumber('2026-11-22'));
    expect(dayNumber('2026-02-30')).toBeNaN();
    expect(dayNumber('2026-13-01')).toBeNaN();
    expect(dayNumber('2026-00-10')).toBeNaN();
    expect(dayNumber('x')).toBeNaN();
    expect(fromDayNumber(0)).toBe('1970-01-01');
    expect(fromDayNumber(11017)).toBe('2000-03-01');
    expect(fromDayNumber(20414)).toBe('2025-11-22');
  });
});

describe('nights', () => {
  it.each([
    ['2026-11-22', '2026-11-25', 3],
    ['2026-11-22', '2026-11-23', 1],
    ['2026-03-28', '2026-03-30', 2], // across the UK clock change
    ['2026-10-24', '2026-10-26', 2],
    ['2026-12-30', '2027-01-02', 3],
    ['2024-02-28', '2024-03-01', 2],
    ['2026/11/22', '2026/11/29', 7],
    ['2026-11-22', '2026-11-22', 1],
    ['2026-11-25', '2026-11-22', 1],
    ['2026-02-30', '2026-03-02', 1],
    [null, '2026-11-22', 1],
    ['2026-11-22', undefined, 1],
    ['', '', 1],
  ])('nights(%s, %s) = %s', (from, to, expected) => {
    expect(nights(from, to)).toBe(expected);
  });

  it('works with Date values', () => {
    expect(nights(new Date(2026, 10, 22), new Date(2026, 10, 24))).toBe(2);
  });
});

describe('areDatesValid', () => {
  it.each([
    ['2026-11-22', '2026-11-23', true],
    ['2026-11-22', '2026-11-22', false],
    ['2026-11-23', '2026-11-22', false],
    ['2026-11-22', '2026-02-30', false],
    ['2026-02-30', '2026-11-22', false],
    [null, '2026-11-22', false],
    ['2026-11-22', null, false],
  ])('areDatesValid(%s, %s) = %s', (from, to, expected) => {
    expect(areDatesValid(from, to)).toBe(expected);
  });
});

describe('isSearchAllowed', () => {
  const ok = { propertyId: 12, fromDate: '2026-11-22', toDate: '2026-11-24', rooms: [{}], maxRoomsPerBooking: 3 };
  it.each([
    ['everything set', ok, true],
    ['property missing', { ...ok, propertyId: null }, false],
    ['property 0', { ...ok, propertyId: 0 }, false],
    ['property as code', { ...ok, propertyId: 'SEAVIEW' }, true],
    ['property empty string', { ...ok, propertyId: ' ' }, false],
    ['from date missing', { ...ok, fromDate: null }, false],
    ['to date invalid', { ...ok, toDate: '2026-11-31' }, false],
    ['no rooms', { ...ok, rooms: [] }, false],
    ['rooms undefined', { ...ok, rooms: undefined }, false],
    ['rooms = maximum', { ...ok, rooms: [{}, {}, {}] }, true],
    ['rooms above maximum', { ...ok, rooms: [{}, {}, {}, {}] }, false],
    ['maximum unset: no limit', { ...ok, rooms: [{}, {}, {}, {}], maxRoomsPerBooking: null }, true],
    ['maximum 0: no limit', { ...ok, rooms: [{}, {}, {}, {}], maxRoomsPerBooking: 0 }, true],
    ['alias maxRooms', { ...ok, rooms: [{}, {}], maxRoomsPerBooking: undefined, maxRooms: 1 }, false],
  ])('%s', (_name, input, expected) => {
    expect(isSearchAllowed(input)).toBe(expected);
  });

  it('exceedsMaxRooms', () => {
    expect(exceedsMaxRooms(4, 3)).toBe(true);
    expect(exceedsMaxRooms(3, 3)).toBe(false);
    expect(exceedsMaxRooms(9, null)).toBe(false);
    expect(exceedsMaxRooms(9, 0)).toBe(false);
  });
});

describe('sameDayRestriction', () => {
  const config = {
    SameDayBookingRestrictionEnabled: true,
    SameDayBookingRestrictionHour: 14,
    SameDayBookingRestrictionMinute: 30,
    SameDayBookingRestrictionMessage: 'Too late for today',
  };
  const blocked = { blocked: true, message: 'Too late for today' };
  const open = { blocked: false, message: null };
  it.each([
    ['one minute before the cut-off', config, '2026-11-22', '2026-11-22T14:29', open],
    ['exactly at the cut-off minute', config, '2026-11-22', '2026-11-22T14:30', blocked],
    ['within the cut-off minute', config, '2026-11-22', '2026-11-22T14:30:59', blocked],
    ['later in the hour', config, '2026-11-22', '2026-11-22T14:45', blocked],
    ['later hour, earlier minute', config, '2026-11-22', '2026-11-22T15:05', blocked],
    ['last minute of the day', config, '2026-11-22', '2026-11-22T23:59', blocked],
    ['earlier hour, later minute', config, '2026-11-22', '2026-11-22T13:59', open],
    ['arrival tomorrow', config, '2026-11-23', '2026-11-22T20:00', open],
    ['arrival key format', config, '2026/11/22', '2026-11-22T20:00', blocked],
    [
      'restriction disabled',
      { ...config, SameDayBookingRestrictionEnabled: false },
      '2026-11-22',
      '2026-11-22T20:00',
      open,
    ],
    ['no config', null, '2026-11-22', '2026-11-22T20:00', open],
    [
      'empty message -> default',
      { ...config, SameDayBookingRestrictionMessage: ' ' },
      '2026-11-22',
      '2026-11-22T20:00',
      { blocked: true, message: DATES_MESSAGES.sameDayDefault },
    ],
    [
      'missing message -> default',
      { ...config, SameDayBookingRestrictionMessage: null },
      '2026-11-22',
      '2026-11-22T20:00',
      { blocked: true, message: 'No same day bookings available' },
    ],
    [
      'hour 0 minute 0 blocks all day',
      { ...config, SameDayBookingRestrictionHour: 0, SameDayBookingRestrictionMinute: 0 },
      '2026-11-22',
      '2026-11-22T00:00',
      blocked,
    ],
    [
      'minute missing: 14:00 is the cut-off',
      { ...config, SameDayBookingRestrictionMinute: null },
      '2026-11-22',
      '2026-11-22T14:00',
      blocked,
    ],
    [
      'minute missing: 13:59 open',
      { ...config, SameDayBookingRestrictionMinute: null },
      '2026-11-22',
      '2026-11-22T13:59',
      open,
    ],
    [
      'hour missing: 00:30 is the cut-off',
      { ...config, SameDayBookingRestrictionHour: null },
      '2026-11-22',
      '2026-11-22T00:30',
      blocked,
    ],
    [
      'hour missing: 00:29 open',
      { ...config, SameDayBookingRestrictionHour: null },
      '2026-11-22',
      '2026-11-22T00:29',
      open,
    ],
    ['invalid arrival', config, 'nope', '2026-11-22T20:00', open],
    ['invalid now', config, '2026-11-22', 'nope', open],
  ])('%s', (_name, cfg, arrival, now, expected) => {
    expect(sameDayRestriction(cfg, arrival, now)).toEqual(expected);
  });

  it('accepts a Date for now', () => {
    expect(sameDayRestriction(config, '2026-11-22', new Date(2026, 10, 22, 14, 30))).toEqual(blocked);
    expect(sameDayRestriction(config, '2026-11-22', new Date(2026, 10, 22, 14, 29))).toEqual(open);
  });
});

describe('windows', () => {
  it.each([
    ['2026-11-22', '2029-11-22', '2029-12-22'],
    ['2026-01-31', '2029-01-31', '2029-02-28'],
    ['2027-02-28', '2030-02-28', '2030-03-28'],
  ])('today %s: availability to %s, calendar to %s', (today, availTo, calTo) => {
    expect(availabilityWindow(today)).toEqual({ from: today, to: availTo });
    expect(calendarWindow(today)).toEqual({ from: today, to: calTo });
  });
});

describe('disabledDays', () => {
  const entries: DayEntry[] = [
    { DateOfStay: '2026-11-21', AvailableRooms: 0 },
    { DateOfStay: '2026-11-22', AvailableRooms: 0 },
    { DateOfStay: '2026-11-23', AvailableRooms: 2 },
    { DateOfStay: '2026-11-24', AvailableRooms: 0, RoomTypeId: 1 },
    { DateOfStay: '2026-11-24', AvailableRooms: 1, RoomTypeId: 2 },
    { DateOfStay: '2026-11-25T00:00:00', AvailableRooms: 0 },
    { DateOfStay: '2026/11/26', AvailableRooms: null },
    { DateOfStay: '2026-11-27', AvailableRooms: -3 },
    { DateOfStay: '2029-12-22', AvailableRooms: 0 },
    { DateOfStay: '2029-12-23', AvailableRooms: 0 },
    { DateOfStay: 'garbage', AvailableRooms: 0 },
  ];
  const result = disabledDays(entries, '2026-11-22');

  it('lists the in-range days without rooms', () => {
    expect(result.from).toBe('2026-11-22');
    expect(result.to).toBe('2029-12-22');
    expect([...result.days].sort()).toEqual(['2026-11-22', '2026-11-25', '2026-11-26', '2026-11-27', '2029-12-22']);
  });

  it.each([
    ['2026-11-21', true], // before today
    ['2026-11-22', true], // no rooms
    ['2026-11-23', false],
    ['2026-11-24', false], // 0 + 1 over two room types
    ['2026-11-25', true],
    ['2026/11/25', true],
    ['2026-11-28', false], // no data: default available
    ['2029-12-21', false],
    ['2029-12-22', true], // last day in range but no rooms
    ['2029-12-23', true], // after the range
    ['2030-06-01', true],
    ['bad', true],
  ])('isDayDisabled(%s) = %s', (date, expected) => {
    expect(isDayDisabled(result, date)).toBe(expected);
  });

  it('no entries: only out-of-range days are disabled', () => {
    const r = disabledDays([], '2026-11-22');
    expect(r.days.size).toBe(0);
    expect(isDayDisabled(r, '2026-11-22')).toBe(false);
    expect(isDayDisabled(r, '2026-11-21')).toBe(true);
  });
});

/** Consecutive day entries from `start`, one per availability figure (null = no entry). */
function run(start: string, rooms: (number | null)[], rates?: DayEntry['Rates']): DayEntry[] {
  const out: DayEntry[] = [];
  rooms.forEach((r, i) => {
    if (r !== null)
      out.push({ DateOfStay: addDays(start, i), AvailableRooms: r, Rates: i === 0 ? (rates ?? null) : null });
  });
  return out;
}
const dec = (d: number) => `2026-12-${String(d).padStart(2, '0')}`;
const stays = (len: number, ...days: number[]) =>
  days.map((d) => ({ DateFrom: dec(d), DateTo: addDays(dec(d), len), nights: len }));

describe('alternativeStays', () => {
  it('nearest stays around unavailable nights, sorted, capped at 10', () => {
    // Dec 1..20 available 1, except Dec 10, 11 and 14.
    const data = run(
      dec(1),
      Array.from({ length: 20 }, (_, i) => ([10, 11, 14].includes(i + 1) ? 0 : 1)),
    );
    expect(alternativeStays(data, { from: dec(10), to: dec(12), rooms: 1 }, { today: dec(1) })).toEqual(
      stays(2, 3, 4, 5, 6, 7, 8, 12, 15, 16, 17),
    );
  });

  it('the 10-stay cap, alternating earlier/later, chosen arrival excluded', () => {
    const data = run(
      dec(1),
      Array.from({ length: 20 }, () => 5),
    );
    const result = alternativeStays(data, { from: dec(10), to: dec(11), rooms: 1 });
    expect(result).toHaveLength(10);
    expect(result).toEqual(stays(1, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15));
  });

  it('a smaller max option', () => {
    const data = run(
      dec(1),
      Array.from({ length: 20 }, () => 5),
    );
    expect(alternativeStays(data, { from: dec(10), to: dec(11), rooms: 1 }, { max: 3 })).toEqual(stays(1, 8, 9, 11));
    expect(alternativeStays(data, { from: dec(10), to: dec(11), rooms: 1 }, { max: 50 })).toHaveLength(10);
    expect(alternativeStays(data, { from: dec(10), to: dec(11), rooms: 1 }, { max: 0 })).toEqual([]);
  });

  it('no arrival before today', () => {
    const data = run(
      dec(1),
      Array.from({ length: 20 }, () => 5),
    );
    expect(alternativeStays(data, { from: dec(10), to: dec(11), rooms: 1 }, { today: dec(8) })).toEqual(
      stays(1, 8, 9, 11, 12, 13, 14, 15, 16, 17, 18),
    );
  });

  it('every night needs enough rooms for all requested rooms', () => {
    const data = run(dec(1), [2, 1, 2, 2, 3, 0]);
    expect(alternativeStays(data, { from: dec(2), to: dec(3), rooms: 2 })).toEqual(stays(1, 1, 3, 4, 5));
    expect(alternativeStays(data, { from: dec(2), to: dec(3), rooms: 3 })).toEqual(stays(1, 5));
    expect(alternativeStays(data, { from: dec(2), to: dec(3), rooms: 4 })).toEqual([]);
  });

  it('room types of the same date add up', () => {
    const data: DayEntry[] = [
      { DateOfStay: dec(1), AvailableRooms: 1, RoomTypeId: 1 },
      { DateOfStay: dec(1), AvailableRooms: 1, RoomTypeId: 2 },
      { DateOfStay: dec(2), AvailableRooms: 1, RoomTypeId: 1 },
    ];
    expect(alternativeStays(data, { from: dec(2), to: dec(3), rooms: 2 })).toEqual(stays(1, 1));
  });

  it('a night without data is unavailable, and the stay must end inside the data', () => {
    const data = run(dec(1), [1, 1, 1, 1, 1, null, 1, 1, 1, 1]);
    expect(alternativeStays(data, { from: dec(8), to: dec(10), rooms: 1 })).toEqual(stays(2, 1, 2, 3, 4, 7, 9));
  });

  it('minimum stay from the chosen arrival day raises the length', () => {
    const data = run(dec(10), [1], [{ RatePlanId: 1, MinimumLengthOfStay: 3 }]).concat(
      run(
        dec(1),
        Array.from({ length: 20 }, () => 1),
      ),
    );
    expect(alternativeStays(data, { from: dec(10), to: dec(11), rooms: 1 })).toEqual(
      stays(3, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15),
    );
  });

  it('no alternative arrives on a day whose own minimum stay is longer (1-night Friday and Saturday)', () => {
    // Dec 1..10, one room a night; arrivals on Fri 4 and Sat 5 need 2 nights
    const weekend = [4, 5].map((d) => ({
      DateOfStay: dec(d),
      AvailableRooms: 0,
      Rates: [{ RatePlanId: 1, MinimumLengthOfStay: 2 }],
    }));
    const data = run(
      dec(1),
      Array.from({ length: 10 }, () => 1),
    ).concat(weekend);
    expect(alternativeStays(data, { from: dec(3), to: dec(4), rooms: 1 })).toEqual(stays(1, 1, 2, 6, 7, 8, 9, 10));
    // two nights meet the weekend's minimum: Friday and Saturday arrivals are offered
    expect(alternativeStays(data, { from: dec(3), to: dec(5), rooms: 1 }, { max: 3 })).toEqual(stays(2, 1, 2, 4));
  });

  it('a minimum stay below the requested nights keeps the requested nights', () => {
    const data = run(
      dec(1),
      Array.from({ length: 20 }, () => 1),
      [{ MinimumLengthOfStay: 2 }],
    );
    expect(alternativeStays(data, { from: dec(1), to: dec(4), rooms: 1 }, { max: 2 })).toEqual(stays(3, 2, 3));
  });

  it('rooms below 1 count as 1', () => {
    const data = run(dec(1), [0, 1, 1]);
    expect(alternativeStays(data, { from: dec(1), to: dec(2), rooms: 0 })).toEqual(stays(1, 2, 3));
  });

  it('nothing to offer', () => {
    expect(alternativeStays([], { from: dec(1), to: dec(2), rooms: 1 })).toEqual([]);
    expect(alternativeStays(run(dec(1), [1, 1]), { from: 'bad', to: dec(2), rooms: 1 })).toEqual([]);
    expect(
      alternativeStays([{ DateOfStay: 'bad', AvailableRooms: 3 }], { from: dec(1), to: dec(2), rooms: 1 }),
    ).toEqual([]);
  });

  it('arrival far outside the data still finds the nearest stays', () => {
    const data = run(dec(1), [1, 1, 1]);
    expect(alternativeStays(data, { from: '2027-01-10', to: '2027-01-11', rooms: 1 })).toEqual(stays(1, 1, 2, 3));
    expect(alternativeStays(data, { from: '2026-11-10', to: '2026-11-11', rooms: 1 })).toEqual(stays(1, 1, 2, 3));
  });
});

describe('minimumStayFor', () => {
  const data: DayEntry[] = [
    {
      DateOfStay: dec(10),
      AvailableRooms: 1,
      Rates: [
        { RatePlanId: 1, MinimumLengthOfStay: 3 },
        { RatePlanId: 2, MinimumLengthOfStay: 2 },
        { RatePlanId: 3, MinimumLengthOfStay: null },
        { RatePlanId: 4, MinimumLengthOfStay: 0 },
      ],
    },
    { DateOfStay: dec(11), AvailableRooms: 1 },
  ];
  it.each([
    [dec(10), undefined, 2],
    [dec(10), 1, 3],
    [dec(10), 2, 2],
    [dec(10), 5, 2], // rate plan absent: smallest of the day
    [dec(10), 3, 2], // rate plan without a minimum: smallest of the day
    [dec(11), undefined, null],
    [dec(12), undefined, null],
    ['bad', undefined, null],
  ])('minimumStayFor(%s, rate plan %s) = %s', (arrival, ratePlanId, expected) => {
    expect(minimumStayFor(data, arrival, ratePlanId)).toBe(expected);
  });

  it('an arrival that is no date has no minimum, even beside entries whose dates are none', () => {
    const withBadDate: DayEntry[] = [
      ...data,
      { DateOfStay: 'soon', AvailableRooms: 1, Rates: [{ MinimumLengthOfStay: 5 }] },
    ];
    expect(minimumStayFor(withBadDate, 'bad')).toBeNull();
    expect(minimumStayFor(withBadDate, dec(10))).toBe(2);
  });

  it('answers the same from the index it keeps per list of entries, asked again or on a copy', () => {
    const first = [minimumStayFor(data, dec(10), 1), minimumStayFor(data, dec(10)), minimumStayFor(data, dec(11))];
    const again = [minimumStayFor(data, dec(10), 1), minimumStayFor(data, dec(10)), minimumStayFor(data, dec(11))];
    const copy = data.slice();
    expect(again).toEqual(first);
    expect([minimumStayFor(copy, dec(10), 1), minimumStayFor(copy, dec(10)), minimumStayFor(copy, dec(11))]).toEqual([
      3,
      2,
      null,
    ]);
  });
});

describe('dayFacts', () => {
  // Two room types on Dec 10 (2 + 3 rooms, minimum stays 3/2 and 4), one sold-out type and a
  // negative count on Dec 11, a "YYYY/MM/DD" key and a "T" time on Dec 12, one bad date.
  const data: DayEntry[] = [
    {
      DateOfStay: dec(10),
      RoomTypeId: 1,
      AvailableRooms: 2,
      Rates: [
        { RatePlanId: 1, MinimumLengthOfStay: 3 },
        { RatePlanId: 2, MinimumLengthOfStay: 2 },
      ],
    },
    { DateOfStay: dec(10), RoomTypeId: 2, AvailableRooms: 3, Rates: [{ RatePlanId: 1, MinimumLengthOfStay: 4 }] },
    { DateOfStay: dec(11), RoomTypeId: 1, AvailableRooms: 0, Rates: [{ RatePlanId: 1, MinimumLengthOfStay: 0 }] },
    { DateOfStay: dec(11), RoomTypeId: 2, AvailableRooms: -1, Rates: null },
    { DateOfStay: '2026/12/12', RoomTypeId: 1, AvailableRooms: 1 },
    {
      DateOfStay: '2026-12-12T00:00:00',
      RoomTypeId: 2,
      AvailableRooms: null,
      Rates: [{ RatePlanId: 1, MinimumLengthOfStay: 5 }],
    },
    { DateOfStay: 'not a date', AvailableRooms: 9 },
  ];
  const facts = dayFacts(data);

  it('sums rooms over room types (negative and missing count as 0) and keeps the smallest minimum stay', () => {
    expect(facts.get(dec(10))).toEqual({ availableRooms: 5, minimumStay: 2, lowestRate: null });
    expect(facts.get(dec(11))).toEqual({ availableRooms: 0, minimumStay: null, lowestRate: null });
    // a day whose entries are written "YYYY/MM/DD" and with a time, one of them without rates
    expect(facts.get(dec(12))).toEqual({ availableRooms: 1, minimumStay: 5, lowestRate: null });
  });

  it("has no facts for a day without entries, nor for a text that is no date (not the bad entry's 9 rooms)", () => {
    expect(facts.get(dec(13))).toBeUndefined();
    expect(facts.get(dec(9))).toBeUndefined();
    expect(facts.get('not a date')).toBeUndefined();
    expect(facts.get('')).toBeUndefined();
    expect(facts.any).toBe(true);
  });

  it('the lowest nightly price of a day: only room types with a room free, only real prices', () => {
    const priced = dayFacts([
      // a room type with two rooms: £120 and £99.50 a night
      {
        DateOfStay: dec(10),
        RoomTypeId: 1,
        AvailableRooms: 2,
        Rates: [
          { RatePlanId: 1, BaseRate: 120 },
          { RatePlanId: 2, BaseRate: 99.5 },
        ],
      },
      // cheaper, but sold out that night: not a price the guest can have
      { DateOfStay: dec(10), RoomTypeId: 2, AvailableRooms: 0, Rates: [{ RatePlanId: 1, BaseRate: 80 }] },
      // a free rate (0) or no figure is no price
      {
        DateOfStay: dec(11),
        RoomTypeId: 1,
        AvailableRooms: 1,
        Rates: [{ RatePlanId: 1, BaseRate: 0 }, { RatePlanId: 2 }],
      },
    ]);
    expect(priced.get(dec(10))?.lowestRate).toBe(99.5);
    expect(priced.get(dec(11))?.lowestRate).toBeNull();
  });

  it('agrees with minimumStayFor day by day', () => {
    for (const iso of [dec(10), dec(11), dec(12)]) expect(facts.get(iso)?.minimumStay).toBe(minimumStayFor(data, iso));
  });

  it('gives the same facts each time a day is asked, and the same lookup for the same answer', () => {
    expect(facts.get(dec(10))).toBe(facts.get(dec(10)));
    expect(dayFacts(data)).toBe(facts);
    // another answer (even with the same entries) is looked up afresh
    expect(dayFacts([...data])).not.toBe(facts);
  });

  it('has no day without usable data', () => {
    expect(dayFacts([]).any).toBe(false);
    expect(dayFacts([]).get(dec(10))).toBeUndefined();
    const badOnly = dayFacts([{ DateOfStay: '2026-02-30', AvailableRooms: 1 }]);
    expect(badOnly.any).toBe(false);
    expect(badOnly.get('2026-02-30')).toBeUndefined();
    expect(badOnly.get('2026-03-02')).toBeUndefined();
  });
});

describe('edges found by mutation testing', () => {
  it.each([
    ['2024-02-29', false],
    ['2023-02-29', true],
    ['1900-02-29', true], // divisible by 100, not by 400
    ['2000-02-29', false], // divisible by 400
    ['2026-01-00', true],
    ['2026-01-31', false],
    ['2026-04-31', true],
    ['2026-0:-05', true], // ':' is not a digit
    ['2026-1/-05', true], // '/' is not a digit
    ['2026.11.22', true],
    ['2026-11.22', true],
    ['2026.11-22', true],
    ['2026-11-22X', true],
    ['2026-11-22T10:00', false],
    ['2026-11-2', true],
  ])('dayNumber(%s) is NaN: %s', (iso, nan) => {
    expect(Number.isNaN(dayNumber(iso))).toBe(nan);
  });

  it('parseDate anchors the pattern and keeps only the day', () => {
    expect(parseDate('x2026-11-22')).toBeNull();
    expect(parseDate(new Date(2026, 10, 22, 15, 30))?.hour()).toBe(0);
  });

  it('the last day of the calendar window is selectable when it has rooms', () => {
    const r = disabledDays([], '2026-11-22');
    expect(isDayDisabled(r, '2029-12-22')).toBe(false);
    expect(isDayDisabled(r, '2029-12-23')).toBe(true);
  });

  it('negative availability does not cancel other room types of the day', () => {
    const entries: DayEntry[] = [
      { DateOfStay: '2026-11-23', AvailableRooms: -3, RoomTypeId: 1 },
      { DateOfStay: '2026-11-23', AvailableRooms: 2, RoomTypeId: 2 },
    ];
    expect(disabledDays(entries, '2026-11-22').days.size).toBe(0);
    const alt = alternativeStays([...entries, { DateOfStay: '2026-11-24', AvailableRooms: 0 }], {
      from: '2026-11-24',
      to: '2026-11-25',
      rooms: 2,
    });
    expect(alt).toEqual([{ DateFrom: '2026-11-23', DateTo: '2026-11-24', nights: 1 }]);
  });

  it('entries in any order: the data range is the real first and last day', () => {
    const data = run(dec(1), [1, 1, 1, 1, 1]).reverse();
    expect(alternativeStays(data, { from: dec(1), to: dec(2), rooms: 1 })).toEqual(stays(1, 2, 3, 4, 5));
    expect(alternativeStays(data, { from: dec(5), to: dec(6), rooms: 1 })).toEqual(stays(1, 1, 2, 3, 4));
  });

  it('a single day of data is a usable range', () => {
    expect(alternativeStays(run(dec(5), [1]), { from: dec(4), to: dec(5), rooms: 1 })).toEqual(stays(1, 5));
  });

  it('the chosen arrival day sets the length; an alternative arrival must also meet its own minimum', () => {
    const data = run(
      dec(1),
      Array.from({ length: 20 }, () => 1),
    ).map((e) =>
      e.DateOfStay === dec(10)
        ? { ...e, Rates: [{ MinimumLengthOfStay: 2 }] }
        : { ...e, Rates: [{ MinimumLengthOfStay: 5 }] },
    );
    // 2 nights (the 10th's minimum) is too short to arrive on any other day (5 nights there)
    expect(alternativeStays(data, { from: dec(10), to: dec(11), rooms: 1 }, { max: 2 })).toEqual([]);
    // asked for 5 nights, the days around the 10th are offered
    expect(alternativeStays(data, { from: dec(10), to: dec(15), rooms: 1 }, { max: 2 })).toEqual(stays(5, 9, 11));
  });

  it('minimum stay: rates without a rate plan id and the smallest of several', () => {
    const data: DayEntry[] = [
      {
        DateOfStay: dec(10),
        AvailableRooms: 1,
        Rates: [{ MinimumLengthOfStay: 3 }, { MinimumLengthOfStay: 2 }, { MinimumLengthOfStay: 4 }],
      },
    ];
    expect(minimumStayFor(data, dec(10))).toBe(2);
    expect(minimumStayFor(data, dec(10), null)).toBe(2);
  });
});

describe('isStayInBookingWindow (today 2026-03-02; the calendar ends 2029-04-02)', () => {
  it.each([
    ['2026-03-02', '2026-03-03', true], // arrival today
    ['2026-03-01', '2026-03-03', false], // arrival yesterday
    ['2029-04-01', '2029-04-02', true], // departure on the last calendar day
    ['2029-04-01', '2029-04-03', false], // departure after it
    ['', '2026-03-03', false],
    ['2026-03-05', 'not a date', false],
  ])('%s to %s: %s', (from, to, inside) => {
    expect(isStayInBookingWindow(from, to, '2026-03-02')).toBe(inside);
  });
});
