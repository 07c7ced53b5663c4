/**
 * The mock backend in Node (Vitest): `server` intercepts fetch; `resetMockDb()` re-seeds the data
 * so every test starts fresh. Typical setup:
 *
 *   beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
 *   beforeEach(async () => { setMockClock('2026-03-02T10:00:00Z'); await resetMockDb(); });
 *   afterEach(() => server.resetHandlers());
 *   afterAll(() => server.close());
 *
 * Node has no cookie jar: send `Cookie` (XSRF-TOKEN, hbe_session) and `X-XSRF-TOKEN` yourself, or
 * use `createCookieFetch()` which keeps cookies like a browser and copies XSRF-TOKEN into the header.
 */
import { getResponse } from 'msw';
import { setupServer } from 'msw/node';
import { XSRF_COOKIE, XSRF_HEADER } from '@/api/middleware';
import { handlers } from './handlers';
import { resetMockDb as resetDb } from './db';

export const server = setupServer(...handlers);

/** Re-seeds the mock database relative to the mock clock (await it in beforeEach). */
export function resetMockDb(today?: string): Promise<void> {
  return resetDb(today);
}

/**
 * The mock's answer to a request straight from its handlers, without intercepting the network
 * (what `server` does for the app's own fetch): for tests that send thousands of requests (the
 * chaos runs), most of whose time the interception took. An unhandled request throws.
 */
export async function mockAnswer(request: Request): Promise<Response> {
  const call = `${request.method} ${new URL(request.url).pathname}`;
  let response: Response | undefined;
  try {
    response = await getResponse(handlers, request);
  } catch (error) {
    unanswered.push(`${call}: the handler threw ${String(error)}`);
    throw error;
  }
  if (!response) {
    unanswered.push(`${call}: no handler`);
    throw new TypeError(`The mock backend has no handler for ${call}`);
  }
  return response;
}

/**
 * What `mockAnswer` could not answer (no handler, or the handler threw) since the last look: a
 * test that treats failed requests as the network's (the chaos runs) checks it is empty, so a
 * mistyped path or a broken handler is not taken for a lost request.
 */
export function takeUnanswered(): string[] {
  return unanswered.splice(0);
}
const unanswered: string[] = [];

/**
 * A fetch that behaves like a browser towards the mock: keeps the cookies the mock sets, sends
 * them back, and adds X-XSRF-TOKEN on state-changing calls. Relative URLs resolve against `base`.
 */
export function createCookieFetch(
  base = 'http://localhost',
  /** the fetch that sends (the global one at call time by default: pass it to replace the global one) */
  send: (request: Request) => Promise<Response> = (request) => fetch(request),
): typeof fetch & { cookies: Map<string, string> } {
  const cookies = new Map<string, string>();
  const f = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(
      typeof input === 'string' && input.startsWith('/') ? new URL(input, base) : input,
      init,
    );
    const headers = new Headers(request.headers);
    if (cookies.size > 0) headers.set('Cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const xsrf = cookies.get(XSRF_COOKIE);
    if (xsrf && !['GET', 'HEAD'].includes(request.method) && !headers.has(XSRF_HEADER)) headers.set(XSRF_HEADER, xsrf);
    const response = await send(new Request(request, { headers }));
    for (const c of response.headers.getSetCookie()) {
      const [pair = '', ...attrs] = c.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  return Object.assign(f, { cookies }) as typeof fetch & { cookies: Map<string, string> };
}

export { scenarioHandlers } from './scenarios';
export { setMockClock, mockToday } from './clock';
export { db, DEMO } from './db';
