/**
 * Path tests over the manage-booking machine (xstate/graph): every state of the definition is
 * reachable from an editable booking, no path ends in an error status, and the spec's paths end
 * where they should. Calls are answered by their done/error events; nothing real runs.
 */
import { describe, expect, it } from 'vitest';
import { fromPromise, type EventFromLogic } from 'xstate';
import { searchMachine } from '@machines/search/search.machine';
import type { AvailabilityDay, CalendarRequest } from '@machines/search/search.actors';
import type { CancelInput, DateOptionsInput, OptionsInput, SaveAmendmentInput } from '@machines/manage/manage.actors';
import type { AmendOptions } from '@/domain/amend';
import type { DateOptionsResponse, ManagedReservation, UpgradeOptionsResponse } from '@/domain/models';
import { getShortestPaths } from 'xstate/graph';
import { manageMachine, type ManageInput } from '@machines/manage/manage.machine';
import { amendmentSummary, isAmendmentSavable } from '@/domain/amend';
import { leafStates, leavesOf } from '../graph';
import { amendOptions, dateRow, manageProperty, reservation, searchProperty, upgradeOptions } from './fixtures';

type ManageEvent = EventFromLogic<typeof manageMachine>;
/** a call that never answers by itself: the graph answers it with done/error events */
const never = <T, I>() => fromPromise<T, I>(async () => new Promise<T>(() => {}));
const machine = manageMachine.provide({
  actions: { notify: () => {} },
  actors: {
    loadAmendOptions: never<AmendOptions, OptionsInput>(),
    loadUpgradeOptions: never<UpgradeOptionsResponse, OptionsInput>(),
    searchDateOptions: never<DateOptionsResponse, DateOptionsInput>(),
    saveAmendment: never<ManagedReservation, SaveAmendmentInput>(),
    cancelBooking: never<
      { Success: boolean; Message: string | null; CancellationNumber: string | null },
      CancelInput
    >(),
    stayDates: searchMachine.provide({
      actors: { loadCalendar: fromPromise<AvailabilityDay[], CalendarRequest>(async () => []) },
    }),
  },
});
const input: ManageInput = {
  property: manageProperty,
  search: searchProperty,
  reservation: reservation(),
  now: '2026-11-23T10:00',
};

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as ManageEvent;
const failed = (id: string) =>
  ({ type: `xstate.error.actor.${id}`, error: new Error('Server error') }) as unknown as ManageEvent;

const events: ManageEvent[] = [
  done('options', amendOptions()),
  failed('options'),
  { type: 'retry' },
  { type: 'step.back' },
  { type: 'step.continued' },
  { type: 'booker.edit' },
  { type: 'guests.edit' },
  { type: 'upgrades.edit' },
  { type: 'extras.edit' },
  { type: 'dates.edit' },
  { type: 'room.change', roomNumber: 1 },
  { type: 'summary.open' },
  { type: 'booker.changed', change: { emailAddress: 'wrong' } },
  { type: 'leadGuest.changed', roomNumber: 1, lastName: '' },
  { type: 'guest.changed', roomNumber: 1, index: 0, change: { FirstName: '' } },
  { type: 'upgrade.accepted', roomTypeId: 20 },
  { type: 'upgrade.declined' },
  { type: 'roomType.selected', roomTypeId: 20 },
  { type: 'roomType.cleared' },
  { type: 'rate.selected', roomTypeId: 20, ratePlanId: 1 },
  { type: 'dates.searched', fromDate: '2026-12-05', toDate: '2026-12-07' },
  done('dateOptions', {
    Success: true,
    Message: null,
    ReservationItemRateRows: [dateRow(11, 240, 10), dateRow(12, 330, 10)],
  }),
  done('dateOptions', { Success: false, Message: 'No rooms available on selected dates', ReservationItemRateRows: [] }),
  failed('dateOptions'),
  { type: 'dates.accepted' },
  done('newOptions', upgradeOptions()),
  { type: 'cancel.opened', scope: { kind: 'booking' } },
  { type: 'cancel.opened', scope: { kind: 'room', roomNumber: 2 } },
  { type: 'cancel.reasonChanged', reasonId: 1 },
  { type: 'cancel.confirmed' },
  { type: 'cancel.closed' },
  done('cancel', { Success: true, Message: null, CancellationNumber: 'CX-1' }),
  done('cancel', { Success: false, Message: 'Not online', CancellationNumber: null }),
  { type: 'save.requested' },
  done('save', reservation()),
  failed('save'),
  { type: 'changes.discarded' },
];

type Path = ReturnType<typeof getShortestPaths<typeof machine>>[number];
const liveActor = (s: Path['state'], event: ManageEvent) => {
  const match = /^xstate\.(?:done|error)\.actor\.(\w+)$/.exec(event.type);
  return match ? Object.keys(s.children).includes(match[1]!) : true;
};
/**
 * States are told apart by value, status and what the flow's guards read of the context (changes
 * made, everything valid, the cancel form's reason): the whole context (prices, guests) would make
 * the graph endless.
 */
const serializeState = (s: Path['state']) => {
  const amend = s.context.amend;
  return JSON.stringify([
    s.value,
    s.status,
    amend && isAmendmentSavable(amend),
    amend && amendmentSummary(amend).hasChanges,
    s.context.cancel,
  ]);
};

describe('manage machine paths', () => {
  const paths = getShortestPaths(machine, { input, events, filterEvents: liveActor, serializeState, limit: 20_000 });
  const reached = new Set(paths.flatMap((p) => leavesOf(p.state.value)));
  const typesTo = (to: (s: Path['state']) => boolean) =>
    paths
      .find((p) => to(p.state))
      ?.steps.slice(1)
      .map((s) => s.event.type as string);

  it('reaches every state of the definition (but the passing ones: start, and the choosing of the visits)', () => {
    const passing = (s: string) =>
      ['start', 'room.choosing', 'upgradeSelection.choosing', 'extras.choosing'].includes(s);
    const defined = leafStates(machine.root).filter((s) => !passing(s));
    expect([...reached].sort()).toEqual(defined.sort());
  });

  it('saves nothing before something changed', () => {
    const unchanged = paths.filter(
      (p) => p.state.matches({ summary: 'saving' }) && !amendmentSummary(p.state.context.amend!).hasChanges,
    );
    expect(unchanged).toEqual([]);
  });

  it('no path puts the machine in an error status', () => {
    const errors = paths.flatMap((p) => p.steps.map((s) => s.state)).filter((s) => s.status === 'error');
    expect(errors.map((s) => s.value)).toEqual([]);
  });

  it('start -> overview -> summary -> complete is the shortest way to save', () => {
    expect(typesTo((s) => s.matches('complete'))).toEqual([
      'xstate.done.actor.options',
      'upgrades.edit',
      'upgrade.accepted',
      'save.requested',
      'xstate.done.actor.save',
    ]);
  });

  it('cancelling the booking needs a reason first, then ends in cancelled', () => {
    expect(typesTo((s) => s.matches('cancelled'))).toEqual([
      'xstate.done.actor.options',
      'cancel.opened',
      'cancel.reasonChanged',
      'cancel.confirmed',
      'xstate.done.actor.cancel',
    ]);
  });

  it('a failed save waits in summary.failed for the guest to try again', () => {
    expect(typesTo((s) => s.matches({ summary: 'failed' }))?.slice(-2)).toEqual([
      'save.requested',
      'xstate.error.actor.save',
    ]);
  });

  it('a booking already cancelled opens cancelled at once', () => {
    const cancelled = getShortestPaths(machine, {
      input: { ...input, reservation: reservation({ IsCancelled: true }) },
      events,
      filterEvents: liveActor,
      serializeState,
    });
    expect(cancelled.map((p) => p.state.value)).toEqual(['cancelled']);
  });
});
