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

const occ = (numberOfAdults: number, numberOfChildren = 0, numberOfInfants = 0) => ({
  numberOfAdults,
  numberOfChildren,
  numberOfInfants,
});

// Worked examples. All figures by hand from the documented formula.
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
    ['R1 1 adult (below base 2)', R1, occ(1), 110],
    ['R1 2 adults (= base)', R1, occ(2), 110],
    ['R1 3 adults (one extra)', R1, occ(3), 130],
    ['R1 4 adults (two extra)', R1, occ(4), 150],
    ['R1 2A 1C', R1, occ(2, 1), 125],
    ['R1 2A 2C 1I', R1, occ(2, 2, 1), 145],
    ['R1 0A 1C: the child is the base occupant', R1, occ(0, 1), 110],
    ['R1 0A 2C: one child charged', R1, occ(0, 2), 125],
    ['R1 0A 0C 1I', R1, occ(0, 0, 1), 115],
    ['R1 0 guests', R1, occ(0), 110],
    ['R2 BaseNumberOfAdults missing, 1A', R2, occ(1), 80],
    ['R2 BaseNumberOfAdults missing, 2A', R2, occ(2), 105],
    ['R2 BaseNumberOfAdults missing, 3A 1C', R2, occ(3, 1), 140],
    ['R2 BaseNumberOfAdults null, 2A', { ...R2, BaseNumberOfAdults: null }, occ(2), 105],
    ['R2 BaseNumberOfAdults 0, 2A', { ...R2, BaseNumberOfAdults: 0 }, occ(2), 130],
    ['R3 per person 2A 1C 1I', R3, occ(2, 1, 1), 74.5],
    ['R3 per person uses raw counts with 0 adults', R3, occ(0, 2), 25],
    ['R4 0A 3C', R4, occ(0, 3), 82.5],
    ['R4 2A 2C', R4, occ(2, 2), 99.5],
    ['FULL 3A 2C 1I', FULL, occ(3, 2, 1), 199],
    ['negative total clamps to 0', { BaseRate: -50 }, occ(1), 0],
    ['rounded to 2 decimals', { BaseRate: 10.333, CostPerRoom: 0.001 }, occ(1), 10.33],
    ['empty rate', {}, occ(2, 1), 0],
    ['null fields count as 0', { BaseRate: null, CostPerRoom: 20 }, occ(1), 20],
    ['NaN field counts as 0', { BaseRate: Number.NaN, CostPerRoom: 20 }, occ(1), 20],
    ['negative counts count as 0', R1, occ(-1, -2, -3), 110],
  ])('%s', (_name, rate, o, expected) => {
    expect(roomCost(rate, o)).toBe(expected);
  });
});

describe('originalRoomCost and isDiscounted', () => {
  it.each([
    ['R5 2A 1C', R5, occ(2, 1), 130, 118, true],
    ['R5 1A', R5, occ(1), 100, 90, true],
    ['FULL 3A 2C 1I', FULL, occ(3, 2, 1), 398, 199, true],
    ['no originals = current', R1, occ(3), 130, 130, false],
    ['OriginalBaseRate null falls back to BaseRate', { BaseRate: 50, OriginalBaseRate: null }, occ(1), 50, 50, false],
    ['original 0 is a real 0', { BaseRate: 50, OriginalBaseRate: 0 }, occ(1), 0, 50, false],
    ['original 0A 2C uses adjusted children', { CostPerChild: 10, OriginalCostPerChild: 12 }, occ(0, 2), 12, 10, true],
  ])('%s', (_name, rate, o, original, current, discounted) => {
    expect(originalRoomCost(rate, o)).toBe(original);
    expect(roomCost(rate, o)).toBe(current);
    expect(isDiscounted(rate, o)).toBe(discounted);
  });

  it.each([
    ['OriginalBaseRate', 'BaseRate', occ(1), 7],
    ['OriginalCostPerRoom', 'CostPerRoom', occ(1), 7],
    ['OriginalCostPerAdult', 'CostPerAdult', occ(2), 7],
    ['OriginalCostPerChild', 'CostPerChild', occ(1, 1), 7],
    ['OriginalCostPerInfant', 'CostPerInfant', occ(1, 0, 1), 7],
    ['OriginalPerPersonCostPerAdult', 'PerPersonCostPerAdult', occ(1), 7],
    ['OriginalPerPersonCostPerChild', 'PerPersonCostPerChild', occ(1, 1), 7],
    ['OriginalPerPersonCostPerInfant', 'PerPersonCostPerInfant', occ(1, 0, 1), 7],
  ] as const)('%s is the original of %s', (orig, cur, o, expected) => {
    const rate: RatePrices = { [cur]: 3, [orig]: 7 };
    expect(originalRoomCost(rate, o)).toBe(expected);
    expect(roomCost(rate, o)).toBe(3);
  });
});

describe('sumNightlyRates (per-stay prices)', () => {
  it('sums every price field and keeps the first BaseNumberOfAdults', () => {
    const s = sumNightlyRates([
      { BaseRate: 100, BaseNumberOfAdults: 2, CostPerAdult: 20 },
      { BaseRate: 110.1, CostPerAdult: 20.2, OriginalBaseRate: 120, BaseNumberOfAdults: 3 },
      { BaseRate: 0.2 },
    ]);
    expect(s.BaseRate).toBe(210.3);
    expect(s.CostPerAdult).toBe(40.2);
    expect(s.OriginalBaseRate).toBe(120);
    expect(s.CostPerRoom).toBe(0);
    expect(s.BaseNumberOfAdults).toBe(2);
  });

  it('takes BaseNumberOfAdults from the first night that sets it', () => {
    expect(sumNightlyRates([{ BaseNumberOfAdults: null }, { BaseNumberOfAdults: 3 }]).BaseNumberOfAdults).toBe(3);
  });

  it('gives zeros and null for no nights', () => {
    const s = sumNightlyRates([]);
    expect(s.BaseNumberOfAdults).toBeNull();
    for (const f of PRICE_FIELDS) expect(s[f]).toBe(0);
    expect(PRICE_FIELDS).toHaveLength(16);
  });

  it('sums each of the 16 fields', () => {
    const night = Object.fromEntries(PRICE_FIELDS.map((f, i) => [f, i + 1])) as RatePrices;
    const s = sumNightlyRates([night, night]);
    PRICE_FIELDS.forEach((f, i) => expect(s[f]).toBe(2 * (i + 1)));
  });

  it('a two-night stay costs the sum of its nights (3 adults)', () => {
    const n1 = { BaseRate: 100, CostPerAdult: 20, BaseNumberOfAdults: 2 }; // 120
    const n2 = { BaseRate: 110, CostPerAdult: 30, BaseNumberOfAdults: 2 }; // 140
    expect(roomCost(sumNightlyRates([n1, n2]), occ(3))).toBe(260);
  });
});

describe('serviceCost', () => {
  const A = [{ Price: 10 }, { Price: 5.5 }]; // 15.5
  const ctx = (quantity: number, nights: number, numberOfAdults = 1, numberOfChildren = 0) => ({
    quantity,
    nights,
    numberOfAdults,
    numberOfChildren,
  });
  it.each([
    ['PerStay ignores nights and quantity', { Articles: A, ChargeType: 'PerStay' }, ctx(2, 3), 15.5],
    ['PerDay x 3 nights', { Articles: A, ChargeType: 'PerDay' }, ctx(2, 3), 46.5],
    ['PerDay over one night', { Articles: A, ChargeType: 'PerDay' }, ctx(2, 1), 15.5],
    ['PerQuantity x 2', { Articles: A, ChargeType: 'PerQuantity' }, ctx(2, 3), 31],
    ['PerQuantity x 0', { Articles: A, ChargeType: 'PerQuantity' }, ctx(0, 3), 0],
    ['PerStay per person 2A 1C', { Articles: A, ChargeType: 'PerStay', ChargePerPerson: true }, ctx(1, 3, 2, 1), 46.5],
    [
      'PerDay per person 2 nights 2A 2C',
      { Articles: A, ChargeType: 'PerDay', ChargePerPerson: true },
      ctx(1, 2, 2, 2),
      124,
    ],
    [
      'PerQuantity per person x3, 1A',
      { Articles: A, ChargeType: 'PerQuantity', ChargePerPerson: true },
      ctx(3, 1, 1, 0),
      46.5,
    ],
    ['per person with nobody', { Articles: A, ChargeType: 'PerStay', ChargePerPerson: true }, ctx(1, 1, 0, 0), 0],
    ['ChargePerPerson false', { Articles: A, ChargeType: 'PerStay', ChargePerPerson: false }, ctx(1, 1, 4, 0), 15.5],
    ['no articles: Price', { Price: 12, ChargeType: 'PerStay' }, ctx(1, 1), 12],
    ['empty articles: Price', { Articles: [], Price: 12, ChargeType: 'PerDay' }, ctx(1, 2), 24],
    ['articles win over Price', { Articles: [{ Price: 3 }], Price: 12, ChargeType: 'PerStay' }, ctx(1, 1), 3],
    ['no price at all', { Articles: null, Price: null, ChargeType: 'PerStay' }, ctx(1, 1), 0],
    ['article price null', { Articles: [{ Price: null }, { Price: 4 }], ChargeType: 'PerStay' }, ctx(1, 1), 4],
    ['unknown ChargeType counts as PerStay', { Articles: A, ChargeType: 'Weird' }, ctx(4, 5), 15.5],
    ['negative nights count as 0', { Articles: A, ChargeType: 'PerDay' }, ctx(1, -2), 0],
    [
      'negative children count as 0',
      { Articles: A, ChargeType: 'PerStay', ChargePerPerson: true },
      ctx(1, 1, 1, -1),
      15.5,
    ],
    ['negative quantity counts as 0', { Articles: A, ChargeType: 'PerQuantity' }, ctx(-2, 1), 0],
    ['negative price clamps to 0', { Price: -5, ChargeType: 'PerStay' }, ctx(1, 1), 0],
    ['rounded', { Price: 3.333, ChargeType: 'PerDay' }, ctx(1, 3), 10],
  ] as const)('%s', (_name, service, c, expected) => {
    expect(serviceCost(service, c)).toBe(expected);
  });

  it('unit price sums the articles', () => {
    expect(serviceUnitPrice({ Articles: A })).toBe(15.5);
    expect(serviceUnitPrice({ Price: 9 })).toBe(9);
  });
});

describe('vatAmount', () => {
  it.each([
    [100, 20, true, 20],
    [120, 20, false, 20],
    [100, 20, false, 16.67],
    [100, 0, true, 0],
    [59.99, 5, false, 2.86],
    [59.99, 5, true, 3],
    [100, -5, true, 0],
    [0, 20, true, 0],
    [100, 12.5, true, 12.5],
    [225, 12.5, false, 25],
    [100, Number.NaN, true, 0],
  ])('vatAmount(%s, %s%%, exclusive=%s) = %s', (amount, rate, exclusive, expected) => {
    expect(vatAmount(amount, rate, exclusive)).toBe(expected);
  });
});

describe('basket totals', () => {
  const item1 = {
    ...occ(2, 1),
    ratePlan: R1, // 125
    nights: 2,
    services: [
      { Service: { Articles: [{ Price: 10 }], ChargeType: 'PerDay' }, Quantity: 1 }, // 20
      { Service: { Price: 7, ChargeType: 'PerQuantity' }, Quantity: 3 }, // 21
    ],
    vat: { StandardVatRate: 20, IsStandardTaxExclusive: true },
  };
  const item2 = { ...occ(1), ratePlan: R2, nights: 1, vat: { StandardVatRate: 20, IsStandardTaxExclusive: true } }; // 80, vat 16

  it('basketItemTotals', () => {
    expect(basketItemTotals(item1)).toEqual({
      totalGuests: 3,
      roomCost: 125,
      serviceCost: 41,
      totalCost: 166,
      vatAmount: 33.2,
    });
  });

  it('inclusive VAT of an item', () => {
    expect(basketItemTotals({ ...item1, vat: { StandardVatRate: 20, IsStandardTaxExclusive: false } }).vatAmount).toBe(
      27.67,
    );
  });

  it('item without rate plan, services or VAT', () => {
    expect(basketItemTotals({ ...occ(2, 0, 1), nights: 3 })).toEqual({
      totalGuests: 3,
      roomCost: 0,
      serviceCost: 0,
      totalCost: 0,
      vatAmount: 0,
    });
  });

  it('VAT rate missing counts as 0', () => {
    expect(basketItemTotals({ ...item2, vat: { IsStandardTaxExclusive: true } }).vatAmount).toBe(0);
  });

  it.each([
    [0, 246, 0],
    [50, 196, 50],
    [246, 0, 246],
    [300, 0, 246],
    [-10, 246, 0],
  ])('basketTotals with voucher discount %s', (discount, after, applied) => {
    expect(basketTotals([item1, item2], discount)).toEqual({
      roomCost: 205,
      serviceCost: 41,
      totalCost: 246,
      vatAmount: 49.2,
      discount: applied,
      totalAfterDiscount: after,
    });
  });

  it('empty basket', () => {
    expect(basketTotals([])).toEqual({
      roomCost: 0,
      serviceCost: 0,
      totalCost: 0,
      vatAmount: 0,
      discount: 0,
      totalAfterDiscount: 0,
    });
  });
});

describe('applyVoucherDiscount', () => {
  it.each([
    [100, 30, 70],
    [100, 100, 0],
    [100, 150, 0],
    [100, -20, 100],
    [100, Number.NaN, 100],
    [99.99, 0.015, 99.98],
    [0, 10, 0],
  ])('applyVoucherDiscount(%s, %s) = %s', (total, discount, expected) => {
    expect(applyVoucherDiscount(total, discount)).toBe(expected);
  });
});

describe('lowestRate', () => {
  it.each([
    ['cheapest of three for 1 adult', [R1, R2, R5], undefined, 80, 80],
    ['discounted rate keeps its original', [R1, R5], undefined, 90, 100],
    ['tie keeps the first rate', [R1, R2], occ(3), 130, 130],
    ['occupancy changes the winner', [R1, R2, R5], occ(3), 126, 140],
    ['no rates', [], undefined, -1, -1],
    ['null rates', null, undefined, -1, -1],
    ['a free rate (0) is a real lowest rate', [{}, R1], undefined, 0, 0],
  ] as const)('%s', (_name, rates, o, lowest, original) => {
    expect(lowestRate(rates, o)).toEqual({ LowestRate: lowest, OriginalLowestRate: original });
  });
});

describe('edges found by mutation testing', () => {
  it('a tie keeps the first rate and its original', () => {
    expect(
      lowestRate([
        { BaseRate: 50, OriginalBaseRate: 60 },
        { BaseRate: 50, OriginalBaseRate: 70 },
      ]),
    ).toEqual({
      LowestRate: 50,
      OriginalLowestRate: 60,
    });
  });
});

describe('amountPayable', () => {
  it.each([
    // hand-computed: exclusive 13.5% on 200 -> VAT 27, payable 227; inclusive 20% on 240 -> VAT 40 already inside
    [{ totalCost: 200, vatAmount: 27 }, true, 227],
    [{ totalCost: 240, vatAmount: 40 }, false, 240],
    [{ totalCost: 0, vatAmount: 0 }, true, 0],
    [{ totalCost: 99.99, vatAmount: 13.5 }, true, 113.49],
  ])('%o exclusive=%s -> %s', (totals, exclusive, expected) => {
    expect(amountPayable(totals, exclusive)).toBe(expected);
  });
});
