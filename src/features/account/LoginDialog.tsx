/**
 * The login dialog, shown and hidden by the session machine (so the menu and checkout can open
 * it). The native <dialog> traps focus, Escape closes it, focus returns to the opener.
 */
import { useRef } from 'react';
import { Link } from 'react-router';
import { useSelector } from '@xstate/react';
import { Dialog } from '@/ui/Dialog';
import { useSession, useSessionActor } from '@/ui/session';
import { usePropertyData } from '@/ui/useProperty';
import { loginErrors, stateString } from '@machines/account/account.forms';
import { FormError, PasswordField, SubmitButton, TextField, useFocusFirstInvalid } from './fields';

export function LoginDialog() {
  const { property } = usePropertyData();
  const code = property.PropertyCode;
  const actor = useSessionActor();
  const { isLoginOpen, isLoggingIn, closeLogin } = useSession();
  const state = useSelector(actor, (s) => stateString(s.value));
  const form = useSelector(actor, (s) => s.context.login);
  const showErrors = useSelector(actor, (s) => s.context.showLoginErrors);
  const attempts = useSelector(actor, (s) => s.context.loginAttempts);
  const loginError = useSelector(actor, (s) => s.context.loginError);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempts);
  const errors = showErrors ? loginErrors(form) : {};
  const change = (field: 'email' | 'password') => (value: string) =>
    actor.send({ type: 'login.changed', field, value });

  return (
    <Dialog open={isLoginOpen} title="Log in" onClose={closeLogin}>
      {isLoginOpen ? (
        <div data-flow="session" data-state={state}>
          <form
            ref={formRef}
            className="account-form"
            noValidate
            aria-busy={isLoggingIn || undefined}
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'login.submitted' });
            }}
          >
            <FormError message={loginError} />
            <TextField
              label="E-mail address"
              type="email"
              autoComplete="email"
              name="email"
              required
              value={form.email}
              onChange={change('email')}
              error={errors.email}
            />
            <PasswordField
              label="Password"
              autoComplete="current-password"
              name="password"
              value={form.password}
              onChange={change('password')}
              error={errors.password}
            />
            <SubmitButton busy={isLoggingIn} busyText="Logging in…">
              Log in
            </SubmitButton>
          </form>
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
