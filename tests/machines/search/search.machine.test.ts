import { statePaths } from '@machines/stateValue';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, SimulatedClock, transition, type StateValue } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  searchMachine,
  type SearchEvent,
  type SearchMachineInput,
  type SearchPropertyFacts,
} from '@machines/search/search.machine';
import { SEARCH_MESSAGES, maxRoomsMessage, selectSearchView } from '@machines/search/search.selectors';
import type { AvailabilityDay, CalendarRequest } from '@machines/search/search.actors';
import { isQuerySearchable } from '@/domain/search';
import { parseSearchQuery } from '@/domain/searchQuery';

const TODAY = '2026-03-02';
const SAME_DAY_MESSAGE = 'Same-day bookings close at 2pm.';

const property: SearchPropertyFacts = {
  propertyId: 1,
  propertyCode: 'SEAVIEW',
  maxRooms: 2,
  sameDay: {
    SameDayBookingRestrictionEnabled: true,
    SameDayBookingRestrictionHour: 14,
    SameDayBookingRestrictionMinute: 0,
    SameDayBookingRestrictionMessage: SAME_DAY_MESSAGE,
  },
  enableChildren: true,
  enableInfants: true,
  adultMax: 4,
  childMax: 3,
  defaultOccupancy: { numberOfAdults: 2, numberOfChildren: 0, numberOfInfants: 0 },
  currency: 'GBP',
};

const input = (over: Partial<SearchMachineInput> = {}): SearchMachineInput => ({
  property,
  now: `${TODAY}T10:00`,
  ...over,
});

const day = (offset: number) => {
  const d = new Date(Date.UTC(2026, 2, 2 + offset));
  return d.toISOString().slice(0, 10);
};

/** 30 days from today: 4 rooms a night, days 5 and 6 sold out, day 10 needs 3 nights. */
const entries: AvailabilityDay[] = Array.from({ length: 30 }, (_, i) => ({
  DateOfStay: day(i),
  AvailableRooms: i === 5 || i === 6 ? 0 : 4,
  Rates: [{ RatePlanId: 1, RatePlanCode: 'BAR', MinimumLengthOfStay: i === 10 ? 3 : 1, BaseRate: 100 }],
}));

const calendarDone = (output: AvailabilityDay[] = entries) =>
  ({ type: 'xstate.done.actor.loadCalendar', output }) as unknown as SearchEvent;
const calendarError = (error: unknown = new Error('Something went wrong on our side.')) =>
  ({ type: 'xstate.error.actor.loadCalendar', error }) as unknown as SearchEvent;
const afterDelay = { type: 'xstate.after.alternativeStaysDelay.search.dates.settling' } as unknown as SearchEvent;

function run(events: SearchEvent[], machineInput = input()) {
  let [snapshot] = initialTransition(searchMachine, machineInput);
  let actions: Array<{ type: string; params?: unknown }> = [];
  for (const event of events) {
    [snapshot, actions] = transition(searchMachine, snapshot, event);
  }
  return { snapshot, actions };
}

describe('search machine: initial state', () => {
  it('starts loading the calendar from today to 36 months ahead, with the property defaults', () => {
    const [snapshot, actions] = initialTransition(searchMachine, input());
    expect(snapshot.value).toEqual({
      calendar: 'loading',
      dates: 'incomplete',
      sameDay: 'allowed',
      rooms: 'belowLimit',
      form: { editing: 'idle' },
    });
    expect(snapshot.context.rooms).toEqual([
      { roomNumber: 1, numberOfAdults: 2, numberOfChildren: 0, numberOfInfants: 0 },
    ]);
    expect(snapshot.context.fromDate).toBeNull();
    expect(snapshot.context.toDate).toBeNull();
    const spawn = actions.find((a) => a.type === 'xstate.spawnChild') as
      { params?: { input?: CalendarRequest } } | undefined;
    expect(spawn?.params?.input).toEqual({ propertyId: 1, fromDate: TODAY, toDate: '2029-03-02' });
  });

  it('takes dates, rooms, promo, rate plan and location from the URL query', () => {
    const query = parseSearchQuery(
      new URLSearchParams('from=2026-03-10&to=2026-03-12&rooms=2-1-0,1-0-1&promo=SPRING10&rate=BB&location=21'),
    );
    const [snapshot] = initialTransition(searchMachine, input({ query }));
    expect(snapshot.context).toMatchObject({
      fromDate: '2026-03-10',
      toDate: '2026-03-12',
      promoCode: 'SPRING10',
      ratePlanCode: 'BB',
      locationId: 21,
    });
    expect(snapshot.context.rooms).toEqual([
      { roomNumber: 1, numberOfAdults: 2, numberOfChildren: 1, numberOfInfants: 0 },
      { roomNumber: 2, numberOfAdults: 1, numberOfChildren: 0, numberOfInfants: 1 },
    ]);
    expect(snapshot.matches({ dates: 'settling' })).toBe(true);
    expect(snapshot.matches({ rooms: 'atLimit' })).toBe(true);
  });

  it('drops children and infants from the defaults when the property does not search them', () => {
    const [snapshot] = initialTransition(
      searchMachine,
      input({
        property: {
          ...property,
          enableChildren: false,
          enableInfants: false,
          defaultOccupancy: { numberOfAdults: 1, numberOfChildren: 1, numberOfInfants: 1 },
        },
      }),
    );
    expect(snapshot.context.rooms[0]).toMatchObject({ numberOfAdults: 1, numberOfChildren: 0, numberOfInfants: 0 });
  });

  it('a deep link with more rooms than allowed is over the limit, shows the message and cannot be searched', () => {
    const query = parseSearchQuery(new URLSearchParams('from=2026-03-10&to=2026-03-12&rooms=1-0-0,1-0-0,1-0-0'));
    const { snapshot, actions } = run([{ type: 'search.submitted' }], input({ query }));
    expect(snapshot.matches({ rooms: 'overLimit' })).toBe(true);
    expect(snapshot.matches({ form: { editing: 'incomplete' } })).toBe(true);
    expect(actions.some((a) => a.type === 'navigateToResults')).toBe(false);
    expect(selectSearchView(snapshot).roomsMessage).toBe(maxRoomsMessage(2));
  });
});

describe('search machine: calendar', () => {
  it('computes the disabled days at once when the calendar arrives (not 3 s later)', () => {
    const { snapshot } = run([calendarDone()]);
    expect(snapshot.matches({ calendar: 'loaded' })).toBe(true);
    expect([...(snapshot.context.disabled?.days ?? [])]).toEqual([day(5), day(6)]);
    expect(selectSearchView(snapshot).soldOutDays.has(day(5))).toBe(true);
  });

  it('a failed calendar shows the server message and retries', () => {
    const failed = run([calendarError()]).snapshot;
    expect(failed.matches({ calendar: 'failed' })).toBe(true);
    expect(selectSearchView(failed).calendarError).toBe('Something went wrong on our side.');
    const [retrying, actions] = transition(searchMachine, failed, { type: 'calendar.retry' });
    expect(retrying.matches({ calendar: 'loading' })).toBe(true);
    expect(actions.some((a) => a.type === 'xstate.spawnChild')).toBe(true);
    const [loaded] = transition(searchMachine, retrying, calendarDone());
    expect(loaded.matches({ calendar: 'loaded' })).toBe(true);
    expect(loaded.context.calendarError).toBeNull();
  });

  it('retry is only possible after a failure', () => {
    const [snapshot] = initialTransition(searchMachine, input());
    expect(snapshot.can({ type: 'calendar.retry' })).toBe(false);
    expect(run([calendarError()]).snapshot.can({ type: 'calendar.retry' })).toBe(true);
  });

  it('a failure without a usable message falls back to a guest-readable text', () => {
    const { snapshot } = run([calendarError('boom')]);
    expect(snapshot.context.calendarError).toMatch(/could not load the availability calendar/);
  });
});

describe('search machine: dates, same-day restriction, alternative stays', () => {
  it('dates.changed stores the dates and schedules alternative stays after the named 100 ms delay', () => {
    const { snapshot, actions } = run([{ type: 'dates.changed', fromDate: day(3), toDate: day(5) }]);
    expect(snapshot.context.fromDate).toBe(day(3));
    expect(snapshot.matches({ dates: 'settling' })).toBe(true);
    expect(actions).toContainEqual(
      expect.objectContaining({ type: 'xstate.raise', params: expect.objectContaining({ delay: 100 }) }),
    );
  });

  it('an incomplete or reversed stay is incomplete (no follow-up)', () => {
    expect(
      run([{ type: 'dates.changed', fromDate: day(3), toDate: null }]).snapshot.matches({ dates: 'incomplete' }),
    ).toBe(true);
    expect(
      run([{ type: 'dates.changed', fromDate: day(3), toDate: day(2) }]).snapshot.matches({ dates: 'incomplete' }),
    ).toBe(true);
    expect(
      run([{ type: 'dates.changed', fromDate: 'not a date', toDate: day(2) }]).snapshot.context.fromDate,
    ).toBeNull();
  });

  it.each([
    ['13:59', 'allowed'],
    ['14:00', 'blocked'],
    ['14:01', 'blocked'],
  ])('arriving today at %s is %s (cut-off 14:00)', (time, expected) => {
    const { snapshot } = run(
      [{ type: 'dates.changed', fromDate: TODAY, toDate: day(1) }],
      input({ now: `${TODAY}T${time}` }),
    );
    expect(snapshot.matches({ sameDay: expected as 'allowed' | 'blocked' })).toBe(true);
  });

  it('re-checks the same-day restriction immediately after dates.changed, with the configured message', () => {
    const blocked = run(
      [{ type: 'dates.changed', fromDate: TODAY, toDate: day(1) }],
      input({ now: `${TODAY}T15:00` }),
    ).snapshot;
    expect(blocked.matches({ dates: 'settling' })).toBe(true); // the alternatives are still pending
    expect(selectSearchView(blocked).sameDayMessage).toBe(SAME_DAY_MESSAGE);
    const [moved] = transition(searchMachine, blocked, { type: 'dates.changed', fromDate: day(1), toDate: day(2) });
    expect(moved.matches({ sameDay: 'allowed' })).toBe(true);
    expect(selectSearchView(moved).sameDayMessage).toBeNull();
  });

  it('the restriction starts when the clock passes the cut-off while the page is open', () => {
    const { snapshot } = run([
      { type: 'dates.changed', fromDate: TODAY, toDate: day(1) },
      { type: 'clock.ticked', now: `${TODAY}T13:59` },
    ]);
    expect(snapshot.matches({ sameDay: 'allowed' })).toBe(true);
    const [later] = transition(searchMachine, snapshot, { type: 'clock.ticked', now: `${TODAY}T14:00` });
    expect(later.matches({ sameDay: 'blocked' })).toBe(true);
  });

  it('the restriction does nothing when not enabled or when arriving on another day', () => {
    const off = input({
      now: `${TODAY}T20:00`,
      property: { ...property, sameDay: { SameDayBookingRestrictionEnabled: false } },
    });
    expect(
      run([{ type: 'dates.changed', fromDate: TODAY, toDate: day(1) }], off).snapshot.matches({ sameDay: 'allowed' }),
    ).toBe(true);
    expect(
      run(
        [{ type: 'dates.changed', fromDate: day(1), toDate: day(2) }],
        input({ now: `${TODAY}T20:00` }),
      ).snapshot.matches({ sameDay: 'allowed' }),
    ).toBe(true);
  });

  it('the default message is used when the configured one is empty', () => {
    const noMessage = input({
      now: `${TODAY}T20:00`,
      property: { ...property, sameDay: { ...property.sameDay, SameDayBookingRestrictionMessage: '' } },
    });
    const { snapshot } = run([{ type: 'dates.changed', fromDate: TODAY, toDate: day(1) }], noMessage);
    expect(selectSearchView(snapshot).sameDayMessage).toBe('No same day bookings available');
  });

  it('after the delay, alternative stays are generated from the calendar (at most 10, rooms on every night)', () => {
    const { snapshot } = run([calendarDone(), { type: 'dates.changed', fromDate: day(4), toDate: day(6) }, afterDelay]);
    expect(snapshot.matches({ dates: 'settled' })).toBe(true);
    const stays = snapshot.context.alternativeStays;
    expect(stays.length).toBeGreaterThan(0);
    expect(stays.length).toBeLessThanOrEqual(10);
    for (const stay of stays) {
      expect([day(5), day(6)]).not.toContain(stay.DateFrom);
      expect(stay.nights).toBe(2);
    }
    const view = selectSearchView(snapshot);
    expect(view.datesProblem).toBe('soldOut');
    expect(view.datesMessage).toBe(SEARCH_MESSAGES.noRoomsOnDates);
    expect(view.showAlternativeStays).toBe(true);
  });

  it("a stay shorter than the arrival day's minimum stay is flagged and alternatives respect the minimum", () => {
    const { snapshot } = run([
      calendarDone(),
      { type: 'dates.changed', fromDate: day(10), toDate: day(11) },
      afterDelay,
    ]);
    const view = selectSearchView(snapshot);
    expect(view.datesProblem).toBe('minimumStay');
    expect(view.datesMessage).toMatch(/minimum stay .* is 3 nights/);
    expect(snapshot.context.alternativeStays.every((s) => s.nights === 3)).toBe(true);
  });

  it('dates that work show no problem and no alternatives', () => {
    const { snapshot } = run([calendarDone(), { type: 'dates.changed', fromDate: day(1), toDate: day(3) }, afterDelay]);
    const view = selectSearchView(snapshot);
    expect(view.datesProblem).toBeNull();
    expect(view.showAlternativeStays).toBe(false);
    expect(view.nights).toBe(2);
  });

  it(
    'with a simulated clock: no alternatives at 99 ms, ' + 'alternatives at 100 ms; a new change restarts the delay',
    async () => {
      const clock = new SimulatedClock();
      const machine = searchMachine.provide({
        actors: { loadCalendar: fromPromise<AvailabilityDay[], CalendarRequest>(async () => entries) },
      });
      const actor = createActor(machine, { clock, input: input() });
      actor.start();
      await Promise.resolve();
      await Promise.resolve();
      expect(actor.getSnapshot().matches({ calendar: 'loaded' })).toBe(true);

      actor.send({ type: 'dates.changed', fromDate: day(4), toDate: day(6) });
      clock.increment(99);
      expect(actor.getSnapshot().matches({ dates: 'settling' })).toBe(true);
      expect(actor.getSnapshot().context.alternativeStays).toEqual([]);
      clock.increment(1);
      expect(actor.getSnapshot().matches({ dates: 'settled' })).toBe(true);
      expect(actor.getSnapshot().context.alternativeStays.length).toBeGreaterThan(0);

      actor.send({ type: 'dates.changed', fromDate: day(5), toDate: day(7) });
      expect(actor.getSnapshot().context.alternativeStays).toEqual([]);
      clock.increment(60);
      actor.send({ type: 'dates.changed', fromDate: day(4), toDate: day(7) });
      clock.increment(60);
      expect(actor.getSnapshot().matches({ dates: 'settling' })).toBe(true);
      clock.increment(40);
      expect(actor.getSnapshot().matches({ dates: 'settled' })).toBe(true);
      actor.stop();
    },
  );
});

describe('search machine: rooms', () => {
  it('adds rooms with the default occupancy up to the maximum, then shows the max-rooms message', () => {
    const two = run([{ type: 'room.added' }]).snapshot;
    expect(two.context.rooms).toHaveLength(2);
    expect(two.context.rooms[1]).toEqual({ roomNumber: 2, numberOfAdults: 2, numberOfChildren: 0, numberOfInfants: 0 });
    expect(two.matches({ rooms: 'atLimit' })).toBe(true);
    expect(selectSearchView(two).roomsMessage).toBeNull();
    expect(selectSearchView(two).canAddRoom).toBe(false);
    const [three] = transition(searchMachine, two, { type: 'room.added' });
    expect(three.context.rooms).toHaveLength(2);
    expect(three.matches({ rooms: 'limitReached' })).toBe(true);
    expect(selectSearchView(three).roomsMessage).toBe(maxRoomsMessage(2));
  });

  it('removing a room renumbers the rest and clears the message; the last room cannot be removed', () => {
    const { snapshot } = run([
      { type: 'room.added' },
      { type: 'room.occupancyChanged', roomNumber: 2, numberOfAdults: 3 },
      { type: 'room.added' },
      { type: 'room.removed', roomNumber: 1 },
    ]);
    expect(snapshot.context.rooms).toEqual([
      { roomNumber: 1, numberOfAdults: 3, numberOfChildren: 0, numberOfInfants: 0 },
    ]);
    expect(snapshot.matches({ rooms: 'belowLimit' })).toBe(true);
    expect(snapshot.can({ type: 'room.removed', roomNumber: 1 })).toBe(false);
  });

  it('without a configured maximum the URL limit (20) applies', () => {
    const events: SearchEvent[] = Array.from({ length: 25 }, () => ({ type: 'room.added' }));
    const { snapshot } = run(events, input({ property: { ...property, maxRooms: null } }));
    expect(snapshot.context.rooms).toHaveLength(20);
  });

  it.each([
    [{ numberOfAdults: 4 }, true],
    [{ numberOfAdults: 5 }, false], // adult maximum 4
    [{ numberOfAdults: 0 }, false], // a room needs an adult
    [{ numberOfChildren: 3 }, true],
    [{ numberOfChildren: 2, numberOfInfants: 1 }, true],
    [{ numberOfChildren: 2, numberOfInfants: 2 }, false], // children + infants within the child maximum 3
    [{ numberOfChildren: -1 }, false],
    [{ numberOfChildren: 1.5 }, false],
  ])('occupancy change %o allowed: %s', (change, allowed) => {
    const [snapshot] = initialTransition(searchMachine, input());
    expect(snapshot.can({ type: 'room.occupancyChanged', roomNumber: 1, ...change })).toBe(allowed);
    const [next] = transition(searchMachine, snapshot, { type: 'room.occupancyChanged', roomNumber: 1, ...change });
    expect(next.context.rooms[0]).toMatchObject(
      allowed ? change : { numberOfAdults: 2, numberOfChildren: 0, numberOfInfants: 0 },
    );
  });

  it('children and infants cannot be added when the property does not search them', () => {
    const [snapshot] = initialTransition(
      searchMachine,
      input({ property: { ...property, enableChildren: false, enableInfants: false } }),
    );
    expect(snapshot.can({ type: 'room.occupancyChanged', roomNumber: 1, numberOfChildren: 1 })).toBe(false);
    expect(snapshot.can({ type: 'room.occupancyChanged', roomNumber: 1, numberOfInfants: 1 })).toBe(false);
    expect(snapshot.can({ type: 'room.occupancyChanged', roomNumber: 2, numberOfAdults: 1 })).toBe(false); // no room 2
  });
});

describe('search machine: submit', () => {
  const dated: SearchEvent = { type: 'dates.changed', fromDate: day(1), toDate: day(3) };

  it('a valid search calls navigateToResults with the serialised query', () => {
    const { snapshot, actions } = run([
      dated,
      { type: 'room.added' },
      { type: 'room.occupancyChanged', roomNumber: 2, numberOfAdults: 1, numberOfChildren: 1 },
      { type: 'promo.changed', promoCode: ' SPRING10 ' },
      { type: 'location.changed', locationId: 21 },
      { type: 'offer.applied', promoCode: null, ratePlanCode: 'BB' },
      { type: 'search.submitted' },
    ]);
    expect(snapshot.matches({ form: 'submitted' })).toBe(true);
    const navigate = actions.find((a) => a.type === 'navigateToResults');
    expect(navigate?.params).toEqual({
      query: `from=${day(1)}&to=${day(3)}&rooms=2-0-0,1-1-0&promo=SPRING10&rate=BB&location=21`,
    });
  });

  it('without dates the submit is refused and the dates message shows', () => {
    const { snapshot, actions } = run([{ type: 'search.submitted' }]);
    expect(snapshot.matches({ form: { editing: 'incomplete' } })).toBe(true);
    expect(actions.some((a) => a.type === 'navigateToResults')).toBe(false);
    expect(selectSearchView(snapshot).datesError).toBe(SEARCH_MESSAGES.datesRequired);
  });

  it('a departure on or before the arrival is refused with its own message, not "choose your dates"', () => {
    for (const toDate of [day(3), day(2)]) {
      const { snapshot, actions } = run([
        { type: 'dates.changed', fromDate: day(3), toDate },
        { type: 'search.submitted' },
      ]);
      expect(actions.some((a) => a.type === 'navigateToResults')).toBe(false);
      expect(selectSearchView(snapshot).datesError).toBe(SEARCH_MESSAGES.departureBeforeArrival);
    }
  });

  it('the same-day restriction at the cut-off minute refuses the submit', () => {
    const blocked = run([
      { type: 'dates.changed', fromDate: TODAY, toDate: day(1) },
      { type: 'clock.ticked', now: `${TODAY}T14:00` },
      { type: 'search.submitted' },
    ]);
    expect(blocked.snapshot.matches({ form: { editing: 'incomplete' } })).toBe(true);
    expect(blocked.actions.some((a) => a.type === 'navigateToResults')).toBe(false);
    const open = run([
      { type: 'dates.changed', fromDate: TODAY, toDate: day(1) },
      { type: 'clock.ticked', now: `${TODAY}T13:59` },
      { type: 'search.submitted' },
    ]);
    expect(open.snapshot.matches({ form: 'submitted' })).toBe(true);
  });

  it('a sold-out stay may still be searched (the search answers with no rooms)', () => {
    const { snapshot } = run([
      calendarDone(),
      { type: 'dates.changed', fromDate: day(5), toDate: day(6) },
      { type: 'search.submitted' },
    ]);
    expect(snapshot.matches({ form: 'submitted' })).toBe(true);
  });

  it('a promo code change is kept as typed; a location can be cleared', () => {
    const { snapshot } = run([
      { type: 'promo.changed', promoCode: 'abc' },
      { type: 'location.changed', locationId: 2 },
      { type: 'location.changed', locationId: null },
      { type: 'ratePlan.changed', ratePlanCode: 'CORP' },
    ]);
    expect(snapshot.context).toMatchObject({ promoCode: 'abc', locationId: null, ratePlanCode: 'CORP' });
  });
});

describe('search machine: data-state', () => {
  it('lists every active state path', () => {
    const [snapshot] = initialTransition(searchMachine, input());
    expect(selectSearchView(snapshot).dataState).toBe(
      'calendar.loading dates.incomplete sameDay.allowed rooms.belowLimit form.editing.idle',
    );
    expect(statePaths('a')).toEqual(['a']);
  });
});

describe('search machine: graph paths', () => {
  const graphEvents: SearchEvent[] = [
    calendarDone(),
    calendarError(),
    { type: 'calendar.retry' },
    { type: 'dates.changed', fromDate: day(1), toDate: day(3) },
    { type: 'dates.changed', fromDate: TODAY, toDate: day(1) },
    { type: 'dates.changed', fromDate: null, toDate: null },
    afterDelay,
    { type: 'clock.ticked', now: `${TODAY}T15:00` },
    { type: 'clock.ticked', now: `${TODAY}T10:00` },
    { type: 'room.added' },
    { type: 'room.removed', roomNumber: 2 },
    { type: 'search.submitted' },
  ];
  const leafPaths = (value: StateValue) => statePaths(value);
  // the state value plus the few context facts the guards read (finite with these events)
  const serializeState = (snapshot: ReturnType<typeof initialTransition<typeof searchMachine>>[0]) =>
    JSON.stringify([snapshot.value, snapshot.context.fromDate, snapshot.context.now, snapshot.context.rooms.length]);
  const paths = getShortestPaths(searchMachine, { input: input(), events: graphEvents, serializeState });
  const reached = new Set(paths.flatMap((p) => leafPaths(p.state.value)));

  it.each([
    'calendar.loading',
    'calendar.loaded',
    'calendar.failed',
    'dates.incomplete',
    'dates.settling',
    'dates.settled',
    'sameDay.allowed',
    'sameDay.blocked',
    'rooms.belowLimit',
    'rooms.atLimit',
    'rooms.limitReached',
    'form.editing.idle',
    'form.editing.incomplete',
    'form.submitted',
  ])('%s is reachable', (leaf) => {
    expect(reached.has(leaf)).toBe(true);
  });

  it('the happy path (calendar loaded, dates chosen, submit) ends submitted and calls navigateToResults', () => {
    const path = getShortestPaths(searchMachine, {
      input: input(),
      events: graphEvents,
      serializeState,
      toState: (snapshot) => snapshot.matches({ form: 'submitted' }) && snapshot.matches({ calendar: 'loaded' }),
    })[0];
    expect(path).toBeDefined();
    const types = path?.steps.map((s) => s.event.type) ?? [];
    expect(types).toContain('dates.changed');
    expect(types.at(-1)).toBe('search.submitted');
    // replay the path with pure transitions and check the navigation action
    const replay = run(path?.steps.slice(1).map((s) => s.event) ?? []);
    expect(replay.snapshot.matches({ form: 'submitted' })).toBe(true);
    expect(replay.actions.some((a) => a.type === 'navigateToResults')).toBe(true);
  });

  it('the error path (calendar failed, retried, loaded) ends loaded', () => {
    const { snapshot } = run([calendarError(), { type: 'calendar.retry' }, calendarDone()]);
    expect(snapshot.matches({ calendar: 'loaded' })).toBe(true);
  });

  it('overLimit is reachable from a deep link', () => {
    const query = parseSearchQuery(new URLSearchParams('rooms=1-0-0,1-0-0,1-0-0'));
    const [snapshot] = initialTransition(searchMachine, input({ query }));
    expect(snapshot.matches({ rooms: 'overLimit' })).toBe(true);
  });

  it('a link with two rooms too many comes down a room at a time, refusing a room more on the way', () => {
    // the hotel takes 2 rooms; the link asks for 4
    const query = parseSearchQuery(new URLSearchParams('rooms=1-0-0,1-0-0,1-0-0,1-0-0'));
    let [snapshot] = initialTransition(searchMachine, input({ query }));
    const send = (event: SearchEvent) => ([snapshot] = transition(searchMachine, snapshot, event));
    const region = () => (snapshot.value as { rooms: string }).rooms;
    expect([region(), snapshot.context.rooms.length]).toEqual(['overLimit', 4]);
    send({ type: 'room.added' });
    expect([region(), snapshot.context.rooms.length]).toEqual(['limitReached', 4]);
    send({ type: 'room.removed', roomNumber: 4 });
    expect([region(), snapshot.context.rooms.length]).toEqual(['overLimit', 3]);
    send({ type: 'room.removed', roomNumber: 3 });
    expect([region(), snapshot.context.rooms.length]).toEqual(['atLimit', 2]);
    send({ type: 'room.removed', roomNumber: 2 });
    expect([region(), snapshot.context.rooms.length]).toEqual(['belowLimit', 1]);
    // the last room stays
    send({ type: 'room.removed', roomNumber: 1 });
    expect([region(), snapshot.context.rooms.length]).toEqual(['belowLimit', 1]);
    send({ type: 'room.added' });
    expect([region(), snapshot.context.rooms.length]).toEqual(['atLimit', 2]);
  });

  it('a refused room taken away at the limit leaves the rooms below it', () => {
    const two = run([{ type: 'room.added' }, { type: 'room.added' }]).snapshot;
    expect(two.matches({ rooms: 'limitReached' })).toBe(true);
    const [one] = transition(searchMachine, two, { type: 'room.removed', roomNumber: 2 });
    expect(one.matches({ rooms: 'belowLimit' })).toBe(true);
    expect(one.context.rooms).toHaveLength(1);
    expect(selectSearchView(one).roomsMessage).toBeNull();
  });
});

describe('isQuerySearchable: the search page and a deep link to Rooms-And-Rates ask the same question', () => {
  const now = `${TODAY}T10:00`;
  const q = (over: Partial<ReturnType<typeof parseSearchQuery>> = {}) => ({
    fromDate: day(1),
    toDate: day(3),
    rooms: [{ numberOfAdults: 2, numberOfChildren: 0, numberOfInfants: 0 }],
    ...over,
  });

  it.each([
    ['a plain stay', q(), now, true],
    ['no dates', q({ fromDate: undefined, toDate: undefined }), now, false],
    ['departure before arrival', q({ fromDate: day(3), toDate: day(1) }), now, false],
    ['arrival yesterday (2026-03-01)', q({ fromDate: day(-1), toDate: day(1) }), now, false],
    [
      'departure past the calendar (today + 3 years and 1 month = 2029-04-02)',
      q({ fromDate: '2029-03-30', toDate: '2029-04-03' }),
      now,
      false,
    ],
    ['departure on the calendar’s last day', q({ fromDate: '2029-03-30', toDate: '2029-04-02' }), now, true],
    ['no rooms', q({ rooms: [] }), now, false],
    [
      '3 rooms where the maximum is 2',
      q({ rooms: [1, 2, 3].map(() => ({ numberOfAdults: 1, numberOfChildren: 0, numberOfInfants: 0 })) }),
      now,
      false,
    ],
    [
      '5 adults where the adult maximum is 4',
      q({ rooms: [{ numberOfAdults: 5, numberOfChildren: 0, numberOfInfants: 0 }] }),
      now,
      false,
    ],
    ['no adult', q({ rooms: [{ numberOfAdults: 0, numberOfChildren: 1, numberOfInfants: 0 }] }), now, false],
    ['arrival today before the 14:00 cut-off', q({ fromDate: day(0), toDate: day(1) }), `${TODAY}T13:59`, true],
    ['arrival today at the 14:00 cut-off', q({ fromDate: day(0), toDate: day(1) }), `${TODAY}T14:00`, false],
  ])('%s: %s', (_, query, at, searchable) => {
    expect(isQuerySearchable(property, query, at)).toBe(searchable);
  });

  it('children are refused where the property does not search them', () => {
    const noChildren = { ...property, enableChildren: false };
    expect(
      isQuerySearchable(
        noChildren,
        q({ rooms: [{ numberOfAdults: 2, numberOfChildren: 1, numberOfInfants: 0 }] }),
        now,
      ),
    ).toBe(false);
  });
});

describe('search machine: a link with rooms the property does not allow', () => {
  it('starts those rooms from the property default, keeping the valid ones', () => {
    const query = parseSearchQuery(new URLSearchParams(`from=${day(1)}&to=${day(3)}&rooms=9-9-9,1-1-0`));
    const [snapshot] = initialTransition(searchMachine, input({ query }));
    expect(snapshot.context.rooms).toEqual([
      { roomNumber: 1, numberOfAdults: 2, numberOfChildren: 0, numberOfInfants: 0 },
      { roomNumber: 2, numberOfAdults: 1, numberOfChildren: 1, numberOfInfants: 0 },
    ]);
  });

  it('dates outside the calendar are not searched and the guest is told the range', () => {
    const { snapshot, actions } = run([
      { type: 'dates.changed', fromDate: day(-2), toDate: day(1) },
      { type: 'search.submitted' },
    ]);
    expect(actions.some((a) => a.type === 'navigateToResults')).toBe(false);
    expect(selectSearchView(snapshot).datesMessage).toBe(
      'Please choose a stay between Mon 2nd Mar 2026 and Mon 2nd Apr 2029.',
    );
  });
});
