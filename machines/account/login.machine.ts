/**
 * The login form of the login dialog (booking spec section 4 "Login"): `editing` (`quiet`, or
 * `refused` once a submit was refused: the field messages show), `loggingIn` (POST
 * /api/Account/Authenticate), then `loggedIn`. Wrong credentials (Success false: the server's
 * Message, else the login text) and failed calls (ModelState, else Message, else the login text,
 * e.g. the refused anti-forgery token) go back to editing with the message, kept for the dialog
 * and said in a notice at the top.
 *
 * The dialog runs it while it is open, so closing forgets what was typed, and the session
 * machine (on every page) carries neither the form nor its schema. Named actions the screen
 * provides: `notify` (a notice) and `loggedIn` (params: the user; the screen hands it to the
 * session).
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
import { callEnded, formActions, formEditing, isFormValid, type FormContext, type FormEvent } from './account.form';
import { authenticate, userFromLogin, type LoginResponse } from './login.actors';

export interface LoginContext extends FormContext<LoginForm> {
  propertyId: number;
}

export type LoginEvent = FormEvent<LoginForm>;

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as { propertyId: number },
  },
  actors: { authenticate },
  actions: {
    ...formActions<LoginForm, LoginContext, LoginEvent>(),
    loggedIn: (_, _user: AccountUser) => {},
  },
  guards: {
    isFormValid: ({ context }) => isFormValid(loginSchema, context.form),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    propertyId: input.propertyId,
    form: emptyLoginForm(),
    attempts: 0,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: formEditing('loggingIn'),
    loggingIn: {
      entry: assign({ error: null }),
      invoke: {
        id: 'authenticate',
        src: 'authenticate',
        input: ({ context }) => ({
          propertyId: context.propertyId,
          email: context.form.email,
          password: context.form.password,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.Success,
            target: 'loggedIn',
            actions: [
              // the password is not kept once it has done its job
              assign({ form: () => emptyLoginForm() }),
              {
                type: 'notify',
                params: ({ event }) => ({
                  type: 'positive',
                  message: loginSuccessMessage(event.output.Firstname, event.output.EmailConfirmed),
                }),
              },
              { type: 'loggedIn', params: ({ event }) => userFromLogin(event.output) },
            ],
          },
          callEnded(
            'editing',
            'storeError',
            (event: { output: LoginResponse }) => event.output.Message || ACCOUNT_MESSAGES.loginError,
            'top',
          ),
        ],
        onError: callEnded(
          'editing',
          'storeError',
          (event: { error: unknown }) => loginFailureMessage(event.error, ACCOUNT_MESSAGES.loginError),
          'top',
        ),
      },
    },
    loggedIn: { type: 'final' },
  },
});

export type LoginMachine = typeof loginMachine;
