/**
 * What the session of every page needs: the user's type, the greeting and the session's own
 * texts. A module of its own so the first load carries these and not every account text.
 */
import type { components } from '@/api/schema';
import { textsOf } from '@/i18n/catalogue';
import { sessionText as t } from '@/i18n/session';

/** The user of a session (GET /api/Account, Register, Account/Update). */
export type AccountUser = components['schemas']['AccountUser'];

/**
 * What the session itself says (every page runs it: its texts are a catalogue apart, src/i18n/
 * session.ts, so the first load carries these few texts and not every account text).
 */
export const SESSION_MESSAGES = textsOf(t, {
  /** user.logoutSuccessMessage */
  logoutSuccess: 'logoutSuccess',
  /** ours: the server ended the session (a call answered 401) */
  sessionEnded: 'sessionEnded',
  /** ours: a failed logout (the session is still open on the server) */
  logoutFailed: 'logoutFailed',
  /** ours: the account could not be checked (not a 401: the server or the network failed) */
  checkFailed: 'checkFailed',
});

/** The greeting name: the first name, else "Guest" (spec section 9). */
export function greetingName(firstName: string | null | undefined): string {
  const name = (firstName ?? '').trim();
  return name === '' ? t('guest') : name;
}
