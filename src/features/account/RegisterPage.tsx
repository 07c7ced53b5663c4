import { useRef } from 'react';
import { Link } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { Page } from '@/ui/Page';
import { useNotify } from '@/ui/notifications';
import { useSession } from '@/ui/session';
import { usePropertyData } from '@/ui/useProperty';
import { MESSAGES } from '@/domain/validation';
import { registerMachine } from '@machines/account/register.machine';
import { registerErrors, stateString, type RegisterForm } from '@machines/account/account.forms';
import { ACCOUNT_MESSAGES } from '@machines/account/account.messages';
import { FormError, PasswordField, SubmitButton, TextField, useFocusFirstInvalid } from './fields';

/** /Account/Register/{propertyCode}: create an account. */
export function Component() {
  const { property } = usePropertyData();
  const notify = useNotify();
  const session = useSession();
  const actor = useActorRef(
    registerMachine.provide({
      actions: {
        notify: (_, notice) => notify(notice),
        registered: (_, user) => session.setUser(user),
      },
    }),
    { input: { propertyId: property.PropertyId } },
  );
  const state = useSelector(actor, (s) => stateString(s.value));
  const form = useSelector(actor, (s) => s.context.form);
  const showErrors = useSelector(actor, (s) => s.context.showErrors);
  const attempts = useSelector(actor, (s) => s.context.attempts);
  const error = useSelector(actor, (s) => s.context.error);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempts);
  const errors = showErrors ? registerErrors(form) : {};
  const change = (field: keyof RegisterForm) => (value: string) => actor.send({ type: 'field.changed', field, value });

  if (state === 'registered') {
    return (
      <Page title="Check your e-mail">
        <div data-flow="register" data-state={state}>
          <p className="account-status" role="status">
            {ACCOUNT_MESSAGES.registerSuccess}
          </p>
          <p>
            We sent the link to <strong>{form.email}</strong>.{' '}
            <Link to={`/Book/${property.PropertyCode}`}>Make a booking</Link>
          </p>
        </div>
      </Page>
    );
  }

  const busy = state === 'submitting';
  return (
    <Page title="Create an account">
      <div data-flow="register" data-state={state}>
        <p>With an account you can book faster and manage your details.</p>
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
            label="First name"
            autoComplete="given-name"
            name="firstName"
            required
            value={form.firstName}
            onChange={change('firstName')}
            error={errors.firstName}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            name="lastName"
            required
            value={form.lastName}
            onChange={change('lastName')}
            error={errors.lastName}
          />
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
          <TextField
            label="Mobile number"
            type="tel"
            autoComplete="tel"
            name="phone"
            value={form.phone}
            onChange={change('phone')}
            error={errors.phone}
            hint={MESSAGES.phoneHint}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            name="password"
            value={form.password}
            onChange={change('password')}
            error={errors.password}
            hint={MESSAGES.passwordHint}
          />
          <SubmitButton busy={busy} busyText="Creating your account…">
            Create account
          </SubmitButton>
        </form>
      </div>
    </Page>
  );
}
