import { describe, expect, it } from 'vitest';
import { formatTypedDate, parseTypedDate } from '@/domain/dates';

describe('dates as a guest types them (en-GB: day, month, year)', () => {
  it.each([
    ['04/12/2026', '2026-12-04'],
    ['4/12/2026', '2026-12-04'],
    ['4/1/2027', '2027-01-04'],
    ['04.12.2026', '2026-12-04'],
    ['04-12-2026', '2026-12-04'],
    ['4 12 2026', '2026-12-04'],
    [' 04 / 12 / 2026 ', '2026-12-04'],
    ['29/02/2028', '2028-02-29'], // a leap year
    ['2026-12-04', '2026-12-04'], // pasted from a confirmation e-mail
  ])('"%s" is %s', (text, iso) => {
    expect(parseTypedDate(text)).toBe(iso);
  });

  it.each([
    [''],
    ['04/12'], // not finished
    ['04/12/26'], // which century?
    ['12/04/2026x'],
    ['31/02/2027'], // February has no 31st
    ['29/02/2027'], // not a leap year
    ['00/12/2026'],
    ['04/13/2026'], // month 13: a US date (12/13) is not read the wrong way round
    ['2026-02-30'],
    ['2026-1-4'],
  ])('"%s" is no date', (text) => {
    expect(parseTypedDate(text)).toBeNull();
  });

  it('is shown back as dd/mm/yyyy', () => {
    expect(formatTypedDate('2026-12-04')).toBe('04/12/2026');
    expect(formatTypedDate('2027-01-31')).toBe('31/01/2027');
    expect(formatTypedDate('')).toBe('');
    expect(formatTypedDate('2026-02-30')).toBe('');
  });
});
