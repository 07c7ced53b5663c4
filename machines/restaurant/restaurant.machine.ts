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
 * Rules come from src/domain/restaurant.ts (party sizes MinOnlinePartySize..MaxOnlinePartySize,
 * the default party size, what the setup call needs, the form's validation, the Create body);
 * the named actions and guards are in restaurant.setup.ts. Named action the screen provides:
 * `notify` (spec section 8 notices).
 */
import { guestMessage } from '@/api/errors';
import { bookingRequest, createAnswerMessage, identifierOf, isReservation } from '@/domain/restaurant';
import { RESTAURANT_FLOW_MESSAGES, initialContext, restaurantSetup } from './restaurant.setup';

export {
  RESTAURANT_FLOW_MESSAGES,
  type RestaurantBooked,
  type RestaurantContact,
  type RestaurantContext,
  type RestaurantEvent,
  type RestaurantInput,
  type RestaurantNotice,
} from './restaurant.setup';
export { bookingForm, bookingRequest, chosenSlot, identifierOf, restaurantOf } from '@/domain/restaurant';

export const restaurantMachine = restaurantSetup.createMachine({
  id: 'restaurant',
  context: ({ input }) => initialContext(input),
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
                /** The contact details: their messages show once a submit was refused (`refused`). */
                chosen: {
                  initial: 'quiet',
                  on: {
                    'promotion.selected': { guard: 'promotionOffered', actions: 'selectPromotion' },
                    'booking.submitted': [
                      { guard: 'isBookingValid', target: '#restaurant.creating' },
                      { target: '.refused', actions: 'refuseSubmit' },
                    ],
                  },
                  states: { quiet: {}, refused: {} },
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
        input: ({ context }) => ({ body: bookingRequest(context), intent: context.intent }),
        onDone: [
          {
            guard: { type: 'bookingSucceeded', params: ({ event }) => ({ response: event.output }) },
            target: 'booked',
            actions: [
              'renewIntent',
              { type: 'storeBooked', params: ({ event }) => ({ response: event.output }) },
              {
                type: 'notify',
                params: ({ event }) => ({
                  type: 'positive',
                  message: createAnswerMessage(event.output),
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
              'renewIntent',
              {
                type: 'notify',
                params: ({ event }) => ({
                  type: 'negative',
                  message: createAnswerMessage(event.output),
                  position: 'top',
                }),
              },
              { type: 'storeError', params: ({ event }) => ({ message: createAnswerMessage(event.output) }) },
            ],
          },
        ],
        // Spec 8: a request error -> the server Message, else the failed text, as a negative
        // bottom notice. DECISION (as the checkout's): said once, beside "Book table" (an alert),
        // with no timed notice covering the form; back to the filled-in form to try again.
        // An answer that never came is asked about first (the actor): a request error here is
        // definite, or still unknown (kept in the intent: asked again before the next try).
        onError: {
          target: '#restaurant.choosing.availability.slots.chosen',
          actions: [
            { type: 'keepIntent', params: ({ event }) => ({ error: event.error }) },
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
