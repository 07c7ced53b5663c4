import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  detailsSchema,
  forgotPasswordSchema,
  greetingName,
  loginSchema,
  loginSuccessMessage,
  refusedMessage,
  resetPasswordSchema,
} from '@/domain/account';
import { fieldErrors } from '@/domain/forms';
import { MESSAGES } from '@/domain/validation';

describe('account forms: the field rules of each form (spec sections 4 and 5)', () => {
  it('login: a valid e-mail and any non-empty password (an existing password is not re-judged)', () => {
    expect(fieldErrors(loginSchema, { email: '', password: '' })).toEqual({
      email: MESSAGES.emailInvalid,
      password: MESSAGES.passwordRequired,
    });
    expect(fieldErrors(loginSchema, { email: 'demo@example.com', password: 'short' })).toEqual({});
  });
  it('forgot password: a valid e-mail; reset password: the password hint', () => {
    expect(fieldErrors(forgotPasswordSchema, { email: 'demo@' })).toEqual({ email: MESSAGES.emailInvalid });
    expect(fieldErrors(resetPasswordSchema, { password: 'password12' })).toEqual({ password: MESSAGES.passwordHint });
    expect(fieldErrors(resetPasswordSchema, { password: 'Brand-New-Pass-1' })).toEqual({});
  });
  it('details: both names, an optional phone that must be valid when given', () => {
    const details = { firstName: 'Alex', lastName: 'Morgan', phone: '', receiveBrandOffers: true };
    expect(fieldErrors(detailsSchema, details)).toEqual({});
    expect(fieldErrors(detailsSchema, { ...details, firstName: ' ', lastName: '', phone: '0777' })).toEqual({
      firstName: MESSAGES.firstNameRequired,
      lastName: MESSAGES.lastNameRequired,
      phone: MESSAGES.phoneInvalid,
    });
  });
  it('change password: the current one is only required, the new one meets the hint', () => {
    expect(fieldErrors(changePasswordSchema, { currentPassword: 'x', newPassword: 'Brand-New-Pass-1' })).toEqual({});
    expect(fieldErrors(changePasswordSchema, { currentPassword: '', newPassword: '' })).toEqual({
      currentPassword: MESSAGES.passwordRequired,
      newPassword: MESSAGES.passwordRequired,
    });
  });
});

describe('account texts', () => {
  it('the greeting is the first name, else "Guest" (spec section 9)', () => {
    expect(greetingName(' Alex ')).toBe('Alex');
    expect(greetingName('  ')).toBe('Guest');
    expect(greetingName(null)).toBe('Guest');
    expect(loginSuccessMessage(undefined)).toBe('Welcome back, Guest');
  });
  it('a call answered Success false: the flow text, then the server message when there is one', () => {
    expect(refusedMessage('Failed to reset your password', 'The link has expired.')).toBe(
      'Failed to reset your password. The link has expired.',
    );
    expect(refusedMessage('Failed to reset your password', null)).toBe('Failed to reset your password');
  });
});
