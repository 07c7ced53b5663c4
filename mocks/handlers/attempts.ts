/**
 * Guessing protection: failed attempts for one key (a manage search's reference, a login's
 * e-mail address) within a window lock that key for the rest of it: 429 with Retry-After and a
 * Message saying when to try again.
 */
import { mockNow } from '../clock';
import { db } from '../db';
import { tooManyRequests } from '../http';

export const ATTEMPTS = 5;
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

function recentFailures(propertyId: number, key: string): number[] {
  const record = db.searchAttempts.findFirst((q) => q.where({ PropertyId: propertyId, Reference: key }));
  const now = mockNow().getTime();
  return (record?.Failures ?? []).filter((t) => now - t < ATTEMPT_WINDOW_MS);
}

/** 429 with Retry-After while the key has had 5 failed attempts within 15 minutes. */
export function refuseWhileLocked(propertyId: number, key: string): void {
  const failures = recentFailures(propertyId, key);
  if (failures.length < ATTEMPTS) return;
  const fifth = failures[ATTEMPTS - 1] ?? mockNow().getTime();
  const seconds = (fifth + ATTEMPT_WINDOW_MS - mockNow().getTime()) / 1000;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  tooManyRequests(
    `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    seconds,
  );
}

export async function recordFailedAttempt(propertyId: number, key: string): Promise<void> {
  const failures = [...recentFailures(propertyId, key), mockNow().getTime()];
  const where = { PropertyId: propertyId, Reference: key };
  await db.searchAttempts.delete((q) => q.where(where));
  await db.searchAttempts.create({ ...where, Failures: failures });
}
