import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { sessionMachine, type SessionContext, type SessionEvent } from '@machines/account/session.machine';
import { ACCOUNT_MESSAGES } from '@/domain/account';
import { actionTypes, done, failed, leafStates, notices, reachedLeaves, valueOf } from './helpers';
import { httpError, networkError, user } from './fixtures';

const base: SessionContext = {
  propertyId: 1,
  user: null,
  needsLoad: false,
  loginRequested: false,
  checkFailed: false,
};
const at = (value: Parameters<typeof sessionMachine.resolveState>[0]['value'], context: Partial<SessionContext> = {}) =>
  sessionMachine.resolveState({ value, context: { ...base, ...context } });

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
  it('loading: a user -> loggedIn; null (401) -> anonymous quietly; an error -> anonymous, and said', () => {
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
    expect([a, b, c].map((s) => s.context.checkFailed)).toEqual([false, false, true]);
    // the header's "Try again" loads the user again, and the failure is no longer said
    const [again] = transition(sessionMachine, c, { type: 'session.reload' });
    expect(valueOf(again)).toBe('loading');
    expect(again.context.checkFailed).toBe(false);
    // logging in through the dialog instead: the failed check is no longer said either
    const [loggedIn] = transition(sessionMachine, c, { type: 'user.updated', user });
    expect(valueOf(loggedIn)).toBe('loggedIn');
    expect(loggedIn.context.checkFailed).toBe(false);
  });
});

describe('session: the login dialog', () => {
  it('opens and closes as states (its form is the login machine, run by the dialog while open)', () => {
    const [open] = transition(sessionMachine, at({ anonymous: 'closed' }), { type: 'login.opened' });
    expect(valueOf(open)).toBe('anonymous.open');
    const [closed] = transition(sessionMachine, open, { type: 'login.closed' });
    expect(valueOf(closed)).toBe('anonymous.closed');
    const [reopened] = transition(sessionMachine, closed, { type: 'login.opened' });
    expect(valueOf(reopened)).toBe('anonymous.open');
  });
  it('a login ends with the user handed over: logged in, the dialog closed, no notice of its own', () => {
    const [s, actions] = transition(sessionMachine, at({ anonymous: 'open' }), { type: 'user.updated', user });
    expect(valueOf(s)).toBe('loggedIn');
    expect(s.context.user).toEqual(user);
    expect(s.matches({ anonymous: 'open' })).toBe(false);
    expect(notices(actions)).toEqual([]);
  });
});

describe('session: logout and updates', () => {
  it('logout clears the user and the browser data once the server has ended the session (or had: 401)', () => {
    const [out] = transition(sessionMachine, at('loggedIn', { user }), { type: 'logout.requested' });
    expect(valueOf(out)).toBe('loggingOut');
    for (const end of [
      done<SessionEvent>('logoutUser', undefined),
      failed<SessionEvent>('logoutUser', httpError(401)),
    ]) {
      const [s, actions] = transition(sessionMachine, out, end);
      expect(valueOf(s)).toBe('anonymous.closed');
      expect(s.context.user).toBeNull();
      expect(notices(actions)).toEqual([{ type: 'positive', message: ACCOUNT_MESSAGES.logoutSuccess }]);
      expect(actionTypes(actions)).toEqual(expect.arrayContaining(['clearStoredUserData', 'loggedOut']));
    }
  });
  it('a logout that fails does not say "logged out": the guest stays logged in and is told', () => {
    const [out] = transition(sessionMachine, at('loggedIn', { user }), { type: 'logout.requested' });
    for (const error of [httpError(500), networkError]) {
      const [s, actions] = transition(sessionMachine, out, failed<SessionEvent>('logoutUser', error));
      expect(valueOf(s)).toBe('loggedIn');
      expect(s.context.user).toEqual(user);
      expect(notices(actions)).toEqual([{ type: 'negative', message: ACCOUNT_MESSAGES.logoutFailed }]);
      expect(actionTypes(actions)).not.toContain('clearStoredUserData');
      expect(actionTypes(actions)).not.toContain('loggedOut');
    }
  });
  it('a session the server ended (a 401 anywhere): logged out at once, told, offered the login; no navigation', () => {
    const [s, actions] = transition(sessionMachine, at('loggedIn', { user }), { type: 'session.expired' });
    expect(valueOf(s)).toBe('anonymous.open');
    expect(s.context.user).toBeNull();
    expect(notices(actions)).toEqual([{ type: 'negative', message: ACCOUNT_MESSAGES.sessionEnded }]);
    expect(actionTypes(actions)).toContain('clearStoredUserData');
    expect(actionTypes(actions)).not.toContain('loggedOut');
    // an anonymous guest's 401 (e.g. the account check on arrival) says nothing
    const [anonymous, quiet] = transition(sessionMachine, at({ anonymous: 'closed' }), { type: 'session.expired' });
    expect(valueOf(anonymous)).toBe('anonymous.closed');
    expect(notices(quiet)).toEqual([]);
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
    { type: 'user.updated', user },
    { type: 'logout.requested' },
    { type: 'session.reload' },
    { type: 'session.expired' },
    done<SessionEvent>('loadUser', user),
    done<SessionEvent>('loadUser', null),
    done<SessionEvent>('logoutUser', undefined),
    failed<SessionEvent>('logoutUser', networkError),
  ];
  const serializeState = (s: ReturnType<typeof at>) =>
    `${valueOf(s)}|${s.context.user ? 'user' : '-'}|${s.context.loginRequested}`;
  const eventTypes = (steps: ReadonlyArray<{ event: { type: string } }>) =>
    steps.map((step) => step.event.type).filter((type) => type !== 'xstate.init');
  const options = { input: { propertyId: 1 }, events, serializeState };

  it('every state is reachable', () => {
    const reached = reachedLeaves(getShortestPaths(sessionMachine, options));
    for (const leaf of leafStates(sessionMachine.root)) if (leaf !== 'starting') expect(reached).toContain(leaf);
  });
  it(
    'happy paths: load -> logged in; anonymous -> open -> a login hands the user over -> logged in; ' +
      'then logout ends anonymous',
    () => {
      const [load] = getShortestPaths(sessionMachine, { ...options, toState: (s) => s.matches('loggedIn') });
      expect(eventTypes(load?.steps ?? [])).toEqual(['xstate.done.actor.loadUser']);
      const [login] = getShortestPaths(sessionMachine, {
        ...options,
        input: { propertyId: 1, user: null },
        events: events.filter((e) => e.type !== 'session.reload'),
        fromState: at({ anonymous: 'open' }),
        toState: (s) => s.matches('loggedIn'),
      });
      expect(eventTypes(login?.steps ?? [])).toEqual(['user.updated']);
      expect(login?.state.context.user).toEqual(user);
      const toLoggedOut = getShortestPaths(sessionMachine, {
        ...options,
        fromState: at('loggedIn', { user }),
        toState: (s) => s.matches({ anonymous: 'closed' }),
      });
      expect(eventTypes(toLoggedOut[0]?.steps ?? [])).toEqual(['logout.requested', 'xstate.done.actor.logoutUser']);
    },
  );
  it(
    'the dialog opens only when the guest asked for it (also while the user was loading) ' +
      'or when their session ended, and only anonymous',
    () => {
      const paths = getSimplePaths(sessionMachine, {
        ...options,
        input: { propertyId: 1, user: null },
        toState: (s) => s.matches({ anonymous: 'open' }),
      });
      expect(paths.length).toBeGreaterThan(0);
      for (const p of paths) {
        expect(p.state.context.user).toBeNull();
        const types = eventTypes(p.steps);
        expect(types.includes('login.opened') || types.at(-1) === 'session.expired').toBe(true);
      }
    },
  );
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
