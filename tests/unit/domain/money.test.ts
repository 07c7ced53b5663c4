import { describe, expect, it } from 'vitest';
import {
  CURRENCY_LOCALES,
  convertAmount,
  formatDisplayMoney,
  formatFromPrice,
  formatMoney,
  localeForCurrency,
  minorDigits,
  nonNegative,
  roundMinor,
  toDecimal,
  toMinor,
} from '@/domain/money';

/** Intl uses (narrow) no-break spaces; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('minorDigits (Intl.NumberFormat)', () => {
  it.each([
    ['GBP', 2],
    ['EUR', 2],
    ['USD', 2],
    ['gbp', 2],
    ['JPY', 0],
    ['KWD', 3],
    ['BHD', 3],
    ['NOTACODE', 2],
  ])('%s has %s minor digits', (currency, digits) => {
    expect(minorDigits(currency)).toBe(digits);
  });
});

describe('toMinor (half away from zero on the decimal as written)', () => {
  it.each([
    [0, 'GBP', 0],
    [1, 'GBP', 100],
    [125.5, 'GBP', 12550],
    [1.004, 'GBP', 100],
    [1.005, 'GBP', 101],
    [1.015, 'GBP', 102],
    [2.675, 'GBP', 268],
    [0.1 + 0.2, 'GBP', 30],
    [-1.005, 'GBP', -101],
    [-0.001, 'GBP', 0],
    [123.456, 'GBP', 12346],
    [Number.NaN, 'GBP', 0],
    [Number.POSITIVE_INFINITY, 'GBP', 0],
    // found by the pricing properties: sums of article prices can be tiny, in exponent notation
    [0.11 - 0.12 + 0.01, 'GBP', 0],
    [-1e-7, 'GBP', 0],
    [0.004999, 'GBP', 0],
    [0.005, 'GBP', 1],
    [-0.005, 'GBP', -1],
    [999999999999.995, 'GBP', 100000000000000],
    [1234.5, 'JPY', 1235],
    [1234.4, 'JPY', 1234],
    [-0.5, 'JPY', -1],
    [1.0005, 'KWD', 1001],
    [1.2345, 'KWD', 1235],
    [0.001, 'KWD', 1],
  ])('toMinor(%s, %s) = %s', (input, currency, expected) => {
    expect(toMinor(input, currency)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(toMinor(-0.001, 'GBP'), 0)).toBe(true);
    expect(Object.is(toMinor(-0, 'GBP'), 0)).toBe(true);
  });

  it('defaults to GBP', () => {
    expect(toMinor(12.5)).toBe(1250);
  });
});

describe('toDecimal', () => {
  it.each([
    [0, 'GBP', 0],
    [12550, 'GBP', 125.5],
    [101, 'GBP', 1.01],
    [-101, 'GBP', -1.01],
    [1, 'GBP', 0.01],
    [1235, 'JPY', 1235],
    [1001, 'KWD', 1.001],
    [1, 'KWD', 0.001],
    [100000000000000, 'GBP', 1000000000000],
    // not a whole minor unit: rounded first, half away from zero
    [100.5, 'GBP', 1.01],
    [Number.NaN, 'GBP', 0],
  ])('toDecimal(%s, %s) = %s', (input, currency, expected) => {
    expect(toDecimal(input, currency)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(toDecimal(-0.4, 'GBP'), 0)).toBe(true);
  });
});

describe('roundMinor', () => {
  it.each([
    [0, 0],
    [2.5, 3],
    [-2.5, -3],
    [2.4999999999999996, 3],
    [2.49, 2],
    [1666.6666666666667, 1667],
    [Number.NaN, 0],
    [1e21, 1e21],
  ])('roundMinor(%s) = %s', (input, expected) => {
    expect(roundMinor(input)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundMinor(-0.2), 0)).toBe(true);
  });
});

/**
 * toMinor, toDecimal and roundMinor answer most amounts without a string (their fast paths);
 * they must answer exactly as the decimal-string arithmetic does. The reference below is that
 * arithmetic alone, compared over amounts written with 1-4 decimals (halves and their float
 * noise included), computed prices, and whole and fractional minor units.
 */
describe('money arithmetic: the fast paths answer as the decimal strings do', () => {
  const shift = (abs: number, places: number) => {
    const [mantissa = '0', exponent = '0'] = String(abs).split('e');
    return Number(`${mantissa}e${Number(exponent) + places}`);
  };
  const reference = {
    toMinor: (d: number, c: string) => (d < 0 ? -1 : 1) * Math.round(shift(Math.abs(d), minorDigits(c))) + 0,
    roundMinor: (a: number) => {
      const abs = Math.abs(a);
      return (a < 0 ? -1 : 1) * Math.round(abs < 1e15 ? Number(abs.toFixed(9)) : abs) + 0;
    },
    toDecimal: (m: number, c: string) => {
      const whole = reference.roundMinor(m);
      return (whole < 0 ? -1 : 1) * shift(Math.abs(whole), -minorDigits(c)) + 0;
    },
  };
  let seed = 20261127;
  const random = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  const amounts: number[] = [];
  for (let i = 0; i < 4000; i++) {
    const places = 1 + (i % 4);
    const written = Math.floor(random() * 10 ** (3 + (i % 5))) / 10 ** places;
    // halves as written (x.xx5), their float noise, and prices as the mock computes them
    amounts.push(
      written,
      written + 0.005,
      (written + 0.005) * 3,
      85 * 1.2 * 1.15 * (0.95 + random() / 10) * (1 + i / 20),
    );
    amounts.push(-written - 0.005);
  }

  it.each(['GBP', 'JPY', 'KWD'])('toMinor in %s', (currency) => {
    const differ = amounts.filter((a) => toMinor(a, currency) !== reference.toMinor(a, currency));
    expect(differ).toEqual([]);
    // the cases the fast path must leave to the strings are among them
    expect(amounts.some((a) => Math.abs(((Math.abs(a) * 100) % 1) - 0.5) < 1e-6)).toBe(true);
  });

  it('roundMinor and toDecimal', () => {
    const minors = amounts.flatMap((a) => [a * 100, Math.round(a * 100), a * 100 + 0.5, -(a * 100) - 0.5]);
    expect(minors.filter((m) => roundMinor(m) !== reference.roundMinor(m))).toEqual([]);
    for (const currency of ['GBP', 'JPY', 'KWD'])
      expect(minors.filter((m) => toDecimal(m, currency) !== reference.toDecimal(m, currency))).toEqual([]);
  });
});

describe('nonNegative', () => {
  it.each([
    [-500, 0],
    [0, 0],
    [1056, 1056],
  ])('nonNegative(%s) = %s', (input, expected) => {
    expect(nonNegative(input)).toBe(expected);
  });
});

describe('currency locale table (spec section 9)', () => {
  it.each([
    ['GBP', 'en-GB'],
    ['USD', 'en-US'],
    ['AED', 'en-AE'],
    ['ZAR', 'en-ZA'],
    ['DKK', 'en-DK'],
    ['EUR', 'en-IE'],
    ['AUD', 'en-AU'],
    ['CAD', 'en-CA'],
    ['MXN', 'en-MX'],
    ['NGN', 'en-NG'],
    ['KES', 'en-KE'],
    ['gbp', 'en-GB'],
    ['JPY', 'en-GB'],
  ])('%s uses %s', (currency, locale) => {
    expect(localeForCurrency(currency)).toBe(locale);
  });

  it('has exactly the eleven currencies of the spec', () => {
    expect(Object.keys(CURRENCY_LOCALES).sort()).toEqual([
      'AED',
      'AUD',
      'CAD',
      'DKK',
      'EUR',
      'GBP',
      'KES',
      'MXN',
      'NGN',
      'USD',
      'ZAR',
    ]);
  });
});

describe('formatMoney (minor units)', () => {
  it.each([
    [123450, 'GBP', '£1,234.50'],
    [123450, 'USD', '$1,234.50'],
    [123450, 'AED', 'AED 1,234.50'],
    [123450, 'ZAR', 'R 1 234,50'],
    [123450, 'DKK', '1.234,50 kr.'],
    [123450, 'EUR', '€1,234.50'],
    [123450, 'AUD', '$1,234.50'],
    [123450, 'CAD', '$1,234.50'],
    [123450, 'MXN', 'MX$1,234.50'],
    [123450, 'NGN', '₦1,234.50'],
    [123450, 'KES', 'Ksh 1,234.50'],
    [0, 'GBP', '£0.00'],
    [10000, 'GBP', '£100.00'],
    [101, 'GBP', '£1.01'],
    [-101, 'GBP', '-£1.01'],
    [1235, 'JPY', 'JP¥1,235'],
    [1234500, 'KWD', 'KWD 1,234.500'],
  ])('formatMoney(%s, %s) = %s', (amount, currency, expected) => {
    expect(plain(formatMoney(amount, currency))).toBe(expected);
  });

  it('defaults to GBP', () => {
    expect(formatMoney(1200)).toBe('£12.00');
  });

  it('falls back to "CODE amount" for an invalid currency code', () => {
    expect(formatMoney(1250, 'NOTACODE')).toBe('NOTACODE 12.50');
  });
});

describe('convertAmount (minor units of each currency)', () => {
  const rates = { BaseCurrency: 'GBP', Rates: { EUR: 1.2, USD: 1.25, ZAR: 0, JPY: 190.5, KWD: 0.38 } };
  it.each([
    [10000, 'GBP', 'EUR', 12000],
    [10000, 'GBP', 'USD', 12500],
    [12000, 'EUR', 'GBP', 10000],
    [12000, 'EUR', 'USD', 12500],
    [1001, 'GBP', 'EUR', 1201],
    [5000, 'GBP', 'GBP', 5000],
    [5000, 'usd', 'USD', 5000],
    // £100.00 = ¥19,050 (no minor unit); ¥19,050 = £100.00; £100.00 = 38.000 KWD (three digits)
    [10000, 'GBP', 'JPY', 19050],
    [19050, 'JPY', 'GBP', 10000],
    [10000, 'GBP', 'KWD', 38000],
    [12345, 'GBP', 'JPY', 23517],
  ])('%s %s -> %s = %s', (amount, from, to, expected) => {
    expect(convertAmount(amount, from, to, rates)).toBe(expected);
  });

  it.each([
    ['GBP', 'CHF'],
    ['CHF', 'GBP'],
    ['GBP', 'ZAR'],
  ])('returns null without a usable rate (%s -> %s)', (from, to) => {
    expect(convertAmount(1000, from, to, rates)).toBeNull();
  });

  it('returns null without rates unless the currency is the same', () => {
    expect(convertAmount(1000, 'GBP', 'EUR', null)).toBeNull();
    expect(convertAmount(1000, 'GBP', 'GBP', null)).toBe(1000);
  });

  it('treats a lower-case base as the base', () => {
    expect(convertAmount(1000, 'gbp', 'EUR', { BaseCurrency: 'gbp', Rates: { EUR: 2 } })).toBe(2000);
  });
});

describe('formatDisplayMoney', () => {
  const rates = { BaseCurrency: 'GBP', Rates: { EUR: 1.2, JPY: 190.5 } };
  it('shows the converted amount in the display currency', () => {
    expect(formatDisplayMoney(10000, 'GBP', 'EUR', rates)).toBe('€120.00');
    expect(plain(formatDisplayMoney(10000, 'GBP', 'JPY', rates))).toBe('JP¥19,050');
  });
  it('falls back to the property currency when no rate is known', () => {
    expect(formatDisplayMoney(10000, 'GBP', 'USD', rates)).toBe('£100.00');
    expect(formatDisplayMoney(10000, 'GBP', 'USD', undefined)).toBe('£100.00');
  });
});

describe('edges found by mutation testing', () => {
  it('an infinite or negative rate is not usable', () => {
    const rates = { BaseCurrency: 'GBP', Rates: { EUR: Number.POSITIVE_INFINITY, USD: -1 } };
    expect(convertAmount(1000, 'GBP', 'EUR', rates)).toBeNull();
    expect(convertAmount(1000, 'GBP', 'USD', rates)).toBeNull();
  });
  it('lower-case currency codes format like upper-case ones', () => {
    expect(formatMoney(100, 'eur')).toBe('€1.00');
  });
});

describe('formatFromPrice (a "from" price under a calendar day)', () => {
  it('whole units, rounded up so it never promises less than the price', () => {
    expect(formatFromPrice(84.5, 'GBP')).toBe('£85');
    expect(formatFromPrice(120, 'GBP')).toBe('£120');
    expect(formatFromPrice(120.01, 'GBP')).toBe('£121');
    expect(formatFromPrice(1234, 'GBP')).toBe('£1,234');
    // the currency's own locale: euros in Ireland, dollars in the US
    expect(formatFromPrice(99.2, 'EUR')).toBe('€100');
    expect(formatFromPrice(99, 'USD')).toBe('$99');
  });
});
