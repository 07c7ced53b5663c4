/**
 * The one clock of the app. "Now" and "today" are the guest's local wall-clock time, which the
 * booking engine takes as the property's: the hotel's own pages are opened by guests of its
 * region, the spec gives no property time zone, and the server re-checks every date and cut-off
 * (docs/decisions.md, "One clock"). Machines never read the clock: a page passes `now`/`today`
 * in their input and ticks them with events, so machine tests set the time they need.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** Local wall-clock time as "YYYY-MM-DDTHH:mm" (the same-day cut-off compares against it). */
export function localNow(date: Date = new Date()): string {
  return `${localToday(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Local date as "YYYY-MM-DD" (the earliest bookable date, card expiry). */
export function localToday(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
