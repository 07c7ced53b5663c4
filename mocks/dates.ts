/**
 * Calendar arithmetic on YYYY-MM-DD strings for the mock backend (no business rules here:
 * nights, windows and restrictions come from src/domain).
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * Midnight UTC of each date the mock has read, and each day number's date: a search or a
 * calendar reads the same few hundred dates thousands of times (parsing and printing them was a
 * third of its time). Forgotten past 20,000, as no answer needs more.
 */
const parsed = new Map<string, number>();
const printed = new Map<number, string>();
const CACHE_LIMIT = 20_000;

function toUtc(iso: string): number {
  let time = parsed.get(iso);
  if (time === undefined) {
    if (parsed.size >= CACHE_LIMIT) parsed.clear();
    time = Date.parse(`${iso}T00:00:00Z`);
    parsed.set(iso, time);
  }
  return time;
}

function fromUtc(time: number): string {
  let iso = printed.get(time);
  if (iso === undefined) {
    if (printed.size >= CACHE_LIMIT) printed.clear();
    iso = new Date(time).toISOString().slice(0, 10);
    printed.set(time, iso);
  }
  return iso;
}

/** iso + n days. */
export function addDays(iso: string, n: number): string {
  return fromUtc(toUtc(iso) + n * 86_400_000);
}

/** Whole days from a to b (b - a), may be negative. */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtc(b) - toUtc(a)) / 86_400_000);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(iso: string): number {
  // 1 January 1970 was a Thursday (4)
  const days = Math.floor(toUtc(iso) / 86_400_000);
  return Number.isNaN(days) ? Number.NaN : (((days + 4) % 7) + 7) % 7;
}

/** Every date from `from` (inclusive) to `to` (exclusive). */
export function eachNight(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d < to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** Every date from `from` to `to`, both inclusive. */
export function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
