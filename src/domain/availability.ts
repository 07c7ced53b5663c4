/**
 * Room availability in the basket and service inventory (booking spec sections 3, 4, 5, 9).
 */

/** Available rooms assumed when there is no data for a room type (spec section 9). */
export const DEFAULT_AVAILABLE_ROOMS = 1;
/** The availability badge shows when 1 to this many rooms remain. */
export const AVAILABILITY_BADGE_MAX = 3;

/** NumberOfRoomsPerRoomTypeId of the search response: room type id -> rooms left. */
export type AvailabilityMap = Readonly<Record<string, number>>;

/** Rooms left of a room type; DEFAULT_AVAILABLE_ROOMS (1) when there is no data. */
export function availableRoomsFor(map: AvailabilityMap | null | undefined, roomTypeId: number | string): number {
  const v = map?.[String(roomTypeId)];
  return v !== undefined && Number.isFinite(v) ? v : DEFAULT_AVAILABLE_ROOMS;
}

/** The "only n rooms left" badge shows for 1 to 3 remaining rooms. */
export function showAvailabilityBadge(availableRooms: number): boolean {
  return availableRooms >= 1 && availableRooms <= AVAILABILITY_BADGE_MAX;
}

/** A room of this type can be added to the basket only if at least one is available. */
export function canAddRoom(map: AvailabilityMap | null | undefined, roomTypeId: number | string): boolean {
  return availableRoomsFor(map, roomTypeId) >= 1;
}

/**
 * Adding a room lowers the room type's availability by one (new map; the input is not
 * changed). When the room cannot be added the same map is returned.
 */
export function takeRoom(map: AvailabilityMap | null | undefined, roomTypeId: number | string): AvailabilityMap {
  const base = map ?? {};
  if (!canAddRoom(base, roomTypeId)) return base;
  return { ...base, [String(roomTypeId)]: availableRoomsFor(base, roomTypeId) - 1 };
}

/** Removing a room returns one availability to its room type (new map). */
export function returnRoom(map: AvailabilityMap | null | undefined, roomTypeId: number | string): AvailabilityMap {
  const base = map ?? {};
  return { ...base, [String(roomTypeId)]: availableRoomsFor(base, roomTypeId) + 1 };
}

export interface ServiceLineEditability {
  ReservationItemId?: number | string | null;
  Service?: { AllowEditOnBookingEngine?: boolean | null } | null;
}

/**
 * A service line is editable when it is new (no ReservationItemId: null, undefined, 0 or "")
 * or its service allows editing on the booking engine.
 */
export function isServiceLineEditable(line: ServiceLineEditability): boolean {
  const id = line.ReservationItemId;
  const isNew = id === null || id === undefined || id === 0 || id === '';
  return isNew || line.Service?.AllowEditOnBookingEngine === true;
}

export interface ServiceInventoryInput {
  StartingInventory?: number | null;
  ReservationItems?: readonly { Quantity?: number | null }[] | null;
}

export interface ServiceInventory {
  used: number;
  /** null = unlimited (null starting inventory). Never below 0. */
  available: number | null;
}

/** Used inventory = sum of quantities; available = starting - used (null start = unlimited). */
export function serviceInventory(input: ServiceInventoryInput): ServiceInventory {
  let used = 0;
  for (const item of input.ReservationItems ?? []) {
    const q = item.Quantity ?? 0;
    if (q > 0) used += q;
  }
  const start = input.StartingInventory;
  if (typeof start !== 'number') return { used, available: null };
  return { used, available: Math.max(0, start - used) };
}

/** Whether `quantity` more units can be booked against an inventory. */
export function canBookServiceQuantity(inventory: ServiceInventory, quantity: number): boolean {
  return inventory.available === null || quantity <= inventory.available;
}
