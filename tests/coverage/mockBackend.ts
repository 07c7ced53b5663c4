/**
 * The mock backend in Node for the models (tests/coverage/models.ts): the app's own loaders and
 * actors run against it, seeded for today as the browser's mock seeds itself, so what the models
 * decide is what the page decides in the model-based e2e.
 */
import { createActor, toPromise, type PromiseActorLogic } from 'xstate';
import { createCookieFetch, mockAnswer, resetMockDb, takeUnanswered } from '@mocks/node';
import { TODAY } from '../support/groupStay';

/** Runs `work` with the app's client talking to the mock (a browser's cookies and XSRF header around it). */
export async function withMockBackend<T>(work: () => Promise<T>): Promise<T> {
  const sent = globalThis.fetch;
  globalThis.fetch = createCookieFetch('http://localhost', mockAnswer);
  try {
    await resetMockDb(TODAY);
    // the page's first call is answered with its anti-forgery cookie (the app's calls may come from a cache)
    await globalThis.fetch('/api/Property/SEAVIEW');
    const result = await work();
    // every call of the app's code was the mock's to answer (no handler missing, none threw)
    const unanswered = takeUnanswered();
    if (unanswered.length) throw new Error(`the mock could not answer: ${unanswered.join('; ')}`);
    return result;
  } finally {
    globalThis.fetch = sent;
  }
}

/** A call's answer, as the app's actor gives it. */
export const answer = <T, I>(logic: PromiseActorLogic<T, I>, input: I): Promise<T> =>
  toPromise(createActor(logic, { input }).start());
