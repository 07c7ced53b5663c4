/**
 * Set a new password with the e-mail and token of the reset link. `invalidLink` when the link
 * lacks either; the password hint is enforced; errors: "Failed to reset your password" with
 * the server's reason (e.g. an expired token). Named action the screen provides: `notify`.
 */
import { assign, setup } from 'xstate';
import { isStringValid } from '@/domain/validation';
import { ACCOUNT_MESSAGES, resetPasswordSchema, type ResetPasswordForm } from '@/domain/account';
import { callFailed, callRefused, editingState, isFormValid, type Notice } from './account.form';
import { resetPassword } from './resetPassword.actors';

export interface ResetPasswordContext {
  propertyId: number;
  email: string;
  token: string;
  form: ResetPasswordForm;
  /** refused submits so far (the screen focuses the first invalid field) */
  attempts: number;
  error: string | null;
}

export type ResetPasswordEvent =
  { type: 'field.changed'; field: keyof ResetPasswordForm; value: string } | { type: 'form.submitted' };

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
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    storeError: assign((_, params: { message: string }) => ({ error: params.message })),
  },
  guards: {
    hasLink: ({ context }) => isStringValid(context.email) && isStringValid(context.token),
    isFormValid: ({ context }) => isFormValid(resetPasswordSchema, context.form),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    propertyId: input.propertyId,
    email: input.email,
    token: input.token,
    form: { password: '' },
    attempts: 0,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasLink', target: 'editing' }, { target: 'invalidLink' }],
    },
    invalidLink: {},
    editing: editingState({
      changed: ['field.changed'],
      submitted: 'form.submitted',
      isValid: 'isFormValid',
      setField: 'setField',
      countAttempt: 'countAttempt',
      next: 'resetting',
    }),
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
          callRefused('editing', 'storeError', ACCOUNT_MESSAGES.resetPasswordError),
        ],
        onError: callFailed('editing', 'storeError', ACCOUNT_MESSAGES.resetPasswordError),
      },
    },
    done: { type: 'final' },
  },
});
