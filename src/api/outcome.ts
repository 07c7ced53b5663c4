/**
 * What became of a state-changing call whose answer did not arrive (POST /api/Outcome, our
 * addition): every call that books, pays, saves or creates carries an Idempotency-Key, one per
 * intent of the guest; after an uncertain outcome the flow asks this before doing it again
 * (docs/decisions.md, "No double booking").
 */
import type { Api } from './client';
import { ApiError, GuestFacingError } from './errors';
import { createIdempotencyKey } from './idempotency';
import type { components } from './schema';
import { commonText as t } from '@/i18n/common';

export type OutcomeOperation = components['schemas']['CallOutcomeRequest']['Operation'];

/** done: the call was made, with what it answered; running: it still runs; none: nothing was done. */
export type CallOutcome<T> = { state: 'done'; result: T } | { state: 'running' } | { state: 'none' };

export async function askOutcome<T>(
  { client, call }: Pick<Api, 'client' | 'call'>,
  request: { operation: OutcomeOperation; propertyId: number; idempotencyKey: string },
  signal?: AbortSignal,
): Promise<CallOutcome<T>> {
  const answer = await call(
    client.POST('/api/Outcome', {
      params: { header: { 'Idempotency-Key': request.idempotencyKey } },
      body: { PropertyId: request.propertyId, Operation: request.operation },
      signal,
    }),
    { fallback: t('outcome.askFailed') },
  );
  if (answer.Outcome === 'InProgress') return { state: 'running' };
  // the answer is the operation's own 200 body: the caller named the operation, so T is its type
  if (answer.Outcome === 'Done' && answer.Result !== null) return { state: 'done', result: answer.Result as T };
  return { state: 'none' };
}

/** One intent of the guest (a table, an account, a change, a save): one key until it is done. */
export interface CallIntent {
  /** the Idempotency-Key of every attempt of this intent */
  key: string;
  /** an attempt ended without a definite answer: what became of it is asked before the next */
  outcomeUnknown: boolean;
}

/** A new intent (after the last one was done, or as a flow starts). */
export function newIntent(): CallIntent {
  return { key: createIdempotencyKey(), outcomeUnknown: false };
}

/**
 * The intent after an attempt failed. The same key, whatever failed: an earlier request with it
 * may still be on its way and arrive later, and only the same key makes the server answer it
 * with what was done (or refuse it as busy or different) instead of doing it again. Its outcome
 * is unknown when the failure says so (asked before the next attempt). Only a refusal the server
 * answered and keeps under the key (CallRefusedError: 200 with Success false) starts a new
 * intent: the next try is another request.
 */
export function intentAfterFailure(intent: CallIntent, error: unknown): CallIntent {
  if (error instanceof CallRefusedError) return newIntent();
  return { key: intent.key, outcomeUnknown: outcomeUnknownAfter(error) };
}

/** The server answered the call and refused it (Success false): its answer is kept under the key. */
export class CallRefusedError extends GuestFacingError {
  constructor(message: string) {
    super(message);
    this.name = 'CallRefusedError';
  }
}

/** The call still runs on the server: nothing is sent again until it is known what it did. */
export class CallInProgressError extends GuestFacingError {
  constructor() {
    super(t('outcome.inProgress'));
    this.name = 'CallInProgressError';
  }
}

/** The call may have done its work, and asking failed too: the guest is told so, honestly. */
export class CallOutcomeUnknownError extends GuestFacingError {
  /** `original`: the failure whose outcome is unknown (kept as the cause) */
  constructor(original: unknown) {
    super(t('outcome.unknown'), { cause: original });
    this.name = 'CallOutcomeUnknownError';
  }
}

/** The server answered that nothing was done with the key: the failure is definite. */
export class CallNotDoneError extends GuestFacingError {
  /** `original`: the failure, said as it was (kept as the cause) */
  constructor(original: unknown) {
    super(original instanceof Error ? original.message : String(original), { cause: original });
    this.name = 'CallNotDoneError';
  }
}

/** After this failure, may the call have done its work (ask before the next attempt)? */
export function outcomeUnknownAfter(error: unknown): boolean {
  if (error instanceof CallNotDoneError) return false;
  if (error instanceof CallInProgressError || error instanceof CallOutcomeUnknownError) return true;
  return error instanceof ApiError && (error.outcomeUnknown || error.status === 409);
}

/**
 * A state-changing call made at most once per intent, whatever the network does: when an earlier
 * attempt's outcome is unknown, what became of it is asked first (done: its answer is the
 * answer; still running: CallInProgressError; nothing done: the call is sent, with the same
 * key). When this attempt's outcome is unknown (no answer, a time-out, a server error, or 409:
 * the key is busy), it is asked at once: done is success, nothing done is CallNotDoneError with
 * the failure's message. A failure of the question itself keeps the outcome unknown, and says so
 * (CallOutcomeUnknownError).
 */
export async function callOnce<T>(
  api: Pick<Api, 'client' | 'call'>,
  request: { operation: OutcomeOperation; propertyId: number; intent: CallIntent },
  send: (idempotencyKey: string) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const ask = () =>
    askOutcome<T>(
      api,
      { operation: request.operation, propertyId: request.propertyId, idempotencyKey: request.intent.key },
      signal,
    );
  if (request.intent.outcomeUnknown) {
    const before = await ask();
    if (before.state === 'done') return before.result;
    if (before.state === 'running') throw new CallInProgressError();
  }
  try {
    return await send(request.intent.key);
  } catch (error) {
    if (!outcomeUnknownAfter(error)) throw error;
    let after: CallOutcome<T>;
    try {
      after = await ask();
    } catch {
      throw new CallOutcomeUnknownError(error);
    }
    if (after.state === 'done') return after.result;
    if (after.state === 'running') throw new CallInProgressError();
    throw new CallNotDoneError(error);
  }
}
