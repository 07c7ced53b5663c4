/**
 * Pre check-in: load by reference + link code (or a notice), save guests, booker, room
 * configuration, services, card.
 */
import {
  arrivalTimeError,
  billingContactErrors,
  formatDisplayDate,
  guestFieldErrors,
  isPreCheckInOpen,
  MESSAGES,
  PRE_CHECK_IN_MESSAGES,
  preCheckInOpenUntil,
  registrationErrors,
} from '@/domain';
import { mockNow, mockToday } from '../clock';
import { DECLINED_MESSAGE } from '../db/demo';
import { db } from '../db';
import type { ReservationRecord } from '../db/schemas';
import { defineOperation, fail, ModelStateBuilder, type Schemas } from '../http';
import {
  withBillingContact,
  activeItems,
  checkCard,
  type CardOutcome,
  idempotent,
  occupancyOf,
  priceService,
  propertyById,
  ratePlanOf,
  roomTypeOf,
  saveReservation,
  toBillingContact,
  toReservationServices,
  oversoldService,
  spendCardToken,
} from './common';
import { servicesFor } from './services';

function findByReference(propertyId: number, reference: string, hash: string): ReservationRecord {
  const r = db.reservations.findFirst((q) => q.where({ PropertyId: propertyId, ReferenceNumber: reference.trim() }));
  if (!r || r.LinkHash !== hash.trim())
    return fail(404, 'This link is invalid. Please re check the link is correct and try again.');
  return r;
}

/** The last day this booking's pre check-in can be completed or amended. */
function openUntilOf(r: ReservationRecord, closesDaysBeforeArrival: number): string {
  return preCheckInOpenUntil(r.DateFrom, closesDaysBeforeArrival);
}

/**
 * The notice shown instead of the form, or null when pre check-in is open. A completed pre
 * check-in is not a notice while the window is open: the guest may amend it until its last day.
 */
function noticeFor(
  r: ReservationRecord,
  config: { Enabled: boolean; ClosesDaysBeforeArrival: number },
): { Success: boolean; Title: string; Message: string } | null {
  if (!config.Enabled)
    return {
      Success: false,
      Title: 'Pre check-in unavailable',
      Message: 'Online pre check-in is not offered for this hotel. Please check in at the desk on arrival.',
    };
  if (r.Status === 'Cancelled')
    return {
      Success: false,
      Title: 'Booking cancelled',
      Message: 'This booking has been cancelled, so it cannot be checked in.',
    };
  if (r.Status !== 'Confirmed')
    return {
      Success: false,
      Title: 'Payment pending',
      Message: 'Pre check-in opens once the payment of this booking is confirmed.',
    };
  if (r.DateFrom < mockToday())
    return {
      Success: false,
      Title: 'Too late for pre check-in',
      Message: 'The arrival date of this booking has passed. Please see the front desk.',
    };
  const until = openUntilOf(r, config.ClosesDaysBeforeArrival);
  if (!isPreCheckInOpen(mockToday(), until)) {
    return r.PreCheckIn
      ? {
          Success: true,
          Title: 'You are checked in',
          Message:
            `Your pre check-in is complete. Changes could be made online until ${formatDisplayDate(until)}; ` +
            'for anything else, please contact the hotel.',
        }
      : {
          Success: false,
          Title: 'Pre check-in has closed',
          Message: `Online pre check-in closed on ${formatDisplayDate(until)}. Please check in at the desk on arrival.`,
        };
  }
  return null;
}

function toPreCheckIn(r: ReservationRecord, closesDaysBeforeArrival: number): Schemas['PreCheckInReservation'] {
  const items = activeItems(r);
  const company =
    r.CompanyAccountId !== null
      ? db.companies.findFirst((q) => q.where({ AccountId: r.CompanyAccountId ?? -1 }))
      : undefined;
  const cardType = r.Card ? db.cardTypes.findFirst((q) => q.where({ Id: r.Card?.CardTypeId ?? -1 })) : undefined;
  return {
    PropertyId: r.PropertyId,
    ReferenceNumber: r.ReferenceNumber,
    Code: r.LinkHash,
    IsReservation: true,
    EntityId: r.ReservationId,
    SpecialRequests: r.Notes,
    NumberOfAdults: items.reduce((s, i) => s + i.NumberOfAdults, 0),
    NumberOfChildren: items.reduce((s, i) => s + i.NumberOfChildren, 0),
    NumberOfInfants: items.reduce((s, i) => s + i.NumberOfInfants, 0),
    CreditCards: r.Card
      ? [
          {
            CreditCardId: r.ReservationId,
            CreditCardName: `${cardType?.Name ?? 'Card'} ending ${r.Card.LastFourDigits}`,
            CardTypeId: r.Card.CardTypeId,
            LastFourDigits: r.Card.LastFourDigits,
            ExpiryMonth: r.Card.ExpiryMonth,
            ExpiryYear: r.Card.ExpiryYear,
          },
        ]
      : [],
    Booker: toBillingContact(r),
    Company: company ? { Name: company.Name } : null,
    ReservationItems: items.map((item) => {
      const rt = roomTypeOf(r.PropertyId, item.RoomTypeId);
      const rp = ratePlanOf(r.PropertyId, item.RatePlanId);
      const config =
        item.RoomConfigurationId !== null
          ? db.roomConfigurations.findFirst((q) =>
              q.where({ PropertyId: r.PropertyId, Id: item.RoomConfigurationId ?? -1 }),
            )
          : undefined;
      return {
        ReservationItemId: item.ReservationItemId,
        DateOfArrival: item.DateFrom,
        DateOfDeparture: item.DateTo,
        RoomTypeId: item.RoomTypeId,
        RoomType: rt?.Name ?? '',
        RatePlanId: item.RatePlanId,
        RatePlan: rp?.Name ?? '',
        Policy: rp?.Policy ?? null,
        RoomConfiguration: config
          ? { RoomConfigurationDropdownOptionId: config.Id, RoomTypeId: item.RoomTypeId, Name: config.Name }
          : null,
        NumberOfAdults: item.NumberOfAdults,
        NumberOfChildren: item.NumberOfChildren,
        NumberOfInfants: item.NumberOfInfants,
        Guests: item.Guests.map((g) => ({ ...g })),
        Services: toReservationServices(r.PropertyId, item),
        Registration: item.Registration ? { ...item.Registration } : null,
      };
    }),
    PreCheckIn: r.PreCheckIn ? { ...r.PreCheckIn } : null,
    OpenUntil: openUntilOf(r, closesDaysBeforeArrival),
  };
}

/** Saves a pre check-in (the work of PreCheckIn/Save, once per Idempotency-Key). */
async function savePreCheckIn(body: Schemas['PreCheckInSaveRequest']): Promise<Schemas['SuccessMessage']> {
  const property = propertyById(body.PropertyId);
  const original = findByReference(property.PropertyId, body.ReferenceNumber, body.Code);
  const config = property.PreCheckInConfig;
  const notice = noticeFor(original, config);
  if (notice) return { Success: false, Message: notice.Message };
  const r: ReservationRecord = structuredClone(original);
  const errors = new ModelStateBuilder();
  errors.add('EstimatedArrivalTime', arrivalTimeError(body.EstimatedArrivalTime, config.AskArrivalTime));
  if (config.TermsUrl && !body.AcceptedTerms) errors.add('AcceptedTerms', PRE_CHECK_IN_MESSAGES.termsRequired);
  if (body.Booker) {
    for (const [field, message] of Object.entries(billingContactErrors(body.Booker, config.BillingFields)))
      errors.add(`Booker.${field}`, message);
  }
  let individualId =
    Math.max(
      1000,
      ...db.reservations.all().flatMap((x) => x.Items.flatMap((i) => i.Guests.map((g) => g.IndividualId))),
    ) + 1;
  body.ReservationItems.forEach((saved, i) => {
    const key = `ReservationItems[${i}]`;
    const item = r.Items.find((x) => x.ReservationItemId === saved.ReservationItemId && !x.IsCancelled);
    if (!item) {
      errors.add(`${key}.ReservationItemId`, 'This room is not part of the booking.');
      return;
    }
    saved.Guests.forEach((g, j) => {
      for (const [field, message] of Object.entries(guestFieldErrors(g, config.GuestFields)))
        errors.add(`${key}.Guests[${j}].${field}`, message);
    });
    if (saved.Guests.length === 0) errors.add(`${key}.Guests`, 'At least one guest is required for each room.');
    const rt = roomTypeOf(property.PropertyId, item.RoomTypeId);
    if (
      config.ShowRoomConfigurationQuestion &&
      (rt?.RoomConfigurationIds.length ?? 0) > 0 &&
      saved.RoomConfigurationDropdownOptionId === null
    )
      errors.add(`${key}.RoomConfigurationDropdownOptionId`, MESSAGES.roomConfigurationRequired);
    if (
      saved.RoomConfigurationDropdownOptionId !== null &&
      rt &&
      !rt.RoomConfigurationIds.includes(saved.RoomConfigurationDropdownOptionId)
    ) {
      errors.add(`${key}.RoomConfigurationDropdownOptionId`, 'This room configuration is not available for the room.');
    }
    const offered = servicesFor(property.PropertyId, item.RatePlanId);
    for (const line of item.Services) {
      const s = db.services.findFirst((q) => q.where({ ServiceId: line.ServiceId }));
      const next = saved.Services.find((x) => x.ServiceId === line.ServiceId);
      if (s && !s.AllowEditOnBookingEngine && next?.Quantity !== line.Quantity)
        errors.add(`${key}.Services`, `${s.ServiceName} cannot be changed online.`);
    }
    if (
      !config.AllowServiceEdit &&
      JSON.stringify(saved.Services.map((s) => [s.ServiceId, s.Quantity])) !==
        JSON.stringify(item.Services.map((s) => [s.ServiceId, s.Quantity]))
    ) {
      errors.add(`${key}.Services`, 'Extras cannot be changed during pre check-in at this hotel.');
    }
    const occ = occupancyOf(item);
    item.Services = saved.Services.flatMap((line, j) => {
      const s = offered.find((x) => x.ServiceId === line.ServiceId);
      if (!s) {
        errors.add(`${key}.Services[${j}].ServiceId`, 'This extra is not available with the booked rate.');
        return [];
      }
      return [
        {
          ServiceId: s.ServiceId,
          Quantity: line.Quantity,
          TotalCost: priceService(s, line.Quantity, item.DateFrom, item.DateTo, occ, property.Currency),
        },
      ];
    });
    for (const [field, message] of Object.entries(
      registrationErrors(saved.Registration, config.RegistrationFields, mockToday()),
    ))
      errors.add(`${key}.Registration.${field}`, message);
    const asked = config.RegistrationFields;
    item.Registration = saved.Registration && {
      NationalityIsoCode: asked.Nationality ? saved.Registration.NationalityIsoCode : null,
      DateOfBirth: asked.DateOfBirth ? saved.Registration.DateOfBirth : null,
      IdDocumentType: asked.IdDocument ? saved.Registration.IdDocumentType : null,
      IdDocumentNumber: asked.IdDocument ? (saved.Registration.IdDocumentNumber?.replace(/\s/g, '') ?? null) : null,
    };
    item.RoomConfigurationId = saved.RoomConfigurationDropdownOptionId;
    item.Guests = saved.Guests.map((g) => ({
      IndividualId: g.IndividualId ?? individualId++,
      FirstName: g.FirstName.trim(),
      LastName: g.LastName.trim(),
      Email: g.Email ?? '',
      Phone: g.Phone ?? '',
    }));
  });
  // the card that guarantees the stay: required when collected (the booking's card on file, or a new one)
  let card: CardOutcome | null = null;
  if (config.CollectPaymentDetails) {
    const onFile = r.Card
      ? [
          {
            CreditCardId: r.ReservationId,
            Last4: r.Card.LastFourDigits,
            CreditCardTypeId: r.Card.CardTypeId,
            ExpiryMonth: r.Card.ExpiryMonth,
            ExpiryYear: r.Card.ExpiryYear,
          },
        ]
      : [];
    if (!body.CardDetails) errors.add('CardDetails', PRE_CHECK_IN_MESSAGES.cardRequired);
    else {
      card = checkCard(body.CardDetails, property.CreditCardTypeIds, onFile, errors);
      if (card) r.Card = card.card;
    }
  }
  errors.throwIfAny();
  // the card's token is spent when it is declined or the pre check-in is saved
  if (card?.outcome === 'declined') {
    await spendCardToken(card);
    fail(402, DECLINED_MESSAGE);
  }
  const oversold = oversoldService(
    activeItems(r).flatMap((item) => item.Services),
    r.ReservationId,
  );
  if (oversold) return { Success: false, Message: oversold.message };
  if (body.Booker) r.Booker = withBillingContact(r.Booker, body.Booker);
  r.Notes = body.SpecialRequests ?? '';
  r.PreCheckInCompleted = true;
  r.PreCheckIn = {
    CompletedAt: mockNow().toISOString(),
    EstimatedArrivalTime: body.EstimatedArrivalTime?.trim() || null,
    AcceptedTerms: body.AcceptedTerms,
  };
  await saveReservation(r);
  await spendCardToken(card);
  return {
    Success: true,
    Message: 'Thank you, your pre check-in is complete. We look forward to welcoming you.',
  };
}

export const preCheckInHandlers = [
  defineOperation('getPreCheckIn', ({ query, ok }) => {
    const property = propertyById(query.propertyId);
    const r = findByReference(property.PropertyId, query.referenceNumber, query.hash);
    const config = property.PreCheckInConfig;
    const notice = noticeFor(r, config);
    if (notice) return ok({ ...notice, Reservation: null });
    return ok({
      Success: null,
      Title: null,
      Message: null,
      Reservation: toPreCheckIn(r, config.ClosesDaysBeforeArrival),
    });
  }),

  defineOperation('savePreCheckIn', async ({ request, body, ok }) =>
    // a fingerprint without the card: a real server keeps no card details, nor a hash of them
    ok(
      await idempotent(
        request,
        'savePreCheckIn',
        JSON.stringify({ ...body, CardDetails: body.CardDetails ? 'card' : null }),
        'This Idempotency-Key was already used for other details. Please save again.',
        () => savePreCheckIn(body),
      ),
    ),
  ),
];
