/**
 * Request a password reset e-mail. The server answers Success for any well-formed address (no
 * account enumeration), so `sent` says "if an account exists". Errors: "Failed to send Password
 * Reset Email" with the server's reason. Named action the screen provides: `notify`.
 */
import { assign, setup } from 'xstate';
import { forgotPasswordErrors, hasErrors, type ForgotPasswordForm } from './account.forms';
import { ACCOUNT_MESSAGES, failureMessage, type Notice } from './account.messages';
import { requestPasswordReset } from './forgotPassword.actors';

export interface ForgotPasswordContext {
  propertyId: number;
  form: ForgotPasswordForm;
  showErrors: boolean;
  attempts: number;
  error: string | null;
}

export type ForgotPasswordEvent =
  { type: 'field.changed'; field: keyof ForgotPasswordForm; value: string } | { type: 'form.submitted' };

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as { propertyId: number; email?: string },
  },
  actors: { requestPasswordReset },
  actions: {
    notify: (_, _notice: Notice) => {},
    setField: assign(({ context, event }) =>
      event.type === 'field.changed' ? { form: { ...context.form, [event.field]: event.value } } : {},
    ),
    refuse: assign({ showErrors: true, attempts: ({ context }) => context.attempts + 1 }),
  },
  guards: {
    isFormValid: ({ context }) => !hasErrors(forgotPasswordErrors(context.form)),
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({
    propertyId: input.propertyId,
    form: { email: input.email ?? '' },
    showErrors: false,
    attempts: 0,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.changed': { actions: 'setField' },
        'form.submitted': [{ guard: 'isFormValid', target: 'sending' }, { actions: 'refuse' }],
      },
    },
    sending: {
      entry: assign({ error: null }),
      invoke: {
        id: 'requestPasswordReset',
        src: 'requestPasswordReset',
        input: ({ context }) => ({ propertyId: context.propertyId, email: context.form.email }),
        onDone: {
          target: 'sent',
          actions: { type: 'notify', params: { type: 'positive', message: ACCOUNT_MESSAGES.forgotPasswordSuccess } },
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ error: ({ event }) => failureMessage(ACCOUNT_MESSAGES.forgotPasswordError, event.error) }),
            {
              type: 'notify',
              params: ({ event }) => ({
                type: 'negative',
                message: failureMessage(ACCOUNT_MESSAGES.forgotPasswordError, event.error),
              }),
            },
          ],
        },
      },
    },
    sent: { type: 'final' },
  },
});
