import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { loginMachine, type LoginContext, type LoginEvent } from '@machines/account/login.machine';
import { ACCOUNT_MESSAGES } from '@/domain/account';
import { MESSAGES } from '@/domain/validation';
import { done, eventTypes, failed, leafStates, notices, reachedLeaves, valueOf } from './helpers';
import { httpError, networkError, user } from './fixtures';

const filled = { email: 'demo@example.com', password: 'Password123!' };
const base: LoginContext = { propertyId: 1, form: filled, attempts: 0, error: null };
const at = (value: 'editing' | 'loggingIn', context: Partial<LoginContext> = {}) =>
  loginMachine.resolveState({ value, context: { ...base, ...context } });
const loginOk = { Success: true, Message: null, ...user };
/** What the machine hands its screen for the session when the login succeeded. */
const loggedInUsers = (actions: ReadonlyArray<{ type: string; params?: unknown }>) =>
  actions.filter((a) => a.type === 'loggedIn').map((a) => a.params);

describe('login: the form', () => {
  it('starts editing an empty form, messages quiet', () => {
    const [s] = initialTransition(loginMachine, { propertyId: 1 });
    expect(valueOf(s)).toBe('editing.quiet');
    expect(s.context.form).toEqual({ email: '', password: '' });
  });
  it('typing stores the field', () => {
    const [s] = transition(loginMachine, at('editing', { form: { email: '', password: '' } }), {
      type: 'field.changed',
      field: 'password',
      value: 'secret',
    });
    expect(s.context.form).toEqual({ email: '', password: 'secret' });
  });
  it('an invalid form is refused with messages shown (no call)', () => {
    const [s] = transition(loginMachine, at('editing', { form: { email: 'nope', password: '' } }), {
      type: 'form.submitted',
    });
    expect(valueOf(s)).toBe('editing.refused');
    expect(s.context.attempts).toBe(1);
    const [again] = transition(loginMachine, s, { type: 'form.submitted' });
    expect(valueOf(again)).toBe('editing.refused');
    expect(again.context.attempts).toBe(2);
  });
  it('a valid form logs in: logging in is a state', () => {
    const [s] = transition(loginMachine, at('editing'), { type: 'form.submitted' });
    expect(valueOf(s)).toBe('loggingIn');
  });
  it('the form cannot be changed nor sent again while the call runs', () => {
    expect(at('loggingIn').can({ type: 'field.changed', field: 'email', value: 'x' })).toBe(false);
    expect(at('loggingIn').can({ type: 'form.submitted' })).toBe(false);
  });
});

describe('login: the answer', () => {
  it('Success hands the user over, forgets the password and says "Welcome back, {first name}"', () => {
    const [s, actions] = transition(loginMachine, at('loggingIn'), done<LoginEvent>('authenticate', loginOk));
    expect(valueOf(s)).toBe('loggedIn');
    expect(s.status).toBe('done');
    expect(s.context.form).toEqual({ email: '', password: '' });
    expect(loggedInUsers(actions)).toEqual([user]);
    expect(notices(actions)).toEqual([{ type: 'positive', message: 'Welcome back, Alex' }]);
  });
  it('the greeting name defaults to Guest', () => {
    const [, actions] = transition(
      loginMachine,
      at('loggingIn'),
      done<LoginEvent>('authenticate', { ...loginOk, Firstname: '' }),
    );
    expect(notices(actions)).toEqual([{ type: 'positive', message: 'Welcome back, Guest' }]);
  });
  it(
    'Success false keeps the returned Message for the dialog, says it in a negative top notice ' +
      'and lets the guest edit',
    () => {
      const message = 'Invalid email address or password. Please check them and try again.';
      const [s, actions] = transition(
        loginMachine,
        at('loggingIn'),
        done<LoginEvent>('authenticate', { Success: false, Message: message }),
      );
      expect(valueOf(s)).toBe('editing.quiet');
      expect(s.context.error).toBe(message);
      expect(loggedInUsers(actions)).toEqual([]);
      expect(notices(actions)).toEqual([{ type: 'negative', position: 'top', message }]);
    },
  );
  it('an unconfirmed account is logged in and reminded to confirm its address', () => {
    const [s, actions] = transition(
      loginMachine,
      at('loggingIn'),
      done<LoginEvent>('authenticate', { ...loginOk, EmailConfirmed: false }),
    );
    expect(valueOf(s)).toBe('loggedIn');
    expect(notices(actions)).toEqual([
      {
        type: 'positive',
        message: 'Welcome back, Alex. Please confirm your e-mail address with the link we sent you.',
      },
    ]);
  });
  it('a refusal says what the server said', () => {
    const message = 'This account is locked. Please contact the hotel.';
    const [s] = transition(
      loginMachine,
      at('loggingIn'),
      done<LoginEvent>('authenticate', { Success: false, Message: message }),
    );
    expect(s.context.error).toBe(message);
  });
  it('Success false without a Message falls back to the login text', () => {
    const [, actions] = transition(
      loginMachine,
      at('loggingIn'),
      done<LoginEvent>('authenticate', { Success: false, Message: null }),
    );
    expect(notices(actions)).toEqual([{ type: 'negative', position: 'top', message: ACCOUNT_MESSAGES.loginError }]);
  });
  it(
    'an HTTP error shows ModelState messages, else Message (e.g. the refused anti-forgery token), ' +
      'else the login text',
    () => {
      const cases: Array<[Error, string]> = [
        [
          httpError(400, { Message: 'The request is invalid.', ModelState: { Password: [MESSAGES.passwordRequired] } }),
          MESSAGES.passwordRequired,
        ],
        [
          httpError(403, { Message: 'The anti-forgery token is missing or invalid.' }),
          'The anti-forgery token is missing or invalid.',
        ],
        [httpError(500, undefined, ACCOUNT_MESSAGES.loginError), ACCOUNT_MESSAGES.loginError],
        [new Error('not an ApiError'), ACCOUNT_MESSAGES.loginError],
        [networkError, networkError.message],
      ];
      for (const [error, message] of cases) {
        const [s, actions] = transition(loginMachine, at('loggingIn'), failed<LoginEvent>('authenticate', error));
        expect(valueOf(s)).toBe('editing.quiet');
        expect(s.context.error).toBe(message);
        expect(notices(actions)).toEqual([{ type: 'negative', position: 'top', message }]);
      }
    },
  );
  it('a new attempt clears the last failure', () => {
    const [s] = transition(loginMachine, at('editing', { error: 'Wrong password' }), { type: 'form.submitted' });
    expect(valueOf(s)).toBe('loggingIn');
    expect(s.context.error).toBeNull();
  });
});

describe('login: paths (xstate/graph)', () => {
  const events: LoginEvent[] = [
    { type: 'field.changed', field: 'email', value: filled.email },
    { type: 'field.changed', field: 'password', value: filled.password },
    { type: 'form.submitted' },
    done<LoginEvent>('authenticate', loginOk),
    done<LoginEvent>('authenticate', { Success: false, Message: 'Wrong password' }),
    failed<LoginEvent>('authenticate', httpError(500, undefined, ACCOUNT_MESSAGES.loginError)),
  ];
  const serializeState = (s: ReturnType<typeof at>) =>
    `${valueOf(s)}|${s.context.form.email}|${s.context.form.password}|${s.context.error ?? ''}`;
  const options = { input: { propertyId: 1 }, events, serializeState };

  it('every state is reachable', () => {
    const reached = reachedLeaves(getShortestPaths(loginMachine, options));
    for (const leaf of leafStates(loginMachine.root)) expect(reached).toContain(leaf);
  });
  it('happy path: type the e-mail and password, submit, Success ends logged in', () => {
    const [login] = getShortestPaths(loginMachine, { ...options, toState: (s) => s.matches('loggedIn') });
    expect(eventTypes(login?.steps)).toEqual([
      'field.changed',
      'field.changed',
      'form.submitted',
      'xstate.done.actor.authenticate',
    ]);
  });
  it('every path through a login failure ends back in the form, which can be sent again', () => {
    const paths = getSimplePaths(loginMachine, {
      ...options,
      fromState: at('editing'),
      toState: (s) => s.context.error !== null,
    });
    expect(paths.length).toBeGreaterThan(0);
    for (const p of paths) {
      expect(p.state.matches('editing')).toBe(true);
      expect(p.state.can({ type: 'form.submitted' })).toBe(true);
    }
  });
});
