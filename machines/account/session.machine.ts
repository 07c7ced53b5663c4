/**
 * The guest's session: who is logged in, the login dialog and logging out (booking spec
 * sections 4 "Login", 6 and 8). Modes are states: `loading`, `anonymous` (with the dialog
 * `closed` or `open`, and inside it `idle` or `loggingIn`), `loggedIn`, `loggingOut`.
 *
 * Named actions the screen provides: `notify` (a notice), `clearStoredUserData` (remove any
 * user data the browser keeps), `loggedOut` (e.g. leave a page that needs a user).
 */
import { assign, setup } from 'xstate';
import type { AccountUser } from '@/api/queries';
import { emptyLoginForm, hasErrors, loginErrors, type LoginForm } from './account.forms';
import { ACCOUNT_MESSAGES, loginFailureMessage, loginSuccessMessage, type Notice } from './account.messages';
import { authenticate, loadUser, logoutUser, userFromLogin } from './session.actors';

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
  /** Field messages show once a submit was tried. */
  showLoginErrors: boolean;
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
    clearLoginForm: assign({ login: () => emptyLoginForm(), showLoginErrors: false, loginError: null }),
    setLoginField: assign(({ context, event }) => {
      if (event.type !== 'login.changed') return {};
      return { login: { ...context.login, [event.field]: event.value } };
    }),
    refuseLogin: assign({ showLoginErrors: true, loginAttempts: ({ context }) => context.loginAttempts + 1 }),
    storeUser: assign(({ event }) => (event.type === 'user.updated' ? { user: event.user } : {})),
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
    needsLoad: ({ context }) => context.needsLoad,
    isLoginFormValid: ({ context }) => !hasErrors(loginErrors(context.login)),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    propertyId: input.propertyId,
    user: input.user ?? null,
    needsLoad: input.user === undefined,
    loginRequested: false,
    login: emptyLoginForm(),
    showLoginErrors: false,
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
              on: {
                'login.closed': { target: '#session.anonymous.closed' },
                'login.changed': { actions: 'setLoginField' },
                'login.submitted': [{ guard: 'isLoginFormValid', target: 'loggingIn' }, { actions: 'refuseLogin' }],
              },
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
                  {
                    target: 'idle',
                    actions: [
                      assign({ loginError: ({ event }) => event.output.Message || ACCOUNT_MESSAGES.loginError }),
                      {
                        type: 'notify',
                        params: ({ event }) => ({
                          type: 'negative',
                          position: 'top',
                          message: event.output.Message || ACCOUNT_MESSAGES.loginError,
                        }),
                      },
                    ],
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: [
                    assign({ loginError: ({ event }) => loginFailureMessage(event.error) }),
                    {
                      type: 'notify',
                      params: ({ event }) => ({
                        type: 'negative',
                        position: 'top',
                        message: loginFailureMessage(event.error),
                      }),
                    },
                  ],
                },
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
