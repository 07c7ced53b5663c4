import { fromCall } from '../fromCall';
import { api, call } from '@/api/client';
import type { ExchangeRates } from '@/domain/money';

/** GET /api/CurrencyExchangeRate: units of each currency per 1 unit of the property currency. */
export const loadExchangeRates = fromCall<ExchangeRates, { baseCurrency: string }>(({ input, signal }) =>
  call(api.GET('/api/CurrencyExchangeRate', { params: { query: { baseCurrency: input.baseCurrency } }, signal })),
);
