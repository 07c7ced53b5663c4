import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  registerMachine,
  withoutPassword,
  type RegisterContext,
  type RegisterEvent,
} from '@machines/account/register.machine';
import { ACCOUNT_MESSAGES, registerSchema, type RegisterForm } from '@/domain/account';
import { fieldErrors } from '@/domain/forms';
import { MESSAGES } from '@/domain/validation';
import { actionTypes, done, failed, leafStates, notices, reachedLeaves, valueOf, eventTypes } from './helpers';
import { httpError, networkError, user } from './fixtures';

const valid = {
  firstName: 'Jane',
  lastName: 'Smith',
  email: 'jane@example.com',
  phone: '',
  password: 'Correct-Horse-1',
};
const base: RegisterContext = {
  propertyId: 1,
  form: valid,
  attempts: 0,
  error: null,
  user: null,
  intent: { key: '7d3f2c1a-9e7b-4d4c-8e9a-102b3c4d5e6f', outcomeUnknown: false },
};
const registerErrors = (form: RegisterForm) => fieldErrors(registerSchema, form);
const at = (value: 'editing' | 'submitting' | 'registered', context: Partial<RegisterContext> = {}) =>
  registerMachine.resolveState({ value, context: { ...base, ...context } });
const duplicate = 'An account with this e-mail address already exists. Please log in or reset your password.';

describe('register: rules', () => {
  it('starts editing an empty form', () => {
    const [s] = initialTransition(registerMachine, { propertyId: 1 });
    expect(valueOf(s)).toBe('editing.quiet');
    expect(s.context.form.email).toBe('');
  });
  it('the field messages come from the domain (names, e-mail, optional phone, password hint)', () => {
    expect(registerErrors({ firstName: ' ', lastName: '', email: 'x', phone: '0123', password: 'short' })).toEqual({
      firstName: MESSAGES.firstNameRequired,
      lastName: MESSAGES.lastNameRequired,
      email: MESSAGES.emailInvalid,
      phone: MESSAGES.phoneInvalid,
      password: MESSAGES.passwordHint,
    });
    expect(registerErrors({ ...valid, password: '' }).password).toBe(MESSAGES.passwordRequired);
    expect(registerErrors(valid)).toEqual({});
  });
  it('an invalid form is refused (messages shown, no call), and stays refused on the next try', () => {
    const [s] = transition(registerMachine, at('editing', { form: { ...valid, password: 'tenletters' } }), {
      type: 'form.submitted',
    });
    expect(valueOf(s)).toBe('editing.refused');
    expect(s.matches({ editing: 'refused' })).toBe(true);
    expect(s.context.attempts).toBe(1);
    const [again] = transition(registerMachine, s, { type: 'form.submitted' });
    expect(valueOf(again)).toBe('editing.refused');
    expect(again.context.attempts).toBe(2);
  });
  it('isRegisteringUser lasts until the call ends (submitting is a state, not reset at once)', () => {
    const [s] = transition(registerMachine, at('editing'), { type: 'form.submitted' });
    expect(valueOf(s)).toBe('submitting');
    expect(s.can({ type: 'form.submitted' })).toBe(false);
    expect(s.can({ type: 'field.changed', field: 'email', value: 'x' })).toBe(false);
  });
  it('success stores the user, hands it to the session, forgets the password, asks to check the e-mail', () => {
    const [s, actions] = transition(registerMachine, at('submitting'), done<RegisterEvent>('registerUser', user));
    expect(valueOf(s)).toBe('registered');
    expect(s.status).toBe('done');
    expect(s.context.user).toEqual(user);
    expect(s.context.form.password).toBe('');
    expect(actionTypes(actions)).toContain('registered');
    expect(actions.find((a) => a.type === 'registered')?.params).toEqual(user);
    expect(notices(actions)).toEqual([{ type: 'positive', message: ACCOUNT_MESSAGES.registerSuccess }]);
  });
  it(
    'an error with data says "Failed to register User" and ' + 'the ModelState messages (duplicate e-mail explained)',
    () => {
      const error = httpError(400, { Message: 'The request is invalid.', ModelState: { EmailAddress: [duplicate] } });
      const [s, actions] = transition(registerMachine, at('submitting'), failed<RegisterEvent>('registerUser', error));
      expect(valueOf(s)).toBe('editing.quiet');
      expect(s.context.error).toBe(`Failed to register User. ${duplicate}`);
      expect(notices(actions)).toEqual([{ type: 'negative', message: `Failed to register User. ${duplicate}` }]);
      expect(s.context.form.password).toBe(valid.password);
    },
  );
  it('a network failure says why; an unknown failure says "Failed to register User"', () => {
    const [, a] = transition(registerMachine, at('submitting'), failed<RegisterEvent>('registerUser', networkError));
    expect(notices(a)).toEqual([{ type: 'negative', message: `Failed to register User. ${networkError.message}` }]);
    const [, b] = transition(registerMachine, at('submitting'), failed<RegisterEvent>('registerUser', new Error('x')));
    expect(notices(b)).toEqual([{ type: 'negative', message: 'Failed to register User' }]);
  });

  it('one key per account, whatever failed; an unknown outcome is asked about before the next try', () => {
    const [lost] = transition(registerMachine, at('submitting'), failed<RegisterEvent>('registerUser', networkError));
    expect(lost.context.intent).toEqual({ key: base.intent.key, outcomeUnknown: true });
    const refusal = httpError(400, { ModelState: { EmailAddress: [duplicate] } });
    const [refused] = transition(registerMachine, at('submitting'), failed<RegisterEvent>('registerUser', refusal));
    expect(refused.context.intent).toEqual({ key: base.intent.key, outcomeUnknown: false });
  });

  it('a reload keeps the details and the key, never the password; mid-call it asks first next time', () => {
    const kept = withoutPassword(at('submitting'));
    expect(kept.value).toBe('editing');
    expect(kept.context.form).toEqual({ ...valid, password: '' });
    expect(kept.context.intent).toEqual({ key: base.intent.key, outcomeUnknown: true });
    const editing = withoutPassword(at('editing'));
    expect(editing.context.intent).toEqual(base.intent);
    expect(editing.context.form.password).toBe('');
  });
});

describe('register: paths (xstate/graph)', () => {
  const events: RegisterEvent[] = [
    ...Object.entries(valid).map(([field, value]) => ({ type: 'field.changed', field, value }) as RegisterEvent),
    { type: 'form.submitted' },
    done<RegisterEvent>('registerUser', user),
    failed<RegisterEvent>('registerUser', httpError(400, { ModelState: { EmailAddress: [duplicate] } })),
  ];
  const serializeState = (s: ReturnType<typeof at>) =>
    `${valueOf(s)}|${JSON.stringify(s.context.form)}|${s.context.error ?? ''}`;
  const options = { input: { propertyId: 1 }, events, serializeState };

  it('every state is reachable, and the happy path ends registered', () => {
    const paths = getShortestPaths(registerMachine, options);
    const reached = reachedLeaves(paths);
    for (const leaf of leafStates(registerMachine.root)) expect(reached).toContain(leaf);
    const happy = paths.filter((p) => valueOf(p.state) === 'registered');
    expect(happy.length).toBeGreaterThan(0);
    for (const p of happy) expect(eventTypes(p.steps)).toContain('xstate.done.actor.registerUser');
  });
  it('error paths end back in editing with the message', () => {
    const paths = getSimplePaths(registerMachine, {
      ...options,
      fromState: at('editing'),
      toState: (s) => s.context.error !== null,
    });
    expect(paths.length).toBeGreaterThan(0);
    for (const p of paths) {
      expect(p.state.matches('editing')).toBe(true);
      expect(p.state.context.error).toMatch(/^Failed to register User/);
    }
  });
});
