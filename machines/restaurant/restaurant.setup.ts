/**
 * The restaurant machine's types and its named actions and guards (restaurant.machine.ts holds
 * the states). Guards are one-line calls into src/domain/restaurant.ts; the screen provides
 * `notify` (spec section 8 notices).
 */
import { assign, setup } from 'xstate';
import { intentAfterFailure, newIntent, type CallIntent } from '@/api/outcome';
import {
  RESTAURANT_FLOW_MESSAGES,
  chosenSlot,
  createAnswerMessage,
  defaultPartySize,
  initialRestaurantId,
  isPromotionOffered,
  isRestaurantBookingValid,
  keptChoice,
  missingForSetup,
  partySizes,
  bookingForm,
  type RestaurantDraft,
} from '@/domain/restaurant';
import {
  createBooking,
  loadAvailability,
  loadRestaurants,
  loadSetup,
  type Restaurant,
  type RestaurantBookingResponse,
  type RestaurantSetup,
  type RestaurantSlot,
} from './restaurant.actors';

export type { RestaurantContact } from '@/domain/restaurant';

export type RestaurantNotice = { type: 'positive' | 'negative'; message: string; position: 'top' | 'bottom' };

export interface RestaurantBooked {
  reference: string | null;
  message: string;
}

export interface RestaurantContext extends RestaurantDraft {
  /** the property's today (YYYY-MM-DD): no earlier visit date is bookable */
  today: string;
  /** the booking config's RestaurantBookingDefaultRestaurant */
  defaultRestaurantId: number | null;
  restaurants: Restaurant[];
  setup: RestaurantSetup | null;
  slots: RestaurantSlot[];
  /** grows with every refused submit (the screen focuses the first invalid field) */
  attempts: number;
  /** why the last call failed, for the step that made it */
  error: string | null;
  booked: RestaurantBooked | null;
  /** this table booking's Idempotency-Key, kept until it is booked (src/api/outcome.ts) */
  intent: CallIntent;
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
  | { type: 'contact.changed'; field: keyof RestaurantDraft['contact']; value: string }
  | { type: 'booking.submitted' }
  | { type: 'booking.restarted' };

/** Everything that depends on the restaurant and date is asked again. */
const clearedChoice = { setup: null, slots: [], visitTime: null, promotionId: null, error: null } as const;

/** The context a machine starts with. */
export function initialContext(input: RestaurantInput): RestaurantContext {
  return {
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
    attempts: 0,
    error: null,
    booked: null,
    intent: newIntent(),
  };
}

export const restaurantSetup = setup({
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
    storeSlots: assign(({ context }, params: { slots: RestaurantSlot[] }) => ({
      slots: params.slots,
      ...keptChoice(context, params.slots),
    })),
    selectSlot: assign(({ event }) =>
      event.type === 'slot.selected' ? { visitTime: event.time, promotionId: null, error: null } : {},
    ),
    selectPromotion: assign(({ event }) =>
      event.type === 'promotion.selected' ? { promotionId: event.promotionId } : {},
    ),
    changeContact: assign(({ context, event }) =>
      event.type === 'contact.changed' ? { contact: { ...context.contact, [event.field]: event.value } } : {},
    ),
    refuseSubmit: assign(({ context }) => ({ attempts: context.attempts + 1 })),
    storeError: assign((_, params: { message: string }) => ({ error: params.message })),
    clearError: assign({ error: null }),
    storeBooked: assign((_, params: { response: RestaurantBookingResponse }) => ({
      booked: { reference: params.response.BookingReference, message: createAnswerMessage(params.response) },
      error: null,
    })),
    /** Create answered: the next booking is another intent */
    renewIntent: assign({ intent: () => newIntent() }),
    /** Create failed: the same intent, its outcome perhaps unknown (asked before the next try) */
    keepIntent: assign(({ context }, params: { error: unknown }) => ({
      intent: intentAfterFailure(context.intent, params.error),
    })),
    startAnother: assign({
      visitTime: null,
      promotionId: null,
      slots: [],
      booked: null,
      error: null,
    }),
  },
  guards: {
    hasRestaurants: (_, params: { restaurants: Restaurant[] }) => params.restaurants.length > 0,
    restaurantOffered: ({ context, event }) =>
      event.type === 'restaurant.selected' &&
      (event.restaurantId === null || context.restaurants.some((r) => r.Id === event.restaurantId)),
    canLoadSetup: ({ context }) => missingForSetup(context, context.today).length === 0,
    offersPartySizes: (_, params: { setup: RestaurantSetup }) => partySizes(params.setup).length > 0,
    partySizeOffered: ({ context, event }) =>
      event.type === 'partySize.changed' && partySizes(context.setup).includes(event.partySize),
    hasSlots: (_, params: { slots: RestaurantSlot[] }) => params.slots.length > 0,
    timeChosen: ({ context }) => chosenSlot(context) !== undefined,
    slotOffered: ({ context, event }) =>
      event.type === 'slot.selected' && context.slots.some((s) => s.Time === event.time),
    promotionOffered: ({ context, event }) =>
      event.type === 'promotion.selected' && isPromotionOffered(context, event.promotionId),
    isBookingValid: ({ context }) => isRestaurantBookingValid(bookingForm(context), context.setup),
    bookingSucceeded: (_, params: { response: RestaurantBookingResponse }) => params.response.Success,
  },
});

export { RESTAURANT_FLOW_MESSAGES };
