import { fromCall } from '../fromCall';
import { api, call } from '@/api/client';
import { LANGUAGE_CODE } from '@/api/middleware';
import type { AccountUser } from '@/api/queries';
import type { RegisterForm } from '@/domain/account';
import { ACCOUNT_MESSAGES } from '@/domain/account';

export interface RegisterInput {
  propertyId: number;
  form: RegisterForm;
}

/** POST /api/Account/Register with the spec's register payload; returns the new user. */
export const registerUser = fromCall<AccountUser, RegisterInput>(({ input, signal }) => {
  const phone = input.form.phone.trim();
  return call(
    api.POST('/api/Account/Register', {
      body: {
        LanguageCode: LANGUAGE_CODE,
        PropertyId: input.propertyId,
        EmailAddress: input.form.email.trim(),
        Password: input.form.password,
        Firstname: input.form.firstName.trim(),
        Lastname: input.form.lastName.trim(),
        MobileNumber: phone === '' ? null : phone,
      },
      signal,
    }),
    { fallback: ACCOUNT_MESSAGES.registerError },
  );
});
