/**
 * View models of manage booking's screens, from a snapshot. The shared steps (guests, upgrade,
 * extras, room and rate) are filled by the same functions as the booking flow's
 * (src/domain/basketViews), over the booking held as a basket.
 */
import type { SnapshotFrom } from 'xstate';
import {
  activeRooms,
  amendmentSummary,
  bookerDetailsOf,
  bookerErrors,
  bookingCancellation,
  cancellationCharge,
  guestsOf,
  heldItemCost,
  heldRoom,
  heldRoomCost,
  type AmendmentSummary,
  type BookerDetails,
} from '@/domain/amend';
import { basketItemFor, occupancyOf } from '@/domain/basket';
import {
  guestsRoomView,
  guestListView as guestListViewOf,
  offeredRoomTypes,
  servicesForActiveRoom,
  anyExtrasOnOffer,
  anyUpgradeOnOffer,
  upgradesForActiveRoom,
  type StepSettings,
} from '@/domain/basketViews';
import { formatDisplayDate, nights } from '@/domain/dates';
import { toMinor, type Minor } from '@/domain/money';
import { isRoomChangeable } from '@/domain/manage';
import type { ManagedRoom } from '@/domain/models';
import { roomCost } from '@/domain/pricing';
import { guestsText, personName } from '@/domain/words';
import type {
  ExtrasStepView,
  GuestListView,
  GuestsStepView,
  RoomRateStepView,
  UpgradeStepView,
} from '@/domain/stepViews';
import { manageText as t } from '@/i18n/manage';
import { stateString } from '../stateValue';
import type { manageMachine } from './manage.machine';

export type ManageSnapshot = SnapshotFrom<typeof manageMachine>;

export type ManageStep =
  | 'loading'
  | 'loadFailed'
  | 'overview'
  | 'booker'
  | 'room'
  | 'guest'
  | 'upgradeSelection'
  | 'extras'
  | 'roomTypeSelection'
  | 'ratePlanSelection'
  | 'changeDates'
  | 'summary'
  | 'complete'
  | 'cancelled';

export function manageStepOf(snapshot: ManageSnapshot): ManageStep {
  if (snapshot.matches({ room: 'guest' })) return 'guest';
  const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
  if (top === 'start') return 'loading';
  return (top ?? 'loading') as ManageStep;
}

export function manageStateName(snapshot: ManageSnapshot): string {
  return stateString(snapshot.value);
}

/** "Free cancellation until Tue 1st Dec 2026, 14:00" / "Cancelling now costs £120.00" / "Non-refundable". */
export interface TermsView {
  refundable: boolean;
  freeUntil: string | null;
  /** minor units */
  chargeNow: Minor;
  policy: string | null;
}

export interface HeldRoomView {
  roomNumber: number;
  reservationItemId: number;
  roomTypeName: string;
  ratePlanName: string;
  dates: string;
  guests: string;
  guestNames: string[];
  extras: { name: string; quantity: number; cost: Minor; editable: boolean }[];
  cost: Minor;
  terms: TermsView;
  canBeEdited: boolean;
  canBeCancelled: boolean;
  /** staged for cancellation (saved with the other changes) */
  cancelling: boolean;
}

function termsOf(room: ManagedRoom, currency: string): TermsView {
  const terms = room.CancellationTerms;
  const until = terms.FreeUntil;
  return {
    refundable: terms.Refundable,
    freeUntil: until
      ? t('terms.dateTime', { date: formatDisplayDate(until.slice(0, 10)), time: until.slice(11, 16) })
      : null,
    chargeNow: cancellationCharge(room, currency),
    policy: terms.Policy,
  };
}

export interface CancelFormView {
  scope: 'booking' | 'room';
  roomNumber: number | null;
  reasonId: number | null;
  reasonRequired: boolean;
  /** the guest tried to confirm without a required reason */
  refused: boolean;
  submitting: boolean;
  /** minor units */
  charge: Minor;
  refund: Minor;
  cardLastFour: string | null;
}

export interface OverviewView {
  currency: string;
  reference: string;
  location: string | null;
  stay: { from: string; to: string; nights: number };
  rooms: HeldRoomView[];
  total: Minor;
  paid: Minor;
  canEdit: boolean;
  canCancel: boolean;
  /** changes not saved yet */
  hasChanges: boolean;
  upgradesOffered: boolean;
  /** any room has extras the guest may add or change */
  extrasOffered: boolean;
  cancel: CancelFormView | null;
}

export function overviewView(snapshot: ManageSnapshot): OverviewView {
  const { context } = snapshot;
  const reservation = context.reservation;
  const currency = context.input.property.currency;
  const amend = context.amend;
  const rooms = activeRooms(reservation).map((booked, index): HeldRoomView => {
    const held = amend?.held.find((r) => r.booked.ReservationItemId === booked.ReservationItemId);
    const item = held && amend ? basketItemFor(amend, held.roomNumber) : undefined;
    const names = held && amend && item ? guestsOf(amend, held.roomNumber) : booked.Guests;
    const cancelling = !!amend?.roomsToCancel.some((c) => c.reservationItemId === booked.ReservationItemId);
    return {
      roomNumber: held?.roomNumber ?? index + 1,
      reservationItemId: booked.ReservationItemId,
      roomTypeName: item?.roomTypeName ?? booked.RoomTypeName,
      ratePlanName: item?.ratePlan.RatePlanName ?? booked.RatePlanName,
      dates: t('stayDates', {
        from: formatDisplayDate(item?.DateOfArrival ?? booked.DateFrom),
        to: formatDisplayDate(item?.DateOfDeparture ?? booked.DateTo),
      }),
      guests: guestsText({
        numberOfAdults: item?.numberOfAdults ?? booked.NumberOfAdults,
        numberOfChildren: item?.numberOfChildren ?? booked.NumberOfChildren,
        numberOfInfants: item?.numberOfInfants ?? booked.NumberOfInfants,
      }),
      guestNames: names.map((g) => personName(g.FirstName, g.LastName)),
      extras: booked.Services.map((s) => ({
        name: s.ServiceName,
        quantity: item?.Services.find((l) => l.ServiceId === s.ServiceId)?.Quantity ?? s.Quantity,
        cost: toMinor(s.TotalCost, currency),
        editable: s.AllowEditOnBookingEngine,
      })),
      cost: item && amend ? heldItemCost(amend, item) : toMinor(booked.TotalCost, currency),
      terms: termsOf(booked, currency),
      canBeEdited: isRoomChangeable(reservation, booked, cancelling),
      canBeCancelled: booked.CanBeCancelled,
      cancelling,
    };
  });
  const cancel = context.cancel;
  let cancelView: CancelFormView | null = null;
  if (cancel && (snapshot.matches({ overview: 'cancelForm' }) || snapshot.matches({ overview: 'cancelling' }))) {
    const forBooking = bookingCancellation({ reservation, property: context.input.property });
    const room = cancel.scope.kind === 'room' ? heldRoom(amend ?? { held: [] }, cancel.scope.roomNumber) : undefined;
    cancelView = {
      scope: cancel.scope.kind,
      roomNumber: cancel.scope.kind === 'room' ? cancel.scope.roomNumber : null,
      reasonId: cancel.reasonId,
      reasonRequired: context.input.property.requireCancellationReason,
      refused: snapshot.matches({ overview: { cancelForm: 'refused' } }),
      submitting: snapshot.matches({ overview: 'cancelling' }),
      charge: room ? cancellationCharge(room.booked, currency) : forBooking.charge,
      refund: room ? 0 : forBooking.refund,
      cardLastFour: forBooking.cardLastFour,
    };
  }
  return {
    currency,
    reference: reservation.ReservationNumber,
    location: reservation.LocationName,
    stay: {
      from: formatDisplayDate(amend?.search?.fromDate ?? reservation.DateFrom),
      to: formatDisplayDate(amend?.search?.toDate ?? reservation.DateTo),
      nights: nights(amend?.search?.fromDate ?? reservation.DateFrom, amend?.search?.toDate ?? reservation.DateTo),
    },
    rooms,
    total: rooms.reduce((sum, r) => sum + r.cost, 0),
    paid: toMinor(reservation.AmountPaid, currency),
    canEdit: reservation.CanBeEdited && !reservation.IsCancelled && !!amend,
    canCancel: reservation.CanBeCancelled,
    hasChanges: !!amend && amendmentSummary(amend).hasChanges,
    upgradesOffered: !!amend && anyUpgradeOnOffer(amend),
    extrasOffered: !!amend && anyExtrasOnOffer(amend),
    cancel: cancelView,
  };
}

// ---------- the shared steps ----------

export function guestsStepView(snapshot: ManageSnapshot, settings: StepSettings): GuestsStepView {
  const amend = snapshot.context.amend;
  const item = amend && basketItemFor(amend, amend.activeRoomNumber);
  if (!amend || !item) return { status: 'loading' };
  return {
    status: 'ready',
    ...guestsRoomView(amend, item, settings, snapshot.matches({ room: { editing: 'refused' } })),
  };
}

export function guestListView(snapshot: ManageSnapshot): GuestListView | null {
  const amend = snapshot.context.amend;
  const item = amend && basketItemFor(amend, amend.activeRoomNumber);
  if (!amend || !item) return null;
  return guestListViewOf(
    item.roomNumber,
    item.roomTypeName,
    guestsOf(amend, item.roomNumber),
    amend.property.guestFields,
    snapshot.matches({ room: { guest: 'refused' } }),
  );
}

export function upgradeStepView(snapshot: ManageSnapshot): UpgradeStepView {
  const amend = snapshot.context.amend;
  return {
    currency: snapshot.context.input.property.currency,
    roomNumber: amend?.activeRoomNumber ?? null,
    roomTypeName: (amend && basketItemFor(amend, amend.activeRoomNumber)?.roomTypeName) ?? null,
    upgrades: amend ? upgradesForActiveRoom(amend) : [],
  };
}

export function extrasStepView(snapshot: ManageSnapshot): ExtrasStepView {
  const amend = snapshot.context.amend;
  const item = amend && basketItemFor(amend, amend.activeRoomNumber);
  if (!amend || !item) return { status: 'loading' };
  return {
    status: 'ready',
    currency: amend.property.currency,
    roomNumber: item.roomNumber,
    services: servicesForActiveRoom(amend).map((service) => ({
      ...service,
      locked: !item.availableServices.find((s) => s.ServiceId === service.serviceId)?.AllowEditOnBookingEngine,
    })),
  };
}

/** Small screens choose a room type first, then its rates (roomTypeSelection -> ratePlanSelection). */
export interface RoomRateSettings extends StepSettings {
  compact: boolean;
}

export function roomRateStepView(snapshot: ManageSnapshot, settings: RoomRateSettings): RoomRateStepView {
  const amend = snapshot.context.amend;
  const item = amend && basketItemFor(amend, amend.activeRoomNumber);
  const oneRoomType = snapshot.matches('ratePlanSelection');
  const roomTypes = amend ? offeredRoomTypes(amend, settings) : [];
  return {
    currency: snapshot.context.input.property.currency,
    roomNumber: amend?.activeRoomNumber ?? null,
    guests: item ? guestsText(item) : null,
    rooms: [],
    notices: {
      promoInvalid: null,
      voucher: null,
      noRoomsForOccupancy: false,
      noRooms: roomTypes.length === 0 ? t('noOtherRooms') : null,
    },
    canContinue: false,
    mode: oneRoomType ? 'oneRoomType' : settings.compact ? 'roomTypes' : 'rates',
    roomTypes: oneRoomType ? roomTypes.filter((r) => r.roomTypeId === amend?.pendingRoomTypeId) : roomTypes,
  };
}

// ---------- booker ----------

export interface BookerStepView {
  values: BookerDetails;
  errors: Partial<Record<keyof BookerDetails, string>>;
  errorsShown: boolean;
  specialRequests: string;
}

export function bookerStepView(snapshot: ManageSnapshot): BookerStepView | null {
  const amend = snapshot.context.amend;
  if (!amend?.booker) return null;
  return {
    values: bookerDetailsOf(amend.booker),
    errors: bookerErrors(amend.booker),
    errorsShown: snapshot.matches({ booker: 'refused' }),
    specialRequests: amend.specialRequests,
  };
}

// ---------- change of dates ----------

export interface DateOptionView {
  roomNumber: number;
  roomTypeName: string;
  ratePlanName: string;
  /** the room's price now and on the new dates (minor units) */
  before: Minor;
  after: Minor;
}

export interface ChangeDatesView {
  status: 'choosing' | 'searching' | 'options' | 'none' | 'failed' | 'applying';
  currency: string;
  current: { from: string; to: string };
  wanted: { from: string; to: string; nights: number } | null;
  rows: DateOptionView[];
  message: string | null;
  totalBefore: Minor;
  totalAfter: Minor;
}

export function changeDatesView(snapshot: ManageSnapshot): ChangeDatesView {
  const { context } = snapshot;
  const amend = context.amend;
  const currency = context.input.property.currency;
  const states = ['choosing', 'searching', 'options', 'none', 'failed', 'applying'] as const;
  const status = states.find((s) => snapshot.matches({ changeDates: s })) ?? 'choosing';
  const dates = context.dates;
  const rows: DateOptionView[] = [];
  for (const row of dates?.rows ?? []) {
    const held = amend?.held.find((r) => r.booked.ReservationItemId === row.ReservationItemId);
    const item = held && amend ? basketItemFor(amend, held.roomNumber) : undefined;
    if (!held || !item || !amend) continue;
    rows.push({
      roomNumber: held.roomNumber,
      roomTypeName: item.roomTypeName,
      ratePlanName: item.ratePlan.RatePlanName,
      before: heldRoomCost(amend, item),
      after: roomCost(row, occupancyOf(item), currency),
    });
  }
  return {
    status,
    currency,
    current: {
      from: formatDisplayDate(amend?.search?.fromDate ?? context.reservation.DateFrom),
      to: formatDisplayDate(amend?.search?.toDate ?? context.reservation.DateTo),
    },
    wanted: dates
      ? {
          from: formatDisplayDate(dates.fromDate),
          to: formatDisplayDate(dates.toDate),
          nights: nights(dates.fromDate, dates.toDate),
        }
      : null,
    rows,
    message: status === 'failed' ? context.error : (dates?.message ?? null),
    totalBefore: rows.reduce((sum, r) => sum + r.before, 0),
    totalAfter: rows.reduce((sum, r) => sum + r.after, 0),
  };
}

// ---------- summary ----------

export interface SummaryView extends AmendmentSummary {
  currency: string;
  status: 'reviewing' | 'refused' | 'saving' | 'failed';
  error: string | null;
  /** opened at the extras, none of which any room may add or change: said instead of an empty step */
  noExtrasToAdd: boolean;
}

export function summaryView(snapshot: ManageSnapshot): SummaryView | null {
  const amend = snapshot.context.amend;
  if (!amend) return null;
  const states = ['refused', 'saving', 'failed'] as const;
  return {
    ...amendmentSummary(amend),
    currency: amend.property.currency,
    status: states.find((s) => snapshot.matches({ summary: s })) ?? 'reviewing',
    error: snapshot.matches({ summary: 'failed' }) ? snapshot.context.error : null,
    // the page was opened at the extras (the confirmation's link), and no room has any to offer
    noExtrasToAdd: snapshot.context.input.step === 'extras' && !anyExtrasOnOffer(amend),
  };
}
