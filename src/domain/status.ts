/**
 * Checking a new booking's status (the Status page, spec "Reservation status"): how often and how
 * long. The spec polls without saying how; our decision (docs/decisions.md, the Status page):
 * at most 30 checks, waiting 1 s, 2 s, 4 s, then every 8 s between them (about 3.6 minutes in
 * all), and five failed checks in a row are "could not check" rather than more waiting.
 */
export const STATUS_POLL = { baseMs: 1000, maxMs: 8000, maxPolls: 30, maxConsecutiveErrors: 5 } as const;

/** Capped exponential backoff before check number `poll + 1`: 1 s, 2 s, 4 s, then every 8 s. */
export function pollDelay(poll: number): number {
  return Math.min(STATUS_POLL.maxMs, STATUS_POLL.baseMs * 2 ** Math.max(0, poll - 1));
}
