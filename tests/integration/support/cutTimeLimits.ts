import type * as Config from '@/api/config';

/**
 * The app's configuration with its time limits cut to 400 ms and reads tried once, for the fault
 * matrix's `vi.mock('@/api/config', ...)`: a time-out then takes 400 ms instead of 15 s (the
 * transport's own tests cover the real limits and retries).
 */
export function cutTimeLimits(actual: typeof Config) {
  return {
    ...actual,
    TIMEOUTS: { read: 400, write: 400, createReservation: 400, logger: 400 },
    RETRY: { ...actual.RETRY, attempts: 1 },
  };
}
