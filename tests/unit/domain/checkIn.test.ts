import { emptyCardForm } from '@/domain/booker';
/** A pre check-in in progress: which rooms the steps visit and when it can be saved (hand-worked cases). */
import { describe, expect, it } from 'vitest';
import {
  checkInState,
  isCheckInSavable,
  isRoomComplete,
  nextCheckInRoom,
  updateRoom,
  type CheckInState,
  isCheckInCardAskable,
  isCheckInCardReady,
  isCheckInTokenTaken,
} from '@/domain/checkIn';
import { config, item, reservation as booking } from '../../machines/precheckin/fixtures';

// the pre check-in fixture's booking (room type 102 has bed set-ups, 101 none), without a booker
const reservation = booking({ Booker: null, CreditCards: [] });

const fresh = () => checkInState(reservation, config, [{ RoomTypeId: 102, count: 2 }], '2026-11-23');
const apply = (state: CheckInState, change: Partial<CheckInState>): CheckInState => ({ ...state, ...change });
const registered = { NationalityIsoCode: 'GB', DateOfBirth: null, IdDocumentType: null, IdDocumentNumber: null };

describe('pre check-in rooms', () => {
  it('visits every room not reviewed yet, in order', () => {
    const state = fresh();
    expect(nextCheckInRoom(state, 'review')).toBe(1);
    const reviewed = apply(
      state,
      updateRoom(state, 1, (r) => ({
        ...r,
        roomConfigurationId: 1,
        registration: registered,
        roomReviewed: true,
        guestsReviewed: true,
      })),
    );
    expect(nextCheckInRoom(reviewed, 'review')).toBe(2);
  });

  it('visits a reviewed room again while something it asks is missing', () => {
    const state = fresh();
    // reviewed, but the bed set-up of room type 102 and the nationality are missing
    const incomplete = apply(
      state,
      updateRoom(state, 1, (r) => ({ ...r, roomReviewed: true, guestsReviewed: true })),
    );
    expect(isRoomComplete(incomplete, incomplete.rooms[0]!)).toBe(false);
    expect(nextCheckInRoom(incomplete, 'review')).toBe(1);
  });

  it('asks the bed set-up only where the room type has set-ups', () => {
    const state = fresh();
    const room2 = { ...state.rooms[1]!, registration: registered };
    expect(isRoomComplete(state, room2)).toBe(true);
  });
});

describe('saving', () => {
  function complete(state: CheckInState): CheckInState {
    let next = state;
    for (const room of state.rooms)
      next = apply(
        next,
        updateRoom(next, room.roomNumber, (r) => ({
          ...r,
          roomConfigurationId: r.roomNumber === 1 ? 1 : null,
          registration: registered,
        })),
      );
    return { ...next, arrivalTime: '15:30', acceptedTerms: true };
  }

  it('saves when every room, guest, the arrival time and the terms are as asked', () => {
    expect(isCheckInSavable(fresh())).toBe(false);
    expect(isCheckInSavable(complete(fresh()))).toBe(true);
  });

  it.each([
    ['the arrival time', (s: CheckInState) => ({ ...s, arrivalTime: '' })],
    ['the terms', (s: CheckInState) => ({ ...s, acceptedTerms: false })],
    [
      'a guest name',
      (s: CheckInState) =>
        apply(
          s,
          updateRoom(s, 2, (r) => ({ ...r, guests: [{ ...r.guests[0]!, LastName: '' }] })),
        ),
    ],
    [
      'a nationality',
      (s: CheckInState) =>
        apply(
          s,
          updateRoom(s, 2, (r) => ({ ...r, registration: { ...registered, NationalityIsoCode: null } })),
        ),
    ],
  ])('refuses without %s', (_, remove) => {
    expect(isCheckInSavable(remove(complete(fresh())))).toBe(false);
  });

  it('takes back what an earlier pre check-in saved, to amend it', () => {
    const done = checkInState(
      {
        ...reservation,
        PreCheckIn: { CompletedAt: '2026-11-20T10:00:00.000Z', EstimatedArrivalTime: '21:00', AcceptedTerms: true },
        ReservationItems: [{ ...item(11, 102, 'John'), Registration: registered }],
      },
      config,
      [],
      '2026-11-23',
    );
    expect(done).toMatchObject({ arrivalTime: '21:00', acceptedTerms: true });
    expect(done.rooms[0]?.registration.NationalityIsoCode).toBe('GB');
  });
});

describe('isCheckInCardReady: the card a pre check-in saves with', () => {
  const card = {
    ...emptyCardForm('J Smith'),
    entry: { complete: true, empty: false, brand: 'visa' as const, brandRefused: false },
    cardType: { Id: 1 },
  };
  const token = {
    token: 'tok_1',
    mode: 'card' as const,
    brand: 'visa' as const,
    lastFour: '1111',
    expiryMonth: 12,
    expiryYear: 2030,
  };
  it.each([
    ['no card collected: ready whatever the card', { ...card, token: null }, false, true],
    ['a valid new card with its token', { ...card, token }, true, true],
    ['a valid new card without its token (after a reload or a refusal)', { ...card, token: null }, true, false],
    [
      'a token, but the frame no longer complete',
      { ...card, token, entry: { ...card.entry, complete: false } },
      true,
      false,
    ],
    ['the card on file with its code token', { ...card, creditCardId: 7, token }, true, true],
    ['another saved card than the one on file', { ...card, creditCardId: 8, token }, true, false],
  ])('%s', (_name, given, collected, ready) => {
    expect(isCheckInCardReady(given, 7, collected)).toBe(ready);
  });
});

describe('isCheckInCardAskable: Continue at the card step asks the frame for a token', () => {
  const typed = { complete: true, empty: false, brand: 'visa' as const, brandRefused: false };
  const card = { ...emptyCardForm('J Smith'), cardType: { Id: 1 } };
  it.each([
    // what the frame said may not have reached the page: it is asked all the same
    ['a new card, the frame not heard from', card, true],
    ['a new card the frame said complete', { ...card, entry: typed }, true],
    ['a new card of a brand the hotel does not take (the frame says so)', { ...card, cardType: null }, true],
    ['the card on file', { ...card, creditCardId: 7 }, true],
    ['another saved card than the one on file', { ...card, creditCardId: 8, entry: typed }, false],
    ['no name on the card', { ...card, creditCardName: '', entry: typed }, false],
    ['a blank name', { ...card, creditCardName: '   ', entry: typed }, false],
  ])('%s', (_name, given, askable) => {
    expect(isCheckInCardAskable(given, 7)).toBe(askable);
  });
});

describe("isCheckInTokenTaken: the frame's token is taken for the card chosen now", () => {
  const complete = { complete: true, empty: false, brand: 'visa' as const, brandRefused: false };
  const newCard = { ...emptyCardForm('J Smith'), entry: complete, cardType: { Id: 1 } };
  const onFile = { ...newCard, creditCardId: 7 };
  it.each([
    ['a new card and a new card’s token', newCard, 'card', true],
    ['the card on file and its security code’s token', onFile, 'securityCode', true],
    ['the card on file chosen while a new card’s token was asked', onFile, 'card', false],
    ['a new card chosen while the code’s token was asked', newCard, 'securityCode', false],
    [
      'a new card the frame has not said complete',
      { ...newCard, entry: { ...complete, complete: false } },
      'card',
      false,
    ],
    ['the name taken away meanwhile', { ...newCard, creditCardName: '' }, 'card', false],
  ] as const)('%s', (_name, card, mode, taken) => {
    expect(isCheckInTokenTaken(card, 7, { mode })).toBe(taken);
  });
});
