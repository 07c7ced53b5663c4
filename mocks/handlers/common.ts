/**
 * Shared server logic of the handlers: lookups that answer 404, the availability search used by
 * Availability/Search, UpgradeOptions and the group search, and record -> contract mappings.
 * Every pricing, occupancy and date rule comes from src/domain.
 */
import {
  areDatesValid,
  CARD_MESSAGES,
  isCardExpiryValid,
  matchCardType,
  effectiveBounds,
  exceedsMaxRooms,
  isOccupancyValid,
  lowestRate,
  nights as nightsOf,
  nonNegative,
  NO_RATE,
  roomCost,
  sameDayRestriction,
  serviceCost,
  toDecimal,
  toMinor,
  type Minor,
  type Occupancy,
} from '@/domain';
import { mockNow, mockToday } from '../clock';
import { addDays, daysBetween } from '../dates';
import { db } from '../db';
import { roomImages } from '../pictures';
import {
  availableForStay,
  bookedIndex,
  horizonEnd,
  ratePlansFor,
  roomTypesOf,
  stableHash,
  stayNights,
  stayRate,
  type StayNights,
  type BookedIndex,
} from '../db/inventory';
import type {
  PromoCodeRecord,
  PropertyRecord,
  RatePlanRecord,
  ReservationItemRecord,
  ReservationRecord,
  RoomTypeRecord,
} from '../db/schemas';
import { fail, ModelStateBuilder, type Schemas } from '../http';
import { readMockCardToken, type MockTokenClaims } from '../payment-frame/token';

export const NOT_AVAILABLE_MESSAGE = 'Sorry, your selection is not available.';

// ---------- lookups ----------

export function propertyByCode(code: string): PropertyRecord {
  const upper = code.toUpperCase();
  return (
    db.properties.findFirst((q) => q.where({ PropertyCode: (c) => c.toUpperCase() === upper })) ??
    fail(404, 'Property not found.')
  );
}

export function propertyById(id: number): PropertyRecord {
  return db.properties.findFirst((q) => q.where({ PropertyId: id })) ?? fail(404, 'Property not found.');
}

export function roomTypeOf(propertyId: number, roomTypeId: number): RoomTypeRecord | undefined {
  return db.roomTypes.findFirst((q) => q.where({ PropertyId: propertyId, RoomTypeId: roomTypeId }));
}

export function ratePlanOf(propertyId: number, ratePlanId: number): RatePlanRecord | undefined {
  return db.ratePlans.findFirst((q) => q.where({ PropertyId: propertyId, RatePlanId: ratePlanId }));
}

export function occupancyOf(room: {
  NumberOfAdults: number;
  NumberOfChildren: number;
  NumberOfInfants: number;
}): Occupancy {
  return {
    numberOfAdults: room.NumberOfAdults,
    numberOfChildren: room.NumberOfChildren,
    numberOfInfants: room.NumberOfInfants,
  };
}

/** Guests fit the room type and (for an occupancy-based plan) the rate plan: src/domain rules. */
export function fits(occ: Occupancy, roomType: RoomTypeRecord, ratePlan: RatePlanRecord | null): boolean {
  return isOccupancyValid(occ, effectiveBounds(roomType, ratePlan));
}

export function findPromo(propertyId: number, code: string | null | undefined): PromoCodeRecord | undefined {
  const c = (code ?? '').trim().toUpperCase();
  if (!c) return undefined;
  return db.promoCodes.findFirst((q) => q.where({ PropertyId: propertyId, Code: (x) => x.toUpperCase() === c }));
}

export function findVoucher(propertyId: number, code: string | null | undefined) {
  const c = (code ?? '').trim().toUpperCase();
  if (!c) return undefined;
  return db.giftVouchers.findFirst((q) => q.where({ PropertyId: propertyId, Code: (x) => x.toUpperCase() === c }));
}

/** "Now" as the property's wall clock (the mock treats the machine's local time as the property's). */
export function propertyNow(): Date {
  return mockNow();
}

// ---------- mappings ----------

function boundsOf(b: {
  MaximumOccupancy: number | null;
  MinimumOccupancy: number | null;
  AdultMaximumOccupancy: number | null;
  ChildMaximumOccupancy: number | null;
}) {
  return {
    MaximumOccupancy: b.MaximumOccupancy,
    MinimumOccupancy: b.MinimumOccupancy,
    AdultMaximumOccupancy: b.AdultMaximumOccupancy,
    ChildMaximumOccupancy: b.ChildMaximumOccupancy,
  };
}

export function promotionOf(promo: PromoCodeRecord | null): Schemas['Promotion'] | null {
  return promo
    ? { PromotionId: promo.PromotionId, PromotionCode: promo.Code, Name: promo.Promotion, Description: promo.Message }
    : null;
}

/** A rate plan of a room type priced per stay (contract RatePlan). */
export function toRatePlan(
  property: PropertyRecord,
  roomType: RoomTypeRecord,
  ratePlan: RatePlanRecord,
  dateFrom: string,
  dateTo: string,
  promo: PromoCodeRecord | null,
  /** the room type's nights of this stay, when the caller prices several rate plans of it */
  nights?: StayNights,
): Schemas['RatePlan'] {
  const rate = stayRate(property, roomType, ratePlan, dateFrom, dateTo, promo, nights);
  return {
    ...rate.prices,
    ...boundsOf(ratePlan),
    RatePlanId: ratePlan.RatePlanId,
    RatePlanCode: ratePlan.RatePlanCode,
    RatePlanName: ratePlan.Name,
    Description: ratePlan.Description,
    Promotion: promotionOf(promo),
    CanPayByCompanyInvoice: ratePlan.CanPayByCompanyInvoice,
    UseOccupancyForRatePlan: ratePlan.UseOccupancyForRatePlan,
    MinimumLengthOfStay: rate.minimumStay,
  };
}

export interface StayQuery {
  dateFrom: string;
  dateTo: string;
  rooms: Occupancy[];
  promo: PromoCodeRecord | null;
  ratePlanCode: string | null;
  locationId: number | null;
}

/** Rate plans of a room type bookable for the stay: offered, minimum stay met, fitting at least one room. */
export function bookableRates(
  property: PropertyRecord,
  roomType: RoomTypeRecord,
  q: StayQuery,
  propertyPlans?: readonly RatePlanRecord[],
): Schemas['RatePlan'][] {
  const nightCount = nightsOf(q.dateFrom, q.dateTo);
  const plans = ratePlansFor(property.PropertyId, roomType.RoomTypeId, q.ratePlanCode, propertyPlans).filter((rp) =>
    q.rooms.some((occ) => fits(occ, roomType, rp)),
  );
  if (plans.length === 0) return [];
  const nights = stayNights(property, roomType, q.dateFrom, q.dateTo);
  return plans
    .map((rp) => toRatePlan(property, roomType, rp, q.dateFrom, q.dateTo, q.promo, nights))
    .filter((rate) => (rate.MinimumLengthOfStay ?? 1) <= nightCount);
}

/** A room type with its rates and upgrades for a stay (contract RoomType). */
export function toRoomType(
  property: PropertyRecord,
  roomType: RoomTypeRecord,
  q: StayQuery,
  rates: Schemas['RatePlan'][],
  propertyPlans?: readonly RatePlanRecord[],
): Schemas['RoomType'] {
  return {
    ...boundsOf(roomType),
    RoomTypeId: roomType.RoomTypeId,
    Name: roomType.Name,
    Description: roomType.Description,
    ImageUrl: roomType.ImageUrl,
    Images: roomImages(roomType.Code, roomType.ImageAlt),
    SizeSquareMetres: roomType.SizeSquareMetres,
    Beds: roomType.Beds,
    Amenities: roomType.Amenities,
    Rates: rates,
    Upgrades: roomType.UpgradeRoomTypeIds.flatMap((id) => {
      const up = roomTypeOf(property.PropertyId, id);
      if (!up) return [];
      return [
        { ...boundsOf(up), RoomTypeId: up.RoomTypeId, AvailableRates: bookableRates(property, up, q, propertyPlans) },
      ];
    }),
  };
}

export interface StayAvailability {
  results: Schemas['AvailabilityResult'][];
  roomTypes: Schemas['RoomType'][];
  numberOfRooms: Record<string, number>;
  /** the property's rate plans by id, as the search read them (for what its caller needs of a rate) */
  ratePlans: ReadonlyMap<number, RatePlanRecord>;
}

/**
 * The availability search of a property: room types free for every night (fewest free over
 * the nights), guests of at least one requested room fitting, with their bookable per-stay rates.
 */
/**
 * Room types free for the whole stay with a bookable rate. By default only those some requested
 * room fits (upgrade options, group prices); `everyFreeRoomType` keeps the others too, as
 * Availability/Search answers: the guest is then told "no rooms for this occupancy" rather than
 * "no rooms on these dates" when the hotel has rooms but none for their party.
 */
export function searchStay(
  property: PropertyRecord,
  q: StayQuery,
  booked: BookedIndex = bookedIndex(),
  options: { everyFreeRoomType?: boolean } = {},
): StayAvailability {
  const today = mockToday();
  const results: Schemas['AvailabilityResult'][] = [];
  const roomTypes: Schemas['RoomType'][] = [];
  const numberOfRooms: Record<string, number> = {};
  const sameDay = sameDayRestriction(property.BookingConfig, q.dateFrom, propertyNow());
  // the property's rate plans, read once (not once per room type and rate: 270 reads for 30 x 8)
  const propertyPlans = db.ratePlans.findMany((x) => x.where({ PropertyId: property.PropertyId }));
  const ratePlans = new Map(propertyPlans.map((rp) => [rp.RatePlanId, rp]));
  for (const rt of roomTypesOf(property.PropertyId)) {
    if (q.locationId !== null && rt.LocationId !== q.locationId) continue;
    const free = sameDay.blocked ? 0 : availableForStay(property, rt, q.dateFrom, q.dateTo, today, booked);
    numberOfRooms[String(rt.RoomTypeId)] = free;
    if (free <= 0) continue;
    if (!options.everyFreeRoomType && !q.rooms.some((occ) => fits(occ, rt, null))) continue;
    const rates = bookableRates(property, rt, q, propertyPlans);
    if (rates.length === 0) continue;
    const roomType = toRoomType(property, rt, q, rates, propertyPlans);
    const occ = q.rooms.find((o) => fits(o, rt, null)) ?? q.rooms[0];
    const lowest = lowestRate(
      rates.filter((r) => !occ || fits(occ, rt, ratePlans.get(r.RatePlanId) ?? null)),
      property.Currency,
      occ,
    );
    roomTypes.push(roomType);
    results.push({
      RoomType: roomType,
      Rates: rates,
      DateFrom: q.dateFrom,
      DateTo: q.dateTo,
      LowestRate: rateOnWire(lowest.LowestRate, property.Currency),
      OriginalLowestRate: rateOnWire(lowest.OriginalLowestRate, property.Currency),
    });
  }
  return { results, roomTypes, numberOfRooms, ratePlans };
}

/** Checks the dates and rooms of a search (400 with ModelState), as a server's model validation would. */
/** What a search's own checks need of whoever takes it: a property, or a property group. */
export type StayLimits = Pick<
  PropertyRecord,
  'MaxNumberOfRoomsOnBooking' | 'EnableChildrenSearch' | 'EnableInfantSearch'
>;

export function checkStay(
  property: StayLimits,
  dateFrom: string,
  dateTo: string,
  rooms: Occupancy[],
  errors = new ModelStateBuilder(),
  fields = { from: 'DateFrom', to: 'DateTo', rooms: 'Rooms' },
): ModelStateBuilder {
  const today = mockToday();
  if (!areDatesValid(dateFrom, dateTo)) errors.add(fields.to, `${fields.to} must be after ${fields.from}.`);
  else {
    if (dateFrom < today) errors.add(fields.from, 'The arrival date cannot be in the past.');
    if (dateTo > horizonEnd(today)) errors.add(fields.to, 'Bookings can be made up to 36 months ahead.');
  }
  if (rooms.length === 0) errors.add(fields.rooms, 'At least one room is required.');
  if (exceedsMaxRooms(rooms.length, property.MaxNumberOfRoomsOnBooking)) {
    errors.add(
      fields.rooms,
      `A maximum of ${property.MaxNumberOfRoomsOnBooking} rooms can be booked online. ` +
        'Please contact the hotel to add more rooms.',
    );
  }
  rooms.forEach((occ, i) => {
    if (occ.numberOfAdults + occ.numberOfChildren + occ.numberOfInfants < 1)
      errors.add(`${fields.rooms}[${i}]`, 'Each room needs at least one guest.');
    if (!property.EnableChildrenSearch && occ.numberOfChildren > 0)
      errors.add(`${fields.rooms}[${i}].NumberOfChildren`, 'This property does not take bookings for children online.');
    if (!property.EnableInfantSearch && occ.numberOfInfants > 0)
      errors.add(`${fields.rooms}[${i}].NumberOfInfants`, 'This property does not take bookings for infants online.');
  });
  return errors;
}

// ---------- reservations ----------

export function activeItems(r: ReservationRecord): ReservationItemRecord[] {
  return r.Items.filter((i) => !i.IsCancelled);
}

// Money: the database keeps decimals of the currency, as the API carries them; every sum is
// made in integer minor units (src/domain/money) and given back as a decimal.

/** A lowest rate (minor units, or NO_RATE) as the API carries it: a decimal, or -1. */
export function rateOnWire(rate: Minor, currency: string): number {
  return rate === NO_RATE ? NO_RATE : toDecimal(rate, currency);
}

function servicesMinor(item: ReservationItemRecord, currency: string): Minor {
  return item.Services.reduce((s, x) => s + toMinor(x.TotalCost, currency), 0);
}

/** The services of an item (decimal). */
export function itemServiceTotal(item: ReservationItemRecord, currency: string): number {
  return toDecimal(servicesMinor(item, currency), currency);
}

/** The room and services of an item, in minor units. */
export function itemTotalMinor(item: ReservationItemRecord, currency: string): Minor {
  return toMinor(item.RoomCost, currency) + servicesMinor(item, currency);
}

/** The room and services of an item (decimal). */
export function itemTotal(item: ReservationItemRecord, currency: string): number {
  return toDecimal(itemTotalMinor(item, currency), currency);
}

/** What a reservation costs after its voucher (decimal, never negative). */
export function reservationTotal(r: ReservationRecord): number {
  const c = r.Currency;
  const gross = activeItems(r).reduce((s, i) => s + itemTotalMinor(i, c), 0);
  return toDecimal(nonNegative(gross - toMinor(r.VoucherDiscount, c)), c);
}

/** Room cost (decimal) of a reservation item for its stay, priced now (src/domain roomCost over the per-stay sum). */
export function priceItem(
  property: PropertyRecord,
  roomType: RoomTypeRecord,
  ratePlan: RatePlanRecord,
  dateFrom: string,
  dateTo: string,
  occ: Occupancy,
  promo: PromoCodeRecord | null,
): number {
  const currency = property.Currency;
  return toDecimal(
    roomCost(stayRate(property, roomType, ratePlan, dateFrom, dateTo, promo).prices, occ, currency),
    currency,
  );
}

/** Cost (decimal) of a service line (src/domain serviceCost). */
export function priceService(
  service: { Price: number; ChargeType: string; ChargePerPerson: boolean; Articles: Array<{ Price: number }> },
  quantity: number,
  dateFrom: string,
  dateTo: string,
  occ: Occupancy,
  currency: string,
): number {
  const cost = serviceCost(
    service,
    {
      quantity,
      nights: nightsOf(dateFrom, dateTo),
      numberOfAdults: occ.numberOfAdults,
      numberOfChildren: occ.numberOfChildren,
    },
    currency,
  );
  return toDecimal(cost, currency);
}

/** Quantity of a service already sold across reservations (cancelled ones excluded). */
export function serviceUnitsSold(serviceId: number, exceptReservationId: number | null = null): number {
  let used = 0;
  for (const r of db.reservations.all()) {
    if (r.Status === 'Cancelled' || r.ReservationId === exceptReservationId) continue;
    for (const item of activeItems(r)) for (const s of item.Services) if (s.ServiceId === serviceId) used += s.Quantity;
  }
  return used;
}

/**
 * The first service the lines (of every room of one booking) would oversell, counting what other
 * bookings hold (the booking's own earlier units excluded), with its message; null when all fit.
 */
export function oversoldService(
  lines: Iterable<{ ServiceId: number; Quantity: number }>,
  exceptReservationId: number | null = null,
): { message: string } | null {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.ServiceId, (wanted.get(line.ServiceId) ?? 0) + line.Quantity);
  for (const [serviceId, quantity] of wanted) {
    const s = db.services.findFirst((q) => q.where({ ServiceId: serviceId }));
    if (
      s &&
      s.StartingInventory !== null &&
      serviceUnitsSold(serviceId, exceptReservationId) + quantity > s.StartingInventory
    )
      return { message: `Sorry, ${s.ServiceName} is no longer available in that quantity.` };
  }
  return null;
}

export function countryOf(id: number | null) {
  if (id === null) return null;
  const c = db.countries.findFirst((q) => q.where({ Id: id }));
  return c ? { Id: c.Id, Name: c.Name, IsoCode: c.IsoCode, DialingCode: c.DialingCode } : null;
}

export function toBillingContact(r: ReservationRecord): Schemas['BillingContact'] {
  const b = r.Booker;
  return {
    IndividualId: b.IndividualId,
    FirstName: b.FirstName,
    LastName: b.LastName,
    Email: b.Email,
    Phone: b.Phone,
    Street: b.Street,
    City: b.City,
    Country: countryOf(b.CountryId),
    StateOrCounty: b.StateOrCounty,
    ZipCode: b.ZipCode,
  };
}

function serviceName(propertyId: number, serviceId: number) {
  return db.services.findFirst((q) => q.where({ PropertyId: propertyId, ServiceId: serviceId }));
}

export function toReservationServices(
  propertyId: number,
  item: ReservationItemRecord,
): Schemas['ReservationService'][] {
  return item.Services.map((s) => {
    const service = serviceName(propertyId, s.ServiceId);
    return {
      ServiceId: s.ServiceId,
      ServiceName: service?.ServiceName ?? `Service ${s.ServiceId}`,
      Quantity: s.Quantity,
      TotalCost: s.TotalCost,
      AllowEditOnBookingEngine: service?.AllowEditOnBookingEngine ?? false,
    };
  });
}

/** Arrival still ahead (a booking can be changed until the day before arrival). */
export function isBeforeArrival(r: { DateFrom: string }): boolean {
  return r.DateFrom > mockToday();
}

/** The property's wall-clock time as "YYYY-MM-DDTHH:mm:ss" (no zone). */
export function propertyDateTime(): string {
  const d = propertyNow();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${mockToday()}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Check-in time: free cancellation of a refundable rate ends 48 hours before it. */
export const CHECK_IN_TIME = '14:00:00';

/**
 * A room's cancellation terms, as its rate states them: a refundable rate is free to cancel until
 * 48 hours before arrival (check-in at 14:00), then costs the first night until arrival; a
 * non-refundable rate cannot be cancelled online (cancelling it would cost the whole room).
 */
export function cancellationTerms(r: ReservationRecord, item: ReservationItemRecord): Schemas['CancellationTerms'] {
  const plan = ratePlanOf(r.PropertyId, item.RatePlanId);
  const refundable = plan?.IsRefundable ?? false;
  const currency = r.Currency;
  if (!refundable) {
    return {
      Refundable: false,
      FreeUntil: null,
      ChargeIfCancelledNow: itemTotal(item, currency),
      Policy: plan?.Policy ?? null,
    };
  }
  const freeUntil = `${addDays(item.DateFrom, -2)}T${CHECK_IN_TIME}`;
  const nights = Math.max(1, daysBetween(item.DateFrom, item.DateTo));
  const firstNight = toDecimal(Math.round(toMinor(item.RoomCost, currency) / nights), currency);
  return {
    Refundable: true,
    FreeUntil: freeUntil,
    ChargeIfCancelledNow: propertyDateTime() < freeUntil ? 0 : firstNight,
    Policy: plan?.Policy ?? null,
  };
}

export function roomCanBeCancelled(r: ReservationRecord, item: ReservationItemRecord): boolean {
  const property = propertyById(r.PropertyId);
  return (
    r.Status === 'Confirmed' &&
    !item.IsCancelled &&
    isBeforeArrival(item) &&
    property.ManageConfig.AllowCancellation &&
    cancellationTerms(r, item).Refundable
  );
}

/** What cancelling these rooms now costs (decimal). */
export function cancellationCharge(r: ReservationRecord, items: ReservationItemRecord[]): number {
  const minor = items.reduce(
    (sum, item) => sum + toMinor(cancellationTerms(r, item).ChargeIfCancelledNow, r.Currency),
    0,
  );
  return toDecimal(minor, r.Currency);
}

export function reservationCanBeCancelled(r: ReservationRecord): boolean {
  const items = activeItems(r);
  return items.length > 0 && items.every((i) => roomCanBeCancelled(r, i));
}

/** Paid at booking: rooms on non-refundable rates are paid in full, pay-later rates nothing (decimal). */
export function amountPaid(r: ReservationRecord): number {
  const minor = r.Items.filter((item) => !(ratePlanOf(r.PropertyId, item.RatePlanId)?.IsRefundable ?? true)).reduce(
    (sum, item) => sum + itemTotalMinor(item, r.Currency),
    0,
  );
  return toDecimal(minor, r.Currency);
}

/** The booking's promotion (its promo code), to price changed stays with. */
export function promoOfReservation(r: ReservationRecord): PromoCodeRecord | null {
  return findPromo(r.PropertyId, r.PromoCode) ?? null;
}

/** Cancellation references: the booking's, and each cancelled room's. */
export const cancellationNumber = (r: ReservationRecord) => `CX-${r.ReferenceNumber}`;
export const roomCancellationNumber = (r: ReservationRecord, item: ReservationItemRecord) =>
  `CX-${r.ReferenceNumber}-${r.Items.indexOf(item) + 1}`;

export function reservationCanBeEdited(r: ReservationRecord): boolean {
  return r.Status === 'Confirmed' && activeItems(r).length > 0 && isBeforeArrival(r);
}

export function toManagedReservation(r: ReservationRecord): Schemas['ManagedReservation'] {
  const property = propertyById(r.PropertyId);
  const firstType = r.Items[0] ? roomTypeOf(r.PropertyId, r.Items[0].RoomTypeId) : undefined;
  const location =
    firstType?.LocationId != null
      ? property.BookingConfig.Locations.find((l) => l.LocationId === firstType.LocationId)
      : undefined;
  return {
    PropertyId: r.PropertyId,
    ReservationId: r.ReservationId,
    ReservationNumber: r.ReferenceNumber,
    DateFrom: r.DateFrom,
    DateTo: r.DateTo,
    SpecialRequests: r.Notes,
    CanBeEdited: reservationCanBeEdited(r),
    CanBeCancelled: reservationCanBeCancelled(r),
    IsCancelled: r.Status === 'Cancelled',
    LocationName: location?.Name ?? null,
    Code: r.LinkHash,
    Booker: toBillingContact(r),
    Currency: r.Currency,
    TotalCost: reservationTotal(r),
    AmountPaid: amountPaid(r),
    PaymentCard: r.Card
      ? {
          CardType: db.cardTypes.findFirst((q) => q.where({ Id: r.Card?.CardTypeId ?? 0 }))?.Name ?? 'Card',
          LastFourDigits: r.Card.LastFourDigits,
        }
      : null,
    CancellationNumber: r.Status === 'Cancelled' ? cancellationNumber(r) : null,
    Rooms: r.Items.map((item) => {
      const rt = roomTypeOf(r.PropertyId, item.RoomTypeId);
      const rp = ratePlanOf(r.PropertyId, item.RatePlanId);
      const services = itemServiceTotal(item, r.Currency);
      return {
        ReservationItemId: item.ReservationItemId,
        RoomTypeId: item.RoomTypeId,
        RoomTypeName: rt?.Name ?? '',
        RatePlanId: item.RatePlanId,
        RatePlanName: rp?.Name ?? '',
        DateFrom: item.DateFrom,
        DateTo: item.DateTo,
        NumberOfAdults: item.NumberOfAdults,
        NumberOfChildren: item.NumberOfChildren,
        NumberOfInfants: item.NumberOfInfants,
        RoomConfigurationDropdownOptionId: item.RoomConfigurationId,
        Guests: item.Guests.map((g) => ({ ...g })),
        Services: toReservationServices(r.PropertyId, item),
        CanBeCancelled: roomCanBeCancelled(r, item),
        CanBeEdited: reservationCanBeEdited(r) && !item.IsCancelled,
        IsCancelled: item.IsCancelled,
        TotalRoomCost: item.RoomCost,
        TotalServiceCost: services,
        TotalCost: itemTotal(item, r.Currency),
        CancellationTerms: cancellationTerms(r, item),
        CancellationNumber: item.IsCancelled ? roomCancellationNumber(r, item) : null,
      };
    }),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The 409 of a key whose first call is still running. */
export const IN_PROGRESS_MESSAGE =
  'This request is still being processed. Please wait a moment: we will check what became of it.';

/**
 * A state-changing call made safe to retry with an `Idempotency-Key` header (a UUID): the same key
 * with the same body (`fingerprint`, never the body itself: no card data is kept) answers the
 * first result again without running anything; the same key with another body is 409, and so is
 * the same key while its first call is still running (a real server locks the key). Only a
 * successful result is remembered, so a refused attempt may be retried with the same key once
 * the problem is fixed. What became of a key can be asked afterwards (`idempotencyOutcome`). A key
 * names one intent per operation (a checkout's Register and Create share the booking intent's key).
 */
export async function idempotent<T>(
  request: Request,
  operation: string,
  fingerprint: string,
  conflictMessage: string,
  run: () => Promise<T>,
): Promise<T> {
  const key = idempotencyKeyOf(request);
  const bodyHash = String(stableHash(fingerprint));
  const lock = `${operation} ${key}`;
  // the lock is taken before anything is awaited: two calls with one key at the same moment
  // cannot both run (a real server's unique index on the key does the same)
  if (running.has(lock)) fail(409, IN_PROGRESS_MESSAGE);
  const previous = db.idempotency.findFirst((q) => q.where({ Key: key, Operation: operation }));
  if (previous) {
    if (previous.Status !== 200) fail(409, IN_PROGRESS_MESSAGE);
    if (previous.BodyHash !== bodyHash) fail(409, conflictMessage);
    return JSON.parse(previous.ResponseBody) as T;
  }
  running.add(lock);
  try {
    await db.idempotency.create({ Key: key, Operation: operation, BodyHash: bodyHash, Status: 202, ResponseBody: '' });
  } catch (error) {
    running.delete(lock);
    throw error;
  }
  try {
    const result = await run();
    await db.idempotency.update((q) => q.where({ Key: key, Operation: operation }), {
      data(record) {
        record.Status = 200;
        record.ResponseBody = JSON.stringify(result);
      },
    });
    return result;
  } catch (error) {
    await db.idempotency.delete((q) => q.where({ Key: key, Operation: operation }));
    throw error;
  } finally {
    running.delete(lock);
  }
}

/** The keys whose first call runs now (operation and key). */
const running = new Set<string>();

/** The request's Idempotency-Key, or 400. */
export function idempotencyKeyOf(request: Request): string {
  const key = request.headers.get('Idempotency-Key') ?? '';
  if (!UUID.test(key))
    fail(400, 'The request is invalid.', { 'Idempotency-Key': ['An Idempotency-Key header (a UUID) is required.'] });
  return key;
}

/** What became of the call made with `key` for `operation`: its result, still running, or nothing. */
export function idempotencyOutcome<T>(
  key: string,
  operation: string,
): { state: 'done'; result: T } | { state: 'running' } | { state: 'none' } {
  const record = db.idempotency.findFirst((q) => q.where({ Key: key, Operation: operation }));
  if (!record) return { state: 'none' };
  if (record.Status !== 200) return { state: 'running' };
  return { state: 'done', result: JSON.parse(record.ResponseBody) as T };
}

/** A fresh 12-hex-digit link code. */
export function newLinkHash(): string {
  return crypto.randomUUID().replace(/-/g, '').slice(0, 12);
}

/** Next numeric id of a collection field. */
export function nextId(values: number[], floor: number): number {
  return Math.max(floor, ...values) + 1;
}

export function findReservationById(propertyId: number, reservationId: number): ReservationRecord {
  return (
    db.reservations.findFirst((q) => q.where({ PropertyId: propertyId, ReservationId: reservationId })) ??
    fail(404, 'Reservation not found.')
  );
}

/**
 * The reservation holding a reservation item (null when none). (A `where` predicate on the Items
 * array does not select by the array: @msw/data applies it otherwise, so the lookup is explicit.)
 */
export function reservationOfItem(propertyId: number, reservationItemId: number): ReservationRecord | null {
  return (
    db.reservations
      .findMany((q) => q.where({ PropertyId: propertyId }))
      .find((r) => r.Items.some((i) => i.ReservationItemId === reservationItemId)) ?? null
  );
}

/** The reservation of an access code (link hash); 404 when the code does not match. */
export function findReservationWithCode(propertyId: number, reservationId: number, code: string): ReservationRecord {
  const r = findReservationById(propertyId, reservationId);
  if (r.LinkHash !== code) fail(404, 'Reservation not found.');
  return r;
}

/** Writes a reservation back (replacing the record's fields). */
export async function saveReservation(r: ReservationRecord): Promise<void> {
  await db.reservations.update((q) => q.where({ ReservationId: r.ReservationId }), {
    data(draft) {
      Object.assign(draft, structuredClone(r));
    },
  });
}

/** The reservation's booker after a billing-contact update from Manage or Pre check-in. */
export function withBillingContact(
  booker: ReservationRecord['Booker'],
  b: Schemas['BillingContact'],
): ReservationRecord['Booker'] {
  return {
    ...booker,
    FirstName: b.FirstName.trim(),
    LastName: b.LastName.trim(),
    Email: b.Email ?? '',
    Phone: b.Phone ?? '',
    Street: b.Street ?? '',
    City: b.City,
    CountryId: b.Country?.Id ?? booker.CountryId,
    StateOrCounty: b.StateOrCounty,
    ZipCode: b.ZipCode ?? '',
  };
}

const CARD_TOKEN_MESSAGES = {
  unreadable: 'The card details could not be read. Please enter the card again.',
  spent: 'These card details were already used. Please enter the card again.',
  securityCodeOnly: 'Enter the security code of the saved card.',
} as const;

const TEST_CARD_BEHAVIOURS: readonly string[] = ['approved', 'declined', 'pending'];

/**
 * A card as a payment takes it: its masked record, what the test card decides, and the token's
 * claims (a new card's brand, last four digits and expiry when `mode` is 'card').
 */
export type CardOutcome = {
  card: ReservationRecord['Card'];
  outcome: 'approved' | 'declined' | 'pending';
  token: MockTokenClaims;
};

/**
 * The card of a payment by the mock provider's single-use token (mocks/payment-frame/token.ts): a
 * saved card with a token of its security code, or a new card with a token of the whole card.
 */
export function checkCard(
  c: Schemas['CardDetails'] | null,
  propertyCardTypeIds: number[],
  userCards: Array<{
    CreditCardId: number;
    Last4: string;
    CreditCardTypeId: number;
    ExpiryMonth: number;
    ExpiryYear: number;
  }> | null,
  errors: ModelStateBuilder,
): CardOutcome | null {
  if (!c) {
    errors.add('CardDetails', 'Card details are required to pay by card.');
    return null;
  }
  if (c.NameOnCard.trim() === '') errors.add('CardDetails.NameOnCard', 'Name on card is required');
  if (!propertyCardTypeIds.includes(c.CreditCardTypeId))
    errors.add('CardDetails.CreditCardTypeId', CARD_MESSAGES.typeNotAccepted);
  const claims = readMockCardToken(c.CardToken);
  if (!claims || !TEST_CARD_BEHAVIOURS.includes(claims.behaviour)) {
    errors.add('CardDetails.CardToken', CARD_TOKEN_MESSAGES.unreadable);
    return null;
  }
  if (db.spentCardTokens.findFirst((q) => q.where({ Nonce: claims.nonce }))) {
    errors.add('CardDetails.CardToken', CARD_TOKEN_MESSAGES.spent);
    return null;
  }
  if (c.CreditCardId !== null) {
    if (claims.mode !== 'securityCode') errors.add('CardDetails.CardToken', CARD_TOKEN_MESSAGES.securityCodeOnly);
    const saved = userCards?.find((x) => x.CreditCardId === c.CreditCardId);
    if (!saved) {
      errors.add(
        'CardDetails.CreditCardId',
        'This saved card is not available. Please log in again or enter the card details.',
      );
      return null;
    }
    return {
      card: {
        CardTypeId: saved.CreditCardTypeId,
        LastFourDigits: saved.Last4,
        ExpiryMonth: saved.ExpiryMonth,
        ExpiryYear: saved.ExpiryYear,
      },
      outcome: 'approved',
      token: claims,
    };
  }
  // a new card: the frame's token of the whole card (brand, last four digits, expiry)
  const { lastFour, expiryMonth, expiryYear } = claims;
  if (claims.mode !== 'card' || !lastFour || expiryMonth === null || expiryYear === null) {
    errors.add('CardDetails.CardToken', CARD_MESSAGES.detailsIncomplete);
    return null;
  }
  const configured = db.cardTypes.findMany((q) => q.where({ Id: (id) => propertyCardTypeIds.includes(id) }));
  const detected = matchCardType(claims.brand, configured);
  if (!detected) errors.add('CardDetails.CardToken', CARD_MESSAGES.typeNotAccepted);
  else if (detected.Id !== c.CreditCardTypeId)
    errors.add('CardDetails.CreditCardTypeId', `The card number is a ${detected.Name} card.`);
  if (!isCardExpiryValid(expiryMonth, expiryYear, mockToday()))
    errors.add('CardDetails.CardToken', CARD_MESSAGES.expired);
  return {
    card: {
      CardTypeId: c.CreditCardTypeId,
      LastFourDigits: lastFour,
      ExpiryMonth: expiryMonth,
      ExpiryYear: expiryYear,
    },
    outcome: claims.behaviour,
    token: claims,
  };
}

/** Marks a card's token used: by the call that booked with it or was declined (402). */
export async function spendCardToken(card: CardOutcome | null): Promise<void> {
  if (!card) return;
  await db.spentCardTokens.create({ Nonce: card.token.nonce, SpentAt: mockNow().toISOString() });
}
