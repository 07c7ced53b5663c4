import { assign, emit, not, setup, spawnChild, stopChild } from 'xstate';
import type { SearchQuery } from '@/domain/searchQuery';
import {
  BOOKING_CALL_FAILED,
  loadRoomConfigurations,
  loadServices,
  searchAvailability,
  type ServicesByRoom,
} from './booking.actors';
import {
  allRoomsChosen,
  basketItemFor,
  canChooseRate,
  isItemOccupancyValid,
  isLeadGuestOk,
  isServiceQuantityAllowed,
  itemsWithoutServices,
  markRoom,
  nextRoomFor,
  offeredRoomTypeIds,
  offeredUpgrades,
  refreshedBasket,
  withChoice,
  withLeadGuest,
  withLoadedServices,
  withOccupancy,
  withoutExtras,
  withoutItem,
  withRoomConfiguration,
  withServiceQuantity,
  withUpgrade,
} from '@/domain/basket';
import type { BookingContext, BookingPropertyFacts, RoomConfiguration, SearchResponse } from './booking.types';
import { guestMessage } from '@/api/errors';
import type { RoomNeed } from '@/domain/visits';
import { visitRooms } from '../roomVisits';

export type BookingEvent =
  | { type: 'search.requested'; query: SearchQuery }
  | { type: 'search.retry' }
  | { type: 'viewport.changed'; isSmallScreen: boolean }
  | { type: 'room.activated'; roomNumber: number }
  | { type: 'roomType.selected'; roomTypeId: number }
  | { type: 'roomType.cleared' }
  | { type: 'rate.selected'; roomTypeId: number; ratePlanId: number }
  | { type: 'upgrade.accepted'; roomTypeId: number }
  | { type: 'upgrade.declined' }
  | { type: 'leadGuest.changed'; roomNumber: number; firstName?: string; lastName?: string }
  | { type: 'roomConfiguration.changed'; roomNumber: number; roomConfigurationId: number | null }
  | {
      type: 'occupancy.changed';
      roomNumber: number;
      numberOfAdults: number;
      numberOfChildren: number;
      numberOfInfants: number;
    }
  | { type: 'occupancy.confirmed' }
  | { type: 'occupancy.retry' }
  | { type: 'service.quantityChanged'; roomNumber: number; serviceId: number; quantity: number }
  | { type: 'extras.confirmed' }
  | { type: 'extras.retry' }
  | { type: 'extras.skipped' }
  | { type: 'basket.itemRemoved'; roomNumber: number }
  /** the basket already has a choice for every room (e.g. back from checkout): go on from there */
  | { type: 'basket.continued' }
  | { type: 'checkout.started' }
  | { type: 'checkout.back' }
  | { type: 'booking.completed' }
  | { type: 'availability.refreshRequested' }
  | { type: 'priceChanges.dismissed' };

/** What the booking flow tells its listeners: the basket took new prices (a re-check after a reload). */
export type BookingEmitted = { type: 'basket.repriced' };

export interface BookingInput {
  property: BookingPropertyFacts;
  isSmallScreen?: boolean;
}

/** A flow before its first search, and what a new search resets (spec 4). */
const NO_SEARCH = {
  search: null,
  rooms: [],
  results: null,
  availability: {},
  activeRoomNumber: null,
  pendingRoomTypeId: null,
  basket: [],
  priceChanges: [],
  error: null,
} satisfies Partial<BookingContext>;

/** The rooms whose extras are not loaded yet, as Service/Get asks for them. */
function servicesToLoad(context: BookingContext) {
  return itemsWithoutServices(context).map((i) => ({
    roomNumber: i.roomNumber,
    RoomTypeId: i.RoomTypeId,
    RatePlanId: i.ratePlan.RatePlanId,
    DateOfArrival: i.DateOfArrival,
    DateOfDeparture: i.DateOfDeparture,
  }));
}

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
    /** told to whoever holds a checkout of this basket (the booking flow owns the checkout's input) */
    emitted: {} as BookingEmitted,
  },
  actors: { searchAvailability, loadServices, loadRoomConfigurations },
  actions: {
    /** Provided by the Rooms-And-Rates route: navigate to Checkout. */
    goToCheckout: () => {},
    /** Provided by the route: tell the guest something (notices). */
    notifyError: (_, _params: { message: string }) => {},
    /** A background re-check of an earlier search must not land on a new one's results. */
    cancelRefresh: stopChild('refresh'),
    startSearch: assign(({ event }) => {
      if (event.type !== 'search.requested') return {};
      // Spec 4: the search rooms become the booking rooms; active room, basket and the
      // service cache are reset.
      return {
        ...NO_SEARCH,
        search: event.query,
        rooms: event.query.rooms.map((room, index) => ({ roomNumber: index + 1, ...room })),
      };
    }),
    storeResults: assign((_, results: SearchResponse) => ({
      results,
      availability: { ...results.NumberOfRoomsPerRoomTypeId },
      activeRoomNumber: 1,
      error: null,
    })),
    /** A flow restored after a reload re-checks availability in the background, keeping the basket. */
    refresh: spawnChild('searchAvailability', {
      id: 'refresh',
      input: ({ context }: { context: BookingContext }) => ({
        propertyId: context.property.propertyId,
        query: context.search ?? { rooms: [] },
      }),
    }),
    basketRepriced: emit({ type: 'basket.repriced' as const }),
    storeRefreshed: assign(({ context }, results: SearchResponse) =>
      refreshedBasket(context.basket, results, context.property.currency),
    ),
    /** the room a step visits next becomes the active room (machines/roomVisits) */
    activateNextRoom: assign(({ context }, params: { need: RoomNeed }) => ({
      activeRoomNumber:
        nextRoomFor(context, params.need) ?? (params.need === 'choice' ? context.activeRoomNumber : null),
      pendingRoomTypeId: null,
    })),
    activateRoom: assign((_, params: { roomNumber: number | null }) => ({
      activeRoomNumber: params.roomNumber,
      pendingRoomTypeId: null,
    })),
    choose: assign(({ context }, params: { roomTypeId: number; ratePlanId: number }) =>
      withChoice(context, params.roomTypeId, params.ratePlanId),
    ),
    remove: assign(({ context }, params: { roomNumber: number }) => withoutItem(context, params.roomNumber)),
    upgrade: assign(({ context }, params: { roomTypeId: number }) =>
      withUpgrade(context, context.activeRoomNumber ?? 0, params.roomTypeId),
    ),
    /** the active room is done with a step that visits rooms */
    markActiveRoom: assign(({ context }, params: { step: 'upgradesSeen' | 'guestsReviewed' | 'servicesSeen' }) => ({
      basket: markRoom(context.basket, context.activeRoomNumber, params.step),
    })),
    setError: assign((_, params: { error: unknown; fallback: string }) => ({
      error: guestMessage(params.error, params.fallback),
    })),
    clearError: assign({ error: null }),
  },
  guards: {
    isSearchForDifferentQuery: ({ context, event }) =>
      event.type === 'search.requested' && JSON.stringify(event.query) !== JSON.stringify(context.search),
    roomTypeOffered: ({ context, event }) =>
      event.type === 'roomType.selected' && offeredRoomTypeIds(context).includes(event.roomTypeId),
    rateChoosable: ({ context, event }) =>
      event.type === 'rate.selected' && canChooseRate(context, event.roomTypeId, event.ratePlanId),
    allRoomsChosen: ({ context }) => allRoomsChosen(context),
    /** a step that visits rooms is done (machines/roomVisits) */
    noRoomNeeds: ({ context }, params: { need: RoomNeed }) => nextRoomFor(context, params.need) === undefined,
    upgradeOffered: ({ context, event }) => {
      if (event.type !== 'upgrade.accepted') return false;
      const item = basketItemFor(context, context.activeRoomNumber);
      return !!item && offeredUpgrades(context, item).some((u) => u.RoomTypeId === event.roomTypeId);
    },
    needsRoomConfigurations: ({ context }) =>
      context.property.showRoomConfigurationQuestion && context.roomConfigurations.length === 0,
    activeLeadGuestValid: ({ context }) => {
      const item = basketItemFor(context, context.activeRoomNumber);
      return !!item && isLeadGuestOk(context, item);
    },
    occupancyFits: ({ context, event }) => {
      if (event.type !== 'occupancy.changed') return false;
      const item = basketItemFor(context, event.roomNumber);
      return !!item && isItemOccupancyValid(item, event);
    },
    servicesToLoad: ({ context }) => itemsWithoutServices(context).length > 0,
    serviceQuantityAllowed: ({ context, event }) =>
      event.type === 'service.quantityChanged' &&
      isServiceQuantityAllowed(context, event.roomNumber, event.serviceId, event.quantity),
    isSmallScreen: ({ context }) => context.isSmallScreen,
    hasResults: ({ context }) => context.results !== null,
    canRefresh: ({ context }) => context.results !== null && context.search !== null,
    hasBasket: ({ context }) => context.basket.length > 0,
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({
    ...NO_SEARCH,
    property: input.property,
    roomConfigurations: [],
    isSmallScreen: input.isSmallScreen ?? false,
  }),
  initial: 'idle',
  on: {
    'viewport.changed': { actions: assign({ isSmallScreen: ({ event }) => event.isSmallScreen }) },
    'availability.refreshRequested': { guard: 'canRefresh', actions: ['cancelRefresh', 'refresh'] },
    'xstate.done.actor.refresh': {
      guard: 'hasResults',
      actions: [
        {
          type: 'storeRefreshed',
          params: ({ event }: { event: unknown }) => (event as { output: SearchResponse }).output,
        },
        'basketRepriced',
      ],
    },
    // A re-check that fails (the network dropped, the server failed) leaves the flow as it was,
    // with the basket it restored: the re-check is a courtesy, and the booking is checked again by
    // the server when it is made. Unhandled, its error stopped the whole flow (the page's error).
    'xstate.error.actor.refresh': {},
    'priceChanges.dismissed': { actions: assign({ priceChanges: [] }) },
  },
  states: {
    idle: {
      on: { 'search.requested': { target: 'searching', actions: ['cancelRefresh', 'startSearch'] } },
    },
    searching: {
      invoke: {
        id: 'search',
        src: 'searchAvailability',
        input: ({ context }) => ({ propertyId: context.property.propertyId, query: context.search ?? { rooms: [] } }),
        onDone: { target: 'roomsAndRates', actions: { type: 'storeResults', params: ({ event }) => event.output } },
        // The original left isSearching on forever after a failure; here the guest gets the
        // message and a retry.
        onError: {
          target: 'searchFailed',
          actions: {
            type: 'setError',
            params: ({ event }) => ({ error: event.error, fallback: BOOKING_CALL_FAILED.search }),
          },
        },
      },
      on: {
        'search.requested': {
          guard: 'isSearchForDifferentQuery',
          target: 'searching',
          reenter: true,
          actions: ['cancelRefresh', 'startSearch'],
        },
      },
    },
    searchFailed: {
      on: {
        'search.retry': { target: 'searching' },
        'search.requested': { target: 'searching', actions: ['cancelRefresh', 'startSearch'] },
      },
    },
    roomsAndRates: {
      initial: 'roomTypeSelection',
      on: {
        'search.requested': {
          guard: 'isSearchForDifferentQuery',
          target: 'searching',
          actions: ['cancelRefresh', 'startSearch'],
        },
        'basket.itemRemoved': {
          target: '.roomTypeSelection',
          actions: { type: 'remove', params: ({ event }) => event },
        },
      },
      states: {
        roomTypeSelection: {
          on: {
            'basket.continued': { guard: 'allRoomsChosen', target: 'afterChoice' },
            'room.activated': { actions: { type: 'activateRoom', params: ({ event }) => event } },
            'roomType.selected': {
              guard: 'roomTypeOffered',
              target: 'ratePlanSelection',
              actions: assign(({ event }) => ({ pendingRoomTypeId: event.roomTypeId })),
            },
            'rate.selected': {
              guard: 'rateChoosable',
              target: 'afterChoice',
              actions: { type: 'choose', params: ({ event }) => event },
            },
          },
        },
        ratePlanSelection: {
          on: {
            'rate.selected': {
              guard: 'rateChoosable',
              target: 'afterChoice',
              actions: { type: 'choose', params: ({ event }) => event },
            },
            'basket.continued': { guard: 'allRoomsChosen', target: 'afterChoice' },
            'roomType.cleared': { target: 'roomTypeSelection', actions: assign({ pendingRoomTypeId: null }) },
            'room.activated': {
              target: 'roomTypeSelection',
              actions: { type: 'activateRoom', params: ({ event }) => event },
            },
          },
        },
        /** Spec 4: when every room has a choice go to upgrades, else the next room without one. */
        afterChoice: {
          always: [
            { guard: 'allRoomsChosen', target: 'upgradeSelection' },
            { target: 'roomTypeSelection', actions: { type: 'activateNextRoom', params: { need: 'choice' } } },
          ],
        },
        upgradeSelection: {
          initial: 'choosing',
          states: {
            choosing: visitRooms('upgrades', '#booking.roomsAndRates.occupancy', 'offering'),
            offering: {
              on: {
                'upgrade.accepted': {
                  guard: 'upgradeOffered',
                  target: 'choosing',
                  actions: { type: 'upgrade', params: ({ event }) => event },
                },
                'upgrade.declined': {
                  target: 'choosing',
                  actions: { type: 'markActiveRoom', params: { step: 'upgradesSeen' } },
                },
              },
            },
          },
        },
        occupancy: {
          initial: 'checking',
          on: {
            'leadGuest.changed': {
              actions: assign(({ context, event }) => ({
                basket: withLeadGuest(context.basket, event.roomNumber, event),
              })),
            },
            'roomConfiguration.changed': {
              actions: assign(({ context, event }) => ({
                basket: withRoomConfiguration(context.basket, event.roomNumber, event.roomConfigurationId),
              })),
            },
            'occupancy.changed': {
              guard: 'occupancyFits',
              actions: assign(({ context, event }) => withOccupancy(context, event.roomNumber, event)),
            },
          },
          states: {
            /**
             * The room set-ups are loaded once, the first time the guests' step is reached (a retry
             * after a failure loads them again: it goes to `configurations` itself).
             */
            checking: {
              always: [{ guard: 'needsRoomConfigurations', target: 'configurations' }, { target: 'choosing' }],
            },
            configurations: {
              invoke: {
                id: 'roomConfigurations',
                src: 'loadRoomConfigurations',
                input: ({ context }) => ({ propertyId: context.property.propertyId }),
                onDone: {
                  target: 'choosing',
                  actions: assign({ roomConfigurations: ({ event }) => event.output as RoomConfiguration[] }),
                },
                onError: {
                  target: 'configurationsFailed',
                  actions: {
                    type: 'setError',
                    params: ({ event }) => ({ error: event.error, fallback: BOOKING_CALL_FAILED.setUps }),
                  },
                },
              },
            },
            configurationsFailed: {
              on: { 'occupancy.retry': { target: 'configurations', actions: 'clearError' } },
            },
            /** Spec 4: occupancy visits rooms whose lead guest is invalid, then extras. */
            choosing: visitRooms('guests', '#booking.roomsAndRates.extras'),
            /** A room's guests; what is missing shows once the guest tried to go on (`refused`). */
            editing: {
              initial: 'quiet',
              on: {
                'occupancy.confirmed': [
                  {
                    guard: 'activeLeadGuestValid',
                    target: 'choosing',
                    actions: { type: 'markActiveRoom', params: { step: 'guestsReviewed' } },
                  },
                  { target: '.refused' },
                ],
              },
              states: { quiet: {}, refused: {} },
            },
          },
        },
        extras: {
          initial: 'checking',
          states: {
            /** The extras of the rooms that have none loaded yet are loaded (a retry goes to `loading`). */
            checking: {
              always: [{ guard: 'servicesToLoad', target: 'loading' }, { target: 'choosing' }],
            },
            /** areServicesLoaded is false while this runs (spec 4 "Services load"). */
            loading: {
              invoke: {
                id: 'services',
                src: 'loadServices',
                input: ({ context }) => ({ propertyId: context.property.propertyId, items: servicesToLoad(context) }),
                onDone: {
                  target: 'choosing',
                  actions: assign(({ context, event }) => ({
                    basket: withLoadedServices(context.basket, event.output as ServicesByRoom),
                  })),
                },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'setError',
                    params: ({ event }) => ({ error: event.error, fallback: BOOKING_CALL_FAILED.extras }),
                  },
                },
              },
            },
            failed: {
              on: {
                'extras.retry': { target: 'loading', actions: 'clearError' },
                // Extras are optional: the guest may go on without them.
                'extras.skipped': {
                  target: '#booking.roomsAndRates.bookingSummary',
                  actions: assign(({ context }) => ({ error: null, basket: withoutExtras(context.basket) })),
                },
              },
            },
            /** Spec 4: extras visits rooms with selectable unseen services, then the summary. */
            choosing: visitRooms('services', '#booking.roomsAndRates.bookingSummary'),
            editing: {
              on: {
                'service.quantityChanged': {
                  guard: 'serviceQuantityAllowed',
                  actions: assign(({ context, event }) => ({
                    basket: withServiceQuantity(context.basket, event.roomNumber, event.serviceId, event.quantity),
                  })),
                },
                'extras.confirmed': {
                  target: 'choosing',
                  actions: { type: 'markActiveRoom', params: { step: 'servicesSeen' } },
                },
              },
            },
          },
        },
        /** Small screens show the summary here; on desktop it is the Checkout route. */
        bookingSummary: {
          always: { guard: not('isSmallScreen'), target: '#booking.checkout' },
          on: { 'checkout.started': { guard: 'hasBasket', target: '#booking.checkout' } },
        },
      },
    },
    checkout: {
      entry: 'goToCheckout',
      on: {
        'checkout.back': {
          target: 'roomsAndRates.roomTypeSelection',
          actions: {
            type: 'activateRoom',
            params: ({ context }) => ({ roomNumber: context.rooms[0]?.roomNumber ?? null }),
          },
        },
        'basket.itemRemoved': {
          target: 'roomsAndRates.roomTypeSelection',
          actions: { type: 'remove', params: ({ event }) => event },
        },
        'booking.completed': { target: 'completed' },
        'search.requested': {
          guard: 'isSearchForDifferentQuery',
          target: 'searching',
          actions: ['cancelRefresh', 'startSearch'],
        },
      },
    },
    /** The booking was made: the basket is spent; a new search starts a new booking. */
    completed: {
      entry: assign({ basket: [], results: null, availability: {}, activeRoomNumber: null }),
      on: { 'search.requested': { target: 'searching', actions: ['cancelRefresh', 'startSearch'] } },
    },
  },
});

export type BookingMachine = typeof bookingMachine;
