/**
 * Texts of the account flows (booking spec section 8, keys user.*) and how a failed call
 * becomes the message a guest reads.
 */
import { isApiError } from '@/api/errors';
import { DEFAULT_GREETING_NAME } from '@/domain/manage';

export const ACCOUNT_MESSAGES = {
  /** user.loginErrorMessage */
  loginError: 'Failed to login, please check your email address and password',
  /** user.logoutSuccessMessage */
  logoutSuccess: 'You have been logged out.',
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

/** The greeting name: the first name, else "Guest" (spec section 9). */
export function greetingName(firstName: string | null | undefined): string {
  const name = (firstName ?? '').trim();
  return name === '' ? DEFAULT_GREETING_NAME : name;
}

/** user.loginSuccessMessage with the first name. */
export function loginSuccessMessage(firstName: string | null | undefined): string {
  return `Welcome back, ${greetingName(firstName)}`;
}

/**
 * Login answered by an HTTP error: the server's ModelState messages, else its Message, else
 * user.loginErrorMessage. call() already builds exactly that into ApiError.message when the
 * actor passes the login text as its fallback.
 */
export function loginFailureMessage(error: unknown): string {
  if (isApiError(error) && error.message.trim() !== '') return error.message;
  return ACCOUNT_MESSAGES.loginError;
}

/**
 * A failure notice: the flow's own text, followed by what the server said (its ModelState
 * messages, else its Message) or why the call failed (network, time-out), so that e.g. a
 * duplicate e-mail address on register is explained.
 */
export function failureMessage(base: string, error: unknown): string {
  if (!isApiError(error)) return base;
  const detail = error.message.trim();
  if (detail === '' || detail === base) return base;
  return `${base}. ${detail}`;
}

/** What a machine asks the screen to show; the screen provides the `notify` action. */
export interface Notice {
  type: 'positive' | 'negative';
  message: string;
  position?: 'top' | 'bottom';
}
