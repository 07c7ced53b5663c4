/**
 * Accounts (booking spec sections 4 "Login" and "Register", 8 and 9): the forms of the account
 * flows as schemas (src/domain/forms.ts). The machines' guards and the screens' messages both use
 * these schemas, so they cannot disagree. The texts and the greeting live in accountTexts.ts
 * (re-exported here), so the session, on every page, loads without the schemas.
 */
import * as z from 'zod/mini';
import { emailText, passwordText, phoneText, requiredText } from './forms';
import { MESSAGES } from './validation';
import type { AccountUser } from './accountTexts';

export { ACCOUNT_MESSAGES, greetingName, loginSuccessMessage, refusedMessage, type AccountUser } from './accountTexts';

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
  firstName: requiredText(() => MESSAGES.firstNameRequired),
  lastName: requiredText(() => MESSAGES.lastNameRequired),
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
