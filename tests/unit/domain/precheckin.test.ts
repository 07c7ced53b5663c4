/** Pre check-in's own rules, against cases worked out by hand. */
import { describe, expect, it } from 'vitest';
import {
  arrivalTimeError,
  isPreCheckInOpen,
  PRE_CHECK_IN_MESSAGES as M,
  preCheckInOpenUntil,
  registrationErrors,
} from '@/domain/precheckin';

const TODAY = '2026-11-23';
const ALL = { Nationality: true, DateOfBirth: true, IdDocument: true };
const NONE = { Nationality: false, DateOfBirth: false, IdDocument: false };
const complete = {
  NationalityIsoCode: 'GB',
  DateOfBirth: '1985-04-12',
  IdDocumentType: 'Passport',
  IdDocumentNumber: '123 456 789',
};

describe('registration data', () => {
  it('asks only what the property asks', () => {
    expect(registrationErrors(null, NONE, TODAY)).toEqual({});
    expect(registrationErrors(null, ALL, TODAY)).toEqual({
      NationalityIsoCode: M.nationalityRequired,
      DateOfBirth: M.dateOfBirthRequired,
      IdDocumentType: M.idTypeRequired,
      IdDocumentNumber: M.idNumberRequired,
    });
    expect(registrationErrors(complete, ALL, TODAY)).toEqual({});
  });

  it.each([
    ['2026-11-23', M.dateOfBirthInvalid], // today is not a birth date of a guest
    ['2030-01-01', M.dateOfBirthInvalid],
    ['1890-01-01', M.dateOfBirthInvalid], // beyond a lifetime
    ['2026-02-30', M.dateOfBirthInvalid], // no such day
    ['2026-11-22', undefined],
  ])('date of birth %s', (born, message) => {
    expect(registrationErrors({ ...complete, DateOfBirth: born }, ALL, TODAY).DateOfBirth).toBe(message);
  });

  it.each([
    ['AB1', M.idNumberInvalid],
    ['AB12', undefined],
    ['123456789012345678901', M.idNumberInvalid],
    ['AB-1234', M.idNumberInvalid],
  ])('document number %s', (number, message) => {
    expect(registrationErrors({ ...complete, IdDocumentNumber: number }, ALL, TODAY).IdDocumentNumber).toBe(message);
  });

  it('knows the document types and two-letter nationalities', () => {
    expect(registrationErrors({ ...complete, IdDocumentType: 'LibraryCard' }, ALL, TODAY)).toEqual({
      IdDocumentType: M.idTypeRequired,
    });
    expect(registrationErrors({ ...complete, NationalityIsoCode: 'gbr' }, ALL, TODAY)).toEqual({
      NationalityIsoCode: M.nationalityRequired,
    });
  });
});

describe('arrival time and the window', () => {
  it.each([
    ['', true, M.arrivalTimeRequired],
    ['', false, undefined],
    ['15:30', true, undefined],
    ['24:00', true, M.arrivalTimeInvalid],
    ['3pm', false, M.arrivalTimeInvalid],
  ])('arrival time "%s" (asked %s)', (value, asked, message) => {
    expect(arrivalTimeError(value, asked)).toBe(message);
  });

  it('is open until arrival less the days it closes before, inclusive', () => {
    expect(preCheckInOpenUntil('2026-12-03', 0)).toBe('2026-12-03');
    expect(preCheckInOpenUntil('2026-12-03', 2)).toBe('2026-12-01');
    expect(isPreCheckInOpen('2026-12-01', '2026-12-01')).toBe(true);
    expect(isPreCheckInOpen('2026-12-02', '2026-12-01')).toBe(false);
  });
});
