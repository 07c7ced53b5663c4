import { Link } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { Page } from '@/ui/Page';
import { useNotify } from '@/ui/notifications';
import { usePropertyData } from '@/ui/useProperty';
import { ACCOUNT_MESSAGES, forgotPasswordSchema } from '@/domain/account';
import { forgotPasswordMachine } from '@machines/account/forgotPassword.machine';
import { stateString } from '@machines/stateValue';
import { AccountForm, PersonFields, useFormView } from './AccountForm';
import { flowRoot } from '@/ui/flowRoot';
import { accountText as t } from '@/i18n/account';

/** /Account/ForgotPassword/{propertyCode}: request a password reset e-mail. */
export function Component() {
  const { property } = usePropertyData();
  const notify = useNotify();
  const actor = useActorRef(forgotPasswordMachine.provide({ actions: { notify: (_, notice) => notify(notice) } }), {
    input: { propertyId: property.PropertyId },
  });
  const state = useSelector(actor, (s) => stateString(s.value));
  const { form, errors, attempts, error } = useFormView(actor, forgotPasswordSchema);

  return (
    <Page title={t('forgottenPassword')}>
      <div {...flowRoot('forgotPassword', state)}>
        {state === 'sent' ? (
          <>
            <p role="status" className="account-status">
              {ACCOUNT_MESSAGES.forgotPasswordSuccess}
            </p>
            <p>
              <Link to={`/Book/${property.PropertyCode}`}>{t('forgotPassword.backToBooking')}</Link>
            </p>
          </>
        ) : (
          <>
            <p>{t('forgotPassword.intro')}</p>
            <AccountForm
              attempts={attempts}
              busy={state === 'sending'}
              error={error}
              submitText={t('forgotPassword.send')}
              busyText={t('forgotPassword.sending')}
              onSubmit={() => actor.send({ type: 'form.submitted' })}
            >
              <PersonFields
                fields={['email']}
                values={form}
                errors={errors}
                onChange={(field, value) => actor.send({ type: 'field.changed', field, value })}
              />
            </AccountForm>
          </>
        )}
      </div>
    </Page>
  );
}
