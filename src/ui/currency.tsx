/**
 * The money formatter of a page and the display-currency selector. The app's CurrencyProvider
 * (src/app/CurrencyProvider.tsx) provides the value: the property currency, the guest's display
 * currency and the exchange rates; outside it prices show in the given currency.
 */
import { createContext, useContext } from 'react';
import { formatMoney, type Minor } from '@/domain/money';
import { commonText as t } from '@/i18n/common';

export interface MoneyContextValue {
  propertyCurrency: string;
  displayCurrency: string;
  currencies: string[];
  setDisplayCurrency: (currency: string) => void;
  /** minor units of the property currency, shown in the display currency */
  format: (amount: Minor) => string;
  /** true when prices are shown converted (the charge stays in the property currency) */
  converted: boolean;
  /** the exchange rates could not be loaded: prices stay in the property currency */
  ratesFailed?: boolean;
  retryRates?: () => void;
}

export const MoneyContext = createContext<MoneyContextValue | null>(null);

/** The money formatter of the current page (property currency outside a CurrencyProvider). */
export function useMoney(fallbackCurrency = 'GBP'): MoneyContextValue {
  const value = useContext(MoneyContext);
  return (
    value ?? {
      propertyCurrency: fallbackCurrency,
      displayCurrency: fallbackCurrency,
      currencies: [fallbackCurrency],
      setDisplayCurrency: () => {},
      format: (amount: Minor) => formatMoney(amount, fallbackCurrency),
      converted: false,
    }
  );
}

export function CurrencySelector() {
  const money = useMoney();
  if (money.currencies.length < 2) return null;
  return (
    <div className="currency-selector">
      <label>
        {t('showPricesIn')}
        <select value={money.displayCurrency} onChange={(e) => money.setDisplayCurrency(e.target.value)}>
          {money.currencies.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <div role="alert">
        {money.ratesFailed ? (
          <p className="currency-selector__failed">
            {t('ratesFailed', { currency: money.propertyCurrency })}{' '}
            <button type="button" className="link-button" onClick={money.retryRates}>
              {t('tryAgain')}
            </button>
          </p>
        ) : null}
      </div>
    </div>
  );
}
