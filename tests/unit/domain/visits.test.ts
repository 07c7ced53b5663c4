import { describe, expect, it } from 'vitest';
import { nextRoomNeeding, roomsNeeding, type RoomProgress } from '@/domain/visits';

/** A room that has been through every step. */
const done = (roomNumber: number, change: Partial<RoomProgress> = {}): RoomProgress => ({
  roomNumber,
  hasChoice: true,
  upgradesOffered: 0,
  upgradesSeen: true,
  leadGuestValid: true,
  servicesLoaded: true,
  selectableServices: 2,
  servicesSeen: true,
  guestsReviewed: true,
  ...change,
});

describe('step visits: the next room that still needs a step', () => {
  it('room choice: the first room without a choice, in room order whatever the array order', () => {
    const rooms = [done(3, { hasChoice: false }), done(1), done(2, { hasChoice: false })];
    expect(nextRoomNeeding(rooms, 'choice')?.roomNumber).toBe(2);
    expect(roomsNeeding(rooms, 'choice').map((r) => r.roomNumber)).toEqual([2, 3]);
  });

  it('upgrades: only rooms not yet offered that still have an offer (a room whose offer was taken is skipped)', () => {
    const rooms = [
      done(1, { upgradesSeen: false, upgradesOffered: 0 }),
      done(2, { upgradesSeen: false, upgradesOffered: 1 }),
    ];
    expect(nextRoomNeeding(rooms, 'upgrades')?.roomNumber).toBe(2);
    expect(nextRoomNeeding([done(1, { upgradesSeen: true, upgradesOffered: 3 })], 'upgrades')).toBeUndefined();
  });

  it('guests: rooms whose lead guest is invalid, until it is valid (seen or not)', () => {
    expect(nextRoomNeeding([done(1), done(2, { leadGuestValid: false })], 'guests')?.roomNumber).toBe(2);
    expect(nextRoomNeeding([done(1), done(2)], 'guests')).toBeUndefined();
  });

  it(
    'services: loaded rooms with selectable services not yet seen; ' +
      'a room with none, or not loaded, is not visited',
    () => {
      const rooms = [
        done(1, { servicesSeen: false, selectableServices: 0 }),
        done(2, { servicesSeen: false, servicesLoaded: false }),
        done(3, { servicesSeen: false }),
      ];
      expect(roomsNeeding(rooms, 'services').map((r) => r.roomNumber)).toEqual([3]);
    },
  );

  it('review: guests not reviewed, or reviewed but invalid again', () => {
    const rooms = [done(1, { guestsReviewed: false }), done(2, { leadGuestValid: false }), done(3)];
    expect(roomsNeeding(rooms, 'review').map((r) => r.roomNumber)).toEqual([1, 2]);
  });

  it('no rooms: nothing to visit', () => {
    expect(nextRoomNeeding([], 'choice')).toBeUndefined();
  });
});
