import { describe, expect, it } from 'vitest';
import { backoffDelay, createTransport, parseRetryAfter, timeoutFor, TransportError } from '@/api/transport';
import { RETRY, TIMEOUTS } from '@/api/config';

const noJitterWait = () => 0;

function fakeFetch(answers: Array<number | 'network'>) {
  const seen: Request[] = [];
  const fetch = async (request: Request) => {
    seen.push(request);
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)];
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ Message: `status ${answer}` }), {
      status: answer,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, seen };
}

describe('transport: GET retries', () => {
  it('retries a GET after 503 and returns the later success (3 attempts at most)', async () => {
    const { fetch, seen } = fakeFetch([503, 503, 200]);
    const transport = createTransport({ fetch, random: noJitterWait });
    const response = await transport(new Request('http://x/api/Property/SEAVIEW'));
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(3);
  });

  it('gives up after 3 attempts and returns the last error response', async () => {
    const { fetch, seen } = fakeFetch([503, 503, 503, 200]);
    const response = await createTransport({ fetch, random: noJitterWait })(new Request('http://x/api/Availability'));
    expect(response.status).toBe(503);
    expect(seen).toHaveLength(RETRY.attempts);
  });

  it('retries a GET after a network error, then reports the network error after 3 attempts', async () => {
    const { fetch, seen } = fakeFetch(['network']);
    const transport = createTransport({ fetch, random: noJitterWait });
    const failure = transport(new Request('http://x/api/Availability'));
    await expect(failure).rejects.toBeInstanceOf(TransportError);
    await expect(failure).rejects.toMatchObject({ kind: 'network' });
    expect(seen).toHaveLength(3);
  });

  it('never retries a POST, even on 503 or a network error', async () => {
    const a = fakeFetch([503, 200]);
    const response = await createTransport({ fetch: a.fetch, random: noJitterWait })(
      new Request('http://x/api/Reservation/Create', { method: 'POST', body: '{}' }),
    );
    expect(response.status).toBe(503);
    expect(a.seen).toHaveLength(1);
    const b = fakeFetch(['network', 200]);
    await expect(
      createTransport({ fetch: b.fetch })(new Request('http://x/api/Account/Logout', { method: 'POST' })),
    ).rejects.toMatchObject({ kind: 'network' });
    expect(b.seen).toHaveLength(1);
  });

  it('does not retry statuses that will not change (400, 404, 500)', async () => {
    for (const status of [400, 404, 500]) {
      const { fetch, seen } = fakeFetch([status, 200]);
      const response = await createTransport({ fetch, random: noJitterWait })(new Request('http://x/api/Property/X'));
      expect(response.status).toBe(status);
      expect(seen).toHaveLength(1);
    }
  });

  it('does not wait for a Retry-After longer than 10 s: the error is returned at once', async () => {
    const seen: Request[] = [];
    const fetch = async (request: Request) => {
      seen.push(request);
      return new Response('{}', { status: 503, headers: { 'Retry-After': '120' } });
    };
    const response = await createTransport({ fetch })(new Request('http://x/api/Availability'));
    expect(response.status).toBe(503);
    expect(seen).toHaveLength(1);
  });
});

describe('transport: time limits', () => {
  it('ends a call that hangs with a timeout error', async () => {
    const hang = (request: Request) =>
      new Promise<Response>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      );
    const request = new Request('http://x/api/Account/Logout', { method: 'POST' });
    const transport = createTransport({ fetch: hang, timeout: () => 20 });
    await expect(transport(request)).rejects.toMatchObject({
      kind: 'timeout',
      message: 'The server took too long to answer. Please try again.',
    });
  });

  it('chooses limits by kind of call: reads 15 s, writes 30 s, booking 60 s, logger 5 s', () => {
    expect(timeoutFor(new Request('http://x/api/Property/A'))).toBe(TIMEOUTS.read);
    expect(TIMEOUTS.read).toBe(15_000);
    expect(timeoutFor(new Request('http://x/api/Account/Logout', { method: 'POST' }))).toBe(30_000);
    expect(timeoutFor(new Request('http://x/api/Reservation/Create', { method: 'POST' }))).toBe(60_000);
    expect(timeoutFor(new Request('http://x/jsnlog.logger', { method: 'POST' }))).toBe(5_000);
  });

  it('a call cancelled by the caller is reported as cancelled and not retried', async () => {
    const controller = new AbortController();
    const { fetch, seen } = fakeFetch([503]);
    controller.abort();
    await expect(
      createTransport({ fetch })(new Request('http://x/api/Availability', { signal: controller.signal })),
    ).rejects.toMatchObject({ kind: 'aborted' });
    expect(seen.length).toBeLessThanOrEqual(1);
  });
});

describe('backoff and Retry-After', () => {
  it('backoff grows 300, 600, 1200 ... and is capped at 3000 ms (full jitter below the cap)', () => {
    const almostOne = () => 0.9999;
    expect(backoffDelay(0, almostOne)).toBe(299);
    expect(backoffDelay(1, almostOne)).toBe(599);
    expect(backoffDelay(2, almostOne)).toBe(1199);
    expect(backoffDelay(6, almostOne)).toBe(2999);
    expect(backoffDelay(3, () => 0)).toBe(0);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter('0')).toBe(0);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:05 GMT', now)).toBe(5000);
  });
});
