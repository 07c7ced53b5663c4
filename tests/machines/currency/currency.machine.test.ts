import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { currencyMachine } from '@machines/currency/currency.machine';
import type { ExchangeRates } from '@/domain/money';

const rates: ExchangeRates = { BaseCurrency: 'GBP', Rates: { EUR: 1.17, USD: 1.27 } };

function start(displayCurrency: string, answers: Array<ExchangeRates | Error> = [rates]) {
  const loads: string[] = [];
  const remember = vi.fn();
  const machine = currencyMachine.provide({
    actions: { remember: (_, params) => remember(params.currency) },
    actors: {
      loadExchangeRates: fromPromise<ExchangeRates, { baseCurrency: string }>(async ({ input }) => {
        loads.push(input.baseCurrency);
        const answer = answers[Math.min(loads.length - 1, answers.length - 1)]!;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  const actor = createActor(machine, { input: { propertyCurrency: 'GBP', displayCurrency } }).start();
  return { actor, loads, remember };
}

describe('display currency (prices shown in another currency; the charge stays in the property currency)', () => {
  it('in the property currency no exchange rates are loaded', () => {
    const { actor, loads } = start('GBP');
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'currency.chosen', currency: 'GBP' });
    expect(loads).toEqual([]);
    expect(actor.getSnapshot().context.rates).toBeNull();
  });

  it('choosing another currency loads the rates of the property currency once, and remembers the choice', async () => {
    const { actor, loads, remember } = start('GBP');
    actor.send({ type: 'currency.chosen', currency: 'EUR' });
    expect(actor.getSnapshot().context.displayCurrency).toBe('EUR');
    await waitFor(actor, (s) => s.context.rates !== null);
    expect(actor.getSnapshot().context.rates).toEqual(rates);
    actor.send({ type: 'currency.chosen', currency: 'USD' });
    actor.send({ type: 'currency.chosen', currency: 'GBP' });
    expect(loads).toEqual(['GBP']);
    expect(remember.mock.calls.map(([currency]) => currency)).toEqual(['EUR', 'USD', 'GBP']);
  });

  it('a display currency remembered from earlier in the session loads the rates at once', async () => {
    const { actor, loads } = start('EUR');
    expect(actor.getSnapshot().matches('loadingRates')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads).toEqual(['GBP']);
    expect(actor.getSnapshot().context.rates).toEqual(rates);
  });

  it(
    'without rates prices stay in the property currency and the failure is said; ' + 'a retry or a choice tries again',
    async () => {
      const { actor, loads } = start('GBP', [new Error('offline'), new Error('offline'), rates]);
      actor.send({ type: 'currency.chosen', currency: 'EUR' });
      await waitFor(actor, (s) => s.matches('ratesFailed'));
      expect(actor.getSnapshot().context.rates).toBeNull();
      actor.send({ type: 'rates.retry' });
      await waitFor(actor, (s) => s.matches('ratesFailed') && loads.length === 2);
      actor.send({ type: 'currency.chosen', currency: 'EUR' });
      await waitFor(actor, (s) => s.context.rates !== null);
      expect(actor.getSnapshot().matches('ready')).toBe(true);
      expect(loads).toEqual(['GBP', 'GBP', 'GBP']);
    },
  );

  it('a choice made while the rates load is kept', async () => {
    const { actor } = start('GBP');
    actor.send({ type: 'currency.chosen', currency: 'EUR' });
    actor.send({ type: 'currency.chosen', currency: 'USD' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ displayCurrency: 'USD', rates });
  });
});
