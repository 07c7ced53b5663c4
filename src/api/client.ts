import createClient, { type Middleware } from 'openapi-fetch';
import { errorMessageFromBody } from '@/domain/presentation';
import type { paths } from './schema';
import type { ResponseCheck } from './validators';
import { API_BASE_URL } from './config';
import { createTransport, TransportError } from './transport';
import { xsrfMiddleware } from './middleware';
import { emitSessionRejected } from './sessionEvents';
import { ApiError, codeForStatus, isErrorBody, transportToApiError } from './errors';
import { createLogger } from './logger';
import { commonText as t } from '@/i18n/common';

/** Messages for failures the server did not explain (the spec does not give these texts). */
export function messageForStatus(status: number): string {
  if (status === 0) return t('call.network');
  if (status === 401) return t('call.sessionExpired');
  if (status === 403) return t('call.refused');
  if (status === 404) return t('call.notFound');
  if (status === 409) return t('call.conflict');
  if (status >= 500) return t('call.serverError');
  return t('call.failed');
}

function baseUrl(): string {
  if (API_BASE_URL) return API_BASE_URL;
  return globalThis.location?.origin ?? 'http://localhost';
}

/**
 * A body that is not JSON (a proxy's HTML error page, the SPA's index.html on a wrong path)
 * would make openapi-fetch throw a SyntaxError; turn it into a JSON error body here, once.
 */
const methods = new WeakMap<Response, { url: string; method: string }>();

const responseMiddleware: Middleware = {
  async onResponse({ request, response }) {
    const origin = { url: request.url, method: request.method };
    const type = response.headers.get('content-type') ?? '';
    const hasBody = response.status !== 204 && response.headers.get('content-length') !== '0';
    if (!hasBody || type.includes('json') || (await response.clone().text()).trim() === '') {
      methods.set(response, origin);
      return undefined;
    }
    const status = response.ok ? 502 : response.status;
    const replaced = new Response(JSON.stringify({ Message: messageForStatus(status) }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
    methods.set(replaced, origin);
    return replaced;
  },
};

/** A transport failure (network, timeout) becomes an ApiError with the request's URL and method. */
const transportErrorMiddleware: Middleware = {
  onError({ error, request }) {
    if (error instanceof TransportError) return transportToApiError(error, request);
    return undefined;
  },
};

export interface ApiOptions {
  fetch?: (request: Request) => Promise<Response>;
  baseUrl?: string;
  /** where the XSRF token comes from (cookie XSRF-TOKEN by default) */
  getXsrfToken?: () => string | undefined;
  /** time limit per request (tests) */
  timeout?: (request: Request) => number;
}

interface FetchResult<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

export interface CallOptions {
  /** shown when the server gives no Message or ModelState */
  fallback?: string;
  /** prefix each ModelState message with its field name */
  prefixField?: boolean;
  /** runtime check of the body, for responses a screen would crash on (./validators) */
  check?: ResponseCheck;
}

/**
 * One API: the typed openapi-fetch client (credentials, XSRF, time limits, GET retries,
 * non-JSON bodies), the logger that reports failures to POST /jsnlog.logger, and call(), which
 * turns every result into data or one normalised, logged ApiError.
 */
export function createApi(options: ApiOptions = {}) {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? baseUrl(),
    credentials: 'include',
    fetch: createTransport({
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.timeout ? { timeout: options.timeout } : {}),
    }),
  });
  client.use(xsrfMiddleware(options.getXsrfToken), transportErrorMiddleware, responseMiddleware);

  const logger = createLogger((batch, signal) => client.POST('/jsnlog.logger', { body: batch, signal }));

  /** Logs a failed call as the spec asks (message, name, code, status, URL, method); never a 401. */
  function logFailure(error: ApiError): void {
    // a 401 is not logged (spec); nor is a call its own caller cancelled
    if (error.status === 401 || error.code === 'aborted') return;
    void logger.error({
      message: error.message,
      name: error.name,
      code: error.code,
      status: error.status,
      url: error.url,
      method: error.method,
    });
  }

  async function call<D>(promise: Promise<FetchResult<D>>, callOptions: CallOptions = {}): Promise<D> {
    let result: FetchResult<D>;
    try {
      result = await promise;
    } catch (thrown) {
      const error =
        thrown instanceof ApiError
          ? thrown
          : new ApiError({
              message: messageForStatus(502),
              status: 502,
              code: thrown instanceof SyntaxError ? 'invalid_response' : 'client_error',
              url: '',
              method: '',
              cause: thrown,
            });
      logFailure(error);
      throw error;
    }
    const { data, error: body, response } = result;
    const request = requestOf(response);
    if (!response.ok || body !== undefined) {
      const errorBody = isErrorBody(body) ? body : undefined;
      const error = new ApiError({
        message: errorMessageFromBody(errorBody, callOptions.fallback ?? messageForStatus(response.status), {
          prefixField: callOptions.prefixField ?? false,
        }),
        status: response.status,
        code: codeForStatus(response.status),
        body: errorBody,
        ...request,
      });
      logFailure(error);
      // the session layer decides what a 401 means (a guest who was logged in is told at once)
      if (response.status === 401) emitSessionRejected();
      throw error;
    }
    const problem = callOptions.check?.(data);
    if (problem) {
      const error = new ApiError({
        message: t('call.unreadable'),
        status: response.status,
        code: 'invalid_response',
        cause: new Error(problem),
        ...request,
      });
      logFailure(error);
      throw error;
    }
    return data as D;
  }

  return { client, call, logger };
}

export type Api = ReturnType<typeof createApi>;
export type ApiClient = Api['client'];

const defaultApi = createApi();

/** The one client of the app. */
export const api: ApiClient = defaultApi.client;
/** Awaits an api call: its data, or a thrown, logged ApiError with a message a guest can read. */
export const call = defaultApi.call;
export const logger = defaultApi.logger;

function requestOf(response: Response): { url: string; method: string } {
  return methods.get(response) ?? { url: response.url, method: '' };
}
