/**
 * Early responses: on a booking page, a few lines inlined into index.html (see
 * scripts/vite-plugin-early-load.ts) start the page's first GETs (the property and its booking
 * settings) while the app's code is still downloading, and leave the pending responses here.
 * The transport takes one instead of calling again, once per URL, and only while fresh; anything
 * unused, stale or failed is simply fetched as usual (docs/decisions.md, "Early responses").
 */

/** What the inline script leaves on window. */
export interface EarlyResponses {
  /** Date.now() when the calls were started. */
  at: number;
  /** Pending responses by path and query, e.g. "/api/Property/SEAVIEW". */
  responses: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    __hbeEarly?: EarlyResponses;
  }
}

/** An early response older than this is not used: the page has been open too long. */
export const EARLY_RESPONSE_MAX_AGE_MS = 30_000;

/** The API paths the inline script calls for a booking page of property `code`. */
export function earlyPaths(code: string): string[] {
  const encoded = encodeURIComponent(code.toUpperCase());
  return [`/api/Property/${encoded}`, `/api/Book/Config/${encoded}`];
}

/**
 * The early response for this request, taken (so never used twice), or undefined when there is
 * none: not a GET, another URL or origin, already taken, or older than the maximum age.
 */
export function takeEarlyResponse(
  request: Request,
  early: EarlyResponses | undefined = globalThis.window?.__hbeEarly,
  now: number = Date.now(),
): Promise<Response> | undefined {
  if (!early || request.method !== 'GET') return undefined;
  const url = new URL(request.url);
  if (globalThis.location && url.origin !== globalThis.location.origin) return undefined;
  const key = url.pathname + url.search;
  const pending = early.responses[key];
  if (!pending) return undefined;
  delete early.responses[key];
  if (now - early.at > EARLY_RESPONSE_MAX_AGE_MS) return undefined;
  return pending;
}
