/**
 * Request a password reset e-mail. The server answers Success for any well-formed address (no
 * account enumeration), so `sent` says "if an account exists". Errors: "Failed to send Password
 * Reset Email" with the server's reason. Named action the screen provides: `notify`.
 */
import { assign, setup } from 'xstate';
import { ACCOUNT_MESSAGES, forgotPasswordSchema, type ForgotPasswordForm } from '@/domain/account';
import { callFailed, editingState, isFormValid, type Notice } from './account.form';
import { requestPasswordReset } from './forgotPassword.actors';

export interface ForgotPasswordContext {
  propertyId: number;
  form: ForgotPasswordForm;
  /** refused submits so far (the screen focuses the first invalid field) */
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
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    storeError: assign((_, params: { message: string }) => ({ error: params.message })),
  },
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
    editing: editingState({
      changed: ['field.changed'],
      submitted: 'form.submitted',
      isValid: 'isFormValid',
      setField: 'setField',
      countAttempt: 'countAttempt',
      next: 'sending',
    }),
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
        onError: callFailed('editing', 'storeError', ACCOUNT_MESSAGES.forgotPasswordError),
      },
    },
    sent: { type: 'final' },
  },
});
