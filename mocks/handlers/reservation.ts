/**
 * Reservation: Create (re-checks everything, prices the stay itself, idempotent), Status,
 * Confirmation, CheckVoucherCode.
 */
import {
  applyVoucherDiscount,
  emailError,
  formatMoney,
  isLeadGuestValid,
  MESSAGES,
  PAYMENT_TYPE,
  phoneError,
  sameDayRestriction,
  toDecimal,
  toMinor,
  userMayChoosePaymentMethod,
  vatAmount,
} from '@/domain';
import { mockNow, mockToday } from '../clock';
import { db, notifyMockDbWrite } from '../db';
import { DECLINED_MESSAGE, DEMO, PENDING_MESSAGE } from '../db/demo';
import { adjustBookedNights, availableForStay, bookedIndex } from '../db/inventory';
import type { ReservationItemRecord, ReservationRecord } from '../db/schemas';
import { defineOperation, fail, ModelStateBuilder, sessionOf, type Schemas } from '../http';
import {
  bookableRates,
  checkStay,
  checkCard,
  type CardOutcome,
  findVoucher,
  fits,
  idempotent,
  itemTotal,
  itemTotalMinor,
  newLinkHash,
  nextId,
  NOT_AVAILABLE_MESSAGE,
  occupancyOf,
  priceItem,
  propertyById,
  propertyNow,
  ratePlanOf,
  reservationTotal,
  roomTypeOf,
  oversoldService,
  spendCardToken,
} from './common';
import { promoOutcome } from './availability';
import { pricedServices } from './services';

type CreateBody = Schemas['ReservationCreateRequest'];
type CreateResponse = Schemas['ReservationCreateResponse'];

function checkBooker(body: CreateBody, errors: ModelStateBuilder): void {
  const b = body.Booker;
  errors
    .add('Booker.FirstName', b.FirstName.trim() === '' ? MESSAGES.firstNameRequired : undefined)
    .add('Booker.LastName', b.LastName.trim() === '' ? MESSAGES.lastNameRequired : undefined)
    .add('Booker.Email', emailError(b.Email))
    .add('Booker.Phone', phoneError(b.Phone))
    .add('Booker.Street', b.Street.trim() === '' ? MESSAGES.streetRequired : undefined)
    .add('Booker.ZipCode', b.ZipCode.trim() === '' ? MESSAGES.postCodeRequired : undefined)
    .add(
      'Booker.CountryId',
      db.countries.findFirst((q) => q.where({ Id: b.CountryId })) ? undefined : MESSAGES.countryRequired,
    );
}

async function createReservation(body: CreateBody, cookies: Record<string, string>): Promise<CreateResponse> {
  const property = propertyById(body.PropertyId);
  const today = mockToday();
  const session = sessionOf(cookies);
  const errors = new ModelStateBuilder();
  const rooms = body.Rooms.map(occupancyOf);
  checkStay(property, body.DateFrom, body.DateTo, rooms, errors);
  const sameDay = sameDayRestriction(property.BookingConfig, body.DateFrom, propertyNow());
  if (sameDay.blocked) errors.add('DateFrom', sameDay.message);
  checkBooker(body, errors);

  // Payment method
  let card: CardOutcome | null = null;
  const config = property.BookingConfig;
  switch (body.PaymentType) {
    case PAYMENT_TYPE.PayByCard:
      if (property.PayByPaystack)
        errors.add('PaymentType', 'This hotel takes card payments through its payment provider.');
      else card = checkCard(body.CardDetails, property.CreditCardTypeIds, session?.user.CreditCards ?? null, errors);
      break;
    case PAYMENT_TYPE.PayByPaystack:
      if (!property.PayByPaystack) errors.add('PaymentType', 'This payment method is not available at this hotel.');
      break;
    case PAYMENT_TYPE.PayByCompanyInvoice: {
      if (!config.EnablePayByCompanyInvoice)
        errors.add('PaymentType', 'Company invoicing is not available at this hotel.');
      if (
        body.AccountId === null ||
        !db.companies.findFirst((q) => q.where({ PropertyId: property.PropertyId, AccountId: body.AccountId ?? -1 }))
      ) {
        errors.add('AccountId', 'Please choose the company to invoice.');
      }
      if ((body.PONumber ?? '').trim() === '') errors.add('PONumber', 'A purchase order number is required.');
      break;
    }
    case PAYMENT_TYPE.PayByIndividualInvoice:
      if (
        !userMayChoosePaymentMethod({
          enabled: config.EnableUserChoiceOfPaymentMethod,
          user: session ? { canChoosePaymentMethod: session.user.CanChoosePaymentMethod } : null,
          paymentType: body.PaymentType,
        })
      ) {
        errors.add(
          'PaymentType',
          'Pay by invoice is only available to account holders who may choose their payment method.',
        );
      }
      break;
    case PAYMENT_TYPE.PayByVoucher:
      if (!body.VoucherCode) errors.add('VoucherCode', 'A gift voucher code is required to pay by voucher.');
      break;
  }

  // Voucher
  const voucher = body.VoucherCode ? findVoucher(property.PropertyId, body.VoucherCode) : undefined;
  if (body.VoucherCode && (!voucher || voucher.Redeemed || !config.GiftServiceProviderConfig.Active)) {
    errors.add(
      'VoucherCode',
      voucher?.Redeemed ? 'This gift voucher has already been used.' : 'This gift voucher code is not valid.',
    );
  }

  // Rooms: room type, rate plan, occupancy, lead guest, services
  const promo = promoOutcome(property, body.PromoCode, body.DateFrom).promo;
  const priced: Array<{ item: ReservationItemRecord; clientTotal: number; name: string }> = [];
  body.Rooms.forEach((room, i) => {
    const key = `Rooms[${i}]`;
    const rt = roomTypeOf(property.PropertyId, room.RoomTypeId);
    const rp = ratePlanOf(property.PropertyId, room.RatePlanId);
    if (!rt) errors.add(`${key}.RoomTypeId`, 'Unknown room type.');
    if (!rp || (rt && !rp.RoomTypeIds.includes(rt.RoomTypeId)))
      errors.add(`${key}.RatePlanId`, 'This rate is not offered for the room.');
    if (room.DateFrom !== body.DateFrom || room.DateTo !== body.DateTo)
      errors.add(`${key}.DateFrom`, 'Every room must have the dates of the booking.');
    const occ = occupancyOf(room);
    if (rt && rp && !fits(occ, rt, rp))
      errors.add(key, `The guests do not fit the ${rt.Name} with the ${rp.Name} rate.`);
    // The room configuration question is asked only for room types that have configurations.
    const askConfiguration = config.ShowRoomConfigurationQuestion && (rt?.RoomConfigurationIds.length ?? 0) > 0;
    if (!isLeadGuestValid(room.LeadGuest, askConfiguration, room.RoomConfigurationDropdownOptionId)) {
      errors.add(
        askConfiguration && room.RoomConfigurationDropdownOptionId === null
          ? `${key}.RoomConfigurationDropdownOptionId`
          : `${key}.LeadGuest`,
        askConfiguration && room.RoomConfigurationDropdownOptionId === null
          ? MESSAGES.roomConfigurationRequired
          : 'The lead guest needs a first and last name.',
      );
    }
    if (
      rt &&
      room.RoomConfigurationDropdownOptionId !== null &&
      !rt.RoomConfigurationIds.includes(room.RoomConfigurationDropdownOptionId)
    ) {
      errors.add(`${key}.RoomConfigurationDropdownOptionId`, 'This room configuration is not available for the room.');
    }
    if (body.PaymentType === PAYMENT_TYPE.PayByCompanyInvoice && rp && !rp.CanPayByCompanyInvoice) {
      errors.add('PaymentType', `The ${rp.Name} rate cannot be paid by company invoice.`);
    }
    if (!rt || !rp) return;
    const services = pricedServices(property.PropertyId, rp.RatePlanId, room.Services, room, occ, errors, key);
    priced.push({
      name: rt.Name,
      clientTotal: room.TotalCost,
      item: {
        ReservationItemId: 0,
        RoomTypeId: rt.RoomTypeId,
        RatePlanId: rp.RatePlanId,
        DateFrom: room.DateFrom,
        DateTo: room.DateTo,
        NumberOfAdults: room.NumberOfAdults,
        NumberOfChildren: room.NumberOfChildren,
        NumberOfInfants: room.NumberOfInfants,
        RoomConfigurationId: room.RoomConfigurationDropdownOptionId,
        Promotion: promo ? promo.Promotion : null,
        Guests: [
          {
            IndividualId: 0,
            FirstName: room.LeadGuest.FirstName.trim(),
            LastName: room.LeadGuest.LastName.trim(),
            Email: '',
            Phone: '',
          },
        ],
        Services: services,
        RoomCost: priceItem(property, rt, rp, room.DateFrom, room.DateTo, occ, promo),
        IsCancelled: false,
        CancellationReasonId: null,
        Registration: null,
      },
    });
  });
  errors.throwIfAny();

  // Minimum stay (per arrival day and rate plan), availability for every night, service inventory
  const booked = bookedIndex();
  const wanted = new Map<number, number>();
  for (const { item } of priced) wanted.set(item.RoomTypeId, (wanted.get(item.RoomTypeId) ?? 0) + 1);
  for (const [roomTypeId, count] of wanted) {
    const rt = roomTypeOf(property.PropertyId, roomTypeId);
    if (!rt || availableForStay(property, rt, body.DateFrom, body.DateTo, today, booked) < count) {
      fail(
        409,
        `${NOT_AVAILABLE_MESSAGE} The ${rt?.Name ?? 'room'} is no longer available for every night of your stay.`,
      );
    }
  }
  for (const { item, name } of priced) {
    const rt = roomTypeOf(property.PropertyId, item.RoomTypeId);
    if (!rt) continue;
    const rate = bookableRates(property, rt, {
      dateFrom: body.DateFrom,
      dateTo: body.DateTo,
      rooms: [occupancyOf(item)],
      promo,
      ratePlanCode: ratePlanOf(property.PropertyId, item.RatePlanId)?.RatePlanCode ?? null,
      locationId: null,
    });
    if (rate.length === 0)
      fail(409, `${NOT_AVAILABLE_MESSAGE} The ${name} with this rate needs a longer stay from ${body.DateFrom}.`);
  }
  const oversold = oversoldService(priced.flatMap(({ item }) => item.Services));
  if (oversold) fail(409, oversold.message);

  // Price: the server's price per room must match what the client showed (to the minor unit;
  // the wire carries decimals, the server compares and sums in minor units)
  const currency = property.Currency;
  for (const { item, clientTotal, name } of priced) {
    const server = toMinor(item.RoomCost, currency);
    const client = toMinor(clientTotal, currency);
    if (Math.abs(server - client) > 1) {
      fail(
        409,
        `The price of the ${name} has changed from ${formatMoney(client, currency)} ` +
          `to ${formatMoney(server, currency)}. Please review your booking.`,
      );
    }
  }
  const grossMinor = priced.reduce((sum, p) => sum + itemTotalMinor(p.item, currency), 0);
  const totalMinor = voucher ? applyVoucherDiscount(grossMinor, toMinor(voucher.Amount, currency)) : grossMinor;
  const total = toDecimal(totalMinor, currency);
  if (body.PaymentType === PAYMENT_TYPE.PayByVoucher && totalMinor > 0) {
    fail(400, 'The request is invalid.', {
      VoucherCode: [
        `The voucher does not cover the full amount (${formatMoney(grossMinor, currency)}). ` +
          'Please choose another payment method.',
      ],
    });
  }

  // Payment outcome (a declined card spends its token too)
  if (card?.outcome === 'declined') {
    await spendCardToken(card);
    fail(402, DECLINED_MESSAGE);
  }
  const pending = card?.outcome === 'pending' || body.PaymentType === PAYMENT_TYPE.PayByPaystack;

  // Store
  const reservationId = nextId(
    db.reservations.all().map((r) => r.ReservationId),
    0,
  );
  const reference = String(
    nextId(
      db.reservations.all().map((r) => Number(r.ReferenceNumber) || 0),
      100000,
    ),
  );
  let individualId = nextId(
    db.reservations
      .all()
      .flatMap((r) => [r.Booker.IndividualId, ...r.Items.flatMap((i) => i.Guests.map((g) => g.IndividualId))]),
    1000,
  );
  const items = priced.map(({ item }, index) => ({
    ...item,
    ReservationItemId: reservationId * 10 + index + 1,
    Guests: item.Guests.map((g) => ({ ...g, IndividualId: individualId++ })),
  }));
  const record: ReservationRecord = {
    ReservationId: reservationId,
    ReferenceNumber: reference,
    PropertyId: property.PropertyId,
    ConfirmationToken: crypto.randomUUID(),
    LinkHash: newLinkHash(),
    Status: pending ? 'PendingVerification' : 'Confirmed',
    PendingPollsLeft: pending ? DEMO.pendingPolls : 0,
    CreatedAt: mockNow().toISOString(),
    DateFrom: body.DateFrom,
    DateTo: body.DateTo,
    Booker: {
      IndividualId: individualId++,
      FirstName: body.Booker.FirstName.trim(),
      LastName: body.Booker.LastName.trim(),
      Email: body.Booker.Email.trim(),
      Phone: body.Booker.Phone.trim(),
      Street: body.Booker.Street.trim(),
      City: body.Booker.City,
      CountryId: body.Booker.CountryId,
      StateOrCounty: body.Booker.StateOrCounty,
      ZipCode: body.Booker.ZipCode.trim(),
      OptInToReceiveUpdates: body.Booker.OptInToReceiveUpdates,
    },
    Items: items,
    PaymentType: body.PaymentType,
    Currency: property.Currency,
    TotalCost: total,
    VoucherCode: voucher?.Code ?? null,
    VoucherDiscount: toDecimal(grossMinor - totalMinor, currency),
    PromoCode: promo?.Code ?? null,
    Notes: body.Notes ?? '',
    Comment: body.Comment ?? '',
    UserId: session?.user.UserId ?? null,
    CompanyAccountId: body.PaymentType === PAYMENT_TYPE.PayByCompanyInvoice ? body.AccountId : null,
    PONumber: body.PaymentType === PAYMENT_TYPE.PayByCompanyInvoice ? body.PONumber : null,
    Card: card?.card ?? null,
    CancellationReasonId: null,
    PreCheckInCompleted: false,
    PreCheckIn: null,
    CreditCardIds: [],
  };
  await db.reservations.create(record);
  await spendCardToken(card);
  for (const item of items)
    await adjustBookedNights(property.PropertyId, item.RoomTypeId, item.DateFrom, item.DateTo, 1);
  if (voucher) {
    await db.giftVouchers.update((q) => q.where({ PropertyId: property.PropertyId, Code: voucher.Code }), {
      data(v) {
        v.Redeemed = true;
      },
    });
  }
  // a new card kept for the guest: what its token tells (last four digits, expiry, type), never a number
  if (session && card?.token.mode === 'card' && body.CardDetails?.SaveCreditCardToIndividual && card.card) {
    const saved = card.card;
    const userId = session.user.UserId;
    await db.users.update((q) => q.where({ UserId: userId }), {
      data(u) {
        u.CreditCards.push({
          CreditCardId: nextId(
            u.CreditCards.map((c) => c.CreditCardId),
            0,
          ),
          NameOnCard: body.CardDetails?.NameOnCard ?? '',
          Last4: saved.LastFourDigits,
          MaskedNumber: `**** **** **** ${saved.LastFourDigits}`,
          CreditCardTypeId: saved.CardTypeId,
          ExpiryMonth: saved.ExpiryMonth,
          ExpiryYear: saved.ExpiryYear,
        });
      },
    });
  }
  return {
    ReferenceNumber: reference,
    ConfirmationToken: record.ConfirmationToken,
    Status: pending ? 'PendingVerification' : 'Confirmed',
    TotalCost: total,
    Currency: property.Currency,
  };
}

function statusBody(r: ReservationRecord): Schemas['ReservationStatus'] {
  switch (r.Status) {
    case 'Confirmed':
      return { Success: true, Message: null, Status: 'Confirmed', ReferenceNumber: r.ReferenceNumber };
    case 'PendingVerification':
      return {
        Success: true,
        Message: PENDING_MESSAGE,
        Status: 'PendingVerification',
        ReferenceNumber: r.ReferenceNumber,
      };
    case 'Failed':
      return { Success: false, Message: DECLINED_MESSAGE, Status: 'Failed', ReferenceNumber: r.ReferenceNumber };
    case 'Cancelled':
      return {
        Success: false,
        Message: 'This booking has been cancelled.',
        Status: 'Cancelled',
        ReferenceNumber: r.ReferenceNumber,
      };
  }
}

export const reservationHandlers = [
  defineOperation('createReservation', async ({ request, body, cookies, ok }) => {
    // A fingerprint, never the body: a real server does not keep card tokens. BrowserData
    // is diagnostic and may differ between retries of the same attempt.
    const result = await idempotent(
      request,
      'createReservation',
      JSON.stringify({ ...body, BrowserData: null }),
      'This Idempotency-Key was already used for a different booking. Please start the booking again.',
      () => createReservation(body, cookies),
    );
    return ok(result);
  }),

  defineOperation('getReservationStatus', async ({ query, ok }) => {
    const property = propertyById(query.propertyId);
    if (!query.referenceNumber && !query.confirmationToken) {
      fail(400, 'The request is invalid.', {
        referenceNumber: ['A reference number or confirmation token is required.'],
      });
    }
    const r =
      db.reservations.findFirst((q) =>
        q.where({
          PropertyId: property.PropertyId,
          ...(query.referenceNumber ? { ReferenceNumber: query.referenceNumber } : {}),
          ...(query.confirmationToken ? { ConfirmationToken: query.confirmationToken } : {}),
        }),
      ) ?? fail(404, 'Reservation not found.');
    if (r.Status === 'PendingVerification') {
      const left = r.PendingPollsLeft;
      await db.reservations.update((q) => q.where({ ReservationId: r.ReservationId }), {
        data(d) {
          if (left > 0) d.PendingPollsLeft = left - 1;
          else d.Status = 'Confirmed';
        },
      });
      // a GET that changes data: written like a state-changing call, so a reload keeps it
      notifyMockDbWrite();
      const updated = db.reservations.findFirst((q) => q.where({ ReservationId: r.ReservationId })) ?? r;
      return ok(statusBody(updated));
    }
    return ok(statusBody(r));
  }),

  defineOperation('getReservationConfirmation', ({ query, ok }) => {
    const property = propertyById(query.propertyId);
    const r =
      db.reservations.findFirst((q) =>
        q.where({ PropertyId: property.PropertyId, ConfirmationToken: query.confirmationToken }),
      ) ?? fail(404, 'Confirmation not found.');
    const total = reservationTotal(r);
    const vat = vatAmount(toMinor(total, r.Currency), property.StandardVatRate, property.IsStandardTaxExclusive);
    const payable = toMinor(total, r.Currency) + (property.IsStandardTaxExclusive ? vat : 0);
    // paid when booking: by a card (or the second card provider) whose payment went through
    const paidOnline = r.PaymentType === PAYMENT_TYPE.PayByCard || r.PaymentType === PAYMENT_TYPE.PayByPaystack;
    const paid = paidOnline && r.Status === 'Confirmed' ? payable : 0;
    return ok({
      ReferenceNumber: r.ReferenceNumber,
      Status: r.Status,
      PropertyName: property.PropertyName,
      DateFrom: r.DateFrom,
      DateTo: r.DateTo,
      Booker: { FirstName: r.Booker.FirstName, LastName: r.Booker.LastName, Email: r.Booker.Email },
      Rooms: r.Items.filter((i) => !i.IsCancelled).map((item) => ({
        ReservationItemId: item.ReservationItemId,
        RoomTypeName: roomTypeOf(r.PropertyId, item.RoomTypeId)?.Name ?? '',
        RatePlanName: ratePlanOf(r.PropertyId, item.RatePlanId)?.Name ?? '',
        DateFrom: item.DateFrom,
        DateTo: item.DateTo,
        NumberOfAdults: item.NumberOfAdults,
        NumberOfChildren: item.NumberOfChildren,
        NumberOfInfants: item.NumberOfInfants,
        LeadGuest: {
          FirstName: item.Guests[0]?.FirstName ?? r.Booker.FirstName,
          LastName: item.Guests[0]?.LastName ?? r.Booker.LastName,
        },
        Services: item.Services.map((s) => ({
          ServiceId: s.ServiceId,
          ServiceName: db.services.findFirst((q) => q.where({ ServiceId: s.ServiceId }))?.ServiceName ?? '',
          Quantity: s.Quantity,
          TotalCost: s.TotalCost,
        })),
        TotalCost: itemTotal(item, r.Currency),
      })),
      TotalCost: total,
      VatAmount: toDecimal(vat, r.Currency),
      Currency: r.Currency,
      PaymentType: r.PaymentType as Schemas['PaymentType'],
      LinkHash: r.LinkHash,
      GuestSurname: r.Booker.LastName,
      VoucherCode: r.VoucherCode,
      VoucherAmount: r.VoucherDiscount,
      VatRate: property.StandardVatRate,
      IsVatExclusive: property.IsStandardTaxExclusive,
      AmountPaid: toDecimal(paid, r.Currency),
      AmountDue: toDecimal(payable - paid, r.Currency),
    });
  }),

  defineOperation('checkVoucherCode', ({ body, ok }) => {
    const property = propertyById(body.PropertyId);
    const voucher = findVoucher(property.PropertyId, body.VoucherCode);
    const invalid = (Message: string) =>
      ok({ IsValid: false, TotalDiscount: 0, Message, ShowExperienceWarningMessage: false });
    if (!property.BookingConfig.GiftServiceProviderConfig.Active)
      return invalid('Gift vouchers cannot be used at this hotel.');
    if (!voucher) return invalid(`Gift voucher code ${body.VoucherCode.trim()} is not valid.`);
    if (voucher.Redeemed) return invalid('This gift voucher has already been used.');
    const currency = property.Currency;
    const total = body.Rooms.reduce((sum, r) => sum + toMinor(r.TotalCost, currency), 0);
    const discount = total - applyVoucherDiscount(total, toMinor(voucher.Amount, currency));
    return ok({
      IsValid: true,
      TotalDiscount: toDecimal(discount, currency),
      Message: voucher.IsExperience
        ? `This voucher is for an experience worth ${formatMoney(toMinor(voucher.Amount, currency), currency)}: ` +
          'it is applied to your room, and the experience itself can no longer be redeemed.'
        : `Voucher applied: ${formatMoney(discount, currency)} off.`,
      ShowExperienceWarningMessage: voucher.IsExperience,
    });
  }),
];
