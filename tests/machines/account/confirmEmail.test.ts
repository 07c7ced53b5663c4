import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  confirmEmailMachine,
  type ConfirmEmailContext,
  type ConfirmEmailEvent,
} from '@machines/account/confirmEmail.machine';
import { ACCOUNT_MESSAGES } from '@/domain/account';
import { done, failed, leafStates, reachedLeaves, valueOf, eventTypes } from './helpers';
import { httpError, networkError } from './fixtures';

const link = { propertyId: 1, email: 'new.guest@example.com', token: 'confirm-new-guest' };
const at = (value: 'confirming' | 'failed', context: Partial<ConfirmEmailContext> = {}) =>
  confirmEmailMachine.resolveState({ value, context: { ...link, message: null, ...context } });
const invalidToken = 'This confirmation link is invalid or has expired.';

describe('confirm e-mail: rules', () => {
  it('a link with e-mail and token confirms at once; without either it is an invalid link', () => {
    expect(valueOf(initialTransition(confirmEmailMachine, link)[0])).toBe('confirming');
    const [noToken] = initialTransition(confirmEmailMachine, { ...link, token: '' });
    expect(valueOf(noToken)).toBe('invalidLink');
    expect(noToken.context.message).toBe(ACCOUNT_MESSAGES.invalidLink);
    expect(valueOf(initialTransition(confirmEmailMachine, { ...link, email: ' ' })[0])).toBe('invalidLink');
  });
  it('Success ends confirmed with the server message', () => {
    const [s] = transition(
      confirmEmailMachine,
      at('confirming'),
      done<ConfirmEmailEvent>('confirmEmail', { Success: true, Message: 'Confirmed.' }),
    );
    expect(valueOf(s)).toBe('confirmed');
    expect(s.status).toBe('done');
    expect(s.context.message).toBe('Confirmed.');
  });
  it('Success false or an invalid token fails with the reason', () => {
    const [a] = transition(
      confirmEmailMachine,
      at('confirming'),
      done<ConfirmEmailEvent>('confirmEmail', { Success: false, Message: 'Nope.' }),
    );
    expect(valueOf(a)).toBe('failed');
    expect(a.context.message).toBe(`${ACCOUNT_MESSAGES.confirmEmailError} Nope.`);
    const [b] = transition(
      confirmEmailMachine,
      at('confirming'),
      failed<ConfirmEmailEvent>('confirmEmail', httpError(400, { ModelState: { Token: [invalidToken] } })),
    );
    expect(valueOf(b)).toBe('failed');
    expect(b.context.message).toBe(`We could not confirm your e-mail address. ${invalidToken}`);
  });
  it('a failure may be retried', () => {
    const [s] = transition(confirmEmailMachine, at('failed'), { type: 'confirm.retried' });
    expect(valueOf(s)).toBe('confirming');
  });
});

describe('confirm e-mail: paths (xstate/graph)', () => {
  const events: ConfirmEmailEvent[] = [
    { type: 'confirm.retried' },
    done<ConfirmEmailEvent>('confirmEmail', { Success: true, Message: null }),
    failed<ConfirmEmailEvent>('confirmEmail', networkError),
  ];
  it('every state is reachable (invalidLink from a link without a token)', () => {
    const reached = new Set([
      ...reachedLeaves(getShortestPaths(confirmEmailMachine, { input: link, events })),
      ...reachedLeaves(getShortestPaths(confirmEmailMachine, { input: { ...link, token: '' }, events })),
    ]);
    for (const leaf of leafStates(confirmEmailMachine.root)) if (leaf !== 'starting') expect(reached).toContain(leaf);
  });
  it('the happy path is one call; the error path ends failed, and retry can still end confirmed', () => {
    const [happy] = getShortestPaths(confirmEmailMachine, {
      input: link,
      events,
      toState: (s) => s.matches('confirmed'),
    });
    expect(eventTypes(happy?.steps)).toEqual(['xstate.done.actor.confirmEmail']);
    const [viaRetry] = getShortestPaths(confirmEmailMachine, {
      input: link,
      events,
      fromState: at('failed'),
      toState: (s) => s.matches('confirmed'),
    });
    expect(eventTypes(viaRetry?.steps)).toEqual(['confirm.retried', 'xstate.done.actor.confirmEmail']);
  });
});
