/**
 * The restaurant page's view model: a snapshot of the restaurant machine turned into what the
 * screen shows. Rules come from src/domain/restaurant.ts.
 */
import type { SnapshotFrom } from 'xstate';
import { restaurantText as t } from '@/i18n/restaurant';
import { stateString } from '../stateValue';
import { formatDisplayDate } from '@/domain/dates';
import {
  RESTAURANT_FLOW_MESSAGES,
  RESTAURANT_MESSAGES,
  bookingForm,
  chosenSlot,
  isVisitDateBookable,
  missingForSetup,
  partySizes,
  restaurantBookingErrors,
  restaurantOf,
  type RestaurantContact,
  type RestaurantField,
  type SetupNeed,
} from '@/domain/restaurant';
import type { RestaurantBooked, RestaurantMachine } from './restaurant.machine';
import type { Restaurant, RestaurantPromotion, RestaurantSlot } from './restaurant.actors';

export type RestaurantSnapshot = SnapshotFrom<RestaurantMachine>;

export type LoadStatus = 'idle' | 'loading' | 'failed' | 'loaded';

export interface RestaurantView {
  /** every active state path, e.g. "choosing.availability.slots.chosen" (for data-state) */
  state: string;
  restaurantsStatus: LoadStatus | 'none';
  restaurants: Restaurant[];
  restaurantId: number | null;
  restaurantName: string | null;
  today: string;
  visitDate: string;
  /** a date is typed but cannot be booked (in the past or not a date) */
  dateMessage: string | null;
  reservation: string | null;
  /** without a hotel booking the e-mail is the identifier the setup needs, so it is asked first */
  emailFirst: boolean;
  /** what the guest still has to give before the times can be asked */
  missing: SetupNeed[];
  setupStatus: LoadStatus;
  partySizes: number[];
  partySize: number | null;
  availabilityStatus: LoadStatus | 'none';
  /** the setup's NoAvailabilityText, else a clear default */
  noAvailabilityMessage: string;
  slots: RestaurantSlot[];
  visitTime: string | null;
  /** promotions of the chosen slot */
  promotions: RestaurantPromotion[];
  promotionId: number | null;
  isLeaveTimeRequired: boolean;
  /** the contact details step is shown (a time is chosen, or the booking is being created) */
  detailsShown: boolean;
  contact: RestaurantContact;
  /** field messages after a refused submit */
  errors: Partial<Record<RestaurantField, string>>;
  /** attempts of refused submits (the screen focuses the first invalid field) */
  attempts: number;
  creating: boolean;
  /** the last failure, for the step that made it */
  error: string | null;
  booked: RestaurantBooked | null;
  /** "Table for 2 at The Sea Grill on Tue 1st Dec 2026 at 19:30" once everything is chosen */
  summary: string | null;
}

export function partySizeLabel(size: number): string {
  return t('partySizeOption', { size });
}

export function selectRestaurantView(snapshot: RestaurantSnapshot): RestaurantView {
  const c = snapshot.context;
  const creating = snapshot.matches('creating');
  const inChoosing = snapshot.matches('choosing');
  const restaurant = restaurantOf(c);
  const slot = chosenSlot(c);

  const restaurantsStatus: RestaurantView['restaurantsStatus'] = snapshot.matches('loadingRestaurants')
    ? 'loading'
    : snapshot.matches('restaurantsFailed')
      ? 'failed'
      : snapshot.matches('noRestaurants')
        ? 'none'
        : 'loaded';

  let setupStatus: LoadStatus = 'idle';
  if (creating || snapshot.matches({ choosing: 'availability' })) setupStatus = 'loaded';
  else if (snapshot.matches({ choosing: 'setupLoading' })) setupStatus = 'loading';
  else if (snapshot.matches({ choosing: 'setupFailed' })) setupStatus = 'failed';

  let availabilityStatus: RestaurantView['availabilityStatus'] = 'idle';
  if (creating || snapshot.matches({ choosing: { availability: 'slots' } })) availabilityStatus = 'loaded';
  else if (snapshot.matches({ choosing: { availability: 'loading' } })) availabilityStatus = 'loading';
  else if (snapshot.matches({ choosing: { availability: 'failed' } })) availabilityStatus = 'failed';
  else if (snapshot.matches({ choosing: { availability: 'none' } })) availabilityStatus = 'none';

  const detailsShown = creating || snapshot.matches({ choosing: { availability: { slots: 'chosen' } } });
  const dateMessage =
    inChoosing && c.visitDate !== '' && !isVisitDateBookable(c.visitDate, c.today)
      ? RESTAURANT_MESSAGES.visitDatePast
      : null;

  const missing = inChoosing ? missingForSetup(c, c.today) : [];
  const summary =
    restaurant && c.partySize !== null && c.visitTime !== null && c.visitDate !== ''
      ? t('summary', {
          partySize: c.partySize,
          restaurant: restaurant.Name,
          date: formatDisplayDate(c.visitDate),
          time: c.visitTime,
        })
      : null;
  return {
    state: stateString(snapshot.value),
    restaurantsStatus,
    restaurants: c.restaurants,
    restaurantId: c.restaurantId,
    restaurantName: restaurant?.Name ?? null,
    today: c.today,
    visitDate: c.visitDate,
    dateMessage,
    reservation: c.reservation,
    emailFirst: c.reservation === null,
    missing,
    setupStatus,
    partySizes: partySizes(c.setup),
    partySize: c.partySize,
    availabilityStatus,
    noAvailabilityMessage: c.setup?.NoAvailabilityText?.trim() || RESTAURANT_FLOW_MESSAGES.noAvailability,
    slots: c.slots,
    visitTime: c.visitTime,
    promotions: slot?.Promotions ?? [],
    promotionId: c.promotionId,
    isLeaveTimeRequired: slot?.IsLeaveTimeRequired ?? false,
    detailsShown,
    contact: c.contact,
    errors: snapshot.matches({ choosing: { availability: { slots: { chosen: 'refused' } } } })
      ? restaurantBookingErrors(bookingForm(c), c.setup)
      : {},
    attempts: c.attempts,
    creating,
    error: c.error,
    booked: c.booked,
    summary,
  };
}
