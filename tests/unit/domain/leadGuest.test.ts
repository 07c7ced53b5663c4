import { describe, expect, it } from 'vitest';
import { LEAD_GUEST_MESSAGES, isLeadGuestComplete, leadGuestErrors } from '@/domain/leadGuest';
import { isLeadGuestValid } from '@/domain/validation';

describe('lead guest (spec 4 occupancy): messages, and the same rule as the server (mock) checks', () => {
  it.each<
    [string, { firstName: string; lastName: string }, boolean, number | null, ReturnType<typeof leadGuestErrors>]
  >([
    [
      'named, no set-up asked',
      { firstName: 'Ada', lastName: 'Lovelace' },
      false,
      null,
      { firstName: null, lastName: null, configuration: null },
    ],
    [
      'blank names (spaces count as blank)',
      { firstName: ' ', lastName: '' },
      false,
      null,
      { firstName: LEAD_GUEST_MESSAGES.firstName, lastName: LEAD_GUEST_MESSAGES.lastName, configuration: null },
    ],
    [
      'set-up asked, none chosen',
      { firstName: 'Ada', lastName: 'Lovelace' },
      true,
      null,
      { firstName: null, lastName: null, configuration: LEAD_GUEST_MESSAGES.configuration },
    ],
    [
      'set-up asked and chosen',
      { firstName: 'Ada', lastName: 'Lovelace' },
      true,
      2,
      { firstName: null, lastName: null, configuration: null },
    ],
  ])('%s', (_name, guest, asked, configuration, expected) => {
    const errors = leadGuestErrors(guest, asked, configuration);
    expect(errors).toEqual(expected);
    const complete = Object.values(errors).every((message) => message === null);
    expect(isLeadGuestComplete(guest, asked, configuration)).toBe(complete);
    // the mock server checks Reservation/Create with the validation rule: both agree
    expect(isLeadGuestValid(guest, asked, configuration)).toBe(complete);
  });
});
