/**
 * The texts of the account flows and the greeting (booking spec sections 8 and 9), apart from
 * the forms' schemas (account.ts, which re-exports them): the session that every page runs
 * needs these few texts, not the zod schemas of the forms, so the first load stays small.
 */

export { SESSION_MESSAGES, greetingName, type AccountUser } from './sessionTexts';
import { SESSION_MESSAGES, greetingName } from './sessionTexts';
import { textsOf } from '@/i18n/catalogue';
import { accountText as t } from '@/i18n/account';

const FLOW_MESSAGES = textsOf(t, [
  /** user.loginErrorMessage */
  'loginError',
  /** user.registerSuccessMessage */
  'registerSuccess',
  /** user.registerErrorMessage */
  'registerError',
  'confirmEmailSuccess',
  'confirmEmailError',
  'forgotPasswordSuccess',
  'forgotPasswordError',
  'resetPasswordSuccess',
  'resetPasswordError',
  'detailsSaved',
  'detailsError',
  'passwordChanged',
  'passwordChangeError',
  'invalidLink',
]);

/**
 * Texts of the account flows (booking spec section 8, keys user.*), the session's among them:
 * each field reads its message in the interface's locale when it is read.
 */
export const ACCOUNT_MESSAGES = Object.defineProperties(
  FLOW_MESSAGES,
  Object.getOwnPropertyDescriptors(SESSION_MESSAGES),
) as typeof FLOW_MESSAGES & typeof SESSION_MESSAGES;

/**
 * user.loginSuccessMessage with the first name; for an account whose e-mail address is not
 * confirmed yet (it may log in: docs/decisions.md "Unconfirmed accounts"), with a reminder to
 * confirm it.
 */
export function loginSuccessMessage(firstName: string | null | undefined, emailConfirmed?: boolean | null): string {
  return t(emailConfirmed === false ? 'welcomeBackUnconfirmed' : 'welcomeBack', { name: greetingName(firstName) });
}

/** A call that answered Success false: the flow's text, then the server's Message if any. */
export function refusedMessage(base: string, message: string | null | undefined): string {
  if (!message) return base;
  if (!base) return message;
  return t('refused', { text: base, reason: message });
}
