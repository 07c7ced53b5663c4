/**
 * Dates, search and calendar rules (booking spec sections 4, 5, 9; manage spec section 9).
 * Every rule takes `today` / `now` as a parameter and never reads the clock.
 *
 * Calendar computations (disabledDays, alternativeStays) work on integer day numbers
 * (days since 1970-01-01, UTC arithmetic on the calendar date only) instead of dayjs objects,
 * so 36 months x 10 room types take well under a millisecond-scale budget (see
 * scripts/bench-domain.ts).
 */
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import { searchText as t } from '@/i18n/search';
import { textsOf } from '@/i18n/catalogue';

dayjs.extend(advancedFormat);

/** Availability keys (spec: "YYYY/MM/DD internally"). */
export const DATE_KEY_FORMAT = 'YYYY/MM/DD';
/** Dates in API requests and responses. */
export const REQUEST_DATE_FORMAT = 'YYYY-MM-DD';
/** Display format, e.g. "Sun 22nd Nov 2026". */
export const DISPLAY_DATE_FORMAT = 'ddd Do MMM YYYY';
/** Availability window requested from the server: today to 36 months ahead. */
export const AVAILABILITY_WINDOW_MONTHS = 36;
/** Disabled-day calculation covers today to 3 years and 1 month ahead. */
export const CALENDAR_WINDOW_MONTHS = 37;
/** At most this many alternative stays are offered. */
export const MAX_ALTERNATIVE_STAYS = 10;
/** Follow-up delay after setting dates (same-day check, alternative stays). */
export const SET_DATES_FOLLOW_UP_MS = 100;
/** Default number of nights when the dates do not give one. */
export const DEFAULT_NIGHTS = 1;

export type DateInput = string | Date | Dayjs | null | undefined;

/**
 * Parses a date: "YYYY-MM-DD", "YYYY/MM/DD" (optionally followed by "T..." as ASP.NET
 * serialises DateTime), a Date or a Dayjs. Calendar-invalid dates (2026-02-30) give null.
 */
export function parseDate(value: DateInput): Dayjs | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    // the calendar check of day numbers (no strict-format plugin needed), then dayjs reads the
    // plain YYYY-MM-DD as that local day
    if (Number.isNaN(dayNumber(value))) return null;
    return dayjs(`${value.slice(0, 4)}-${value.slice(5, 7)}-${value.slice(8, 10)}`);
  }
  const d = dayjs(value);
  return d.isValid() ? d.startOf('day') : null;
}

export { formatTypedDate, parseTypedDate, TYPED_DATE_HINT } from './typedDates';

/** True when the value is a real calendar date. */
export function isValidDate(value: DateInput): boolean {
  return parseDate(value) !== null;
}

/** "YYYY-MM-DD" for requests; "" for an invalid date. */
export function toRequestDate(value: DateInput): string {
  const d = parseDate(value);
  return d ? d.format(REQUEST_DATE_FORMAT) : '';
}

/** "YYYY/MM/DD" availability key; "" for an invalid date. */
export function toDateKey(value: DateInput): string {
  const d = parseDate(value);
  return d ? d.format(DATE_KEY_FORMAT) : '';
}

/** "ddd Do MMM YYYY", e.g. "Sun 22nd Nov 2026"; "" for an invalid date. */
export function formatDisplayDate(value: DateInput): string {
  const d = parseDate(value);
  return d ? d.format(DISPLAY_DATE_FORMAT) : '';
}

/** Adds days to a date, as "YYYY-MM-DD" ("" when invalid). */
export function addDays(value: DateInput, days: number): string {
  const d = parseDate(value);
  return d ? d.add(days, 'day').format(REQUEST_DATE_FORMAT) : '';
}

/** Adds calendar months (end-of-month clamped: Jan 31 + 1 month = Feb 28/29). */
export function addMonths(value: DateInput, months: number): string {
  const d = parseDate(value);
  return d ? d.add(months, 'month').format(REQUEST_DATE_FORMAT) : '';
}

// ---------- integer day numbers (fast path) ----------

const MS_PER_DAY = 86_400_000;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function digit(s: string, i: number): number {
  const c = s.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : Number.NaN;
}

/**
 * Days since 1970-01-01 of "YYYY-MM-DD" / "YYYY/MM/DD" (optionally followed by "T..."); NaN
 * when not a real date. Pure arithmetic (no Date, no regex): this is the calendar hot path.
 */
export function dayNumber(iso: string): number {
  if (iso.length < 10 || (iso.length > 10 && iso.charCodeAt(10) !== 84) /* T */) return Number.NaN;
  const sep1 = iso.charCodeAt(4);
  const sep2 = iso.charCodeAt(7);
  if ((sep1 !== 45 && sep1 !== 47) || (sep2 !== 45 && sep2 !== 47)) return Number.NaN;
  const y = digit(iso, 0) * 1000 + digit(iso, 1) * 100 + digit(iso, 2) * 10 + digit(iso, 3);
  const m = digit(iso, 5) * 10 + digit(iso, 6);
  const d = digit(iso, 8) * 10 + digit(iso, 9);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  // Month outside 1-12 (or NaN) finds no length; NaN fails every comparison below.
  const dim = m === 2 && leap ? 29 : DAYS_IN_MONTH[m - 1];
  if (dim === undefined || !(d >= 1 && d <= dim)) return Number.NaN;
  // Days from civil (H. Hinnant), valid for years 0000-9999.
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

const pad2 = (v: number): string => (v < 10 ? `0${v}` : `${v}`);

/** "YYYY-MM-DD" of a day number. */
export function fromDayNumber(day: number): string {
  const d = new Date(day * MS_PER_DAY);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

function dayNumberOf(value: DateInput): number {
  return dayNumber(typeof value === 'string' ? value : toRequestDate(value));
}

/**
 * Nights = day difference between departure and arrival. Decision: DEFAULT_NIGHTS (1) when
 * either date is missing/invalid or departure is not after arrival.
 */
export function nights(from: DateInput, to: DateInput): number {
  const a = dayNumberOf(from);
  const b = dayNumberOf(to);
  // NaN (missing/invalid date) fails the comparison.
  return b > a ? b - a : DEFAULT_NIGHTS;
}

/**
 * Dates are valid when both are real dates. Decision (tightening of the spec): departure
 * must also be after arrival, otherwise a search of 0 or negative nights could be sent.
 */
export function areDatesValid(from: DateInput, to: DateInput): boolean {
  const a = dayNumberOf(from);
  const b = dayNumberOf(to);
  return b > a; // false when either is NaN
}

export interface SearchAllowedInput {
  propertyId: number | string | null | undefined;
  fromDate: DateInput;
  toDate: DateInput;
  rooms: readonly unknown[] | null | undefined;
  /** Maximum rooms per booking from configuration; null/undefined/0 = no limit. */
  maxRoomsPerBooking?: number | null;
  /** Alias of maxRoomsPerBooking. */
  maxRooms?: number | null;
}

/**
 * Search allowed: property set, both dates valid, at least one room, rooms not above the
 * maximum rooms per booking. Decision: a missing or non-positive maximum means no limit.
 */
export function isSearchAllowed(input: SearchAllowedInput): boolean {
  const { propertyId } = input;
  const hasProperty =
    typeof propertyId === 'number' ? propertyId > 0 : typeof propertyId === 'string' && propertyId.trim() !== '';
  if (!hasProperty) return false;
  if (!areDatesValid(input.fromDate, input.toDate)) return false;
  const count = input.rooms?.length ?? 0;
  if (count < 1) return false;
  return !exceedsMaxRooms(count, input.maxRoomsPerBooking ?? input.maxRooms);
}

/** True when the rooms exceed the maximum rooms per booking (for the spec's message). */
export function exceedsMaxRooms(roomCount: number, maxRoomsPerBooking?: number | null): boolean {
  const max = maxRoomsPerBooking ?? 0;
  return max > 0 && roomCount > max;
}

export interface SameDayConfig {
  SameDayBookingRestrictionEnabled?: boolean | null;
  SameDayBookingRestrictionHour?: number | null;
  SameDayBookingRestrictionMinute?: number | null;
  SameDayBookingRestrictionMessage?: string | null;
}

export interface SameDayResult {
  blocked: boolean;
  /** The configured message (or "No same day bookings available") when blocked. */
  message: string | null;
}

/** The spec's default reason a same-day stay is refused ("No same day bookings available"). */
export const DATES_MESSAGES = textsOf(t, ['sameDayDefault']);

/**
 * Same-day restriction: when enabled, arrival is today (the calendar day of `now`) and `now`
 * is at or past the configured hour:minute, booking is blocked and the configured message
 * shown. `now` is the property's local wall-clock time, e.g. "2026-11-22T14:00".
 */
export function sameDayRestriction(
  config: SameDayConfig | null | undefined,
  arrival: DateInput,
  now: string | Date | Dayjs,
): SameDayResult {
  const open: SameDayResult = { blocked: false, message: null };
  if (!config || config.SameDayBookingRestrictionEnabled !== true) return open;
  const current = dayjs(now);
  // An invalid arrival ("") or now ("Invalid Date") never matches.
  if (toRequestDate(arrival) !== current.format(REQUEST_DATE_FORMAT)) return open;
  const cutOff = (config.SameDayBookingRestrictionHour ?? 0) * 60 + (config.SameDayBookingRestrictionMinute ?? 0);
  const minutes = current.hour() * 60 + current.minute();
  if (minutes < cutOff) return open;
  const msg = config.SameDayBookingRestrictionMessage;
  return { blocked: true, message: msg && msg.trim() !== '' ? msg : t('sameDayDefault') };
}

export interface DateWindow {
  from: string;
  to: string;
}

/** Dates requested from GET /api/Availability: today to 36 months ahead. */
export function availabilityWindow(today: DateInput): DateWindow {
  return { from: toRequestDate(today), to: addMonths(today, AVAILABILITY_WINDOW_MONTHS) };
}

/** Range of the disabled-day calculation: today to 3 years and 1 month ahead. */
export function calendarWindow(today: DateInput): DateWindow {
  return { from: toRequestDate(today), to: addMonths(today, CALENDAR_WINDOW_MONTHS) };
}

/**
 * A stay may be searched only within the calendar: arrival today or later, departure no later
 * than the calendar's last day (today + 3 years and 1 month). Dates typed by hand or carried by a
 * link are held to the same range as the calendar's days. Invalid dates are outside.
 */
export function isStayInBookingWindow(from: DateInput, to: DateInput, today: DateInput): boolean {
  const window = calendarWindow(today);
  const arrival = dayNumberOf(from);
  const departure = dayNumberOf(to);
  return arrival >= dayNumberOf(window.from) && departure <= dayNumberOf(window.to);
}

/** Calendar day entry (GET /api/Availability). Several entries per date (room types) add up. */
export interface DayEntry {
  DateOfStay: string;
  AvailableRooms?: number | null;
  RoomTypeId?: number | null;
  Rates?: readonly DayRate[] | null;
}

export interface DayRate {
  RatePlanId?: number | null;
  MinimumLengthOfStay?: number | null;
  /** the rate's price for that night (property currency, decimal) */
  BaseRate?: number | null;
}

export interface DisabledDays {
  /** First selectable day (today). */
  from: string;
  /** Last selectable day (today + 3 years 1 month). */
  to: string;
  /** Days inside [from, to] with no rooms available, as "YYYY-MM-DD". */
  days: ReadonlySet<string>;
}

/** Rooms of one entry; missing or negative counts as 0. */
function roomsOf(e: DayEntry): number {
  const rooms = e.AvailableRooms ?? 0;
  return rooms > 0 ? rooms : 0;
}

/**
 * Disabled days of the calendar, computed at once (the original waited 3 seconds): a day is
 * disabled when it is outside today..today+3y1m, or the entries for that date (summed over
 * room types) have no available rooms. Decision: a day with no entry at all is NOT disabled
 * ("default available rooms 1 when no data").
 */
export function disabledDays(entries: readonly DayEntry[], today: DateInput): DisabledDays {
  const window = calendarWindow(today);
  const start = dayNumber(window.from);
  const end = dayNumber(window.to);
  const days = new Set<string>();
  // rooms per day number (an unparsable date's NaN key never compares inside the window)
  for (const [day, rooms] of entryIndex(entries).perDay) {
    if (rooms <= 0 && day >= start && day <= end) days.add(fromDayNumber(day));
  }
  return { from: window.from, to: window.to, days };
}

/** Whether a calendar day is disabled (out of range or no rooms). */
export function isDayDisabled(disabled: DisabledDays, date: DateInput): boolean {
  const iso = toRequestDate(date); // "" for an invalid date sorts before every date
  return iso < disabled.from || iso > disabled.to || disabled.days.has(iso);
}

export interface AlternativeStay {
  DateFrom: string;
  DateTo: string;
  nights: number;
}

export interface StayRequest {
  from: DateInput;
  to: DateInput;
  /** Number of rooms wanted: every night needs at least this many available rooms. */
  rooms: number;
}

export interface AlternativeStayOptions {
  /** No arrival before this day (usually today). */
  today?: DateInput;
  /** Rate plan whose minimum stay applies; default: the smallest minimum among the day's rates. */
  ratePlanId?: number | null;
  /** Cap, default MAX_ALTERNATIVE_STAYS (10). */
  max?: number;
}

/**
 * Minimum length of stay from the chosen arrival day's rate: the rate of `ratePlanId` if given
 * and present, else the smallest MinimumLengthOfStay among that day's rates; null if none.
 */
export function minimumStayFor(
  entries: readonly DayEntry[],
  arrival: DateInput,
  ratePlanId?: number | null,
): number | null {
  const day = dayNumberOf(arrival);
  // (an arrival that is no date has no day: not the entries whose dates are none either)
  if (Number.isNaN(day)) return null;
  return minimumStayOf(entryIndex(entries).entriesOf.get(day) ?? [], ratePlanId);
}

/** The entries by day: rooms per day, the data's first and last day, each day's entries with rates. */
interface EntryIndex {
  perDay: Map<number, number>;
  entriesOf: Map<number, DayEntry[]>;
  lo: number;
  hi: number;
}

/**
 * The index of an answer's entries, built once per answer (a list of entries is never changed:
 * readonly) as the answer arrives (its sold-out days) and shared by the calendar's rules: the
 * days' facts, and the minimum stay and the alternatives each date the guest picks asks of the
 * same 36 months of entries (36 months x 100 room types, one entry a room type a day: 14 ms a
 * pick when each walked them all).
 */
const indexes = new WeakMap<readonly DayEntry[], EntryIndex>();

function entryIndex(entries: readonly DayEntry[]): EntryIndex {
  const cached = indexes.get(entries);
  if (cached) return cached;
  const perDay = new Map<number, number>();
  const entriesOf = new Map<number, DayEntry[]>();
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const e of entries) {
    const day = dayNumber(e.DateOfStay); // NaN for a bad date: never in range, never the arrival
    perDay.set(day, (perDay.get(day) ?? 0) + roomsOf(e));
    if (day < lo) lo = day;
    if (day > hi) hi = day;
    if (e.Rates?.length) {
      const group = entriesOf.get(day);
      if (group) group.push(e);
      else entriesOf.set(day, [e]);
    }
  }
  const index = { perDay, entriesOf, lo, hi };
  indexes.set(entries, index);
  return index;
}

/** What the calendar shows for one day: rooms left (summed over room types), the minimum stay and the lowest price. */
export interface DayAvailability {
  availableRooms: number;
  /** As minimumStayFor(entries, that day) without a rate plan; null when no rate sets one. */
  minimumStay: number | null;
  /** The lowest nightly price (decimal, property currency) of a room type with a room free that night; null if none. */
  lowestRate: number | null;
}

/**
 * What the calendar shows of the days of one answer: `get` a day's facts (the day written as the
 * answer's dates may be: "YYYY-MM-DD", "YYYY/MM/DD", with or without a time), or undefined for a
 * day the answer has no entry for (or a text that is no date); `any`: whether it has a day at all
 * (the calendar explains its figures only then).
 */
export interface DayFacts {
  get(iso: string): DayAvailability | undefined;
  readonly any: boolean;
}

/** The facts of an answer without days (a calendar that shows no figures). */
export const NO_DAY_FACTS: DayFacts = { get: () => undefined, any: false };

const dayFactsOf = new WeakMap<readonly DayEntry[], DayFacts>();

/**
 * Rooms (summed over room types), minimum stay and lowest nightly price of the days of an
 * answer, each day worked out when the calendar first asks for it: it shows two months of the
 * 36 an answer holds, and working out every day at once was the search page's longest task as
 * its calendar arrived (some 1,100 days on a page's first, unoptimised run). The answer's entries
 * are grouped by day once (the index the calendar's other rules use, `entryIndex`); a day's facts
 * are then those of its own entries, kept for the next time it is asked. Entries with an
 * unparsable date are no day's.
 */
export function dayFacts(entries: readonly DayEntry[]): DayFacts {
  const cached = dayFactsOf.get(entries);
  if (cached) return cached;
  const { perDay, entriesOf, lo, hi } = entryIndex(entries);
  const worked = new Map<number, DayAvailability>();
  const facts: DayFacts = {
    any: lo <= hi,
    get(iso) {
      const day = dayNumber(iso);
      // (a Map finds NaN under NaN: a text that is no date is not the entries whose dates are none)
      if (Number.isNaN(day)) return undefined;
      const rooms = perDay.get(day);
      if (rooms === undefined) return undefined;
      let known = worked.get(day);
      if (!known) {
        // a day's entries without rates add rooms only: the index groups those with rates
        const priced = entriesOf.get(day) ?? [];
        known = { availableRooms: rooms, minimumStay: minimumStayOf(priced), lowestRate: lowestRateOf(priced) };
        worked.set(day, known);
      }
      return known;
    },
  };
  dayFactsOf.set(entries, facts);
  return facts;
}

/** The lowest positive nightly price among the rates of a day's entries that have a room free. */
function lowestRateOf(dayEntries: readonly DayEntry[]): number | null {
  let lowest: number | null = null;
  for (const e of dayEntries) {
    if (roomsOf(e) === 0) continue;
    for (const r of e.Rates ?? []) {
      const price = r.BaseRate ?? 0;
      if (price > 0 && (lowest === null || price < lowest)) lowest = price;
    }
  }
  return lowest;
}

/** The minimum stay among the rates of entries of one day (see minimumStayFor). */
function minimumStayOf(dayEntries: readonly DayEntry[], ratePlanId?: number | null): number | null {
  let smallest: number | null = null;
  for (const e of dayEntries) {
    for (const r of e.Rates ?? []) {
      const mls = r.MinimumLengthOfStay ?? 0;
      if (mls <= 0) continue;
      if (ratePlanId != null && r.RatePlanId === ratePlanId) return mls;
      if (smallest === null || mls < smallest) smallest = mls;
    }
  }
  return smallest;
}

/**
 * Alternative stays: stays of the requested length (raised to the minimum stay of the chosen
 * arrival day's rate when present), none arriving on a day whose own minimum stay is longer,
 * each with at least `rooms` available rooms on every night
 * (summed over the given entries; a night without an entry counts as unavailable, so every
 * suggestion is backed by data). Decisions: candidates are arrival days ordered by distance
 * from the chosen arrival (earlier first on ties), excluding the chosen arrival itself and any
 * day before `today`; the nearest `max` (10) are returned sorted by arrival date.
 */
export function alternativeStays(
  entries: readonly DayEntry[],
  request: StayRequest,
  options: AlternativeStayOptions = {},
): AlternativeStay[] {
  const max = Math.min(options.max ?? MAX_ALTERNATIVE_STAYS, MAX_ALTERNATIVE_STAYS);
  // An invalid arrival (NaN) makes the search loop below run zero times.
  const arrival = dayNumberOf(request.from);
  const needed = Math.max(1, request.rooms);

  // rooms per day, data range, and each day's entries for its minimum stay (once per answer)
  const { perDay, entriesOf, lo, hi } = entryIndex(entries);
  if (lo > hi) return []; // no usable entries
  const minimumOn = (day: number) => minimumStayOf(entriesOf.get(day) ?? [], options.ratePlanId) ?? 0;
  const minStay = minimumOn(arrival);
  const length = Math.max(nights(request.from, request.to), minStay);
  const todayDay = dayNumberOf(options.today);
  const first = Number.isNaN(todayDay) ? lo : Math.max(lo, todayDay);
  // bad[i] = 1 when night lo+i lacks rooms; prefix sums give O(1) checks per candidate.
  const span = hi - lo + 1;
  const prefix = new Int32Array(span + 1);
  for (let i = 0; i < span; i++) {
    const rooms = perDay.get(lo + i) ?? 0;
    prefix[i + 1] = (prefix[i] ?? 0) + (rooms >= needed ? 0 : 1);
  }
  // each alternative arrival keeps its own day's minimum stay too (a 1-night Friday is no offer)
  const fits = (start: number): boolean => {
    if (start < first || start + length - 1 > hi) return false;
    if (minimumOn(start) > length) return false;
    const a = start - lo;
    return (prefix[a + length] ?? 0) - (prefix[a] ?? 0) === 0;
  };

  const found: number[] = [];
  const maxDistance = Math.max(arrival - first, hi - arrival);
  for (let d = 1; d <= maxDistance && found.length < max; d++) {
    if (fits(arrival - d)) found.push(arrival - d);
    if (found.length < max && fits(arrival + d)) found.push(arrival + d);
  }
  found.sort((a, b) => a - b);
  return found.map((start) => ({
    DateFrom: fromDayNumber(start),
    DateTo: fromDayNumber(start + length),
    nights: length,
  }));
}

/** A new arrival typed: a departure on or before it moves to the night after it. */
export function withArrival(
  arrival: string | null,
  departure: string | null,
): { fromDate: string | null; toDate: string | null } {
  const from = arrival || null;
  let to = departure;
  if (from && (!to || to <= from)) to = addDays(from, 1) || null;
  return { fromDate: from, toDate: to };
}
