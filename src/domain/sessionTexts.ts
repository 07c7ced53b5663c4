/**
 * What the session of every page needs: the user's type, the greeting and the session's own
 * texts. A module of its own so the first load carries these and not every account text.
 */
import type { components } from '@/api/schema';

/** The user of a session (GET /api/Account, Register, Account/Update). */
export type AccountUser = components['schemas']['AccountUser'];

/** Greeting name when none is known. */
export const DEFAULT_GREETING_NAME = 'Guest';

/**
 * What the session itself says (every page runs it: kept apart, so the first load carries these
 * few texts and not every account text).
 */
export const SESSION_MESSAGES = {
  /** user.logoutSuccessMessage */
  logoutSuccess: 'You have been logged out.',
  /** ours: the server ended the session (a call answered 401) */
  sessionEnded: 'Your session has ended. Please log in again: what you typed is kept.',
  /** ours: a failed logout (the session is still open on the server) */
  logoutFailed: 'We could not log you out. You are still logged in; please try again.',
  /** ours: the account could not be checked (not a 401: the server or the network failed) */
  checkFailed: 'We could not check your account.',
} as const;

/** The greeting name: the first name, else "Guest" (spec section 9). */
export function greetingName(firstName: string | null | undefined): string {
  const name = (firstName ?? '').trim();
  return name === '' ? DEFAULT_GREETING_NAME : name;
}
