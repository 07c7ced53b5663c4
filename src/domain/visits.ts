/**
 * Step visits (booking spec 4; manage and pre check-in spec 2): a step that concerns each room
 * visits, in room order, the rooms that still need it, then the flow goes on. One implementation
 * for every flow: the booking basket, a managed reservation and a pre check-in all describe their
 * rooms as RoomProgress and ask for the next room that needs a step.
 */

/** Where a room stands, as the step visits read it. */
export interface RoomProgress {
  roomNumber: number;
  /** a room type and rate are chosen for it */
  hasChoice: boolean;
  /** upgrades offered to it now (0 when none is offered any more) */
  upgradesOffered: number;
  upgradesSeen: boolean;
  /** lead guest (and, when asked, the room set-up) complete */
  leadGuestValid: boolean;
  /** its extras were loaded, and how many of them the guest may choose */
  servicesLoaded: boolean;
  selectableServices: number;
  servicesSeen: boolean;
  /** the guest reviewed its guests (pre check-in and manage review every guest) */
  guestsReviewed: boolean;
}

/** What a step needs of a room before the flow moves past it. */
export const ROOM_NEEDS = {
  /** room type and rate selection */
  choice: (room: RoomProgress) => !room.hasChoice,
  /** the upgrade offer, once per room, only while something is offered */
  upgrades: (room: RoomProgress) => !room.upgradesSeen && room.upgradesOffered > 0,
  /** occupancy and lead guest, until valid */
  guests: (room: RoomProgress) => !room.leadGuestValid,
  /** extras, once per room with selectable services */
  services: (room: RoomProgress) => room.servicesLoaded && room.selectableServices > 0 && !room.servicesSeen,
  /** the review of every guest (pre check-in, manage) */
  review: (room: RoomProgress) => !room.guestsReviewed || !room.leadGuestValid,
} as const;

export type RoomNeed = keyof typeof ROOM_NEEDS;

/** The first room, in room order, that needs the step; undefined when the step is done. */
export function nextRoomNeeding(rooms: readonly RoomProgress[], need: RoomNeed): RoomProgress | undefined {
  const needs = ROOM_NEEDS[need];
  return [...rooms].sort((a, b) => a.roomNumber - b.roomNumber).find(needs);
}

/** Every room, in room order, that needs the step. */
export function roomsNeeding(rooms: readonly RoomProgress[], need: RoomNeed): RoomProgress[] {
  const needs = ROOM_NEEDS[need];
  return [...rooms].sort((a, b) => a.roomNumber - b.roomNumber).filter(needs);
}
