import { assign, not, setup, spawnChild, stopChild } from 'xstate';
import type { SearchQuery } from '@/domain/searchQuery';
import { searchAvailability, loadServices, loadRoomConfigurations, type ServicesByRoom } from './booking.actors';
import {
  allRoomsChosen,
  basketItemFor,
  canChooseRate,
  isItemOccupancyValid,
  isLeadGuestOk,
  itemsWithoutServices,
  nextRoomFor,
  offeredRoomTypeIds,
  offeredUpgrades,
  repriceBasket,
  updateItem,
  withChoice,
  withoutItem,
  withUpgrade,
} from '@/domain/basket';
import { serviceInventory, canBookServiceQuantity, takeRoom } from '@/domain/availability';
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
  | { type: 'room.changeRequested'; roomNumber: number }
  /** the basket already has a choice for every room (e.g. back from checkout): go on from there */
  | { type: 'basket.continued' }
  | { type: 'checkout.started' }
  | { type: 'checkout.back' }
  | { type: 'booking.completed' }
  | { type: 'availability.refreshRequested' }
  | { type: 'priceChanges.dismissed' };

export interface BookingInput {
  property: BookingPropertyFacts;
  isSmallScreen?: boolean;
}

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
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
        search: event.query,
        rooms: event.query.rooms.map((room, index) => ({ roomNumber: index + 1, ...room })),
        results: null,
        availability: {},
        activeRoomNumber: null,
        pendingRoomTypeId: null,
        basket: [],
        priceChanges: [],
        error: null,
      };
    }),
    storeResults: assign((_, results: SearchResponse) => ({
      results,
      availability: { ...results.NumberOfRoomsPerRoomTypeId },
      activeRoomNumber: 1,
      error: null,
    })),
    /** the room a step visits next becomes the active room (machines/roomVisits) */
    activateNextRoom: assign(({ context }, params: { need: RoomNeed }) => ({
      activeRoomNumber:
        nextRoomFor(context, params.need) ?? (params.need === 'choice' ? context.activeRoomNumber : null),
      pendingRoomTypeId: null,
    })),
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
    serviceQuantityAllowed: ({ context, event }) => {
      if (event.type !== 'service.quantityChanged') return false;
      const item = basketItemFor(context, event.roomNumber);
      const service = item?.availableServices.find((s) => s.ServiceId === event.serviceId);
      if (!item || !service || !Number.isInteger(event.quantity) || event.quantity < 0) return false;
      // Lines of a new booking have no ReservationItemId yet, so they are always editable
      // (isServiceLineEditable); inventory is shared by all rooms of the basket.
      const starting = item.inventory[String(event.serviceId)]?.StartingInventory ?? null;
      const usedElsewhere = context.basket
        .filter((other) => other.roomNumber !== item.roomNumber)
        .map((other) => ({ Quantity: other.Services.find((l) => l.ServiceId === event.serviceId)?.Quantity ?? 0 }));
      const inventory = serviceInventory({ StartingInventory: starting, ReservationItems: usedElsewhere });
      return event.quantity === 0 || canBookServiceQuantity(inventory, event.quantity);
    },
    isSmallScreen: ({ context }) => context.isSmallScreen,
    hasResults: ({ context }) => context.results !== null,
    canRefresh: ({ context }) => context.results !== null && context.search !== null,
    hasBasket: ({ context }) => context.basket.length > 0,
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({
    property: input.property,
    search: null,
    rooms: [],
    results: null,
    availability: {},
    activeRoomNumber: null,
    pendingRoomTypeId: null,
    basket: [],
    priceChanges: [],
    roomConfigurations: [],
    isSmallScreen: input.isSmallScreen ?? false,
    error: null,
  }),
  initial: 'idle',
  on: {
    'viewport.changed': { actions: assign({ isSmallScreen: ({ event }) => event.isSmallScreen }) },
    /**
     * A flow restored after a reload re-checks availability in the background: the basket is
     * kept, and the rooms left are the fresh answer less the basket's own rooms.
     */
    'availability.refreshRequested': {
      guard: 'canRefresh',
      actions: spawnChild('searchAvailability', {
        id: 'refresh',
        input: ({ context }: { context: BookingContext }) => ({
          propertyId: context.property.propertyId,
          query: context.search ?? { rooms: [] },
        }),
      }),
    },
    'xstate.done.actor.refresh': {
      guard: 'hasResults',
      actions: assign(({ context, event }: { context: BookingContext; event: unknown }) => {
        const results = (event as { output: SearchResponse }).output;
        let availability: Record<string, number> = { ...results.NumberOfRoomsPerRoomTypeId };
        for (const item of context.basket) availability = { ...takeRoom(availability, item.RoomTypeId) };
        // the basket takes today's prices, and the guest is told of every change
        const { basket, changes } = repriceBasket(context.basket, results, context.property.currency);
        return { results, availability, basket, priceChanges: changes };
      }),
    },
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
          actions: assign({
            error: ({ event }) =>
              guestMessage(event.error, 'Sorry, we could not search for rooms just now. Please try again.'),
          }),
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
          actions: assign(({ context, event }) => withoutItem(context, event.roomNumber)),
        },
        'room.changeRequested': {
          target: '.roomTypeSelection',
          actions: assign(({ event }) => ({ activeRoomNumber: event.roomNumber, pendingRoomTypeId: null })),
        },
      },
      states: {
        roomTypeSelection: {
          on: {
            'basket.continued': { guard: 'allRoomsChosen', target: 'afterChoice' },
            'room.activated': {
              actions: assign(({ event }) => ({ activeRoomNumber: event.roomNumber, pendingRoomTypeId: null })),
            },
            'roomType.selected': {
              guard: 'roomTypeOffered',
              target: 'ratePlanSelection',
              actions: assign(({ event }) => ({ pendingRoomTypeId: event.roomTypeId })),
            },
            'rate.selected': {
              guard: 'rateChoosable',
              target: 'afterChoice',
              actions: assign(({ context, event }) => withChoice(context, event.roomTypeId, event.ratePlanId)),
            },
          },
        },
        ratePlanSelection: {
          on: {
            'rate.selected': {
              guard: 'rateChoosable',
              target: 'afterChoice',
              actions: assign(({ context, event }) => withChoice(context, event.roomTypeId, event.ratePlanId)),
            },
            'basket.continued': { guard: 'allRoomsChosen', target: 'afterChoice' },
            'roomType.cleared': { target: 'roomTypeSelection', actions: assign({ pendingRoomTypeId: null }) },
            'room.activated': {
              target: 'roomTypeSelection',
              actions: assign(({ event }) => ({ activeRoomNumber: event.roomNumber, pendingRoomTypeId: null })),
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
                  actions: assign(({ context, event }) =>
                    withUpgrade(context, context.activeRoomNumber ?? 0, event.roomTypeId),
                  ),
                },
                'upgrade.declined': {
                  target: 'choosing',
                  actions: assign(({ context }) => ({
                    basket: updateItem(context, context.activeRoomNumber ?? 0, (i) => ({ ...i, upgradesSeen: true })),
                  })),
                },
              },
            },
          },
        },
        occupancy: {
          initial: 'configurations',
          on: {
            'leadGuest.changed': {
              actions: assign(({ context, event }) => ({
                basket: updateItem(context, event.roomNumber, (i) => ({
                  ...i,
                  leadGuest: {
                    firstName: event.firstName ?? i.leadGuest.firstName,
                    lastName: event.lastName ?? i.leadGuest.lastName,
                  },
                })),
              })),
            },
            'roomConfiguration.changed': {
              actions: assign(({ context, event }) => ({
                basket: updateItem(context, event.roomNumber, (i) => ({
                  ...i,
                  roomConfigurationId: event.roomConfigurationId,
                })),
              })),
            },
            'occupancy.changed': {
              guard: 'occupancyFits',
              actions: assign(({ context, event }) => ({
                basket: updateItem(context, event.roomNumber, (i) => ({
                  ...i,
                  numberOfAdults: event.numberOfAdults,
                  numberOfChildren: event.numberOfChildren,
                  numberOfInfants: event.numberOfInfants,
                })),
                rooms: context.rooms.map((r) =>
                  r.roomNumber === event.roomNumber
                    ? {
                        ...r,
                        numberOfAdults: event.numberOfAdults,
                        numberOfChildren: event.numberOfChildren,
                        numberOfInfants: event.numberOfInfants,
                      }
                    : r,
                ),
              })),
            },
          },
          states: {
            configurations: {
              always: { guard: not('needsRoomConfigurations'), target: 'choosing' },
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
                  actions: assign({
                    error: ({ event }) =>
                      guestMessage(event.error, 'We could not load the room set-up choices. Please try again.'),
                  }),
                },
              },
            },
            configurationsFailed: {
              on: { 'occupancy.retry': { target: 'configurations', actions: assign({ error: null }) } },
            },
            /** Spec 4: occupancy visits rooms whose lead guest is invalid, then extras. */
            choosing: visitRooms('guests', '#booking.roomsAndRates.extras'),
            editing: {
              on: {
                'occupancy.confirmed': {
                  guard: 'activeLeadGuestValid',
                  target: 'choosing',
                  actions: assign(({ context }) => ({
                    basket: updateItem(context, context.activeRoomNumber ?? 0, (i) => ({ ...i, guestsReviewed: true })),
                  })),
                },
              },
            },
          },
        },
        extras: {
          initial: 'loading',
          states: {
            /** areServicesLoaded is false while this runs (spec 4 "Services load"). */
            loading: {
              always: { guard: not('servicesToLoad'), target: 'choosing' },
              invoke: {
                id: 'services',
                src: 'loadServices',
                input: ({ context }) => ({
                  propertyId: context.property.propertyId,
                  items: itemsWithoutServices(context).map((i) => ({
                    roomNumber: i.roomNumber,
                    RoomTypeId: i.RoomTypeId,
                    RatePlanId: i.ratePlan.RatePlanId,
                    DateOfArrival: i.DateOfArrival,
                    DateOfDeparture: i.DateOfDeparture,
                  })),
                }),
                onDone: {
                  target: 'choosing',
                  actions: assign(({ context, event }) => {
                    const byRoom = event.output as ServicesByRoom;
                    return {
                      basket: context.basket.map((item) => {
                        const loaded = byRoom[item.roomNumber];
                        if (!loaded) return item;
                        // hasSelectableServices: the list is non-empty
                        return {
                          ...item,
                          availableServices: loaded.Services,
                          inventory: loaded.InventoryPerServiceId,
                          servicesLoaded: true,
                        };
                      }),
                    };
                  }),
                },
                onError: {
                  target: 'failed',
                  actions: assign({
                    error: ({ event }) =>
                      guestMessage(event.error, 'We could not load the extras for your room. Please try again.'),
                  }),
                },
              },
            },
            failed: {
              on: {
                'extras.retry': { target: 'loading', actions: assign({ error: null }) },
                // Extras are optional: the guest may go on without them.
                'extras.skipped': {
                  target: '#booking.roomsAndRates.bookingSummary',
                  actions: assign(({ context }) => ({
                    error: null,
                    basket: context.basket.map((i) => ({ ...i, servicesLoaded: true, servicesSeen: true })),
                  })),
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
                    basket: updateItem(context, event.roomNumber, (item) => {
                      const others = item.Services.filter((l) => l.ServiceId !== event.serviceId);
                      const existed = item.Services.some((l) => l.ServiceId === event.serviceId);
                      return {
                        ...item,
                        Services:
                          event.quantity > 0
                            ? [...others, { ServiceId: event.serviceId, Quantity: event.quantity, justAdded: !existed }]
                            : others,
                      };
                    }),
                  })),
                },
                'extras.confirmed': {
                  target: 'choosing',
                  actions: assign(({ context }) => ({
                    basket: updateItem(context, context.activeRoomNumber ?? 0, (i) => ({ ...i, servicesSeen: true })),
                  })),
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
          actions: assign(({ context }) => ({ activeRoomNumber: context.rooms[0]?.roomNumber ?? null })),
        },
        'basket.itemRemoved': {
          target: 'roomsAndRates.roomTypeSelection',
          actions: assign(({ context, event }) => withoutItem(context, event.roomNumber)),
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
