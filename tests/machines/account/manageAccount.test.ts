import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  manageAccountMachine,
  type ManageAccountContext,
  type ManageAccountEvent,
} from '@machines/account/manageAccount.machine';
import { ACCOUNT_MESSAGES, changePasswordSchema } from '@/domain/account';
import { fieldErrors } from '@/domain/forms';
import { MESSAGES } from '@/domain/validation';
import { actionTypes, done, failed, leafStates, notices, reachedLeaves, valueOf } from './helpers';
import { httpError, networkError, user } from './fixtures';

const [initial] = initialTransition(manageAccountMachine, { propertyId: 1, user });
const at = (details: string, password: string, context: Partial<ManageAccountContext> = {}) =>
  manageAccountMachine.resolveState({ value: { details, password }, context: { ...initial.context, ...context } });
const wrongCurrent = 'The current password is not correct.';

describe('manage account: details', () => {
  it('starts from the user the route loader gave', () => {
    expect(valueOf(initial)).toBe('details.editing.quiet password.editing.quiet');
    expect(initial.context.details).toEqual({
      firstName: 'Alex',
      lastName: 'Morgan',
      phone: '+447700900123',
      receiveBrandOffers: false,
    });
  });
  it('empty names or a bad phone are refused with the domain messages', () => {
    const [s] = transition(
      manageAccountMachine,
      at('editing', 'editing', { details: { ...initial.context.details, firstName: '', phone: '0777' } }),
      {
        type: 'details.submitted',
      },
    );
    expect(valueOf(s)).toBe('details.editing.refused password.editing.quiet');
    expect(s.context.detailsAttempts).toBe(1);
  });
  it('saving -> saved: the user is updated, handed to the session, and "details saved" is said', () => {
    const [saving] = transition(manageAccountMachine, initial, { type: 'details.submitted' });
    expect(valueOf(saving)).toBe('details.saving password.editing.quiet');
    const renamed = { ...user, Firstname: 'Sam' };
    const [s, actions] = transition(manageAccountMachine, saving, done<ManageAccountEvent>('updateDetails', renamed));
    expect(valueOf(s)).toBe('details.saved password.editing.quiet');
    expect(s.context.details.firstName).toBe('Sam');
    expect(actionTypes(actions)).toContain('userUpdated');
    expect(notices(actions)).toEqual([{ type: 'positive', message: ACCOUNT_MESSAGES.detailsSaved }]);
    const [again] = transition(manageAccountMachine, s, { type: 'details.changed', field: 'lastName', value: 'Lee' });
    expect(valueOf(again)).toBe('details.editing.quiet password.editing.quiet');
  });
  it('a failure says "Failed to save your details" and why', () => {
    const error = httpError(400, { ModelState: { Telephone: [MESSAGES.phoneInvalid] } });
    const [s, actions] = transition(
      manageAccountMachine,
      at('saving', 'editing'),
      failed<ManageAccountEvent>('updateDetails', error),
    );
    expect(valueOf(s)).toBe('details.editing.quiet password.editing.quiet');
    expect(notices(actions)).toEqual([
      { type: 'negative', message: `Failed to save your details. ${MESSAGES.phoneInvalid}` },
    ]);
  });
});

describe('manage account: change password', () => {
  it('needs the current password and a new one meeting the hint', () => {
    const changePasswordErrors = (form: { currentPassword: string; newPassword: string }) =>
      fieldErrors(changePasswordSchema, form);
    expect(changePasswordErrors({ currentPassword: '', newPassword: 'short' })).toEqual({
      currentPassword: MESSAGES.passwordRequired,
      newPassword: MESSAGES.passwordHint,
    });
    expect(changePasswordErrors({ currentPassword: 'old', newPassword: 'Brand-New-Pass-1' })).toEqual({});
    const [s] = transition(
      manageAccountMachine,
      at('editing', 'editing', { password: { currentPassword: 'old', newPassword: 'abcdefghij' } }),
      {
        type: 'password.submitted',
      },
    );
    expect(valueOf(s)).toBe('details.editing.quiet password.editing.refused');
    expect(s.context.passwordAttempts).toBe(1);
  });
  it('changing -> changed forgets both passwords; a wrong current password is explained', () => {
    const ready = at('editing', 'editing', {
      password: { currentPassword: 'Password123!', newPassword: 'Brand-New-Pass-1' },
    });
    const [changing] = transition(manageAccountMachine, ready, { type: 'password.submitted' });
    expect(valueOf(changing)).toBe('details.editing.quiet password.changing');
    const [s, a] = transition(
      manageAccountMachine,
      changing,
      done<ManageAccountEvent>('changePassword', { Success: true, Message: null }),
    );
    expect(valueOf(s)).toBe('details.editing.quiet password.changed');
    expect(s.context.password).toEqual({ currentPassword: '', newPassword: '' });
    expect(notices(a)).toEqual([{ type: 'positive', message: ACCOUNT_MESSAGES.passwordChanged }]);
    const [e, b] = transition(
      manageAccountMachine,
      changing,
      failed<ManageAccountEvent>('changePassword', httpError(400, { ModelState: { CurrentPassword: [wrongCurrent] } })),
    );
    expect(valueOf(e)).toBe('details.editing.quiet password.editing.quiet');
    expect(notices(b)).toEqual([{ type: 'negative', message: `Failed to change your password. ${wrongCurrent}` }]);
  });
  it('the two parts are independent: details can be saved while the password is changing', () => {
    const [s] = transition(manageAccountMachine, at('editing', 'changing'), { type: 'details.submitted' });
    expect(valueOf(s)).toBe('details.saving password.changing');
  });
});

describe('manage account: paths (xstate/graph)', () => {
  const events: ManageAccountEvent[] = [
    { type: 'details.changed', field: 'firstName', value: 'Sam' },
    { type: 'details.changed', field: 'firstName', value: '' },
    { type: 'details.submitted' },
    { type: 'password.changed', field: 'currentPassword', value: 'Password123!' },
    { type: 'password.changed', field: 'newPassword', value: 'Brand-New-Pass-1' },
    { type: 'password.submitted' },
    done<ManageAccountEvent>('updateDetails', user),
    failed<ManageAccountEvent>('updateDetails', networkError),
    done<ManageAccountEvent>('changePassword', { Success: true, Message: null }),
    failed<ManageAccountEvent>('changePassword', networkError),
  ];
  const serializeState = (s: typeof initial) =>
    `${valueOf(s)}|${JSON.stringify(s.context.details)}|${JSON.stringify(s.context.password)}|` +
    `${s.context.detailsError ?? ''}|${s.context.passwordError ?? ''}`;
  it('every state of both parts is reachable, and both happy paths end saved / changed', () => {
    const paths = getShortestPaths(manageAccountMachine, { input: { propertyId: 1, user }, events, serializeState });
    const reached = reachedLeaves(paths);
    for (const leaf of leafStates(manageAccountMachine.root)) expect(reached).toContain(leaf);
    expect(paths.some((p) => p.state.matches({ details: 'saved', password: 'changed' }))).toBe(true);
  });
});
