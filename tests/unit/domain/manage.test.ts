import { describe, expect, it } from 'vitest';
import {
  isRoomChangeable,
  NEW_GUEST_NAME,
  canCancelReservation,
  canSaveReservation,
  isManageSearchValid,
  manageSearchErrors,
} from '@/domain/manage';
import { greetingName } from '@/domain/accountTexts';

describe('constants', () => {
  it('placeholder and greeting names', () => {
    expect(NEW_GUEST_NAME).toBe('New Guest');
    expect(greetingName(null)).toBe('Guest');
    expect(greetingName('  ')).toBe('Guest');
  });
});

describe('manage guest search', () => {
  it.each([
    ['all given', { propertyId: 1, reservationNumber: 'R1', guestName: 'Smith' }, {}, true],
    ['all given with spaces', { propertyId: 1, reservationNumber: ' R1 ', guestName: ' Smith ' }, {}, true],
    [
      'both missing',
      { propertyId: 1, reservationNumber: '', guestName: '' },
      { reservationNumber: 'Reservation Number is required', guestName: 'Guest Name is required' },
      false,
    ],
    [
      'reservation number blank',
      { propertyId: 1, reservationNumber: '  ', guestName: 'Smith' },
      { reservationNumber: 'Reservation Number is required' },
      false,
    ],
    [
      'guest name null',
      { propertyId: 1, reservationNumber: 'R1', guestName: null },
      { guestName: 'Guest Name is required' },
      false,
    ],
    ['property missing', { reservationNumber: 'R1', guestName: 'Smith' }, {}, false],
    ['property 0', { propertyId: 0, reservationNumber: 'R1', guestName: 'Smith' }, {}, false],
    ['property as code', { propertyId: 'SEAVIEW', reservationNumber: 'R1', guestName: 'Smith' }, {}, true],
    ['property blank code', { propertyId: ' ', reservationNumber: 'R1', guestName: 'Smith' }, {}, false],
  ])('%s', (_name, input, errors, valid) => {
    expect(manageSearchErrors(input)).toEqual(errors);
    expect(isManageSearchValid(input)).toBe(valid);
  });
});

describe('isRoomChangeable', () => {
  it('needs the booking and the room to allow changes, and the room not staged for cancellation', () => {
    const yes = { CanBeEdited: true };
    const no = { CanBeEdited: false };
    expect(isRoomChangeable(yes, yes, false)).toBe(true);
    expect(isRoomChangeable(no, yes, false)).toBe(false);
    expect(isRoomChangeable(yes, no, false)).toBe(false);
    expect(isRoomChangeable(yes, yes, true)).toBe(false);
  });
});

describe('canCancelReservation', () => {
  it.each([
    ['can be cancelled, no reason needed', { canBeCancelled: true }, true],
    ['can be cancelled, reason not required', { canBeCancelled: true, requireCancellationReason: false }, true],
    ['cannot be cancelled', { canBeCancelled: false }, false],
    ['cancellable unknown', { canBeCancelled: null }, false],
    [
      'reason required and chosen',
      { canBeCancelled: true, requireCancellationReason: true, cancellationReasonId: 3 },
      true,
    ],
    ['reason required, none', { canBeCancelled: true, requireCancellationReason: true }, false],
    [
      'reason required, id 0',
      { canBeCancelled: true, requireCancellationReason: true, cancellationReasonId: 0 },
      false,
    ],
    [
      'reason chosen but cannot be cancelled',
      { canBeCancelled: false, requireCancellationReason: true, cancellationReasonId: 3 },
      false,
    ],
  ])('%s', (_name, input, expected) => {
    expect(canCancelReservation(input)).toBe(expected);
  });
});

describe('canSaveReservation', () => {
  const req = { FirstNameRequired: true, LastNameRequired: true, EmailRequired: true };
  const good = { FirstName: 'A', LastName: 'B', Email: 'a@b.co' };
  it.each([
    ['no booker, valid guests', { guests: [good, good], requirements: req }, true],
    ['valid booker and guests', { booker: good, guests: [good], requirements: req }, true],
    ['invalid booker', { booker: { ...good, Email: '' }, guests: [good], requirements: req }, false],
    ['one invalid guest', { guests: [good, { FirstName: 'X' }], requirements: req }, false],
    ['nothing to check', { guests: [], requirements: null }, true],
    ['booker address required', { booker: good, guests: [], requirements: { CityRequired: true } }, false],
  ])('%s', (_name, input, expected) => {
    expect(canSaveReservation(input)).toBe(expected);
  });
});

describe('edges found by mutation testing', () => {
  it('null reservation number and blank guest name are missing', () => {
    expect(manageSearchErrors({ propertyId: 1, reservationNumber: null, guestName: '  ' })).toEqual({
      reservationNumber: 'Reservation Number is required',
      guestName: 'Guest Name is required',
    });
  });
});
