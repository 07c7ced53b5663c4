/**
 * Restaurant table booking (manage spec sections 4, 5, 7, 8, 9).
 *
 *   loadingRestaurants -> restaurantsFailed (restaurants.retry) | noRestaurants | choosing
 *   choosing: check -> incomplete (restaurant, date or e-mail missing) | setupLoading -> setupFailed (setup.retry)
 *                                                 | availability.{loading -> failed (availability.retry)
 *                                                                 | none | slots.{choosingTime | chosen}}
 *   chosen -(booking.submitted, valid)-> creating -> booked
 *                                                 | Success false: availability.loading (times re-checked)
 *                                                 | request error: back to chosen, the form kept
 *   booked -(booking.restarted)-> choosing (same restaurant, date, party size and contact)
 *
 * Rules come from src/domain/restaurant.ts: party sizes MinOnlinePartySize..MaxOnlinePartySize,
 * the default party size (the earlier choice if within range, else the minimum) and the form's
 * validation. Named action the screen provides: `notify` (spec section 8 notices).
 */
import { assign, setup } from 'xstate';
import { isEmailValid } from '@/domain/validation';
import {
  defaultPartySize,
  isRestaurantBookingValid,
  isVisitDateBookable,
  partySizes,
  type RestaurantBookingForm,
} from '@/domain/restaurant';
import {
  createBooking,
  loadAvailability,
  loadRestaurants,
  loadSetup,
  type Restaurant,
  type RestaurantBookingRequest,
  type RestaurantBookingResponse,
  type RestaurantSetup,
  type RestaurantSlot,
} from './restaurant.actors';
import { guestMessage } from '@/api/errors';

/** Texts of the flow (spec section 8 where it gives them). */
export const RESTAURANT_FLOW_MESSAGES = {
  /** spec 8: a booking that was not created, when the server gives no text */
  createFailed: 'Failed to create booking',
  /** spec 8: "the translated success text" when the server gives no InfoMessage */
  booked: 'Your table is booked.',
  /** shown when the setup has no NoAvailabilityText */
  noAvailability:
    'Sorry, there are no tables available online for this date and party size. Please choose another date or party size, or contact us.',
  restaurantsFailed: 'We could not load the restaurants. Please try again.',
  setupFailed: 'We could not load the booking details of this restaurant. Please try again.',
  availabilityFailed: 'We could not load the available times. Please try again.',
} as const;

export interface RestaurantContact {
  email: string;
  phone: string;
  specialRequests: string;
}

export type RestaurantNotice = { type: 'positive' | 'negative'; message: string; position: 'top' | 'bottom' };

export interface RestaurantBooked {
  reference: string | null;
  message: string;
}

export interface RestaurantContext {
  propertyId: number;
  /** the property's today (YYYY-MM-DD): no earlier visit date is bookable */
  today: string;
  /** the hotel reservation reference when the guest comes from a booking (IsReservation) */
  reservation: string | null;
  /** the booking config's RestaurantBookingDefaultRestaurant */
  defaultRestaurantId: number | null;
  restaurants: Restaurant[];
  restaurantId: number | null;
  /** YYYY-MM-DD, or '' while none is chosen */
  visitDate: string;
  setup: RestaurantSetup | null;
  partySize: number | null;
  slots: RestaurantSlot[];
  /** HH:mm of the chosen slot */
  visitTime: string | null;
  promotionId: number | null;
  contact: RestaurantContact;
  /** set by a refused submit: the screen then shows the field messages */
  showErrors: boolean;
  /** grows with every refused submit (the screen focuses the first invalid field) */
  attempts: number;
  /** why the last call failed, for the step that made it */
  error: string | null;
  booked: RestaurantBooked | null;
}

export interface RestaurantInput {
  propertyId: number;
  today: string;
  reservation?: string | null;
  email?: string | null;
  /** YYYY-MM-DD, e.g. the hotel booking's arrival */
  date?: string | null;
  defaultRestaurantId?: number | null;
}

export type RestaurantEvent =
  | { type: 'restaurants.retry' }
  | { type: 'restaurant.selected'; restaurantId: number | null }
  | { type: 'date.changed'; date: string }
  | { type: 'setup.retry' }
  | { type: 'partySize.changed'; partySize: number }
  | { type: 'availability.retry' }
  | { type: 'slot.selected'; time: string }
  | { type: 'promotion.selected'; promotionId: number | null }
  | { type: 'contact.changed'; field: keyof RestaurantContact; value: string }
  | { type: 'booking.submitted' }
  | { type: 'booking.restarted' };

const isReservation = (context: RestaurantContext) => context.reservation !== null;

/** The Identifier: the reservation reference when coming from a booking, else the e-mail. */
export function identifierOf(context: RestaurantContext): string {
  return context.reservation ?? context.contact.email.trim();
}

export function restaurantOf(context: RestaurantContext): Restaurant | undefined {
  return context.restaurants.find((r) => r.Id === context.restaurantId);
}

export function chosenSlot(context: RestaurantContext): RestaurantSlot | undefined {
  return context.slots.find((s) => s.Time === context.visitTime);
}

/** The form as src/domain validates it. */
export function bookingForm(context: RestaurantContext): RestaurantBookingForm {
  return {
    ContactNumber: context.contact.phone,
    EmailAddress: context.contact.email,
    Identifier: identifierOf(context),
    Restaurant: context.restaurantId,
    PartySize: context.partySize,
    VisitDate: context.visitDate,
    VisitTime: context.visitTime,
  };
}

/** The Create body (RestaurantBookingRequest); only sent when the form is valid. */
export function bookingRequest(context: RestaurantContext): RestaurantBookingRequest {
  const specialRequests = context.contact.specialRequests.trim();
  return {
    PropertyId: context.propertyId,
    RestaurantId: context.restaurantId ?? 0,
    RestaurantName: restaurantOf(context)?.Name ?? '',
    VisitTime: context.visitTime ?? '',
    VisitDate: context.visitDate,
    PartySize: context.partySize ?? 0,
    SpecialRequests: specialRequests === '' ? null : specialRequests,
    IsReservation: isReservation(context),
    Identifier: identifierOf(context),
    PromotionId: context.promotionId,
    Email: context.contact.email.trim(),
    ContactNumber: context.contact.phone.trim(),
    IsLeaveTimeRequired: chosenSlot(context)?.IsLeaveTimeRequired ?? false,
  };
}

/** The restaurant chosen at the start: the configured default when offered, else the only one. */
function initialRestaurantId(restaurants: Restaurant[], defaultId: number | null): number | null {
  if (defaultId !== null && restaurants.some((r) => r.Id === defaultId)) return defaultId;
  return restaurants.length === 1 ? (restaurants[0]?.Id ?? null) : null;
}

/** Everything that depends on the restaurant and date is asked again. */
const clearedChoice = { setup: null, slots: [], visitTime: null, promotionId: null, error: null } as const;

export const restaurantMachine = setup({
  types: {
    context: {} as RestaurantContext,
    events: {} as RestaurantEvent,
    input: {} as RestaurantInput,
  },
  actors: { loadRestaurants, loadSetup, loadAvailability, createBooking },
  actions: {
    /** Provided by the screen: a notice (spec section 8: type and position). */
    notify: (_, _notice: RestaurantNotice) => {},
    storeRestaurants: assign(({ context }, params: { restaurants: Restaurant[] }) => ({
      restaurants: params.restaurants,
      restaurantId: initialRestaurantId(params.restaurants, context.defaultRestaurantId),
      error: null,
    })),
    selectRestaurant: assign(({ event }) =>
      event.type === 'restaurant.selected' ? { restaurantId: event.restaurantId, ...clearedChoice } : {},
    ),
    changeDate: assign(({ event }) =>
      event.type === 'date.changed' ? { visitDate: event.date.trim(), ...clearedChoice } : {},
    ),
    /** Spec 4: the party size is the earlier choice if within the new range, else the minimum. */
    storeSetup: assign(({ context }, params: { setup: RestaurantSetup }) => ({
      setup: params.setup,
      partySize: defaultPartySize(context.partySize, params.setup),
      error: null,
    })),
    changePartySize: assign(({ event }) =>
      event.type === 'partySize.changed'
        ? { partySize: event.partySize, slots: [], visitTime: null, promotionId: null, error: null }
        : {},
    ),
    /**
     * New slots; a chosen time stays chosen only while it is still offered. A refused booking's
     * message stays until the guest picks another time.
     */
    storeSlots: assign(({ context }, params: { slots: RestaurantSlot[] }) => {
      const kept = params.slots.find((s) => s.Time === context.visitTime);
      return {
        slots: params.slots,
        visitTime: kept ? kept.Time : null,
        promotionId: kept && kept.Promotions.some((p) => p.Id === context.promotionId) ? context.promotionId : null,
      };
    }),
    selectSlot: assign(({ event }) =>
      event.type === 'slot.selected' ? { visitTime: event.time, promotionId: null, error: null } : {},
    ),
    selectPromotion: assign(({ event }) =>
      event.type === 'promotion.selected' ? { promotionId: event.promotionId } : {},
    ),
    changeContact: assign(({ context, event }) =>
      event.type === 'contact.changed' ? { contact: { ...context.contact, [event.field]: event.value } } : {},
    ),
    refuseSubmit: assign(({ context }) => ({ showErrors: true, attempts: context.attempts + 1 })),
    storeError: assign((_, params: { message: string }) => ({ error: params.message })),
    clearError: assign({ error: null }),
    storeBooked: assign((_, params: { response: RestaurantBookingResponse }) => ({
      booked: {
        reference: params.response.BookingReference,
        message: params.response.InfoMessage?.trim() || RESTAURANT_FLOW_MESSAGES.booked,
      },
      error: null,
    })),
    startAnother: assign({
      visitTime: null,
      promotionId: null,
      slots: [],
      booked: null,
      showErrors: false,
      error: null,
    }),
  },
  guards: {
    hasRestaurants: (_, params: { restaurants: Restaurant[] }) => params.restaurants.length > 0,
    restaurantOffered: ({ context, event }) =>
      event.type === 'restaurant.selected' &&
      (event.restaurantId === null || context.restaurants.some((r) => r.Id === event.restaurantId)),
    /**
     * Restaurant, a bookable date and the identifier the setup call needs: the reservation
     * reference, or (without a hotel booking) a valid e-mail address.
     */
    canLoadSetup: ({ context }) =>
      context.restaurantId !== null &&
      isVisitDateBookable(context.visitDate, context.today) &&
      (isReservation(context) || isEmailValid(context.contact.email)),
    offersPartySizes: (_, params: { setup: RestaurantSetup }) => partySizes(params.setup).length > 0,
    partySizeOffered: ({ context, event }) =>
      event.type === 'partySize.changed' && partySizes(context.setup).includes(event.partySize),
    hasSlots: (_, params: { slots: RestaurantSlot[] }) => params.slots.length > 0,
    timeChosen: ({ context }) => chosenSlot(context) !== undefined,
    slotOffered: ({ context, event }) =>
      event.type === 'slot.selected' && context.slots.some((s) => s.Time === event.time),
    promotionOffered: ({ context, event }) =>
      event.type === 'promotion.selected' &&
      (event.promotionId === null ||
        (chosenSlot(context)?.Promotions.some((p) => p.Id === event.promotionId) ?? false)),
    isBookingValid: ({ context }) => isRestaurantBookingValid(bookingForm(context), context.setup),
    bookingSucceeded: (_, params: { response: RestaurantBookingResponse }) => params.response.Success,
  },
}).createMachine({
  id: 'restaurant',
  context: ({ input }) => ({
    propertyId: input.propertyId,
    today: input.today,
    reservation: input.reservation?.trim() || null,
    defaultRestaurantId: input.defaultRestaurantId ?? null,
    restaurants: [],
    restaurantId: null,
    visitDate: input.date?.trim() ?? '',
    setup: null,
    partySize: null,
    slots: [],
    visitTime: null,
    promotionId: null,
    contact: { email: input.email?.trim() ?? '', phone: '', specialRequests: '' },
    showErrors: false,
    attempts: 0,
    error: null,
    booked: null,
  }),
  initial: 'loadingRestaurants',
  states: {
    loadingRestaurants: {
      entry: 'clearError',
      invoke: {
        id: 'loadRestaurants',
        src: 'loadRestaurants',
        input: ({ context }) => ({ propertyId: context.propertyId }),
        onDone: [
          {
            guard: { type: 'hasRestaurants', params: ({ event }) => ({ restaurants: event.output }) },
            target: 'choosing',
            actions: { type: 'storeRestaurants', params: ({ event }) => ({ restaurants: event.output }) },
          },
          { target: 'noRestaurants' },
        ],
        onError: {
          target: 'restaurantsFailed',
          actions: {
            type: 'storeError',
            params: ({ event }) => ({ message: guestMessage(event.error, RESTAURANT_FLOW_MESSAGES.restaurantsFailed) }),
          },
        },
      },
    },
    restaurantsFailed: {
      on: { 'restaurants.retry': { target: 'loadingRestaurants' } },
    },
    /** No restaurant of the property takes online bookings. */
    noRestaurants: {},
    choosing: {
      initial: 'check',
      on: {
        'restaurant.selected': { guard: 'restaurantOffered', target: '.check', actions: 'selectRestaurant' },
        'date.changed': { target: '.check', actions: 'changeDate' },
        'contact.changed': { actions: 'changeContact' },
      },
      states: {
        /** Spec 4: choosing restaurant and date loads the setup (and so the party sizes). */
        check: {
          always: [{ guard: 'canLoadSetup', target: 'setupLoading' }, { target: 'incomplete' }],
        },
        /** A restaurant, a bookable date or (without a hotel booking) the e-mail is still missing. */
        incomplete: {
          on: { 'contact.changed': { target: 'check', actions: 'changeContact' } },
        },
        setupLoading: {
          entry: 'clearError',
          invoke: {
            id: 'loadSetup',
            src: 'loadSetup',
            input: ({ context }) => ({
              propertyId: context.propertyId,
              restaurantId: context.restaurantId ?? 0,
              date: context.visitDate,
              isReservation: isReservation(context),
              identifier: identifierOf(context),
            }),
            onDone: [
              {
                guard: { type: 'offersPartySizes', params: ({ event }) => ({ setup: event.output }) },
                target: 'availability',
                actions: { type: 'storeSetup', params: ({ event }) => ({ setup: event.output }) },
              },
              // a setup whose range is empty cannot be booked online: its no-availability text
              {
                target: 'availability.none',
                actions: { type: 'storeSetup', params: ({ event }) => ({ setup: event.output }) },
              },
            ],
            onError: {
              target: 'setupFailed',
              actions: {
                type: 'storeError',
                params: ({ event }) => ({ message: guestMessage(event.error, RESTAURANT_FLOW_MESSAGES.setupFailed) }),
              },
            },
          },
        },
        setupFailed: {
          on: { 'setup.retry': { target: 'setupLoading' } },
        },
        availability: {
          initial: 'loading',
          on: {
            // Spec 4: availability loads when a party size is set.
            'partySize.changed': {
              guard: 'partySizeOffered',
              target: '.loading',
              reenter: true,
              actions: 'changePartySize',
            },
          },
          states: {
            loading: {
              invoke: {
                id: 'loadAvailability',
                src: 'loadAvailability',
                input: ({ context }) => ({
                  propertyId: context.propertyId,
                  restaurantId: context.restaurantId ?? 0,
                  date: context.visitDate,
                  partySize: context.partySize ?? 0,
                  currencySymbol: context.setup?.CurrencySymbol ?? '',
                }),
                onDone: [
                  {
                    guard: { type: 'hasSlots', params: ({ event }) => ({ slots: event.output }) },
                    target: 'slots',
                    actions: { type: 'storeSlots', params: ({ event }) => ({ slots: event.output }) },
                  },
                  // Spec 4: no slots shows the no-availability message.
                  { target: 'none', actions: { type: 'storeSlots', params: ({ event }) => ({ slots: event.output }) } },
                ],
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'storeError',
                    params: ({ event }) => ({
                      message: guestMessage(event.error, RESTAURANT_FLOW_MESSAGES.availabilityFailed),
                    }),
                  },
                },
              },
            },
            failed: {
              on: { 'availability.retry': { target: 'loading', actions: 'clearError' } },
            },
            /** No time is free for this date and party size. */
            none: {},
            slots: {
              initial: 'resolving',
              on: {
                'slot.selected': { guard: 'slotOffered', target: '.chosen', actions: 'selectSlot' },
              },
              states: {
                /** After a re-check, a time that is still offered stays chosen. */
                resolving: {
                  always: [{ guard: 'timeChosen', target: 'chosen' }, { target: 'choosingTime' }],
                },
                choosingTime: {},
                chosen: {
                  on: {
                    'promotion.selected': { guard: 'promotionOffered', actions: 'selectPromotion' },
                    'booking.submitted': [
                      { guard: 'isBookingValid', target: '#restaurant.creating' },
                      { actions: 'refuseSubmit' },
                    ],
                  },
                },
              },
            },
          },
        },
      },
    },
    /** Create runs; a second submit has no transition here, so it can never book twice. */
    creating: {
      entry: 'clearError',
      invoke: {
        id: 'createBooking',
        src: 'createBooking',
        input: ({ context }) => bookingRequest(context),
        onDone: [
          {
            guard: { type: 'bookingSucceeded', params: ({ event }) => ({ response: event.output }) },
            target: 'booked',
            actions: [
              { type: 'storeBooked', params: ({ event }) => ({ response: event.output }) },
              {
                type: 'notify',
                params: ({ event }) => ({
                  type: 'positive',
                  message: event.output.InfoMessage?.trim() || RESTAURANT_FLOW_MESSAGES.booked,
                  position: 'top',
                }),
              },
            ],
          },
          {
            // Spec 8: unsuccessful -> InfoMessage, else the failed text, negative, top. The
            // time is usually taken meanwhile, so the times are asked again; the form is kept.
            target: '#restaurant.choosing.availability.loading',
            actions: [
              {
                type: 'notify',
                params: ({ event }) => ({
                  type: 'negative',
                  message: event.output.InfoMessage?.trim() || RESTAURANT_FLOW_MESSAGES.createFailed,
                  position: 'top',
                }),
              },
              {
                type: 'storeError',
                params: ({ event }) => ({
                  message: event.output.InfoMessage?.trim() || RESTAURANT_FLOW_MESSAGES.createFailed,
                }),
              },
            ],
          },
        ],
        // Spec 8: a request error -> the server Message, else the failed text, negative, bottom;
        // back to the filled-in form so the guest can try again.
        onError: {
          target: '#restaurant.choosing.availability.slots.chosen',
          actions: [
            {
              type: 'notify',
              params: ({ event }) => ({
                type: 'negative',
                message: guestMessage(event.error, RESTAURANT_FLOW_MESSAGES.createFailed),
                position: 'bottom',
              }),
            },
            {
              type: 'storeError',
              params: ({ event }) => ({ message: guestMessage(event.error, RESTAURANT_FLOW_MESSAGES.createFailed) }),
            },
          ],
        },
      },
    },
    /** Spec 4: after a successful booking the reference is shown. */
    booked: {
      on: { 'booking.restarted': { target: 'choosing', actions: 'startAnother' } },
    },
  },
});

export type RestaurantMachine = typeof restaurantMachine;
