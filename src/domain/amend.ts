/**
 * A booking held by the guest, as manage booking amends it (manage spec sections 4, 5; issue
 * "Manage booking"). The held rooms become a basket (src/domain/basket), so every rule of the
 * booking flow applies unchanged: occupancy within the room type and rate, the upgrade rule,
 * the lead guest, extras and their inventory, and the step visits. What manage adds is here: the
 * room as booked beside the room as amended, its other guests ("New Guest" placeholders), rooms
 * staged for cancellation, the new dates, and what every change costs.
 */
import { returnRoom, takeRoom, isServiceLineEditable } from './availability';
import {
  basketItemFor,
  isLeadGuestOk,
  occupancyOf,
  pickBounds,
  updateItem,
  withOccupancy,
  withUpgrade,
  type BasketChange,
  type BasketItem,
  type BookingPropertyFacts,
  type RatePlan,
  type RoomConfiguration,
  type SearchResponse,
  type ServicesResponse,
} from './basket';
import type { PricedBasket } from './basketViews';
import { nights } from './dates';
import type { BillingContact, DateOptionRateRow, Guest, ManagedReservation, ManagedRoom } from './models';
import { toDecimal, toMinor, type Minor } from './money';
import { totalGuests, type Occupancy } from './occupancy';
import { lowestRate, NO_RATE, PRICE_FIELDS, roomCost, serviceCost } from './pricing';
import { canSaveReservation, NEW_GUEST_NAME } from './manage';
import type { GuestRequirements } from './validation';
import { bookerDetailsSchema, type BookerForm } from './booker';
import { fieldErrors, hasFieldErrors, type FieldErrors } from './forms';
import type { UpgradeOptionsResponse } from './models';
import { guestsText, personName } from './words';
import { listOf } from '@/i18n/catalogue';
import { manageText as t } from '@/i18n/manage';

/** What manage booking needs to know of the property (its data and manage configuration). */
export interface ManagePropertyFacts extends Pick<
  BookingPropertyFacts,
  | 'propertyId'
  | 'propertyCode'
  | 'currency'
  | 'standardVatRate'
  | 'isStandardTaxExclusive'
  | 'showRoomConfigurationQuestion'
> {
  requireCancellationReason: boolean;
  /** which guest fields must be filled (manage configuration GuestFields) */
  guestFields: GuestRequirements;
}

/** A room of the booking: as booked, and the guests it holds now (lead guest first). */
export interface HeldRoom {
  roomNumber: number;
  booked: ManagedRoom;
  /** every guest of the room; the lead guest's name lives in the basket item (leadGuest) */
  guests: Guest[];
}

/** A room the guest asked to cancel (saved with the other changes). */
export interface StagedCancellation {
  roomNumber: number;
  reservationItemId: number;
  cancellationReasonId: number | null;
}

/** The booking being amended: a basket of its rooms plus what manage adds. */
export interface AmendState extends PricedBasket {
  property: ManagePropertyFacts;
  reservation: ManagedReservation;
  held: HeldRoom[];
  booker: BillingContact | null;
  specialRequests: string;
  roomsToCancel: StagedCancellation[];
}

/** What manage loads before amending: rooms on offer for the stay, and extras of each room. */
export interface AmendOptions {
  upgradeOptions: UpgradeOptionsResponse;
  /** extras per ReservationItemId */
  services: Readonly<Record<number, ServicesResponse>>;
  roomConfigurations: RoomConfiguration[];
}

/** A placeholder guest added when a room takes more guests (spec 4: named "New Guest"). */
export function placeholderGuest(): Guest {
  const [first = NEW_GUEST_NAME, last = ''] = NEW_GUEST_NAME.split(' ');
  return { IndividualId: null, FirstName: first, LastName: last, Email: null, Phone: null };
}

/** A placeholder still unnamed (added in manage, not saved yet). */
export function isPlaceholderGuest(guest: Guest): boolean {
  const p = placeholderGuest();
  return guest.IndividualId === null && guest.FirstName === p.FirstName && guest.LastName === p.LastName;
}

/** Guests each room lists: one per adult and child (infants travel with them). */
export function listedGuests(occupancy: Occupancy): number {
  return Math.max(1, occupancy.numberOfAdults + occupancy.numberOfChildren);
}

/** The guest list resized to the occupancy: placeholders added at the end, the last ones dropped. */
export function resizedGuests(guests: readonly Guest[], occupancy: Occupancy): Guest[] {
  const wanted = listedGuests(occupancy);
  const kept = guests.slice(0, wanted);
  while (kept.length < wanted) kept.push(placeholderGuest());
  return kept;
}

/** The upgrade options as a search answer for the stay (the basket's rules read that shape). */
export function optionsAsResults(
  options: UpgradeOptionsResponse,
  stay: { fromDate: string; toDate: string },
  currency: string,
): SearchResponse {
  return {
    RoomTypes: options.RoomTypes.map((roomType) => {
      const low = lowestRate(roomType.Rates, currency);
      return {
        RoomType: roomType,
        Rates: roomType.Rates,
        DateFrom: stay.fromDate,
        DateTo: stay.toDate,
        LowestRate: low.LowestRate === NO_RATE ? NO_RATE : toDecimal(low.LowestRate, currency),
        OriginalLowestRate: low.OriginalLowestRate === NO_RATE ? NO_RATE : toDecimal(low.OriginalLowestRate, currency),
      };
    }),
    NumberOfRoomsPerRoomTypeId: options.NumberOfRoomsPerRoomTypeId,
    PromoCodeMessage: null,
    IsPromoCodeValid: true,
    HopGiftVoucherCodeMessage: null,
    IsHopGiftVoucherCodeValid: false,
  };
}

/**
 * The rate a booked room is held on when the stay's options no longer offer it: the booked room
 * cost as its price, for exactly its guests (its occupancy cannot change on it).
 */
export function bookedRate(room: ManagedRoom): RatePlan {
  const guests = totalGuests(occupancyOf(roomOccupancy(room)));
  const zero = Object.fromEntries(PRICE_FIELDS.map((field) => [field, 0])) as Record<
    (typeof PRICE_FIELDS)[number],
    number
  >;
  return {
    ...zero,
    BaseNumberOfAdults: null,
    CostPerRoom: room.TotalRoomCost,
    OriginalCostPerRoom: room.TotalRoomCost,
    RatePlanId: room.RatePlanId,
    RatePlanCode: '',
    RatePlanName: room.RatePlanName,
    Description: null,
    Promotion: null,
    CanPayByCompanyInvoice: false,
    UseOccupancyForRatePlan: true,
    MinimumLengthOfStay: null,
    MaximumOccupancy: guests,
    MinimumOccupancy: guests,
    AdultMaximumOccupancy: room.NumberOfAdults,
    ChildMaximumOccupancy: room.NumberOfChildren + room.NumberOfInfants,
  };
}

export function roomOccupancy(room: Pick<ManagedRoom, 'NumberOfAdults' | 'NumberOfChildren' | 'NumberOfInfants'>) {
  return {
    numberOfAdults: room.NumberOfAdults,
    numberOfChildren: room.NumberOfChildren,
    numberOfInfants: room.NumberOfInfants,
  };
}

/** The rooms of a booking that are still held (not cancelled). */
export function activeRooms(reservation: ManagedReservation): ManagedRoom[] {
  return reservation.Rooms.filter((room) => !room.IsCancelled);
}

/** The held booking as a basket: each active room with its rate, guests and extras. */
export function heldState(
  reservation: ManagedReservation,
  property: ManagePropertyFacts,
  options: AmendOptions,
): AmendState {
  const stay = { fromDate: reservation.DateFrom, toDate: reservation.DateTo };
  const results = optionsAsResults(options.upgradeOptions, stay, property.currency);
  const active = activeRooms(reservation);
  // the options count the booking's own rooms as free: the basket holds them
  let availability: Record<string, number> = { ...results.NumberOfRoomsPerRoomTypeId };
  for (const room of active) availability = { ...takeRoom(availability, room.RoomTypeId) };
  const held: HeldRoom[] = active.map((room, index) => ({
    roomNumber: index + 1,
    booked: room,
    // one guest per adult and child: the ones not named yet are "New Guest"
    guests: resizedGuests(
      room.Guests.map((g) => ({ ...g })),
      roomOccupancy(room),
    ),
  }));
  const basket = held.map(({ roomNumber, booked }): BasketItem => {
    const result = results.RoomTypes.find((r) => r.RoomType.RoomTypeId === booked.RoomTypeId);
    const rate = result?.Rates.find((r) => r.RatePlanId === booked.RatePlanId);
    const services = options.services[booked.ReservationItemId];
    const lead = booked.Guests[0];
    return {
      roomNumber,
      DateOfArrival: booked.DateFrom,
      DateOfDeparture: booked.DateTo,
      ...roomOccupancy(booked),
      RoomTypeId: booked.RoomTypeId,
      roomTypeName: booked.RoomTypeName,
      ratePlan: rate ?? bookedRate(booked),
      roomTypeBounds: result && rate ? pickBounds(result.RoomType) : pickBounds(bookedRate(booked)),
      leadGuest: { firstName: lead?.FirstName ?? '', lastName: lead?.LastName ?? '' },
      roomConfigurationId: booked.RoomConfigurationDropdownOptionId,
      Services: booked.Services.map((s) => ({ ServiceId: s.ServiceId, Quantity: s.Quantity, justAdded: false })),
      availableServices: services?.Services ?? [],
      inventory: services?.InventoryPerServiceId ?? {},
      servicesLoaded: true,
      servicesSeen: false,
      upgradesSeen: false,
      guestsReviewed: false,
    };
  });
  return {
    property,
    reservation,
    search: stay,
    rooms: basket.map((item) => ({ roomNumber: item.roomNumber, ...occupancyOf(item) })),
    results,
    availability,
    activeRoomNumber: null,
    pendingRoomTypeId: null,
    basket,
    roomConfigurations: options.roomConfigurations,
    held,
    booker: reservation.Booker ? { ...reservation.Booker } : null,
    specialRequests: reservation.SpecialRequests ?? '',
    roomsToCancel: [],
  };
}

export function heldRoom(state: Pick<AmendState, 'held'>, roomNumber: number | null): HeldRoom | undefined {
  return state.held.find((room) => room.roomNumber === roomNumber);
}

// ---------- changes ----------

/** New guest counts for a room: the basket's rule, and its guest list resized ("New Guest"). */
export function withHeldOccupancy(state: AmendState, roomNumber: number, occupancy: Occupancy) {
  return {
    ...withOccupancy(state, roomNumber, occupancy),
    held: state.held.map((room) =>
      room.roomNumber === roomNumber ? { ...room, guests: resizedGuests(room.guests, occupancy) } : room,
    ),
  };
}

export type GuestChange = Partial<Pick<Guest, 'FirstName' | 'LastName' | 'Email' | 'Phone'>>;

/** A guest's details as typed; the lead guest's name is the basket item's. */
export function withGuestDetails(state: AmendState, roomNumber: number, index: number, change: GuestChange) {
  const held = state.held.map((room) =>
    room.roomNumber === roomNumber
      ? { ...room, guests: room.guests.map((g, i) => (i === index ? { ...g, ...change } : g)) }
      : room,
  );
  if (index !== 0 || (change.FirstName === undefined && change.LastName === undefined)) return { held };
  return {
    held,
    basket: updateItem(state.basket, roomNumber, (item) => ({
      ...item,
      leadGuest: {
        firstName: change.FirstName ?? item.leadGuest.firstName,
        lastName: change.LastName ?? item.leadGuest.lastName,
      },
    })),
  };
}

/** Every guest of a room as saved: the lead guest's name from the basket, the others as listed. */
export function guestsOf(state: AmendState, roomNumber: number): Guest[] {
  const room = heldRoom(state, roomNumber);
  const item = basketItemFor(state, roomNumber);
  if (!room || !item) return [];
  return room.guests.map((guest, index) =>
    index === 0 ? { ...guest, FirstName: item.leadGuest.firstName, LastName: item.leadGuest.lastName } : guest,
  );
}

/**
 * Guests' names as the locale lists them, one after another ("Sam Smith, Ann Smith" in en-GB):
 * a list of the room's guests, not a sentence ("and" is not said).
 */
export function guestNamesText(names: readonly string[]): string {
  return listOf(names);
}

/**
 * An upgrade in manage: the basket's upgrade rule, keeping the room's extras (the rate plan stays
 * the same, so its extras stay offered; the booking flow drops them because they are not chosen yet).
 */
export function withHeldUpgrade(state: AmendState, roomNumber: number, roomTypeId: number): BasketChange {
  const before = basketItemFor(state, roomNumber);
  const change = withUpgrade(state, roomNumber, roomTypeId);
  if (!before || !change.basket) return change;
  return {
    ...change,
    basket: updateItem(change.basket, roomNumber, (item) => ({
      ...item,
      Services: before.Services,
      availableServices: before.availableServices,
      inventory: before.inventory,
      servicesLoaded: before.servicesLoaded,
      servicesSeen: before.servicesSeen,
    })),
  };
}

/** A room staged for cancellation leaves the rooms being amended (its room returns to availability). */
export function withRoomCancelled(state: AmendState, roomNumber: number, cancellationReasonId: number | null) {
  const room = heldRoom(state, roomNumber);
  const item = basketItemFor(state, roomNumber);
  if (!room || !item) return {};
  return {
    availability: returnRoom(state.availability, item.RoomTypeId),
    basket: state.basket.filter((i) => i.roomNumber !== roomNumber),
    rooms: state.rooms.filter((r) => r.roomNumber !== roomNumber),
    roomsToCancel: [
      ...state.roomsToCancel,
      { roomNumber, reservationItemId: room.booked.ReservationItemId, cancellationReasonId },
    ],
  };
}

/** The new dates' rates applied to every room (spec 4: "accepting applies the new dates and rates"). */
export function withNewDates(state: AmendState, rows: readonly DateOptionRateRow[]) {
  const first = rows[0];
  if (!first) return {};
  const basket = state.basket.map((item) => {
    const itemId = heldRoom(state, item.roomNumber)?.booked.ReservationItemId;
    const row = rows.find((r) => r.ReservationItemId === itemId);
    if (!row) return item;
    const prices = Object.fromEntries(PRICE_FIELDS.map((field) => [field, row[field]]));
    return {
      ...item,
      DateOfArrival: row.DateFrom,
      DateOfDeparture: row.DateTo,
      ratePlan: { ...item.ratePlan, ...prices, BaseNumberOfAdults: row.BaseNumberOfAdults, Promotion: row.Promotion },
    };
  });
  return { basket, search: { fromDate: first.DateFrom, toDate: first.DateTo } };
}

/** Options for the new dates replace the old ones (the rooms keep what they hold). */
export function withOptions(state: AmendState, options: UpgradeOptionsResponse) {
  const stay = { fromDate: state.search?.fromDate ?? '', toDate: state.search?.toDate ?? '' };
  const results = optionsAsResults(options, stay, state.property.currency);
  let availability: Record<string, number> = { ...results.NumberOfRoomsPerRoomTypeId };
  for (const item of state.basket) availability = { ...takeRoom(availability, item.RoomTypeId) };
  return { results, availability };
}

/** Whether the guest may change a service of a room in manage (spec 6: when the service permits it). */
export function isHeldServiceEditable(item: BasketItem, serviceId: number): boolean {
  const service = item.availableServices.find((s) => s.ServiceId === serviceId);
  return isServiceLineEditable({ ReservationItemId: item.roomNumber, Service: service ?? null });
}

// ---------- prices ----------

function stayOf(item: BasketItem) {
  return {
    RoomTypeId: item.RoomTypeId,
    RatePlanId: item.ratePlan.RatePlanId,
    DateFrom: item.DateOfArrival,
    DateTo: item.DateOfDeparture,
    ...occupancyOf(item),
  };
}

/** Whether a room's stay (room type, rate, dates or guests) differs from the booking. */
export function isStayChanged(booked: ManagedRoom, item: BasketItem): boolean {
  const now = stayOf(item);
  return (
    now.RoomTypeId !== booked.RoomTypeId ||
    now.RatePlanId !== booked.RatePlanId ||
    now.DateFrom !== booked.DateFrom ||
    now.DateTo !== booked.DateTo ||
    now.numberOfAdults !== booked.NumberOfAdults ||
    now.numberOfChildren !== booked.NumberOfChildren ||
    now.numberOfInfants !== booked.NumberOfInfants
  );
}

/** Room cost of a held room: as booked while its stay is unchanged, else today's price of the new stay. */
export function heldRoomCost(state: AmendState, item: BasketItem): Minor {
  const room = heldRoom(state, item.roomNumber);
  const currency = state.property.currency;
  if (room && !isStayChanged(room.booked, item)) return toMinor(room.booked.TotalRoomCost, currency);
  return roomCost(item.ratePlan, occupancyOf(item), currency);
}

/** Extras of a held room: a line as booked keeps its price while the stay is unchanged. */
export function heldServiceCost(state: AmendState, item: BasketItem): Minor {
  const room = heldRoom(state, item.roomNumber);
  const currency = state.property.currency;
  const stayChanged = !room || isStayChanged(room.booked, item);
  const n = nights(item.DateOfArrival, item.DateOfDeparture);
  return item.Services.reduce((sum, line) => {
    const booked = room?.booked.Services.find((s) => s.ServiceId === line.ServiceId);
    if (booked && booked.Quantity === line.Quantity && !stayChanged) return sum + toMinor(booked.TotalCost, currency);
    const service = item.availableServices.find((s) => s.ServiceId === line.ServiceId);
    if (!service) return sum + (booked ? toMinor(booked.TotalCost, currency) : 0);
    const ctx = { quantity: line.Quantity, nights: n, ...occupancyOf(item) };
    return sum + serviceCost(service, ctx, currency);
  }, 0);
}

export function heldItemCost(state: AmendState, item: BasketItem): Minor {
  return heldRoomCost(state, item) + heldServiceCost(state, item);
}

/** The booking's total as booked (its rooms still held) and as amended, minor units. */
export function bookedTotal(state: Pick<AmendState, 'reservation' | 'property'>): Minor {
  return activeRooms(state.reservation).reduce((sum, r) => sum + toMinor(r.TotalCost, state.property.currency), 0);
}

export function amendedTotal(state: AmendState): Minor {
  return state.basket.reduce((sum, item) => sum + heldItemCost(state, item), 0);
}

/** What cancelling now costs (minor units), from the room's cancellation terms. */
export function cancellationCharge(room: ManagedRoom, currency: string): Minor {
  return toMinor(room.CancellationTerms.ChargeIfCancelledNow, currency);
}

// ---------- the summary ----------

export interface RoomAmendment {
  roomNumber: number;
  roomTypeName: string;
  ratePlanName: string;
  /** what changed, in words ("Dates: … to …", "Guests: 2 adults", "Breakfast × 2") */
  changes: string[];
  cancelled: boolean;
  /** cost of the room (with its extras) as booked and as amended; a cancelled room costs its charge */
  before: Minor;
  after: Minor;
}

/** How the difference is settled (recorded decision: nothing is charged when changes are saved). */
export type Settlement =
  | { kind: 'none' }
  /** more to pay: the balance, paid at the hotel */
  | { kind: 'payAtHotel'; amount: Minor }
  /** less than already paid: refunded to the card on the booking */
  | { kind: 'refund'; amount: Minor; cardLastFour: string | null }
  /** less to pay, nothing was paid in advance: the lower balance is paid at the hotel */
  | { kind: 'lessAtHotel'; amount: Minor };

export interface AmendmentSummary {
  rooms: RoomAmendment[];
  bookerChanged: boolean;
  specialRequestsChanged: boolean;
  /** the rooms still held, as booked and as amended */
  totalBefore: Minor;
  totalAfter: Minor;
  /** what cancelling the rooms staged for cancellation costs */
  cancellationCharges: Minor;
  /** what the guest pays in all after the changes, less the booking as it stands: after + charges - before */
  difference: Minor;
  settlement: Settlement;
  hasChanges: boolean;
}

const sameGuest = (a: Guest, b: Guest | undefined) =>
  !!b &&
  a.FirstName === b.FirstName &&
  a.LastName === b.LastName &&
  (a.Email ?? '') === (b.Email ?? '') &&
  (a.Phone ?? '') === (b.Phone ?? '');

function roomChanges(state: AmendState, room: HeldRoom, item: BasketItem): string[] {
  const booked = room.booked;
  const changes: string[] = [];
  if (item.DateOfArrival !== booked.DateFrom || item.DateOfDeparture !== booked.DateTo)
    changes.push(t('change.dates', { from: item.DateOfArrival, to: item.DateOfDeparture }));
  if (item.RoomTypeId !== booked.RoomTypeId)
    changes.push(t('change.room', { before: booked.RoomTypeName, after: item.roomTypeName }));
  if (item.ratePlan.RatePlanId !== booked.RatePlanId)
    changes.push(t('change.rate', { before: booked.RatePlanName, after: item.ratePlan.RatePlanName }));
  if (
    item.numberOfAdults !== booked.NumberOfAdults ||
    item.numberOfChildren !== booked.NumberOfChildren ||
    item.numberOfInfants !== booked.NumberOfInfants
  )
    changes.push(t('change.guests', { guests: guestsText(occupancyOf(item)) }));
  const guests = guestsOf(state, room.roomNumber);
  // placeholders for guests not named yet are no change of names
  const named = guests.filter((g) => !isPlaceholderGuest(g));
  if (named.length !== booked.Guests.length || named.some((g, i) => !sameGuest(g, booked.Guests[i])))
    changes.push(
      t('change.guestNames', {
        names: guestNamesText(guests.map((g) => personName(g.FirstName, g.LastName))),
      }),
    );
  if (item.roomConfigurationId !== booked.RoomConfigurationDropdownOptionId) {
    const name = state.roomConfigurations.find(
      (c) => c.RoomConfigurationDropdownOptionId === item.roomConfigurationId,
    )?.Name;
    changes.push(name === undefined ? t('change.bedSetUpChanged') : t('change.bedSetUp', { name }));
  }
  const names = new Map([
    ...booked.Services.map((s) => [s.ServiceId, s.ServiceName] as const),
    ...item.availableServices.map((s) => [s.ServiceId, s.ServiceName] as const),
  ]);
  const ids = new Set([...booked.Services.map((s) => s.ServiceId), ...item.Services.map((s) => s.ServiceId)]);
  for (const id of ids) {
    const was = booked.Services.find((s) => s.ServiceId === id)?.Quantity ?? 0;
    const now = item.Services.find((s) => s.ServiceId === id)?.Quantity ?? 0;
    const name = String(names.get(id));
    if (was !== now)
      changes.push(now === 0 ? t('change.extraRemoved', { name }) : t('extraQuantity', { name, quantity: now }));
  }
  return changes;
}

const sameContact = (a: BillingContact | null, b: BillingContact | null) => JSON.stringify(a) === JSON.stringify(b);

/** Every change the guest made, old and new price per room, and the difference in total. */
export function amendmentSummary(state: AmendState): AmendmentSummary {
  const currency = state.property.currency;
  const rooms: RoomAmendment[] = state.held.map((room) => {
    const item = basketItemFor(state, room.roomNumber);
    const before = toMinor(room.booked.TotalCost, currency);
    if (!item) {
      return {
        roomNumber: room.roomNumber,
        roomTypeName: room.booked.RoomTypeName,
        ratePlanName: room.booked.RatePlanName,
        changes: [t('change.cancelled')],
        cancelled: true,
        before,
        after: cancellationCharge(room.booked, currency),
      };
    }
    return {
      roomNumber: room.roomNumber,
      roomTypeName: item.roomTypeName,
      ratePlanName: item.ratePlan.RatePlanName,
      changes: roomChanges(state, room, item),
      cancelled: false,
      before,
      after: heldItemCost(state, item),
    };
  });
  const totalBefore = bookedTotal(state);
  const charges = rooms.filter((r) => r.cancelled).reduce((sum, r) => sum + r.after, 0);
  const totalAfter = amendedTotal(state);
  const bookerChanged = !sameContact(state.booker, state.reservation.Booker);
  const specialRequestsChanged = state.specialRequests !== (state.reservation.SpecialRequests ?? '');
  const difference = totalAfter + charges - totalBefore;
  return {
    rooms,
    bookerChanged,
    specialRequestsChanged,
    totalBefore,
    totalAfter,
    cancellationCharges: charges,
    difference,
    settlement: settlementOf(
      difference,
      totalAfter + charges,
      toMinor(state.reservation.AmountPaid, currency),
      state.reservation.PaymentCard?.LastFourDigits ?? null,
    ),
    hasChanges: bookerChanged || specialRequestsChanged || rooms.some((r) => r.changes.length > 0),
  };
}

/**
 * DECISION (docs/decisions.md, "Manage booking"): saving changes charges nothing. More to pay is
 * added to the balance paid at the hotel; when the new total is below what was paid in advance,
 * the excess goes back to the card on the booking.
 */
export function settlementOf(
  difference: Minor,
  totalAfter: Minor,
  paid: Minor,
  cardLastFour: string | null,
): Settlement {
  if (difference === 0) return { kind: 'none' };
  if (paid > totalAfter) return { kind: 'refund', amount: paid - totalAfter, cardLastFour };
  if (difference > 0) return { kind: 'payAtHotel', amount: difference };
  return { kind: 'lessAtHotel', amount: -difference };
}

/** Cancelling the whole booking now: the charge, and what comes back of what was paid. */
export function bookingCancellation(state: Pick<AmendState, 'reservation' | 'property'>) {
  const currency = state.property.currency;
  const charge = activeRooms(state.reservation).reduce((sum, room) => sum + cancellationCharge(room, currency), 0);
  const paid = toMinor(state.reservation.AmountPaid, currency);
  return {
    charge,
    refund: Math.max(0, paid - charge),
    /** what is charged to the card beyond what was paid */
    toCharge: Math.max(0, charge - paid),
    cardLastFour: state.reservation.PaymentCard?.LastFourDigits ?? null,
  };
}

// ---------- validity ----------

/** The booker's details as the booker step edits them (the checkout's fields and rules). */
export type BookerDetails = Pick<BookerForm, 'firstName' | 'lastName' | 'emailAddress' | 'telephoneNumber'>;

export function bookerDetailsOf(booker: BillingContact): BookerDetails {
  return {
    firstName: booker.FirstName,
    lastName: booker.LastName,
    emailAddress: booker.Email ?? '',
    telephoneNumber: booker.Phone ?? '',
  };
}

export function withBookerDetails(booker: BillingContact, change: Partial<BookerDetails>): BillingContact {
  return {
    ...booker,
    FirstName: change.firstName ?? booker.FirstName,
    LastName: change.lastName ?? booker.LastName,
    Email: change.emailAddress ?? booker.Email,
    Phone: change.telephoneNumber ?? booker.Phone,
  };
}

export function bookerErrors(booker: BillingContact | null): FieldErrors<BookerDetails> {
  return booker ? fieldErrors(bookerDetailsSchema, bookerDetailsOf(booker)) : {};
}

/** Spec 5: save needs the booker (if any) and every guest valid, and each room's lead guest complete. */
export function isAmendmentSavable(state: AmendState): boolean {
  const guests = state.basket.flatMap((item) => guestsOf(state, item.roomNumber));
  return (
    state.basket.every((item) => isLeadGuestOk(state, item)) &&
    !hasFieldErrors(bookerErrors(state.booker)) &&
    canSaveReservation({ guests, requirements: state.property.guestFields })
  );
}

/** A room's guests are all valid per the manage configuration. */
export function areRoomGuestsValid(state: AmendState, roomNumber: number): boolean {
  return canSaveReservation({ guests: guestsOf(state, roomNumber), requirements: state.property.guestFields });
}
