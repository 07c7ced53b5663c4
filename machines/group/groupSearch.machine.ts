/**
 * The property-group search (manage spec sections 2, 3, 5, 7; booking spec search rules).
 *
 * The form is the search page's own machine, invoked as the child `form`: the same dates,
 * rooms, promo code, rate plan code and "where" rules, with the group's maximum rooms and guest
 * rules. The group needs no per-hotel calendar: its calendar has no day entries, so only the
 * booking window limits the days, and each hotel's availability is in its result. The child's
 * submit tells this machine the search.
 *
 * results (with the form): checking -> idle (nothing searchable in the address: the empty page)
 *                                     -> searching -> found.someAvailable | found.noneAvailable
 *                                                  -> failed -> (retry) searching
 * A new search (search.requested from the form, area.filtered from the results) is shown in the
 * address (provided action `showInAddress`) and searched at once. The sort is view state kept in
 * the address too, so a reload or a shared link keeps it.
 */
import { assign, fromPromise, sendParent, setup } from 'xstate';
import { GROUP_MESSAGES, type GroupSort } from '@/domain/group';
import type { AreaAvailability, GroupPropertyResult } from '@/domain/models';
import { isQuerySearchable, type SearchPropertyFacts } from '@/domain/search';
import { parseSearchQuery, searchQueryString, type SearchQuery } from '@/domain/searchQuery';
import { guestMessage } from '@/api/errors';
import { searchMachine } from '../search/search.machine';
import type { AvailabilityDay, CalendarRequest } from '../search/search.actors';
import { searchGroup, type GroupSearchInput, type GroupSearchOutput } from './groupSearch.actors';

export interface GroupSearchMachineInput {
  /** the group's search facts (domain groupSearchFacts); propertyId is the PropertyGroupId */
  group: SearchPropertyFacts;
  /** the search in the address */
  query: SearchQuery;
  sort: GroupSort;
  /** local wall-clock time, "YYYY-MM-DDTHH:mm" */
  now: string;
}

export interface GroupSearchContext {
  group: SearchPropertyFacts;
  query: SearchQuery;
  sort: GroupSort;
  now: string;
  hotels: GroupPropertyResult[];
  areas: AreaAvailability[] | null;
  error: string | null;
}

export type GroupSearchEvent =
  | { type: 'search.requested'; query: string }
  | { type: 'area.filtered'; areaId: number | null }
  | { type: 'sort.changed'; sort: GroupSort }
  | { type: 'retry' };

/** The search as the address carries it (without the sort). */
export const searchAddress = (query: SearchQuery): string => searchQueryString(query);

/** The whole address of the results: the search and, unless it is by price, the sort. */
export function resultsAddress(query: SearchQuery, sort: GroupSort): string {
  return searchQueryString(query, sort === 'price' ? {} : { sort });
}

const shown = (context: GroupSearchContext, replace: boolean) => ({
  address: resultsAddress(context.query, context.sort),
  search: searchAddress(context.query),
  replace,
});

export const groupSearchMachine = setup({
  types: {
    context: {} as GroupSearchContext,
    events: {} as GroupSearchEvent,
    input: {} as GroupSearchMachineInput,
    children: {} as { form: 'searchForm' },
  },
  actors: {
    searchGroup,
    /** the search page's machine: the group's calendar has no day entries (see above) */
    searchForm: searchMachine.provide({
      actors: { loadCalendar: fromPromise<AvailabilityDay[], CalendarRequest>(async () => []) },
      actions: {
        navigateToResults: sendParent((_, params: { query: string }) => ({
          type: 'search.requested' as const,
          query: params.query,
        })),
      },
    }),
  },
  guards: {
    isSearchable: ({ context }) => isQuerySearchable(context.group, context.query, context.now),
    anyAvailable: ({ context }) => context.hotels.some((h) => h.IsAvailable),
  },
  actions: {
    /**
     * Provided by the page: show the results' address (`address`, with the sort; `search`
     * without it): a new search is a new history entry, a new sort replaces the entry.
     */
    showInAddress: (_, _params: { address: string; search: string; replace: boolean }) => {},
    assignQuery: assign((_, query: SearchQuery) => ({ query })),
    storeResults: assign((_, output: GroupSearchOutput) => ({
      hotels: output.hotels,
      areas: output.areas,
      error: null,
    })),
    storeError: assign((_, error: unknown) => ({
      hotels: [],
      areas: null,
      error: guestMessage(error, GROUP_MESSAGES.searchFailed),
    })),
  },
}).createMachine({
  id: 'groupSearch',
  context: ({ input }) => ({
    group: input.group,
    query: input.query,
    sort: input.sort,
    now: input.now,
    hotels: [],
    areas: null,
    error: null,
  }),
  initial: 'results',
  states: {
    /**
     * The form and what it found. Filtering an area starts it again: the form (a new child, so it
     * shows the area) and the search of the area.
     */
    results: {
      invoke: {
        id: 'form',
        src: 'searchForm',
        input: ({ context }) => ({ property: context.group, query: context.query, now: context.now }),
      },
      on: {
        'search.requested': {
          target: '.searching',
          reenter: true,
          actions: [
            {
              type: 'assignQuery',
              params: ({ event }) => ({ ...parseSearchQuery(new URLSearchParams(event.query)) }),
            },
            { type: 'showInAddress', params: ({ context }) => shown(context, false) },
          ],
        },
        'sort.changed': {
          actions: [
            assign(({ event }) => ({ sort: event.sort })),
            { type: 'showInAddress', params: ({ context }) => shown(context, true) },
          ],
        },
      },
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'isSearchable', target: 'searching' }, { target: 'idle' }],
        },
        idle: {},
        searching: {
          invoke: {
            id: 'search',
            src: 'searchGroup',
            input: ({ context }): GroupSearchInput => ({ groupId: context.group.propertyId, query: context.query }),
            onDone: { target: 'found', actions: { type: 'storeResults', params: ({ event }) => event.output } },
            onError: {
              target: 'failed',
              actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => event.error },
            },
          },
        },
        found: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'anyAvailable', target: 'someAvailable' }, { target: 'noneAvailable' }] },
            someAvailable: {},
            noneAvailable: {},
          },
          on: {
            'area.filtered': {
              target: '#groupSearch.results',
              reenter: true,
              actions: [
                {
                  type: 'assignQuery',
                  params: ({ context, event }) => {
                    const query: SearchQuery = { ...context.query };
                    delete query.locationId;
                    delete query.areaId;
                    if (event.areaId !== null) query.areaId = event.areaId;
                    return query;
                  },
                },
                { type: 'showInAddress', params: ({ context }) => shown(context, false) },
              ],
            },
          },
        },
        failed: {
          on: { retry: 'searching' },
        },
      },
    },
  },
});

export type GroupSearchMachine = typeof groupSearchMachine;
