/**
 * Where the API lives and whether the in-browser mock backend answers it.
 * VITE_API_BASE_URL: origin (and optional path prefix) of the real backend; empty = same origin.
 * VITE_API_MOCKING: 'true' starts the MSW mock backend before the app renders.
 */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');
export const API_MOCKING: boolean = import.meta.env.VITE_API_MOCKING === 'true';

/**
 * Time limits. The spec's "HTTP timeout none (0)" leaves a guest waiting forever on a hung
 * connection; these limits are our decision (docs/decisions.md, "HTTP timeouts").
 */
export const TIMEOUTS = {
  /** reads: property data, availability, services ... */
  read: 15_000,
  /** state-changing calls other than the booking itself */
  write: 30_000,
  /** Reservation/Create talks to the payment provider: give it longer */
  createReservation: 60_000,
  /** the logger's send timeout from the spec */
  logger: 5_000,
} as const;

/** GET retry policy: at most 3 attempts in all, capped exponential backoff with full jitter. */
export const RETRY = {
  attempts: 3,
  baseDelayMs: 300,
  maxDelayMs: 3_000,
  /** a Retry-After longer than this is not waited for: the error is shown instead */
  maxRetryAfterMs: 10_000,
  retryStatuses: [408, 429, 502, 503, 504] as readonly number[],
} as const;
