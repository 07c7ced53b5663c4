/**
 * Answers the browser tests give a held call in place of the server's (the model-based e2e table,
 * and the models that say what the app then decides): one wording each, so the page's message and
 * the model's expectation of it are the same text.
 */
import { DECLINED_MESSAGE } from '@mocks/db/demo';

/** The server failed: no definite answer (a state-changing call may have done its work). */
export const SERVER_ERROR = { status: 500, body: { Message: 'Something went wrong on our side.' } };

/** The payment provider declined the card: a definite answer, nothing was booked. */
export const CARD_DECLINED = { status: 402, body: { Message: DECLINED_MESSAGE } };

/** The server does the work, but its answer never arrives (the page sees a network failure). */
export const LOST_ANSWER = { lost: true } as const;

export type HeldAnswer = { status: number; body: { Message: string } } | typeof LOST_ANSWER;
