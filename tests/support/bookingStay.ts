import { addDays } from '@/domain/dates';
import { DEMO } from '@mocks/db/demo';
import { TODAY } from './groupStay';

/**
 * Nights whose SEAVIEW availability the seed fixes (mocks/db/seed.ts, SEAVIEW.Inventory.Overrides:
 * "the demo reservation's nights always have rooms", today+10 to today+12, 6 rooms of every type,
 * less the demo booking's Superior Sea View and Classic Double): elsewhere the mock derives ~15%
 * of nights' availability from a hash of the date, so whether an upgrade is free would change
 * from day to day. On these nights: Single 4, Classic Double 5, Superior Sea View 5, Deluxe King 6,
 * Junior Suite 5, Penthouse Suite 2 (the top of the upgrade chain), Family Room 6.
 * A two-night stay also meets the Friday/Saturday minimum stay.
 */
export const SURE_STAY = { from: DEMO.reservation.arrivalOffset, nights: 2 } as const;

/**
 * The booking model's stays (tests/coverage/bookingModel.ts and its e2e table): one room for two
 * adults on the sure stay, and the same with a third night (a changed search; still a fixed night).
 */
export const BOOKING_FROM = addDays(TODAY, SURE_STAY.from);
export const BOOKING_STAY = `from=${BOOKING_FROM}&to=${addDays(BOOKING_FROM, SURE_STAY.nights)}&rooms=2-0-0`;
export const LONGER_TO = addDays(BOOKING_FROM, SURE_STAY.nights + 1);
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
