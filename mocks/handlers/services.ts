/** Extra services of a room selection or an existing reservation item, with inventory left. */
import { serviceInventory, type Occupancy } from '@/domain';
import { db } from '../db';
import { extraImages } from '../pictures';
import type { ServiceRecord } from '../db/schemas';
import { defineOperation, fail, ModelStateBuilder, type Schemas } from '../http';
import {
  checkStay,
  priceService,
  propertyById,
  ratePlanOf,
  reservationOfItem,
  roomTypeOf,
  serviceUnitsSold,
} from './common';

/**
 * The extras requested for one room, priced for its stay and guests; an extra the rate does not
 * offer is reported under `${key}.Services[i].ServiceId` (Create and Manage/Update share this).
 */
export function pricedServices(
  propertyId: number,
  ratePlanId: number,
  requested: ReadonlyArray<{ ServiceId: number; Quantity: number }>,
  stay: { DateFrom: string; DateTo: string },
  occ: Occupancy,
  errors: ModelStateBuilder,
  key: string,
): Array<{ ServiceId: number; Quantity: number; TotalCost: number }> {
  const offered = servicesFor(propertyId, ratePlanId);
  const currency = propertyById(propertyId).Currency;
  return requested.flatMap((line, j) => {
    const s = offered.find((x) => x.ServiceId === line.ServiceId);
    if (!s) {
      errors.add(`${key}.Services[${j}].ServiceId`, 'This extra is not available with the chosen rate.');
      return [];
    }
    return [
      {
        ServiceId: s.ServiceId,
        Quantity: line.Quantity,
        TotalCost: priceService(s, line.Quantity, stay.DateFrom, stay.DateTo, occ, currency),
      },
    ];
  });
}

export function servicesFor(propertyId: number, ratePlanId: number): ServiceRecord[] {
  return db.services
    .findMany((q) => q.where({ PropertyId: propertyId }))
    .filter((s) => s.RatePlanIds.length === 0 || s.RatePlanIds.includes(ratePlanId))
    .sort((a, b) => a.ServiceId - b.ServiceId);
}

export function toService(s: ServiceRecord): Schemas['Service'] {
  return {
    ServiceId: s.ServiceId,
    ServiceCode: s.ServiceCode,
    ServiceName: s.ServiceName,
    ServiceDescription: s.ServiceDescription,
    Price: s.Price,
    ChargeType: s.ChargeType,
    ChargePerPerson: s.ChargePerPerson,
    Articles: s.Articles.map((a) => ({ ...a })),
    AllowEditOnBookingEngine: s.AllowEditOnBookingEngine,
    ImageUrl: s.ImageUrl,
    Images: extraImages(s.ServiceCode),
  };
}

/** Inventory left per service (StartingInventory minus what existing bookings hold; null = unlimited). */
export function servicesResponse(
  services: ServiceRecord[],
  exceptReservationId: number | null = null,
): Schemas['ServicesResponse'] {
  const inventory: Schemas['ServicesResponse']['InventoryPerServiceId'] = {};
  for (const s of services) {
    const left = serviceInventory({
      StartingInventory: s.StartingInventory,
      ReservationItems: [{ Quantity: serviceUnitsSold(s.ServiceId, exceptReservationId) }],
    }).available;
    inventory[String(s.ServiceId)] = { ServiceId: s.ServiceId, StartingInventory: left };
  }
  return { Services: services.map(toService), InventoryPerServiceId: inventory };
}

export const serviceHandlers = [
  defineOperation('getServices', ({ query, ok }) => {
    const property = propertyById(query.propertyId);
    const errors = new ModelStateBuilder();
    if (!roomTypeOf(property.PropertyId, query.roomTypeId)) errors.add('roomTypeId', 'Unknown room type.');
    if (!ratePlanOf(property.PropertyId, query.ratePlanId)) errors.add('ratePlanId', 'Unknown rate plan.');
    checkStay(
      property,
      query.dateOfArrival,
      query.dateOfDeparture,
      [{ numberOfAdults: 1, numberOfChildren: 0, numberOfInfants: 0 }],
      errors,
      {
        from: 'dateOfArrival',
        to: 'dateOfDeparture',
        rooms: 'rooms',
      },
    ).throwIfAny();
    return ok(servicesResponse(servicesFor(property.PropertyId, query.ratePlanId)));
  }),

  defineOperation('getReservationItemServices', ({ query, ok }) => {
    const property = propertyById(query.propertyId);
    const reservation = reservationOfItem(property.PropertyId, query.reservationItemId);
    const item = reservation?.Items.find((i) => i.ReservationItemId === query.reservationItemId);
    // the link code of the item's booking: a numeric id alone never reveals a booking
    if (!reservation || !item || reservation.LinkHash !== query.code) return fail(404, 'Reservation item not found.');
    // what the booking itself holds stays its own
    return ok(servicesResponse(servicesFor(property.PropertyId, item.RatePlanId), reservation.ReservationId));
  }),
];
