/**
 * Money: amounts in integer minor units, formatting with the spec's locale/currency table and
 * display-currency conversion. Payment always stays in the property currency; conversion is for
 * display only.
 *
 * DECISION (money in minor units, docs/decisions.md "Money in minor units"):
 * - Every amount the app computes with (costs, sums, VAT, discounts, totals) is a `Minor`: an
 *   integer count of the currency's minor unit (pence, cents; yen have none, dinars have
 *   thousandths). How many digits a currency has comes from Intl.NumberFormat (`minorDigits`):
 *   GBP/EUR/USD 2, JPY 0, KWD/BHD 3. Sums of integers are exact, so no total drifts by a minor
 *   unit whatever the order of its items.
 * - The API speaks decimals (125.5 GBP). The conversion happens only at its edge: `toMinor`
 *   when an amount comes in (a rate plan's or a service's price fields, at the start of
 *   roomCost/serviceCost; a voucher discount; a confirmation's totals before they are shown),
 *   `toDecimal` when one goes out (a booking room's TotalCost, analytics values, the mock
 *   backend's answers).
 * - `toMinor` rounds half away from zero on the decimal as written (1.005 -> 101, -1.005 ->
 *   -101): it shifts the decimal point of the number's shortest representation, so the binary
 *   value 1.00499999... of "1.005" does not round down.
 * - A price field is rounded to minor units once, as it arrives; multiplying it by guests,
 *   nights or a quantity is then exact (integer x integer).
 * - VAT is computed per basket item on the item's total, and rounded half away from zero once
 *   per item (pricing.ts `vatAmount`, exact rational arithmetic); the basket's VAT is the sum
 *   of its items' VAT.
 */

/**
 * An amount in integer minor units of its currency (12550 = £125.50; 125 = ¥125). A documented
 * alias of number rather than a brand, so view models and components keep plain numbers; the
 * name says which unit a value is in.
 */
export type Minor = number;

/** Default currency of a property when none is configured (spec section 9). */
export const DEFAULT_CURRENCY = 'GBP';
/** Default locale (manage spec section 9). */
export const DEFAULT_LOCALE = 'en-GB';
/** Minor digits assumed for a currency code Intl does not accept. */
const FALLBACK_MINOR_DIGITS = 2;

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

const formatters = new Map<string, Intl.NumberFormat | null>();
const digits = new Map<string, number>();

function formatterFor(currency: string, wholeUnits = false): Intl.NumberFormat | null {
  const code = currency.toUpperCase();
  const key = wholeUnits ? `${code}:whole` : code;
  const cached = formatters.get(key);
  if (cached !== undefined) return cached;
  let f: Intl.NumberFormat | null;
  try {
    f = new Intl.NumberFormat(localeForCurrency(code), {
      style: 'currency',
      currency: code,
      currencyDisplay: 'symbol',
      ...(wholeUnits ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
  } catch {
    f = null;
  }
  formatters.set(key, f);
  return f;
}

/**
 * Digits of a currency's minor unit, as Intl.NumberFormat formats it: GBP, EUR, USD 2; JPY 0;
 * KWD, BHD 3. A code Intl does not accept counts 2. Cached per currency.
 */
export function minorDigits(currency: string = DEFAULT_CURRENCY): number {
  // as asked first (prices ask thousands of times per search), then in capitals
  const asked = digits.get(currency);
  if (asked !== undefined) return asked;
  const code = currency.toUpperCase();
  const cached = digits.get(code);
  if (cached !== undefined) {
    digits.set(currency, cached);
    return cached;
  }
  const f = formatterFor(code);
  const found = f ? (f.resolvedOptions().maximumFractionDigits ?? FALLBACK_MINOR_DIGITS) : FALLBACK_MINOR_DIGITS;
  digits.set(code, found);
  digits.set(currency, found);
  return found;
}

/**
 * `abs` (>= 0) times 10^places, exactly on its shortest decimal representation ("1.005" shifted
 * by 2 is 100.5, not 100.49999999999999). Exponent notation ("1.7e-18", "1e+21") is shifted too.
 */
function shiftDecimal(abs: number, places: number): number {
  const [mantissa = '0', exponent = '0'] = String(abs).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * A decimal amount (as the API sends it) in integer minor units of its currency, rounded half
 * away from zero on the decimal as written: toMinor(125.5, 'GBP') = 12550,
 * toMinor(1.005, 'GBP') = 101, toMinor(-1.005, 'GBP') = -101, toMinor(1234.5, 'JPY') = 1235.
 * Non-finite input gives 0; never negative zero.
 */
export function toMinor(decimal: number, currency: string = DEFAULT_CURRENCY): Minor {
  if (!Number.isFinite(decimal)) return 0;
  const sign = decimal < 0 ? -1 : 1;
  const abs = Math.abs(decimal);
  const places = minorDigits(currency);
  // Fast path (prices are computed thousands of times per search): the float product differs
  // from the decimal shift by under 1e-7 below 1e8 minor units, so unless it lies that close to
  // a half its rounding is the decimal's. Near a half (1.005 * 100 = 100.49999999999999) the
  // decimal as written decides.
  const product = abs * 10 ** places;
  if (product < 1e8 && Math.abs(product - Math.floor(product) - 0.5) > 1e-6) return sign * Math.round(product) + 0;
  return sign * Math.round(shiftDecimal(abs, places)) + 0;
}

/**
 * Integer minor units as the decimal the API takes: toDecimal(12550, 'GBP') = 125.5,
 * toDecimal(1235, 'JPY') = 1235, toDecimal(1, 'KWD') = 0.001. A fractional input is first
 * rounded half away from zero to whole minor units; non-finite input gives 0.
 */
export function toDecimal(minor: Minor, currency: string = DEFAULT_CURRENCY): number {
  const whole = roundMinor(minor);
  const sign = whole < 0 ? -1 : 1;
  const abs = Math.abs(whole);
  // a whole number over a power of ten is correctly rounded, as parsing "12345e-2" is: the same
  // double, without the string
  if (abs <= Number.MAX_SAFE_INTEGER) return (sign * abs) / 10 ** minorDigits(currency) + 0;
  return sign * shiftDecimal(abs, -minorDigits(currency)) + 0;
}

/**
 * A computed (possibly fractional) minor-unit amount rounded to a whole one, half away from
 * zero (2.5 -> 3, -2.5 -> -3). Float noise below 1e-9 of a unit is ignored. Non-finite gives 0.
 */
export function roundMinor(amount: number): Minor {
  if (!Number.isFinite(amount)) return 0;
  const sign = amount < 0 ? -1 : 1;
  const abs = Math.abs(amount);
  if (Number.isInteger(abs)) return sign * abs + 0;
  // away from a half (by more than the noise ignored below) the nearest whole unit is plain
  if (Math.abs(abs - Math.floor(abs) - 0.5) > 1e-6) return sign * Math.round(abs) + 0;
  // 2.4999999999999996 (float noise of an exact 2.5) rounds as 2.5
  const clean = abs < 1e15 ? Number(abs.toFixed(9)) : abs;
  return sign * Math.round(clean) + 0;
}

/** Never below zero (every customer-facing total). */
export function nonNegative(amount: Minor): Minor {
  return Math.max(0, amount);
}

/**
 * Formats minor units of a currency with the spec's locale for that currency, symbol shown
 * (e.g. 123450 GBP -> "£1,234.50"; 1235 JPY -> "¥1,235"). An invalid currency code falls back
 * to "XYZ 1234.50".
 */
export function formatMoney(amount: Minor, currency: string = DEFAULT_CURRENCY): string {
  const value = toDecimal(amount, currency);
  const f = formatterFor(currency);
  if (!f) return `${currency} ${value.toFixed(minorDigits(currency))}`;
  return f.format(value);
}

/**
 * A "from" price in whole units of the currency, rounded up so it never promises less than the
 * price (84.50 GBP -> "£85"; 120 -> "£120"): what fits under a calendar day.
 */
export function formatFromPrice(decimal: number, currency: string = DEFAULT_CURRENCY): string {
  const whole = Math.ceil(decimal - 1e-9);
  return formatterFor(currency, true)?.format(whole) ?? `${currency} ${whole}`;
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
 * Converts minor units of one currency into minor units of another for display (each with its
 * own minor digits), rounded half away from zero. Returns null when a rate is missing or invalid
 * (callers then show the property currency).
 */
export function convertAmount(
  amount: Minor,
  from: string,
  to: string,
  rates: ExchangeRates | null | undefined,
): Minor | null {
  if (from.toUpperCase() === to.toUpperCase()) return roundMinor(amount);
  if (!rates) return null;
  const fromRate = rateOf(from, rates);
  const toRate = rateOf(to, rates);
  if (fromRate === undefined || toRate === undefined) return null;
  return toMinor((toDecimal(amount, from) / fromRate) * toRate, to);
}

/**
 * Formats minor units of the property currency in the display currency when a rate is known,
 * else in the property currency. Payment is always taken in the property currency.
 */
export function formatDisplayMoney(
  amount: Minor,
  propertyCurrency: string,
  displayCurrency: string,
  rates: ExchangeRates | null | undefined,
): string {
  const converted = convertAmount(amount, propertyCurrency, displayCurrency, rates);
  return converted === null ? formatMoney(amount, propertyCurrency) : formatMoney(converted, displayCurrency);
}
