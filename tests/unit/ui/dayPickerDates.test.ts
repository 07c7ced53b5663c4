import { describe, expect, it } from 'vitest';
import { format as dateFnsFormat } from 'date-fns/format';
import { enUS as dateFnsEnUS } from 'date-fns/locale/en-US';
import { enUS, format, TZDate } from '@/ui/stay/dayPickerDates';

/** Every pattern react-day-picker 10 formats with, in its default English locale. */
const PATTERNS = [
  'yyyy-MM-dd',
  'yyyy-MM',
  'yyyy',
  'd',
  'LLLL',
  'LLLL y',
  'LLLL yyyy',
  'y LLLL',
  'cccc',
  'cccccc',
  'PPPP',
];

/** Every day from the start of 2024 to the end of 2031, at local midnight (as the calendar's days are). */
function everyDay(): Date[] {
  const days: Date[] = [];
  for (
    let day = new Date(2024, 0, 1);
    day.getFullYear() < 2032;
    day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)
  )
    days.push(day);
  return days;
}

describe("the calendar's dates as react-day-picker writes them", () => {
  it("are date-fns's own text for each of its patterns, on every day of eight years", () => {
    const days = everyDay();
    expect(days).toHaveLength(2922);
    for (const pattern of PATTERNS) {
      const ours = days.map((day) => format(day, pattern, { locale: enUS }));
      const theirs = days.map((day) => dateFnsFormat(day, pattern, { locale: dateFnsEnUS }));
      expect(ours, pattern).toEqual(theirs);
    }
  });

  it('worked out by hand: the ordinals, the weekday heads, the keys', () => {
    const at = (y: number, m: number, d: number) => new Date(y, m - 1, d);
    // the English ordinal: st, nd, rd but 11th, 12th, 13th
    const labels = [1, 2, 3, 11, 12, 13, 21, 22, 23].map((day) => format(at(2026, 11, day), 'PPPP'));
    expect(labels).toEqual([
      'Sunday, November 1st, 2026',
      'Monday, November 2nd, 2026',
      'Tuesday, November 3rd, 2026',
      'Wednesday, November 11th, 2026',
      'Thursday, November 12th, 2026',
      'Friday, November 13th, 2026',
      'Saturday, November 21st, 2026',
      'Sunday, November 22nd, 2026',
      'Monday, November 23rd, 2026',
    ]);
    expect(format(at(2026, 11, 30), 'cccccc')).toBe('Mo');
    expect(format(at(2027, 2, 5), 'yyyy-MM-dd')).toBe('2027-02-05');
    expect(format(at(2027, 2, 5), 'LLLL y')).toBe('February 2027');
    // a timestamp, as date-fns takes one
    expect(format(at(2027, 2, 5).getTime(), 'd')).toBe('5');
  });

  it('refuses what it cannot write the same way, rather than write it wrong', () => {
    const day = new Date(2026, 10, 30);
    expect(() => format(day, 'PP')).toThrow('The calendar cannot write a date as "PP"');
    expect(() => format(day, 'd', { locale: { code: 'de' } })).toThrow('in English only');
    expect(() => format(new Date(Number.NaN), 'd')).toThrow(RangeError);
    expect(() => new TZDate()).toThrow('not given a time zone');
    expect(() => TZDate.tz()).toThrow('not given a time zone');
  });

  it("carries date-fns's English week rules, which react-day-picker reads from the locale", () => {
    expect(enUS.code).toBe(dateFnsEnUS.code);
    expect(enUS.options).toEqual({
      weekStartsOn: dateFnsEnUS.options?.weekStartsOn,
      firstWeekContainsDate: dateFnsEnUS.options?.firstWeekContainsDate,
    });
  });
});
