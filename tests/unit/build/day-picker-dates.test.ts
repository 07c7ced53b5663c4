import { describe, expect, it } from 'vitest';
import { dayPickerDatesPlugin } from '../../../scripts/vite-plugin-day-picker-dates';
import { bundleOf } from './bundleOf';

/** The production build (minified) of a page that draws react-day-picker's calendar, with the plugin or without. */
const bundleOfCalendar = (withPlugin: boolean) =>
  bundleOf("export { DayPicker } from 'react-day-picker';", withPlugin ? [dayPickerDatesPlugin()] : [], {
    minify: true,
  });

describe("react-day-picker's dates in a build", () => {
  it("are written by the app's formatter, not date-fns's whole format, and its time zones left out", async () => {
    const [before, after] = await Promise.all([bundleOfCalendar(false), bundleOfCalendar(true)]);
    // what a build holds, by a text only it has (a failure lists these, not the whole bundle)
    const holds = (code: string) => ({
      // date-fns's format: its refusal of a stray letter
      "date-fns's format": code.includes('Format string contains an unescaped latin alphabet character'),
      // date-fns's English locale: its relative phrases
      "date-fns's English words": code.includes('less than a second'),
      // @date-fns/tz's zoned date: its offsets read from Intl
      '@date-fns/tz': code.includes('longOffset'),
      // the app's formatter
      "the app's formatter": code.includes('The calendar cannot write a date as'),
      // react-day-picker's own English labels
      "the calendar's labels": code.includes('Go to the Next Month'),
    });
    expect(holds(before)).toEqual({
      "date-fns's format": true,
      "date-fns's English words": true,
      '@date-fns/tz': true,
      "the app's formatter": false,
      "the calendar's labels": true,
    });
    expect(holds(after)).toEqual({
      "date-fns's format": false,
      "date-fns's English words": false,
      '@date-fns/tz': false,
      "the app's formatter": true,
      "the calendar's labels": true,
    });
    expect(after.length).toBeLessThan(before.length - 15_000);
  }, 30_000);

  it("answers react-day-picker's own imports only: date-fns's arithmetic, and anyone else's format, stay", () => {
    const plugin = dayPickerDatesPlugin();
    const hook = plugin.resolveId as { handler: (source: string, importer?: string) => string | null };
    const dayPicker = '/app/node_modules/react-day-picker/dist/esm/classes/DateLib.js';
    for (const source of ['date-fns/format', 'date-fns/locale/en-US', '@date-fns/tz'])
      expect(hook.handler(source, dayPicker)).toMatch(/src\/ui\/stay\/dayPickerDates\.ts$/);
    expect(hook.handler('date-fns/addDays', dayPicker)).toBeNull();
    expect(hook.handler('date-fns/format', '/app/src/ui/stay/AvailabilityCalendar.tsx')).toBeNull();
    expect(hook.handler('date-fns/format', undefined)).toBeNull();
  });
});
