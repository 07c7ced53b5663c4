import { fromCall } from '../fromCall';
import { api, call } from '@/api/client';
import type { components } from '@/api/schema';

export type SuccessMessage = components['schemas']['SuccessMessage'];

export interface ConfirmEmailInput {
  propertyId: number;
  email: string;
  token: string;
}

/** POST /api/Account/ConfirmEmail with the token of the confirmation link. */
export const confirmEmail = fromCall<SuccessMessage, ConfirmEmailInput>(({ input, signal }) =>
  call(
    api.POST('/api/Account/ConfirmEmail', {
      body: { PropertyId: input.propertyId, EmailAddress: input.email, Token: input.token },
      signal,
    }),
  ),
);
