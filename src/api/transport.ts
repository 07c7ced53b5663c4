import { RETRY, TIMEOUTS } from './config';
import { takeEarlyResponse } from './early';
import { commonText as t } from '@/i18n/common';

/** Why a call ended without an HTTP response. */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly kind: 'network' | 'timeout' | 'aborted',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TransportError';
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export function timeoutFor(request: Request): number {
  if (SAFE_METHODS.has(request.method)) return TIMEOUTS.read;
  if (new URL(request.url, 'http://x').pathname.endsWith('/jsnlog.logger')) return TIMEOUTS.logger;
  if (new URL(request.url, 'http://x').pathname.endsWith('/api/Reservation/Create')) {
    return TIMEOUTS.createReservation;
  }
  return TIMEOUTS.write;
}

/** Milliseconds to wait from a Retry-After header (seconds or HTTP date), or undefined. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/** Capped exponential backoff with full jitter: random in [0, min(cap, base * 2^attempt)). */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY.maxDelayMs, RETRY.baseDelayMs * 2 ** attempt);
  return Math.floor(random() * ceiling);
}

function sleep(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new TransportError(t('call.cancelled'), 'aborted'));
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new TransportError(t('call.cancelled'), 'aborted'));
      },
      { once: true },
    );
  });
}

export interface TransportOptions {
  fetch?: (request: Request) => Promise<Response>;
  random?: () => number;
  /** time limit per request; defaults to timeoutFor() */
  timeout?: (request: Request) => number;
  /** a response already on its way for this request (see early.ts); defaults to takeEarlyResponse */
  early?: (request: Request) => Promise<Response> | undefined;
}

/** The promise, or a rejection as soon as the signal aborts (time limit or caller). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The fetch every API call goes through: a time limit on every call, and retries of GETs only
 * (network errors and 408/429/502/503/504), honouring Retry-After. State-changing calls are
 * never retried here: Reservation/Create is retried by the guest with the same Idempotency-Key.
 * globalThis.fetch is read at call time so MSW, started after this module loads, still sees it.
 */
export function createTransport(options: TransportOptions = {}) {
  const doFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const limitFor = options.timeout ?? timeoutFor;
  const takeEarly = options.early ?? takeEarlyResponse;
  return async function transport(request: Request): Promise<Response> {
    const retryable = SAFE_METHODS.has(request.method);
    const attempts = retryable ? RETRY.attempts : 1;
    // A GET the page started before the app loaded is the first attempt; if it failed, the
    // retries below call again as usual.
    const early = retryable ? takeEarly(request) : undefined;
    let lastError: unknown;
    for (let attempt = 0; attempt < attempts; attempt++) {
      const timeout = AbortSignal.timeout(limitFor(request));
      const signal = AbortSignal.any([request.signal, timeout]);
      try {
        const response = await (attempt === 0 && early
          ? untilAborted(early, signal)
          : doFetch(new Request(request.clone(), { signal })));
        const isLast = attempt === attempts - 1;
        if (!retryable || isLast || !RETRY.retryStatuses.includes(response.status)) return response;
        const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
        if (retryAfter !== undefined && retryAfter > RETRY.maxRetryAfterMs) return response;
        await sleep(retryAfter ?? backoffDelay(attempt, options.random), request.signal);
      } catch (error) {
        if (error instanceof TransportError) throw error;
        if (request.signal.aborted) {
          throw new TransportError(t('call.cancelled'), 'aborted', { cause: error });
        }
        if (timeout.aborted) {
          lastError = new TransportError(t('call.timeout'), 'timeout', { cause: error });
        } else {
          lastError = new TransportError(t('call.network'), 'network', { cause: error });
        }
        if (attempt === attempts - 1) throw lastError;
        await sleep(backoffDelay(attempt, options.random), request.signal);
      }
    }
    throw lastError;
  };
}
