import { TransportError } from './transport';
import { scrubUrl } from './scrub';
import { commonText as t } from '@/i18n/common';

export interface ErrorBodyLike {
  Message?: string | null;
  ModelState?: Record<string, string[] | undefined> | null;
}

/**
 * The one error type every failed call becomes. `message` is what a guest can read: the
 * server's ModelState messages joined by spaces, else its Message, else the caller's fallback.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly url: string;
  readonly method: string;
  readonly body: ErrorBodyLike | undefined;

  constructor(init: {
    message: string;
    status: number;
    code: string;
    url: string;
    method: string;
    body?: ErrorBodyLike | undefined;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.url = scrubUrl(init.url);
    this.method = init.method;
    this.body = init.body;
  }

  /** The field -> messages map of a 400, when the server sent one. */
  get modelState(): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(this.body?.ModelState ?? {})) {
      if (messages?.length) out[field] = messages;
    }
    return out;
  }

  get isNetwork(): boolean {
    return this.code === 'network' || this.code === 'timeout';
  }

  /**
   * The call ended without a definite answer: no answer at all (network, time-out) or a server
   * error. A state-changing call may then have done its work: ask what became of it before
   * doing it again (docs/decisions.md, "No double booking").
   */
  get outcomeUnknown(): boolean {
    return this.isNetwork || this.status >= 500;
  }
}

/**
 * What a guest can read of a failed call: the error's own message (an ApiError's is already the
 * server's ModelState or Message, or the transport's explanation), else the caller's fallback.
 */
export function guestMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** An error whose message is written for guests (e.g. what became of a call: src/api/outcome.ts). */
export class GuestFacingError extends Error {}

/** A failure whose message a guest can read as it is: a failed call's, or a guest-facing error's. */
function saysItsOwnWords(error: unknown): error is Error {
  return isApiError(error) || error instanceof GuestFacingError;
}

/**
 * What a failed call says when it is an ApiError (the server's ModelState messages, else its
 * Message, or why the call failed: network, time-out), else the flow's `fallback`. E.g. login:
 * call() already builds exactly that into ApiError.message when the actor passes the login
 * text as its fallback.
 */
export function loginFailureMessage(error: unknown, fallback: string): string {
  if (saysItsOwnWords(error) && error.message.trim() !== '') return error.message;
  return fallback;
}

/**
 * A failure notice: the flow's own text, followed by what the server said (its ModelState
 * messages, else its Message) or why the call failed (network, time-out), so that e.g. a
 * duplicate e-mail address on register is explained.
 */
export function failureMessage(base: string, error: unknown): string {
  if (!saysItsOwnWords(error)) return base;
  const detail = error.message.trim();
  if (detail === '' || detail === base) return base;
  return t('call.failedWithDetail', { failure: base, detail });
}

export function isErrorBody(value: unknown): value is ErrorBodyLike {
  return typeof value === 'object' && value !== null && ('Message' in value || 'ModelState' in value);
}

/** Codes for failures without a usable HTTP body. */
export function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorised';
    case 402:
      return 'payment_required';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 429:
      return 'too_many_requests';
    default:
      return status >= 500 ? 'server_error' : `http_${status}`;
  }
}

export function transportToApiError(error: TransportError, request: { url: string; method: string }): ApiError {
  return new ApiError({
    message: error.message,
    status: 0,
    code: error.kind,
    url: request.url,
    method: request.method,
    cause: error,
  });
}
