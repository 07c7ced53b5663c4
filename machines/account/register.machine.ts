/**
 * Create an account (booking spec sections 4 "Register", 8). `submitting` lasts until the call
 * ends. DECISION (docs/decisions.md, Accounts): the original set isRegisteringUser true and then
 * false at once, so the button re-enabled during the call; here the flag is a state.
 *
 * Named actions the screen provides: `notify`, `registered` (the session stores the new user:
 * Register starts a session).
 */
import { assign, setup } from 'xstate';
import type { AccountUser } from '@/api/queries';
import { emptyRegisterForm, hasErrors, registerErrors, type RegisterForm } from './account.forms';
import { ACCOUNT_MESSAGES, failureMessage, type Notice } from './account.messages';
import { registerUser } from './register.actors';

export interface RegisterContext {
  propertyId: number;
  form: RegisterForm;
  showErrors: boolean;
  attempts: number;
  error: string | null;
  user: AccountUser | null;
}

export type RegisterEvent =
  { type: 'field.changed'; field: keyof RegisterForm; value: string } | { type: 'form.submitted' };

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as { propertyId: number },
  },
  actors: { registerUser },
  actions: {
    notify: (_, _notice: Notice) => {},
    registered: (_, _user: AccountUser) => {},
    setField: assign(({ context, event }) =>
      event.type === 'field.changed' ? { form: { ...context.form, [event.field]: event.value } } : {},
    ),
    refuse: assign({ showErrors: true, attempts: ({ context }) => context.attempts + 1 }),
  },
  guards: {
    isFormValid: ({ context }) => !hasErrors(registerErrors(context.form)),
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({
    propertyId: input.propertyId,
    form: emptyRegisterForm(),
    showErrors: false,
    attempts: 0,
    error: null,
    user: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.changed': { actions: 'setField' },
        'form.submitted': [{ guard: 'isFormValid', target: 'submitting' }, { actions: 'refuse' }],
      },
    },
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        id: 'registerUser',
        src: 'registerUser',
        input: ({ context }) => ({ propertyId: context.propertyId, form: context.form }),
        onDone: {
          target: 'registered',
          actions: [
            assign({
              user: ({ event }) => event.output,
              form: ({ context }) => ({ ...context.form, password: '' }),
            }),
            { type: 'registered', params: ({ event }) => event.output },
            { type: 'notify', params: { type: 'positive', message: ACCOUNT_MESSAGES.registerSuccess } },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ error: ({ event }) => failureMessage(ACCOUNT_MESSAGES.registerError, event.error) }),
            {
              type: 'notify',
              params: ({ event }) => ({
                type: 'negative',
                message: failureMessage(ACCOUNT_MESSAGES.registerError, event.error),
              }),
            },
          ],
        },
      },
    },
    registered: { type: 'final' },
  },
});
