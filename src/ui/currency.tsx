import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api, call } from '@/api/client';
import { formatDisplayMoney, formatMoney, type ExchangeRates } from '@/domain/money';

interface MoneyContextValue {
  propertyCurrency: string;
  displayCurrency: string;
  currencies: string[];
  setDisplayCurrency: (currency: string) => void;
  /** an amount in the property currency, shown in the display currency */
  format: (amount: number) => string;
  /** true when prices are shown converted (the charge stays in the property currency) */
  converted: boolean;
}

const MoneyContext = createContext<MoneyContextValue | null>(null);

const KEY = 'hbe:display-currency';

/**
 * Display currency for properties with several AvailableCurrencies: prices are converted with
 * the exchange rates for display only; the charge is always in the property currency.
 */
export function CurrencyProvider({
  propertyId,
  propertyCurrency,
  currencies,
  children,
}: {
  propertyId: number;
  propertyCurrency: string;
  currencies: string[];
  children: ReactNode;
}) {
  const [displayCurrency, setDisplay] = useState(() => {
    try {
      const saved = sessionStorage.getItem(KEY);
      return saved && currencies.includes(saved) ? saved : propertyCurrency;
    } catch {
      return propertyCurrency;
    }
  });
  const [rates, setRates] = useState<ExchangeRates | null>(null);
  useEffect(() => {
    if (displayCurrency === propertyCurrency || rates) return undefined;
    const controller = new AbortController();
    call(
      api.GET('/api/CurrencyExchangeRate', {
        params: { query: { baseCurrency: propertyCurrency } },
        signal: controller.signal,
      }),
    ).then(
      (answer) => setRates(answer),
      () => {
        // without rates prices simply stay in the property currency
      },
    );
    return () => controller.abort();
  }, [displayCurrency, propertyCurrency, propertyId, rates]);
  const setDisplayCurrency = useCallback((currency: string) => {
    setDisplay(currency);
    try {
      sessionStorage.setItem(KEY, currency);
    } catch {
      // not remembered: fine
    }
  }, []);
  const value = useMemo<MoneyContextValue>(
    () => ({
      propertyCurrency,
      displayCurrency,
      currencies,
      setDisplayCurrency,
      format: (amount) => formatDisplayMoney(amount, propertyCurrency, displayCurrency, rates),
      converted: displayCurrency !== propertyCurrency && rates !== null,
    }),
    [propertyCurrency, displayCurrency, currencies, setDisplayCurrency, rates],
  );
  return <MoneyContext.Provider value={value}>{children}</MoneyContext.Provider>;
}

/** The money formatter of the current page (property currency outside a CurrencyProvider). */
export function useMoney(fallbackCurrency = 'GBP'): MoneyContextValue {
  const value = useContext(MoneyContext);
  return (
    value ?? {
      propertyCurrency: fallbackCurrency,
      displayCurrency: fallbackCurrency,
      currencies: [fallbackCurrency],
      setDisplayCurrency: () => {},
      format: (amount: number) => formatMoney(amount, fallbackCurrency),
      converted: false,
    }
  );
}

export function CurrencySelector() {
  const money = useMoney();
  if (money.currencies.length < 2) return null;
  return (
    <label className="currency-selector">
      Show prices in
      <select value={money.displayCurrency} onChange={(e) => money.setDisplayCurrency(e.target.value)}>
        {money.currencies.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </label>
  );
}
