import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { checkProperty } from '@/api/validators';
import { createApi } from '@/api/client';
import { onSessionRejected } from '@/api/sessionEvents';
import { ApiError } from '@/api/errors';
import type { LogBatch } from '@/api/logger';

const BASE = 'http://api.test';
const logs: LogBatch[] = [];
const server = setupServer(
  http.post(`${BASE}/jsnlog.logger`, async ({ request }) => {
    logs.push((await request.json()) as LogBatch);
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  logs.length = 0;
});
afterAll(() => server.close());

function newApi(token = 'token-123') {
  return createApi({ baseUrl: BASE, getXsrfToken: () => token });
}

/** Waits until this api's logger has posted n batches (the logger sends in the background). */
async function loggedBatches(n: number, requestId: string): Promise<LogBatch[]> {
  const mine = () => logs.filter((b) => b.r === requestId);
  await expect.poll(() => mine().length).toBeGreaterThanOrEqual(n);
  return mine();
}

describe('XSRF double submit', () => {
  it('sends X-XSRF-TOKEN from the cookie on state-changing calls, not on reads', async () => {
    const seen: Record<string, string | null> = {};
    server.use(
      http.post(`${BASE}/api/Account/Logout`, ({ request }) => {
        seen.post = request.headers.get('X-XSRF-TOKEN');
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(`${BASE}/api/Property/:code`, ({ request }) => {
        seen.get = request.headers.get('X-XSRF-TOKEN');
        return HttpResponse.json({ PropertyId: 1, PropertyCode: 'A', PropertyName: 'A', Currency: 'GBP' });
      }),
    );
    const { client, call } = newApi();
    await call(client.POST('/api/Account/Logout', {}));
    await call(client.GET('/api/Property/{propertyCode}', { params: { path: { propertyCode: 'A' } } }));
    expect(seen.post).toBe('token-123');
    expect(seen.get).toBeNull();
  });

  it('a refusal for a missing token becomes a clear error with the server message', async () => {
    server.use(
      http.post(`${BASE}/api/Account/Logout`, () =>
        HttpResponse.json(
          { Message: 'The anti-forgery token is missing or invalid. Please reload the page and try again.' },
          { status: 403 },
        ),
      ),
    );
    const { client, call } = createApi({ baseUrl: BASE, getXsrfToken: () => undefined });
    const failure = call(client.POST('/api/Account/Logout', {}));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 403,
      message: 'The anti-forgery token is missing or invalid. Please reload the page and try again.',
    });
  });
});

describe('error normalising', () => {
  it('joins ModelState messages with spaces, keeps the map, and reports status and method', async () => {
    server.use(
      http.post(`${BASE}/api/Account/Register`, () =>
        HttpResponse.json(
          {
            Message: 'The request is invalid.',
            ModelState: { EmailAddress: ['A valid email address is required'], Password: ['Password is required'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { client, call } = newApi();
    const error = (await call(
      client.POST('/api/Account/Register', {
        params: { header: { 'Idempotency-Key': '7d3f2c1a-9e7b-4d4c-8e9a-102b3c4d5e6f' } },
        body: {
          LanguageCode: 'en',
          PropertyId: 1,
          EmailAddress: 'x',
          Password: '',
          Firstname: 'A',
          Lastname: 'B',
          MobileNumber: '+441234567890',
        },
      }),
    ).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('A valid email address is required Password is required');
    expect(error.modelState).toEqual({
      EmailAddress: ['A valid email address is required'],
      Password: ['Password is required'],
    });
    expect(error.status).toBe(400);
    expect(error.method).toBe('POST');
  });

  it('uses the server Message when there is no ModelState, else the caller fallback', async () => {
    server.use(
      http.post(`${BASE}/api/Reservation/Create`, () =>
        HttpResponse.json({ Message: 'Sorry, your selection is not available.' }, { status: 409 }),
      ),
      http.post(`${BASE}/api/Account/Logout`, () => HttpResponse.json({}, { status: 500 })),
    );
    const { client, call } = newApi();
    await expect(
      call(
        client.POST('/api/Reservation/Create', {
          params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
          body: {} as never,
        }),
      ),
    ).rejects.toMatchObject({ message: 'Sorry, your selection is not available.', status: 409, code: 'conflict' });
    await expect(call(client.POST('/api/Account/Logout', {}), { fallback: 'Action failed' })).rejects.toMatchObject({
      message: 'Action failed',
      status: 500,
    });
  });

  it('a non-JSON error page becomes a readable error, not a crash', async () => {
    server.use(
      http.get(
        `${BASE}/api/Property/:code`,
        () => new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
      ),
    );
    const { client, call } = newApi();
    await expect(
      call(client.GET('/api/Property/{propertyCode}', { params: { path: { propertyCode: 'A' } } })),
    ).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
  });

  it('a 200 with an HTML body (the SPA on a wrong path) becomes an error too', async () => {
    server.use(
      http.get(
        `${BASE}/api/Property/:code`,
        () => new HttpResponse('<!doctype html><html></html>', { headers: { 'content-type': 'text/html' } }),
      ),
    );
    const { client, call } = newApi();
    await expect(
      call(client.GET('/api/Property/{propertyCode}', { params: { path: { propertyCode: 'A' } } })),
    ).rejects.toMatchObject({ status: 502 });
  });

  it('a body that fails runtime validation becomes a clear error instead of a blank page', async () => {
    server.use(http.get(`${BASE}/api/Property/:code`, () => HttpResponse.json({ PropertyName: 'No id' })));
    const { client, call } = newApi();
    await expect(
      call(client.GET('/api/Property/{propertyCode}', { params: { path: { propertyCode: 'A' } } }), {
        check: checkProperty,
      }),
    ).rejects.toMatchObject({
      code: 'invalid_response',
      message: 'We received an answer we could not read. Please try again in a moment.',
    });
  });

  it('a network failure becomes an ApiError with status 0 and a connection message', async () => {
    server.use(http.get(`${BASE}/api/Property/:code`, () => HttpResponse.error()));
    const { client, call } = createApi({ baseUrl: BASE, getXsrfToken: () => 't', fetch: (r) => globalThis.fetch(r) });
    await expect(
      call(client.GET('/api/Property/{propertyCode}', { params: { path: { propertyCode: 'A' } } })),
    ).rejects.toMatchObject({
      status: 0,
      code: 'network',
      message: 'We could not reach the server. Please check your connection and try again.',
    });
  });
});

describe('logging failed calls', () => {
  it('logs message, name, code, status, URL and method of a failed call to /jsnlog.logger', async () => {
    server.use(
      http.get(`${BASE}/api/Property/:code`, () =>
        HttpResponse.json({ Message: 'Property not found' }, { status: 404 }),
      ),
    );
    const { client, call, logger } = newApi();
    await call(client.GET('/api/Property/{propertyCode}', { params: { path: { propertyCode: 'NOPE' } } })).catch(
      () => undefined,
    );
    const [batch] = await loggedBatches(1, logger.requestId);
    expect(batch?.lg).toHaveLength(1);
    const item = batch!.lg[0]!;
    expect(item.l).toBe(5000);
    expect(JSON.parse(item.m)).toEqual({
      message: 'Property not found',
      name: 'ApiError',
      code: 'not_found',
      status: 404,
      url: `${BASE}/api/Property/NOPE`,
      method: 'GET',
    });
  });

  it('does not log a 401', async () => {
    server.use(
      http.get(`${BASE}/api/Account`, () => HttpResponse.json({ Message: 'Not logged in' }, { status: 401 })),
      http.get(`${BASE}/api/Property/:code`, () => HttpResponse.json({ Message: 'Gone' }, { status: 404 })),
    );
    const { client, call, logger } = newApi();
    await call(client.GET('/api/Account', { params: { query: { propertyId: 1 } } })).catch(() => undefined);
    await call(client.GET('/api/Property/{propertyCode}', { params: { path: { propertyCode: 'X' } } })).catch(
      () => undefined,
    );
    const batches = await loggedBatches(1, logger.requestId);
    const statuses = batches.flatMap((b) => b.lg.map((i) => (JSON.parse(i.m) as { status: number }).status));
    expect(statuses).toEqual([404]);
  });

  it('a 401 tells the session layer; other failures do not', async () => {
    let told = 0;
    const stop = onSessionRejected(() => told++);
    server.use(
      http.get(`${BASE}/api/Account`, () => HttpResponse.json({ Message: 'x' }, { status: 401 })),
      http.get(`${BASE}/api/Property/:code`, () => HttpResponse.json({ Message: 'x' }, { status: 500 })),
    );
    const { client, call } = newApi();
    await call(client.GET('/api/Account', { params: { query: { propertyId: 1 } } })).catch(() => undefined);
    expect(told).toBe(1);
    await call(client.GET('/api/Property/{propertyCode}', { params: { path: { propertyCode: 'X' } } })).catch(
      () => undefined,
    );
    expect(told).toBe(1);
    stop();
  });

  it('scrubs secrets from logged URLs', async () => {
    server.use(http.get(`${BASE}/api/Property/:code`, () => HttpResponse.json({ Message: 'x' }, { status: 500 })));
    const { client, call, logger } = newApi();
    await call(
      client.GET('/api/Property/{propertyCode}', { params: { path: { propertyCode: '4111 1111 1111 1111' } } }),
    ).catch(() => undefined);
    const [batch] = await loggedBatches(1, logger.requestId);
    expect(batch!.lg[0]!.m).not.toMatch(/4111/);
  });
});
