/** Availability: search, the calendar, and the property-group searches. */
import {
  formatMoney,
  isValidDate,
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
  nightlyRate,
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
  ratePlanOf,
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
  const { results, numberOfRooms } = searchStay(property, q);
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
        if (!fits(occ, rt, ratePlanOf(property.PropertyId, rate.RatePlanId) ?? null)) continue;
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

function groupOf(id: number) {
  return db.propertyGroups.findFirst((q) => q.where({ GroupId: id })) ?? fail(404, 'Property group not found.');
}

function groupSearch(body: Schemas['GroupSearchRequest']) {
  const group = groupOf(body.PropertyId);
  return group.Areas.flatMap((area) =>
    area.PropertyIds.flatMap((id) => {
      const property = db.properties.findFirst((q) => q.where({ PropertyId: id }));
      if (!property) return [];
      checkStay(property, body.DateFrom, body.DateTo, roomsOf(body)).throwIfAny();
      const promo = promoOutcome(property, body.PromoCode, body.DateFrom).promo;
      const best = cheapestStay(property, stayQuery({ ...body, LocationId: null }, promo));
      return [{ area, property, best }];
    }),
  );
}

export const availabilityHandlers = [
  defineOperation('searchAvailability', ({ body, ok }) => {
    const property = propertyById(body.PropertyId);
    checkStay(property, body.DateFrom, body.DateTo, roomsOf(body)).throwIfAny();
    const outcome = promoOutcome(property, body.PromoCode, body.DateFrom);
    const { results, numberOfRooms } = searchStay(property, stayQuery(body, outcome.promo), undefined, {
      everyFreeRoomType: true,
    });
    return ok({
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
    const days: Schemas['AvailabilityDay'][] = eachDay(query.fromDate, query.toDate).map((date) => {
      if (date < today || date > end) return { DateOfStay: date, AvailableRooms: 0, Rates: [] };
      let available = 0;
      const lowest = new Map<number, number>();
      for (const rt of roomTypes) {
        const free = availableOnNight(property, rt, date, today, booked);
        if (free <= 0) continue;
        available += free;
        for (const rp of plans) {
          if (!rp.RoomTypeIds.includes(rt.RoomTypeId)) continue;
          const base = nightlyRate(property, rt, rp, date).BaseRate ?? 0;
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

  defineOperation('searchPropertyGroup', ({ body, ok }) => {
    const entries = groupSearch(body).filter((e) => body.AreaId === null || e.area.AreaId === body.AreaId);
    return ok({
      Properties: entries.map(({ area, property, best }) => ({
        PropertyId: property.PropertyId,
        PropertyCode: property.PropertyCode,
        PropertyName: property.PropertyName,
        AreaId: area.AreaId,
        IsAvailable: best !== null,
        LowestRate: best ? toDecimal(best.cost, property.Currency) : NO_RATE,
        OriginalLowestRate: best ? toDecimal(best.original, property.Currency) : NO_RATE,
        Currency: property.Currency,
      })),
    });
  }),

  defineOperation('searchPropertyGroupAreaAvailability', ({ body, ok }) => {
    const group = groupOf(body.PropertyId);
    const entries = groupSearch(body);
    return ok(
      group.Areas.map((area) => {
        const available = entries.filter((e) => e.area.AreaId === area.AreaId && e.best !== null);
        const costs = available.map((e) => (e.best ? toDecimal(e.best.cost, e.property.Currency) : NO_RATE));
        return {
          AreaId: area.AreaId,
          Name: area.Name,
          NumberOfAvailableProperties: available.length,
          LowestRate: costs.length ? Math.min(...costs) : NO_RATE,
        };
      }),
    );
  }),
];
