import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { bookingMachine, type BookingEvent } from '../../../machines/booking/booking.machine';
import { property, query, searchResponse, service } from './fixtures';

/**
 * Path tests over the booking machine: every step of the flow is reachable, and the happy path
 * and the error paths end where they should. Invoked calls are answered by their done/error
 * events, as the graph cannot run promises.
 */
const services = { 1: { Services: [service(1, 'Breakfast')], InventoryPerServiceId: {} } };
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
  { type: 'booking.completed' },
] as unknown as BookingEvent[];

const stateKey = (value: unknown) => JSON.stringify(value);

const paths = getShortestPaths(bookingMachine, {
  input: { property, isSmallScreen: false },
  events,
  // a state is its value plus what the flow decides on (not the typed text itself)
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.isSmallScreen,
      snapshot.context.basket.map((i) => [i.RoomTypeId, !!i.leadGuest.firstName && !!i.leadGuest.lastName, i.upgradesSeen, i.servicesLoaded, i.servicesSeen]),
    ]),
});

const reached = new Set(paths.map((p) => stateKey(p.state.value)));
const eventsOf = (path: (typeof paths)[number] | undefined) => path?.steps.map((s) => s.event.type as string).filter((type) => type !== 'xstate.init');

describe('booking machine paths', () => {
  it.each([
    '"idle"',
    '"searching"',
    '"searchFailed"',
    '{"roomsAndRates":"roomTypeSelection"}',
    '{"roomsAndRates":"ratePlanSelection"}',
    '{"roomsAndRates":{"upgradeSelection":"offering"}}',
    '{"roomsAndRates":{"occupancy":"editing"}}',
    '{"roomsAndRates":{"extras":"loading"}}',
    '{"roomsAndRates":{"extras":"failed"}}',
    '{"roomsAndRates":{"extras":"editing"}}',
    '{"roomsAndRates":"bookingSummary"}',
    '"checkout"',
    '"completed"',
  ])('reaches %s', (state) => {
    expect(reached).toContain(state);
  });

  it('the happy path on desktop goes search -> room -> upgrade -> guests -> extras -> checkout -> completed', () => {
    const path = paths.find((p) => stateKey(p.state.value) === '"completed"' && !p.state.context.isSmallScreen);
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
  });

  it('a failed search ends in searchFailed with the error kept for the guest', () => {
    const failed = paths.find((p) => stateKey(p.state.value) === '"searchFailed"');
    expect(eventsOf(failed)).toEqual(['search.requested', 'xstate.error.actor.search']);
    expect(failed?.state.context.error).toBe('Search failed');
  });

  it('failed extras can be skipped to the summary on small screens', () => {
    const summary = paths.find((p) => stateKey(p.state.value) === '{"roomsAndRates":"bookingSummary"}');
    expect(summary?.state.context.isSmallScreen).toBe(true);
    expect(eventsOf(summary)).toContain('viewport.changed');
  });
});
