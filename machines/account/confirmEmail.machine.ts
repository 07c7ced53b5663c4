/**
 * Confirm the e-mail address with the e-mail and token of the link (our addition: the spec has
 * the route but no call). `invalidLink` when the link lacks either; `failed` may be retried
 * (a network failure), `confirmed` is the end.
 */
import { assign, setup } from 'xstate';
import { isStringValid } from '@/domain/validation';
import { failureMessage } from '@/api/errors';
import { ACCOUNT_MESSAGES } from '@/domain/account';
import { accountText } from '@/i18n/account';
import { confirmEmail, type ConfirmEmailInput } from './confirmEmail.actors';

export interface ConfirmEmailContext extends ConfirmEmailInput {
  message: string | null;
}

export type ConfirmEmailEvent = { type: 'confirm.retried' };

export const confirmEmailMachine = setup({
  types: {
    context: {} as ConfirmEmailContext,
    events: {} as ConfirmEmailEvent,
    input: {} as ConfirmEmailInput,
  },
  actors: { confirmEmail },
  guards: {
    hasLink: ({ context }) => isStringValid(context.email) && isStringValid(context.token),
  },
}).createMachine({
  id: 'confirmEmail',
  context: ({ input }) => ({ ...input, message: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasLink', target: 'confirming' }, { target: 'invalidLink' }],
    },
    invalidLink: {
      entry: assign({ message: () => ACCOUNT_MESSAGES.invalidLink }),
    },
    confirming: {
      invoke: {
        id: 'confirmEmail',
        src: 'confirmEmail',
        input: ({ context }) => ({ propertyId: context.propertyId, email: context.email, token: context.token }),
        onDone: [
          {
            guard: ({ event }) => event.output.Success,
            target: 'confirmed',
            actions: assign({ message: ({ event }) => event.output.Message || ACCOUNT_MESSAGES.confirmEmailSuccess }),
          },
          {
            target: 'failed',
            actions: assign({
              message: ({ event }) =>
                event.output.Message
                  ? accountText('confirmEmailErrorBecause', { reason: event.output.Message })
                  : ACCOUNT_MESSAGES.confirmEmailError,
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            message: ({ event }) => failureMessage(accountText('confirmEmailFailed'), event.error),
          }),
        },
      },
    },
    failed: {
      on: { 'confirm.retried': { target: 'confirming' } },
    },
    confirmed: { type: 'final' },
  },
});
