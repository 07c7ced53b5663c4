/**
 * The guest's session: who is logged in, the login dialog and logging out (booking spec
 * sections 4 "Login", 6 and 8). Modes are states: `loading`, `anonymous` (with the dialog
 * `closed` or `open`, and inside it `idle` (`quiet`, or `refused` once a submit was refused: the
 * field messages show) or `loggingIn`), `loggedIn`, `loggingOut`.
 *
 * Named actions the screen provides: `notify` (a notice), `clearStoredUserData` (remove any
 * user data the browser keeps), `loggedOut` (e.g. leave a page that needs a user).
 */
import { assign, setup } from 'xstate';
import { loginFailureMessage } from '@/api/errors';
import {
  ACCOUNT_MESSAGES,
  emptyLoginForm,
  loginSchema,
  loginSuccessMessage,
  type AccountUser,
  type LoginForm,
} from '@/domain/account';
import { callEnded, editingState, isFormValid, type Notice } from './account.form';
import { authenticate, loadUser, logoutUser, userFromLogin, type LoginResponse } from './session.actors';

export interface SessionInput {
  propertyId: number;
  /** The user the property loader already fetched (null = anonymous); undefined = load it. */
  user?: AccountUser | null;
}

export interface SessionContext {
  propertyId: number;
  user: AccountUser | null;
  needsLoad: boolean;
  /** "Log in" was pressed while the user was still loading: open the dialog once anonymous. */
  loginRequested: boolean;
  login: LoginForm;
  /** Bumped on each refused submit, so the screen can move focus to the first invalid field. */
  loginAttempts: number;
  /** The last login failure, shown inside the dialog as well as in the notice. */
  loginError: string | null;
}

export type SessionEvent =
  | { type: 'session.reload' }
  | { type: 'user.updated'; user: AccountUser }
  | { type: 'login.opened' }
  | { type: 'login.closed' }
  | { type: 'login.changed'; field: keyof LoginForm; value: string }
  | { type: 'login.submitted' }
  | { type: 'logout.requested' };

/** The login form of the dialog (a refused submit shows its field messages: `idle.refused`). */
const loginEditing = editingState({
  changed: ['login.changed'],
  submitted: 'login.submitted',
  isValid: 'isLoginFormValid',
  setField: 'setLoginField',
  countAttempt: 'countLoginAttempt',
  next: 'loggingIn',
});

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: { loadUser, authenticate, logoutUser },
  actions: {
    notify: (_, _notice: Notice) => {},
    clearStoredUserData: () => {},
    loggedOut: () => {},
    clearUser: assign({ user: null }),
    clearLoginForm: assign({ login: () => emptyLoginForm(), loginError: null }),
    setLoginField: assign(({ context, event }) => {
      if (event.type !== 'login.changed') return {};
      return { login: { ...context.login, [event.field]: event.value } };
    }),
    countLoginAttempt: assign({ loginAttempts: ({ context }) => context.loginAttempts + 1 }),
    storeLoginError: assign((_, params: { message: string }) => ({ loginError: params.message })),
    storeUser: assign(({ event }) => (event.type === 'user.updated' ? { user: event.user } : {})),
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
    needsLoad: ({ context }) => context.needsLoad,
    isLoginFormValid: ({ context }) => isFormValid(loginSchema, context.login),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    propertyId: input.propertyId,
    user: input.user ?? null,
    needsLoad: input.user === undefined,
    loginRequested: false,
    login: emptyLoginForm(),
    loginAttempts: 0,
    loginError: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasUser', target: 'loggedIn' },
        { guard: 'needsLoad', target: 'loading' },
        { target: 'anonymous' },
      ],
    },
    loading: {
      on: { 'login.opened': { actions: assign({ loginRequested: true }) } },
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ propertyId: context.propertyId }),
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'loggedIn',
            actions: assign({ user: ({ event }) => event.output, needsLoad: false }),
          },
          {
            guard: ({ context }) => context.loginRequested,
            target: 'anonymous.open',
            actions: assign({ user: null, needsLoad: false, loginRequested: false }),
          },
          { target: 'anonymous', actions: assign({ user: null, needsLoad: false }) },
        ],
        // 401 is answered as null above; any other failure leaves the guest anonymous (it was logged).
        onError: [
          {
            guard: ({ context }) => context.loginRequested,
            target: 'anonymous.open',
            actions: assign({ user: null, needsLoad: false, loginRequested: false }),
          },
          { target: 'anonymous', actions: assign({ user: null, needsLoad: false }) },
        ],
      },
    },
    anonymous: {
      initial: 'closed',
      on: {
        'session.reload': { target: 'loading' },
        'user.updated': { target: 'loggedIn', actions: 'storeUser' },
      },
      states: {
        closed: {
          on: { 'login.opened': { target: 'open' } },
        },
        open: {
          initial: 'idle',
          exit: 'clearLoginForm',
          states: {
            idle: {
              ...loginEditing,
              on: { ...loginEditing.on, 'login.closed': { target: '#session.anonymous.closed' } },
            },
            loggingIn: {
              entry: assign({ loginError: null }),
              invoke: {
                id: 'authenticate',
                src: 'authenticate',
                input: ({ context }) => ({
                  propertyId: context.propertyId,
                  email: context.login.email,
                  password: context.login.password,
                }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.Success,
                    target: '#session.loggedIn',
                    actions: [
                      assign({ user: ({ event }) => userFromLogin(event.output) }),
                      {
                        type: 'notify',
                        params: ({ event }) => ({
                          type: 'positive',
                          message: loginSuccessMessage(event.output.Firstname),
                        }),
                      },
                    ],
                  },
                  callEnded(
                    'idle',
                    'storeLoginError',
                    (event: { output: LoginResponse }) => event.output.Message || ACCOUNT_MESSAGES.loginError,
                    'top',
                  ),
                ],
                onError: callEnded(
                  'idle',
                  'storeLoginError',
                  (event: { error: unknown }) => loginFailureMessage(event.error, ACCOUNT_MESSAGES.loginError),
                  'top',
                ),
              },
            },
          },
        },
      },
    },
    loggedIn: {
      on: {
        'logout.requested': { target: 'loggingOut' },
        'user.updated': { actions: 'storeUser' },
        'session.reload': { target: 'loading' },
      },
    },
    loggingOut: {
      // The user is cleared whether or not the call succeeds (spec).
      entry: ['clearUser', 'clearStoredUserData'],
      invoke: {
        id: 'logoutUser',
        src: 'logoutUser',
        onDone: {
          target: 'anonymous',
          actions: [
            { type: 'notify', params: { type: 'positive', message: ACCOUNT_MESSAGES.logoutSuccess } },
            'loggedOut',
          ],
        },
        onError: {
          target: 'anonymous',
          actions: [
            { type: 'notify', params: { type: 'positive', message: ACCOUNT_MESSAGES.logoutSuccess } },
            'loggedOut',
          ],
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
