import { useRef } from 'react';
import { Link } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { Page } from '@/ui/Page';
import { useNotify } from '@/ui/notifications';
import { usePropertyData } from '@/ui/useProperty';
import { forgotPasswordMachine } from '@machines/account/forgotPassword.machine';
import { forgotPasswordErrors, stateString } from '@machines/account/account.forms';
import { ACCOUNT_MESSAGES } from '@machines/account/account.messages';
import { FormError, SubmitButton, TextField, useFocusFirstInvalid } from './fields';

/** /Account/ForgotPassword/{propertyCode}: request a password reset e-mail. */
export function Component() {
  const { property } = usePropertyData();
  const notify = useNotify();
  const actor = useActorRef(forgotPasswordMachine.provide({ actions: { notify: (_, notice) => notify(notice) } }), {
    input: { propertyId: property.PropertyId },
  });
  const state = useSelector(actor, (s) => stateString(s.value));
  const form = useSelector(actor, (s) => s.context.form);
  const showErrors = useSelector(actor, (s) => s.context.showErrors);
  const attempts = useSelector(actor, (s) => s.context.attempts);
  const error = useSelector(actor, (s) => s.context.error);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempts);
  const errors = showErrors ? forgotPasswordErrors(form) : {};
  const busy = state === 'sending';

  return (
    <Page title="Forgotten your password?">
      <div data-flow="forgotPassword" data-state={state}>
        {state === 'sent' ? (
          <>
            <p role="status" className="account-status">
              {ACCOUNT_MESSAGES.forgotPasswordSuccess}
            </p>
            <p>
              <Link to={`/Book/${property.PropertyCode}`}>Back to booking</Link>
            </p>
          </>
        ) : (
          <>
            <p>Enter the e-mail address of your account and we will send you a link to set a new password.</p>
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
              <TextField
                label="E-mail address"
                type="email"
                autoComplete="email"
                name="email"
                required
                value={form.email}
                onChange={(value) => actor.send({ type: 'field.changed', field: 'email', value })}
                error={errors.email}
              />
              <SubmitButton busy={busy} busyText="Sending…">
                Send reset link
              </SubmitButton>
            </form>
          </>
        )}
      </div>
    </Page>
  );
}
