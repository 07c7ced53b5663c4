/**
 * A random UUID (version 4). `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost):
 * a hotel site on plain HTTP that frames the engine has `crypto.getRandomValues` alone, which
 * makes the same kind of id.
 */
export function randomId(
  cryptoApi: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = globalThis.crypto,
): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A new Idempotency-Key: one per intent of the guest, reused for every attempt of it (the
 * checkout's booking intent, machines/checkout/checkout.context.ts; every other call that makes
 * something, src/api/outcome.ts), so a double click, a retry after a time-out or a reload never
 * does the work twice.
 */
export function createIdempotencyKey(): string {
  return randomId();
}
