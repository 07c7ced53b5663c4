/**
 * The restaurant model's visit (tests/coverage/models.ts and its e2e table): two weeks or so from
 * the local today, never a Monday (The Sea Grill, SEAVIEW's default restaurant, is closed on
 * Mondays: mocks/db/seed.ts), so the demo restaurant has times that day.
 */
import { addDays } from '@/domain/dates';
import { TODAY } from './groupStay';

export const RESTAURANT_VISIT = (() => {
  for (let offset = 14; ; offset++) {
    const date = addDays(TODAY, offset);
    if (new Date(`${date}T12:00:00`).getDay() !== 1) return date;
  }
})();

/** The guest who books a table without a hotel booking. */
export const RESTAURANT_GUEST = { email: 'jane.smith@example.com', phone: '+447700900123' };
