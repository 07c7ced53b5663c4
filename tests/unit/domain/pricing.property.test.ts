import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PRICE_FIELDS,
  applyVoucherDiscount,
  basketItemTotals,
  basketTotals,
  originalRoomCost,
  roomCost,
  serviceCost,
  sumNightlyRates,
  vatAmount,
  type BasketItemInput,
  type RatePrices,
} from '@/domain/pricing';
import { minorDigits, toDecimal, toMinor } from '@/domain/money';

/** The property currency: prices arrive as its decimals, every cost is in its pence. */
const C = 'GBP';

const occupancyArb = fc.record({
  numberOfAdults: fc.integer({ min: 0, max: 8 }),
  numberOfChildren: fc.integer({ min: 0, max: 6 }),
  numberOfInfants: fc.integer({ min: 0, max: 4 }),
});

/** A decimal price in whole pence, as the API sends it (12.34). */
const cents = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100);
/** Any decimal, sub-penny digits and float noise included (12.3456789). */
const anyDecimal = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });

const rateArb = (price: fc.Arbitrary<number>): fc.Arbitrary<RatePrices> =>
  fc.record(
    {
      ...Object.fromEntries(PRICE_FIELDS.map((f) => [f, fc.option(price, { nil: undefined })])),
      BaseNumberOfAdults: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
    },
    { requiredKeys: [] },
  ) as fc.Arbitrary<RatePrices>;

const anyRate = rateArb(cents(-500, 500));
const nonNegativeRate = rateArb(cents(0, 500));

/** VAT rates as properties set them: whole percentages and the decimal ones of real tax tables. */
const vatRateArb = fc.oneof(
  fc.integer({ min: 0, max: 30 }),
  fc.constantFrom(2.5, 5.5, 7.7, 8.1, 12.5, 13.5, 17.5, 19.6, 20, 21),
);

const serviceArb = fc.record({
  Service: fc.record({
    Price: fc.option(anyDecimal(-20, 200), { nil: null }),
    ChargeType: fc.constantFrom('PerStay', 'PerDay', 'PerQuantity', 'Unknown'),
    ChargePerPerson: fc.boolean(),
    Articles: fc.option(fc.array(fc.record({ Price: anyDecimal(-20, 200) }), { maxLength: 3 }), { nil: null }),
  }),
  Quantity: fc.integer({ min: 0, max: 5 }),
});

/** A basket item with any prices (sub-penny and negative ones too), extras and VAT settings. */
const basketItemArb: fc.Arbitrary<BasketItemInput> = fc.record({
  numberOfAdults: fc.integer({ min: 0, max: 4 }),
  numberOfChildren: fc.integer({ min: 0, max: 3 }),
  numberOfInfants: fc.integer({ min: 0, max: 2 }),
  ratePlan: fc.option(rateArb(anyDecimal(-100, 1000)), { nil: null }),
  services: fc.array(serviceArb, { maxLength: 3 }),
  nights: fc.integer({ min: 1, max: 14 }),
  vat: fc.record({ StandardVatRate: vatRateArb, IsStandardTaxExclusive: fc.boolean() }),
});

/** A list and the same list in another order. */
const itemsInTwoOrders = fc
  .array(basketItemArb, { maxLength: 8 })
  .chain((items) =>
    fc.tuple(fc.constant(items), fc.shuffledSubarray(items, { minLength: items.length, maxLength: items.length })),
  );

describe('pricing properties', () => {
  it('room costs are never negative, whatever the price fields', () => {
    fc.assert(
      fc.property(anyRate, occupancyArb, (rate, occ) => {
        expect(roomCost(rate, occ, C)).toBeGreaterThanOrEqual(0);
        expect(originalRoomCost(rate, occ, C)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('every cost is a whole number of minor units, whatever the decimals it was priced from', () => {
    fc.assert(
      fc.property(rateArb(anyDecimal(-1000, 1000)), occupancyArb, fc.constantFrom('GBP', 'JPY', 'KWD'), (r, o, c) => {
        expect(Number.isInteger(roomCost(r, o, c))).toBe(true);
        expect(Number.isInteger(originalRoomCost(r, o, c))).toBe(true);
      }),
    );
  });

  it('adding an adult, a child or an infant never lowers a room cost (non-negative prices)', () => {
    fc.assert(
      fc.property(
        nonNegativeRate,
        occupancyArb,
        fc.constantFrom('numberOfAdults', 'numberOfChildren', 'numberOfInfants'),
        (rate, occ, who) => {
          const more = { ...occ, [who]: occ[who] + 1 };
          expect(roomCost(rate, more, C)).toBeGreaterThanOrEqual(roomCost(rate, occ, C));
          expect(originalRoomCost(rate, more, C)).toBeGreaterThanOrEqual(originalRoomCost(rate, occ, C));
        },
      ),
    );
  });

  it('a per-stay rate (summed nights) costs exactly the sum of the nightly costs', () => {
    fc.assert(
      fc.property(
        fc.array(rateArb(anyDecimal(0, 300)), { minLength: 1, maxLength: 14 }),
        fc.integer({ min: 0, max: 3 }),
        occupancyArb,
        (nightly, base, occ) => {
          const nights = nightly.map((n) => ({ ...n, BaseNumberOfAdults: base }));
          const sumOfNights = nights.reduce((s, n) => s + roomCost(n, occ, C), 0);
          expect(roomCost(sumNightlyRates(nights, C), occ, C)).toBe(sumOfNights);
        },
      ),
    );
  });

  it('service costs are never negative and PerDay is exactly nights x PerStay', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ Price: cents(-50, 200) }), { maxLength: 5 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        (Articles, ChargePerPerson, nights, numberOfAdults, numberOfChildren) => {
          const ctx = { quantity: 2, nights, numberOfAdults, numberOfChildren };
          const perStay = serviceCost({ Articles, ChargePerPerson, ChargeType: 'PerStay' }, ctx, C);
          const perDay = serviceCost({ Articles, ChargePerPerson, ChargeType: 'PerDay' }, ctx, C);
          expect(perStay).toBeGreaterThanOrEqual(0);
          expect(perDay).toBeGreaterThanOrEqual(0);
          if (Articles.every((a) => a.Price >= 0)) expect(perDay).toBe(perStay * nights);
        },
      ),
      // once found at random: these prices sum to 1.7e-18, which money rounding turned into NaN
      { examples: [[[{ Price: 0.11 }, { Price: -0.12 }, { Price: 0.01 }], false, 1, 0, 0]] },
    );
  });

  it('a voucher discount never takes the total below zero or above the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500000 }), fc.integer({ min: -10000, max: 600000 }), (total, discount) => {
        const after = applyVoucherDiscount(total, discount);
        expect(after).toBeGreaterThanOrEqual(0);
        expect(after).toBeLessThanOrEqual(total);
      }),
    );
  });

  it('basket totals are never negative', () => {
    fc.assert(
      fc.property(fc.array(basketItemArb, { maxLength: 5 }), fc.integer({ min: -10000, max: 200000 }), (items, d) => {
        const t = basketTotals(items, C, d);
        for (const v of Object.values(t)) expect(v).toBeGreaterThanOrEqual(0);
        expect(t.totalAfterDiscount).toBeLessThanOrEqual(t.totalCost);
      }),
    );
  });

  it('no sum drifts by a minor unit whatever the order of the items', () => {
    fc.assert(
      fc.property(itemsInTwoOrders, fc.constantFrom('GBP', 'JPY', 'KWD'), ([items, shuffled], currency) => {
        const a = basketTotals(items, currency);
        expect(basketTotals(shuffled, currency)).toEqual(a);
        expect(basketTotals([...items].reverse(), currency)).toEqual(a);
        // and the basket is exactly the sum of its items
        const each = items.map((item) => basketItemTotals(item, currency));
        expect(a.totalCost).toBe(each.reduce((s, t) => s + t.totalCost, 0));
        expect(a.vatAmount).toBe(each.reduce((s, t) => s + t.vatAmount, 0));
        for (const v of Object.values(a)) expect(Number.isInteger(v)).toBe(true);
      }),
    );
  });

  it('a basket split in two costs the sum of its halves', () => {
    fc.assert(
      fc.property(fc.array(basketItemArb, { maxLength: 8 }), fc.nat(), (items, at) => {
        const cut = items.length ? at % (items.length + 1) : 0;
        const whole = basketTotals(items, C);
        const [left, right] = [basketTotals(items.slice(0, cut), C), basketTotals(items.slice(cut), C)];
        expect(whole.roomCost).toBe(left.roomCost + right.roomCost);
        expect(whole.serviceCost).toBe(left.serviceCost + right.serviceCost);
        expect(whole.totalCost).toBe(left.totalCost + right.totalCost);
        expect(whole.vatAmount).toBe(left.vatAmount + right.vatAmount);
      }),
    );
  });

  it('inclusive VAT never exceeds exclusive VAT', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), vatRateArb, (amount, rate) => {
        expect(vatAmount(amount, rate, false)).toBeLessThanOrEqual(vatAmount(amount, rate, true));
      }),
    );
  });

  it('VAT exclusive -> inclusive -> exclusive returns the same net, and net + VAT = gross', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), vatRateArb, (net, rate) => {
        const vat = vatAmount(net, rate, true);
        const gross = net + vat;
        // the VAT inside that gross is the VAT that was added, so the net comes back exactly
        expect(vatAmount(gross, rate, false)).toBe(vat);
        expect(gross - vatAmount(gross, rate, false)).toBe(net);
      }),
    );
  });

  it('VAT inclusive -> exclusive: net + VAT = gross, and the VAT on that net is within one minor unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), vatRateArb, (gross, rate) => {
        const vat = vatAmount(gross, rate, false);
        const net = gross - vat;
        expect(net + vat).toBe(gross);
        expect(net).toBeGreaterThanOrEqual(0);
        // each rounding is half a minor unit at most: the documented rounding
        expect(Math.abs(vatAmount(net, rate, true) - vat)).toBeLessThanOrEqual(1);
        // and VAT is the rate's share of the gross to within half a minor unit
        expect(Math.abs(vat - (gross * rate) / (100 + rate))).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });
});

describe('minor units properties', () => {
  const currencies = fc.constantFrom('JPY', 'GBP', 'EUR', 'USD', 'KWD', 'BHD');

  it('the currencies cover 0, 2 and 3 minor digits', () => {
    expect(['JPY', 'GBP', 'KWD'].map(minorDigits)).toEqual([0, 2, 3]);
  });

  it('toDecimal then toMinor gives back the same minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), currencies, (minor, currency) => {
        expect(toMinor(toDecimal(minor, currency), currency)).toBe(minor);
      }),
    );
  });

  it('a decimal with whole minor units goes to minor units and back unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), currencies, (units, currency) => {
        const decimal = Number(`${units}e-${minorDigits(currency)}`);
        expect(toDecimal(toMinor(decimal, currency), currency)).toBe(decimal);
      }),
    );
  });

  it('toMinor is never more than half a minor unit away from the decimal', () => {
    fc.assert(
      fc.property(anyDecimal(-1e9, 1e9), currencies, (decimal, currency) => {
        const scaled = decimal * 10 ** minorDigits(currency);
        expect(Math.abs(toMinor(decimal, currency) - scaled)).toBeLessThanOrEqual(0.5 + Math.abs(scaled) * 1e-12);
      }),
    );
  });
});
