import { fromCall } from '../fromCall';
import { api, call, type Api } from '@/api/client';
import { LANGUAGE_CODE } from '@/api/middleware';
import { callOnce, type CallIntent } from '@/api/outcome';
import type { AccountUser } from '@/api/queries';
import type { RegisterForm } from '@/domain/account';
import { ACCOUNT_MESSAGES } from '@/domain/account';

export interface RegisterInput {
  propertyId: number;
  form: Pick<RegisterForm, 'email' | 'password' | 'firstName' | 'lastName' | 'phone'>;
  /** the registration's intent: its Idempotency-Key, and whether an earlier attempt's outcome is unknown */
  intent: CallIntent;
  /** what a failure says when the server gives no reason */
  fallback?: string;
}

/**
 * POST /api/Account/Register with the spec's register payload, at most once per intent (an
 * answer lost on the way is asked for: the account it made, and its session, are the answer);
 * returns the new user. One call for the register page and the checkout's "create an account".
 */
export function registerCall({ client, call: callWith }: Pick<Api, 'client' | 'call'>) {
  return fromCall<AccountUser, RegisterInput>(({ input, signal }) => {
    const phone = input.form.phone.trim();
    return callOnce(
      { client, call: callWith },
      { operation: 'register', propertyId: input.propertyId, intent: input.intent },
      (idempotencyKey) =>
        callWith(
          client.POST('/api/Account/Register', {
            params: { header: { 'Idempotency-Key': idempotencyKey } },
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
          { fallback: input.fallback ?? ACCOUNT_MESSAGES.registerError },
        ),
      signal,
    );
  });
}

export const registerUser = registerCall({ client: api, call });
