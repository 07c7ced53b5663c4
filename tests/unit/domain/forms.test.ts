import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { emailText, fieldErrors, hasFieldErrors, passwordText, phoneText, requiredText } from '@/domain/forms';
import { MESSAGES } from '@/domain/validation';

const schema = z.object({
  firstName: requiredText('Enter your first name'),
  email: emailText(),
  phone: phoneText(false),
  password: passwordText('register'),
});

describe('fieldErrors: one function from a form to its errors', () => {
  it('a valid form has no errors', () => {
    const errors = fieldErrors(schema, {
      firstName: 'Jane',
      email: 'jane@example.com',
      phone: '',
      password: 'Correct-Horse-9',
    });
    expect(errors).toEqual({});
    expect(hasFieldErrors(errors)).toBe(false);
  });

  it('gives the first message of each failing field, in the spec words', () => {
    const errors = fieldErrors(schema, { firstName: '   ', email: 'jane@', phone: '12', password: 'short' });
    expect(errors.firstName).toBe('Enter your first name');
    expect(errors.email).toBe(MESSAGES.emailInvalid);
    expect(errors.phone).toBeTypeOf('string');
    expect(errors.password).toBeTypeOf('string');
    expect(hasFieldErrors(errors)).toBe(true);
  });

  it('an empty required e-mail is refused with the spec message, an empty optional phone is fine', () => {
    const errors = fieldErrors(schema, { firstName: 'J', email: '', phone: '', password: 'Correct-Horse-9' });
    expect(errors).toEqual({ email: MESSAGES.emailInvalid });
  });
});
