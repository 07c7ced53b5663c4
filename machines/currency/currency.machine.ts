import { assign, setup } from 'xstate';
import type { ExchangeRates } from '@/domain/money';
import { loadExchangeRates } from './currency.actors';

export interface CurrencyInput {
  propertyCurrency: string;
  /** the display currency the guest chose before (remembered for the session), else the property's */
  displayCurrency: string;
}

export interface CurrencyContext extends CurrencyInput {
  /** exchange rates based on the property currency; null until a display currency needs them */
  rates: ExchangeRates | null;
}

export type CurrencyEvent = { type: 'currency.chosen'; currency: string } | { type: 'rates.retry' };

/**
 * The display currency of a property's prices (spec: several AvailableCurrencies). Prices are
 * converted for display only; the charge is always in the property currency. The exchange rates
 * are loaded once, the first time a currency other than the property's is shown; while they load,
 * or when they cannot be loaded, prices stay in the property currency: a failure is said
 * (`ratesFailed`) with a retry, and choosing again retries too.
 * `remember` (the session's memory of the choice) is provided where the machine is mounted.
 */
export const currencyMachine = setup({
  types: {
    context: {} as CurrencyContext,
    input: {} as CurrencyInput,
    events: {} as CurrencyEvent,
  },
  actors: { loadExchangeRates },
  actions: {
    choose: assign({ displayCurrency: (_, params: { currency: string }) => params.currency }),
    remember: (_, _params: { currency: string }) => {},
  },
  guards: {
    needsRates: ({ context }) =>
      context.rates === null && context.displayCurrency.toUpperCase() !== context.propertyCurrency.toUpperCase(),
  },
}).createMachine({
  id: 'currency',
  context: ({ input }) => ({ ...input, rates: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'needsRates', target: 'loadingRates' }, { target: 'ready' }],
    },
    ready: {
      on: {
        'currency.chosen': {
          target: 'deciding',
          actions: [
            { type: 'choose', params: ({ event }) => ({ currency: event.currency }) },
            { type: 'remember', params: ({ event }) => ({ currency: event.currency }) },
          ],
        },
      },
    },
    ratesFailed: {
      on: {
        'rates.retry': { target: 'loadingRates' },
        'currency.chosen': {
          target: 'deciding',
          actions: [
            { type: 'choose', params: ({ event }) => ({ currency: event.currency }) },
            { type: 'remember', params: ({ event }) => ({ currency: event.currency }) },
          ],
        },
      },
    },
    loadingRates: {
      invoke: {
        src: 'loadExchangeRates',
        input: ({ context }) => ({ baseCurrency: context.propertyCurrency }),
        onDone: { target: 'ready', actions: assign({ rates: ({ event }) => event.output }) },
        // without rates prices stay in the property currency, and the guest is told
        onError: { target: 'ratesFailed' },
      },
      on: {
        'currency.chosen': {
          actions: [
            { type: 'choose', params: ({ event }) => ({ currency: event.currency }) },
            { type: 'remember', params: ({ event }) => ({ currency: event.currency }) },
          ],
        },
      },
    },
  },
});
