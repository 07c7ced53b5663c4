import type { RoomNeed } from '@/domain/visits';

/**
 * The "choosing" state of a step that visits rooms (spec 4; manage and pre check-in): go on to
 * `done` when no room needs the step, else make the next room that needs it active and go to
 * `visit` (default `editing`).
 * A machine using it declares the guard `noRoomNeeds` and the action `activateNextRoom`, both
 * with params `{ need }`, over the domain's nextRoomNeeding (src/domain/visits).
 */
export function visitRooms<const Done extends string, const Visit extends string = 'editing'>(
  need: RoomNeed,
  done: Done,
  visit: Visit = 'editing' as Visit,
) {
  return {
    always: [
      { guard: { type: 'noRoomNeeds', params: { need } }, target: done },
      { target: visit, actions: { type: 'activateNextRoom', params: { need } } },
    ],
  } as const;
}
