import type { ComponentType } from 'react';
import { usePropertyData } from '@/ui/useProperty';

/**
 * A route whose pages show prices: its screen is wrapped in the display-currency provider, whose
 * code (money formatting, the rates machine) loads with the route, not with the app's first load.
 * The display currency is the property's unless the guest chose another (the charge stays in the
 * property currency).
 */
export function pricedRoute(load: () => Promise<{ Component: ComponentType }>) {
  return async () => {
    const [route, { CurrencyProvider }] = await Promise.all([load(), import('./CurrencyProvider')]);
    const Screen = route.Component;
    function Priced() {
      const { property } = usePropertyData();
      return (
        <CurrencyProvider
          key={property.PropertyId}
          propertyCurrency={property.Currency}
          currencies={property.AvailableCurrencies.length ? property.AvailableCurrencies : [property.Currency]}
        >
          <Screen />
        </CurrencyProvider>
      );
    }
    return { ...route, Component: Priced };
  };
}
