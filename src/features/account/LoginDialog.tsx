/**
 * The login dialog, shown and hidden by the session (so the menu and checkout can open it). The
 * native <dialog> traps focus, Escape closes it, focus returns to the opener. Its form is the
 * login machine, run while the dialog is open (closing forgets what was typed); a login hands
 * the user to the session, which closes the dialog.
 */
import { flowRoot } from '@/ui/flowRoot';
import { useCallback, useEffect, useState } from 'react';
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

export function LoginDialog() {
  const { isLoginOpen, closeLogin } = useSession();
  // the dialog cannot be closed while the call runs
  const [busy, setBusy] = useState(false);
  const close = useCallback(() => {
    if (!busy) closeLogin();
  }, [busy, closeLogin]);
  return (
    <Dialog open={isLoginOpen} title="Log in" onClose={close}>
      {isLoginOpen ? <LoginForm close={close} onBusyChange={setBusy} /> : null}
    </Dialog>
  );
}

function LoginForm({ close, onBusyChange }: { close: () => void; onBusyChange: (busy: boolean) => void }) {
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
  const state = useSelector(actor, (s) => stateString(s.value));
  const busy = state === 'loggingIn';
  useEffect(() => {
    onBusyChange(busy);
    return () => onBusyChange(false);
  }, [busy, onBusyChange]);
  const { form, errors, attempts, error } = useFormView(actor, loginSchema);

  return (
    <div {...flowRoot('login', state)}>
      <AccountForm
        attempts={attempts}
        busy={busy}
        error={error}
        submitText="Log in"
        busyText="Logging in…"
        onSubmit={() => actor.send({ type: 'form.submitted' })}
      >
        <PersonFields
          fields={['email']}
          values={form}
          errors={errors}
          onChange={(field, value) => actor.send({ type: 'field.changed', field, value })}
        />
        <PasswordField
          label="Password"
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
            Forgotten your password?
          </Link>
        </li>
        <li>
          <Link to={`/Account/Register/${code}`} onClick={close}>
            Create an account
          </Link>
        </li>
      </ul>
    </div>
  );
}
