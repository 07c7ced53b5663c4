/** One API call of the page, as recorded by `installApiRecorder`. */
export interface ApiCall {
  method: string;
  /** pathname, e.g. /api/Availability/Search */
  path: string;
  /** the query string, with its "?" ('' when none) */
  query: string;
  requestBody: string | null;
  /** HTTP status; 0 when the call failed at network level; null while it is running */
  status: number | null;
  /** the JSON answer as text (null for other answers) */
  responseBody: string | null;
}

/**
 * How a held call ends when it is not simply let go on to the server: this status and JSON body in
 * place of the server's answer, or `lost`: the server does the work, its answer never arrives.
 */
export type HeldCallEnd = { status: number; body: unknown } | { lost: true };

interface Recorder {
  calls: ApiCall[];
  hold: (path: string) => void;
  /** how many calls to `path` wait at its gate now */
  waiting: (path: string) => number;
  release: (path: string, end?: HeldCallEnd) => void;
}

/**
 * Init script (runs in the page before its own scripts, so it must not close over anything):
 * wraps `window.fetch` to record every /api call and to hold calls to a path until released.
 * The app reads `globalThis.fetch` at call time (src/api/transport.ts), so it goes through here;
 * the mock backend's service worker answers behind it as before.
 */
export function installApiRecorder(): void {
  const w = window as unknown as { __api?: Recorder };
  if (w.__api) return;
  const calls: ApiCall[] = [];
  type End = HeldCallEnd | undefined;
  const gates = new Map<string, { promise: Promise<End>; open: (end: End) => void; waiting: number }>();
  w.__api = {
    calls,
    hold(path) {
      // already held: the calls waiting at the gate stay there (a new gate would strand them)
      if (gates.has(path)) return;
      let open: (end: End) => void = () => {};
      const promise = new Promise<End>((resolve) => {
        open = resolve;
      });
      gates.set(path, { promise, open, waiting: 0 });
    },
    waiting: (path) => gates.get(path)?.waiting ?? 0,
    release(path, end) {
      gates.get(path)?.open(end);
      gates.delete(path);
    },
  };
  const original = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url, location.href);
    if (!url.pathname.startsWith('/api/')) return original(input, init);
    const call: ApiCall = {
      method: request.method,
      path: url.pathname,
      query: url.search,
      requestBody: null,
      status: null,
      responseBody: null,
    };
    calls.push(call);
    if (request.method !== 'GET' && request.method !== 'HEAD') call.requestBody = await request.clone().text();
    const gate = gates.get(url.pathname);
    if (gate) gate.waiting += 1;
    const end = gate ? await gate.promise : undefined;
    try {
      if (end && 'lost' in end) {
        await original(input, init);
        throw new TypeError('Failed to fetch');
      }
      const response = end
        ? new Response(JSON.stringify(end.body), {
            status: end.status,
            headers: { 'content-type': 'application/json' },
          })
        : await original(input, init);
      // the body first, so a call with a status is complete
      if ((response.headers.get('content-type') ?? '').includes('json'))
        call.responseBody = await response.clone().text();
      call.status = response.status;
      return response;
    } catch (error) {
      call.status = 0;
      throw error;
    }
  };
}
