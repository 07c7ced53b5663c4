import type * as Config from '@/api/config';
import type * as Transport from '@/api/transport';

/**
 * The fault matrix's time limits, for its `vi.mock('@/api/transport', ...)` and
 * `vi.mock('@/api/config', ...)`. While the matrix tests a time-out of an operation
 * (`timeLimits.cut` says which requests are its calls), that operation's calls are given 0.3 s
 * instead of their 15 s or more; every other call keeps the app's own limit, so a busy 2-core
 * machine cannot fail a call the row does not test. Reads are tried once: the transport's own
 * tests cover the real limits and retries.
 *
 * The mock answers such a call only after twice the limit (faultMatrix's `fail`); both are timers
 * of the same page (the mock's handlers run in it), which falls due first. (At 1 s the two fault
 * files took 62.6 s alone; at 0.3 s, 41.7 s, and no row failed in the suite's runs under full load.)
 */
export const CUT_TIME_LIMIT = 300;

export const timeLimits: { cut: ((request: Request) => boolean) | null } = { cut: null };

export function cutTimeLimit(actual: typeof Transport): typeof Transport {
  const limit = (request: Request) => (timeLimits.cut?.(request) ? CUT_TIME_LIMIT : actual.timeoutFor(request));
  return {
    ...actual,
    createTransport: (options = {}) => actual.createTransport({ timeout: limit, ...options }),
  };
}

export function triedOnce(actual: typeof Config) {
  return { ...actual, RETRY: { ...actual.RETRY, attempts: 1 } };
}
