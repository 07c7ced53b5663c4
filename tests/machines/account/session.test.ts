import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { sessionMachine, type SessionContext, type SessionEvent } from '@machines/account/session.machine';
import { ACCOUNT_MESSAGES } from '@/domain/account';
import { MESSAGES } from '@/domain/validation';
import { actionTypes, done, failed, leafStates, notices, reachedLeaves, valueOf } from './helpers';
import { httpError, networkError, user } from './fixtures';

const base: SessionContext = {
  propertyId: 1,
  user: null,
  needsLoad: false,
  loginRequested: false,
  login: { email: '', password: '' },
  loginAttempts: 0,
  loginError: null,
};
const filled = { email: 'demo@example.com', password: 'Password123!' };
const at = (value: Parameters<typeof sessionMachine.resolveState>[0]['value'], context: Partial<SessionContext> = {}) =>
  sessionMachine.resolveState({ value, context: { ...base, ...context } });
const loggingIn = () => at({ anonymous: { open: 'loggingIn' } }, { login: filled });
const loginOk = { Success: true, Message: null, ...user };

describe('session: starting', () => {
  it('a user from the property loader starts logged in without a call', () => {
    const [s] = initialTransition(sessionMachine, { propertyId: 1, user });
    expect(valueOf(s)).toBe('loggedIn');
    expect(s.context.user).toEqual(user);
  });
  it('a loader answer of null (anonymous) starts anonymous with the dialog closed', () => {
    const [s] = initialTransition(sessionMachine, { propertyId: 1, user: null });
    expect(valueOf(s)).toBe('anonymous.closed');
  });
  it('without a seed it loads the user (GET /api/Account)', () => {
    const [s] = initialTransition(sessionMachine, { propertyId: 1 });
    expect(valueOf(s)).toBe('loading');
  });
  it('loading: a user -> loggedIn; null (401) -> anonymous quietly; an error -> anonymous quietly', () => {
    const loading = at('loading', { needsLoad: true });
    const [a, aActions] = transition(sessionMachine, loading, done<SessionEvent>('loadUser', user));
    expect(valueOf(a)).toBe('loggedIn');
    expect(a.context.user).toEqual(user);
    expect(notices(aActions)).toEqual([]);
    const [b, bActions] = transition(sessionMachine, loading, done<SessionEvent>('loadUser', null));
    expect(valueOf(b)).toBe('anonymous.closed');
    expect(notices(bActions)).toEqual([]);
    const [c, cActions] = transition(sessionMachine, loading, failed<SessionEvent>('loadUser', httpError(500)));
    expect(valueOf(c)).toBe('anonymous.closed');
    expect(notices(cActions)).toEqual([]);
  });
});

describe('session: the login dialog', () => {
  it('opens and closes as states; closing forgets what was typed', () => {
    const [open] = transition(sessionMachine, at({ anonymous: 'closed' }), { type: 'login.opened' });
    expect(valueOf(open)).toBe('anonymous.open.idle.quiet');
    const [typed] = transition(sessionMachine, open, { type: 'login.changed', field: 'password', value: 'secret' });
    expect(typed.context.login.password).toBe('secret');
    const [closed] = transition(sessionMachine, typed, { type: 'login.closed' });
    expect(valueOf(closed)).toBe('anonymous.closed');
    expect(closed.context.login).toEqual({ email: '', password: '' });
  });
  it('an invalid form is refused with messages shown (no call)', () => {
    const [s] = transition(
      sessionMachine,
      at({ anonymous: { open: 'idle' } }, { login: { email: 'nope', password: '' } }),
      {
        type: 'login.submitted',
      },
    );
    expect(valueOf(s)).toBe('anonymous.open.idle.refused');
    expect(s.context.loginAttempts).toBe(1);
    const [closed] = transition(sessionMachine, s, { type: 'login.closed' });
    const [reopened] = transition(sessionMachine, closed, { type: 'login.opened' });
    expect(valueOf(reopened)).toBe('anonymous.open.idle.quiet');
  });
  it('a valid form logs in: isLoggingIn is a state', () => {
    const [s] = transition(sessionMachine, at({ anonymous: { open: 'idle' } }, { login: filled }), {
      type: 'login.submitted',
    });
    expect(valueOf(s)).toBe('anonymous.open.loggingIn');
    expect(s.matches({ anonymous: { open: 'loggingIn' } })).toBe(true);
  });
  it('the dialog cannot be closed while the call runs, nor the form changed', () => {
    expect(loggingIn().can({ type: 'login.closed' })).toBe(false);
    expect(loggingIn().can({ type: 'login.changed', field: 'email', value: 'x' })).toBe(false);
    expect(loggingIn().can({ type: 'login.submitted' })).toBe(false);
  });
  it('Success stores the user, closes the dialog, forgets the password and says "Welcome back, {first name}"', () => {
    const [s, actions] = transition(sessionMachine, loggingIn(), done<SessionEvent>('authenticate', loginOk));
    expect(valueOf(s)).toBe('loggedIn');
    expect(s.context.user).toEqual(user);
    expect(s.context.login).toEqual({ email: '', password: '' });
    expect(notices(actions)).toEqual([{ type: 'positive', message: 'Welcome back, Alex' }]);
  });
  it('the greeting name defaults to Guest', () => {
    const [, actions] = transition(
      sessionMachine,
      loggingIn(),
      done<SessionEvent>('authenticate', { ...loginOk, Firstname: '' }),
    );
    expect(notices(actions)).toEqual([{ type: 'positive', message: 'Welcome back, Guest' }]);
  });
  it('Success false shows the returned Message as a negative top notice and stays open', () => {
    const message = 'Invalid email address or password. Please check them and try again.';
    const [s, actions] = transition(
      sessionMachine,
      loggingIn(),
      done<SessionEvent>('authenticate', { Success: false, Message: message }),
    );
    expect(valueOf(s)).toBe('anonymous.open.idle.quiet');
    expect(s.context.user).toBeNull();
    expect(s.context.loginError).toBe(message);
    expect(notices(actions)).toEqual([{ type: 'negative', position: 'top', message }]);
  });
  it('Success false without a Message falls back to the login text', () => {
    const [, actions] = transition(
      sessionMachine,
      loggingIn(),
      done<SessionEvent>('authenticate', { Success: false, Message: null }),
    );
    expect(notices(actions)).toEqual([{ type: 'negative', position: 'top', message: ACCOUNT_MESSAGES.loginError }]);
  });
  it('an HTTP error shows ModelState messages, else Message, else the login text', () => {
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
      const [s, actions] = transition(sessionMachine, loggingIn(), failed<SessionEvent>('authenticate', error));
      expect(valueOf(s)).toBe('anonymous.open.idle.quiet');
      expect(notices(actions)).toEqual([{ type: 'negative', position: 'top', message }]);
    }
  });
});

describe('session: logout and updates', () => {
  it('logout clears the user and the browser data at once, then says so whether or not the call succeeds', () => {
    const [out, entry] = transition(sessionMachine, at('loggedIn', { user }), { type: 'logout.requested' });
    expect(valueOf(out)).toBe('loggingOut');
    expect(out.context.user).toBeNull();
    expect(actionTypes(entry)).toContain('clearStoredUserData');
    for (const end of [
      done<SessionEvent>('logoutUser', undefined),
      failed<SessionEvent>('logoutUser', httpError(500)),
    ]) {
      const [s, actions] = transition(sessionMachine, out, end);
      expect(valueOf(s)).toBe('anonymous.closed');
      expect(s.context.user).toBeNull();
      expect(notices(actions)).toEqual([{ type: 'positive', message: ACCOUNT_MESSAGES.logoutSuccess }]);
      expect(actionTypes(actions)).toContain('loggedOut');
    }
  });
  it('a user from register or manage account is stored (register starts a session)', () => {
    const [a] = transition(sessionMachine, at({ anonymous: 'closed' }), { type: 'user.updated', user });
    expect(valueOf(a)).toBe('loggedIn');
    const renamed = { ...user, Firstname: 'Sam' };
    const [b] = transition(sessionMachine, at('loggedIn', { user }), { type: 'user.updated', user: renamed });
    expect(b.context.user?.Firstname).toBe('Sam');
  });
  it('logged-in users cannot open the login dialog; anonymous ones cannot log out', () => {
    expect(at('loggedIn', { user }).can({ type: 'login.opened' })).toBe(false);
    expect(at({ anonymous: 'closed' }).can({ type: 'logout.requested' })).toBe(false);
  });
});

describe('session: paths (xstate/graph)', () => {
  const events: SessionEvent[] = [
    { type: 'login.opened' },
    { type: 'login.closed' },
    { type: 'login.changed', field: 'email', value: filled.email },
    { type: 'login.changed', field: 'password', value: filled.password },
    { type: 'login.submitted' },
    { type: 'logout.requested' },
    { type: 'session.reload' },
    done<SessionEvent>('loadUser', user),
    done<SessionEvent>('loadUser', null),
    done<SessionEvent>('authenticate', loginOk),
    done<SessionEvent>('authenticate', { Success: false, Message: 'Wrong password' }),
    failed<SessionEvent>('authenticate', httpError(500, undefined, ACCOUNT_MESSAGES.loginError)),
    done<SessionEvent>('logoutUser', undefined),
    failed<SessionEvent>('logoutUser', networkError),
  ];
  const serializeState = (s: ReturnType<typeof at>) =>
    `${valueOf(s)}|${s.context.user ? 'user' : '-'}|${s.context.login.email}|${s.context.login.password}|${s.context.loginError ?? ''}`;
  const eventTypes = (steps: ReadonlyArray<{ event: { type: string } }>) =>
    steps.map((step) => step.event.type).filter((type) => type !== 'xstate.init');
  const options = { input: { propertyId: 1 }, events, serializeState };

  it('every state is reachable', () => {
    const reached = reachedLeaves(getShortestPaths(sessionMachine, options));
    for (const leaf of leafStates(sessionMachine.root)) if (leaf !== 'starting') expect(reached).toContain(leaf);
  });
  it('happy paths: load -> logged in; anonymous -> open -> type -> submit -> Success ends logged in; then logout ends anonymous', () => {
    const [load] = getShortestPaths(sessionMachine, { ...options, toState: (s) => s.matches('loggedIn') });
    expect(eventTypes(load?.steps ?? [])).toEqual(['xstate.done.actor.loadUser']);
    const [login] = getShortestPaths(sessionMachine, {
      ...options,
      input: { propertyId: 1, user: null },
      events: events.filter((e) => e.type !== 'session.reload'),
      toState: (s) => s.matches('loggedIn'),
    });
    expect(eventTypes(login?.steps ?? [])).toEqual([
      'login.opened',
      'login.changed',
      'login.changed',
      'login.submitted',
      'xstate.done.actor.authenticate',
    ]);
    expect(login?.state.context.user).toEqual(user);
    const toLoggedOut = getShortestPaths(sessionMachine, {
      ...options,
      fromState: at('loggedIn', { user }),
      toState: (s) => s.matches({ anonymous: 'closed' }),
    });
    expect(eventTypes(toLoggedOut[0]?.steps ?? [])).toEqual(['logout.requested', 'xstate.done.actor.logoutUser']);
  });
  it('every path through a login failure ends back in the open dialog, anonymous', () => {
    const paths = getSimplePaths(sessionMachine, {
      ...options,
      fromState: at({ anonymous: { open: 'idle' } }, { login: filled }),
      toState: (s) => s.context.loginError !== null,
    });
    expect(paths.length).toBeGreaterThan(0);
    for (const p of paths) {
      expect(p.state.matches({ anonymous: { open: 'idle' } })).toBe(true);
      expect(p.state.context.user).toBeNull();
    }
  });
});

describe('login pressed while the user is still loading', () => {
  it('opens the dialog as soon as the guest turns out to be anonymous', async () => {
    const { createActor, fromPromise, waitFor } = await import('xstate');
    const { sessionMachine } = await import('@machines/account/session.machine');
    type Loaded = SessionContext['user'];
    let answer: (value: Loaded) => void = () => {};
    const machine = sessionMachine.provide({
      actors: {
        loadUser: fromPromise<Loaded, { propertyId: number }>(
          () =>
            new Promise<Loaded>((resolve) => {
              answer = resolve;
            }),
        ),
      },
    });
    const actor = createActor(machine, { input: { propertyId: 1, user: undefined } }).start();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    actor.send({ type: 'login.opened' });
    answer(null);
    await waitFor(actor, (s) => s.matches({ anonymous: 'open' }));
  });
});
