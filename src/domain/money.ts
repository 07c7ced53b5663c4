/**
 * Money: rounding, formatting with the spec's locale/currency table and display-currency
 * conversion. Payment always stays in the property currency; conversion is for display only.
 */

/** Default currency of a property when none is configured (spec section 9). */
export const DEFAULT_CURRENCY = 'GBP';
/** Default locale (manage spec section 9). */
export const DEFAULT_LOCALE = 'en-GB';

/**
 * Locale used to format each currency (spec section 9: "Currency formats (symbol shown)").
 * Decision: the spec's "en-EU" is not a real BCP 47 locale (Intl silently falls back to plain
 * "en" and writes "€1,234.50" only by luck of the default data); we use en-IE, the English
 * locale of a euro country, which formats "€1,234.50" deterministically.
 */
export const CURRENCY_LOCALES: Readonly<Record<string, string>> = Object.freeze({
  GBP: 'en-GB',
  USD: 'en-US',
  AED: 'en-AE',
  ZAR: 'en-ZA',
  DKK: 'en-DK',
  EUR: 'en-IE',
  AUD: 'en-AU',
  CAD: 'en-CA',
  MXN: 'en-MX',
  NGN: 'en-NG',
  KES: 'en-KE',
});

/** Locale for a currency code; unknown currencies use the default locale en-GB. */
export function localeForCurrency(currency: string): string {
  return CURRENCY_LOCALES[currency.toUpperCase()] ?? DEFAULT_LOCALE;
}

/**
 * Rounds to 2 decimals, half away from zero, without binary floating-point surprises
 * (1.005 -> 1.01, -1.005 -> -1.01). Non-finite input gives 0.
 */
export function roundMoney(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const abs = Math.abs(amount);
  // Below half a cent it is 0; at 1e15 and above a double holds no cents. Both guards also keep
  // exponent notation ("1.7e-18", "1e+21") out of the decimal-shift trick below, where
  // "1.7e-18e2" would be NaN (a sum of article prices like 0.11 - 0.12 + 0.01 is 1.7e-18).
  if (abs < 0.005) return 0;
  if (abs >= 1e15) return amount;
  const sign = amount < 0 ? -1 : 1;
  return sign * Number(`${Math.round(Number(`${abs}e2`))}e-2`);
}

/** Rounds to 2 decimals and never goes below zero (all customer-facing totals). */
export function nonNegativeMoney(amount: number): number {
  return Math.max(0, roundMoney(amount));
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat | null {
  const code = currency.toUpperCase();
  const cached = formatters.get(code);
  if (cached) return cached;
  try {
    const f = new Intl.NumberFormat(localeForCurrency(code), {
      style: 'currency',
      currency: code,
      currencyDisplay: 'symbol',
    });
    formatters.set(code, f);
    return f;
  } catch {
    return null;
  }
}

/**
 * Formats an amount in a currency with the spec's locale for that currency, symbol shown
 * (e.g. 1234.5 GBP -> "£1,234.50"). An invalid currency code falls back to "XYZ 1234.50".
 */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  const value = roundMoney(amount);
  const f = formatterFor(currency);
  if (!f) return `${currency} ${value.toFixed(2)}`;
  return f.format(value);
}

/**
 * Exchange rates as GET /api/CurrencyExchangeRate returns them: units of each currency per
 * 1 unit of BaseCurrency. (The base itself is 1 whether or not it is listed.)
 */
export interface ExchangeRates {
  BaseCurrency: string;
  Rates: Readonly<Record<string, number>>;
}

function rateOf(currency: string, rates: ExchangeRates): number | undefined {
  const code = currency.toUpperCase();
  if (code === rates.BaseCurrency.toUpperCase()) return 1;
  const r = rates.Rates[code] ?? 0;
  return r > 0 && Number.isFinite(r) ? r : undefined;
}

/**
 * Converts an amount from one currency to another for display, rounded to 2 decimals.
 * Returns null when a rate is missing or invalid (callers then show the property currency).
 */
export function convertAmount(
  amount: number,
  from: string,
  to: string,
  rates: ExchangeRates | null | undefined,
): number | null {
  if (from.toUpperCase() === to.toUpperCase()) return roundMoney(amount);
  if (!rates) return null;
  const fromRate = rateOf(from, rates);
  const toRate = rateOf(to, rates);
  if (fromRate === undefined || toRate === undefined) return null;
  return roundMoney((amount / fromRate) * toRate);
}

/**
 * Formats a property-currency amount in the display currency when a rate is known,
 * else in the property currency. Payment is always taken in the property currency.
 */
export function formatDisplayMoney(
  amount: number,
  propertyCurrency: string,
  displayCurrency: string,
  rates: ExchangeRates | null | undefined,
): string {
  const converted = convertAmount(amount, propertyCurrency, displayCurrency, rates);
  return converted === null ? formatMoney(amount, propertyCurrency) : formatMoney(converted, displayCurrency);
}
