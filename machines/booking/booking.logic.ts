/**
 * Flow logic of the booking machine: which room is visited next and how the basket changes.
 * Every business rule it needs (occupancy, offers, availability, lead guest) is called from
 * src/domain; this file only composes them.
 */
import { availableRoomsFor, canAddRoom, returnRoom, takeRoom } from '@/domain/availability';
import {
  fitsRoomTypeAndRate,
  isRoomTypeOffered,
  isUpgradeOffered,
  isOccupancyValid,
  effectiveBounds,
  type Occupancy,
} from '@/domain/occupancy';
import { isLeadGuestValid, isRoomConfigurationAsked } from '@/domain/validation';
import { roomCost } from '@/domain/pricing';
import type {
  BasketItem,
  BookingContext,
  PriceChange,
  RatePlan,
  RoomConfiguration,
  RoomType,
  SearchResponse,
  SearchRoom,
  Upgrade,
} from './booking.types';

export function findResult(context: BookingContext, roomTypeId: number) {
  return context.results?.RoomTypes.find((r) => r.RoomType.RoomTypeId === roomTypeId);
}

export function roomTypeById(context: BookingContext, roomTypeId: number): RoomType | undefined {
  return findResult(context, roomTypeId)?.RoomType;
}

export function rateOf(context: BookingContext, roomTypeId: number, ratePlanId: number): RatePlan | undefined {
  return findResult(context, roomTypeId)?.Rates.find((r) => r.RatePlanId === ratePlanId);
}

export function activeRoom(context: BookingContext): SearchRoom | undefined {
  return context.rooms.find((r) => r.roomNumber === context.activeRoomNumber);
}

export function basketItemFor(context: BookingContext, roomNumber: number | null): BasketItem | undefined {
  return context.basket.find((i) => i.roomNumber === roomNumber);
}

export function occupancyOf(room: Occupancy): Occupancy {
  return {
    numberOfAdults: room.numberOfAdults,
    numberOfChildren: room.numberOfChildren,
    numberOfInfants: room.numberOfInfants,
  };
}

/** Room types offered to the active room (spec 5: "A room type is offered for the active room"). */
export function offeredRoomTypeIds(context: BookingContext, roomNumber = context.activeRoomNumber): number[] {
  const room = context.rooms.find((r) => r.roomNumber === roomNumber);
  if (!room || !context.results) return [];
  const chosen = basketItemFor(context, room.roomNumber)?.RoomTypeId ?? null;
  return context.results.RoomTypes.filter((result) =>
    isRoomTypeOffered({
      roomType: result.RoomType,
      rates: result.Rates,
      occupancy: occupancyOf(room),
      availableRooms: availableRoomsFor(context.availability, result.RoomType.RoomTypeId),
      chosenRoomTypeId: chosen,
    }),
  ).map((r) => r.RoomType.RoomTypeId);
}

/** Whether the active room may take this room type with this rate now. */
export function canChooseRate(context: BookingContext, roomTypeId: number, ratePlanId: number): boolean {
  const room = activeRoom(context);
  const result = findResult(context, roomTypeId);
  const rate = result?.Rates.find((r) => r.RatePlanId === ratePlanId);
  if (!room || !result || !rate) return false;
  if (!offeredRoomTypeIds(context).includes(roomTypeId)) return false;
  if (!fitsRoomTypeAndRate(occupancyOf(room), result.RoomType, rate)) return false;
  // re-choosing the room's own room type frees its own room first
  const current = basketItemFor(context, room.roomNumber);
  const availability = current ? returnRoom(context.availability, current.RoomTypeId) : context.availability;
  return canAddRoom(availability, roomTypeId);
}

/** Upgrades offered for a basket item (spec 5: "An upgrade is offered"). */
export function offeredUpgrades(context: BookingContext, item: BasketItem): Upgrade[] {
  const roomType = roomTypeById(context, item.RoomTypeId);
  return (roomType?.Upgrades ?? []).filter((upgrade) =>
    isUpgradeOffered({
      upgrade,
      occupancy: occupancyOf(item),
      availableRooms: availableRoomsFor(context.availability, upgrade.RoomTypeId),
      ratePlanId: item.ratePlan.RatePlanId,
    }),
  );
}

export function roomsWithoutChoice(context: BookingContext): SearchRoom[] {
  return context.rooms.filter((room) => !basketItemFor(context, room.roomNumber));
}

export function allRoomsChosen(context: BookingContext): boolean {
  return context.rooms.length > 0 && roomsWithoutChoice(context).length === 0;
}

/**
 * Spec 4: the upgrade step visits each room with unseen upgrades. A room whose upgrades were all
 * taken since it was chosen (another room of the basket took the last one) has none to see.
 */
export function nextRoomWithUnseenUpgrades(context: BookingContext): BasketItem | undefined {
  return context.basket.find((item) => !item.upgradesSeen && offeredUpgrades(context, item).length > 0);
}

/** The bed set-ups a room of this type may choose from. */
export function roomConfigurationsFor(context: BookingContext, roomTypeId: number): RoomConfiguration[] {
  return context.roomConfigurations.filter((c) => c.RoomTypeId === roomTypeId);
}

export function isRoomConfigurationAskedFor(context: BookingContext, item: BasketItem): boolean {
  return isRoomConfigurationAsked(
    context.property.showRoomConfigurationQuestion,
    roomConfigurationsFor(context, item.RoomTypeId).length,
  );
}

export function isLeadGuestOk(context: BookingContext, item: BasketItem): boolean {
  return isLeadGuestValid(item.leadGuest, isRoomConfigurationAskedFor(context, item), item.roomConfigurationId);
}

export function nextRoomNeedingGuests(context: BookingContext): BasketItem | undefined {
  return context.basket.find((item) => !isLeadGuestOk(context, item));
}

export function nextRoomWithUnseenServices(context: BookingContext): BasketItem | undefined {
  return context.basket.find((item) => item.servicesLoaded && item.availableServices.length > 0 && !item.servicesSeen);
}

export function itemsWithoutServices(context: BookingContext): BasketItem[] {
  return context.basket.filter((item) => !item.servicesLoaded);
}

/**
 * Puts the active room's choice into the basket: availability of the room type lowered by one
 * (the room's earlier choice, if any, returned first), items kept sorted by room number, and
 * "upgrades seen" set at once when no upgrade is offered.
 */
export function withChoice(context: BookingContext, roomTypeId: number, ratePlanId: number): Partial<BookingContext> {
  const room = activeRoom(context);
  const result = findResult(context, roomTypeId);
  const rate = result?.Rates.find((r) => r.RatePlanId === ratePlanId);
  if (!room || !result || !rate || !context.search?.fromDate || !context.search.toDate) return {};
  const previous = basketItemFor(context, room.roomNumber);
  let availability = previous ? returnRoom(context.availability, previous.RoomTypeId) : context.availability;
  availability = takeRoom(availability, roomTypeId);
  const item: BasketItem = {
    roomNumber: room.roomNumber,
    DateOfArrival: context.search.fromDate,
    DateOfDeparture: context.search.toDate,
    ...occupancyOf(room),
    RoomTypeId: roomTypeId,
    roomTypeName: result.RoomType.Name,
    ratePlan: rate,
    roomTypeBounds: pickBounds(result.RoomType),
    leadGuest: previous?.leadGuest ?? { firstName: '', lastName: '' },
    roomConfigurationId: null,
    Services: [],
    availableServices: [],
    inventory: {},
    servicesLoaded: false,
    servicesSeen: false,
    upgradesSeen: false,
    guestsReviewed: false,
  };
  const next: Partial<BookingContext> = {
    availability,
    basket: [...context.basket.filter((i) => i.roomNumber !== room.roomNumber), item].sort(
      (a, b) => a.roomNumber - b.roomNumber,
    ),
    pendingRoomTypeId: null,
  };
  const merged = { ...context, ...next } as BookingContext;
  if (offeredUpgrades(merged, item).length === 0) item.upgradesSeen = true;
  return next;
}

export function pickBounds(bounds: BasketItem['roomTypeBounds']): BasketItem['roomTypeBounds'] {
  return {
    MaximumOccupancy: bounds.MaximumOccupancy,
    MinimumOccupancy: bounds.MinimumOccupancy,
    AdultMaximumOccupancy: bounds.AdultMaximumOccupancy,
    ChildMaximumOccupancy: bounds.ChildMaximumOccupancy,
  };
}

/** Swaps a basket item to its upgrade room type at the same rate plan. */
export function withUpgrade(
  context: BookingContext,
  roomNumber: number,
  upgradeRoomTypeId: number,
): Partial<BookingContext> {
  const item = basketItemFor(context, roomNumber);
  if (!item) return {};
  const upgrade = offeredUpgrades(context, item).find((u) => u.RoomTypeId === upgradeRoomTypeId);
  const rate = upgrade?.AvailableRates.find((r) => r.RatePlanId === item.ratePlan.RatePlanId);
  if (!upgrade || !rate) return {};
  const availability = takeRoom(returnRoom(context.availability, item.RoomTypeId), upgradeRoomTypeId);
  const roomType = roomTypeById(context, upgradeRoomTypeId);
  const upgraded: BasketItem = {
    ...item,
    RoomTypeId: upgradeRoomTypeId,
    roomTypeName: roomType?.Name ?? item.roomTypeName,
    ratePlan: rate,
    roomTypeBounds: pickBounds(upgrade),
    Services: [],
    availableServices: [],
    inventory: {},
    servicesLoaded: false,
    servicesSeen: false,
    upgradesSeen: true,
  };
  return { availability, basket: context.basket.map((i) => (i.roomNumber === roomNumber ? upgraded : i)) };
}

/** Removes a room's choice: its room returns to availability and the room needs a choice again. */
export function withoutItem(context: BookingContext, roomNumber: number): Partial<BookingContext> {
  const item = basketItemFor(context, roomNumber);
  if (!item) return {};
  return {
    availability: returnRoom(context.availability, item.RoomTypeId),
    basket: context.basket.filter((i) => i.roomNumber !== roomNumber),
    activeRoomNumber: roomNumber,
  };
}

/** Occupancy of a basket item may change only within the room type's and the rate's bounds. */
export function isItemOccupancyValid(item: BasketItem, occupancy: Occupancy): boolean {
  return isOccupancyValid(occupancy, effectiveBounds(item.roomTypeBounds, item.ratePlan));
}

export function updateItem(
  context: BookingContext,
  roomNumber: number,
  change: (item: BasketItem) => BasketItem,
): BasketItem[] {
  return context.basket.map((item) => (item.roomNumber === roomNumber ? change(item) : item));
}

/**
 * A basket held across a reload, checked against a fresh search answer: each room takes the
 * rate as offered now, and every room whose stay price changed, or whose rate is no longer
 * offered (then kept as it was, for the guest to remove), is reported.
 */
export function repriceBasket(
  basket: readonly BasketItem[],
  results: SearchResponse,
): { basket: BasketItem[]; changes: PriceChange[] } {
  const changes: PriceChange[] = [];
  const next = basket.map((item) => {
    const fresh = results.RoomTypes.find((r) => r.RoomType.RoomTypeId === item.RoomTypeId)?.Rates.find(
      (r) => r.RatePlanId === item.ratePlan.RatePlanId,
    );
    const before = roomCost(item.ratePlan, occupancyOf(item));
    const change = {
      roomNumber: item.roomNumber,
      roomTypeName: item.roomTypeName,
      ratePlanName: item.ratePlan.RatePlanName,
      before,
    };
    if (!fresh) {
      changes.push({ ...change, after: null });
      return item;
    }
    const after = roomCost(fresh, occupancyOf(item));
    if (after !== before) changes.push({ ...change, after });
    return { ...item, ratePlan: fresh };
  });
  return { basket: next, changes };
}
