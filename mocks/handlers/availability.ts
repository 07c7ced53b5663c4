/** Availability: search, the calendar, and the property-group searches. */
import {
  convertAmount,
  exceedsMaxRooms,
  formatDisplayDate,
  formatMoney,
  isValidDate,
  sameDayRestriction,
  roomCost,
  originalRoomCost,
  toDecimal,
  toMinor,
  NO_RATE,
  type Minor,
  type Occupancy,
} from '@/domain';
import { mockToday } from '../clock';
import { db } from '../db';
import {
  availableOnNight,
  bookedIndex,
  horizonEnd,
  minimumStay,
  nightFactors,
  nightlyBaseRate,
  promoApplies,
  roomTypesOf,
} from '../db/inventory';
import { daysBetween, eachDay } from '../dates';
import type { PropertyRecord } from '../db/schemas';
import { defineOperation, fail, ModelStateBuilder, type Schemas } from '../http';
import {
  checkStay,
  findPromo,
  findVoucher,
  fits,
  propertyById,
  propertyNow,
  searchStay,
  type StayQuery,
} from './common';

type SearchBody = Schemas['SearchRequest'];

function roomsOf(body: { Rooms: Schemas['SearchRoom'][] }): Occupancy[] {
  return body.Rooms.map((r) => ({
    numberOfAdults: r.NumberOfAdults,
    numberOfChildren: r.NumberOfChildren,
    numberOfInfants: r.NumberOfInfants,
  }));
}

/** Promo code and gift voucher checks of a search (the PromoCode field carries either). */
export function promoOutcome(property: PropertyRecord, code: string | null, dateFrom: string) {
  const trimmed = (code ?? '').trim();
  const none = {
    promo: null,
    IsPromoCodeValid: false,
    PromoCodeMessage: null,
    IsHopGiftVoucherCodeValid: false,
    HopGiftVoucherCodeMessage: null,
  };
  if (!trimmed) return none;
  const promo = findPromo(property.PropertyId, trimmed);
  if (promo) {
    if (promoApplies(promo, dateFrom, mockToday()))
      return { ...none, promo, IsPromoCodeValid: true, PromoCodeMessage: promo.Message };
    return {
      ...none,
      PromoCodeMessage: promo.Active
        ? `Promo code ${promo.Code} is not valid for these dates.`
        : `Promo code ${promo.Code} has expired.`,
    };
  }
  const voucher = findVoucher(property.PropertyId, trimmed);
  if (voucher && !voucher.Redeemed && property.BookingConfig.GiftServiceProviderConfig.Active) {
    return {
      ...none,
      IsHopGiftVoucherCodeValid: true,
      HopGiftVoucherCodeMessage:
        `Gift voucher ${voucher.Code} recognised: ` +
        `${formatMoney(toMinor(voucher.Amount, property.Currency), property.Currency)} will be taken off at checkout.`,
    };
  }
  return { ...none, PromoCodeMessage: `Promo code ${trimmed} is not recognised.` };
}

function stayQuery(body: SearchBody, promo: StayQuery['promo']): StayQuery {
  return {
    dateFrom: body.DateFrom,
    dateTo: body.DateTo,
    rooms: roomsOf(body),
    promo,
    ratePlanCode: body.RatePlanCode,
    locationId: body.LocationId,
  };
}

/**
 * Cheapest way to put every requested room in a free room type of the property (greedy per
 * room, most constrained first), in minor units of its currency, or null when the rooms cannot
 * all be placed.
 */
function cheapestStay(property: PropertyRecord, q: StayQuery): { cost: Minor; original: Minor } | null {
  const { results, numberOfRooms, ratePlans } = searchStay(property, q);
  const left = { ...numberOfRooms };
  let cost: Minor = 0;
  let original: Minor = 0;
  for (const occ of q.rooms) {
    let best: { cost: Minor; original: Minor; roomTypeId: number } | null = null;
    for (const r of results) {
      const id = r.RoomType.RoomTypeId;
      if ((left[String(id)] ?? 0) <= 0) continue;
      const rt = db.roomTypes.findFirst((x) => x.where({ PropertyId: property.PropertyId, RoomTypeId: id }));
      if (!rt || !fits(occ, rt, null)) continue;
      for (const rate of r.Rates) {
        if (!fits(occ, rt, ratePlans.get(rate.RatePlanId) ?? null)) continue;
        const c = roomCost(rate, occ, property.Currency);
        if (!best || c < best.cost)
          best = { cost: c, original: originalRoomCost(rate, occ, property.Currency), roomTypeId: id };
      }
    }
    if (!best) return null;
    left[String(best.roomTypeId)] = (left[String(best.roomTypeId)] ?? 0) - 1;
    cost += best.cost;
    original += best.original;
  }
  return { cost, original };
}

/** Why a search of one hotel found no rooms (our addition to SearchResponse). */
function whyNoRooms(
  property: PropertyRecord,
  body: Pick<SearchBody, 'DateFrom' | 'DateTo'>,
): Pick<Schemas['SearchResponse'], 'NoAvailabilityReason' | 'MinimumLengthOfStay'> {
  if (sameDayRestriction(property.BookingConfig, body.DateFrom, propertyNow()).blocked)
    return { NoAvailabilityReason: 'SameDayCutOff', MinimumLengthOfStay: null };
  const plans = db.ratePlans.findMany((q) => q.where({ PropertyId: property.PropertyId, IsPrivate: false }));
  const minimum = plans.length ? Math.min(...plans.map((rp) => minimumStay(property, rp, body.DateFrom))) : 1;
  if (daysBetween(body.DateFrom, body.DateTo) < minimum)
    return { NoAvailabilityReason: 'MinimumStay', MinimumLengthOfStay: minimum };
  return { NoAvailabilityReason: 'SoldOut', MinimumLengthOfStay: null };
}

function groupOf(id: number) {
  return db.propertyGroups.findFirst((q) => q.where({ GroupId: id })) ?? fail(404, 'Property group not found.');
}

type GroupBody = Schemas['GroupSearchRequest'];
type UnavailableReason = Schemas['GroupUnavailableReason'];

/** Minor units of one currency in another at today's rates (seeded exchange rates), or null. */
function convertMinor(amount: Minor, from: string, to: string): Minor | null {
  if (from === to) return amount;
  const rows = db.exchangeRates.findMany((q) => q.where({ BaseCurrency: from }));
  const rates = { BaseCurrency: from, Rates: Object.fromEntries(rows.map((r) => [r.Currency, r.Rate])) };
  return convertAmount(amount, from, to, rates);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Whether a party can stay at the property at all (its guest rules and its largest rooms). */
function partyProblem(property: PropertyRecord, rooms: Occupancy[]): string | null {
  const name = property.PropertyName;
  if (!property.EnableChildrenSearch && rooms.some((r) => r.numberOfChildren > 0))
    return `${name} does not take bookings for children online.`;
  if (!property.EnableInfantSearch && rooms.some((r) => r.numberOfInfants > 0))
    return `${name} does not take bookings for infants online.`;
  const roomTypes = roomTypesOf(property.PropertyId);
  const misfit = rooms.find(
    (occ) =>
      (property.AdultMaximumOccupancy !== null && occ.numberOfAdults > property.AdultMaximumOccupancy) ||
      (property.ChildMaximumOccupancy !== null && occ.numberOfChildren > property.ChildMaximumOccupancy) ||
      !roomTypes.some((rt) => fits(occ, rt, null)),
  );
  if (!misfit) return null;
  const children = misfit.numberOfChildren ? ` and ${plural(misfit.numberOfChildren, 'child', 'children')}` : '';
  return `${name} has no room for ${plural(misfit.numberOfAdults, 'adult', 'adults')}${children}.`;
}

interface HotelVerdict {
  best: { cost: Minor; original: Minor } | null;
  reason: UnavailableReason | null;
  message: string | null;
}

/**
 * Whether one hotel of the group can take the search, and why not: its own limits make it
 * unavailable with a reason; they never fail the group's search (decisions: "Group search").
 */
export function hotelVerdict(property: PropertyRecord, body: GroupBody): HotelVerdict {
  const name = property.PropertyName;
  const rooms = roomsOf(body);
  const unavailable = (reason: UnavailableReason, message: string): HotelVerdict => ({ best: null, reason, message });
  const max = property.BookingConfig.MaxNumberOfRoomsOnBooking || property.MaxNumberOfRoomsOnBooking;
  if (exceedsMaxRooms(rooms.length, max))
    return unavailable('TooManyRooms', `${name} takes at most ${plural(max, 'room', 'rooms')} in one online booking.`);
  const party = partyProblem(property, rooms);
  if (party) return unavailable('PartyTooBig', party);
  const promo = promoOutcome(property, body.PromoCode, body.DateFrom).promo;
  const best = cheapestStay(property, stayQuery({ ...body, LocationId: body.LocationId }, promo));
  if (!best) {
    const why = whyNoRooms(property, body);
    if (why.NoAvailabilityReason === 'SameDayCutOff') {
      const message = property.BookingConfig.SameDayBookingRestrictionMessage;
      return unavailable('SameDayCutOff', message || `${name} no longer takes bookings for arrival today.`);
    }
    if (why.NoAvailabilityReason === 'MinimumStay') {
      const minimum = why.MinimumLengthOfStay ?? 1;
      return unavailable(
        'MinimumStay',
        `${name} needs a stay of at least ${plural(minimum, 'night', 'nights')} for arrival on ` +
          `${formatDisplayDate(body.DateFrom)}.`,
      );
    }
    return unavailable('SoldOut', property.BookingConfig.NoAvailabilityMessage);
  }
  return { best, reason: null, message: null };
}

type Verdict = typeof hotelVerdict;

/** The group's hotels the search covers (all, or the one owning LocationId) with their verdicts. */
function groupSearch(body: GroupBody, verdictOf: Verdict) {
  const group = groupOf(body.PropertyId);
  checkStay(
    {
      MaxNumberOfRoomsOnBooking: group.MaxNumberOfRoomsOnBooking,
      EnableChildrenSearch: true,
      EnableInfantSearch: true,
    },
    body.DateFrom,
    body.DateTo,
    roomsOf(body),
  ).throwIfAny();
  const members = group.Areas.flatMap((area) =>
    area.PropertyIds.flatMap((id) => {
      const property = db.properties.findFirst((q) => q.where({ PropertyId: id }));
      return property ? [{ area, property }] : [];
    }),
  );
  const covered =
    body.LocationId === null
      ? members
      : members.filter((m) => m.property.BookingConfig.Locations.some((l) => l.LocationId === body.LocationId));
  if (covered.length === 0)
    fail(400, 'The request is invalid.', { LocationId: ['No hotel of this group has this location.'] });
  return {
    group,
    entries: covered.map(({ area, property }) => {
      const verdict = verdictOf(property, body);
      const display = verdict.best ? convertMinor(verdict.best.cost, property.Currency, group.Currency) : null;
      return { area, property, verdict, display };
    }),
  };
}

export const availabilityHandlers = [
  ...groupSearchHandlers(),
  defineOperation('searchAvailability', ({ body, ok }) => {
    const property = propertyById(body.PropertyId);
    checkStay(property, body.DateFrom, body.DateTo, roomsOf(body)).throwIfAny();
    const outcome = promoOutcome(property, body.PromoCode, body.DateFrom);
    const { results, numberOfRooms } = searchStay(property, stayQuery(body, outcome.promo), undefined, {
      everyFreeRoomType: true,
    });
    return ok({
      ...(results.length ? {} : whyNoRooms(property, body)),
      RoomTypes: results,
      PromoCodeMessage: outcome.PromoCodeMessage,
      IsPromoCodeValid: outcome.IsPromoCodeValid,
      HopGiftVoucherCodeMessage: outcome.HopGiftVoucherCodeMessage,
      IsHopGiftVoucherCodeValid: outcome.IsHopGiftVoucherCodeValid,
      NumberOfRoomsPerRoomTypeId: numberOfRooms,
    });
  }),

  defineOperation('getAvailabilityCalendar', ({ query, ok }) => {
    const property = propertyById(query.propertyId);
    const errors = new ModelStateBuilder();
    if (!isValidDate(query.fromDate)) errors.add('fromDate', 'fromDate must be a date (YYYY-MM-DD).');
    if (!isValidDate(query.toDate)) errors.add('toDate', 'toDate must be a date (YYYY-MM-DD).');
    errors.throwIfAny();
    if (query.toDate < query.fromDate) errors.add('toDate', 'toDate must not be before fromDate.');
    else if (daysBetween(query.fromDate, query.toDate) > 1200)
      errors.add('toDate', 'At most 1200 days can be requested at once.');
    errors.throwIfAny();
    const today = mockToday();
    const end = horizonEnd(today);
    const booked = bookedIndex();
    const roomTypes = roomTypesOf(property.PropertyId);
    const plans = db.ratePlans
      .findMany((q) => q.where({ PropertyId: property.PropertyId, IsPrivate: false }))
      .sort((a, b) => a.SortOrder - b.SortOrder);
    // each room type's plans, once for the whole calendar
    const plansOf = new Map(roomTypes.map((rt) => [rt, plans.filter((rp) => rp.RoomTypeIds.includes(rt.RoomTypeId))]));
    const days: Schemas['AvailabilityDay'][] = eachDay(query.fromDate, query.toDate).map((date) => {
      if (date < today || date > end) return { DateOfStay: date, AvailableRooms: 0, Rates: [] };
      let available = 0;
      const lowest = new Map<number, number>();
      for (const rt of roomTypes) {
        const free = availableOnNight(property, rt, date, today, booked);
        if (free <= 0) continue;
        available += free;
        const factors = nightFactors(property, rt, date);
        for (const rp of plansOf.get(rt) ?? []) {
          const base = nightlyBaseRate(property, rt, rp, date, factors);
          const current = lowest.get(rp.RatePlanId);
          if (current === undefined || base < current) lowest.set(rp.RatePlanId, base);
        }
      }
      const rates = plans
        .filter((rp) => lowest.has(rp.RatePlanId))
        .map((rp) => ({
          RatePlanId: rp.RatePlanId,
          RatePlanCode: rp.RatePlanCode,
          MinimumLengthOfStay: minimumStay(property, rp, date),
          BaseRate: lowest.get(rp.RatePlanId) ?? 0,
        }));
      return { DateOfStay: date, AvailableRooms: available, Rates: rates };
    });
    return ok(days);
  }),
];

/**
 * The two group searches, each hotel judged by `verdictOf` (the real rules; the sold-out scenario
 * judges every hotel sold out).
 */
export function groupSearchHandlers(verdictOf: Verdict = hotelVerdict) {
  return [
    defineOperation('searchPropertyGroup', ({ body, ok }) => {
      const { group, entries } = groupSearch(body, verdictOf);
      return ok({
        Properties: entries
          .filter((e) => body.AreaId === null || e.area.AreaId === body.AreaId)
          .map(({ area, property, verdict, display }) => ({
            PropertyId: property.PropertyId,
            PropertyCode: property.PropertyCode,
            PropertyName: property.PropertyName,
            AreaId: area.AreaId,
            IsAvailable: verdict.best !== null,
            LowestRate: verdict.best ? toDecimal(verdict.best.cost, property.Currency) : NO_RATE,
            OriginalLowestRate: verdict.best ? toDecimal(verdict.best.original, property.Currency) : NO_RATE,
            Currency: property.Currency,
            DisplayLowestRate: display === null ? NO_RATE : toDecimal(display, group.Currency),
            DisplayCurrency: group.Currency,
            UnavailableReason: verdict.reason,
            UnavailableMessage: verdict.message,
          })),
      });
    }),

    defineOperation('searchPropertyGroupAreaAvailability', ({ body, ok }) => {
      const { group, entries } = groupSearch(body, verdictOf);
      return ok(
        group.Areas.map((area) => {
          const inArea = entries.filter((e) => e.area.AreaId === area.AreaId);
          const prices = inArea.flatMap((e) => (e.display === null ? [] : [e.display]));
          return {
            AreaId: area.AreaId,
            Name: area.Name,
            NumberOfAvailableProperties: inArea.filter((e) => e.verdict.best !== null).length,
            NumberOfProperties: inArea.length,
            LowestRate: prices.length ? toDecimal(Math.min(...prices), group.Currency) : NO_RATE,
            Currency: group.Currency,
          };
        }),
      );
    }),
  ];
}
