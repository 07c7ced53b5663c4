/**
 * Calls asked for ahead of the screen that needs them, and shared with it.
 *
 * A link to rooms and rates knows its search as soon as its loader has the hotel: the loader starts
 * the search then (`askAhead`), while the page's code downloads, and the booking flow's own search
 * takes that call when it asks the same question (`shareCall`), rather than asking the hotel again
 * once the page has been drawn. A question is the call's key (its request body, written out).
 *
 * - One call per question at a time: a question asked while the same one is on its way waits for
 *   that answer (the loader of a page the Search button has just handed its search to asks nothing).
 * - An answer asked ahead serves one asker, within `AHEAD_FOR_MS` of its start; after that, or once
 *   taken, the next asker asks the hotel again (a new search is a new question of the hotel's
 *   availability, not an old answer).
 * - An asker that is stopped before the answer comes (its signal aborts: React's StrictMode stops
 *   and restarts actors) hands the call back, so the asker that replaces it takes it.
 * - A call that fails is forgotten at once: "Search again" asks again.
 */

/** how long an answer asked ahead waits for the page that asks it (ms) */
export const AHEAD_FOR_MS = 15_000;

interface Shared {
  promise: Promise<unknown>;
  /** the call's own signal: aborted once nobody waits for its answer any more */
  controller: AbortController;
  /** started by a loader and not taken by an asker yet */
  ahead: boolean;
  /** askers waiting for it (their signals not aborted) */
  holders: number;
  settled: boolean;
  startedAt: number;
}

type Start<T> = (signal: AbortSignal) => Promise<T>;

const calls = new Map<string, Shared>();

function live(key: string, now: number): Shared | undefined {
  const entry = calls.get(key);
  if (!entry) return undefined;
  // an answer asked ahead that nobody took in time is stale; one held or on its way is not
  if (entry.settled && entry.holders === 0 && (!entry.ahead || now - entry.startedAt > AHEAD_FOR_MS)) {
    calls.delete(key);
    return undefined;
  }
  return entry;
}

function track(key: string, start: Start<unknown>, ahead: boolean): Shared {
  const controller = new AbortController();
  const promise = start(controller.signal);
  const entry: Shared = { promise, controller, ahead, holders: 0, settled: false, startedAt: Date.now() };
  calls.set(key, entry);
  const settle = (failed: boolean) => {
    entry.settled = true;
    if (calls.get(key) === entry && (failed || entry.holders > 0)) calls.delete(key);
  };
  promise.then(
    () => settle(false),
    () => settle(true),
  );
  return entry;
}

/**
 * Starts a call ahead of the screen that will ask it, unless the same question is on its way or
 * answered and not yet taken. Its failure is the asker's to report (nothing is thrown here).
 */
export function askAhead(key: string, start: Start<unknown>): void {
  if (live(key, Date.now())) return;
  track(key, start, true);
}

/**
 * The answer to a question: the call on its way or asked ahead with the same key, else a new one
 * (`start`, given the call's own signal). The asker's `signal` aborting before the answer hands the
 * call back; a call nobody waits for after that turn is cancelled.
 */
export function shareCall<T>(key: string, start: Start<T>, signal?: AbortSignal): Promise<T> {
  const entry = live(key, Date.now()) ?? track(key, start, false);
  entry.ahead = false;
  entry.holders += 1;
  const handBack = () => {
    entry.holders -= 1;
    // an asker stopped and started again (StrictMode) takes it back in the same turn
    setTimeout(() => {
      if (entry.holders > 0 || entry.settled) return;
      if (calls.get(key) === entry) calls.delete(key);
      entry.controller.abort();
    }, 0);
  };
  signal?.addEventListener('abort', handBack, { once: true });
  const done = () => {
    signal?.removeEventListener('abort', handBack);
    if (signal?.aborted) return;
    entry.holders -= 1;
    if (calls.get(key) === entry) calls.delete(key);
  };
  entry.promise.then(done, done);
  return entry.promise as Promise<T>;
}
