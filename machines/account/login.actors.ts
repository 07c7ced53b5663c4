import { fromCall } from '../fromCall';
import { api, call } from '@/api/client';
import { LANGUAGE_CODE } from '@/api/middleware';
import type { AccountUser } from '@/api/queries';
import type { components } from '@/api/schema';
import { ACCOUNT_MESSAGES } from '@/domain/account';

export type LoginResponse = components['schemas']['LoginResponse'];

export interface LoginInput {
  propertyId: number;
  email: string;
  password: string;
}

/**
 * POST /api/Account/Authenticate. Wrong credentials are a 200 with Success false; an HTTP
 * error becomes an ApiError whose message is ModelState, else Message, else the login text.
 */
export const authenticate = fromCall<LoginResponse, LoginInput>(({ input, signal }) =>
  call(
    api.POST('/api/Account/Authenticate', {
      body: {
        LanguageCode: LANGUAGE_CODE,
        PropertyId: input.propertyId,
        EmailAddress: input.email.trim(),
        Password: input.password,
      },
      signal,
    }),
    { fallback: ACCOUNT_MESSAGES.loginError },
  ),
);

/** The user fields of a successful login answer. */
export function userFromLogin(response: LoginResponse): AccountUser {
  return {
    Firstname: response.Firstname ?? '',
    Lastname: response.Lastname ?? '',
    Telephone: response.Telephone ?? null,
    EmailAddress: response.EmailAddress ?? '',
    ReceiveBrandOffers: response.ReceiveBrandOffers ?? false,
    CanChoosePaymentMethod: response.CanChoosePaymentMethod ?? false,
    CreditCards: response.CreditCards ?? [],
  };
}
