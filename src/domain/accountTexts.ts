/**
 * The texts of the account flows and the greeting (booking spec sections 8 and 9), apart from
 * the forms' schemas (account.ts, which re-exports them): the session that every page runs
 * needs these few texts, not the zod schemas of the forms, so the first load stays small.
 */

export { DEFAULT_GREETING_NAME, SESSION_MESSAGES, greetingName, type AccountUser } from './sessionTexts';
import { SESSION_MESSAGES, greetingName } from './sessionTexts';

/** Texts of the account flows (booking spec section 8, keys user.*). */
export const ACCOUNT_MESSAGES = {
  /** user.loginErrorMessage */
  loginError: 'Failed to login, please check your email address and password',
  ...SESSION_MESSAGES,
  /** user.registerSuccessMessage */
  registerSuccess:
    'Your account has been created. Please check your e-mail and use the link in it to confirm your address.',
  /** user.registerErrorMessage */
  registerError: 'Failed to register User',
  confirmEmailSuccess: 'Thank you, your e-mail address is confirmed. You can now log in.',
  confirmEmailError: 'We could not confirm your e-mail address.',
  forgotPasswordSuccess:
    'If an account exists for this address, we have sent it an e-mail with a link to reset your password.',
  forgotPasswordError: 'Failed to send Password Reset Email',
  resetPasswordSuccess: 'Your password has been reset. You can now log in with your new password.',
  resetPasswordError: 'Failed to reset your password',
  detailsSaved: 'Your details have been saved.',
  detailsError: 'Failed to save your details',
  passwordChanged: 'Your password has been changed.',
  passwordChangeError: 'Failed to change your password',
  invalidLink: 'This link is incomplete. Please open the link from your e-mail again.',
} as const;

/** Said after a login while the account's e-mail address is still unconfirmed. */
export const CONFIRM_EMAIL_REMINDER = 'Please confirm your e-mail address with the link we sent you.';

/**
 * user.loginSuccessMessage with the first name; for an account whose e-mail address is not
 * confirmed yet (it may log in: docs/decisions.md "Unconfirmed accounts"), with a reminder.
 */
export function loginSuccessMessage(firstName: string | null | undefined, emailConfirmed?: boolean | null): string {
  const welcome = `Welcome back, ${greetingName(firstName)}`;
  return emailConfirmed === false ? `${welcome}. ${CONFIRM_EMAIL_REMINDER}` : welcome;
}

/** A call that answered Success false: the flow's text, then the server's Message if any. */
export function refusedMessage(base: string, message: string | null | undefined): string {
  return [base, message].filter(Boolean).join('. ');
}
