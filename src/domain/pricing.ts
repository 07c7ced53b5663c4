/**
 * Pricing (booking spec section 9): room cost, service cost, basket totals, voucher discount,
 * VAT and the lowest "from" rate.
 *
 * DECISION (prices per stay): every price field of a rate plan returned by Availability/Search,
 * UpgradeOptions and the date-option rows is the TOTAL over all nights of the requested stay
 * (the server sums the nightly figures, see sumNightlyRates). roomCost therefore gives the
 * cost of one booking room for the whole stay and is never multiplied by nights again.
 * Calendar day entries (GET /api/Availability) carry nightly figures.
 *
 * DECISION (room cost formula; the spec says "the complete formula detail is not shown"):
 *   cost = BaseRate + CostPerRoom
 *        + CostPerAdult  x max(0, adults - BaseNumberOfAdults)   (BaseNumberOfAdults null/undefined -> 1)
 *        + CostPerChild  x adjustedChildren
 *        + CostPerInfant x infants
 *        + PerPersonCostPerAdult x adults + PerPersonCostPerChild x children
 *        + PerPersonCostPerInfant x infants
 *   where adjustedChildren = children - 1 when adults = 0 and children >= 1 (the first child is
 *   the base occupant covered by BaseRate), else children. The per-person rates multiply the
 *   raw counts. Missing (null/undefined) price fields count as 0. The result is never negative.
 *
 * DECISION (minor units, money.ts and docs/decisions.md "Money in minor units"): prices arrive
 * from the API as decimals of the property currency. Each price field (rate plan, service,
 * article) is converted to integer minor units with toMinor as it enters roomCost/serviceCost,
 * which therefore take the currency; every multiplication (guests, nights, quantity) and every
 * sum after that is integer arithmetic, exact. Every function here returns `Minor`, except
 * sumNightlyRates, which sums the API's nightly decimals (in minor units) into the per-stay
 * decimals the API carries.
 */
import { nonNegative, roundMinor, toDecimal, toMinor, type Minor } from './money';
import type { Occupancy } from './occupancy';
import { totalGuests } from './occupancy';

type Price = number | null | undefined;

/** Price fields of a rate plan (spec spelling). All amounts are per stay (see above). */
export interface RatePrices {
  BaseRate?: Price;
  BaseNumberOfAdults?: number | null;
  CostPerRoom?: Price;
  CostPerAdult?: Price;
  CostPerChild?: Price;
  CostPerInfant?: Price;
  PerPersonCostPerAdult?: Price;
  PerPersonCostPerChild?: Price;
  PerPersonCostPerInfant?: Price;
  OriginalBaseRate?: Price;
  OriginalCostPerRoom?: Price;
  OriginalCostPerAdult?: Price;
  OriginalCostPerChild?: Price;
  OriginalCostPerInfant?: Price;
  OriginalPerPersonCostPerAdult?: Price;
  OriginalPerPersonCostPerChild?: Price;
  OriginalPerPersonCostPerInfant?: Price;
}

/** The summable price fields (everything except BaseNumberOfAdults). */
export const PRICE_FIELDS = [
  'BaseRate',
  'CostPerRoom',
  'CostPerAdult',
  'CostPerChild',
  'CostPerInfant',
  'PerPersonCostPerAdult',
  'PerPersonCostPerChild',
  'PerPersonCostPerInfant',
  'OriginalBaseRate',
  'OriginalCostPerRoom',
  'OriginalCostPerAdult',
  'OriginalCostPerChild',
  'OriginalCostPerInfant',
  'OriginalPerPersonCostPerAdult',
  'OriginalPerPersonCostPerChild',
  'OriginalPerPersonCostPerInfant',
] as const;

export type PriceField = (typeof PRICE_FIELDS)[number];

/** Default BaseNumberOfAdults when the rate does not say (spec section 9). */
export const DEFAULT_BASE_NUMBER_OF_ADULTS = 1;

interface PriceSet {
  base: Price;
  room: Price;
  adult: Price;
  child: Price;
  infant: Price;
  ppAdult: Price;
  ppChild: Price;
  ppInfant: Price;
}

const n = (v: Price): number => {
  const x = v ?? 0;
  return Number.isFinite(x) ? x : 0;
};

/** A price field of the API (decimal; missing or non-finite = 0) in minor units of the currency. */
const minor = (v: Price, currency: string): Minor => toMinor(n(v), currency);

function costOf(p: PriceSet, baseAdults: number | null | undefined, occ: Occupancy, currency: string): Minor {
  const adults = Math.max(0, occ.numberOfAdults);
  const children = Math.max(0, occ.numberOfChildren);
  const infants = Math.max(0, occ.numberOfInfants);
  const base = typeof baseAdults === 'number' ? baseAdults : DEFAULT_BASE_NUMBER_OF_ADULTS;
  const adjustedChildren = adults === 0 && children > 0 ? children - 1 : children;
  const extraAdults = Math.max(0, adults - base);
  const m = (v: Price) => minor(v, currency);
  const total =
    m(p.base) +
    m(p.room) +
    m(p.adult) * extraAdults +
    m(p.child) * adjustedChildren +
    m(p.infant) * infants +
    m(p.ppAdult) * adults +
    m(p.ppChild) * children +
    m(p.ppInfant) * infants;
  return nonNegative(total);
}

/**
 * Cost of one booking room for the whole stay (see the formula decision above), in minor units
 * of `currency` (the property currency the rate's decimal prices are in).
 */
export function roomCost(rate: RatePrices, occ: Occupancy, currency: string): Minor {
  return costOf(
    {
      base: rate.BaseRate,
      room: rate.CostPerRoom,
      adult: rate.CostPerAdult,
      child: rate.CostPerChild,
      infant: rate.CostPerInfant,
      ppAdult: rate.PerPersonCostPerAdult,
      ppChild: rate.PerPersonCostPerChild,
      ppInfant: rate.PerPersonCostPerInfant,
    },
    rate.BaseNumberOfAdults,
    occ,
    currency,
  );
}

/**
 * Pre-discount (strike-through) cost, same formula over the Original* fields.
 * Decision: an Original* field that is null/undefined falls back to its current field
 * (no discount on that item).
 */
export function originalRoomCost(rate: RatePrices, occ: Occupancy, currency: string): Minor {
  const o = (orig: Price, cur: Price): Price => (typeof orig === 'number' ? orig : cur);
  return costOf(
    {
      base: o(rate.OriginalBaseRate, rate.BaseRate),
      room: o(rate.OriginalCostPerRoom, rate.CostPerRoom),
      adult: o(rate.OriginalCostPerAdult, rate.CostPerAdult),
      child: o(rate.OriginalCostPerChild, rate.CostPerChild),
      infant: o(rate.OriginalCostPerInfant, rate.CostPerInfant),
      ppAdult: o(rate.OriginalPerPersonCostPerAdult, rate.PerPersonCostPerAdult),
      ppChild: o(rate.OriginalPerPersonCostPerChild, rate.PerPersonCostPerChild),
      ppInfant: o(rate.OriginalPerPersonCostPerInfant, rate.PerPersonCostPerInfant),
    },
    rate.BaseNumberOfAdults,
    occ,
    currency,
  );
}

/** A discount badge / strike-through shows when the original cost is above the cost. */
export function isDiscounted(rate: RatePrices, occ: Occupancy, currency: string): boolean {
  return originalRoomCost(rate, occ, currency) > roomCost(rate, occ, currency);
}

/** no night's price seen yet (sumNightlyRates) */
const UNSEEN = Symbol('unseen');

export type SummedRatePrices = { [K in PriceField]: number } & { BaseNumberOfAdults: number | null };

/**
 * Sums nightly rate figures into per-stay figures (what the server does for Search). Both are
 * decimals of `currency`, as the API carries them; every price field is summed in minor units
 * (missing = 0), so the sum is exact. BaseNumberOfAdults is taken from the first night that
 * sets it (null when none does).
 */
export function sumNightlyRates(nightly: readonly RatePrices[], currency: string): SummedRatePrices {
  // every field in the literal: added one by one, the object would become a slow dictionary
  const out: SummedRatePrices = {
    BaseNumberOfAdults: null,
    BaseRate: 0,
    CostPerRoom: 0,
    CostPerAdult: 0,
    CostPerChild: 0,
    CostPerInfant: 0,
    PerPersonCostPerAdult: 0,
    PerPersonCostPerChild: 0,
    PerPersonCostPerInfant: 0,
    OriginalBaseRate: 0,
    OriginalCostPerRoom: 0,
    OriginalCostPerAdult: 0,
    OriginalCostPerChild: 0,
    OriginalCostPerInfant: 0,
    OriginalPerPersonCostPerAdult: 0,
    OriginalPerPersonCostPerChild: 0,
    OriginalPerPersonCostPerInfant: 0,
  };
  for (const field of PRICE_FIELDS) {
    let sum: Minor = 0;
    // most fields are the same every night (only the base rate moves): each price converted once
    let last: Price | typeof UNSEEN = UNSEEN;
    let lastMinor: Minor = 0;
    for (const night of nightly) {
      const value = night[field];
      if (value !== last) {
        last = value;
        lastMinor = minor(value, currency);
      }
      sum += lastMinor;
    }
    out[field] = toDecimal(sum, currency);
  }
  for (const night of nightly) {
    if (typeof night.BaseNumberOfAdults === 'number') {
      out.BaseNumberOfAdults = night.BaseNumberOfAdults;
      break;
    }
  }
  return out;
}

export type ChargeType = 'PerStay' | 'PerDay' | 'PerQuantity';

/** The pricing-relevant part of a service. */
export interface ServicePricing {
  Price?: number | null;
  ChargeType?: ChargeType | string | null;
  ChargePerPerson?: boolean | null;
  Articles?: readonly { Price?: number | null }[] | null;
}

export interface ServiceCostContext {
  quantity: number;
  nights: number;
  numberOfAdults: number;
  numberOfChildren: number;
}

/** Unit price of a service in minor units: sum of its article prices; without articles, its Price. */
export function serviceUnitPrice(service: ServicePricing, currency: string): Minor {
  const articles = service.Articles ?? [];
  if (articles.length === 0) return minor(service.Price, currency);
  let sum: Minor = 0;
  for (const a of articles) sum += minor(a.Price, currency);
  return sum;
}

/**
 * Service cost = unit price x (1 PerStay | nights PerDay | quantity PerQuantity),
 * x (adults + children) when ChargePerPerson. Decision: quantity multiplies only PerQuantity
 * services (the spec's formula); an unknown ChargeType counts as PerStay. In minor units of
 * `currency` (the unit price rounded to minor units first, then multiplied exactly), >= 0.
 */
export function serviceCost(service: ServicePricing, ctx: ServiceCostContext, currency: string): Minor {
  let factor: number;
  switch (service.ChargeType) {
    case 'PerDay':
      factor = Math.max(0, ctx.nights);
      break;
    case 'PerQuantity':
      factor = Math.max(0, ctx.quantity);
      break;
    default:
      factor = 1;
  }
  if (service.ChargePerPerson === true) {
    factor *= Math.max(0, ctx.numberOfAdults) + Math.max(0, ctx.numberOfChildren);
  }
  return nonNegative(serviceUnitPrice(service, currency) * factor);
}

/** VAT settings of a basket item (the property's StandardVatRate / IsStandardTaxExclusive). */
export interface VatSettings {
  StandardVatRate?: number | null;
  IsStandardTaxExclusive?: boolean | null;
}

/** Most decimals of a VAT rate taken exactly (17.5 -> 175/10; 7.7 -> 77/10). */
const VAT_RATE_DECIMALS = 6;

/** A rate as an exact fraction num / scale (17.5 -> 175 / 10). */
function rateFraction(rate: number): { num: number; scale: number } {
  const [mantissa = '0', exponent = '0'] = String(rate).split('e');
  const decimals = (mantissa.split('.')[1] ?? '').length - Number(exponent);
  const scale = 10 ** Math.min(VAT_RATE_DECIMALS, Math.max(0, decimals));
  return { num: Math.round(rate * scale), scale };
}

/** numerator / denominator (integers, denominator > 0) rounded half away from zero, exactly. */
function divideRounded(numerator: number, denominator: number): Minor {
  const abs = Math.abs(numerator);
  if (abs > Number.MAX_SAFE_INTEGER) return roundMinor(numerator / denominator);
  let q = Math.floor(abs / denominator);
  let r = abs - q * denominator;
  if (r < 0) {
    q -= 1;
    r += denominator;
  } else if (r >= denominator) {
    q += 1;
    r -= denominator;
  }
  const rounded = 2 * r >= denominator ? q + 1 : q;
  return (numerator < 0 ? -rounded : rounded) + 0;
}

/**
 * VAT amount in minor units = amount / (100 if tax is exclusive, else 100 + rate) x rate,
 * rounded half away from zero once (exact rational arithmetic on the integer amount and the
 * rate as written, so 17.5% or 7.7% do not pick up float noise).
 * 10000 exclusive at 20% -> 2000; 12000 inclusive at 20% -> 2000; 10000 inclusive at 20% -> 1667.
 */
export function vatAmount(amount: Minor, vatRate: number, isTaxExclusive: boolean): Minor {
  if (!(vatRate > 0 && Number.isFinite(vatRate))) return 0;
  const { num, scale } = rateFraction(vatRate);
  const hundred = 100 * scale;
  return divideRounded(roundMinor(amount) * num, isTaxExclusive ? hundred : hundred + num);
}

export interface ServiceLineInput {
  Service: ServicePricing;
  Quantity: number;
}

export interface BasketItemInput extends Occupancy {
  /** The chosen rate plan (per-stay prices); null before a rate is chosen. */
  ratePlan?: RatePrices | null;
  services?: readonly ServiceLineInput[] | null;
  nights: number;
  vat?: VatSettings | null;
}

/** Amounts in minor units of the property currency. */
export interface BasketItemTotals {
  totalGuests: number;
  roomCost: Minor;
  serviceCost: Minor;
  totalCost: Minor;
  vatAmount: Minor;
}

/**
 * Derived values of a basket item: guests, room cost, service cost, total and its VAT, in minor
 * units of `currency`. VAT is computed on the item's total (rooms + extras), rounded once.
 */
export function basketItemTotals(item: BasketItemInput, currency: string): BasketItemTotals {
  const room = item.ratePlan ? roomCost(item.ratePlan, item, currency) : 0;
  let services: Minor = 0;
  for (const line of item.services ?? []) {
    services += serviceCost(
      line.Service,
      {
        quantity: line.Quantity,
        nights: item.nights,
        numberOfAdults: item.numberOfAdults,
        numberOfChildren: item.numberOfChildren,
      },
      currency,
    );
  }
  const serviceTotal = nonNegative(services);
  const total = nonNegative(room + serviceTotal);
  const vat = item.vat ? vatAmount(total, n(item.vat.StandardVatRate), item.vat.IsStandardTaxExclusive === true) : 0;
  return {
    totalGuests: totalGuests(item),
    roomCost: room,
    serviceCost: serviceTotal,
    totalCost: total,
    vatAmount: vat,
  };
}

/** Amounts in minor units of the property currency. */
export interface BasketTotals {
  roomCost: Minor;
  serviceCost: Minor;
  totalCost: Minor;
  vatAmount: Minor;
  discount: Minor;
  totalAfterDiscount: Minor;
}

/**
 * Totals of the basket (minor units of `currency`) and the total after a gift voucher discount
 * (minor units; never below zero). The basket's VAT is the sum of its items' VAT. Integer sums:
 * the order of the items never changes a total.
 */
export function basketTotals(
  items: readonly BasketItemInput[],
  currency: string,
  voucherDiscount: Minor = 0,
): BasketTotals {
  let room: Minor = 0;
  let service: Minor = 0;
  let vat: Minor = 0;
  for (const item of items) {
    const t = basketItemTotals(item, currency);
    room += t.roomCost;
    service += t.serviceCost;
    vat += t.vatAmount;
  }
  const total = nonNegative(room + service);
  const after = applyVoucherDiscount(total, voucherDiscount);
  return {
    roomCost: nonNegative(room),
    serviceCost: nonNegative(service),
    totalCost: total,
    vatAmount: nonNegative(vat),
    discount: total - after,
    totalAfterDiscount: after,
  };
}

/**
 * Total after a gift voucher discount, both in minor units; a negative (or non-finite) discount
 * counts as 0; never below zero.
 */
export function applyVoucherDiscount(total: Minor, discount: Minor): Minor {
  return nonNegative(roundMinor(total) - Math.max(0, roundMinor(discount)));
}

/** Minor units of the property currency (NO_RATE when there is no rate). */
export interface LowestRate {
  LowestRate: Minor;
  OriginalLowestRate: Minor;
}

/** Value of LowestRate / OriginalLowestRate when there is no rate (spec: both start at -1). */
export const NO_RATE = -1;

/**
 * Lowest "from" price across rate plans for an occupancy (default 1 adult) and the original
 * (pre-discount) price of that same rate, for the discount badge, in minor units of `currency`.
 * Ties keep the first rate. { LowestRate: -1, OriginalLowestRate: -1 } when there are no rates.
 */
export function lowestRate(
  rates: readonly RatePrices[] | null | undefined,
  currency: string,
  occ: Occupancy = { numberOfAdults: 1, numberOfChildren: 0, numberOfInfants: 0 },
): LowestRate {
  let best: LowestRate = { LowestRate: NO_RATE, OriginalLowestRate: NO_RATE };
  for (const rate of rates ?? []) {
    const cost = roomCost(rate, occ, currency);
    if (best.LowestRate === NO_RATE || cost < best.LowestRate) {
      best = { LowestRate: cost, OriginalLowestRate: originalRoomCost(rate, occ, currency) };
    }
  }
  return best;
}

/**
 * What the guest pays for the stay (before any voucher): with tax-exclusive rates the VAT is
 * added on top; tax-inclusive rates already contain it. The basket shows this figure, so the
 * price never grows at checkout.
 */
export function amountPayable(totals: { totalCost: Minor; vatAmount: Minor }, isTaxExclusive: boolean): Minor {
  return nonNegative(isTaxExclusive ? totals.totalCost + totals.vatAmount : totals.totalCost);
}
