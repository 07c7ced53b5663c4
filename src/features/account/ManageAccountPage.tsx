import { useRef } from 'react';
import { useLoaderData } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { Page } from '@/ui/Page';
import { useNotify } from '@/ui/notifications';
import { useSession } from '@/ui/session';
import { usePropertyData } from '@/ui/useProperty';
import type { AccountUser } from '@/api/queries';
import { MESSAGES } from '@/domain/validation';
import { manageAccountMachine } from '@machines/account/manageAccount.machine';
import { changePasswordErrors, detailsErrors, stateString } from '@machines/account/account.forms';
import { CheckboxField, FormError, PasswordField, SubmitButton, TextField, useFocusFirstInvalid } from './fields';

/** /ManageAccount/{propertyCode}: account details and change password (the loader gives the user). */
export function Component() {
  const { user } = useLoaderData() as { user: AccountUser };
  const { property } = usePropertyData();
  const notify = useNotify();
  const session = useSession();
  const actor = useActorRef(
    manageAccountMachine.provide({
      actions: {
        notify: (_, notice) => notify(notice),
        userUpdated: (_, updated) => session.setUser(updated),
      },
    }),
    { input: { propertyId: property.PropertyId, user } },
  );
  const state = useSelector(actor, (s) => stateString(s.value));
  const saving = useSelector(actor, (s) => s.matches({ details: 'saving' }));
  const changing = useSelector(actor, (s) => s.matches({ password: 'changing' }));
  const ctx = useSelector(actor, (s) => s.context);
  const detailsRef = useRef<HTMLFormElement>(null);
  const passwordRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(detailsRef, ctx.detailsAttempts);
  useFocusFirstInvalid(passwordRef, ctx.passwordAttempts);
  const dErrors = ctx.showDetailsErrors ? detailsErrors(ctx.details) : {};
  const pErrors = ctx.showPasswordErrors ? changePasswordErrors(ctx.password) : {};

  return (
    <Page title="Your account">
      <div data-flow="manageAccount" data-state={state}>
        <section className="account-section" aria-labelledby="account-details-heading">
          <h2 id="account-details-heading">Your details</h2>
          <form
            ref={detailsRef}
            className="account-form"
            noValidate
            aria-busy={saving || undefined}
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'details.submitted' });
            }}
          >
            <FormError message={ctx.detailsError} />
            <p>
              E-mail address: <strong>{ctx.user.EmailAddress}</strong>
            </p>
            <TextField
              label="First name"
              autoComplete="given-name"
              required
              value={ctx.details.firstName}
              onChange={(value) => actor.send({ type: 'details.changed', field: 'firstName', value })}
              error={dErrors.firstName}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              required
              value={ctx.details.lastName}
              onChange={(value) => actor.send({ type: 'details.changed', field: 'lastName', value })}
              error={dErrors.lastName}
            />
            <TextField
              label="Mobile number"
              type="tel"
              autoComplete="tel"
              value={ctx.details.phone}
              onChange={(value) => actor.send({ type: 'details.changed', field: 'phone', value })}
              error={dErrors.phone}
              hint={MESSAGES.phoneHint}
            />
            <CheckboxField
              label="Send me offers and news"
              checked={ctx.details.receiveBrandOffers}
              onChange={(value) => actor.send({ type: 'details.offersToggled', value })}
            />
            <SubmitButton busy={saving} busyText="Saving…">
              Save details
            </SubmitButton>
          </form>
        </section>
        <section className="account-section" aria-labelledby="account-password-heading">
          <h2 id="account-password-heading">Change password</h2>
          <form
            ref={passwordRef}
            className="account-form"
            noValidate
            aria-busy={changing || undefined}
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'password.submitted' });
            }}
          >
            <FormError message={ctx.passwordError} />
            <input type="email" name="username" autoComplete="username" value={ctx.user.EmailAddress} readOnly hidden />
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              value={ctx.password.currentPassword}
              onChange={(value) => actor.send({ type: 'password.changed', field: 'currentPassword', value })}
              error={pErrors.currentPassword}
            />
            <PasswordField
              label="New password"
              autoComplete="new-password"
              value={ctx.password.newPassword}
              onChange={(value) => actor.send({ type: 'password.changed', field: 'newPassword', value })}
              error={pErrors.newPassword}
              hint={MESSAGES.passwordHint}
            />
            <SubmitButton busy={changing} busyText="Changing…">
              Change password
            </SubmitButton>
          </form>
        </section>
      </div>
    </Page>
  );
}
