import { describe, expect, it } from 'vitest';
import { EARLY_RESPONSE_MAX_AGE_MS, earlyPaths, takeEarlyResponse, type EarlyResponses } from '@/api/early';
import { createTransport, TransportError } from '@/api/transport';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function earlyWith(responses: Record<string, Promise<Response>>, at = 1_000): EarlyResponses {
  return { at, responses: { ...responses } };
}

describe('earlyPaths', () => {
  it('names the property and booking settings of the upper-cased, encoded code', () => {
    expect(earlyPaths('seaview')).toEqual(['/api/Property/SEAVIEW', '/api/Book/Config/SEAVIEW']);
    expect(earlyPaths('a b')).toEqual(['/api/Property/A%20B', '/api/Book/Config/A%20B']);
  });
});

describe('takeEarlyResponse', () => {
  const property = Promise.resolve(json({ PropertyId: 1 }));

  it('gives the response for the same path and query once', () => {
    const early = earlyWith({ '/api/Property/SEAVIEW': property });
    const request = new Request('http://x/api/Property/SEAVIEW');
    expect(takeEarlyResponse(request, early, 2_000)).toBe(property);
    expect(takeEarlyResponse(request, early, 2_000)).toBeUndefined();
  });

  it('ignores other URLs, other methods and a missing registry', () => {
    const early = earlyWith({ '/api/Property/SEAVIEW': property });
    expect(takeEarlyResponse(new Request('http://x/api/Property/SEAVIEW?x=1'), early, 2_000)).toBeUndefined();
    expect(takeEarlyResponse(new Request('http://x/api/Property/CITYLOFT'), early, 2_000)).toBeUndefined();
    expect(
      takeEarlyResponse(new Request('http://x/api/Property/SEAVIEW', { method: 'POST' }), early, 2_000),
    ).toBeUndefined();
    expect(takeEarlyResponse(new Request('http://x/api/Property/SEAVIEW'), undefined, 2_000)).toBeUndefined();
    // still there for the real request
    expect(takeEarlyResponse(new Request('http://x/api/Property/SEAVIEW'), early, 2_000)).toBe(property);
  });

  it('drops a response older than the maximum age', () => {
    const early = earlyWith({ '/api/Property/SEAVIEW': property }, 1_000);
    expect(
      takeEarlyResponse(new Request('http://x/api/Property/SEAVIEW'), early, 1_001 + EARLY_RESPONSE_MAX_AGE_MS),
    ).toBeUndefined();
    expect(early.responses['/api/Property/SEAVIEW']).toBeUndefined();
  });
});

describe('transport with an early response', () => {
  function counting(answer: () => Response) {
    const seen: Request[] = [];
    return { seen, fetch: async (request: Request) => (seen.push(request), answer()) };
  }

  it('uses the early response instead of calling again', async () => {
    const { fetch, seen } = counting(() => json({ from: 'fetch' }));
    const transport = createTransport({ fetch, early: () => Promise.resolve(json({ from: 'early' })) });
    const response = await transport(new Request('http://x/api/Property/SEAVIEW'));
    expect(await response.json()).toEqual({ from: 'early' });
    expect(seen).toHaveLength(0);
  });

  it('calls again when the early call failed on the network', async () => {
    const { fetch, seen } = counting(() => json({ from: 'fetch' }));
    const transport = createTransport({
      fetch,
      random: () => 0,
      early: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const response = await transport(new Request('http://x/api/Property/SEAVIEW'));
    expect(await response.json()).toEqual({ from: 'fetch' });
    expect(seen).toHaveLength(1);
  });

  it('retries after an early 503 like after any first attempt', async () => {
    const { fetch, seen } = counting(() => json({ from: 'fetch' }));
    const transport = createTransport({
      fetch,
      random: () => 0,
      early: () => Promise.resolve(json({ Message: 'busy' }, 503)),
    });
    expect((await transport(new Request('http://x/api/Property/SEAVIEW'))).status).toBe(200);
    expect(seen).toHaveLength(1);
  });

  it('still honours the time limit while the early response is pending', async () => {
    const { fetch } = counting(() => json({}));
    const never = new Promise<Response>(() => undefined);
    const transport = createTransport({
      fetch,
      timeout: () => 20,
      random: () => 0,
      early: (r) => (r.method === 'GET' ? never : undefined),
    });
    // the early attempt times out, the retries answer
    expect((await transport(new Request('http://x/api/Property/SEAVIEW'))).status).toBe(200);
  });

  it('reports a cancelled call as cancelled while waiting for the early response', async () => {
    const controller = new AbortController();
    const transport = createTransport({
      fetch: async () => json({}),
      early: () => new Promise<Response>(() => undefined),
    });
    const pending = transport(new Request('http://x/api/Property/SEAVIEW', { signal: controller.signal }));
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(TransportError);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('never uses an early response for a write', async () => {
    const { fetch, seen } = counting(() => json({ ok: true }));
    let asked = 0;
    const transport = createTransport({ fetch, early: () => (asked++, Promise.resolve(json({ from: 'early' }))) });
    await transport(new Request('http://x/api/Reservation/Create', { method: 'POST', body: '{}' }));
    expect(seen).toHaveLength(1);
    expect(asked).toBe(0);
  });
});
