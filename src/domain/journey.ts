/**
 * Where the guest is in the booking journey, for the step indicator of Rooms-And-Rates and
 * Checkout. DECISION: five steps, not six: on a wide screen the room types are shown with their
 * rates (one choice, spec: rates mode), so "room" and "rate" are one step, "Room and rate"; on a
 * phone the room type is chosen first, and the step stays current until its rate is chosen.
 * The summary a phone shows before checkout belongs to the extras step's end. An upgrade step the
 * flow skips (none offered) is simply passed.
 */
import { bookingText as t } from '@/i18n/booking';

/** The booking flow's step (machines/booking BOOKING_STEP keys) or the checkout page. */
export type JourneyPlace =
  | 'RoomTypeSelection'
  | 'RatePlanSelection'
  | 'UpgradeSelection'
  | 'Occupancy'
  | 'Extras'
  | 'BookingSummary'
  | 'Checkout';

export type JourneyStepStatus = 'done' | 'current' | 'upcoming';

export interface JourneyStep {
  label: string;
  status: JourneyStepStatus;
}

/** Each step's name (its message) and the places of the flow it stands for. */
const STEPS: ReadonlyArray<{ name: Parameters<typeof t>[0]; places: readonly JourneyPlace[] }> = [
  { name: 'journey.roomAndRate', places: ['RoomTypeSelection', 'RatePlanSelection'] },
  { name: 'journey.upgrade', places: ['UpgradeSelection'] },
  { name: 'journey.guests', places: ['Occupancy'] },
  { name: 'journey.extras', places: ['Extras', 'BookingSummary'] },
  { name: 'journey.checkout', places: ['Checkout'] },
];

/**
 * The journey's steps, each done, current or upcoming for the guest's place (any other step of
 * the flow, e.g. before the first search has answered, is the first step).
 */
export function journeySteps(place: JourneyPlace | string): JourneyStep[] {
  const current = Math.max(
    0,
    STEPS.findIndex((step) => (step.places as readonly string[]).includes(place)),
  );
  return STEPS.map((step, index) => ({
    label: t(step.name),
    status: index < current ? 'done' : index === current ? 'current' : 'upcoming',
  }));
}
