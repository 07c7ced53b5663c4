/**
 * The account forms and their field messages. Every rule is a call into src/domain; the
 * machines' guards and the screens' messages both come from here, so they cannot disagree.
 */
import { MESSAGES, emailError, isStringValid, passwordError, phoneError } from '@/domain/validation';

export type FieldErrors<F> = Partial<Record<keyof F, string>>;

export function hasErrors<F>(errors: FieldErrors<F>): boolean {
  return Object.values(errors).some((message) => typeof message === 'string' && message !== '');
}

function required(value: string, message: string): string | undefined {
  return isStringValid(value) ? undefined : message;
}

function compact<F>(errors: Record<keyof F, string | undefined>): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const key of Object.keys(errors) as Array<keyof F>) {
    const message = errors[key];
    if (message) out[key] = message;
  }
  return out;
}

// ---------- login ----------
export interface LoginForm {
  email: string;
  password: string;
}
export const emptyLoginForm = (): LoginForm => ({ email: '', password: '' });

/** Login: a valid e-mail and a non-empty password (existing passwords are not re-judged). */
export function loginErrors(form: LoginForm): FieldErrors<LoginForm> {
  return compact<LoginForm>({ email: emailError(form.email), password: passwordError(form.password, 'login') });
}

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

/** Register: names, a valid e-mail, an optional valid phone, a password meeting the hint. */
export function registerErrors(form: RegisterForm): FieldErrors<RegisterForm> {
  return compact<RegisterForm>({
    firstName: required(form.firstName, MESSAGES.firstNameRequired),
    lastName: required(form.lastName, MESSAGES.lastNameRequired),
    email: emailError(form.email),
    phone: phoneError(form.phone, false),
    password: passwordError(form.password, 'register'),
  });
}

// ---------- forgot password ----------
export interface ForgotPasswordForm {
  email: string;
}
export function forgotPasswordErrors(form: ForgotPasswordForm): FieldErrors<ForgotPasswordForm> {
  return compact<ForgotPasswordForm>({ email: emailError(form.email) });
}

// ---------- reset password ----------
export interface ResetPasswordForm {
  password: string;
}
export function resetPasswordErrors(form: ResetPasswordForm): FieldErrors<ResetPasswordForm> {
  return compact<ResetPasswordForm>({ password: passwordError(form.password, 'reset') });
}

// ---------- manage account ----------
export interface DetailsForm {
  firstName: string;
  lastName: string;
  phone: string;
  receiveBrandOffers: boolean;
}
export function detailsErrors(form: DetailsForm): FieldErrors<DetailsForm> {
  return compact<DetailsForm>({
    firstName: required(form.firstName, MESSAGES.firstNameRequired),
    lastName: required(form.lastName, MESSAGES.lastNameRequired),
    phone: phoneError(form.phone, false),
    receiveBrandOffers: undefined,
  });
}

export interface ChangePasswordForm {
  currentPassword: string;
  newPassword: string;
}
export const emptyChangePasswordForm = (): ChangePasswordForm => ({ currentPassword: '', newPassword: '' });

/** Change password: the current one is only required; the hint is enforced on the new one. */
export function changePasswordErrors(form: ChangePasswordForm): FieldErrors<ChangePasswordForm> {
  return compact<ChangePasswordForm>({
    currentPassword: passwordError(form.currentPassword, 'login'),
    newPassword: passwordError(form.newPassword, 'change'),
  });
}

/** A snapshot's state value as one string for `data-state` (shared by every flow). */
export { stateString } from '../stateValue';
