/**
 * What react-day-picker takes from date-fns and @date-fns/tz beyond its date arithmetic, as the
 * calendar uses it: in builds, its imports of `format`, of date-fns's English locale and of
 * `TZDate` are answered by this module (scripts/vite-plugin-day-picker-dates.ts; dev and the
 * tests' runs load the libraries as published). The calendar is drawn in react-day-picker's
 * default English locale, which asks `format` for a handful of patterns: its grid's and buttons'
 * labels, its captions, its weekday heads and the days' keys. date-fns's `format` knows every
 * token of every locale (its formatters, week-numbering years, the locale's word lists and
 * parsers), and `TZDate` serves only a calendar given a time zone, which this one never is.
 *
 * The text is date-fns's own for those patterns (tests/unit/ui/dayPickerDates.test.ts compares
 * both on every day of several years). A pattern, a locale or a time zone it does not know
 * throws, so a release of react-day-picker that asks for more is caught by the first calendar
 * drawn (the e2e suites run on the built app), not shown wrong.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const padded = (value: number, width: number) => String(value).padStart(width, '0');

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st (date-fns's English ordinal). */
function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo < 11 || lastTwo > 13) {
    if (day % 10 === 1) return `${day}st`;
    if (day % 10 === 2) return `${day}nd`;
    if (day % 10 === 3) return `${day}rd`;
  }
  return `${day}th`;
}

const PATTERNS: Readonly<Record<string, (date: Date) => string>> = {
  'yyyy-MM-dd': (d) => `${padded(d.getFullYear(), 4)}-${padded(d.getMonth() + 1, 2)}-${padded(d.getDate(), 2)}`,
  'yyyy-MM': (d) => `${padded(d.getFullYear(), 4)}-${padded(d.getMonth() + 1, 2)}`,
  yyyy: (d) => padded(d.getFullYear(), 4),
  d: (d) => String(d.getDate()),
  LLLL: (d) => MONTHS[d.getMonth()]!,
  'LLLL y': (d) => `${MONTHS[d.getMonth()]!} ${d.getFullYear()}`,
  'LLLL yyyy': (d) => `${MONTHS[d.getMonth()]!} ${padded(d.getFullYear(), 4)}`,
  'y LLLL': (d) => `${d.getFullYear()} ${MONTHS[d.getMonth()]!}`,
  cccc: (d) => WEEKDAYS[d.getDay()]!,
  cccccc: (d) => WEEKDAYS[d.getDay()]!.slice(0, 2),
  PPPP: (d) => `${WEEKDAYS[d.getDay()]!}, ${MONTHS[d.getMonth()]!} ${ordinal(d.getDate())}, ${d.getFullYear()}`,
};

interface FormatOptions {
  locale?: { code?: string };
}

/** date-fns's `format(date, pattern, options)` for the patterns react-day-picker's English asks for. */
export function format(date: Date | number | string, pattern: string, options?: FormatOptions): string {
  const code = options?.locale?.code ?? 'en-US';
  if (code !== 'en-US') throw new Error(`The calendar writes its dates in English only, not in ${code}`);
  const write = PATTERNS[pattern];
  if (!write) throw new Error(`The calendar cannot write a date as "${pattern}"`);
  const day = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(day.getTime())) throw new RangeError('Invalid time value');
  return write(day);
}

/**
 * date-fns's English locale as react-day-picker reads it: its code, and the week's first day and
 * first week's rule (the calendar sets its own first day, Monday). Its word lists, parsers and
 * relative phrases serve date-fns's own `format` and `parse` only.
 */
export const enUS = { code: 'en-US', options: { weekStartsOn: 0, firstWeekContainsDate: 1 } } as const;

/** @date-fns/tz's zoned date: react-day-picker makes one only for a calendar given a time zone. */
export class TZDate extends Date {
  constructor() {
    super();
    throw new Error('The calendar is not given a time zone');
  }

  static tz(): never {
    throw new Error('The calendar is not given a time zone');
  }
}
