/**
 * react-day-picker's imports of date-fns's `format` and English locale and of @date-fns/tz's
 * `TZDate` answered by the app's src/ui/stay/dayPickerDates.ts, in builds only (the calendar's
 * code with the search page 167.8 -> 162.5 KiB gzip). The library formats its labels, captions,
 * weekday heads and days' keys in its default English locale with `format`, which brings every
 * token of every locale with it; `TZDate` serves a calendar given a time zone, which the app's
 * never is. Only imports made by react-day-picker's own files are answered so (date-fns's
 * arithmetic is its own); dev and the tests' Node and browser runs load the libraries as published.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** A file of react-day-picker's published code. */
const DAY_PICKER_FILE = /[\\/]node_modules[\\/]react-day-picker[\\/]dist[\\/]/;
const DATES = fileURLToPath(new URL('../src/ui/stay/dayPickerDates.ts', import.meta.url));
/** What the module above answers for react-day-picker. */
const ANSWERED = new Set(['date-fns/format', 'date-fns/locale/en-US', '@date-fns/tz']);
/** The same names as the bundler's filter, so only they reach the hook. */
const ANSWERED_ID = new RegExp(`^(?:${[...ANSWERED].map((id) => id.replace(/[/.]/g, '\\$&')).join('|')})$`);

export function dayPickerDatesPlugin(): Plugin {
  return {
    name: 'day-picker-dates',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: ANSWERED_ID },
      handler(source, importer) {
        if (!ANSWERED.has(source) || !importer || !DAY_PICKER_FILE.test(importer)) return null;
        return DATES;
      },
    },
  };
}
