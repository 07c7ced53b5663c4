/**
 * What every chaos run shares: a seeded generator (a failing seed replays exactly), a network
 * between the guest and the mock that loses requests and answers, fails on the server and answers
 * after the time limit, and the careless guest's actions.
 */
import { createApi, type Api } from '@/api/client';
import { XSRF_COOKIE } from '@/api/middleware';
import { createCookieFetch, mockAnswer } from '@mocks/node';
import { loadMockDb, resetMockDb, snapshotDb, type DbSnapshot } from '@mocks/db';
import { mockToday } from '@mocks/clock';

/** mulberry32: a small seeded generator, the same sequence for the same seed */
export function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Fault = 'none' | 'lostRequest' | 'lostResponse' | 'serverError' | 'tooSlow';
export const FAULTS: Fault[] = ['none', 'lostRequest', 'lostResponse', 'serverError', 'tooSlow'];
/** each faulted call: answered normally half the time, else one of the four faults */
const FAULT_DRAW: Fault[] = ['none', 'none', 'none', 'none', 'lostRequest', 'lostResponse', 'serverError', 'tooSlow'];
export type GuestAction = 'wait' | 'doubleSubmit' | 'reloadMidCall' | 'backForwardMidCall';
/** what the guest does after submitting (waiting, the usual, twice as likely) */
export const ACTIONS: GuestAction[] = ['wait', 'wait', 'doubleSubmit', 'reloadMidCall', 'backForwardMidCall'];

export const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/** Turns of the event loop something takes (a request on its way, an answer coming back, a page reloading). */
const TURNS = [0, 1, 2, 4];

/**
 * Waits as many turns of the event loop as the generator draws: a call abandoned by a reload then
 * reaches the server before the new page asks about it, while it asks, or after (seeded, so a
 * failing seed replays the same order).
 */
export async function someTurns(random: () => number): Promise<void> {
  for (let turns = pick(random, TURNS); turns > 0; turns--) await new Promise((resolve) => setImmediate(resolve));
}

/** A network that faults the calls whose path matches `faulted` as the run's generator says. */
export function faultyNetwork(random: () => number, faulted: RegExp) {
  const cookieFetch = createCookieFetch(undefined, mockAnswer);
  const network = {
    cookies: cookieFetch.cookies,
    faults: Object.fromEntries(FAULTS.map((f) => [f, 0])) as Record<Fault, number>,
    async fetch(request: Request): Promise<Response> {
      const path = new URL(request.url).pathname;
      const fault: Fault = faulted.test(path) ? pick(random, FAULT_DRAW) : 'none';
      network.faults[fault] += 1;
      if (fault === 'lostRequest') throw new TypeError('Failed to fetch');
      if (fault === 'serverError') return Response.json({ Message: 'An error has occurred.' }, { status: 500 });
      // the way to the server and back take their time: what else runs meanwhile is drawn too; a
      // page that goes away meanwhile aborts the request (before the server: nothing reaches it)
      await someTurns(random);
      request.signal.throwIfAborted();
      const response = await cookieFetch(request);
      await someTurns(random);
      request.signal.throwIfAborted();
      if (fault === 'lostResponse') throw new TypeError('Failed to fetch');
      // the server did the work; the answer came after the app's time limit
      if (fault === 'tooSlow') throw new DOMException('The operation timed out.', 'TimeoutError');
      return response;
    },
  };
  return network;
}

/** The app's own client over a faulty network, with the XSRF cookie a page's first GET sets. */
export async function chaosClient(random: () => number, faulted: RegExp) {
  const network = faultyNetwork(random, faulted);
  const api: Api = createApi({
    fetch: (request) => network.fetch(request),
    getXsrfToken: () => network.cookies.get(XSRF_COOKIE),
  });
  await api.call(api.client.GET('/api/Property/{propertyCode}', { params: { path: { propertyCode: 'SEAVIEW' } } }));
  return { api, network };
}

/** Sums the runs' faults and actions, to report them. */
export function tally(runs: readonly { faults: Record<Fault, number>; actions: readonly GuestAction[] }[]) {
  const faults = Object.fromEntries(FAULTS.map((f) => [f, 0])) as Record<Fault, number>;
  const actions: Record<string, number> = {};
  for (const r of runs) {
    for (const f of FAULTS) faults[f] += r.faults[f];
    for (const a of r.actions) actions[a] = (actions[a] ?? 0) + 1;
  }
  return { faults, actions };
}

/** The demo data as seeded for a day (the mock clock's), written out once. */
let seeded: { today: string; text: string } | null = null;

/**
 * A fresh demo hotel for a run: seeded for the mock clock's day the first time, then put back from
 * that seeding's snapshot (as a reload of the demo does), which takes a third of the seeding's time
 * (2.8 against 9.2 ms, measured alone). The runs come out the same either way, seed by seed.
 */
export async function freshMockDb(): Promise<void> {
  const today = mockToday();
  if (seeded?.today !== today) {
    await resetMockDb(today);
    seeded = { today, text: JSON.stringify(snapshotDb(today)) };
    return;
  }
  await loadMockDb(JSON.parse(seeded.text) as DbSnapshot);
}
