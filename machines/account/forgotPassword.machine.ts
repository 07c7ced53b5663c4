/**
 * Request a password reset e-mail. The server answers Success for any well-formed address (no
 * account enumeration), so `sent` says "if an account exists". Errors: "Failed to send Password
 * Reset Email" with the server's reason. Named action the screen provides: `notify`.
 */
import { assign, setup } from 'xstate';
import { ACCOUNT_MESSAGES, forgotPasswordSchema, type ForgotPasswordForm } from '@/domain/account';
import {
  callFailed,
  flowNotice,
  formActions,
  formEditing,
  isFormValid,
  type FormContext,
  type FormEvent,
} from './account.form';
import { requestPasswordReset } from './forgotPassword.actors';

export interface ForgotPasswordContext extends FormContext<ForgotPasswordForm> {
  propertyId: number;
}

export type ForgotPasswordEvent = FormEvent<ForgotPasswordForm>;

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as { propertyId: number; email?: string },
  },
  actors: { requestPasswordReset },
  actions: formActions<ForgotPasswordForm, ForgotPasswordContext, ForgotPasswordEvent>(),
  guards: {
    isFormValid: ({ context }) => isFormValid(forgotPasswordSchema, context.form),
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({
    propertyId: input.propertyId,
    form: { email: input.email ?? '' },
    attempts: 0,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: formEditing('sending'),
    sending: {
      entry: assign({ error: null }),
      invoke: {
        id: 'requestPasswordReset',
        src: 'requestPasswordReset',
        input: ({ context }) => ({ propertyId: context.propertyId, email: context.form.email }),
        onDone: {
          target: 'sent',
          actions: flowNotice('positive', () => ACCOUNT_MESSAGES.forgotPasswordSuccess),
        },
        onError: callFailed('editing', 'storeError', () => ACCOUNT_MESSAGES.forgotPasswordError),
      },
    },
    sent: { type: 'final' },
  },
});
