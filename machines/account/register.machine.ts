/**
 * Create an account (booking spec sections 4 "Register", 8). `submitting` lasts until the call
 * ends. DECISION (docs/decisions.md, Accounts): the original set isRegisteringUser true and then
 * false at once, so the button re-enabled during the call; here the flag is a state.
 *
 * Named actions the screen provides: `notify`, `registered` (the session stores the new user:
 * Register starts a session).
 */
import { assign, setup } from 'xstate';
import { intentAfterFailure, newIntent, type CallIntent } from '@/api/outcome';
import {
  ACCOUNT_MESSAGES,
  emptyRegisterForm,
  registerSchema,
  type AccountUser,
  type RegisterForm,
} from '@/domain/account';
import {
  callFailed,
  flowNotice,
  formActions,
  formEditing,
  isFormValid,
  type FormContext,
  type FormEvent,
} from './account.form';
import { registerUser } from './register.actors';

export interface RegisterContext extends FormContext<RegisterForm> {
  propertyId: number;
  user: AccountUser | null;
  /** this registration's Idempotency-Key (src/api/outcome.ts): one account, whatever the network does */
  intent: CallIntent;
}

export type RegisterEvent = FormEvent<RegisterForm>;

/**
 * What of a registration is kept over a reload (sessionStorage): the details typed and the
 * registration's key, never the password. A page left while the call ran comes back to the form
 * with the outcome unknown: the next submit asks what became of it before registering again.
 */
export function withoutPassword<T>(snapshot: T): T {
  const s = snapshot as { value?: unknown; children?: unknown; context?: RegisterContext };
  if (!s.context) return snapshot;
  const wasSubmitting = s.value === 'submitting';
  return {
    ...s,
    ...(wasSubmitting ? { value: 'editing', children: {} } : {}),
    context: {
      ...s.context,
      form: { ...s.context.form, password: '' },
      intent: wasSubmitting ? { ...s.context.intent, outcomeUnknown: true } : s.context.intent,
    },
  } as T;
}

const registerFailed = callFailed('editing', 'storeError', () => ACCOUNT_MESSAGES.registerError);

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as { propertyId: number },
  },
  actors: { registerUser },
  actions: {
    ...formActions<RegisterForm, RegisterContext, RegisterEvent>(),
    registered: (_, _user: AccountUser) => {},
  },
  guards: {
    isFormValid: ({ context }) => isFormValid(registerSchema, context.form),
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({
    propertyId: input.propertyId,
    form: emptyRegisterForm(),
    attempts: 0,
    error: null,
    user: null,
    intent: newIntent(),
  }),
  initial: 'editing',
  states: {
    editing: formEditing('submitting'),
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        id: 'registerUser',
        src: 'registerUser',
        input: ({ context }) => ({ propertyId: context.propertyId, form: context.form, intent: context.intent }),
        onDone: {
          target: 'registered',
          actions: [
            assign({
              user: ({ event }) => event.output,
              form: ({ context }) => ({ ...context.form, password: '' }),
            }),
            { type: 'registered', params: ({ event }) => event.output },
            flowNotice('positive', () => ACCOUNT_MESSAGES.registerSuccess),
          ],
        },
        onError: {
          target: registerFailed.target,
          actions: [
            // the same key: an attempt whose outcome is unknown is asked about before the next
            assign({ intent: ({ context, event }) => intentAfterFailure(context.intent, event.error) }),
            ...registerFailed.actions,
          ],
        },
      },
    },
    registered: { type: 'final' },
  },
});
