import { assign, setup } from 'xstate';
import { fromCall } from '../fromCall';
import { api, call } from '@/api/client';
import { isApiError } from '@/api/errors';
import type { components } from '@/api/schema';
import { pollDelay, STATUS_POLL } from '@/domain/status';
import { textsOf } from '@/i18n/catalogue';
import { checkoutText as t } from '@/i18n/checkout';

/** What the Status page says when a check fails, or the server gives no Message of its own. */
export const STATUS_MESSAGES = textsOf(t, { checkFailed: 'status.checkFailed', notConfirmed: 'status.notConfirmed' });

type ReservationStatus = components['schemas']['ReservationStatus'];

export const fetchStatus = fromCall<ReservationStatus, { propertyId: number; confirmationToken: string }>(
  ({ input, signal }) =>
    call(
      api.GET('/api/Reservation/Status', {
        params: { query: { propertyId: input.propertyId, confirmationToken: input.confirmationToken } },
        signal,
      }),
      {
        fallback: STATUS_MESSAGES.checkFailed,
      },
    ),
);

export interface StatusContext {
  propertyId: number;
  confirmationToken: string;
  polls: number;
  consecutiveErrors: number;
  message: string | null;
  referenceNumber: string | null;
  /**
   * The last failed check was answered by the server with a refusal (4xx: an unknown or old link),
   * not lost on the way or failed on its side: nothing then says the booking is there.
   */
  refused: boolean;
}

/**
 * The Status page: polls Reservation/Status until the booking is confirmed (then on to the
 * Confirmation page), fails (the Message as a negative top notice), or takes too long (the guest
 * can check again; the booking is not lost).
 */
export const statusMachine = setup({
  types: {
    context: {} as StatusContext,
    input: {} as { propertyId: number; confirmationToken: string },
    events: {} as { type: 'status.retry' },
  },
  actors: { fetchStatus },
  delays: { pollDelay: ({ context }) => pollDelay(context.polls) },
  actions: {
    goToConfirmation: () => {},
    notifyFailed: (_, _params: { message: string }) => {},
  },
  guards: {
    tooManyPolls: ({ context }) => context.polls >= STATUS_POLL.maxPolls,
    tooManyErrors: ({ context }) => context.consecutiveErrors >= STATUS_POLL.maxConsecutiveErrors,
  },
}).createMachine({
  id: 'status',
  context: ({ input }) => ({
    ...input,
    polls: 0,
    consecutiveErrors: 0,
    message: null,
    referenceNumber: null,
    refused: false,
  }),
  initial: 'checking',
  states: {
    checking: {
      entry: assign({ polls: ({ context }) => context.polls + 1 }),
      invoke: {
        id: 'status',
        src: 'fetchStatus',
        input: ({ context }) => ({ propertyId: context.propertyId, confirmationToken: context.confirmationToken }),
        onDone: [
          {
            guard: ({ event }) => event.output.Success && event.output.Status === 'Confirmed',
            target: 'confirmed',
            actions: assign(({ event }) => ({
              referenceNumber: event.output.ReferenceNumber,
              message: null,
              consecutiveErrors: 0,
            })),
          },
          {
            guard: ({ event }) => event.output.Success,
            target: 'waiting',
            actions: assign(({ event }) => ({
              referenceNumber: event.output.ReferenceNumber,
              message: event.output.Message,
              consecutiveErrors: 0,
            })),
          },
          {
            target: 'failed',
            actions: [
              assign(({ event }) => ({ message: event.output.Message ?? STATUS_MESSAGES.notConfirmed })),
              {
                type: 'notifyFailed',
                params: ({ event }) => ({ message: event.output.Message ?? STATUS_MESSAGES.notConfirmed }),
              },
            ],
          },
        ],
        onError: {
          target: 'waiting',
          actions: assign(({ context, event }) => ({
            consecutiveErrors: context.consecutiveErrors + 1,
            message: event.error instanceof Error ? event.error.message : STATUS_MESSAGES.checkFailed,
            // a definite answer (not lost on the way, no server error) that refused the check
            refused: isApiError(event.error) && !event.error.outcomeUnknown && event.error.status >= 400,
          })),
        },
      },
    },
    waiting: {
      always: [
        { guard: 'tooManyErrors', target: 'unreachable' },
        { guard: 'tooManyPolls', target: 'stillPending' },
      ],
      after: { pollDelay: 'checking' },
    },
    confirmed: { type: 'final', entry: 'goToConfirmation' },
    failed: { type: 'final' },
    // "Check again" starts afresh: earlier network errors do not count against the new attempts
    stillPending: {
      on: { 'status.retry': { target: 'checking', actions: assign({ consecutiveErrors: 0, polls: 0 }) } },
    },
    unreachable: {
      on: { 'status.retry': { target: 'checking', actions: assign({ consecutiveErrors: 0, polls: 0 }) } },
    },
  },
});
