import { describe, expect, it } from 'vitest';
import {
  amountPayable,
  applyVoucherDiscount,
  basketItemTotals,
  basketTotals,
  isDiscounted,
  lowestRate,
  originalRoomCost,
  roomCost,
  serviceCost,
  serviceUnitPrice,
  sumNightlyRates,
  vatAmount,
  PRICE_FIELDS,
  type RatePrices,
} from '@/domain/pricing';

/** The property currency of the tables: prices arrive as decimals of it, costs are its pence. */
const C = 'GBP';

const occ = (numberOfAdults: number, numberOfChildren = 0, numberOfInfants = 0) => ({
  numberOfAdults,
  numberOfChildren,
  numberOfInfants,
});

// Worked examples. All figures by hand from the documented formula; rate prices are the API's
// decimals, expected costs are minor units (pence): 110 -> 11000.
const R1: RatePrices = {
  BaseRate: 100,
  BaseNumberOfAdults: 2,
  CostPerRoom: 10,
  CostPerAdult: 20,
  CostPerChild: 15,
  CostPerInfant: 5,
};
const R2: RatePrices = { BaseRate: 80, CostPerAdult: 25, CostPerChild: 10 }; // BaseNumberOfAdults missing -> 1
const R3: RatePrices = {
  BaseRate: 0,
  PerPersonCostPerAdult: 30,
  PerPersonCostPerChild: 12.5,
  PerPersonCostPerInfant: 2,
};
const R4: RatePrices = {
  BaseRate: 50,
  BaseNumberOfAdults: 1,
  CostPerRoom: 7.5,
  CostPerAdult: 10,
  CostPerChild: 8,
  PerPersonCostPerAdult: 5,
  PerPersonCostPerChild: 3,
};
const R5: RatePrices = {
  BaseRate: 90,
  OriginalBaseRate: 100,
  CostPerAdult: 18,
  OriginalCostPerAdult: 20,
  CostPerChild: 10,
  BaseNumberOfAdults: 1,
};
const FULL: RatePrices = {
  BaseNumberOfAdults: 1,
  BaseRate: 100,
  CostPerRoom: 10,
  CostPerAdult: 20,
  CostPerChild: 15,
  CostPerInfant: 5,
  PerPersonCostPerAdult: 3,
  PerPersonCostPerChild: 2,
  PerPersonCostPerInfant: 1,
  OriginalBaseRate: 200,
  OriginalCostPerRoom: 20,
  OriginalCostPerAdult: 40,
  OriginalCostPerChild: 30,
  OriginalCostPerInfant: 10,
  OriginalPerPersonCostPerAdult: 6,
  OriginalPerPersonCostPerChild: 4,
  OriginalPerPersonCostPerInfant: 2,
};

describe('roomCost', () => {
  it.each([
    ['R1 1 adult (below base 2)', R1, occ(1), 11000],
    ['R1 2 adults (= base)', R1, occ(2), 11000],
    ['R1 3 adults (one extra)', R1, occ(3), 13000],
    ['R1 4 adults (two extra)', R1, occ(4), 15000],
    ['R1 2A 1C', R1, occ(2, 1), 12500],
    ['R1 2A 2C 1I', R1, occ(2, 2, 1), 14500],
    ['R1 0A 1C: the child is the base occupant', R1, occ(0, 1), 11000],
    ['R1 0A 2C: one child charged', R1, occ(0, 2), 12500],
    ['R1 0A 0C 1I', R1, occ(0, 0, 1), 11500],
    ['R1 0 guests', R1, occ(0), 11000],
    ['R2 BaseNumberOfAdults missing, 1A', R2, occ(1), 8000],
    ['R2 BaseNumberOfAdults missing, 2A', R2, occ(2), 10500],
    ['R2 BaseNumberOfAdults missing, 3A 1C', R2, occ(3, 1), 14000],
    ['R2 BaseNumberOfAdults null, 2A', { ...R2, BaseNumberOfAdults: null }, occ(2), 10500],
    ['R2 BaseNumberOfAdults 0, 2A', { ...R2, BaseNumberOfAdults: 0 }, occ(2), 13000],
    ['R3 per person 2A 1C 1I', R3, occ(2, 1, 1), 7450],
    ['R3 per person uses raw counts with 0 adults', R3, occ(0, 2), 2500],
    ['R4 0A 3C', R4, occ(0, 3), 8250],
    ['R4 2A 2C', R4, occ(2, 2), 9950],
    ['FULL 3A 2C 1I', FULL, occ(3, 2, 1), 19900],
    ['negative total clamps to 0', { BaseRate: -50 }, occ(1), 0],
    ['each price rounded to whole pence first', { BaseRate: 10.333, CostPerRoom: 0.001 }, occ(1), 1033],
    ['a half penny rounds away from zero', { BaseRate: 10.005, CostPerAdult: 0.005 }, occ(2), 1002],
    ['empty rate', {}, occ(2, 1), 0],
    ['null fields count as 0', { BaseRate: null, CostPerRoom: 20 }, occ(1), 2000],
    ['NaN field counts as 0', { BaseRate: Number.NaN, CostPerRoom: 20 }, occ(1), 2000],
    ['negative counts count as 0', R1, occ(-1, -2, -3), 11000],
  ])('%s', (_name, rate, o, expected) => {
    expect(roomCost(rate, o, C)).toBe(expected);
  });
});

describe('originalRoomCost and isDiscounted', () => {
  it.each([
    ['R5 2A 1C', R5, occ(2, 1), 13000, 11800, true],
    ['R5 1A', R5, occ(1), 10000, 9000, true],
    ['FULL 3A 2C 1I', FULL, occ(3, 2, 1), 39800, 19900, true],
    ['no originals = current', R1, occ(3), 13000, 13000, false],
    [
      'OriginalBaseRate null falls back to BaseRate',
      { BaseRate: 50, OriginalBaseRate: null },
      occ(1),
      5000,
      5000,
      false,
    ],
    ['original 0 is a real 0', { BaseRate: 50, OriginalBaseRate: 0 }, occ(1), 0, 5000, false],
    [
      'original 0A 2C uses adjusted children',
      { CostPerChild: 10, OriginalCostPerChild: 12 },
      occ(0, 2),
      1200,
      1000,
      true,
    ],
  ])('%s', (_name, rate, o, original, current, discounted) => {
    expect(originalRoomCost(rate, o, C)).toBe(original);
    expect(roomCost(rate, o, C)).toBe(current);
    expect(isDiscounted(rate, o, C)).toBe(discounted);
  });

  it.each([
    ['OriginalBaseRate', 'BaseRate', occ(1), 700],
    ['OriginalCostPerRoom', 'CostPerRoom', occ(1), 700],
    ['OriginalCostPerAdult', 'CostPerAdult', occ(2), 700],
    ['OriginalCostPerChild', 'CostPerChild', occ(1, 1), 700],
    ['OriginalCostPerInfant', 'CostPerInfant', occ(1, 0, 1), 700],
    ['OriginalPerPersonCostPerAdult', 'PerPersonCostPerAdult', occ(1), 700],
    ['OriginalPerPersonCostPerChild', 'PerPersonCostPerChild', occ(1, 1), 700],
    ['OriginalPerPersonCostPerInfant', 'PerPersonCostPerInfant', occ(1, 0, 1), 700],
  ] as const)('%s is the original of %s', (orig, cur, o, expected) => {
    const rate: RatePrices = { [cur]: 3, [orig]: 7 };
    expect(originalRoomCost(rate, o, C)).toBe(expected);
    expect(roomCost(rate, o, C)).toBe(300);
  });
});

describe('sumNightlyRates (per-stay prices: decimals in, decimals out, summed in pence)', () => {
  it('sums every price field and keeps the first BaseNumberOfAdults', () => {
    const s = sumNightlyRates(
      [
        { BaseRate: 100, BaseNumberOfAdults: 2, CostPerAdult: 20 },
        { BaseRate: 110.1, CostPerAdult: 20.2, OriginalBaseRate: 120, BaseNumberOfAdults: 3 },
        { BaseRate: 0.2 },
      ],
      C,
    );
    expect(s.BaseRate).toBe(210.3);
    expect(s.CostPerAdult).toBe(40.2);
    expect(s.OriginalBaseRate).toBe(120);
    expect(s.CostPerRoom).toBe(0);
    expect(s.BaseNumberOfAdults).toBe(2);
  });

  it("counts a price again when it comes back after another night's (20, 25, 20, none, 20: 85)", () => {
    const nights: RatePrices[] = [
      { CostPerAdult: 20 },
      { CostPerAdult: 25 },
      { CostPerAdult: 20 },
      {},
      { CostPerAdult: 20 },
    ];
    expect(sumNightlyRates(nights, C).CostPerAdult).toBe(85);
  });

  it('takes BaseNumberOfAdults from the first night that sets it', () => {
    expect(sumNightlyRates([{ BaseNumberOfAdults: null }, { BaseNumberOfAdults: 3 }], C).BaseNumberOfAdults).toBe(3);
  });

  it('gives zeros and null for no nights', () => {
    const s = sumNightlyRates([], C);
    expect(s.BaseNumberOfAdults).toBeNull();
    for (const f of PRICE_FIELDS) expect(s[f]).toBe(0);
    expect(PRICE_FIELDS).toHaveLength(16);
  });

  it('sums each of the 16 fields', () => {
    const night = Object.fromEntries(PRICE_FIELDS.map((f, i) => [f, i + 1])) as RatePrices;
    const s = sumNightlyRates([night, night], C);
    PRICE_FIELDS.forEach((f, i) => expect(s[f]).toBe(2 * (i + 1)));
  });

  it('a two-night stay costs the sum of its nights (3 adults)', () => {
    const n1 = { BaseRate: 100, CostPerAdult: 20, BaseNumberOfAdults: 2 }; // 120
    const n2 = { BaseRate: 110, CostPerAdult: 30, BaseNumberOfAdults: 2 }; // 140
    expect(roomCost(sumNightlyRates([n1, n2], C), occ(3), C)).toBe(26000);
  });

  it('a sum of tenths is exact (0.1 + 0.2 nights is 0.3, not 0.30000000000000004)', () => {
    expect(sumNightlyRates([{ BaseRate: 0.1 }, { BaseRate: 0.2 }], C).BaseRate).toBe(0.3);
  });

  it('sums yen without a minor unit', () => {
    expect(sumNightlyRates([{ BaseRate: 12000 }, { BaseRate: 13500 }], 'JPY').BaseRate).toBe(25500);
  });
});

describe('serviceCost', () => {
  const A = [{ Price: 10 }, { Price: 5.5 }]; // £15.50 = 1550
  const ctx = (quantity: number, nights: number, numberOfAdults = 1, numberOfChildren = 0) => ({
    quantity,
    nights,
    numberOfAdults,
    numberOfChildren,
  });
  it.each([
    ['PerStay ignores nights and quantity', { Articles: A, ChargeType: 'PerStay' }, ctx(2, 3), 1550],
    ['PerDay x 3 nights', { Articles: A, ChargeType: 'PerDay' }, ctx(2, 3), 4650],
    ['PerDay over one night', { Articles: A, ChargeType: 'PerDay' }, ctx(2, 1), 1550],
    ['PerQuantity x 2', { Articles: A, ChargeType: 'PerQuantity' }, ctx(2, 3), 3100],
    ['PerQuantity x 0', { Articles: A, ChargeType: 'PerQuantity' }, ctx(0, 3), 0],
    ['PerStay per person 2A 1C', { Articles: A, ChargeType: 'PerStay', ChargePerPerson: true }, ctx(1, 3, 2, 1), 4650],
    [
      'PerDay per person 2 nights 2A 2C',
      { Articles: A, ChargeType: 'PerDay', ChargePerPerson: true },
      ctx(1, 2, 2, 2),
      12400,
    ],
    [
      'PerQuantity per person x3, 1A',
      { Articles: A, ChargeType: 'PerQuantity', ChargePerPerson: true },
      ctx(3, 1, 1, 0),
      4650,
    ],
    ['per person with nobody', { Articles: A, ChargeType: 'PerStay', ChargePerPerson: true }, ctx(1, 1, 0, 0), 0],
    ['ChargePerPerson false', { Articles: A, ChargeType: 'PerStay', ChargePerPerson: false }, ctx(1, 1, 4, 0), 1550],
    ['no articles: Price', { Price: 12, ChargeType: 'PerStay' }, ctx(1, 1), 1200],
    ['empty articles: Price', { Articles: [], Price: 12, ChargeType: 'PerDay' }, ctx(1, 2), 2400],
    ['articles win over Price', { Articles: [{ Price: 3 }], Price: 12, ChargeType: 'PerStay' }, ctx(1, 1), 300],
    ['no price at all', { Articles: null, Price: null, ChargeType: 'PerStay' }, ctx(1, 1), 0],
    ['article price null', { Articles: [{ Price: null }, { Price: 4 }], ChargeType: 'PerStay' }, ctx(1, 1), 400],
    ['unknown ChargeType counts as PerStay', { Articles: A, ChargeType: 'Weird' }, ctx(4, 5), 1550],
    ['negative nights count as 0', { Articles: A, ChargeType: 'PerDay' }, ctx(1, -2), 0],
    [
      'negative children count as 0',
      { Articles: A, ChargeType: 'PerStay', ChargePerPerson: true },
      ctx(1, 1, 1, -1),
      1550,
    ],
    ['negative quantity counts as 0', { Articles: A, ChargeType: 'PerQuantity' }, ctx(-2, 1), 0],
    ['negative price clamps to 0', { Price: -5, ChargeType: 'PerStay' }, ctx(1, 1), 0],
    // the price is rounded to whole pence as it arrives (£3.33, as the guest sees it), then
    // multiplied exactly: 3 nights cost £9.99 (the float formula gave 3.333 x 3 = 9.999 -> £10.00)
    ['rounded to pence, then x nights', { Price: 3.333, ChargeType: 'PerDay' }, ctx(1, 3), 999],
  ] as const)('%s', (_name, service, c, expected) => {
    expect(serviceCost(service, c, C)).toBe(expected);
  });

  it('unit price sums the articles', () => {
    expect(serviceUnitPrice({ Articles: A }, C)).toBe(1550);
    expect(serviceUnitPrice({ Price: 9 }, C)).toBe(900);
    expect(serviceUnitPrice({ Price: 1500 }, 'JPY')).toBe(1500);
  });
});

describe('vatAmount (minor units, rounded once, half away from zero)', () => {
  it.each([
    [10000, 20, true, 2000],
    [12000, 20, false, 2000],
    [10000, 20, false, 1667],
    [10000, 0, true, 0],
    [5999, 5, false, 286],
    [5999, 5, true, 300],
    [10000, -5, true, 0],
    [0, 20, true, 0],
    [10000, 12.5, true, 1250],
    [22500, 12.5, false, 2500],
    [10000, Number.NaN, true, 0],
    // exact halves round away from zero: 2.5p -> 3p; 17.5% of £0.10 = 1.75p -> 2p
    [25, 10, true, 3],
    [10, 17.5, true, 2],
    // a rate with a decimal that binary floats cannot hold (7.7%): 7.7% of £5.00 = 38.5p -> 39p
    [500, 7.7, true, 39],
    // inclusive 17.5% of £11.75 is exactly £1.75
    [1175, 17.5, false, 175],
    [-12000, 20, false, -2000],
  ])('vatAmount(%s, %s%%, exclusive=%s) = %s', (amount, rate, exclusive, expected) => {
    expect(vatAmount(amount, rate, exclusive)).toBe(expected);
  });
});

describe('basket totals', () => {
  const item1 = {
    ...occ(2, 1),
    ratePlan: R1, // £125
    nights: 2,
    services: [
      { Service: { Articles: [{ Price: 10 }], ChargeType: 'PerDay' }, Quantity: 1 }, // £20
      { Service: { Price: 7, ChargeType: 'PerQuantity' }, Quantity: 3 }, // £21
    ],
    vat: { StandardVatRate: 20, IsStandardTaxExclusive: true },
  };
  // £80, VAT £16
  const item2 = { ...occ(1), ratePlan: R2, nights: 1, vat: { StandardVatRate: 20, IsStandardTaxExclusive: true } };

  it('basketItemTotals', () => {
    expect(basketItemTotals(item1, C)).toEqual({
      totalGuests: 3,
      roomCost: 12500,
      serviceCost: 4100,
      totalCost: 16600,
      vatAmount: 3320,
    });
  });

  it('inclusive VAT of an item', () => {
    expect(
      basketItemTotals({ ...item1, vat: { StandardVatRate: 20, IsStandardTaxExclusive: false } }, C).vatAmount,
    ).toBe(2767);
  });

  it('item without rate plan, services or VAT', () => {
    expect(basketItemTotals({ ...occ(2, 0, 1), nights: 3 }, C)).toEqual({
      totalGuests: 3,
      roomCost: 0,
      serviceCost: 0,
      totalCost: 0,
      vatAmount: 0,
    });
  });

  it('VAT rate missing counts as 0', () => {
    expect(basketItemTotals({ ...item2, vat: { IsStandardTaxExclusive: true } }, C).vatAmount).toBe(0);
  });

  it("VAT is per item, each rounded once: the basket VAT is the sum of the items' VAT", () => {
    // £0.25 at 10% exclusive is 2.5p -> 3p per item; two items 6p (VAT on the £0.50 total would be 5p)
    const small = {
      ...occ(1),
      ratePlan: { BaseRate: 0.25 },
      nights: 1,
      vat: { StandardVatRate: 10, IsStandardTaxExclusive: true },
    };
    expect(basketTotals([small, small], C).vatAmount).toBe(6);
  });

  it.each([
    [0, 24600, 0],
    [5000, 19600, 5000],
    [24600, 0, 24600],
    [30000, 0, 24600],
    [-1000, 24600, 0],
  ])('basketTotals with voucher discount %s', (discount, after, applied) => {
    expect(basketTotals([item1, item2], C, discount)).toEqual({
      roomCost: 20500,
      serviceCost: 4100,
      totalCost: 24600,
      vatAmount: 4920,
      discount: applied,
      totalAfterDiscount: after,
    });
  });

  it('empty basket', () => {
    expect(basketTotals([], C)).toEqual({
      roomCost: 0,
      serviceCost: 0,
      totalCost: 0,
      vatAmount: 0,
      discount: 0,
      totalAfterDiscount: 0,
    });
  });
});

describe('applyVoucherDiscount (minor units)', () => {
  it.each([
    [10000, 3000, 7000],
    [10000, 10000, 0],
    [10000, 15000, 0],
    [10000, -2000, 10000],
    [10000, Number.NaN, 10000],
    [9999, 1, 9998],
    // a discount that is not a whole minor unit (not from the API, which has whole pence) rounds first
    [9999, 1.5, 9997],
    [0, 1000, 0],
  ])('applyVoucherDiscount(%s, %s) = %s', (total, discount, expected) => {
    expect(applyVoucherDiscount(total, discount)).toBe(expected);
  });
});

describe('lowestRate', () => {
  it.each([
    ['cheapest of three for 1 adult', [R1, R2, R5], undefined, 8000, 8000],
    ['discounted rate keeps its original', [R1, R5], undefined, 9000, 10000],
    ['tie keeps the first rate', [R1, R2], occ(3), 13000, 13000],
    ['occupancy changes the winner', [R1, R2, R5], occ(3), 12600, 14000],
    ['no rates', [], undefined, -1, -1],
    ['null rates', null, undefined, -1, -1],
    ['a free rate (0) is a real lowest rate', [{}, R1], undefined, 0, 0],
  ] as const)('%s', (_name, rates, o, lowest, original) => {
    expect(lowestRate(rates, C, o)).toEqual({ LowestRate: lowest, OriginalLowestRate: original });
  });
});

describe('edges found by mutation testing', () => {
  it('a tie keeps the first rate and its original', () => {
    expect(
      lowestRate(
        [
          { BaseRate: 50, OriginalBaseRate: 60 },
          { BaseRate: 50, OriginalBaseRate: 70 },
        ],
        C,
      ),
    ).toEqual({
      LowestRate: 5000,
      OriginalLowestRate: 6000,
    });
  });
});

describe('amountPayable', () => {
  it.each([
    // hand-computed: exclusive 13.5% on £200 -> VAT £27, payable £227; inclusive 20% on £240 -> VAT £40 already inside
    [{ totalCost: 20000, vatAmount: 2700 }, true, 22700],
    [{ totalCost: 24000, vatAmount: 4000 }, false, 24000],
    [{ totalCost: 0, vatAmount: 0 }, true, 0],
    [{ totalCost: 9999, vatAmount: 1350 }, true, 11349],
  ])('%o exclusive=%s -> %s', (totals, exclusive, expected) => {
    expect(amountPayable(totals, exclusive)).toBe(expected);
  });
});

describe('currencies with 0 and 3 minor digits', () => {
  it('yen have no minor unit: a rate of ¥12,345 for 2 adults with ¥1,000.4 per extra adult', () => {
    expect(roomCost({ BaseRate: 12345, CostPerAdult: 1000.4, BaseNumberOfAdults: 1 }, occ(2), 'JPY')).toBe(13345);
  });

  it('dinars have three: 10.125 KWD + 2 x 1.0005 KWD per person', () => {
    expect(roomCost({ BaseRate: 10.125, PerPersonCostPerAdult: 1.0005 }, occ(2), 'KWD')).toBe(12127);
  });
});
