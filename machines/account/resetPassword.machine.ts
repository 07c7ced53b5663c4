/**
 * Set a new password with the e-mail and token of the reset link. `invalidLink` when the link
 * lacks either; the password hint is enforced; errors: "Failed to reset your password" with
 * the server's reason (e.g. an expired token). Named action the screen provides: `notify`.
 */
import { assign, setup } from 'xstate';
import { isStringValid } from '@/domain/validation';
import { hasErrors, resetPasswordErrors, type ResetPasswordForm } from './account.forms';
import { ACCOUNT_MESSAGES, failureMessage, type Notice } from './account.messages';
import { resetPassword } from './resetPassword.actors';

export interface ResetPasswordContext {
  propertyId: number;
  email: string;
  token: string;
  form: ResetPasswordForm;
  showErrors: boolean;
  attempts: number;
  error: string | null;
}

export type ResetPasswordEvent =
  { type: 'field.changed'; field: keyof ResetPasswordForm; value: string } | { type: 'form.submitted' };

const failed = (error: unknown) => failureMessage(ACCOUNT_MESSAGES.resetPasswordError, error);

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as { propertyId: number; email: string; token: string },
  },
  actors: { resetPassword },
  actions: {
    notify: (_, _notice: Notice) => {},
    setField: assign(({ context, event }) =>
      event.type === 'field.changed' ? { form: { ...context.form, [event.field]: event.value } } : {},
    ),
    refuse: assign({ showErrors: true, attempts: ({ context }) => context.attempts + 1 }),
  },
  guards: {
    hasLink: ({ context }) => isStringValid(context.email) && isStringValid(context.token),
    isFormValid: ({ context }) => !hasErrors(resetPasswordErrors(context.form)),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    propertyId: input.propertyId,
    email: input.email,
    token: input.token,
    form: { password: '' },
    showErrors: false,
    attempts: 0,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasLink', target: 'editing' }, { target: 'invalidLink' }],
    },
    invalidLink: {},
    editing: {
      on: {
        'field.changed': { actions: 'setField' },
        'form.submitted': [{ guard: 'isFormValid', target: 'resetting' }, { actions: 'refuse' }],
      },
    },
    resetting: {
      entry: assign({ error: null }),
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({
          propertyId: context.propertyId,
          email: context.email,
          token: context.token,
          password: context.form.password,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.Success,
            target: 'done',
            actions: [
              assign({ form: { password: '' } }),
              { type: 'notify', params: { type: 'positive', message: ACCOUNT_MESSAGES.resetPasswordSuccess } },
            ],
          },
          {
            target: 'editing',
            actions: [
              assign({
                error: ({ event }) =>
                  [ACCOUNT_MESSAGES.resetPasswordError, event.output.Message].filter(Boolean).join('. '),
              }),
              {
                type: 'notify',
                params: ({ event }) => ({
                  type: 'negative',
                  message: [ACCOUNT_MESSAGES.resetPasswordError, event.output.Message].filter(Boolean).join('. '),
                }),
              },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            assign({ error: ({ event }) => failed(event.error) }),
            { type: 'notify', params: ({ event }) => ({ type: 'negative', message: failed(event.error) }) },
          ],
        },
      },
    },
    done: { type: 'final' },
  },
});
