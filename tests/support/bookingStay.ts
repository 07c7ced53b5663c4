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
