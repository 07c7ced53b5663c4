/**
 * The group search machine: its steps by pure transitions, the form child's submit with a live
 * actor, and path tests over the definition (every state reachable, no error status).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor, type EventFromLogic } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { groupSearchMachine, type GroupSearchMachineInput } from '@machines/group/groupSearch.machine';
import type { GroupSearchInput, GroupSearchOutput } from '@machines/group/groupSearch.actors';
import { selectGroupSearchView } from '@machines/group/groupSearch.selectors';
import { GROUP_MESSAGES, groupSearchFacts } from '@/domain/group';
import type { SearchQuery } from '@/domain/searchQuery';
import { leafStates, leavesOf } from '../graph';
import { coastal, result } from './fixtures';

type GroupEvent = EventFromLogic<typeof groupSearchMachine>;

const TODAY = '2026-03-02';
const twoRooms: SearchQuery = {
  fromDate: '2026-03-22',
  toDate: '2026-03-24',
  rooms: [
    { numberOfAdults: 2, numberOfChildren: 0, numberOfInfants: 0 },
    { numberOfAdults: 2, numberOfChildren: 0, numberOfInfants: 0 },
  ],
};
const input = (query: SearchQuery = twoRooms, over: Partial<GroupSearchMachineInput> = {}) => ({
  group: groupSearchFacts(coastal),
  query,
  sort: 'price' as const,
  now: `${TODAY}T10:00`,
  ...over,
});
const done = (output: GroupSearchOutput) => ({ type: 'xstate.done.actor.search', output }) as unknown as GroupEvent;
const failed = (error: unknown) => ({ type: 'xstate.error.actor.search', error }) as unknown as GroupEvent;

const someAvailable: GroupSearchOutput = {
  hotels: [result('SEAVIEW', { IsAvailable: false, UnavailableReason: 'SoldOut' }), result('HARBOUR')],
  areas: null,
};
const noneAvailable: GroupSearchOutput = {
  hotels: [result('SEAVIEW', { IsAvailable: false, UnavailableReason: 'SoldOut' })],
  areas: [],
};

function run(events: GroupEvent[], machineInput = input()) {
  let [snapshot, actions] = initialTransition(groupSearchMachine, machineInput);
  for (const event of events) [snapshot, actions] = transition(groupSearchMachine, snapshot, event);
  return { snapshot, actions };
}
const shown = (actions: Array<{ type: string; params?: unknown }>) =>
  actions.filter((a) => a.type === 'showInAddress').map((a) => a.params);

describe('group search machine: steps', () => {
  it('with nothing searchable in the address it waits (the empty page)', () => {
    expect(run([], input({ rooms: [] })).snapshot.value).toEqual({ results: 'idle' });
    // five rooms: over the group's maximum of four
    const five = { ...twoRooms, rooms: Array.from({ length: 5 }, () => twoRooms.rooms[0]!) };
    expect(run([], input(five)).snapshot.value).toEqual({ results: 'idle' });
    // a stay in the past
    expect(run([], input({ ...twoRooms, fromDate: '2026-02-01', toDate: '2026-02-03' })).snapshot.value).toEqual({
      results: 'idle',
    });
  });

  it('a searchable address searches at once, with the group id and the search', () => {
    const { snapshot } = run([]);
    expect(snapshot.value).toEqual({ results: 'searching' });
    expect(snapshot.children.search).toBeDefined();
  });

  it('results: some available, or none; the results and area counts are kept', () => {
    const some = run([done(someAvailable)]).snapshot;
    expect(some.value).toEqual({ results: { found: 'someAvailable' } });
    expect(some.context.hotels.map((h) => h.PropertyCode)).toEqual(['SEAVIEW', 'HARBOUR']);
    const none = run([done(noneAvailable)]).snapshot;
    expect(none.value).toEqual({ results: { found: 'noneAvailable' } });
    expect(none.context.areas).toEqual([]);
  });

  it('a failure says the server message (or ours) and retries the same search', () => {
    const serverSaid = run([failed(new Error('Search is down.'))]).snapshot;
    expect(serverSaid.value).toEqual({ results: 'failed' });
    expect(serverSaid.context.error).toBe('Search is down.');
    expect(run([failed('boom')]).snapshot.context.error).toBe(GROUP_MESSAGES.searchFailed);
    const retried = run([failed('boom'), { type: 'retry' }]).snapshot;
    expect(retried.value).toEqual({ results: 'searching' });
    expect(retried.context.query).toEqual(twoRooms);
  });

  it('a new search from the form is shown in the address (a new entry) and searched', () => {
    const { snapshot, actions } = run([
      done(someAvailable),
      { type: 'search.requested', query: 'from=2026-04-01&to=2026-04-03&rooms=1-0-0&area=2' },
    ]);
    expect(snapshot.value).toEqual({ results: 'searching' });
    expect(snapshot.context.query).toEqual({
      fromDate: '2026-04-01',
      toDate: '2026-04-03',
      rooms: [{ numberOfAdults: 1, numberOfChildren: 0, numberOfInfants: 0 }],
      areaId: 2,
    });
    expect(shown(actions)).toEqual([
      {
        address: 'from=2026-04-01&to=2026-04-03&rooms=1-0-0&area=2',
        search: 'from=2026-04-01&to=2026-04-03&rooms=1-0-0&area=2',
        replace: false,
      },
    ]);
  });

  it('sorting keeps the results and replaces the address entry, with the sort in it', () => {
    const { snapshot, actions } = run([done(someAvailable), { type: 'sort.changed', sort: 'area' }]);
    expect(snapshot.value).toEqual({ results: { found: 'someAvailable' } });
    expect(snapshot.context.sort).toBe('area');
    expect(shown(actions)).toEqual([
      {
        address: 'from=2026-03-22&to=2026-03-24&rooms=2-0-0,2-0-0&sort=area',
        search: 'from=2026-03-22&to=2026-03-24&rooms=2-0-0,2-0-0',
        replace: true,
      },
    ]);
  });

  it('filtering an area is a new search of that area (a location gives way), and back to all areas', () => {
    const atLocation = input({ ...twoRooms, locationId: 22 });
    const cornwall = run([done(someAvailable), { type: 'area.filtered', areaId: 2 }], atLocation);
    expect(cornwall.snapshot.value).toEqual({ results: 'searching' });
    expect(cornwall.snapshot.context.query).toEqual({ ...twoRooms, areaId: 2 });
    expect(shown(cornwall.actions)[0]).toMatchObject({
      address: 'from=2026-03-22&to=2026-03-24&rooms=2-0-0,2-0-0&area=2',
    });
    const all = run([
      done(someAvailable),
      { type: 'area.filtered', areaId: 2 },
      done(someAvailable),
      { type: 'area.filtered', areaId: null },
    ]);
    expect(all.snapshot.context.query).toEqual(twoRooms);
    // no filtering while a search runs or after a failure (the filter is part of the results)
    expect(run([{ type: 'area.filtered', areaId: 2 }]).snapshot.context.query.areaId).toBeUndefined();
  });
});

describe('group search machine: the form is the search page machine', () => {
  const searchGroup = (calls: GroupSearchInput[]) =>
    fromPromise<GroupSearchOutput, GroupSearchInput>(async ({ input: call }) => {
      calls.push(call);
      return someAvailable;
    });

  it('its submit searches the group; an area filter is a new form showing the area', async () => {
    const calls: GroupSearchInput[] = [];
    const addresses: string[] = [];
    const actor = createActor(
      groupSearchMachine.provide({
        actors: { searchGroup: searchGroup(calls) },
        actions: { showInAddress: (_, { address }) => void addresses.push(address) },
      }),
      { input: input({ rooms: [] }) },
    ).start();
    expect(actor.getSnapshot().value).toEqual({ results: 'idle' });
    const form = actor.getSnapshot().children.form!;
    // the group's calendar has no day entries: no sold-out day, no minimum stay
    await waitFor(form, (s) => s.matches({ calendar: 'loaded' }));
    expect(form.getSnapshot().context.disabled?.days.size).toBe(0);
    form.send({ type: 'dates.changed', fromDate: '2026-03-22', toDate: '2026-03-24' });
    form.send({ type: 'room.added' });
    form.send({ type: 'search.submitted' });
    await waitFor(actor, (s) => s.matches({ results: 'found' }));
    expect(calls).toEqual([
      {
        groupId: 100,
        query: {
          fromDate: '2026-03-22',
          toDate: '2026-03-24',
          rooms: [
            { numberOfAdults: 2, numberOfChildren: 0, numberOfInfants: 0 },
            { numberOfAdults: 2, numberOfChildren: 0, numberOfInfants: 0 },
          ],
        },
      },
    ]);
    expect(addresses).toEqual(['from=2026-03-22&to=2026-03-24&rooms=2-0-0,2-0-0']);

    actor.send({ type: 'area.filtered', areaId: 3 });
    await waitFor(actor, (s) => s.matches({ results: 'found' }));
    expect(calls[1]?.query.areaId).toBe(3);
    expect(actor.getSnapshot().children.form?.getSnapshot().context.areaId).toBe(3);
    expect(addresses[1]).toBe('from=2026-03-22&to=2026-03-24&rooms=2-0-0,2-0-0&area=3');
    actor.stop();
  });

  it('the view: status, summary and the hotels sorted', () => {
    const view = selectGroupSearchView(run([done(someAvailable)]).snapshot, coastal);
    expect(view.status).toBe('someAvailable');
    expect(view.summary).toBe('1 of 2 hotels can take your stay.');
    expect(view.hotels.map((h) => h.propertyCode)).toEqual(['HARBOUR', 'SEAVIEW']);
    expect(view.stay).toBe('2 nights, 2 rooms');
    expect(selectGroupSearchView(run([]).snapshot, coastal)).toMatchObject({ status: 'searching', hotels: [] });
    expect(selectGroupSearchView(run([failed('x')]).snapshot, coastal).error).toBe(GROUP_MESSAGES.searchFailed);
  });
});

describe('group search machine: paths', () => {
  const never = fromPromise<GroupSearchOutput, GroupSearchInput>(async () => new Promise<GroupSearchOutput>(() => {}));
  const machine = groupSearchMachine.provide({ actors: { searchGroup: never } });
  const events: GroupEvent[] = [
    done(someAvailable),
    done(noneAvailable),
    failed(new Error('down')),
    { type: 'retry' },
    { type: 'sort.changed', sort: 'area' },
    { type: 'area.filtered', areaId: 2 },
    { type: 'search.requested', query: 'from=2026-04-01&to=2026-04-03&rooms=1-0-0' },
  ];
  type Path = ReturnType<typeof getShortestPaths<typeof machine>>[number];
  const serializeState = (s: Path['state']) => JSON.stringify([s.value, s.status, s.context.sort, s.context.query]);
  /** a call's answer arrives only while the call runs */
  const liveActor = (s: Path['state'], event: GroupEvent) =>
    !event.type.startsWith('xstate.') || Object.keys(s.children).includes('search');
  const pathsFrom = (query: SearchQuery) =>
    getShortestPaths(machine, { input: input(query), events, serializeState, filterEvents: liveActor, limit: 5_000 });

  it('reaches every state of the definition (but the passing ones)', () => {
    const reached = new Set(
      [...pathsFrom(twoRooms), ...pathsFrom({ rooms: [] })].flatMap((p) => leavesOf(p.state.value)),
    );
    const defined = leafStates(machine.root).filter((s) => !['results.checking', 'results.found.checking'].includes(s));
    expect([...reached].sort()).toEqual(defined.sort());
  });

  it('every path from a searchable address passes through searching before results', () => {
    for (const path of pathsFrom(twoRooms)) {
      const values = path.steps.map((s) => JSON.stringify(s.state.value));
      const firstFound = values.findIndex((v) => v.includes('found'));
      if (firstFound >= 0) expect(values.slice(0, firstFound)).toContain('{"results":"searching"}');
    }
  });

  it('no path puts the machine in an error status', () => {
    const errors = pathsFrom(twoRooms)
      .flatMap((p) => p.steps.map((s) => s.state))
      .filter((s) => s.status === 'error');
    expect(errors).toEqual([]);
  });
});
