import { useState } from 'react';
import { Link } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { Page } from '@/ui/Page';
import { useNotify } from '@/ui/notifications';
import { useSession } from '@/ui/session';
import { usePropertyData } from '@/ui/useProperty';
import { ACCOUNT_MESSAGES, registerSchema } from '@/domain/account';
import { registerMachine, withoutPassword } from '@machines/account/register.machine';
import { restorableSnapshot, usePersistedSnapshot } from '@/ui/flowContext';
import { storageKeys } from '@/ui/persistence';
import { stateString } from '@machines/stateValue';
import { AccountForm, NewPasswordField, PersonFields, useFormView } from './AccountForm';
import { flowRoot } from '@/ui/flowRoot';
import { accountText as t } from '@/i18n/account';
import { richText, STRONG } from '@/ui/RichText';

/**
 * /Account/Register/{propertyCode}: create an account. What the guest typed (never the password)
 * and the registration's Idempotency-Key are kept for the tab: a reload loses nothing, and an
 * account whose answer was lost is asked for, never created twice.
 */
export function Component() {
  const { property } = usePropertyData();
  const notify = useNotify();
  const session = useSession();
  const storageKey = storageKeys.register(property.PropertyCode);
  const [options] = useState(() => {
    const input = { propertyId: property.PropertyId };
    const snapshot = restorableSnapshot(registerMachine, input, storageKey);
    return snapshot && snapshot.value !== 'registered' ? { input, snapshot } : { input };
  });
  const actor = useActorRef(
    registerMachine.provide({
      actions: {
        notify: (_, notice) => notify(notice),
        registered: (_, user) => session.setUser(user),
      },
    }),
    options,
  );
  usePersistedSnapshot(actor, storageKey, withoutPassword);
  const state = useSelector(actor, (s) => stateString(s.value));
  const { form, errors, attempts, error } = useFormView(actor, registerSchema);

  if (state === 'registered') {
    return (
      <Page title={t('register.checkEmail')}>
        <div {...flowRoot('register', state)}>
          <p className="account-status" role="status">
            {ACCOUNT_MESSAGES.registerSuccess}
          </p>
          <p>
            {richText(t.rich('register.sentLink', { email: form.email }), {
              ...STRONG,
              link: (text) => <Link to={`/Book/${property.PropertyCode}`}>{text}</Link>,
            })}
          </p>
        </div>
      </Page>
    );
  }

  return (
    <Page title={t('createAccount')}>
      <div {...flowRoot('register', state)}>
        <p>{t('register.intro')}</p>
        <AccountForm
          attempts={attempts}
          busy={state === 'submitting'}
          error={error}
          submitText={t('register.submit')}
          busyText={t('register.submitting')}
          onSubmit={() => actor.send({ type: 'form.submitted' })}
        >
          <PersonFields
            fields={['firstName', 'lastName', 'email', 'phone']}
            values={form}
            errors={errors}
            onChange={(field, value) => actor.send({ type: 'field.changed', field, value })}
          />
          <NewPasswordField
            label={t('password')}
            name="password"
            value={form.password}
            onChange={(value) => actor.send({ type: 'field.changed', field: 'password', value })}
            error={errors.password}
          />
        </AccountForm>
      </div>
    </Page>
  );
}
