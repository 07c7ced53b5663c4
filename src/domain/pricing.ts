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
 *   raw counts. Missing (null/undefined) price fields count as 0. The result is rounded to
 *   2 decimals and never negative.
 */
import { roundMoney, nonNegativeMoney } from './money';
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

function costOf(p: PriceSet, baseAdults: number | null | undefined, occ: Occupancy): number {
  const adults = Math.max(0, occ.numberOfAdults);
  const children = Math.max(0, occ.numberOfChildren);
  const infants = Math.max(0, occ.numberOfInfants);
  const base = typeof baseAdults === 'number' ? baseAdults : DEFAULT_BASE_NUMBER_OF_ADULTS;
  const adjustedChildren = adults === 0 && children > 0 ? children - 1 : children;
  const extraAdults = Math.max(0, adults - base);
  const total =
    n(p.base) +
    n(p.room) +
    n(p.adult) * extraAdults +
    n(p.child) * adjustedChildren +
    n(p.infant) * infants +
    n(p.ppAdult) * adults +
    n(p.ppChild) * children +
    n(p.ppInfant) * infants;
  return nonNegativeMoney(total);
}

/** Cost of one booking room for the whole stay (see the formula decision above). */
export function roomCost(rate: RatePrices, occ: Occupancy): number {
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
  );
}

/**
 * Pre-discount (strike-through) cost, same formula over the Original* fields.
 * Decision: an Original* field that is null/undefined falls back to its current field
 * (no discount on that item).
 */
export function originalRoomCost(rate: RatePrices, occ: Occupancy): number {
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
  );
}

/** A discount badge / strike-through shows when the original cost is above the cost. */
export function isDiscounted(rate: RatePrices, occ: Occupancy): boolean {
  return originalRoomCost(rate, occ) > roomCost(rate, occ);
}

export type SummedRatePrices = { [K in PriceField]: number } & { BaseNumberOfAdults: number | null };

/**
 * Sums nightly rate figures into per-stay figures (what the server does for Search).
 * Every price field is summed (missing = 0) and rounded; BaseNumberOfAdults is taken from the
 * first night that sets it (null when none does).
 */
export function sumNightlyRates(nightly: readonly RatePrices[]): SummedRatePrices {
  const out = { BaseNumberOfAdults: null } as SummedRatePrices;
  for (const field of PRICE_FIELDS) {
    let sum = 0;
    for (const night of nightly) sum += n(night[field]);
    out[field] = roundMoney(sum);
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

/** Unit price of a service: sum of its article prices; without articles, its Price. */
export function serviceUnitPrice(service: ServicePricing): number {
  const articles = service.Articles ?? [];
  if (articles.length === 0) return n(service.Price);
  let sum = 0;
  for (const a of articles) sum += n(a.Price);
  return sum;
}

/**
 * Service cost = unit price x (1 PerStay | nights PerDay | quantity PerQuantity),
 * x (adults + children) when ChargePerPerson. Decision: quantity multiplies only PerQuantity
 * services (the spec's formula); an unknown ChargeType counts as PerStay. Rounded, >= 0.
 */
export function serviceCost(service: ServicePricing, ctx: ServiceCostContext): number {
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
  return nonNegativeMoney(serviceUnitPrice(service) * factor);
}

/** VAT settings of a basket item (the property's StandardVatRate / IsStandardTaxExclusive). */
export interface VatSettings {
  StandardVatRate?: number | null;
  IsStandardTaxExclusive?: boolean | null;
}

/**
 * VAT amount = amount / (100 if tax is exclusive, else 100 + rate) x rate, rounded.
 * 100 exclusive at 20% -> 20; 120 inclusive at 20% -> 20.
 */
export function vatAmount(amount: number, vatRate: number, isTaxExclusive: boolean): number {
  if (!(vatRate > 0 && Number.isFinite(vatRate))) return 0;
  return roundMoney((amount / (isTaxExclusive ? 100 : 100 + vatRate)) * vatRate);
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

export interface BasketItemTotals {
  totalGuests: number;
  roomCost: number;
  serviceCost: number;
  totalCost: number;
  vatAmount: number;
}

/** Derived values of a basket item: guests, room cost, service cost, total and its VAT. */
export function basketItemTotals(item: BasketItemInput): BasketItemTotals {
  const room = item.ratePlan ? roomCost(item.ratePlan, item) : 0;
  let services = 0;
  for (const line of item.services ?? []) {
    services += serviceCost(line.Service, {
      quantity: line.Quantity,
      nights: item.nights,
      numberOfAdults: item.numberOfAdults,
      numberOfChildren: item.numberOfChildren,
    });
  }
  const serviceTotal = nonNegativeMoney(services);
  const total = nonNegativeMoney(room + serviceTotal);
  const vat = item.vat ? vatAmount(total, n(item.vat.StandardVatRate), item.vat.IsStandardTaxExclusive === true) : 0;
  return {
    totalGuests: totalGuests(item),
    roomCost: room,
    serviceCost: serviceTotal,
    totalCost: total,
    vatAmount: vat,
  };
}

export interface BasketTotals {
  roomCost: number;
  serviceCost: number;
  totalCost: number;
  vatAmount: number;
  discount: number;
  totalAfterDiscount: number;
}

/** Totals of the basket and the total after a gift voucher discount (never below zero). */
export function basketTotals(items: readonly BasketItemInput[], voucherDiscount = 0): BasketTotals {
  let room = 0;
  let service = 0;
  let vat = 0;
  for (const item of items) {
    const t = basketItemTotals(item);
    room += t.roomCost;
    service += t.serviceCost;
    vat += t.vatAmount;
  }
  const total = nonNegativeMoney(room + service);
  const after = applyVoucherDiscount(total, voucherDiscount);
  return {
    roomCost: nonNegativeMoney(room),
    serviceCost: nonNegativeMoney(service),
    totalCost: total,
    vatAmount: nonNegativeMoney(vat),
    discount: roundMoney(total - after),
    totalAfterDiscount: after,
  };
}

/** Total after a gift voucher discount; a negative discount counts as 0; never below zero. */
export function applyVoucherDiscount(total: number, discount: number): number {
  return nonNegativeMoney(total - Math.max(0, Number.isFinite(discount) ? discount : 0));
}

export interface LowestRate {
  LowestRate: number;
  OriginalLowestRate: number;
}

/** Value of LowestRate / OriginalLowestRate when there is no rate (spec: both start at -1). */
export const NO_RATE = -1;

/**
 * Lowest "from" price across rate plans for an occupancy (default 1 adult) and the original
 * (pre-discount) price of that same rate, for the discount badge. Ties keep the first rate.
 * { LowestRate: -1, OriginalLowestRate: -1 } when there are no rates.
 */
export function lowestRate(
  rates: readonly RatePrices[] | null | undefined,
  occ: Occupancy = { numberOfAdults: 1, numberOfChildren: 0, numberOfInfants: 0 },
): LowestRate {
  let best: LowestRate = { LowestRate: NO_RATE, OriginalLowestRate: NO_RATE };
  for (const rate of rates ?? []) {
    const cost = roomCost(rate, occ);
    if (best.LowestRate === NO_RATE || cost < best.LowestRate) {
      best = { LowestRate: cost, OriginalLowestRate: originalRoomCost(rate, occ) };
    }
  }
  return best;
}

/**
 * What the guest pays for the stay (before any voucher): with tax-exclusive rates the VAT is
 * added on top; tax-inclusive rates already contain it. The basket shows this figure, so the
 * price never grows at checkout.
 */
export function amountPayable(totals: { totalCost: number; vatAmount: number }, isTaxExclusive: boolean): number {
  return nonNegativeMoney(isTaxExclusive ? totals.totalCost + totals.vatAmount : totals.totalCost);
}
