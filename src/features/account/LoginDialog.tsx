/**
 * The login dialog, shown and hidden by the session machine (so the menu and checkout can open
 * it). The native <dialog> traps focus, Escape closes it, focus returns to the opener. The
 * property layout hands it the session actor, whose login form it shows.
 */
import { Link } from 'react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Dialog } from '@/ui/Dialog';
import { PasswordField } from '@/ui/form';
import { useSession } from '@/ui/session';
import { usePropertyData } from '@/ui/useProperty';
import { loginSchema } from '@/domain/account';
import { fieldErrors } from '@/domain/forms';
import type { SessionMachine } from '@machines/account/session.machine';
import { stateString } from '@machines/stateValue';
import { AccountForm, PersonFields } from './AccountForm';

export function LoginDialog({ session }: { session: ActorRefFrom<SessionMachine> }) {
  const { property } = usePropertyData();
  const code = property.PropertyCode;
  const { isLoginOpen, isLoggingIn, closeLogin } = useSession();
  const state = useSelector(session, (s) => stateString(s.value));
  const form = useSelector(session, (s) => s.context.login);
  const refused = useSelector(session, (s) => s.matches({ anonymous: { open: { idle: 'refused' } } }));
  const attempts = useSelector(session, (s) => s.context.loginAttempts);
  const loginError = useSelector(session, (s) => s.context.loginError);
  const errors = refused ? fieldErrors(loginSchema, form) : {};

  return (
    <Dialog open={isLoginOpen} title="Log in" onClose={closeLogin}>
      {isLoginOpen ? (
        <div data-flow="session" data-state={state}>
          <AccountForm
            attempts={attempts}
            busy={isLoggingIn}
            error={loginError}
            submitText="Log in"
            busyText="Logging in…"
            onSubmit={() => session.send({ type: 'login.submitted' })}
          >
            <PersonFields
              fields={['email']}
              values={form}
              errors={errors}
              onChange={(field, value) => session.send({ type: 'login.changed', field, value })}
            />
            <PasswordField
              label="Password"
              autoComplete="current-password"
              name="password"
              value={form.password}
              onChange={(value) => session.send({ type: 'login.changed', field: 'password', value })}
              error={errors.password}
            />
          </AccountForm>
          <ul className="account-links">
            <li>
              <Link to={`/Account/ForgotPassword/${code}`} onClick={closeLogin}>
                Forgotten your password?
              </Link>
            </li>
            <li>
              <Link to={`/Account/Register/${code}`} onClick={closeLogin}>
                Create an account
              </Link>
            </li>
          </ul>
        </div>
      ) : null}
    </Dialog>
  );
}
