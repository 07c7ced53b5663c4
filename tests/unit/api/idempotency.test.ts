/** Ids where crypto.randomUUID is missing (an insecure context, e.g. a plain-HTTP site framing the engine). */
import { describe, expect, it } from 'vitest';
import { randomId } from '@/api/idempotency';

/** what getRandomValues fills (a view of a plain, not a shared, buffer) */
type Bytes = ArrayBufferView<ArrayBuffer>;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomId', () => {
  it('uses crypto.randomUUID where it exists', () => {
    const withUUID = { randomUUID: () => 'a-b-c-d-e', getRandomValues: <T extends Bytes>(a: T) => a };
    expect(randomId(withUUID as unknown as Pick<Crypto, 'getRandomValues'>)).toBe('a-b-c-d-e');
  });

  it('without it, makes a version 4 UUID from getRandomValues', () => {
    const onlyRandomValues = { getRandomValues: <T extends Bytes>(a: T) => crypto.getRandomValues(a) };
    const ids = new Set(
      Array.from({ length: 50 }, () => randomId(onlyRandomValues as Pick<Crypto, 'getRandomValues'>)),
    );
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    // all-zero bytes still carry the version and the variant
    const zeros = { getRandomValues: <T extends Bytes>(a: T) => a };
    expect(randomId(zeros as Pick<Crypto, 'getRandomValues'>)).toBe('00000000-0000-4000-8000-000000000000');
  });
});
