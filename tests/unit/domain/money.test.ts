import { describe, expect, it } from 'vitest';
import {
  CURRENCY_LOCALES,
  convertAmount,
  formatDisplayMoney,
  formatMoney,
  localeForCurrency,
  nonNegativeMoney,
  roundMoney,
} from '@/domain/money';

/** Intl uses (narrow) no-break spaces; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('roundMoney', () => {
  it.each([
    [0, 0],
    [1, 1],
    [1.004, 1],
    [1.005, 1.01],
    [1.015, 1.02],
    [2.675, 2.68],
    [0.1 + 0.2, 0.3],
    [-1.005, -1.01],
    [-0.001, 0],
    [123.456, 123.46],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    // found by the pricing properties: sums of article prices can be tiny, in exponent notation
    [0.11 - 0.12 + 0.01, 0],
    [-1e-7, 0],
    [0.004999, 0],
    [0.005, 0.01],
    [-0.005, -0.01],
    [1e21, 1e21],
    [-2e15, -2e15],
    [999999999999.995, 1000000000000],
  ])('roundMoney(%s) = %s', (input, expected) => {
    expect(roundMoney(input)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
  });
});

describe('nonNegativeMoney', () => {
  it.each([
    [-5, 0],
    [-0.004, 0],
    [0, 0],
    [10.555, 10.56],
  ])('nonNegativeMoney(%s) = %s', (input, expected) => {
    expect(nonNegativeMoney(input)).toBe(expected);
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

describe('formatMoney', () => {
  it.each([
    [1234.5, 'GBP', '£1,234.50'],
    [1234.5, 'USD', '$1,234.50'],
    [1234.5, 'AED', 'AED 1,234.50'],
    [1234.5, 'ZAR', 'R 1 234,50'],
    [1234.5, 'DKK', '1.234,50 kr.'],
    [1234.5, 'EUR', '€1,234.50'],
    [1234.5, 'AUD', '$1,234.50'],
    [1234.5, 'CAD', '$1,234.50'],
    [1234.5, 'MXN', 'MX$1,234.50'],
    [1234.5, 'NGN', '₦1,234.50'],
    [1234.5, 'KES', 'Ksh 1,234.50'],
    [0, 'GBP', '£0.00'],
    [99.999, 'GBP', '£100.00'],
    [1.005, 'GBP', '£1.01'],
  ])('formatMoney(%s, %s) = %s', (amount, currency, expected) => {
    expect(plain(formatMoney(amount, currency))).toBe(expected);
  });

  it('defaults to GBP', () => {
    expect(formatMoney(12)).toBe('£12.00');
  });

  it('falls back to "CODE amount" for an invalid currency code', () => {
    expect(formatMoney(12.5, 'NOTACODE')).toBe('NOTACODE 12.50');
  });
});

describe('convertAmount', () => {
  const rates = { BaseCurrency: 'GBP', Rates: { EUR: 1.2, USD: 1.25, ZAR: 0 } };
  it.each([
    [100, 'GBP', 'EUR', 120],
    [100, 'GBP', 'USD', 125],
    [120, 'EUR', 'GBP', 100],
    [120, 'EUR', 'USD', 125],
    [10.01, 'GBP', 'EUR', 12.01],
    [50, 'GBP', 'GBP', 50],
    [50, 'usd', 'USD', 50],
  ])('%s %s -> %s = %s', (amount, from, to, expected) => {
    expect(convertAmount(amount, from, to, rates)).toBe(expected);
  });

  it.each([
    ['GBP', 'JPY'],
    ['JPY', 'GBP'],
    ['GBP', 'ZAR'],
  ])('returns null without a usable rate (%s -> %s)', (from, to) => {
    expect(convertAmount(10, from, to, rates)).toBeNull();
  });

  it('returns null without rates unless the currency is the same', () => {
    expect(convertAmount(10, 'GBP', 'EUR', null)).toBeNull();
    expect(convertAmount(10, 'GBP', 'GBP', null)).toBe(10);
  });

  it('treats a lower-case base as the base', () => {
    expect(convertAmount(10, 'gbp', 'EUR', { BaseCurrency: 'gbp', Rates: { EUR: 2 } })).toBe(20);
  });
});

describe('formatDisplayMoney', () => {
  const rates = { BaseCurrency: 'GBP', Rates: { EUR: 1.2 } };
  it('shows the converted amount in the display currency', () => {
    expect(formatDisplayMoney(100, 'GBP', 'EUR', rates)).toBe('€120.00');
  });
  it('falls back to the property currency when no rate is known', () => {
    expect(formatDisplayMoney(100, 'GBP', 'USD', rates)).toBe('£100.00');
    expect(formatDisplayMoney(100, 'GBP', 'USD', undefined)).toBe('£100.00');
  });
});

describe('edges found by mutation testing', () => {
  it('an infinite or negative rate is not usable', () => {
    const rates = { BaseCurrency: 'GBP', Rates: { EUR: Number.POSITIVE_INFINITY, USD: -1 } };
    expect(convertAmount(10, 'GBP', 'EUR', rates)).toBeNull();
    expect(convertAmount(10, 'GBP', 'USD', rates)).toBeNull();
  });
  it('lower-case currency codes format like upper-case ones', () => {
    expect(formatMoney(1, 'eur')).toBe('€1.00');
  });
});
