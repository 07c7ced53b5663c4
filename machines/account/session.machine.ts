/**
 * The guest's session: who is logged in, whether the login dialog is open, and logging out
 * (booking spec sections 4 "Login", 6 and 8). Modes are states: `loading`, `anonymous` (with the
 * dialog `closed` or `open`), `loggedIn`, `loggingOut`. The dialog's form is its own machine
 * (login.machine.ts), which loads with the dialog; a login ends here as `user.updated`.
 *
 * Named actions the screen provides: `notify` (a notice), `clearStoredUserData` (remove any
 * user data the browser keeps), `loggedOut` (e.g. leave a page that needs a user).
 */
import { assign, setup } from 'xstate';
import { SESSION_MESSAGES, type AccountUser } from '@/domain/sessionTexts';
import { isApiError } from '@/api/errors';
import type { Notice } from './account.form';
import { loadUser, logoutUser } from './session.actors';

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
  /** the user could not be loaded (not a 401: the server or the network failed): said, with a retry */
  checkFailed: boolean;
}

export type SessionEvent =
  | { type: 'session.reload' }
  /** a call was refused for want of a session (401) */
  | { type: 'session.expired' }
  /** A user from the login dialog, Register or Account/Update. */
  | { type: 'user.updated'; user: AccountUser }
  | { type: 'login.opened' }
  | { type: 'login.closed' }
  | { type: 'logout.requested' };

/** The server ended the session at the guest's request: cleared, said, left. */
const LOGGED_OUT = [
  'clearUser',
  'clearStoredUserData',
  { type: 'notify', params: (): Notice => ({ type: 'positive', message: SESSION_MESSAGES.logoutSuccess }) },
  'loggedOut',
] as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: { loadUser, logoutUser },
  actions: {
    notify: (_, _notice: Notice) => {},
    clearStoredUserData: () => {},
    loggedOut: () => {},
    clearUser: assign({ user: null }),
    storeUser: assign(({ event }) => (event.type === 'user.updated' ? { user: event.user } : {})),
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
    needsLoad: ({ context }) => context.needsLoad,
    sessionAlreadyEnded: ({ event }) => {
      const error = (event as { error?: unknown }).error;
      return isApiError(error) && error.status === 401;
    },
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    propertyId: input.propertyId,
    user: input.user ?? null,
    needsLoad: input.user === undefined,
    loginRequested: false,
    checkFailed: false,
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
      entry: assign({ checkFailed: false }),
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
        // 401 is answered as null above; any other failure leaves the guest anonymous, told that
        // their account could not be checked, with a retry (session.reload)
        onError: [
          {
            guard: ({ context }) => context.loginRequested,
            target: 'anonymous.open',
            actions: assign({ user: null, needsLoad: false, loginRequested: false, checkFailed: true }),
          },
          { target: 'anonymous', actions: assign({ user: null, needsLoad: false, checkFailed: true }) },
        ],
      },
    },
    anonymous: {
      // "could not check your account" holds only while the guest is anonymous because of it
      exit: assign({ checkFailed: false }),
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
          on: { 'login.closed': { target: 'closed' } },
        },
      },
    },
    loggedIn: {
      on: {
        // the session ended on the server: the guest is logged out at once, told so and offered
        // the login dialog; the page stays, with what was typed (nothing navigates away)
        'session.expired': {
          target: '#session.anonymous.open',
          actions: [
            'clearUser',
            'clearStoredUserData',
            { type: 'notify', params: (): Notice => ({ type: 'negative', message: SESSION_MESSAGES.sessionEnded }) },
          ],
        },
        'logout.requested': { target: 'loggingOut' },
        'user.updated': { actions: 'storeUser' },
        'session.reload': { target: 'loading' },
      },
    },
    loggingOut: {
      // Spec: the user is cleared whether or not the call succeeds. Corrected (decisions): a
      // failed logout leaves the server's session alive, so the guest stays logged in and is
      // told; a 401 means the session had already ended, which is a logout done.
      invoke: {
        id: 'logoutUser',
        src: 'logoutUser',
        onDone: {
          target: 'anonymous',
          actions: LOGGED_OUT,
        },
        onError: [
          {
            guard: 'sessionAlreadyEnded',
            target: 'anonymous',
            actions: LOGGED_OUT,
          },
          {
            target: 'loggedIn',
            actions: {
              type: 'notify',
              params: (): Notice => ({ type: 'negative', message: SESSION_MESSAGES.logoutFailed }),
            },
          },
        ],
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
