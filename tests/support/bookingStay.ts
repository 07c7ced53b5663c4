/**
 * The booking model's stays (tests/coverage/bookingModel.ts and its e2e table): one room for two
 * adults on the nights whose SEAVIEW availability the seed fixes (the demo booking's, from today +
 * 10: mocks/db/seed.ts), two nights, and the same with a third night (a changed search).
 */
import { addDays } from '@/domain/dates';
import { DEMO } from '@mocks/db/demo';
import { TODAY } from './groupStay';

export const BOOKING_FROM = addDays(TODAY, DEMO.reservation.arrivalOffset);
export const BOOKING_STAY = `from=${BOOKING_FROM}&to=${addDays(BOOKING_FROM, 2)}&rooms=2-0-0`;
export const LONGER_TO = addDays(BOOKING_FROM, 3);
export const LONGER_STAY = `from=${BOOKING_FROM}&to=${LONGER_TO}&rooms=2-0-0`;

/**
 * The room types the model chooses, by the seed's ids and names: the Classic Double (upgraded to
 * the Superior Sea View) and the Family Room (the top of its chain: no upgrade), at the Flexible Rate.
 */
export const BOOKING_ROOMS = {
  classicDouble: { id: 101, name: 'Classic Double' },
  superiorSeaView: { id: 102, name: 'Superior Sea View' },
  familyRoom: { id: 106, name: 'Family Room' },
} as const;
export const FLEXIBLE_RATE = { id: 201, name: 'Flexible Rate' } as const;
