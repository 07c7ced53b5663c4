import type * as Config from '@/api/config';

/**
 * The app's configuration with its time limits cut to 1.5 s and reads tried once, for the fault
 * matrix's `vi.mock('@/api/config', ...)`: a time-out then takes 1.5 s instead of 15 s (the
 * transport's own tests cover the real limits and retries). Not less: with two browser pages at
 * work on two cores, an answer that fails at once was seen to take more than 400 ms, and a booking
 * that works more than a second.
 */
export const CUT_TIME_LIMIT = 1500;

export function cutTimeLimits(actual: typeof Config) {
  return {
    ...actual,
    TIMEOUTS: {
      read: CUT_TIME_LIMIT,
      write: CUT_TIME_LIMIT,
      createReservation: CUT_TIME_LIMIT,
      logger: CUT_TIME_LIMIT,
    },
    RETRY: { ...actual.RETRY, attempts: 1 },
  };
}
