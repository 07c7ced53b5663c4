/** Manage booking: search, upgrade options, date options, update (guests, services, rooms to cancel), cancel. */
import {
  billingContactErrors,
  canCancelReservation,
  guestFieldErrors,
  formatMoney,
  manageSearchErrors,
  toMinor,
  type Occupancy,
} from '@/domain';
import { mockToday } from '../clock';
import { db } from '../db';
import { adjustBookedNights, availableForStay, bookedIndex, stayRate, type BookedIndex } from '../db/inventory';
import type { ReservationItemRecord, ReservationRecord } from '../db/schemas';
import { defineOperation, fail, ModelStateBuilder, type Schemas } from '../http';
import { recordFailedAttempt, refuseWhileLocked } from './attempts';
import {
  withBillingContact,
  activeItems,
  bookableRates,
  cancellationCharge,
  cancellationNumber,
  checkStay,
  findReservationWithCode,
  idempotent,
  itemTotalMinor,
  fits,
  nextId,
  NOT_AVAILABLE_MESSAGE,
  occupancyOf,
  priceItem,
  promoOfReservation,
  reservationOfItem,
  propertyById,
  ratePlanOf,
  reservationCanBeCancelled,
  reservationCanBeEdited,
  roomCanBeCancelled,
  roomTypeOf,
  saveReservation,
  searchStay,
  toManagedReservation,
  oversoldService,
} from './common';
import { pricedServices } from './services';
import { placeholderGuest } from '@/domain/amend';

/** Booked index without the nights a reservation's own active rooms hold (so it can move within them). */
function bookedWithout(r: ReservationRecord, itemIds: number[] | null = null): BookedIndex {
  const index = bookedIndex();
  for (const item of activeItems(r)) {
    if (itemIds && !itemIds.includes(item.ReservationItemId)) continue;
    for (let d = item.DateFrom; d < item.DateTo;) {
      const key = `${r.PropertyId}|${item.RoomTypeId}|${d}`;
      index.set(key, Math.max(0, (index.get(key) ?? 0) - 1));
      const next = new Date(`${d}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      d = next.toISOString().slice(0, 10);
    }
  }
  return index;
}

const nextIndividualId = () =>
  nextId(
    db.reservations
      .all()
      .flatMap((r) => [r.Booker.IndividualId, ...r.Items.flatMap((i) => i.Guests.map((g) => g.IndividualId))]),
    1000,
  );

/** Saves a reservation's changes (ManageBooking/Update), checking what a real server would. */
async function updateBooking(body: Schemas['ManageUpdateRequest']): Promise<Schemas['ManageUpdateResponse']> {
  const property = propertyById(body.PropertyId);
  const original = findReservationWithCode(property.PropertyId, body.ReservationId, body.Code);
  if (!reservationCanBeEdited(original))
    fail(409, 'This booking can no longer be changed online. Please contact the hotel.');
  const r: ReservationRecord = structuredClone(original);
  const config = property.ManageConfig;
  const errors = new ModelStateBuilder();
  if (body.Booker) {
    for (const [field, message] of Object.entries(billingContactErrors(body.Booker, property.FieldRequirements)))
      errors.add(`Booker.${field}`, message);
  }
  // Rooms to cancel
  const toCancel = new Map<number, number | null>();
  body.RoomsToCancel.forEach((c, i) => {
    const item = r.Items.find((x) => x.ReservationItemId === c.ReservationItemId);
    if (!item || item.IsCancelled)
      errors.add(`RoomsToCancel[${i}].ReservationItemId`, 'This room is not part of the booking.');
    else if (
      !canCancelReservation({
        canBeCancelled: roomCanBeCancelled(original, item),
        requireCancellationReason: config.RequireCancellationReason,
        cancellationReasonId: c.CancellationReasonId,
      })
    ) {
      if (!roomCanBeCancelled(original, item))
        fail(409, 'This room cannot be cancelled online (non-refundable rate or arrival too close).');
      errors.add(`RoomsToCancel[${i}].CancellationReasonId`, 'Please choose a cancellation reason.');
    } else toCancel.set(item.ReservationItemId, c.CancellationReasonId);
  });
  // Room changes
  const changed: Array<{ before: ReservationItemRecord; after: ReservationItemRecord }> = [];
  let individualId = nextIndividualId();
  body.Rooms.forEach((room, i) => {
    const key = `Rooms[${i}]`;
    const item = r.Items.find((x) => x.ReservationItemId === room.ReservationItemId);
    if (!item) {
      errors.add(`${key}.ReservationItemId`, 'This room is not part of the booking.');
      return;
    }
    if (item.IsCancelled || toCancel.has(item.ReservationItemId)) return;
    // a guest added without a name is the placeholder "New Guest" (manage spec 4)
    const guests = room.Guests.map((g) =>
      g.IndividualId === null && !g.FirstName.trim() && !g.LastName.trim() ? placeholderGuest() : g,
    );
    guests.forEach((g, j) => {
      for (const [field, message] of Object.entries(guestFieldErrors(g, config.GuestFields)))
        errors.add(`${key}.Guests[${j}].${field}`, message);
    });
    const rt = roomTypeOf(property.PropertyId, room.RoomTypeId);
    const rp = ratePlanOf(property.PropertyId, room.RatePlanId);
    if (!rt) errors.add(`${key}.RoomTypeId`, 'Unknown room type.');
    if (!rp || (rt && !rp.RoomTypeIds.includes(rt.RoomTypeId)))
      errors.add(`${key}.RatePlanId`, 'This rate is not offered for the room.');
    if (!rt || !rp) return;
    const occ = occupancyOf(room);
    if (!fits(occ, rt, rp)) errors.add(key, `The guests do not fit the ${rt.Name} with the ${rp.Name} rate.`);
    if (
      config.ShowRoomConfigurationQuestion &&
      rt.RoomConfigurationIds.length > 0 &&
      room.RoomConfigurationDropdownOptionId === null
    )
      errors.add(`${key}.RoomConfigurationDropdownOptionId`, 'Room configuration is required');
    checkStay(property, room.DateFrom, room.DateTo, [occ], errors, {
      from: `${key}.DateFrom`,
      to: `${key}.DateTo`,
      rooms: key,
    });
    // Services: a line the booking engine may not edit must stay as it is.
    for (const line of item.Services) {
      const s = db.services.findFirst((q) => q.where({ ServiceId: line.ServiceId }));
      const next = room.Services.find((x) => x.ServiceId === line.ServiceId);
      if (s && !s.AllowEditOnBookingEngine && next?.Quantity !== line.Quantity)
        fail(409, `${s.ServiceName} cannot be changed online. Please contact the hotel.`);
    }
    const stayChanged =
      item.RoomTypeId !== room.RoomTypeId ||
      item.RatePlanId !== room.RatePlanId ||
      item.DateFrom !== room.DateFrom ||
      item.DateTo !== room.DateTo ||
      item.NumberOfAdults !== room.NumberOfAdults ||
      item.NumberOfChildren !== room.NumberOfChildren ||
      item.NumberOfInfants !== room.NumberOfInfants;
    // a booked extra keeps its price while its quantity and the stay are unchanged
    const services = pricedServices(property.PropertyId, rp.RatePlanId, room.Services, room, occ, errors, key).map(
      (line) => {
        const booked = item.Services.find((b) => b.ServiceId === line.ServiceId);
        return booked && booked.Quantity === line.Quantity && !stayChanged ? booked : line;
      },
    );
    const after: ReservationItemRecord = {
      ...item,
      RoomTypeId: room.RoomTypeId,
      RatePlanId: room.RatePlanId,
      DateFrom: room.DateFrom,
      DateTo: room.DateTo,
      NumberOfAdults: room.NumberOfAdults,
      NumberOfChildren: room.NumberOfChildren,
      NumberOfInfants: room.NumberOfInfants,
      RoomConfigurationId: room.RoomConfigurationDropdownOptionId,
      Guests: guests.map((g) => ({
        IndividualId: g.IndividualId ?? individualId++,
        FirstName: g.FirstName.trim(),
        LastName: g.LastName.trim(),
        Email: g.Email ?? '',
        Phone: g.Phone ?? '',
      })),
      Services: services,
      // a changed stay is priced now, with the booking's promotion (kept on a change of dates or room)
      RoomCost: stayChanged
        ? priceItem(property, rt, rp, room.DateFrom, room.DateTo, occ, promoOfReservation(original))
        : item.RoomCost,
    };
    if (stayChanged) changed.push({ before: item, after });
    Object.assign(item, after);
  });
  errors.throwIfAny();
  // Availability of changed stays (the booking's own nights count as free)
  if (changed.length > 0) {
    const booked = bookedWithout(
      original,
      changed.map((c) => c.before.ReservationItemId),
    );
    const wanted = new Map<string, { count: number; from: string; to: string; roomTypeId: number }>();
    for (const { after } of changed) {
      const k = `${after.RoomTypeId}|${after.DateFrom}|${after.DateTo}`;
      const w = wanted.get(k) ?? { count: 0, from: after.DateFrom, to: after.DateTo, roomTypeId: after.RoomTypeId };
      w.count++;
      wanted.set(k, w);
    }
    for (const w of wanted.values()) {
      const rt = roomTypeOf(property.PropertyId, w.roomTypeId);
      if (!rt || availableForStay(property, rt, w.from, w.to, mockToday(), booked) < w.count) {
        return fail(409, `${NOT_AVAILABLE_MESSAGE} The ${rt?.Name ?? 'room'} is not available for those dates.`);
      }
      const rate = bookableRates(property, rt, {
        dateFrom: w.from,
        dateTo: w.to,
        rooms: [{ numberOfAdults: 1, numberOfChildren: 0, numberOfInfants: 0 }],
        promo: null,
        ratePlanCode: null,
        locationId: null,
      });
      if (rate.length === 0) fail(409, `${NOT_AVAILABLE_MESSAGE} The ${rt.Name} needs a longer stay from ${w.from}.`);
    }
  }
  // Service inventory
  const oversold = oversoldService(
    activeItems(r).flatMap((item) => item.Services),
    r.ReservationId,
  );
  if (oversold) fail(409, oversold.message);
  // The total the guest saw (rooms kept: rooms and extras)
  const total = activeItems(r)
    .filter((item) => !toCancel.has(item.ReservationItemId))
    .reduce((sum, item) => sum + itemTotalMinor(item, r.Currency), 0);
  if (total !== toMinor(body.ExpectedTotal, r.Currency))
    fail(
      409,
      `The price of your booking has changed to ${formatMoney(total, r.Currency)}. Please review the new price.`,
    );
  // Apply
  for (const { before, after } of changed) {
    await adjustBookedNights(property.PropertyId, before.RoomTypeId, before.DateFrom, before.DateTo, -1);
    await adjustBookedNights(property.PropertyId, after.RoomTypeId, after.DateFrom, after.DateTo, 1);
  }
  for (const item of r.Items) {
    if (!toCancel.has(item.ReservationItemId)) continue;
    item.IsCancelled = true;
    item.CancellationReasonId = toCancel.get(item.ReservationItemId) ?? null;
    await adjustBookedNights(property.PropertyId, item.RoomTypeId, item.DateFrom, item.DateTo, -1);
  }
  if (body.Booker) r.Booker = withBillingContact(r.Booker, body.Booker);
  r.Notes = body.SpecialRequests ?? '';
  const active = activeItems(r);
  if (active.length === 0) r.Status = 'Cancelled';
  else {
    r.DateFrom = active.map((i) => i.DateFrom).sort()[0] ?? r.DateFrom;
    r.DateTo =
      active
        .map((i) => i.DateTo)
        .sort()
        .reverse()[0] ?? r.DateTo;
  }
  await saveReservation(r);
  return {
    Success: true,
    Message: r.Status === 'Cancelled' ? 'Your booking has been cancelled.' : 'Your booking has been updated.',
    Reservation: toManagedReservation(r),
  };
}

/** Cancels a whole booking (ManageBooking/Cancel). */
async function cancelBooking(body: Schemas['CancelRequest']): Promise<Schemas['CancelResponse']> {
  const property = propertyById(body.PropertyId);
  const r = findReservationWithCode(property.PropertyId, body.ReservationId, body.Code);
  const config = property.ManageConfig;
  if (
    body.CancellationReasonId !== null &&
    !db.cancellationReasons.findFirst((q) =>
      q.where({ PropertyId: property.PropertyId, Id: body.CancellationReasonId ?? -1 }),
    )
  ) {
    fail(400, 'The request is invalid.', {
      CancellationReasonId: ['Please choose one of the listed cancellation reasons.'],
    });
  }
  const refused = (message: string) => ({ Success: false, Message: message, CancellationNumber: null });
  if (r.Status === 'Cancelled') return refused('This booking is already cancelled.');
  const canBeCancelled = reservationCanBeCancelled(r);
  if (
    canBeCancelled &&
    !canCancelReservation({
      canBeCancelled,
      requireCancellationReason: config.RequireCancellationReason,
      cancellationReasonId: body.CancellationReasonId,
    })
  ) {
    fail(400, 'The request is invalid.', { CancellationReasonId: ['Please choose a cancellation reason.'] });
  }
  if (!canBeCancelled) return refused('This booking cannot be cancelled online. Please contact the hotel.');
  const charge = cancellationCharge(r, activeItems(r));
  if (toMinor(charge, r.Currency) !== toMinor(body.ExpectedCharge, r.Currency))
    fail(
      409,
      `Cancelling now costs ${formatMoney(toMinor(charge, r.Currency), r.Currency)}. Please review and try again.`,
    );
  const next: ReservationRecord = structuredClone(r);
  for (const item of activeItems(next)) {
    await adjustBookedNights(property.PropertyId, item.RoomTypeId, item.DateFrom, item.DateTo, -1);
    item.IsCancelled = true;
    item.CancellationReasonId = body.CancellationReasonId;
  }
  next.Status = 'Cancelled';
  next.CancellationReasonId = body.CancellationReasonId;
  await saveReservation(next);
  return { Success: true, Message: 'Your booking has been cancelled.', CancellationNumber: cancellationNumber(next) };
}

export const manageHandlers = [
  defineOperation('searchManageBooking', async ({ query, ok }) => {
    const property = propertyById(query.propertyId);
    const hash = (query.hash ?? '').trim();
    if (!hash) {
      const e = manageSearchErrors({
        propertyId: query.propertyId,
        reservationNumber: query.reservationNumber,
        guestName: query.guestName ?? '',
      });
      new ModelStateBuilder().add('reservationNumber', e.reservationNumber).add('guestName', e.guestName).throwIfAny();
    }
    const ref = query.reservationNumber.trim();
    refuseWhileLocked(property.PropertyId, ref.toUpperCase());
    const r = db.reservations.findFirst((q) =>
      q.where({ PropertyId: property.PropertyId, ReferenceNumber: (x) => x.toUpperCase() === ref.toUpperCase() }),
    );
    const name = (query.guestName ?? '').trim().toLowerCase();
    const names = r
      ? [r.Booker, ...r.Items.flatMap((i) => i.Guests)].flatMap((g) => [
          g.LastName.toLowerCase(),
          `${g.FirstName} ${g.LastName}`.toLowerCase(),
        ])
      : [];
    if (!r || !(hash ? hash === r.LinkHash : names.includes(name))) {
      await recordFailedAttempt(property.PropertyId, ref.toUpperCase());
      return ok({
        Success: false,
        Message: 'We could not find a booking with these details. Please check the reservation number and guest name.',
        Reservation: null,
        Code: null,
      });
    }
    await db.searchAttempts.delete((q) => q.where({ PropertyId: property.PropertyId, Reference: ref.toUpperCase() }));
    return ok({ Success: true, Message: null, Reservation: toManagedReservation(r), Code: r.LinkHash });
  }),

  defineOperation('getUpgradeOptions', ({ query, ok }) => {
    const property = propertyById(query.propertyId);
    const r = findReservationWithCode(property.PropertyId, query.reservationId, query.code);
    const rooms: Occupancy[] = activeItems(r).map(occupancyOf);
    const dateFrom = query.dateFrom ?? r.DateFrom;
    const dateTo = query.dateTo ?? r.DateTo;
    checkStay(property, dateFrom, dateTo, rooms).throwIfAny();
    const { roomTypes, numberOfRooms } = searchStay(
      property,
      {
        dateFrom,
        dateTo,
        rooms: rooms.length ? rooms : [{ numberOfAdults: 1, numberOfChildren: 0, numberOfInfants: 0 }],
        promo: promoOfReservation(r),
        ratePlanCode: null,
        locationId: null,
      },
      bookedWithout(r),
    );
    return ok({ RoomTypes: roomTypes, NumberOfRoomsPerRoomTypeId: numberOfRooms });
  }),

  defineOperation('searchDateOptions', ({ body, ok }) => {
    const property = propertyById(body.PropertyId);
    const r =
      reservationOfItem(property.PropertyId, body.ReservationItemIds[0] ?? 0) ?? fail(404, 'Reservation not found.');
    if (r.LinkHash !== body.Code) fail(404, 'Reservation not found.');
    const items = body.ReservationItemIds.map(
      (id) =>
        r.Items.find((i) => i.ReservationItemId === id && !i.IsCancelled) ??
        fail(404, `Reservation item ${id} not found.`),
    );
    checkStay(property, body.DateFrom, body.DateTo, items.map(occupancyOf)).throwIfAny();
    const none = ok({ Success: false, Message: 'No rooms available on selected dates', ReservationItemRateRows: [] });
    if (!reservationCanBeEdited(r))
      return ok({
        Success: false,
        Message: 'This booking can no longer be changed online.',
        ReservationItemRateRows: [],
      });
    const booked = bookedWithout(r, body.ReservationItemIds);
    const wanted = new Map<number, number>();
    for (const item of items) wanted.set(item.RoomTypeId, (wanted.get(item.RoomTypeId) ?? 0) + 1);
    for (const [roomTypeId, count] of wanted) {
      const rt = roomTypeOf(property.PropertyId, roomTypeId);
      if (!rt || availableForStay(property, rt, body.DateFrom, body.DateTo, mockToday(), booked) < count) return none;
    }
    const rows: Schemas['DateOptionRateRow'][] = [];
    for (const item of items) {
      const rt = roomTypeOf(property.PropertyId, item.RoomTypeId);
      const rp = ratePlanOf(property.PropertyId, item.RatePlanId);
      if (!rt || !rp) return none;
      const promo = promoOfReservation(r);
      const bookable = bookableRates(property, rt, {
        dateFrom: body.DateFrom,
        dateTo: body.DateTo,
        rooms: [occupancyOf(item)],
        promo,
        ratePlanCode: rp.RatePlanCode,
        locationId: null,
      });
      const offered = bookable.find((rate) => rate.RatePlanId === rp.RatePlanId);
      if (!offered) return none;
      rows.push({
        ...stayRate(property, rt, rp, body.DateFrom, body.DateTo, promo).prices,
        ReservationItemId: item.ReservationItemId,
        DateFrom: body.DateFrom,
        DateTo: body.DateTo,
        IsOccupancyBased: rp.UseOccupancyForRatePlan,
        RoomTypeId: rt.RoomTypeId,
        RatePlanId: rp.RatePlanId,
        NumberOfAdults: item.NumberOfAdults,
        NumberOfChildren: item.NumberOfChildren,
        NumberOfInfants: item.NumberOfInfants,
        Promotion: offered.Promotion,
      });
    }
    return ok({ Success: true, Message: null, ReservationItemRateRows: rows });
  }),

  defineOperation('updateManageBooking', async ({ request, body, ok }) =>
    ok(
      await idempotent(
        request,
        'updateManageBooking',
        `update:${JSON.stringify(body)}`,
        'This Idempotency-Key was already used for different changes. Please review your changes and save again.',
        () => updateBooking(body),
      ),
    ),
  ),

  defineOperation('cancelManageBooking', async ({ request, body, ok }) =>
    ok(
      await idempotent(
        request,
        'cancelManageBooking',
        `cancel:${JSON.stringify(body)}`,
        'This Idempotency-Key was already used for another cancellation. Please try again.',
        () => cancelBooking(body),
      ),
    ),
  ),
];
