/**
 * Dates as a guest types them (en-GB: day, month, year). Its own module without the date
 * library, so every form with a date field does not load it.
 */

/** The format said to the guest beside a typed date. */
export const TYPED_DATE_HINT = 'dd/mm/yyyy';

/** day, month, year with "/", ".", "-" or spaces between; or a pasted YYYY-MM-DD */
const TYPED_RE = /^(?:(\d{1,2})\s*[/.\- ]\s*(\d{1,2})\s*[/.\- ]\s*(\d{4})|(\d{4})-(\d{2})-(\d{2}))$/;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date as a guest types it in en-GB, as "YYYY-MM-DD": day, month and a four-digit year with
 * "/", ".", "-" or a space between ("4/12/2026", "04.12.2026"); a pasted "2026-12-04" too. Null
 * for anything else: an unfinished date, a two-digit year (which century?), a day the calendar
 * does not have (31/02/2027). DECISION: never the browser's locale (a native date field shows
 * mm/dd/yyyy in a US browser); the hotel's locale decides.
 */
export function parseTypedDate(text: string): string | null {
  const m = TYPED_RE.exec(text.trim());
  if (!m) return null;
  const year = m[3] ?? m[4]!;
  const month = Number(m[2] ?? m[5]);
  const day = Number(m[1] ?? m[6]);
  // day 0 of the next month is the month's last day
  const last = new Date(Date.UTC(Number(year), month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= last ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** "04/12/2026" for "2026-12-04"; "" for anything that is not such a date. */
export function formatTypedDate(value: string | null | undefined): string {
  const iso = /^\d{4}-/.test(value ?? '') ? parseTypedDate(value ?? '') : null;
  return iso ? `${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '';
}
