/**
 * One Idempotency-Key per booking attempt. The key is created when the guest first confirms
 * and reused for every retry of the same attempt, so a double click, a timeout followed by a
 * retry, or a reload never books twice. A changed basket or form starts a new attempt.
 */
export function createIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
