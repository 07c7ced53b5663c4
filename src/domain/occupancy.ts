/**
 * Occupancy rules (booking spec section 5; manage spec section 5): whether guests fit a room
 * type / rate plan, whether a room type or an upgrade is offered for a room.
 */

/** Guests of one booking room. */
export interface Occupancy {
  numberOfAdults: number;
  numberOfChildren: number;
  numberOfInfants: number;
}

/** Occupancy bounds of a room type, rate plan or upgrade. null/undefined = unset (ignored). */
export interface OccupancyBounds {
  MaximumOccupancy?: number | null;
  MinimumOccupancy?: number | null;
  AdultMaximumOccupancy?: number | null;
  ChildMaximumOccupancy?: number | null;
}

/** Bounds after combining room type and rate plan; null = unset. */
export interface ResolvedBounds {
  MaximumOccupancy: number | null;
  MinimumOccupancy: number | null;
  AdultMaximumOccupancy: number | null;
  ChildMaximumOccupancy: number | null;
}

/** A rate plan's bounds and whether they apply. */
export interface RateOccupancy extends OccupancyBounds {
  RatePlanId?: number | null;
  UseOccupancyForRatePlan?: boolean | null;
}

/** Default occupancy of a new search room (spec section 9). */
export const DEFAULT_OCCUPANCY: Readonly<Occupancy> = Object.freeze({
  numberOfAdults: 1,
  numberOfChildren: 0,
  numberOfInfants: 0,
});

/** Adults + children + infants. */
export function totalGuests(occ: Occupancy): number {
  return occ.numberOfAdults + occ.numberOfChildren + occ.numberOfInfants;
}

function isSet(bound: number | null | undefined): bound is number {
  return Number.isFinite(bound);
}

function tighterMax(a: number | null | undefined, b: number | null | undefined): number | null {
  if (isSet(a) && isSet(b)) return Math.min(a, b);
  if (isSet(a)) return a;
  if (isSet(b)) return b;
  return null;
}

function tighterMin(a: number | null | undefined, b: number | null | undefined): number | null {
  if (isSet(a) && isSet(b)) return Math.max(a, b);
  if (isSet(a)) return a;
  if (isSet(b)) return b;
  return null;
}

/**
 * The bounds that apply to a room: the room type's, or, for a rate plan that uses occupancy
 * (UseOccupancyForRatePlan), the tighter of the two per bound (smaller maximum, larger
 * minimum; a bound unset on one side takes the other side's value).
 */
export function effectiveBounds(roomType: OccupancyBounds, rate?: RateOccupancy | null): ResolvedBounds {
  const useRate = rate?.UseOccupancyForRatePlan === true;
  return {
    MaximumOccupancy: tighterMax(roomType.MaximumOccupancy, useRate ? rate.MaximumOccupancy : null),
    MinimumOccupancy: tighterMin(roomType.MinimumOccupancy, useRate ? rate.MinimumOccupancy : null),
    AdultMaximumOccupancy: tighterMax(roomType.AdultMaximumOccupancy, useRate ? rate.AdultMaximumOccupancy : null),
    ChildMaximumOccupancy: tighterMax(roomType.ChildMaximumOccupancy, useRate ? rate.ChildMaximumOccupancy : null),
  };
}

/**
 * Guests fit the bounds: total within [MinimumOccupancy, MaximumOccupancy], adults within
 * AdultMaximumOccupancy, children + infants within ChildMaximumOccupancy. An unset (null or
 * undefined) bound is ignored. Decision: 0 is a real bound (ChildMaximumOccupancy 0 = no
 * children), not "unset".
 */
export function isOccupancyValid(occ: Occupancy, bounds: OccupancyBounds): boolean {
  const total = totalGuests(occ);
  if (isSet(bounds.MaximumOccupancy) && total > bounds.MaximumOccupancy) return false;
  if (isSet(bounds.MinimumOccupancy) && total < bounds.MinimumOccupancy) return false;
  if (isSet(bounds.AdultMaximumOccupancy) && occ.numberOfAdults > bounds.AdultMaximumOccupancy) return false;
  if (isSet(bounds.ChildMaximumOccupancy) && occ.numberOfChildren + occ.numberOfInfants > bounds.ChildMaximumOccupancy)
    return false;
  return true;
}

/** Guests fit a room type together with one of its rates (effective bounds). */
export function fitsRoomTypeAndRate(occ: Occupancy, roomType: OccupancyBounds, rate?: RateOccupancy | null): boolean {
  return isOccupancyValid(occ, effectiveBounds(roomType, rate));
}

export interface RoomTypeOffer extends OccupancyBounds {
  RoomTypeId: number;
  Rates?: readonly RateOccupancy[] | null;
}

export interface RoomTypeOfferedInput {
  roomType: RoomTypeOffer;
  /** The active room's guests. */
  occupancy: Occupancy;
  /** Rooms of this type still available (use availableRoomsFor). */
  availableRooms: number;
  /** Room type already chosen for the active room, if any. */
  chosenRoomTypeId?: number | null;
  /** Room-type filter of the results, if set. */
  roomTypeFilter?: number | null;
  /** Rates to check; defaults to roomType.Rates. */
  rates?: readonly RateOccupancy[] | null;
}

/**
 * A room type is offered for the active room if it is the one already chosen for that room,
 * or all of: it matches the filter (when set), availability > 0, the guests fit the room
 * type's bounds, and at least one rate passes the occupancy check (effective bounds).
 */
export function isRoomTypeOffered(input: RoomTypeOfferedInput): boolean {
  const { roomType, occupancy } = input;
  if (input.chosenRoomTypeId === roomType.RoomTypeId) return true;
  if (input.roomTypeFilter != null && input.roomTypeFilter !== roomType.RoomTypeId) return false;
  if (!(input.availableRooms > 0)) return false;
  // The effective bounds of each rate include the room type's own bounds, so "guests fit the
  // room type" is checked together with "at least one rate fits".
  const rates = input.rates ?? roomType.Rates ?? [];
  return rates.some((rate) => fitsRoomTypeAndRate(occupancy, roomType, rate));
}

export interface UpgradeOption extends OccupancyBounds {
  RoomTypeId: number;
  AvailableRates?: readonly RateOccupancy[] | null;
}

export interface UpgradeOfferedInput {
  upgrade: UpgradeOption;
  occupancy: Occupancy;
  /** Rooms of the upgrade room type still available. */
  availableRooms: number;
  /** Rate plan of the room's current choice. */
  ratePlanId: number;
}

/**
 * An upgrade is offered if its room type has availability > 0, it has a rate for the current
 * rate plan, and the guests fit the upgrade room type and (when it uses occupancy) that rate.
 */
/** The upgrade's rate for the room's rate plan (an upgrade keeps the rate plan chosen). */
export function upgradeRate<R extends { RatePlanId?: number | null }>(
  upgrade: { AvailableRates?: readonly R[] | null },
  ratePlanId: number,
): R | undefined {
  return (upgrade.AvailableRates ?? []).find((rate) => rate.RatePlanId === ratePlanId);
}

export function isUpgradeOffered(input: UpgradeOfferedInput): boolean {
  if (!(input.availableRooms > 0)) return false;
  const rate = upgradeRate(input.upgrade, input.ratePlanId);
  if (!rate) return false;
  return fitsRoomTypeAndRate(input.occupancy, input.upgrade, rate);
}
