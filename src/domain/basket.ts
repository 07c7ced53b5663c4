/**
 * The basket of a booking (spec section 4 and 5): which room types and upgrades a room is offered,
 * how a choice, an upgrade or a removal changes the basket and the rooms left, and a re-check's
 * new prices. Every rule it needs (occupancy, offers, availability, lead guest) is the domain's own.
 */
import {
  availableRoomsFor,
  canAddRoom,
  canBookServiceQuantity,
  returnRoom,
  serviceInventory,
  takeRoom,
} from '@/domain/availability';
import {
  fitsRoomTypeAndRate,
  isRoomTypeOffered,
  isUpgradeOffered,
  upgradeRate,
  isOccupancyValid,
  effectiveBounds,
  type Occupancy,
} from '@/domain/occupancy';
import { isRoomConfigurationAsked } from '@/domain/validation';
import { isLeadGuestComplete } from './leadGuest';
import { roomCost } from '@/domain/pricing';
import type { Minor } from '@/domain/money';
import type {
  SearchResponse,
  RoomType,
  RatePlan,
  Upgrade,
  Service,
  ServicesResponse,
  RoomConfiguration,
} from './models';
export type {
  SearchResponse,
  AvailabilityResult,
  RoomType,
  RatePlan,
  Upgrade,
  Service,
  ServicesResponse,
  RoomConfiguration,
  BookingRoomDto,
} from './models';
import { nextRoomNeeding, type RoomNeed, type RoomProgress } from './visits';

export interface SearchRoom {
  roomNumber: number;
  numberOfAdults: number;
  numberOfChildren: number;
  numberOfInfants: number;
}

export interface ServiceLine {
  ServiceId: number;
  Quantity: number;
  /** set while the guest has just added it, for the "added" announcement */
  justAdded: boolean;
}

/** One room of the basket (the spec's "room selection / basket reservation item"). */
export interface BasketItem {
  roomNumber: number;
  DateOfArrival: string;
  DateOfDeparture: string;
  numberOfAdults: number;
  numberOfChildren: number;
  numberOfInfants: number;
  RoomTypeId: number;
  roomTypeName: string;
  /** the rate as offered by the search (per-stay prices) */
  ratePlan: RatePlan;
  /** room type occupancy bounds, for occupancy changes */
  roomTypeBounds: Pick<
    RoomType,
    'MaximumOccupancy' | 'MinimumOccupancy' | 'AdultMaximumOccupancy' | 'ChildMaximumOccupancy'
  >;
  leadGuest: { firstName: string; lastName: string };
  roomConfigurationId: number | null;
  Services: ServiceLine[];
  /** services offered for this room (loaded in the extras step) */
  availableServices: Service[];
  inventory: ServicesResponse['InventoryPerServiceId'];
  servicesLoaded: boolean;
  servicesSeen: boolean;
  upgradesSeen: boolean;
  guestsReviewed: boolean;
}

/** A basket room whose price changed since it was chosen (seen when a restored flow re-checks). */
export interface PriceChange {
  roomNumber: number;
  roomTypeName: string;
  ratePlanName: string;
  /** room cost of the stay as chosen (minor units of the property currency) */
  before: Minor;
  /** room cost now (minor units); null when the rate is no longer offered */
  after: Minor | null;
}

export interface BookingPropertyFacts {
  propertyId: number;
  propertyCode: string;
  currency: string;
  standardVatRate: number;
  isStandardTaxExclusive: boolean;
  showRoomConfigurationQuestion: boolean;
  maxRooms: number;
  noAvailabilityMessage: string | null;
}

/** What the basket rules read of a booking flow (the booking machine's context has all of it). */
export interface BasketState {
  property: Pick<BookingPropertyFacts, 'showRoomConfigurationQuestion'>;
  /** the search that produced the results: its dates are the basket's */
  search: { fromDate?: string; toDate?: string } | null;
  rooms: SearchRoom[];
  results: SearchResponse | null;
  /** rooms left per room type id, lowered as rooms go into the basket */
  availability: Record<string, number>;
  activeRoomNumber: number | null;
  /** room type picked in the room type step, before its rate */
  pendingRoomTypeId: number | null;
  basket: BasketItem[];
  roomConfigurations: RoomConfiguration[];
}

/** What a choice, an upgrade or a removal changes. */
export type BasketChange = Partial<
  Pick<BasketState, 'availability' | 'basket' | 'pendingRoomTypeId' | 'activeRoomNumber'>
>;

export function findResult(context: BasketState, roomTypeId: number) {
  return context.results?.RoomTypes.find((r) => r.RoomType.RoomTypeId === roomTypeId);
}

export function roomTypeById(context: BasketState, roomTypeId: number): RoomType | undefined {
  return findResult(context, roomTypeId)?.RoomType;
}

export function activeRoom(context: BasketState): SearchRoom | undefined {
  return context.rooms.find((r) => r.roomNumber === context.activeRoomNumber);
}

export function basketItemFor(context: BasketState, roomNumber: number | null): BasketItem | undefined {
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
export function offeredRoomTypeIds(context: BasketState, roomNumber = context.activeRoomNumber): number[] {
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
export function canChooseRate(context: BasketState, roomTypeId: number, ratePlanId: number): boolean {
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
export function offeredUpgrades(context: BasketState, item: BasketItem): Upgrade[] {
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

/** Where each room of the search stands, for the step visits (src/domain/visits). */
export function roomProgress(context: BasketState): RoomProgress[] {
  return context.rooms.map((room) => {
    const item = basketItemFor(context, room.roomNumber);
    return {
      roomNumber: room.roomNumber,
      hasChoice: item !== undefined,
      // a room whose upgrades were all taken since it was chosen has none to see
      upgradesOffered: item ? offeredUpgrades(context, item).length : 0,
      upgradesSeen: item?.upgradesSeen ?? false,
      leadGuestValid: item ? isLeadGuestOk(context, item) : false,
      servicesLoaded: item?.servicesLoaded ?? false,
      selectableServices: item?.availableServices.length ?? 0,
      servicesSeen: item?.servicesSeen ?? false,
      guestsReviewed: item?.guestsReviewed ?? false,
    };
  });
}

/** The room number the step visits next (spec 4), or undefined when every room is done. */
export function nextRoomFor(context: BasketState, need: RoomNeed): number | undefined {
  return nextRoomNeeding(roomProgress(context), need)?.roomNumber;
}

export function allRoomsChosen(context: BasketState): boolean {
  return context.rooms.length > 0 && nextRoomFor(context, 'choice') === undefined;
}

/** The bed set-ups a room of this type may choose from. */
export function roomConfigurationsFor(context: BasketState, roomTypeId: number): RoomConfiguration[] {
  return context.roomConfigurations.filter((c) => c.RoomTypeId === roomTypeId);
}

export function isRoomConfigurationAskedFor(context: BasketState, item: BasketItem): boolean {
  return isRoomConfigurationAsked(
    context.property.showRoomConfigurationQuestion,
    roomConfigurationsFor(context, item.RoomTypeId).length,
  );
}

export function isLeadGuestOk(context: BasketState, item: BasketItem): boolean {
  return isLeadGuestComplete(item.leadGuest, isRoomConfigurationAskedFor(context, item), item.roomConfigurationId);
}

export function itemsWithoutServices(context: BasketState): BasketItem[] {
  return context.basket.filter((item) => !item.servicesLoaded);
}

/**
 * Puts the active room's choice into the basket: availability of the room type lowered by one
 * (the room's earlier choice, if any, returned first), items kept sorted by room number, and
 * "upgrades seen" set at once when no upgrade is offered.
 */
export function withChoice(context: BasketState, roomTypeId: number, ratePlanId: number): BasketChange {
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
  const next: BasketChange = {
    availability,
    basket: [...context.basket.filter((i) => i.roomNumber !== room.roomNumber), item].sort(
      (a, b) => a.roomNumber - b.roomNumber,
    ),
    pendingRoomTypeId: null,
  };
  const merged = { ...context, ...next } as BasketState;
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
export function withUpgrade(context: BasketState, roomNumber: number, upgradeRoomTypeId: number): BasketChange {
  const item = basketItemFor(context, roomNumber);
  if (!item) return {};
  const upgrade = offeredUpgrades(context, item).find((u) => u.RoomTypeId === upgradeRoomTypeId);
  const rate = upgrade ? upgradeRate(upgrade, item.ratePlan.RatePlanId) : undefined;
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
export function withoutItem(context: BasketState, roomNumber: number): BasketChange {
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
  basket: readonly BasketItem[],
  roomNumber: number,
  change: (item: BasketItem) => BasketItem,
): BasketItem[] {
  return basket.map((item) => (item.roomNumber === roomNumber ? change(item) : item));
}

/** A step is done for a room: its upgrades were offered, its guests reviewed or its extras seen. */
export function markRoom(
  basket: readonly BasketItem[],
  roomNumber: number | null,
  step: 'upgradesSeen' | 'guestsReviewed' | 'servicesSeen',
): BasketItem[] {
  return updateItem(basket, roomNumber ?? 0, (item) => ({ ...item, [step]: true }));
}

/** The lead guest's name as typed (a missing part keeps its value). */
export function withLeadGuest(
  basket: readonly BasketItem[],
  roomNumber: number,
  name: { firstName?: string | undefined; lastName?: string | undefined },
): BasketItem[] {
  return updateItem(basket, roomNumber, (item) => ({
    ...item,
    leadGuest: {
      firstName: name.firstName ?? item.leadGuest.firstName,
      lastName: name.lastName ?? item.leadGuest.lastName,
    },
  }));
}

export function withRoomConfiguration(
  basket: readonly BasketItem[],
  roomNumber: number,
  roomConfigurationId: number | null,
): BasketItem[] {
  return updateItem(basket, roomNumber, (item) => ({ ...item, roomConfigurationId }));
}

/** New guest counts for a room: its basket item and its search room both take them. */
export function withOccupancy(
  state: Pick<BasketState, 'basket' | 'rooms'>,
  roomNumber: number,
  occupancy: Occupancy,
): Pick<BasketState, 'basket' | 'rooms'> {
  const counts = occupancyOf(occupancy);
  return {
    basket: updateItem(state.basket, roomNumber, (item) => ({ ...item, ...counts })),
    rooms: state.rooms.map((room) => (room.roomNumber === roomNumber ? { ...room, ...counts } : room)),
  };
}

/** The extras loaded for each room (a room not in the answer keeps what it had). */
export function withLoadedServices(
  basket: readonly BasketItem[],
  byRoom: Readonly<Record<number, ServicesResponse>>,
): BasketItem[] {
  return basket.map((item) => {
    const loaded = byRoom[item.roomNumber];
    if (!loaded) return item;
    return {
      ...item,
      availableServices: loaded.Services,
      inventory: loaded.InventoryPerServiceId,
      servicesLoaded: true,
    };
  });
}

/** Extras could not be loaded and the guest goes on without them: no room is visited for extras. */
export function withoutExtras(basket: readonly BasketItem[]): BasketItem[] {
  return basket.map((item) => ({ ...item, servicesLoaded: true, servicesSeen: true }));
}

/** A service line set to a quantity (0 removes it); a new line is marked "just added". */
export function withServiceQuantity(
  basket: readonly BasketItem[],
  roomNumber: number,
  serviceId: number,
  quantity: number,
): BasketItem[] {
  return updateItem(basket, roomNumber, (item) => {
    const others = item.Services.filter((line) => line.ServiceId !== serviceId);
    const existed = item.Services.some((line) => line.ServiceId === serviceId);
    return {
      ...item,
      Services: quantity > 0 ? [...others, { ServiceId: serviceId, Quantity: quantity, justAdded: !existed }] : others,
    };
  });
}

/**
 * Whether a room may take this quantity of a service: a whole, non-negative number, of a service
 * offered to the room, within the inventory left after the basket's other rooms. Lines of a new
 * booking have no ReservationItemId yet, so they are always editable (isServiceLineEditable).
 */
export function isServiceQuantityAllowed(
  state: Pick<BasketState, 'basket'>,
  roomNumber: number,
  serviceId: number,
  quantity: number,
): boolean {
  const item = state.basket.find((i) => i.roomNumber === roomNumber);
  const service = item?.availableServices.find((s) => s.ServiceId === serviceId);
  if (!item || !service || !Number.isInteger(quantity) || quantity < 0) return false;
  if (quantity === 0) return true;
  const starting = item.inventory[String(serviceId)]?.StartingInventory ?? null;
  const usedElsewhere = state.basket
    .filter((other) => other.roomNumber !== roomNumber)
    .map((other) => ({ Quantity: other.Services.find((line) => line.ServiceId === serviceId)?.Quantity ?? 0 }));
  return canBookServiceQuantity(
    serviceInventory({ StartingInventory: starting, ReservationItems: usedElsewhere }),
    quantity,
  );
}

/**
 * A background re-check's answer for a basket held across a reload: the rooms left are the fresh
 * answer less the basket's own rooms, and the basket takes today's prices (every change listed).
 */
export function refreshedBasket(basket: readonly BasketItem[], results: SearchResponse, currency: string) {
  let availability: Record<string, number> = { ...results.NumberOfRoomsPerRoomTypeId };
  for (const item of basket) availability = { ...takeRoom(availability, item.RoomTypeId) };
  const { basket: repriced, changes } = repriceBasket(basket, results, currency);
  return { results, availability, basket: repriced, priceChanges: changes };
}

/**
 * A basket held across a reload, checked against a fresh search answer: each room takes the
 * rate as offered now, and every room whose stay price changed, or whose rate is no longer
 * offered (then kept as it was, for the guest to remove), is reported (costs in minor units of
 * the property currency).
 */
export function repriceBasket(
  basket: readonly BasketItem[],
  results: SearchResponse,
  currency: string,
): { basket: BasketItem[]; changes: PriceChange[] } {
  const changes: PriceChange[] = [];
  const next = basket.map((item) => {
    const fresh = results.RoomTypes.find((r) => r.RoomType.RoomTypeId === item.RoomTypeId)?.Rates.find(
      (r) => r.RatePlanId === item.ratePlan.RatePlanId,
    );
    const before = roomCost(item.ratePlan, occupancyOf(item), currency);
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
    const after = roomCost(fresh, occupancyOf(item), currency);
    if (after !== before) changes.push({ ...change, after });
    return { ...item, ratePlan: fresh };
  });
  return { basket: next, changes };
}
