/**
 * The search page's machine (booking spec sections 4 "Search" and "Dates", 5 "Search allowed",
 * 9 availability window, alternative stays, defaults).
 *
 * Four parallel regions:
 * - calendar: loading (today .. 36 months ahead) -> loaded | failed -> (calendar.retry) loading.
 *   Disabled days are computed as soon as the entries arrive (the original waited 3 seconds).
 * - dates: incomplete | settling (the 100 ms follow-up after dates.changed) | settled, where the
 *   alternative stays are regenerated.
 * - sameDay: allowed | blocked, re-checked at once after every event (dates.changed, clock.ticked).
 * - rooms: belowLimit | atLimit | limitReached (the guest tried to add one more: the max-rooms
 *   message) | overLimit (a deep link with more rooms than allowed).
 * - form: editing.idle | editing.incomplete (a submit was refused: show what is missing) | submitted.
 *
 * The rules are the domain's (src/domain); guards are one-line calls into it. Navigation is the
 * named action `navigateToResults`, provided by the page.
 */
import { and, assign, setup } from 'xstate';
import {
  SET_DATES_FOLLOW_UP_MS,
  alternativeStays,
  areDatesValid,
  disabledDays,
  exceedsMaxRooms,
  isValidDate,
  sameDayRestriction,
  availabilityWindow,
  toRequestDate,
  type AlternativeStay,
  type DisabledDays,
} from '@/domain/dates';
import { DEFAULT_OCCUPANCY, type Occupancy } from '@/domain/occupancy';
import type { OccupancyChange, SearchFormEvent, SearchRoomView } from '@/domain/stepViews';
import { searchQueryString, type SearchQuery } from '@/domain/searchQuery';
import { guestMessage } from '@/api/errors';
import { isQuerySearchable, isSearchOccupancyAllowed, roomLimit, type SearchPropertyFacts } from '@/domain/search';
import { calendarFailedMessage, loadCalendar, type AvailabilityDay, type CalendarRequest } from './search.actors';

export {
  ROOMS_HARD_LIMIT,
  GUESTS_PER_FIELD_LIMIT,
  roomLimit,
  searchRoomBounds,
  isSearchOccupancyAllowed,
  isQuerySearchable,
  guestOptions,
  type SearchPropertyFacts,
} from '@/domain/search';

export type SearchRoom = SearchRoomView;

export interface SearchMachineInput {
  property: SearchPropertyFacts;
  /** The search in the URL (deep link, back navigation); absent fields take the defaults. */
  query?: SearchQuery;
  /** The property's local wall-clock time, "YYYY-MM-DDTHH:mm". */
  now: string;
}

export interface SearchContext {
  property: SearchPropertyFacts;
  now: string;
  fromDate: string | null;
  toDate: string | null;
  rooms: SearchRoom[];
  promoCode: string;
  ratePlanCode: string;
  locationId: number | null;
  /** a property group's area (group search) */
  areaId: number | null;
  dayEntries: AvailabilityDay[];
  disabled: DisabledDays | null;
  alternativeStays: AlternativeStay[];
  calendarError: string | null;
}

export type { OccupancyChange } from '@/domain/stepViews';
export type SearchEvent = SearchFormEvent;

// ---------- pure helpers (context -> value), shared with the selectors ----------

export const todayOf = (context: Pick<SearchContext, 'now'>): string => context.now.slice(0, 10);

export function sameDayOf(context: Pick<SearchContext, 'property' | 'fromDate' | 'now'>) {
  return sameDayRestriction(context.property.sameDay, context.fromDate, context.now);
}

/** The search as the URL carries it. */
export function toSearchQuery(context: SearchContext): SearchQuery {
  const query: SearchQuery = {
    rooms: context.rooms.map(({ numberOfAdults, numberOfChildren, numberOfInfants }) => ({
      numberOfAdults,
      numberOfChildren,
      numberOfInfants,
    })),
  };
  if (context.fromDate) query.fromDate = context.fromDate;
  if (context.toDate) query.toDate = context.toDate;
  if (context.promoCode.trim()) query.promoCode = context.promoCode.trim();
  if (context.ratePlanCode.trim()) query.ratePlanCode = context.ratePlanCode.trim();
  if (context.locationId) query.locationId = context.locationId;
  if (context.areaId) query.areaId = context.areaId;
  return query;
}

function defaultRoom(property: SearchPropertyFacts, roomNumber: number): SearchRoom {
  const occ = property.defaultOccupancy;
  const wanted: Occupancy = {
    numberOfAdults: occ.numberOfAdults,
    numberOfChildren: property.enableChildren ? occ.numberOfChildren : 0,
    numberOfInfants: property.enableInfants ? occ.numberOfInfants : 0,
  };
  return { roomNumber, ...(isSearchOccupancyAllowed(property, wanted) ? wanted : DEFAULT_OCCUPANCY) };
}

const renumber = (rooms: SearchRoom[]): SearchRoom[] =>
  rooms.map((room, index) => ({ ...room, roomNumber: index + 1 }));

function initialContext(input: SearchMachineInput): SearchContext {
  const query = input.query ?? { rooms: [] };
  // A room from the address whose guests the property does not allow (a hand-edited link:
  // 9 adults, children where there are none) starts from the property's default instead.
  const rooms = query.rooms.length
    ? query.rooms.map((room, index) =>
        isSearchOccupancyAllowed(input.property, room)
          ? { roomNumber: index + 1, ...room }
          : defaultRoom(input.property, index + 1),
      )
    : [defaultRoom(input.property, 1)];
  return {
    property: input.property,
    now: input.now,
    fromDate: isValidDate(query.fromDate) ? (query.fromDate ?? null) : null,
    toDate: isValidDate(query.toDate) ? (query.toDate ?? null) : null,
    rooms,
    promoCode: query.promoCode ?? '',
    ratePlanCode: query.ratePlanCode ?? '',
    locationId: query.locationId ?? null,
    areaId: query.areaId ?? null,
    dayEntries: [],
    disabled: null,
    alternativeStays: [],
    calendarError: null,
  };
}

function nextOccupancy(context: SearchContext, change: OccupancyChange): Occupancy | null {
  const room = context.rooms.find((r) => r.roomNumber === change.roomNumber);
  if (!room) return null;
  return {
    numberOfAdults: change.numberOfAdults ?? room.numberOfAdults,
    numberOfChildren: change.numberOfChildren ?? room.numberOfChildren,
    numberOfInfants: change.numberOfInfants ?? room.numberOfInfants,
  };
}

function normaliseDate(value: string | null): string | null {
  const iso = toRequestDate(value);
  return iso === '' ? null : iso;
}

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as SearchMachineInput,
  },
  actors: { loadCalendar },
  delays: {
    /** Spec: the set-dates follow-up (alternative stays) runs 100 ms after the dates change. */
    alternativeStaysDelay: SET_DATES_FOLLOW_UP_MS,
  },
  guards: {
    hasCompleteDates: ({ context }) => areDatesValid(context.fromDate, context.toDate),
    isSameDayBlocked: ({ context }) => sameDayOf(context).blocked,
    isSameDayAllowed: ({ context }) => !sameDayOf(context).blocked,
    canSubmit: ({ context }) => isQuerySearchable(context.property, toSearchQuery(context), context.now),
    addingFillsLimit: ({ context }) => context.rooms.length + 1 >= roomLimit(context.property),
    removingLeavesTooMany: ({ context }) => exceedsMaxRooms(context.rooms.length - 1, roomLimit(context.property)),
    canRemoveRoom: ({ context, event }) =>
      event.type === 'room.removed' &&
      context.rooms.length > 1 &&
      context.rooms.some((r) => r.roomNumber === event.roomNumber),
    isOccupancyAllowed: ({ context, event }) => {
      if (event.type !== 'room.occupancyChanged') return false;
      const next = nextOccupancy(context, event);
      return next !== null && isSearchOccupancyAllowed(context.property, next);
    },
    exceedsMaxRooms: ({ context }) => exceedsMaxRooms(context.rooms.length, roomLimit(context.property)),
    isAtMaxRooms: ({ context }) => context.rooms.length >= roomLimit(context.property),
  },
  actions: {
    /** Provided by the page: go to Rooms-And-Rates with the serialised search. */
    navigateToResults: (_, _params: { query: string }) => {},
    assignDates: assign(({ event }) => {
      if (event.type !== 'dates.changed') return {};
      return { fromDate: normaliseDate(event.fromDate), toDate: normaliseDate(event.toDate), alternativeStays: [] };
    }),
    assignNow: assign(({ event }) => (event.type === 'clock.ticked' ? { now: event.now } : {})),
    addRoom: assign(({ context }) => ({
      rooms: [...context.rooms, defaultRoom(context.property, context.rooms.length + 1)],
    })),
    removeRoom: assign(({ context, event }) =>
      event.type === 'room.removed'
        ? { rooms: renumber(context.rooms.filter((r) => r.roomNumber !== event.roomNumber)) }
        : {},
    ),
    changeOccupancy: assign(({ context, event }) => {
      if (event.type !== 'room.occupancyChanged') return {};
      const next = nextOccupancy(context, event);
      if (!next) return {};
      return { rooms: context.rooms.map((r) => (r.roomNumber === event.roomNumber ? { ...r, ...next } : r)) };
    }),
    assignPromo: assign(({ event }) => (event.type === 'promo.changed' ? { promoCode: event.promoCode } : {})),
    assignRatePlan: assign(({ event }) =>
      event.type === 'ratePlan.changed' ? { ratePlanCode: event.ratePlanCode } : {},
    ),
    assignLocation: assign(({ event }) =>
      event.type === 'location.changed' ? { locationId: event.locationId, areaId: event.areaId ?? null } : {},
    ),
    applyOffer: assign(({ context, event }) =>
      event.type === 'offer.applied'
        ? { promoCode: event.promoCode ?? context.promoCode, ratePlanCode: event.ratePlanCode ?? context.ratePlanCode }
        : {},
    ),
    storeCalendar: assign(({ context }, entries: AvailabilityDay[]) => ({
      dayEntries: entries,
      // at once, not 3 s later as the original did
      disabled: disabledDays(entries, todayOf(context)),
      calendarError: null,
    })),
    storeCalendarError: assign((_, error: unknown) => ({
      calendarError: guestMessage(error, calendarFailedMessage()),
    })),
    generateAlternativeStays: assign(({ context }) => ({
      alternativeStays:
        context.fromDate && context.toDate
          ? alternativeStays(
              context.dayEntries,
              { from: context.fromDate, to: context.toDate, rooms: context.rooms.length },
              { today: todayOf(context) },
            )
          : [],
    })),
  },
}).createMachine({
  id: 'search',
  type: 'parallel',
  context: ({ input }) => initialContext(input),
  on: {
    'clock.ticked': { actions: 'assignNow' },
    'room.occupancyChanged': { guard: 'isOccupancyAllowed', actions: 'changeOccupancy' },
    'promo.changed': { actions: 'assignPromo' },
    'ratePlan.changed': { actions: 'assignRatePlan' },
    'location.changed': { actions: 'assignLocation' },
    'offer.applied': { actions: 'applyOffer' },
  },
  states: {
    calendar: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadCalendar',
            src: 'loadCalendar',
            input: ({ context }): CalendarRequest => {
              const window = availabilityWindow(todayOf(context));
              return { propertyId: context.property.propertyId, fromDate: window.from, toDate: window.to };
            },
            onDone: {
              target: 'loaded',
              actions: [{ type: 'storeCalendar', params: ({ event }) => event.output }, 'generateAlternativeStays'],
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'storeCalendarError',
                params: ({ event }: { event: { error: unknown } }) => event.error,
              },
            },
          },
        },
        loaded: {},
        failed: { on: { 'calendar.retry': 'loading' } },
      },
    },
    dates: {
      initial: 'checking',
      on: {
        'dates.changed': { target: '.checking', actions: 'assignDates' },
      },
      states: {
        checking: { always: [{ guard: 'hasCompleteDates', target: 'settling' }, { target: 'incomplete' }] },
        incomplete: {},
        settling: { after: { alternativeStaysDelay: 'settled' } },
        settled: { entry: 'generateAlternativeStays' },
      },
    },
    sameDay: {
      initial: 'allowed',
      states: {
        allowed: { always: { guard: 'isSameDayBlocked', target: 'blocked' } },
        blocked: { always: { guard: 'isSameDayAllowed', target: 'allowed' } },
      },
    },
    rooms: {
      initial: 'checking',
      // Each state lists only the moves a guest can make from it (adding from below the limit never
      // refuses; removing from over it never lands below it): the machine's graph, which the state
      // coverage counts moves by, holds no move that cannot happen.
      states: {
        /** As the page opens, and after a refused room is taken away: the rooms against the limit. */
        checking: {
          always: [
            { guard: 'exceedsMaxRooms', target: 'overLimit' },
            { guard: 'isAtMaxRooms', target: 'atLimit' },
            { target: 'belowLimit' },
          ],
        },
        belowLimit: {
          on: {
            'room.added': [
              { guard: 'addingFillsLimit', target: 'atLimit', actions: ['addRoom', 'generateAlternativeStays'] },
              { actions: ['addRoom', 'generateAlternativeStays'] },
            ],
            'room.removed': { guard: 'canRemoveRoom', actions: ['removeRoom', 'generateAlternativeStays'] },
          },
        },
        atLimit: {
          on: {
            'room.added': { target: 'limitReached' },
            'room.removed': {
              guard: 'canRemoveRoom',
              target: 'belowLimit',
              actions: ['removeRoom', 'generateAlternativeStays'],
            },
          },
        },
        /** The guest tried to add a room past the limit: the max-rooms message. */
        limitReached: {
          on: {
            'room.removed': {
              guard: 'canRemoveRoom',
              target: 'checking',
              actions: ['removeRoom', 'generateAlternativeStays'],
            },
          },
        },
        /** More rooms than allowed (a link's): adding is refused, removing comes down to the limit. */
        overLimit: {
          on: {
            'room.added': { target: 'limitReached' },
            'room.removed': [
              {
                guard: and(['canRemoveRoom', 'removingLeavesTooMany']),
                actions: ['removeRoom', 'generateAlternativeStays'],
              },
              { guard: 'canRemoveRoom', target: 'atLimit', actions: ['removeRoom', 'generateAlternativeStays'] },
            ],
          },
        },
      },
    },
    form: {
      initial: 'editing',
      on: {
        'search.submitted': [
          {
            guard: 'canSubmit',
            target: '.submitted',
            actions: {
              type: 'navigateToResults',
              params: ({ context }) => ({ query: searchQueryString(toSearchQuery(context)) }),
            },
          },
          { target: '.editing.incomplete' },
        ],
      },
      states: {
        editing: {
          initial: 'idle',
          states: { idle: {}, incomplete: {} },
        },
        submitted: {},
      },
    },
  },
});

export type SearchMachine = typeof searchMachine;
