/**
 * Availability and nightly rates, computed on demand.
 *
 * Materialising 36 months x room types x rate plans of rows would be ~100k records; instead the
 * mock derives the hotel's own occupancy and its nightly prices from a deterministic function of
 * (property, room type, rate plan, date relative to today) and keeps only what bookings change
 * in the `bookedNights` collection. Rooms free on a night =
 *   TotalRooms - rooms taken by "other channels" (deterministic) - rooms booked through the mock.
 *
 * The generator's fixed demo facts (documented in docs/mock-backend.md):
 * - per-property overrides (`Inventory.Overrides`): whole-hotel sold-out days and
 *   "only N left" days relative to today;
 * - otherwise ~5% of (room type, night) pairs are sold out and ~10% have 1-3 rooms left;
 * - arrivals on the property's `MinStayTwoNightWeekdays` (Fri, Sat at SEAVIEW) need 2 nights;
 * - Friday and Saturday nights cost 20% more; June-August 25% more; December 15% more;
 *   January-February 10% less; each (room type, night) varies by up to +/-5%.
 */
import { toDecimal, toMinor } from '@/domain/money';
import { sumNightlyRates, type RatePrices, type SummedRatePrices } from '@/domain/pricing';
import { availabilityWindow } from '@/domain/dates';
import { addDays, daysBetween, eachNight, weekday } from '../dates';
import { db } from './collections';
import type { PromoCodeRecord, PropertyRecord, RatePlanRecord, RoomTypeRecord } from './schemas';

/** FNV-1a over the parts: a stable pseudo-random number in [0, 2^32). */
export function stableHash(...parts: Array<string | number>): number {
  // the hash of parts.join('|'), without building the joined string
  let h = 0x811c9dc5;
  for (let p = 0; p < parts.length; p++) {
    if (p > 0) h = Math.imul(h ^ 0x7c /* | */, 0x01000193) >>> 0;
    const s = String(parts[p]);
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  }
  return h >>> 0;
}

const horizonCache = new Map<string, string>();
/** Last date that can be a night of a stay (the availability window of src/domain: today + 36 months). */
export function horizonEnd(today: string): string {
  let end = horizonCache.get(today);
  if (end === undefined) {
    end = availabilityWindow(today).to;
    horizonCache.set(today, end);
  }
  return end;
}

function overrideFor(property: PropertyRecord, roomTypeId: number, offset: number): number | null {
  for (const o of property.Inventory.Overrides) {
    if ((o.RoomTypeId === null || o.RoomTypeId === roomTypeId) && offset >= o.FromOffset && offset <= o.ToOffset) {
      return o.Available;
    }
  }
  return null;
}

/** Rooms free before any booking made through the mock (other channels' share removed). */
export function baseAvailability(
  property: PropertyRecord,
  roomType: RoomTypeRecord,
  date: string,
  today: string,
): number {
  const offset = daysBetween(today, date);
  if (offset < 0 || date > horizonEnd(today)) return 0;
  const override = overrideFor(property, roomType.RoomTypeId, offset);
  if (override !== null) return Math.min(override, roomType.TotalRooms);
  const h = stableHash(property.PropertyId, roomType.RoomTypeId, date) % 100;
  if (h < 5) return 0; // sold out
  if (h < 15) return Math.min(roomType.TotalRooms, 1 + (h % 3)); // 1-3 left
  const taken = Math.floor((roomType.TotalRooms * (h % 50)) / 100);
  return Math.min(roomType.TotalRooms, Math.max(4, roomType.TotalRooms - taken));
}

/** Rooms booked through the mock, keyed `${PropertyId}|${RoomTypeId}|${Date}` (one scan per request). */
export type BookedIndex = Map<string, number>;

export function bookedIndex(): BookedIndex {
  const index: BookedIndex = new Map();
  for (const row of db.bookedNights.all()) index.set(`${row.PropertyId}|${row.RoomTypeId}|${row.Date}`, row.Count);
  return index;
}

/** Rooms of a type free on one night. */
export function availableOnNight(
  property: PropertyRecord,
  roomType: RoomTypeRecord,
  date: string,
  today: string,
  booked: BookedIndex = bookedIndex(),
): number {
  const taken = booked.get(`${property.PropertyId}|${roomType.RoomTypeId}|${date}`) ?? 0;
  return Math.max(0, baseAvailability(property, roomType, date, today) - taken);
}

/** Rooms of a type free for a whole stay: the fewest over its nights (0 for an empty stay). */
export function availableForStay(
  property: PropertyRecord,
  roomType: RoomTypeRecord,
  dateFrom: string,
  dateTo: string,
  today: string,
  booked: BookedIndex = bookedIndex(),
): number {
  const nights = eachNight(dateFrom, dateTo);
  if (nights.length === 0) return 0;
  let min = Number.POSITIVE_INFINITY;
  for (const night of nights) {
    min = Math.min(min, availableOnNight(property, roomType, night, today, booked));
    if (min === 0) break;
  }
  return min;
}

/** Books (count > 0) or releases (count < 0) rooms of a type on every night of a stay. */
export async function adjustBookedNights(
  propertyId: number,
  roomTypeId: number,
  dateFrom: string,
  dateTo: string,
  count: number,
): Promise<void> {
  for (const date of eachNight(dateFrom, dateTo)) {
    const row = db.bookedNights.findFirst((q) =>
      q.where({ PropertyId: propertyId, RoomTypeId: roomTypeId, Date: date }),
    );
    if (row) {
      await db.bookedNights.update(row, {
        data(r) {
          r.Count = Math.max(0, r.Count + count);
        },
      });
    } else if (count > 0) {
      await db.bookedNights.create({ PropertyId: propertyId, RoomTypeId: roomTypeId, Date: date, Count: count });
    }
  }
}

/** Minimum length of stay for an arrival on `date` with a rate plan. */
export function minimumStay(property: PropertyRecord, _ratePlan: RatePlanRecord, date: string): number {
  return property.Inventory.MinStayTwoNightWeekdays.includes(weekday(date)) ? 2 : 1;
}

function seasonFactor(date: string): number {
  const month = Number(date.slice(5, 7));
  if (month >= 6 && month <= 8) return 1.25;
  if (month === 12) return 1.15;
  if (month <= 2) return 0.9;
  return 1;
}

/** What a night's price of a room type is multiplied by, whatever the rate plan. */
export interface NightFactors {
  weekend: number;
  season: number;
  variation: number;
}

export function nightFactors(property: PropertyRecord, roomType: RoomTypeRecord, date: string): NightFactors {
  const dow = weekday(date);
  return {
    weekend: dow === 5 || dow === 6 ? 1.2 : 1,
    season: seasonFactor(date),
    variation: 1 + ((stableHash(property.PropertyId, roomType.RoomTypeId, date, 'rate') % 11) - 5) / 100,
  };
}

/**
 * The undiscounted base rate of a (room type, rate plan) on one night, a decimal of the currency
 * with whole minor units (as prices go on the wire). `factors` once per room type and night
 * when several rate plans are priced (the calendar).
 */
export function nightlyBaseRate(
  property: PropertyRecord,
  roomType: RoomTypeRecord,
  ratePlan: RatePlanRecord,
  date: string,
  factors: NightFactors = nightFactors(property, roomType, date),
): number {
  const { weekend, season, variation } = factors;
  const currency = property.Currency;
  return toDecimal(
    toMinor(roomType.BasePrice * ratePlan.PriceFactor * weekend * season * variation, currency),
    currency,
  );
}

/** The undiscounted nightly price figures of a (room type, rate plan) on one night. */
export function nightlyRate(
  property: PropertyRecord,
  roomType: RoomTypeRecord,
  ratePlan: RatePlanRecord,
  date: string,
  factors: NightFactors = nightFactors(property, roomType, date),
): RatePrices {
  const base = nightlyBaseRate(property, roomType, ratePlan, date, factors);
  return {
    BaseRate: base,
    BaseNumberOfAdults: ratePlan.BaseNumberOfAdults,
    CostPerRoom: 0,
    CostPerAdult: ratePlan.ExtraAdult,
    CostPerChild: ratePlan.ExtraChild,
    CostPerInfant: ratePlan.ExtraInfant,
    PerPersonCostPerAdult: ratePlan.PerPersonAdult,
    PerPersonCostPerChild: ratePlan.PerPersonChild,
    PerPersonCostPerInfant: ratePlan.PerPersonInfant,
    OriginalBaseRate: base,
    OriginalCostPerRoom: 0,
    OriginalCostPerAdult: ratePlan.ExtraAdult,
    OriginalCostPerChild: ratePlan.ExtraChild,
    OriginalCostPerInfant: ratePlan.ExtraInfant,
    OriginalPerPersonCostPerAdult: ratePlan.PerPersonAdult,
    OriginalPerPersonCostPerChild: ratePlan.PerPersonChild,
    OriginalPerPersonCostPerInfant: ratePlan.PerPersonInfant,
  };
}

const DISCOUNTABLE = [
  ['BaseRate', 'OriginalBaseRate'],
  ['CostPerRoom', 'OriginalCostPerRoom'],
  ['CostPerAdult', 'OriginalCostPerAdult'],
  ['CostPerChild', 'OriginalCostPerChild'],
  ['CostPerInfant', 'OriginalCostPerInfant'],
  ['PerPersonCostPerAdult', 'OriginalPerPersonCostPerAdult'],
  ['PerPersonCostPerChild', 'OriginalPerPersonCostPerChild'],
  ['PerPersonCostPerInfant', 'OriginalPerPersonCostPerInfant'],
] as const;

/**
 * Applies a percentage promotion to the current price fields (the Original* ones keep the list
 * price); each discounted price is rounded to whole minor units of the currency.
 */
export function applyPromotion(rate: RatePrices, discountPercent: number, currency: string): RatePrices {
  const out: RatePrices = { ...rate };
  for (const [field, original] of DISCOUNTABLE) {
    const list = rate[original] ?? rate[field] ?? 0;
    out[field] = toDecimal(toMinor(list * (1 - discountPercent / 100), currency), currency);
  }
  return out;
}

/** Whether a promo code applies to a stay arriving on `dateFrom`. */
export function promoApplies(promo: PromoCodeRecord, dateFrom: string, today: string): boolean {
  if (!promo.Active) return false;
  const offset = daysBetween(today, dateFrom);
  if (offset < promo.ValidFromOffset) return false;
  return promo.ValidToOffset === null || offset <= promo.ValidToOffset;
}

export interface StayRate {
  /** Per-stay figures (the sum of the nightly ones). */
  prices: SummedRatePrices;
  /** Nightly figures, one per night. */
  nightly: RatePrices[];
  /** Minimum stay required by the arrival night. */
  minimumStay: number;
  promotion: string | null;
}

/** The nights of a room type's stay with what each night's price is multiplied by, whatever the rate plan. */
export interface StayNights {
  dates: string[];
  factors: NightFactors[];
}

/**
 * A room type's nights of a stay, priced by every rate plan of a search: worked out once per room
 * type, not once per rate (a search of 30 room types x 8 rates x 14 nights: 420 nights, not 3,360).
 */
export function stayNights(
  property: PropertyRecord,
  roomType: RoomTypeRecord,
  dateFrom: string,
  dateTo: string,
): StayNights {
  const dates = eachNight(dateFrom, dateTo);
  return { dates, factors: dates.map((date) => nightFactors(property, roomType, date)) };
}

/** Prices a stay of a (room type, rate plan), optionally with a promo code, per stay. */
export function stayRate(
  property: PropertyRecord,
  roomType: RoomTypeRecord,
  ratePlan: RatePlanRecord,
  dateFrom: string,
  dateTo: string,
  promo: PromoCodeRecord | null,
  /** the room type's nights of this stay, when the caller prices several rate plans of it */
  nights: StayNights = stayNights(property, roomType, dateFrom, dateTo),
): StayRate {
  const nightly = nights.dates.map((date, i) => {
    const rate = nightlyRate(property, roomType, ratePlan, date, nights.factors[i]);
    return promo ? applyPromotion(rate, promo.DiscountPercent, property.Currency) : rate;
  });
  return {
    prices: sumNightlyRates(nightly, property.Currency),
    nightly,
    minimumStay: minimumStay(property, ratePlan, dateFrom),
    promotion: promo ? promo.Promotion : null,
  };
}

/** Rate plans of a property offered for a room type (private plans only when their code is asked for). */
export function ratePlansFor(
  propertyId: number,
  roomTypeId: number,
  ratePlanCode: string | null,
  /** the property's rate plans when the caller has read them (a search asks for every room type) */
  propertyPlans: readonly RatePlanRecord[] = db.ratePlans.findMany((q) => q.where({ PropertyId: propertyId })),
): RatePlanRecord[] {
  const code = ratePlanCode?.trim().toUpperCase() || null;
  return propertyPlans
    .filter((rp) => rp.RoomTypeIds.includes(roomTypeId))
    .filter((rp) => (code ? rp.RatePlanCode.toUpperCase() === code : !rp.IsPrivate))
    .sort((a, b) => a.SortOrder - b.SortOrder);
}

export function roomTypesOf(propertyId: number): RoomTypeRecord[] {
  return db.roomTypes.findMany((q) => q.where({ PropertyId: propertyId })).sort((a, b) => a.SortOrder - b.SortOrder);
}

/** A date one day after `date` (checkout of a one-night stay). */
export function nextDay(date: string): string {
  return addDays(date, 1);
}
