import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, SimulatedClock, transition, waitFor } from 'xstate';
import { statusMachine } from '@machines/status/status.machine';
import { pollDelay, STATUS_POLL } from '@/domain/status';
import type { components } from '@/api/schema';
import { ApiError } from '@/api/errors';
import { statusView } from '@machines/status/status.selectors';

type ReservationStatus = components['schemas']['ReservationStatus'];
const pending: ReservationStatus = {
  Success: true,
  Message: 'Your bank is still verifying this payment.',
  Status: 'PendingVerification',
  ReferenceNumber: '100200',
};
const confirmed: ReservationStatus = { Success: true, Message: null, Status: 'Confirmed', ReferenceNumber: '100200' };
const failed: ReservationStatus = {
  Success: false,
  Message: 'Your card was declined.',
  Status: 'Failed',
  ReferenceNumber: '100200',
};

function start(answers: Array<ReservationStatus | Error>) {
  const clock = new SimulatedClock();
  const goToConfirmation = vi.fn();
  const notifyFailed = vi.fn();
  let polls = 0;
  const machine = statusMachine.provide({
    actions: { goToConfirmation, notifyFailed: (_, params) => notifyFailed(params) },
    actors: {
      fetchStatus: fromPromise<ReservationStatus, { propertyId: number; confirmationToken: string }>(async () => {
        const answer = answers[Math.min(polls++, answers.length - 1)]!;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  const actor = createActor(machine, { input: { propertyId: 1, confirmationToken: 'tok' }, clock }).start();
  return { actor, clock, goToConfirmation, notifyFailed, polls: () => polls };
}

describe('status polling', () => {
  it('polls while the payment is pending, then goes to the confirmation', async () => {
    const { actor, clock, goToConfirmation, polls } = start([pending, pending, confirmed]);
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(actor.getSnapshot().context.message).toBe('Your bank is still verifying this payment.');
    clock.increment(999);
    expect(polls()).toBe(1);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches('waiting') && s.context.polls === 2);
    clock.increment(2000);
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(goToConfirmation).toHaveBeenCalledTimes(1);
    expect(polls()).toBe(3);
  });

  it('an unsuccessful status shows its Message as a negative notice and stops', async () => {
    const { actor, notifyFailed } = start([failed]);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(notifyFailed).toHaveBeenCalledWith({ message: 'Your card was declined.' });
  });

  it('network errors are retried; after 5 in a row the guest can check again', async () => {
    const { actor, clock } = start([new Error('We could not reach the server.')]);
    for (let i = 0; i < STATUS_POLL.maxConsecutiveErrors - 1; i++) {
      await waitFor(actor, (s) => s.matches('waiting'));
      clock.increment(pollDelay(actor.getSnapshot().context.polls));
    }
    await waitFor(actor, (s) => s.matches('unreachable'));
    expect(actor.getSnapshot().context.message).toBe('We could not reach the server.');
    actor.send({ type: 'status.retry' });
    expect(actor.getSnapshot().matches('checking')).toBe(true);
  });

  /** A failed status check as the API client throws it. */
  const checkFailed = (message: string, status: number, code: string) =>
    new ApiError({ message, status, code, url: '/api/Reservation/Status', method: 'GET' });
  it.each([
    // the server could not be reached, or failed on its side: only the check failed
    ['lost on the way', checkFailed('We could not reach the server.', 0, 'network'), false],
    ['a server error', checkFailed('Something went wrong.', 500, 'server_error'), false],
    // the server refused the link: nothing says the booking is there
    ['refused (404)', checkFailed('We could not find this booking.', 404, 'not_found'), true],
  ])('five checks %s: stopped, and whether the server refused them is said (%s)', async (_, error, refused) => {
    const { actor, clock } = start([error]);
    while (!actor.getSnapshot().matches('unreachable')) {
      await waitFor(actor, (s) => s.matches('waiting') || s.matches('unreachable'));
      if (actor.getSnapshot().matches('unreachable')) break;
      clock.increment(pollDelay(actor.getSnapshot().context.polls));
    }
    expect(statusView(actor.getSnapshot())).toMatchObject({ phase: 'unreachable', message: error.message, refused });
  });

  it('after 30 pending polls it stops and says the booking is safe; checking again starts over', async () => {
    const { actor, clock, polls } = start([pending]);
    while (!actor.getSnapshot().matches('stillPending')) {
      await waitFor(actor, (s) => s.matches('waiting') || s.matches('stillPending'));
      if (actor.getSnapshot().matches('stillPending')) break;
      clock.increment(pollDelay(actor.getSnapshot().context.polls));
    }
    expect(polls()).toBe(STATUS_POLL.maxPolls);
    actor.send({ type: 'status.retry' });
    expect(actor.getSnapshot().context.polls).toBe(1);
  });
});

describe('checking again after the page gave up', () => {
  it(
    'from "still pending", earlier network errors no longer count: ' + 'the new attempt has its full set of retries',
    () => {
      const [pendingSnapshot] = initialTransition(statusMachine, { propertyId: 1, confirmationToken: 'tok' });
      const stuck = statusMachine.resolveState({
        value: 'stillPending',
        context: {
          ...pendingSnapshot.context,
          polls: STATUS_POLL.maxPolls,
          consecutiveErrors: STATUS_POLL.maxConsecutiveErrors - 1,
        },
      });
      const [next] = transition(statusMachine, stuck, { type: 'status.retry' });
      expect(next.value).toBe('checking');
      expect(next.context).toMatchObject({ polls: 1, consecutiveErrors: 0 });
    },
  );
});
