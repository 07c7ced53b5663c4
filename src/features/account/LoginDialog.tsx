/**
 * The login dialog, shown and hidden by the session (so the menu and checkout can open it). The
 * native <dialog> traps focus, Escape closes it, focus returns to the opener. Its form is the
 * login machine, run while the dialog is open (closing forgets what was typed); a login hands
 * the user to the session, which closes the dialog.
 */
import { flowRoot } from '@/ui/flowRoot';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Link } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { Dialog } from '@/ui/Dialog';
import { PasswordField } from '@/ui/form';
import { useNotify } from '@/ui/notifications';
import { useSession } from '@/ui/session';
import { usePropertyData } from '@/ui/useProperty';
import { loginSchema } from '@/domain/account';
import { loginMachine } from '@machines/account/login.machine';
import { stateString } from '@machines/stateValue';
import { AccountForm, PersonFields, useFormView } from './AccountForm';
import { accountText as t } from '@/i18n/account';

export function LoginDialog() {
  const { isLoginOpen, closeLogin } = useSession();
  // the dialog cannot be closed while the call runs: the login machine says whether it does
  const login = useRef<ActorRefFrom<typeof loginMachine> | null>(null);
  const close = useCallback(() => {
    if (!login.current?.getSnapshot().matches('loggingIn')) closeLogin();
  }, [closeLogin]);
  return (
    <Dialog open={isLoginOpen} title={t('logIn')} onClose={close}>
      {isLoginOpen ? <LoginForm close={close} actorRef={login} /> : null}
    </Dialog>
  );
}

function LoginForm({
  close,
  actorRef,
}: {
  close: () => void;
  /** where the dialog finds the form's actor */
  actorRef: RefObject<ActorRefFrom<typeof loginMachine> | null>;
}) {
  const { property } = usePropertyData();
  const code = property.PropertyCode;
  const { setUser } = useSession();
  const notify = useNotify();
  const actor = useActorRef(
    loginMachine.provide({
      actions: {
        notify: (_, notice) => notify(notice),
        loggedIn: (_, user) => setUser(user),
      },
    }),
    { input: { propertyId: property.PropertyId } },
  );
  useEffect(() => {
    actorRef.current = actor;
    return () => {
      actorRef.current = null;
    };
  }, [actor, actorRef]);
  const state = useSelector(actor, (s) => stateString(s.value));
  const busy = state === 'loggingIn';
  const { form, errors, attempts, error } = useFormView(actor, loginSchema);

  return (
    <div {...flowRoot('login', state)}>
      <AccountForm
        attempts={attempts}
        busy={busy}
        error={error}
        submitText={t('logIn')}
        busyText={t('loggingIn')}
        onSubmit={() => actor.send({ type: 'form.submitted' })}
      >
        <PersonFields
          fields={['email']}
          values={form}
          errors={errors}
          onChange={(field, value) => actor.send({ type: 'field.changed', field, value })}
        />
        <PasswordField
          label={t('password')}
          autoComplete="current-password"
          name="password"
          value={form.password}
          onChange={(value) => actor.send({ type: 'field.changed', field: 'password', value })}
          error={errors.password}
        />
      </AccountForm>
      <ul className="account-links">
        <li>
          <Link to={`/Account/ForgotPassword/${code}`} onClick={close}>
            {t('forgottenPassword')}
          </Link>
        </li>
        <li>
          <Link to={`/Account/Register/${code}`} onClick={close}>
            {t('createAccount')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
