import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { bookingMachine, type BookingEvent } from '@machines/booking/booking.machine';
import { property, query, searchResponse, service } from './fixtures';
import { isLive, leafStates, leavesOf } from '../graph';

/**
 * Path tests over the booking machine: every state of the definition is reachable, and the happy
 * path and the error paths end where they should. Invoked calls are answered by their done/error
 * events, offered only while the call runs (otherwise xstate would put the snapshot in status
 * 'error' with an unchanged value, and the graph would count that as the state reached).
 */
const services = { 1: { Services: [service(1, 'Breakfast')], InventoryPerServiceId: {} } };
const configurations = [{ RoomConfigurationDropdownOptionId: 5, RoomTypeId: 10, Name: 'Twin beds' }];
const events = [
  { type: 'search.requested', query: query([[2, 0, 0]]) },
  { type: 'xstate.done.actor.search', output: searchResponse() },
  { type: 'xstate.error.actor.search', error: new Error('Search failed') },
  { type: 'search.retry' },
  { type: 'roomType.selected', roomTypeId: 10 },
  { type: 'roomType.cleared' },
  { type: 'rate.selected', roomTypeId: 10, ratePlanId: 1 },
  { type: 'upgrade.declined' },
  { type: 'leadGuest.changed', roomNumber: 1, firstName: 'Ada', lastName: 'Lovelace' },
  { type: 'occupancy.confirmed' },
  { type: 'xstate.done.actor.services', output: services },
  { type: 'xstate.error.actor.services', error: new Error('Extras failed') },
  { type: 'extras.retry' },
  { type: 'extras.skipped' },
  { type: 'extras.confirmed' },
  { type: 'viewport.changed', isSmallScreen: true },
  { type: 'checkout.started' },
  { type: 'checkout.back' },
  { type: 'basket.continued' },
  { type: 'booking.completed' },
] as unknown as BookingEvent[];

/** with the room configuration question on, the set-ups are loaded (or fail) on the way to guests */
const configurationEvents = [
  ...events,
  { type: 'roomConfiguration.changed', roomNumber: 1, roomConfigurationId: 5 },
  { type: 'xstate.done.actor.roomConfigurations', output: configurations },
  { type: 'xstate.error.actor.roomConfigurations', error: new Error('Set-ups failed') },
  { type: 'occupancy.retry' },
] as unknown as BookingEvent[];

type Path = ReturnType<typeof getShortestPaths<typeof bookingMachine>>[number];
type Snapshot = Path['state'];

const stateKey = (value: unknown) => JSON.stringify(value);

/** a state is its value and status plus what the flow decides on (not the typed text itself) */
const serializeState = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.status,
    s.context.isSmallScreen,
    s.context.error,
    s.context.roomConfigurations.length,
    s.context.basket.map((i) => [
      i.RoomTypeId,
      !!i.leadGuest.firstName && !!i.leadGuest.lastName,
      i.roomConfigurationId,
      i.upgradesSeen,
      i.servicesLoaded,
      i.servicesSeen,
    ]),
  ]);

const walk = (showRoomConfigurationQuestion: boolean, list: BookingEvent[]) =>
  getShortestPaths(bookingMachine, {
    input: { property: { ...property, showRoomConfigurationQuestion }, isSmallScreen: false },
    events: list,
    filterEvents: isLive,
    serializeState,
    limit: 20_000,
  });

const paths = walk(false, events);
const configurationPaths = walk(true, configurationEvents);

/** states the flow passes through without resting: each only decides where to go next */
const TRANSIENT = [
  'roomsAndRates.afterChoice',
  'roomsAndRates.upgradeSelection.choosing',
  'roomsAndRates.occupancy.choosing',
  'roomsAndRates.occupancy.checking',
  'roomsAndRates.extras.checking',
  'roomsAndRates.extras.choosing',
];

/** replays named events with pure transitions (calls answered by the given done/error events) */
function replay(types: string[], options: { showRoomConfigurationQuestion?: boolean } = {}) {
  const list = options.showRoomConfigurationQuestion ? configurationEvents : events;
  let [snapshot] = initialTransition(bookingMachine, {
    property: { ...property, showRoomConfigurationQuestion: options.showRoomConfigurationQuestion ?? false },
    isSmallScreen: false,
  });
  for (const type of types) {
    const event = list.find((e) => e.type === type);
    if (!event) throw new Error(`no event ${type}`);
    expect(isLive(snapshot, event), `${type} in ${JSON.stringify(snapshot.value)}`).toBe(true);
    [snapshot] = transition(bookingMachine, snapshot, event);
  }
  return snapshot;
}
const toExtras = [
  'search.requested',
  'xstate.done.actor.search',
  'rate.selected',
  'upgrade.declined',
  'leadGuest.changed',
  'occupancy.confirmed',
];

const eventsOf = (path: Path | undefined) =>
  path?.steps.map((s) => s.event.type as string).filter((type) => type !== 'xstate.init');
const find = (list: Path[], value: string, where: (s: Snapshot) => boolean = () => true) =>
  list.find((p) => stateKey(p.state.value) === value && where(p.state));

describe('booking machine paths', () => {
  it('reaches every state of the machine definition the flow rests in', () => {
    const reached = new Set([...paths, ...configurationPaths].flatMap((p) => leavesOf(p.state.value)));
    const defined = leafStates(bookingMachine.root).filter((leaf) => !TRANSIENT.includes(leaf));
    expect(defined.length).toBeGreaterThan(10);
    expect([...reached].sort()).toEqual(defined.sort());
  });

  it('no path puts the machine in an error status (no action or guard throws)', () => {
    const states = [...paths, ...configurationPaths].flatMap((p) => p.steps.map((s) => s.state));
    expect(states.filter((s) => s.status !== 'active').map((s) => [s.value, s.status])).toEqual([]);
  });

  it('the happy path on desktop goes search -> room -> upgrade -> guests -> extras -> checkout -> completed', () => {
    const path = find(paths, '"completed"', (s) => !s.context.isSmallScreen);
    expect(eventsOf(path)).toEqual([
      'search.requested',
      'xstate.done.actor.search',
      'rate.selected',
      'upgrade.declined',
      'leadGuest.changed',
      'occupancy.confirmed',
      'xstate.done.actor.services',
      'extras.confirmed',
      'booking.completed',
    ]);
    expect(path?.state.context.basket).toEqual([]);
  });

  it('a failed search ends in searchFailed with the error kept for the guest; retry searches again', () => {
    const failed = find(paths, '"searchFailed"');
    expect(eventsOf(failed)).toEqual(['search.requested', 'xstate.error.actor.search']);
    expect(failed?.state.context.error).toBe('Search failed');
    expect(replay(['search.requested', 'xstate.error.actor.search', 'search.retry']).value).toBe('searching');
  });

  it(
    'failed extras end in extras.failed with the message; ' +
      'skipping them goes on without extras (desktop: checkout)',
    () => {
      const failed = replay([...toExtras, 'xstate.error.actor.services']);
      expect(failed.value).toEqual({ roomsAndRates: { extras: 'failed' } });
      expect(failed.context.error).toBe('Extras failed');
      const skipped = transition(bookingMachine, failed, { type: 'extras.skipped' })[0];
      expect(skipped.value).toBe('checkout');
      expect(skipped.context.error).toBeNull();
      expect(skipped.context.basket[0]?.Services).toEqual([]);
      const retried = transition(bookingMachine, failed, { type: 'extras.retry' })[0];
      expect(retried.value).toEqual({ roomsAndRates: { extras: 'loading' } });
    },
  );

  it('on small screens skipping failed extras leads to the booking summary step', () => {
    const small = replay(['viewport.changed', ...toExtras, 'xstate.error.actor.services', 'extras.skipped']);
    expect(small.value).toEqual({ roomsAndRates: 'bookingSummary' });
    expect(transition(bookingMachine, small, { type: 'checkout.started' })[0].value).toBe('checkout');
  });

  it('back from checkout is the room choice with the basket kept; continuing returns to checkout', () => {
    const back = replay([...toExtras, 'xstate.done.actor.services', 'extras.confirmed', 'checkout.back']);
    expect(back.value).toEqual({ roomsAndRates: 'roomTypeSelection' });
    expect(back.context.basket).toHaveLength(1);
    expect(transition(bookingMachine, back, { type: 'basket.continued' })[0].value).toBe('checkout');
  });

  it(
    'with the set-up question on, failed set-ups end in configurationsFailed with the message, ' +
      'and a retry loads them again',
    () => {
      const steps = [
        'search.requested',
        'xstate.done.actor.search',
        'rate.selected',
        'upgrade.declined',
        'xstate.error.actor.roomConfigurations',
      ];
      const failed = replay(steps, { showRoomConfigurationQuestion: true });
      expect(failed.value).toEqual({ roomsAndRates: { occupancy: 'configurationsFailed' } });
      expect(failed.context.error).toBe('Set-ups failed');
      const retried = transition(bookingMachine, failed, { type: 'occupancy.retry' })[0];
      expect(retried.value).toEqual({ roomsAndRates: { occupancy: 'configurations' } });
      expect(retried.context.error).toBeNull();
      const loaded = replay([...steps, 'occupancy.retry', 'xstate.done.actor.roomConfigurations'], {
        showRoomConfigurationQuestion: true,
      });
      expect(loaded.value).toEqual({ roomsAndRates: { occupancy: { editing: 'quiet' } } });
      expect(loaded.context.roomConfigurations).toEqual(configurations);
    },
  );

  it('with the set-up question on, the guest step asks for a set-up before extras', () => {
    const extras = find(configurationPaths, '{"roomsAndRates":{"extras":"loading"}}');
    expect(eventsOf(extras)).toContain('roomConfiguration.changed');
    expect(extras?.state.context.basket[0]?.roomConfigurationId).toBe(5);
  });
});
