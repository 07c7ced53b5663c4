import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { currencyMachine } from '@machines/currency/currency.machine';
import { formatDisplayMoney } from '@/domain/money';
import { MoneyContext, type MoneyContextValue } from '@/ui/currency';

const KEY = 'hbe:display-currency';

function rememberedCurrency(currencies: string[], propertyCurrency: string): string {
  try {
    const saved = sessionStorage.getItem(KEY);
    return saved && currencies.includes(saved) ? saved : propertyCurrency;
  } catch {
    return propertyCurrency;
  }
}

/**
 * Display currency for properties with several AvailableCurrencies: prices are converted with
 * the exchange rates for display only; the charge is always in the property currency. The
 * choice is remembered for the session; the rates load (currency machine) the first time a
 * currency other than the property's is shown.
 */
export function CurrencyProvider({
  propertyCurrency,
  currencies,
  children,
}: {
  propertyCurrency: string;
  currencies: string[];
  children: ReactNode;
}) {
  const [displayCurrency] = useState(() => rememberedCurrency(currencies, propertyCurrency));
  const actor = useActorRef(
    currencyMachine.provide({
      actions: {
        remember: (_, { currency }) => {
          try {
            sessionStorage.setItem(KEY, currency);
          } catch {
            // not remembered: fine
          }
        },
      },
    }),
    { input: { propertyCurrency, displayCurrency } },
  );
  const display = useSelector(actor, (s) => s.context.displayCurrency);
  const rates = useSelector(actor, (s) => s.context.rates);
  const ratesFailed = useSelector(actor, (s) => s.matches('ratesFailed'));
  const retryRates = useCallback(() => actor.send({ type: 'rates.retry' }), [actor]);
  const setDisplayCurrency = useCallback(
    (currency: string) => actor.send({ type: 'currency.chosen', currency }),
    [actor],
  );
  const value = useMemo<MoneyContextValue>(
    () => ({
      propertyCurrency,
      displayCurrency: display,
      currencies,
      setDisplayCurrency,
      format: (amount) => formatDisplayMoney(amount, propertyCurrency, display, rates),
      converted: display !== propertyCurrency && rates !== null,
      ratesFailed,
      retryRates,
    }),
    [propertyCurrency, display, currencies, setDisplayCurrency, rates, ratesFailed, retryRates],
  );
  return <MoneyContext value={value}>{children}</MoneyContext>;
}
