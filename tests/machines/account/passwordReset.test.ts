import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  forgotPasswordMachine,
  type ForgotPasswordContext,
  type ForgotPasswordEvent,
} from '@machines/account/forgotPassword.machine';
import {
  resetPasswordMachine,
  type ResetPasswordContext,
  type ResetPasswordEvent,
} from '@machines/account/resetPassword.machine';
import { ACCOUNT_MESSAGES } from '@/domain/account';
import { MESSAGES } from '@/domain/validation';
import { done, failed, leafStates, notices, reachedLeaves, valueOf, eventTypes } from './helpers';
import { httpError, networkError } from './fixtures';

describe('forgot password', () => {
  const base: ForgotPasswordContext = {
    propertyId: 1,
    form: { email: 'demo@example.com' },
    attempts: 0,
    error: null,
  };
  const at = (value: 'editing' | 'sending', context: Partial<ForgotPasswordContext> = {}) =>
    forgotPasswordMachine.resolveState({ value, context: { ...base, ...context } });

  it('starts editing, with an e-mail handed over from the login dialog if any', () => {
    const [s] = initialTransition(forgotPasswordMachine, { propertyId: 1, email: 'a@example.com' });
    expect(valueOf(s)).toBe('editing.quiet');
    expect(s.context.form.email).toBe('a@example.com');
  });
  it('an invalid e-mail is refused; a valid one is sent', () => {
    const [refused] = transition(forgotPasswordMachine, at('editing', { form: { email: 'nope' } }), {
      type: 'form.submitted',
    });
    expect(valueOf(refused)).toBe('editing.refused');
    expect(refused.context.attempts).toBe(1);
    const [sending] = transition(forgotPasswordMachine, at('editing'), { type: 'form.submitted' });
    expect(valueOf(sending)).toBe('sending');
  });
  it('success ends sent with a positive notice; an error says "Failed to send Password Reset Email"', () => {
    const [sent, a] = transition(
      forgotPasswordMachine,
      at('sending'),
      done<ForgotPasswordEvent>('requestPasswordReset', { Success: true, Message: null }),
    );
    expect(valueOf(sent)).toBe('sent');
    expect(notices(a)).toEqual([{ type: 'positive', message: ACCOUNT_MESSAGES.forgotPasswordSuccess }]);
    const [back, b] = transition(
      forgotPasswordMachine,
      at('sending'),
      failed<ForgotPasswordEvent>('requestPasswordReset', new Error('x')),
    );
    expect(valueOf(back)).toBe('editing.quiet');
    expect(notices(b)).toEqual([{ type: 'negative', message: 'Failed to send Password Reset Email' }]);
    const [, c] = transition(
      forgotPasswordMachine,
      at('sending'),
      failed<ForgotPasswordEvent>('requestPasswordReset', networkError),
    );
    expect(notices(c)).toEqual([
      { type: 'negative', message: `Failed to send Password Reset Email. ${networkError.message}` },
    ]);
  });
  it('paths: every state reachable; the happy path ends sent', () => {
    const events: ForgotPasswordEvent[] = [
      { type: 'field.changed', field: 'email', value: 'demo@example.com' },
      { type: 'form.submitted' },
      done<ForgotPasswordEvent>('requestPasswordReset', { Success: true, Message: null }),
      failed<ForgotPasswordEvent>('requestPasswordReset', networkError),
    ];
    const options = {
      input: { propertyId: 1 },
      events,
      serializeState: (s: ReturnType<typeof at>) => `${valueOf(s)}|${s.context.form.email}|${s.context.error ?? ''}`,
    };
    const paths = getShortestPaths(forgotPasswordMachine, options);
    const reached = reachedLeaves(paths);
    for (const leaf of leafStates(forgotPasswordMachine.root)) expect(reached).toContain(leaf);
    const [happy] = getShortestPaths(forgotPasswordMachine, { ...options, toState: (s) => s.matches('sent') });
    expect(eventTypes(happy?.steps)).toEqual([
      'field.changed',
      'form.submitted',
      'xstate.done.actor.requestPasswordReset',
    ]);
  });
});

describe('reset password', () => {
  const link = { propertyId: 1, email: 'demo@example.com', token: 'reset-demo-account' };
  const base: ResetPasswordContext = {
    ...link,
    form: { password: 'Brand-New-Pass-1' },
    attempts: 0,
    error: null,
  };
  const at = (value: 'editing' | 'resetting', context: Partial<ResetPasswordContext> = {}) =>
    resetPasswordMachine.resolveState({ value, context: { ...base, ...context } });
  const expired = 'This password reset link is invalid or has expired. Please request a new one.';

  it('a link with e-mail and token opens the form; without the token it is an invalid link', () => {
    expect(valueOf(initialTransition(resetPasswordMachine, link)[0])).toBe('editing.quiet');
    expect(valueOf(initialTransition(resetPasswordMachine, { ...link, token: '' })[0])).toBe('invalidLink');
  });
  it('the password hint is enforced on the new password', () => {
    const [s] = transition(resetPasswordMachine, at('editing', { form: { password: 'password12' } }), {
      type: 'form.submitted',
    });
    expect(valueOf(s)).toBe('editing.refused');
    expect(s.context.attempts).toBe(1);
    expect(MESSAGES.passwordHint).toMatch(/ten characters/);
    const [ok] = transition(resetPasswordMachine, at('editing'), { type: 'form.submitted' });
    expect(valueOf(ok)).toBe('resetting');
  });
  it(
    'success ends done and forgets the password; ' + 'an expired token says "Failed to reset your password" and why',
    () => {
      const [s, a] = transition(
        resetPasswordMachine,
        at('resetting'),
        done<ResetPasswordEvent>('resetPassword', { Success: true, Message: null }),
      );
      expect(valueOf(s)).toBe('done');
      expect(s.context.form.password).toBe('');
      expect(notices(a)).toEqual([{ type: 'positive', message: ACCOUNT_MESSAGES.resetPasswordSuccess }]);
      const [e, b] = transition(
        resetPasswordMachine,
        at('resetting'),
        failed<ResetPasswordEvent>('resetPassword', httpError(400, { ModelState: { Token: [expired] } })),
      );
      expect(valueOf(e)).toBe('editing.quiet');
      expect(notices(b)).toEqual([{ type: 'negative', message: `Failed to reset your password. ${expired}` }]);
      const [f, c] = transition(
        resetPasswordMachine,
        at('resetting'),
        done<ResetPasswordEvent>('resetPassword', { Success: false, Message: 'No.' }),
      );
      expect(valueOf(f)).toBe('editing.quiet');
      expect(notices(c)).toEqual([{ type: 'negative', message: 'Failed to reset your password. No.' }]);
    },
  );
  it('paths: every state reachable; the happy path ends done', () => {
    const events: ResetPasswordEvent[] = [
      { type: 'field.changed', field: 'password', value: 'Brand-New-Pass-1' },
      { type: 'form.submitted' },
      done<ResetPasswordEvent>('resetPassword', { Success: true, Message: null }),
      failed<ResetPasswordEvent>('resetPassword', networkError),
    ];
    const serializeState = (s: ReturnType<typeof at>) =>
      `${valueOf(s)}|${s.context.form.password}|${s.context.error ?? ''}`;
    const reached = new Set([
      ...reachedLeaves(getShortestPaths(resetPasswordMachine, { input: link, events, serializeState })),
      ...reachedLeaves(
        getShortestPaths(resetPasswordMachine, { input: { ...link, email: '' }, events, serializeState }),
      ),
    ]);
    for (const leaf of leafStates(resetPasswordMachine.root)) if (leaf !== 'starting') expect(reached).toContain(leaf);
    const [happy] = getShortestPaths(resetPasswordMachine, {
      input: link,
      events,
      serializeState,
      toState: (s) => s.matches('done'),
    });
    expect(eventTypes(happy?.steps).at(-1)).toBe('xstate.done.actor.resetPassword');
  });
});
