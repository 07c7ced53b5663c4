import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  alternativeStays,
  dayNumber,
  disabledDays,
  formatDisplayDate,
  fromDayNumber,
  isDayDisabled,
  nights,
  parseDate,
  toDateKey,
  toRequestDate,
  type DayEntry,
} from '@/domain/dates';

/** ISO dates between 1901 and 2099. */
const isoArb = fc.integer({ min: dayNumber('1901-01-01'), max: dayNumber('2099-12-31') }).map(fromDayNumber);

describe('date formatting round-trips', () => {
  it('request date <-> key <-> parse', () => {
    fc.assert(
      fc.property(isoArb, (iso) => {
        expect(toRequestDate(iso)).toBe(iso);
        expect(toRequestDate(toDateKey(iso))).toBe(iso);
        expect(toDateKey(iso)).toBe(iso.replaceAll('-', '/'));
        expect(toRequestDate(parseDate(iso))).toBe(iso);
        expect(fromDayNumber(dayNumber(iso))).toBe(iso);
        expect(formatDisplayDate(iso)).toMatch(
          /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}$/,
        );
      }),
    );
  });

  it('nights of (d, d + k) is k', () => {
    fc.assert(
      fc.property(isoArb, fc.integer({ min: 1, max: 400 }), (iso, k) => {
        expect(nights(iso, addDays(iso, k))).toBe(k);
      }),
    );
  });
});

const START = '2026-12-01';
const calendarArb = fc.array(fc.option(fc.integer({ min: 0, max: 4 }), { nil: null, freq: 8 }), {
  minLength: 1,
  maxLength: 90,
});

function toEntries(rooms: (number | null)[], split: boolean): DayEntry[] {
  const out: DayEntry[] = [];
  rooms.forEach((r, i) => {
    if (r === null) return;
    const date = addDays(START, i);
    if (split && r > 0) {
      out.push(
        { DateOfStay: date, AvailableRooms: r - 1, RoomTypeId: 1 },
        { DateOfStay: date, AvailableRooms: 1, RoomTypeId: 2 },
      );
    } else {
      out.push({ DateOfStay: date, AvailableRooms: r, RoomTypeId: 1 });
    }
  });
  return out;
}

describe('calendar properties', () => {
  it('alternative stays always satisfy every night, at most 10, sorted, not the chosen arrival', () => {
    fc.assert(
      fc.property(
        calendarArb,
        fc.boolean(),
        fc.integer({ min: -5, max: 95 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 3 }),
        fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined }),
        (rooms, split, offset, length, wanted, todayOffset) => {
          const entries = toEntries(rooms, split);
          const from = addDays(START, offset);
          const today = todayOffset === undefined ? undefined : addDays(START, todayOffset);
          const stays = alternativeStays(entries, { from, to: addDays(from, length), rooms: wanted }, { today });
          expect(stays.length).toBeLessThanOrEqual(10);
          for (const s of stays) {
            expect(s.DateFrom).not.toBe(from);
            expect(s.nights).toBe(length);
            expect(nights(s.DateFrom, s.DateTo)).toBe(length);
            if (today) expect(s.DateFrom >= today).toBe(true);
            for (let i = 0; i < s.nights; i++) {
              const index = dayNumber(addDays(s.DateFrom, i)) - dayNumber(START);
              expect(rooms[index] ?? 0).toBeGreaterThanOrEqual(wanted);
            }
          }
          const froms = stays.map((s) => s.DateFrom);
          expect([...froms].sort()).toEqual(froms);
          expect(new Set(froms).size).toBe(froms.length);
        },
      ),
    );
  });

  it('a day with data is disabled exactly when it has no rooms (or is before today)', () => {
    fc.assert(
      fc.property(calendarArb, fc.boolean(), fc.integer({ min: 0, max: 30 }), (rooms, split, todayOffset) => {
        const today = addDays(START, todayOffset);
        const result = disabledDays(toEntries(rooms, split), today);
        rooms.forEach((r, i) => {
          const date = addDays(START, i);
          const expected = i < todayOffset || r === 0;
          expect(isDayDisabled(result, date)).toBe(expected);
        });
      }),
    );
  });
});
