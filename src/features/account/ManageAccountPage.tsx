import { useLoaderData } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { Page } from '@/ui/Page';
import { CheckboxField, PasswordField } from '@/ui/form';
import { useNotify } from '@/ui/notifications';
import { useSession } from '@/ui/session';
import { usePropertyData } from '@/ui/useProperty';
import { changePasswordSchema, detailsSchema, type AccountUser } from '@/domain/account';
import { fieldErrors } from '@/domain/forms';
import { manageAccountMachine } from '@machines/account/manageAccount.machine';
import { stateString } from '@machines/stateValue';
import { AccountForm, NewPasswordField, PersonFields } from './AccountForm';
import { flowRoot } from '@/ui/flowRoot';
import { accountText as t } from '@/i18n/account';
import { richText, STRONG } from '@/ui/RichText';

/** /ManageAccount/{propertyCode}: account details and change password (the loader gives the user). */
export function Component() {
  const { user } = useLoaderData() as { user: AccountUser };
  const { property } = usePropertyData();
  const notify = useNotify();
  const session = useSession();
  const actor = useActorRef(
    manageAccountMachine.provide({
      actions: {
        notify: (_, notice) => notify(notice),
        userUpdated: (_, updated) => session.setUser(updated),
      },
    }),
    { input: { propertyId: property.PropertyId, user } },
  );
  const state = useSelector(actor, (s) => stateString(s.value));
  const saving = useSelector(actor, (s) => s.matches({ details: 'saving' }));
  const changing = useSelector(actor, (s) => s.matches({ password: 'changing' }));
  const detailsRefused = useSelector(actor, (s) => s.matches({ details: { editing: 'refused' } }));
  const passwordRefused = useSelector(actor, (s) => s.matches({ password: { editing: 'refused' } }));
  const ctx = useSelector(actor, (s) => s.context);
  const dErrors = detailsRefused ? fieldErrors(detailsSchema, ctx.details) : {};
  const pErrors = passwordRefused ? fieldErrors(changePasswordSchema, ctx.password) : {};

  return (
    <Page title={t('manage.title')}>
      <div {...flowRoot('manageAccount', state)}>
        <section className="account-section" aria-labelledby="account-details-heading">
          <h2 id="account-details-heading">{t('manage.details')}</h2>
          <AccountForm
            attempts={ctx.detailsAttempts}
            busy={saving}
            error={ctx.detailsError}
            submitText={t('manage.saveDetails')}
            busyText={t('saving')}
            onSubmit={() => actor.send({ type: 'details.submitted' })}
          >
            <p>{richText(t.rich('manage.email', { email: ctx.user.EmailAddress }), STRONG)}</p>
            <PersonFields
              fields={['firstName', 'lastName', 'phone']}
              values={ctx.details}
              errors={dErrors}
              onChange={(field, value) => actor.send({ type: 'details.changed', field, value })}
            />
            <CheckboxField
              label={t('manage.offers')}
              checked={ctx.details.receiveBrandOffers}
              onChange={(value) => actor.send({ type: 'details.offersToggled', value })}
            />
          </AccountForm>
        </section>
        <section className="account-section" aria-labelledby="account-password-heading">
          <h2 id="account-password-heading">{t('manage.changePassword')}</h2>
          <AccountForm
            attempts={ctx.passwordAttempts}
            busy={changing}
            error={ctx.passwordError}
            submitText={t('manage.changePassword')}
            busyText={t('manage.changing')}
            onSubmit={() => actor.send({ type: 'password.submitted' })}
          >
            <input type="email" name="username" autoComplete="username" value={ctx.user.EmailAddress} readOnly hidden />
            <PasswordField
              label={t('manage.currentPassword')}
              autoComplete="current-password"
              value={ctx.password.currentPassword}
              onChange={(value) => actor.send({ type: 'password.changed', field: 'currentPassword', value })}
              error={pErrors.currentPassword}
            />
            <NewPasswordField
              label={t('newPassword')}
              value={ctx.password.newPassword}
              onChange={(value) => actor.send({ type: 'password.changed', field: 'newPassword', value })}
              error={pErrors.newPassword}
            />
          </AccountForm>
        </section>
      </div>
    </Page>
  );
}
