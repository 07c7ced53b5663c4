import { Link, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { Page } from '@/ui/Page';
import { useNotify } from '@/ui/notifications';
import { usePropertyData } from '@/ui/useProperty';
import { ACCOUNT_MESSAGES, resetPasswordSchema } from '@/domain/account';
import { resetPasswordMachine } from '@machines/account/resetPassword.machine';
import { stateString } from '@machines/stateValue';
import { AccountForm, NewPasswordField, Outcome, useFormView } from './AccountForm';
import { flowRoot } from '@/ui/flowRoot';
import { accountText as t } from '@/i18n/account';
import { richText, STRONG } from '@/ui/RichText';

/** /Account/ResetPassword/{propertyCode}?email=...&token=...: the link of the reset e-mail. */
export function Component() {
  const { property } = usePropertyData();
  const [params] = useSearchParams();
  const notify = useNotify();
  const actor = useActorRef(resetPasswordMachine.provide({ actions: { notify: (_, notice) => notify(notice) } }), {
    input: { propertyId: property.PropertyId, email: params.get('email') ?? '', token: params.get('token') ?? '' },
  });
  const state = useSelector(actor, (s) => stateString(s.value));
  const editing = useSelector(actor, (s) => s.matches('editing') || s.matches('resetting'));
  const email = useSelector(actor, (s) => s.context.email);
  const { form, errors, attempts, error } = useFormView(actor, resetPasswordSchema);
  const newLink = <Link to={`/Account/ForgotPassword/${property.PropertyCode}`}>{t('resetPassword.newLink')}</Link>;

  return (
    <Page title={t('resetPassword.title')}>
      <div {...flowRoot('resetPassword', state)}>
        {state === 'invalidLink' ? (
          <>
            <p role="alert" className="account-status account-status--error">
              {ACCOUNT_MESSAGES.invalidLink}
            </p>
            <p>{newLink}</p>
          </>
        ) : null}
        {state === 'done' ? <Outcome message={ACCOUNT_MESSAGES.resetPasswordSuccess} /> : null}
        {editing ? (
          <AccountForm
            attempts={attempts}
            busy={state === 'resetting'}
            error={error}
            submitText={t('resetPassword.submit')}
            busyText={t('saving')}
            onSubmit={() => actor.send({ type: 'form.submitted' })}
          >
            {error ? <p>{newLink}</p> : null}
            {/* The account's e-mail as a username for password managers (WCAG 3.3.7: not asked again). */}
            <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
            <p>{richText(t.rich('resetPassword.account', { email }), STRONG)}</p>
            <NewPasswordField
              label={t('newPassword')}
              name="password"
              value={form.password}
              onChange={(value) => actor.send({ type: 'field.changed', field: 'password', value })}
              error={errors.password}
            />
          </AccountForm>
        ) : null}
      </div>
    </Page>
  );
}
