import { fromCall } from '../fromCall';
import { api, call } from '@/api/client';
import type { SuccessMessage } from './confirmEmail.actors';

export interface ResetPasswordInput {
  propertyId: number;
  email: string;
  token: string;
  password: string;
}

/** POST /api/Account/PasswordReset with the token of the reset link. */
export const resetPassword = fromCall<SuccessMessage, ResetPasswordInput>(({ input, signal }) =>
  call(
    api.POST('/api/Account/PasswordReset', {
      body: {
        PropertyId: input.propertyId,
        EmailAddress: input.email,
        Token: input.token,
        NewPassword: input.password,
      },
      signal,
    }),
  ),
);
