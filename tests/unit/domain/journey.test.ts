import { describe, expect, it } from 'vitest';
import { journeySteps, type JourneyPlace } from '@/domain/journey';

const statuses = (place: string) => journeySteps(place).map((s) => `${s.label}: ${s.status}`);

describe('the booking journey’s steps, for the step indicator', () => {
  it('names five steps in order', () => {
    expect(journeySteps('Occupancy').map((s) => s.label)).toEqual([
      'Room and rate',
      'Upgrade',
      'Guests',
      'Extras',
      'Checkout',
    ]);
  });

  it.each<[JourneyPlace, number]>([
    ['RoomTypeSelection', 0], // a phone: the room type first
    ['RatePlanSelection', 0], // ... then its rate, the same step
    ['UpgradeSelection', 1],
    ['Occupancy', 2],
    ['Extras', 3],
    ['BookingSummary', 3], // a phone's summary ends the extras step
    ['Checkout', 4],
  ])('%s: step %i is current, the ones before done, the rest to come', (place, current) => {
    const steps = journeySteps(place);
    expect(steps.map((s) => s.status)).toEqual(
      steps.map((_, i) => (i < current ? 'done' : i === current ? 'current' : 'upcoming')),
    );
  });

  it('before the search has answered (step None) the first step is current', () => {
    expect(statuses('None')[0]).toBe('Room and rate: current');
  });
});
