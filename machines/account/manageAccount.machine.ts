/**
 * Manage account: two independent parts, each `editing` -> `saving`/`changing` -> `saved`/
 * `changed` (or back to `editing` on failure). Details: "Failed to save your details" / details
 * saved; password: current + new, the hint enforced on the new one.
 *
 * Named actions the screen provides: `notify`, `userUpdated` (the session takes the new user).
 */
import { assign, setup } from 'xstate';
import {
  ACCOUNT_MESSAGES,
  changePasswordSchema,
  detailsFromUser,
  detailsSchema,
  emptyChangePasswordForm,
  type AccountUser,
  type ChangePasswordForm,
  type DetailsForm,
} from '@/domain/account';
import { callFailed, flowNotice, callRefused, editingState, isFormValid, type Notice } from './account.form';
import { changePassword, updateDetails } from './manageAccount.actors';

export interface ManageAccountContext {
  propertyId: number;
  user: AccountUser;
  details: DetailsForm;
  /** refused submits of the details so far (the screen focuses the first invalid field) */
  detailsAttempts: number;
  detailsError: string | null;
  password: ChangePasswordForm;
  /** refused submits of the password form so far */
  passwordAttempts: number;
  passwordError: string | null;
}

export type ManageAccountEvent =
  | { type: 'details.changed'; field: 'firstName' | 'lastName' | 'phone'; value: string }
  | { type: 'details.offersToggled'; value: boolean }
  | { type: 'details.submitted' }
  | { type: 'password.changed'; field: keyof ChangePasswordForm; value: string }
  | { type: 'password.submitted' };

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
    countDetailsAttempt: assign({ detailsAttempts: ({ context }) => context.detailsAttempts + 1 }),
    storeDetailsError: assign((_, params: { message: string }) => ({ detailsError: params.message })),
    setPasswordField: assign(({ context, event }) =>
      event.type === 'password.changed' ? { password: { ...context.password, [event.field]: event.value } } : {},
    ),
    countPasswordAttempt: assign({ passwordAttempts: ({ context }) => context.passwordAttempts + 1 }),
    storePasswordError: assign((_, params: { message: string }) => ({ passwordError: params.message })),
  },
  guards: {
    areDetailsValid: ({ context }) => isFormValid(detailsSchema, context.details),
    isPasswordFormValid: ({ context }) => isFormValid(changePasswordSchema, context.password),
  },
}).createMachine({
  id: 'manageAccount',
  context: ({ input }) => ({
    propertyId: input.propertyId,
    user: input.user,
    details: detailsFromUser(input.user),
    detailsAttempts: 0,
    detailsError: null,
    password: emptyChangePasswordForm(),
    passwordAttempts: 0,
    passwordError: null,
  }),
  type: 'parallel',
  states: {
    details: {
      initial: 'editing',
      states: {
        editing: editingState({
          changed: ['details.changed', 'details.offersToggled'],
          submitted: 'details.submitted',
          isValid: 'areDetailsValid',
          setField: 'setDetailsField',
          countAttempt: 'countDetailsAttempt',
          next: 'saving',
        }),
        saving: {
          entry: assign({ detailsError: null }),
          invoke: {
            id: 'updateDetails',
            src: 'updateDetails',
            input: ({ context }) => ({ propertyId: context.propertyId, form: context.details }),
            onDone: {
              target: 'saved',
              actions: [
                assign({ user: ({ event }) => event.output, details: ({ event }) => detailsFromUser(event.output) }),
                { type: 'userUpdated', params: ({ event }) => event.output },
                flowNotice('positive', () => ACCOUNT_MESSAGES.detailsSaved),
              ],
            },
            onError: callFailed('editing', 'storeDetailsError', () => ACCOUNT_MESSAGES.detailsError),
          },
        },
        saved: {
          on: {
            'details.changed': { target: 'editing', actions: 'setDetailsField' },
            'details.offersToggled': { target: 'editing', actions: 'setDetailsField' },
            'details.submitted': [
              { guard: 'areDetailsValid', target: 'saving' },
              { target: 'editing.refused', actions: 'countDetailsAttempt' },
            ],
          },
        },
      },
    },
    password: {
      initial: 'editing',
      states: {
        editing: editingState({
          changed: ['password.changed'],
          submitted: 'password.submitted',
          isValid: 'isPasswordFormValid',
          setField: 'setPasswordField',
          countAttempt: 'countPasswordAttempt',
          next: 'changing',
        }),
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
                  assign({ password: () => emptyChangePasswordForm() }),
                  flowNotice('positive', () => ACCOUNT_MESSAGES.passwordChanged),
                ],
              },
              callRefused('editing', 'storePasswordError', () => ACCOUNT_MESSAGES.passwordChangeError),
            ],
            onError: callFailed('editing', 'storePasswordError', () => ACCOUNT_MESSAGES.passwordChangeError),
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
