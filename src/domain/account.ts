/**
 * Accounts (booking spec sections 4 "Login" and "Register", 8 and 9): the forms of the account
 * flows as schemas (src/domain/forms.ts), their texts and the greeting. The machines' guards and
 * the screens' messages both use these schemas, so they cannot disagree.
 */
import * as z from 'zod/mini';
import type { components } from '@/api/schema';
import { emailText, passwordText, phoneText, requiredText } from './forms';
import { DEFAULT_GREETING_NAME } from './manage';
import { MESSAGES } from './validation';

/** The user of a session (GET /api/Account, Register, Account/Update). */
export type AccountUser = components['schemas']['AccountUser'];

// ---------- login ----------
export interface LoginForm {
  email: string;
  password: string;
}
export const emptyLoginForm = (): LoginForm => ({ email: '', password: '' });

/** Login: a valid e-mail and a non-empty password (existing passwords are not re-judged). */
export const loginSchema = z.object({ email: emailText(), password: passwordText('login') });

// ---------- register ----------
export interface RegisterForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}
export const emptyRegisterForm = (): RegisterForm => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
});

const names = {
  firstName: requiredText(MESSAGES.firstNameRequired),
  lastName: requiredText(MESSAGES.lastNameRequired),
};

/** Register: names, a valid e-mail, an optional valid phone, a password meeting the hint. */
export const registerSchema = z.object({
  ...names,
  email: emailText(),
  phone: phoneText(false),
  password: passwordText('register'),
});

// ---------- forgot and reset password ----------
export interface ForgotPasswordForm {
  email: string;
}
export const forgotPasswordSchema = z.object({ email: emailText() });

export interface ResetPasswordForm {
  password: string;
}
export const resetPasswordSchema = z.object({ password: passwordText('reset') });

// ---------- manage account ----------
export interface DetailsForm {
  firstName: string;
  lastName: string;
  phone: string;
  receiveBrandOffers: boolean;
}

/** Account details: names and an optional valid phone. */
export const detailsSchema = z.object({ ...names, phone: phoneText(false) });

/** The details form of a user. */
export function detailsFromUser(user: AccountUser): DetailsForm {
  return {
    firstName: user.Firstname,
    lastName: user.Lastname,
    phone: user.Telephone ?? '',
    receiveBrandOffers: user.ReceiveBrandOffers,
  };
}

export interface ChangePasswordForm {
  currentPassword: string;
  newPassword: string;
}
export const emptyChangePasswordForm = (): ChangePasswordForm => ({ currentPassword: '', newPassword: '' });

/** Change password: the current one is only required; the hint is enforced on the new one. */
export const changePasswordSchema = z.object({
  currentPassword: passwordText('login'),
  newPassword: passwordText('change'),
});

// ---------- texts ----------
/** Texts of the account flows (booking spec section 8, keys user.*). */
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

/** A call that answered Success false: the flow's text, then the server's Message if any. */
export function refusedMessage(base: string, message: string | null | undefined): string {
  return [base, message].filter(Boolean).join('. ');
}
