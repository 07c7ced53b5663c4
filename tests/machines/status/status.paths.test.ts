import { describe, expect, it } from 'vitest';
import { fromPromise, initialTransition, transition, type EventFromLogic } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { statusMachine } from '@machines/status/status.machine';
import { STATUS_POLL } from '@/domain/status';
import type { components } from '@/api/schema';
import { isLive, leafStates, leavesOf } from '../graph';

/**
 * Path tests over the Status page machine: every state is reachable, and the happy path and the
 * error paths end where they should, with what the guest sees. The graph cannot run promises or
 * timers: the status call is answered by its done/error events and the poll delay by its
 * `xstate.after` event.
 */
type ReservationStatus = components['schemas']['ReservationStatus'];
type StatusEvent = EventFromLogic<typeof statusMachine>;

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
const failedSilently: ReservationStatus = {
  Success: false,
  Message: null,
  Status: 'Failed',
  ReferenceNumber: '100200',
};
const NETWORK_MESSAGE = 'We could not reach the server.';

const answered = (output: ReservationStatus) =>
  ({ type: 'xstate.done.actor.status', output }) as unknown as StatusEvent;
const networkError = { type: 'xstate.error.actor.status', error: new Error(NETWORK_MESSAGE) } as unknown as StatusEvent;
/** the poll delay elapsing in `waiting` (delay `pollDelay` of state node `status.waiting`) */
const pollDelayElapsed = { type: 'xstate.after.pollDelay.status.waiting' } as unknown as StatusEvent;
const retry: StatusEvent = { type: 'status.retry' };

// nothing real runs: the status call and the route's actions are stubs
const machine = statusMachine.provide({
  actions: { goToConfirmation: () => {}, notifyFailed: () => {} },
  actors: {
    fetchStatus: fromPromise<ReservationStatus, { propertyId: number; confirmationToken: string }>(async () => {
      throw new Error('the graph never runs the status call');
    }),
  },
});
const input = { propertyId: 1, confirmationToken: 'tok' };

const allEvents = [
  answered(pending),
  answered(confirmed),
  answered(failed),
  answered(failedSilently),
  networkError,
  pollDelayElapsed,
  retry,
];

type Path = ReturnType<typeof getShortestPaths<typeof machine>>[number];
const eventsOf = (path: Path | undefined) => path?.steps.slice(1).map((s) => s.event) ?? [];
const typesOf = (path: Path | undefined) => eventsOf(path).map((e) => e.type as string);
/** the outputs the status call answered along a path, by Status ('error' for a network error) */
const answersOf = (path: Path | undefined) =>
  eventsOf(path).flatMap((e) => {
    if (e.type === networkError.type) return ['error'];
    if (e.type === 'xstate.done.actor.status') return [(e as unknown as { output: ReservationStatus }).output.Status];
    return [];
  });

/** replays a path with pure transitions: its final snapshot and every action it asked for */
function replay(path: Path | undefined) {
  let [snapshot, actions] = initialTransition(machine, input);
  const all = [...actions];
  for (const event of eventsOf(path)) {
    [snapshot, actions] = transition(machine, snapshot, event);
    all.push(...actions);
  }
  return { snapshot, actions: all };
}

/**
 * The status call answers only while it runs, the poll timer fires only in `waiting`. Without
 * this the graph would send `xstate.error.actor.status` in e.g. `waiting`: xstate then puts the
 * snapshot in status 'error' (an unhandled child error), with the same value and context.
 */
const isLiveHere = (s: Path['state'], event: StatusEvent) => {
  const type: string = event.type;
  if (!isLive(s, event)) return false;
  if (type === pollDelayElapsed.type) return s.matches('waiting');
  return true;
};

/** a state is its value, its status (so a snapshot in error is a state of its own) and its context */
const serializeState = (s: Path['state']) => JSON.stringify([s.value, s.status, s.context]);

// the limit turns a cap that stops capping (polls or errors growing forever) into a failure, not a hang
const shortest = (events: StatusEvent[], toState?: (s: Path['state']) => boolean) =>
  getShortestPaths(machine, {
    input,
    events,
    filterEvents: isLiveHere,
    serializeState,
    limit: 50_000,
    ...(toState ? { toState } : {}),
  });

describe('status machine paths', () => {
  const paths = shortest(allEvents);
  const reached = new Set(paths.flatMap((p) => leavesOf(p.state.value)));
  const definedLeaves = leafStates(machine.root);
  /** the shortest path of the whole graph to the first state matching `to` */
  const shortestTo = (to: (s: Path['state']) => boolean) => paths.find((p) => to(p.state));

  it('the machine defines the states this file knows about', () => {
    expect(definedLeaves).toEqual(
      expect.arrayContaining(['checking', 'waiting', 'confirmed', 'failed', 'stillPending', 'unreachable']),
    );
  });

  it('reaches every state of the machine definition', () => {
    expect([...reached].sort()).toEqual([...definedLeaves].sort());
  });

  it('no path puts the machine in an error status (no action or guard throws)', () => {
    const states = paths.flatMap((p) => p.steps.map((s) => s.state));
    expect(states.filter((s) => s.status === 'error').map((s) => [s.value, s.error])).toEqual([]);
  });

  it('happy path: pending polls, then confirmed, with the reference number and no message', () => {
    const path = shortest(
      [answered(pending), answered(confirmed), pollDelayElapsed],
      (s) => s.matches('confirmed') && s.context.polls === 3,
    )[0];
    expect(path).toBeDefined();
    expect(answersOf(path)).toEqual(['PendingVerification', 'PendingVerification', 'Confirmed']);
    expect(typesOf(path)).toEqual([
      'xstate.done.actor.status',
      'xstate.after.pollDelay.status.waiting',
      'xstate.done.actor.status',
      'xstate.after.pollDelay.status.waiting',
      'xstate.done.actor.status',
    ]);
    // while pending the guest waits with the bank's message; then it is cleared
    expect(path?.steps.filter((s) => s.state.matches('waiting')).map((s) => s.state.context.message)).toEqual([
      pending.Message,
      pending.Message,
    ]);
    const { snapshot, actions } = replay(path);
    expect(snapshot.value).toBe('confirmed');
    expect(snapshot.status).toBe('done');
    expect(snapshot.context).toMatchObject({
      referenceNumber: '100200',
      message: null,
      consecutiveErrors: 0,
      polls: 3,
    });
    expect(actions.filter((a) => a.type === 'goToConfirmation')).toHaveLength(1);
  });

  it('the shortest way to confirmed is a first answer of Confirmed', () => {
    const path = shortestTo((s) => s.matches('confirmed'));
    expect(typesOf(path)).toEqual(['xstate.done.actor.status']);
    expect(path?.state.context.polls).toBe(1);
  });

  it('an unsuccessful status ends failed with its Message, shown as a notice', () => {
    const path = shortestTo((s) => s.matches('failed') && s.context.message === failed.Message);
    expect(typesOf(path)).toEqual(['xstate.done.actor.status']);
    const { snapshot, actions } = replay(path);
    expect(snapshot.value).toBe('failed');
    expect(snapshot.status).toBe('done');
    expect(snapshot.context.message).toBe('Your card was declined.');
    expect(actions).toContainEqual(
      expect.objectContaining({ type: 'notifyFailed', params: { message: 'Your card was declined.' } }),
    );
  });

  it('an unsuccessful status without a Message ends failed with the fallback text', () => {
    const path = shortestTo((s) => s.matches('failed') && s.context.message !== failed.Message);
    const { snapshot, actions } = replay(path);
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.message).toBe('We could not confirm your booking.');
    expect(actions).toContainEqual(
      expect.objectContaining({ type: 'notifyFailed', params: { message: 'We could not confirm your booking.' } }),
    );
  });

  it(`${STATUS_POLL.maxConsecutiveErrors} network errors in a row end unreachable with the error's message`, () => {
    const path = shortestTo((s) => s.matches('unreachable'));
    expect(answersOf(path)).toEqual(Array.from({ length: STATUS_POLL.maxConsecutiveErrors }, () => 'error'));
    // each error waits for the next poll, the last one gives up
    expect(typesOf(path).filter((t) => t === pollDelayElapsed.type)).toHaveLength(STATUS_POLL.maxConsecutiveErrors - 1);
    const { snapshot } = replay(path);
    expect(snapshot.value).toBe('unreachable');
    expect(snapshot.context).toMatchObject({
      consecutiveErrors: STATUS_POLL.maxConsecutiveErrors,
      polls: STATUS_POLL.maxConsecutiveErrors,
      message: NETWORK_MESSAGE,
    });
  });

  it('one error fewer keeps polling: the next poll is made', () => {
    const path = shortestTo((s) => s.context.consecutiveErrors === STATUS_POLL.maxConsecutiveErrors - 1);
    const { snapshot } = replay(path);
    expect(snapshot.value).toBe('waiting');
    expect(snapshot.context.message).toBe(NETWORK_MESSAGE);
    const [next] = transition(machine, snapshot, pollDelayElapsed);
    expect(next.value).toBe('checking');
    expect(next.context.polls).toBe(STATUS_POLL.maxConsecutiveErrors);
  });

  it(
    'in every reached state the caps decide: unreachable at the error cap, ' +
      'stillPending at the poll cap, waiting below both',
    () => {
      const { maxConsecutiveErrors, maxPolls } = STATUS_POLL;
      const states = paths.map((p) => p.state);
      expect(states.length).toBeGreaterThan(maxPolls);
      for (const s of states) {
        const { polls, consecutiveErrors } = s.context;
        if (s.matches('waiting'))
          expect([polls < maxPolls, consecutiveErrors < maxConsecutiveErrors]).toEqual([true, true]);
        if (s.matches('unreachable')) expect(consecutiveErrors).toBe(maxConsecutiveErrors);
        if (s.matches('stillPending'))
          expect([polls, consecutiveErrors < maxConsecutiveErrors]).toEqual([maxPolls, true]);
        expect(polls).toBeLessThanOrEqual(maxPolls);
      }
      // a pending answer between errors resets the count: errors mixed with successes are reached without giving up
      expect(
        states.some(
          (s) => s.matches('waiting') && s.context.polls > maxConsecutiveErrors && s.context.consecutiveErrors > 0,
        ),
      ).toBe(true);
    },
  );

  it(`after ${STATUS_POLL.maxPolls} pending polls it ends stillPending, and checking again starts over`, () => {
    const path = shortest([answered(pending), pollDelayElapsed], (s) => s.matches('stillPending'))[0];
    expect(answersOf(path)).toEqual(Array.from({ length: STATUS_POLL.maxPolls }, () => 'PendingVerification'));
    const { snapshot } = replay(path);
    expect(snapshot.value).toBe('stillPending');
    expect(snapshot.context).toMatchObject({
      polls: STATUS_POLL.maxPolls,
      consecutiveErrors: 0,
      message: pending.Message,
      referenceNumber: '100200',
    });
    const [again] = transition(machine, snapshot, retry);
    expect(again.value).toBe('checking');
    expect(again.context.polls).toBe(1);
  });

  it('checking again after unreachable resets both counters', () => {
    const path = shortestTo((s) => s.matches('unreachable'));
    const [again] = transition(machine, replay(path).snapshot, retry);
    expect(again.value).toBe('checking');
    expect(again.context).toMatchObject({ polls: 1, consecutiveErrors: 0 });
  });
});
