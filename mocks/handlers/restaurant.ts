/** Restaurant table booking: restaurants, setup, time slots, create (with a hotel booking reference or an e-mail). */
import { formatDisplayDate, isValidDate, restaurantBookingErrors } from '@/domain';
import { mockNow, mockToday } from '../clock';
import { db } from '../db';
import { stableHash } from '../db/inventory';
import { weekday } from '../dates';
import type { RestaurantRecord } from '../db/schemas';
import { defineOperation, fail, ModelStateBuilder, type Schemas } from '../http';
import { idempotent, propertyById } from './common';

function restaurantOf(propertyId: number, id: number): RestaurantRecord {
  return (
    db.restaurants.findFirst((q) => q.where({ PropertyId: propertyId, Id: id })) ?? fail(404, 'Restaurant not found.')
  );
}

function checkIdentifier(
  propertyId: number,
  isReservation: boolean,
  identifier: string,
  field: string,
  errors: ModelStateBuilder,
): void {
  if (
    isReservation &&
    !db.reservations.findFirst((q) =>
      q.where({ PropertyId: propertyId, ReferenceNumber: identifier.trim(), Status: (s) => s !== 'Cancelled' }),
    )
  ) {
    errors.add(field, 'We could not find a current booking with this reference number.');
  }
}

function checkDate(date: string, field: string, errors: ModelStateBuilder): void {
  if (!isValidDate(date)) errors.add(field, 'A valid date is required.');
  else if (date < mockToday()) errors.add(field, 'The date cannot be in the past.');
}

/** Covers still free at a time: the restaurant's covers minus other diners (deterministic) and mock bookings. */
function freeCovers(r: RestaurantRecord, date: string, time: string): number {
  const others = stableHash(r.Id, date, time) % Math.ceil(r.CoversPerSlot * 0.8);
  const booked = db.restaurantBookings
    .findMany((q) => q.where({ RestaurantId: r.Id, VisitDate: date, VisitTime: time }))
    .reduce((s, b) => s + b.PartySize, 0);
  return Math.max(0, r.CoversPerSlot - others - booked);
}

function slotsFor(r: RestaurantRecord, date: string, partySize: number): Schemas['RestaurantSlot'][] {
  if (r.ClosedWeekdays.includes(weekday(date))) return [];
  const now = mockNow();
  const nowTime = `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
  return r.Times.filter((t) => date !== mockToday() || t > nowTime)
    .filter((t) => freeCovers(r, date, t) >= partySize)
    .map((t) => ({
      Time: t,
      // The first promotion (e.g. early dinner) applies to seatings before 19:00.
      Promotions: t < '19:00' ? r.Promotions.slice(0, 1).map((p) => ({ ...p })) : [],
      IsLeaveTimeRequired: r.IsLeaveTimeRequired,
    }));
}

/** Books a table (the work of RestaurantBooking/Create, once per Idempotency-Key). */
async function bookTable(body: Schemas['RestaurantBookingRequest']): Promise<Schemas['RestaurantBookingResponse']> {
  const property = propertyById(body.PropertyId);
  const r = restaurantOf(property.PropertyId, body.RestaurantId);
  const errors = new ModelStateBuilder();
  const fieldNames: Record<string, string> = { EmailAddress: 'Email', Restaurant: 'RestaurantId' };
  const found = restaurantBookingErrors(
    {
      ContactNumber: body.ContactNumber,
      EmailAddress: body.Email,
      Identifier: body.Identifier,
      Restaurant: body.RestaurantId,
      PartySize: body.PartySize,
      VisitDate: body.VisitDate,
      VisitTime: body.VisitTime,
    },
    r,
  );
  for (const [field, message] of Object.entries(found)) errors.add(fieldNames[field] ?? field, message);
  checkDate(body.VisitDate, 'VisitDate', errors);
  checkIdentifier(property.PropertyId, body.IsReservation, body.Identifier, 'Identifier', errors);
  if (body.PromotionId !== null && !r.Promotions.some((p) => p.Id === body.PromotionId))
    errors.add('PromotionId', 'This promotion is not available.');
  errors.throwIfAny();
  if (!slotsFor(r, body.VisitDate, body.PartySize).some((s) => s.Time === body.VisitTime)) {
    return {
      Success: false,
      BookingReference: null,
      InfoMessage: 'Sorry, that time is no longer available. Please choose another time.',
    };
  }
  const reference = `TB-${String(10001 + db.restaurantBookings.count())}`;
  await db.restaurantBookings.create({
    BookingReference: reference,
    PropertyId: property.PropertyId,
    RestaurantId: r.Id,
    VisitDate: body.VisitDate,
    VisitTime: body.VisitTime,
    PartySize: body.PartySize,
    SpecialRequests: body.SpecialRequests ?? '',
    IsReservation: body.IsReservation,
    Identifier: body.Identifier.trim(),
    PromotionId: body.PromotionId,
    Email: body.Email.trim(),
    ContactNumber: body.ContactNumber.trim(),
  });
  return {
    Success: true,
    BookingReference: reference,
    InfoMessage:
      `Your table for ${body.PartySize} at ${r.Name} ` +
      `on ${formatDisplayDate(body.VisitDate)} at ${body.VisitTime} is booked.`,
  };
}

export const restaurantHandlers = [
  defineOperation('getRestaurants', ({ query, ok }) => {
    const property = propertyById(query.propertyId);
    const list = property.BookingConfig.RestaurantBookingServiceActive
      ? db.restaurants.findMany((q) => q.where({ PropertyId: property.PropertyId }))
      : [];
    return ok(list.sort((a, b) => a.Id - b.Id).map((r) => ({ Id: r.Id, Name: r.Name })));
  }),

  defineOperation('getRestaurantSetup', ({ query, ok }) => {
    const property = propertyById(query.propertyId);
    const r = restaurantOf(property.PropertyId, query.restaurantId);
    const errors = new ModelStateBuilder();
    checkDate(query.date, 'date', errors);
    checkIdentifier(property.PropertyId, query.isReservation, query.identifier, 'identifier', errors);
    errors.throwIfAny();
    return ok({
      CurrencySymbol: r.CurrencySymbol,
      MinOnlinePartySize: r.MinOnlinePartySize,
      MaxOnlinePartySize: r.MaxOnlinePartySize,
      NoAvailabilityText: r.NoAvailabilityText,
    });
  }),

  defineOperation('getRestaurantAvailability', ({ query, ok }) => {
    const property = propertyById(query.propertyId);
    const r = restaurantOf(property.PropertyId, query.restaurantId);
    const errors = new ModelStateBuilder();
    checkDate(query.date, 'date', errors);
    if (query.partySize < r.MinOnlinePartySize || query.partySize > r.MaxOnlinePartySize) {
      errors.add('partySize', `Party size must be between ${r.MinOnlinePartySize} and ${r.MaxOnlinePartySize}.`);
    }
    errors.throwIfAny();
    return ok(slotsFor(r, query.date, query.partySize));
  }),

  defineOperation('createRestaurantBooking', async ({ request, body, ok }) =>
    ok(
      await idempotent(
        request,
        'createRestaurantBooking',
        JSON.stringify(body),
        'This Idempotency-Key was already used for another table booking. Please book again.',
        () => bookTable(body),
      ),
    ),
  ),
];
