import { fromCall } from '../fromCall';
import { api, call } from '@/api/client';
import { LANGUAGE_CODE } from '@/api/middleware';
import type { AccountUser } from '@/api/queries';
import type { ChangePasswordForm, DetailsForm } from '@/domain/account';
import type { SuccessMessage } from './confirmEmail.actors';

/** POST /api/Account/Update: the logged-in user's details; returns the updated user. */
export const updateDetails = fromCall<AccountUser, { propertyId: number; form: DetailsForm }>(({ input, signal }) => {
  const phone = input.form.phone.trim();
  return call(
    api.POST('/api/Account/Update', {
      body: {
        LanguageCode: LANGUAGE_CODE,
        PropertyId: input.propertyId,
        Firstname: input.form.firstName.trim(),
        Lastname: input.form.lastName.trim(),
        Telephone: phone === '' ? null : phone,
        ReceiveBrandOffers: input.form.receiveBrandOffers,
      },
      signal,
    }),
  );
});

/** POST /api/Account/ChangePassword with the current and the new password. */
export const changePassword = fromCall<SuccessMessage, { propertyId: number; form: ChangePasswordForm }>(
  ({ input, signal }) =>
    call(
      api.POST('/api/Account/ChangePassword', {
        body: {
          PropertyId: input.propertyId,
          CurrentPassword: input.form.currentPassword,
          NewPassword: input.form.newPassword,
        },
        signal,
      }),
    ),
);
