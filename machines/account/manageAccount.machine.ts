/**
 * Manage account: two independent parts, each `editing` -> `saving`/`changing` -> `saved`/
 * `changed` (or back to `editing` on failure). Details: "Failed to save your details" / details
 * saved; password: current + new, the hint enforced on the new one.
 *
 * Named actions the screen provides: `notify`, `userUpdated` (the session takes the new user).
 */
import { assign, setup } from 'xstate';
import type { AccountUser } from '@/api/queries';
import {
  changePasswordErrors,
  detailsErrors,
  emptyChangePasswordForm,
  hasErrors,
  type ChangePasswordForm,
  type DetailsForm,
} from './account.forms';
import { ACCOUNT_MESSAGES, failureMessage, type Notice } from './account.messages';
import { changePassword, updateDetails } from './manageAccount.actors';

export interface ManageAccountContext {
  propertyId: number;
  user: AccountUser;
  details: DetailsForm;
  showDetailsErrors: boolean;
  detailsAttempts: number;
  detailsError: string | null;
  password: ChangePasswordForm;
  showPasswordErrors: boolean;
  passwordAttempts: number;
  passwordError: string | null;
}

export type ManageAccountEvent =
  | { type: 'details.changed'; field: 'firstName' | 'lastName' | 'phone'; value: string }
  | { type: 'details.offersToggled'; value: boolean }
  | { type: 'details.submitted' }
  | { type: 'password.changed'; field: keyof ChangePasswordForm; value: string }
  | { type: 'password.submitted' };

export function detailsFromUser(user: AccountUser): DetailsForm {
  return {
    firstName: user.Firstname,
    lastName: user.Lastname,
    phone: user.Telephone ?? '',
    receiveBrandOffers: user.ReceiveBrandOffers,
  };
}

const detailsFailed = (error: unknown) => failureMessage(ACCOUNT_MESSAGES.detailsError, error);
const passwordFailed = (error: unknown) => failureMessage(ACCOUNT_MESSAGES.passwordChangeError, error);

export const manageAccountMachine = setup({
  types: {
    context: {} as ManageAccountContext,
    events: {} as ManageAccountEvent,
    input: {} as { propertyId: number; user: AccountUser },
  },
  actors: { updateDetails, changePassword },
  actions: {
    notify: (_, _notice: Notice) => {},
    userUpdated: (_, _user: AccountUser) => {},
    setDetailsField: assign(({ context, event }) => {
      if (event.type === 'details.changed') return { details: { ...context.details, [event.field]: event.value } };
      if (event.type === 'details.offersToggled')
        return { details: { ...context.details, receiveBrandOffers: event.value } };
      return {};
    }),
    refuseDetails: assign({ showDetailsErrors: true, detailsAttempts: ({ context }) => context.detailsAttempts + 1 }),
    setPasswordField: assign(({ context, event }) =>
      event.type === 'password.changed' ? { password: { ...context.password, [event.field]: event.value } } : {},
    ),
    refusePassword: assign({
      showPasswordErrors: true,
      passwordAttempts: ({ context }) => context.passwordAttempts + 1,
    }),
  },
  guards: {
    areDetailsValid: ({ context }) => !hasErrors(detailsErrors(context.details)),
    isPasswordFormValid: ({ context }) => !hasErrors(changePasswordErrors(context.password)),
  },
}).createMachine({
  id: 'manageAccount',
  context: ({ input }) => ({
    propertyId: input.propertyId,
    user: input.user,
    details: detailsFromUser(input.user),
    showDetailsErrors: false,
    detailsAttempts: 0,
    detailsError: null,
    password: emptyChangePasswordForm(),
    showPasswordErrors: false,
    passwordAttempts: 0,
    passwordError: null,
  }),
  type: 'parallel',
  states: {
    details: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'details.changed': { actions: 'setDetailsField' },
            'details.offersToggled': { actions: 'setDetailsField' },
            'details.submitted': [{ guard: 'areDetailsValid', target: 'saving' }, { actions: 'refuseDetails' }],
          },
        },
        saving: {
          entry: assign({ detailsError: null }),
          invoke: {
            id: 'updateDetails',
            src: 'updateDetails',
            input: ({ context }) => ({ propertyId: context.propertyId, form: context.details }),
            onDone: {
              target: 'saved',
              actions: [
                assign({
                  user: ({ event }) => event.output,
                  details: ({ event }) => detailsFromUser(event.output),
                  showDetailsErrors: false,
                }),
                { type: 'userUpdated', params: ({ event }) => event.output },
                { type: 'notify', params: { type: 'positive', message: ACCOUNT_MESSAGES.detailsSaved } },
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                assign({ detailsError: ({ event }) => detailsFailed(event.error) }),
                { type: 'notify', params: ({ event }) => ({ type: 'negative', message: detailsFailed(event.error) }) },
              ],
            },
          },
        },
        saved: {
          on: {
            'details.changed': { target: 'editing', actions: 'setDetailsField' },
            'details.offersToggled': { target: 'editing', actions: 'setDetailsField' },
            'details.submitted': [
              { guard: 'areDetailsValid', target: 'saving' },
              { target: 'editing', actions: 'refuseDetails' },
            ],
          },
        },
      },
    },
    password: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'password.changed': { actions: 'setPasswordField' },
            'password.submitted': [{ guard: 'isPasswordFormValid', target: 'changing' }, { actions: 'refusePassword' }],
          },
        },
        changing: {
          entry: assign({ passwordError: null }),
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: ({ context }) => ({ propertyId: context.propertyId, form: context.password }),
            onDone: [
              {
                guard: ({ event }) => event.output.Success,
                target: 'changed',
                actions: [
                  assign({ password: () => emptyChangePasswordForm(), showPasswordErrors: false }),
                  { type: 'notify', params: { type: 'positive', message: ACCOUNT_MESSAGES.passwordChanged } },
                ],
              },
              {
                target: 'editing',
                actions: [
                  assign({
                    passwordError: ({ event }) =>
                      [ACCOUNT_MESSAGES.passwordChangeError, event.output.Message].filter(Boolean).join('. '),
                  }),
                  {
                    type: 'notify',
                    params: ({ event }) => ({
                      type: 'negative',
                      message: [ACCOUNT_MESSAGES.passwordChangeError, event.output.Message].filter(Boolean).join('. '),
                    }),
                  },
                ],
              },
            ],
            onError: {
              target: 'editing',
              actions: [
                assign({ passwordError: ({ event }) => passwordFailed(event.error) }),
                { type: 'notify', params: ({ event }) => ({ type: 'negative', message: passwordFailed(event.error) }) },
              ],
            },
          },
        },
        changed: {
          on: {
            'password.changed': { target: 'editing', actions: 'setPasswordField' },
          },
        },
      },
    },
  },
});
