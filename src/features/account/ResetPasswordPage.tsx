import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { Page } from '@/ui/Page';
import { useNotify } from '@/ui/notifications';
import { useSession } from '@/ui/session';
import { usePropertyData } from '@/ui/useProperty';
import { MESSAGES } from '@/domain/validation';
import { resetPasswordMachine } from '@machines/account/resetPassword.machine';
import { resetPasswordErrors, stateString } from '@machines/account/account.forms';
import { ACCOUNT_MESSAGES } from '@machines/account/account.messages';
import { FormError, PasswordField, SubmitButton, useFocusFirstInvalid } from './fields';

/** /Account/ResetPassword/{propertyCode}?email=...&token=...: the link of the reset e-mail. */
export function Component() {
  const { property } = usePropertyData();
  const [params] = useSearchParams();
  const notify = useNotify();
  const { isLoggedIn, openLogin } = useSession();
  const actor = useActorRef(resetPasswordMachine.provide({ actions: { notify: (_, notice) => notify(notice) } }), {
    input: { propertyId: property.PropertyId, email: params.get('email') ?? '', token: params.get('token') ?? '' },
  });
  const state = useSelector(actor, (s) => stateString(s.value));
  const form = useSelector(actor, (s) => s.context.form);
  const email = useSelector(actor, (s) => s.context.email);
  const showErrors = useSelector(actor, (s) => s.context.showErrors);
  const attempts = useSelector(actor, (s) => s.context.attempts);
  const error = useSelector(actor, (s) => s.context.error);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempts);
  const errors = showErrors ? resetPasswordErrors(form) : {};
  const busy = state === 'resetting';
  const code = property.PropertyCode;

  return (
    <Page title="Set a new password">
      <div data-flow="resetPassword" data-state={state}>
        {state === 'invalidLink' ? (
          <>
            <p role="alert" className="account-status account-status--error">
              {ACCOUNT_MESSAGES.invalidLink}
            </p>
            <p>
              <Link to={`/Account/ForgotPassword/${code}`}>Request a new link</Link>
            </p>
          </>
        ) : null}
        {state === 'done' ? (
          <>
            <p role="status" className="account-status">
              {ACCOUNT_MESSAGES.resetPasswordSuccess}
            </p>
            {isLoggedIn ? null : (
              <p>
                <button type="button" onClick={openLogin}>
                  Log in
                </button>
              </p>
            )}
          </>
        ) : null}
        {state === 'editing' || state === 'resetting' ? (
          <form
            ref={formRef}
            className="account-form"
            noValidate
            aria-busy={busy || undefined}
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'form.submitted' });
            }}
          >
            <FormError message={error} />
            {error ? (
              <p>
                <Link to={`/Account/ForgotPassword/${code}`}>Request a new link</Link>
              </p>
            ) : null}
            {/* The account's e-mail as a username for password managers (WCAG 3.3.7: not asked again). */}
            <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
            <p>
              Account: <strong>{email}</strong>
            </p>
            <PasswordField
              label="New password"
              autoComplete="new-password"
              name="password"
              value={form.password}
              onChange={(value) => actor.send({ type: 'field.changed', field: 'password', value })}
              error={errors.password}
              hint={MESSAGES.passwordHint}
            />
            <SubmitButton busy={busy} busyText="Saving…">
              Set new password
            </SubmitButton>
          </form>
        ) : null}
      </div>
    </Page>
  );
}
