import { fromCall } from '../fromCall';
import { api, call } from '@/api/client';
import { LANGUAGE_CODE } from '@/api/middleware';
import type { SuccessMessage } from './confirmEmail.actors';

export interface ForgotPasswordInput {
  propertyId: number;
  email: string;
}

/** POST /api/Account/RequestPasswordReset (always Success for a well-formed address). */
export const requestPasswordReset = fromCall<SuccessMessage, ForgotPasswordInput>(({ input, signal }) =>
  call(
    api.POST('/api/Account/RequestPasswordReset', {
      body: { LanguageCode: LANGUAGE_CODE, PropertyId: input.propertyId, EmailAddress: input.email.trim() },
      signal,
    }),
  ),
);
