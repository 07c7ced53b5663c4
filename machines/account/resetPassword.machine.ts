/**
 * Set a new password with the e-mail and token of the reset link. `invalidLink` when the link
 * lacks either; the password hint is enforced; errors: "Failed to reset your password" with
 * the server's reason (e.g. an expired token). Named action the screen provides: `notify`.
 */
import { assign, setup } from 'xstate';
import { isStringValid } from '@/domain/validation';
import { ACCOUNT_MESSAGES, resetPasswordSchema, type ResetPasswordForm } from '@/domain/account';
import {
  callFailed,
  callRefused,
  flowNotice,
  formActions,
  formEditing,
  isFormValid,
  type FormContext,
  type FormEvent,
} from './account.form';
import { resetPassword } from './resetPassword.actors';

export interface ResetPasswordContext extends FormContext<ResetPasswordForm> {
  propertyId: number;
  email: string;
  token: string;
}

export type ResetPasswordEvent = FormEvent<ResetPasswordForm>;

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as { propertyId: number; email: string; token: string },
  },
  actors: { resetPassword },
  actions: formActions<ResetPasswordForm, ResetPasswordContext, ResetPasswordEvent>(),
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
    editing: formEditing('resetting'),
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
              flowNotice('positive', () => ACCOUNT_MESSAGES.resetPasswordSuccess),
            ],
          },
          callRefused('editing', 'storeError', () => ACCOUNT_MESSAGES.resetPasswordError),
        ],
        onError: callFailed('editing', 'storeError', () => ACCOUNT_MESSAGES.resetPasswordError),
      },
    },
    done: { type: 'final' },
  },
});
