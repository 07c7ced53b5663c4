import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  billingContactErrors,
  emailError,
  guestFieldErrors,
  isBillingContactValid,
  isBookerAddressValid,
  isBookerPersonalValid,
  isBookerValid,
  isEmailValid,
  isGuestValid,
  isLeadGuestValid,
  isRoomConfigurationAsked,
  isLookupValid,
  isObjectValid,
  isPasswordStrong,
  isPhoneValid,
  isReferenceSet,
  isStringValid,
  passwordError,
  phoneError,
} from '@/domain/validation';

const EMAIL_MSG = 'A valid email address is required';
const PHONE_MSG = 'A valid phone number is required';

describe('spec messages', () => {
  it('keeps the exact texts', () => {
    expect(MESSAGES.passwordRequired).toBe('Password is required');
    expect(MESSAGES.emailInvalid).toBe(EMAIL_MSG);
    expect(MESSAGES.phoneInvalid).toBe(PHONE_MSG);
    expect(MESSAGES.reservationNumberRequired).toBe('Reservation Number is required');
    expect(MESSAGES.guestNameRequired).toBe('Guest Name is required');
    expect(MESSAGES.passwordHint).toContain('at least ten characters including at least 1 non-alphanumeric character');
  });
});

describe('helper rules', () => {
  it.each([
    ['a', true, true],
    [' a ', true, true],
    ['  ', true, false],
    ['', true, false],
    [null, true, false],
    ['', false, true],
    [undefined, false, true],
  ])('isStringValid(%j, required=%s) = %s', (v, req, expected) => {
    expect(isStringValid(v, req)).toBe(expected);
  });
  it('isStringValid is required by default', () => {
    expect(isStringValid('')).toBe(false);
  });
  it.each([
    [1, true, true],
    [0, true, false],
    [-1, true, false],
    [null, true, false],
    [null, false, true],
    [0, false, true],
  ])('isLookupValid(%s, required=%s) = %s', (v, req, expected) => {
    expect(isLookupValid(v, req)).toBe(expected);
  });
  it('isLookupValid is required by default', () => {
    expect(isLookupValid(undefined)).toBe(false);
  });
  it.each([
    [{}, true, true],
    [0, true, true],
    [null, true, false],
    [undefined, true, false],
    [null, false, true],
  ])('isObjectValid(%j, required=%s) = %s', (v, req, expected) => {
    expect(isObjectValid(v, req)).toBe(expected);
  });
  it('isObjectValid is required by default', () => {
    expect(isObjectValid(null)).toBe(false);
  });
  it.each([
    [{ Id: 1 }, true],
    [{ Id: 0 }, false],
    [{ AccountId: 4001, Name: 'Acme Ltd' }, true],
    [{ AccountId: 0 }, false],
    [{ Id: 0, AccountId: 2 }, true],
    [{ Id: null }, false],
    [{}, false],
    [3, true],
    [0, false],
    ['GB', true],
    ['  ', false],
    [null, false],
    [undefined, false],
  ])('isReferenceSet(%j) = %s', (v, expected) => {
    expect(isReferenceSet(v)).toBe(expected);
  });
});

describe('e-mail', () => {
  it.each([
    'john@example.com',
    'john.smith@example.co.uk',
    'j+tag@example.info',
    'guest@hotel.travel',
    'a@mail.sub.example.museum',
    'UPPER@EXAMPLE.COM',
    "o'brien@example.ie",
    ' john@example.com ',
    'x@xn--80ak6aa92e.com',
    'x@example.xn--p1ai',
    'user_name-1@my-hotel.com',
    'a@b.io',
    `${'a'.repeat(64)}@example.com`,
    `a@${'b'.repeat(63)}.com`,
  ])('accepts %s', (email) => {
    expect(isEmailValid(email)).toBe(true);
    expect(emailError(email)).toBeUndefined();
  });

  it.each([
    '',
    '   ',
    'plainaddress',
    '@example.com',
    'john@',
    'john@example',
    'john@example.c',
    'john@.com',
    'john@example..com',
    'john..smith@example.com',
    '.john@example.com',
    'john.@example.com',
    'john smith@example.com',
    'john@exa mple.com',
    'john@-example.com',
    'john@example-.com',
    'john@example.com.',
    'john@@example.com',
    'john@example.c0m',
    'john@example.123',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(64)}.com`,
    `a@${`${'b'.repeat(60)}.`.repeat(5)}com`,
  ])('rejects %j', (email) => {
    expect(isEmailValid(email)).toBe(false);
    expect(emailError(email)).toBe(EMAIL_MSG);
  });

  it('emailError when not required', () => {
    expect(emailError('', false)).toBeUndefined();
    expect(emailError(null, false)).toBeUndefined();
    expect(emailError('bad', false)).toBe(EMAIL_MSG);
    expect(emailError(null)).toBe(EMAIL_MSG);
    expect(isEmailValid(null)).toBe(false);
  });
});

describe('phone', () => {
  it.each([
    '+44 20 7946 0958',
    '+442079460958',
    '0044 20 7946 0958',
    '+1 (555) 123-4567',
    '+353-1-234-5678',
    '+44 (0) 20 7946 0958',
    '+1234567', // 7 digits: shortest
    '+123456789012345', // 15 digits: longest
    ' +44 7700 900123 ',
    '0012345678',
  ])('accepts %s', (phone) => {
    expect(isPhoneValid(phone)).toBe(true);
    expect(phoneError(phone)).toBeUndefined();
  });

  it.each([
    '',
    '07700 900123',
    '44 20 7946 0958',
    '+123456', // 6 digits
    '+1234567890123456', // 16 digits
    '00123456', // 6 digits after 00
    '+44 20 abc 0958',
    '+',
    '00',
    '0+44 20 7946 0958',
    '+44.20.7946.0958',
    '++44 2079460958',
    '+44 20 7946 0958 ext 1',
  ])('rejects %j', (phone) => {
    expect(isPhoneValid(phone)).toBe(false);
    expect(phoneError(phone)).toBe(PHONE_MSG);
  });

  it('phoneError when not required', () => {
    expect(phoneError('', false)).toBeUndefined();
    expect(phoneError('  ', false)).toBeUndefined();
    expect(phoneError('123', false)).toBe(PHONE_MSG);
    expect(phoneError(undefined)).toBe(PHONE_MSG);
    expect(isPhoneValid(null)).toBe(false);
  });
});

describe('password', () => {
  it.each([
    ['abcdefghi!', true],
    ['abcdefgh!', false],
    ['abcdefghij', false],
    ['abcdefghij ', true],
    ['éééééééééé', false],
    ['ééééééééé!', true],
    ['12345678901', false],
    ['😀abcdefghi', true],
    ['😀abcdefgh', false],
    ['', false],
    [null, false],
  ])('isPasswordStrong(%j) = %s', (pw, expected) => {
    expect(isPasswordStrong(pw)).toBe(expected);
  });

  it.each([
    ['', 'login', 'Password is required'],
    [null, 'login', 'Password is required'],
    ['x', 'login', undefined],
    ['', 'register', 'Password is required'],
    ['short!', 'register', MESSAGES.passwordHint],
    ['abcdefghij', 'register', MESSAGES.passwordHint],
    ['abcdefghi!', 'register', undefined],
    ['abcdefghij', 'reset', MESSAGES.passwordHint],
    ['abcdefghi!', 'reset', undefined],
    ['abcdefghij', 'change', MESSAGES.passwordHint],
    ['abcdefghi!', 'change', undefined],
  ] as const)('passwordError(%j, %s) = %s', (pw, purpose, expected) => {
    expect(passwordError(pw, purpose)).toBe(expected);
  });

  it('defaults to login', () => {
    expect(passwordError('x')).toBeUndefined();
  });
});

describe('booker', () => {
  const booker = {
    firstName: 'Jane',
    lastName: 'Doe',
    emailAddress: 'jane@example.com',
    telephoneNumber: '+44 7700 900123',
    street: '1 High St',
    postCode: 'AB1 2CD',
    country: { Id: 1 },
  };
  it.each([
    ['complete', booker, true, true],
    ['first name empty', { ...booker, firstName: '' }, false, true],
    ['last name blank', { ...booker, lastName: ' ' }, false, true],
    ['email empty', { ...booker, emailAddress: '' }, false, true],
    ['email invalid', { ...booker, emailAddress: 'jane@' }, false, true],
    ['telephone empty', { ...booker, telephoneNumber: '' }, false, true],
    ['telephone without dialling code', { ...booker, telephoneNumber: '07700 900123' }, false, true],
    ['street empty', { ...booker, street: '' }, true, false],
    ['postcode empty', { ...booker, postCode: '  ' }, true, false],
    ['country missing', { ...booker, country: null }, true, false],
    ['country id 0', { ...booker, country: { Id: 0 } }, true, false],
    ['country as id', { ...booker, country: 44 }, true, true],
  ])('%s', (_name, b, personal, address) => {
    expect(isBookerPersonalValid(b)).toBe(personal);
    expect(isBookerAddressValid(b)).toBe(address);
    expect(isBookerValid(b)).toBe(personal && address);
  });
  it('no booker', () => {
    expect(isBookerPersonalValid(null)).toBe(false);
    expect(isBookerAddressValid(undefined)).toBe(false);
    expect(isBookerValid(null)).toBe(false);
  });
});

describe('isLeadGuestValid', () => {
  it.each([
    ['camelCase names', { firstName: 'A', lastName: 'B' }, false, undefined, true],
    ['PascalCase names', { FirstName: 'A', LastName: 'B' }, false, undefined, true],
    ['last name missing', { firstName: 'A' }, false, undefined, false],
    ['first name blank', { firstName: ' ', lastName: 'B' }, false, undefined, false],
    ['question on, no configuration', { firstName: 'A', lastName: 'B' }, true, undefined, false],
    ['question on, null configuration', { firstName: 'A', lastName: 'B' }, true, null, false],
    ['question on, configuration object', { firstName: 'A', lastName: 'B' }, true, { Id: 3 }, true],
    ['question on, option id', { firstName: 'A', lastName: 'B' }, true, 2, true],
    ['question on, option id 0', { firstName: 'A', lastName: 'B' }, true, 0, false],
    ['question on, empty text', { firstName: 'A', lastName: 'B' }, true, '', false],
    ['question on, text', { firstName: 'A', lastName: 'B' }, true, 'Twin', true],
    ['question on, names missing', { firstName: '', lastName: 'B' }, true, 2, false],
  ])('%s', (_name, guest, question, config, expected) => {
    expect(isLeadGuestValid(guest, question, config)).toBe(expected);
  });
  it('no lead guest; question off by default', () => {
    expect(isLeadGuestValid(null)).toBe(false);
    expect(isLeadGuestValid({ firstName: 'A', lastName: 'B' })).toBe(true);
  });
});

describe('guest and billing fields per configuration', () => {
  const all = {
    FirstNameRequired: true,
    LastNameRequired: true,
    EmailRequired: true,
    PhoneRequired: true,
    CountryRequired: true,
    StreetRequired: true,
    CityRequired: true,
    StateOrCountyRequired: true,
    PostCodeRequired: true,
  };
  const guest = { FirstName: 'A', LastName: 'B', Email: 'a@b.co', Phone: '+441234567' };
  const contact = { ...guest, Street: 'S', City: 'C', Country: { Id: 1 }, StateOrCounty: 'K', ZipCode: 'Z' };

  it.each([
    ['nothing required, empty guest', {}, {}, {}],
    ['nothing required, null configuration', {}, null, {}],
    ['all required, complete guest', guest, all, {}],
    [
      'all required, empty guest',
      {},
      all,
      {
        FirstName: 'First Name is required',
        LastName: 'Last Name is required',
        Email: EMAIL_MSG,
        Phone: PHONE_MSG,
      },
    ],
    ['optional e-mail given but invalid', { Email: 'bad' }, {}, { Email: EMAIL_MSG }],
    ['optional phone given but invalid', { Phone: '0123' }, {}, { Phone: PHONE_MSG }],
    [
      'only first name required',
      { LastName: '' },
      { FirstNameRequired: true },
      { FirstName: 'First Name is required' },
    ],
    ['only last name required', { FirstName: 'A' }, { LastNameRequired: true }, { LastName: 'Last Name is required' }],
    ['only email required', guest, { EmailRequired: true }, {}],
    ['only phone required', { ...guest, Phone: ' ' }, { PhoneRequired: true }, { Phone: PHONE_MSG }],
  ])('guestFieldErrors: %s', (_name, g, req, expected) => {
    expect(guestFieldErrors(g, req)).toEqual(expected);
    expect(isGuestValid(g, req)).toBe(Object.keys(expected).length === 0);
  });

  it('no guest is invalid', () => {
    expect(isGuestValid(null, {})).toBe(false);
    expect(guestFieldErrors(undefined, all)).toEqual({
      FirstName: 'First Name is required',
      LastName: 'Last Name is required',
      Email: EMAIL_MSG,
      Phone: PHONE_MSG,
    });
  });

  it.each([
    ['complete contact, all required', contact, all, {}],
    ['empty contact, nothing required', {}, {}, {}],
    ['empty contact, null configuration', {}, null, {}],
    [
      'empty contact, all required',
      {},
      all,
      {
        FirstName: 'First Name is required',
        LastName: 'Last Name is required',
        Email: EMAIL_MSG,
        Phone: PHONE_MSG,
        Street: 'Street is required',
        City: 'City is required',
        Country: 'Country is required',
        StateOrCounty: 'State or County is required',
        ZipCode: 'Post Code is required',
      },
    ],
    ['country id 0', { ...contact, Country: { Id: 0 } }, all, { Country: 'Country is required' }],
    ['country as name', { ...contact, Country: 'GB' }, all, {}],
    ['country not required', { ...contact, Country: null }, { ...all, CountryRequired: false }, {}],
    ['blank city', { ...contact, City: '  ' }, { CityRequired: true }, { City: 'City is required' }],
    ['street', { ...contact, Street: '' }, { StreetRequired: true }, { Street: 'Street is required' }],
    [
      'state',
      { ...contact, StateOrCounty: '' },
      { StateOrCountyRequired: true },
      { StateOrCounty: 'State or County is required' },
    ],
    ['postcode', { ...contact, ZipCode: '' }, { PostCodeRequired: true }, { ZipCode: 'Post Code is required' }],
  ])('billingContactErrors: %s', (_name, c, req, expected) => {
    expect(billingContactErrors(c, req)).toEqual(expected);
    expect(isBillingContactValid(c, req)).toBe(Object.keys(expected).length === 0);
  });

  it('no contact is invalid', () => {
    expect(isBillingContactValid(null, {})).toBe(false);
    expect(billingContactErrors(null, { CityRequired: true })).toEqual({ City: 'City is required' });
  });
});

describe('edges found by mutation testing', () => {
  it('e-mail length limits (254 total)', () => {
    const domain252 = `${`${'b'.repeat(62)}.`.repeat(3)}${'c'.repeat(63)}`;
    expect(`a@${domain252}`).toHaveLength(254);
    expect(isEmailValid(`a@${domain252}`)).toBe(true);
    expect(isEmailValid(`aa@${domain252}`)).toBe(false);
  });
  it('blank optional fields are treated as empty', () => {
    expect(emailError('  ', false)).toBeUndefined();
    expect(phoneError('  ', false)).toBeUndefined();
    expect(isLeadGuestValid({ firstName: 'A', lastName: 'B' }, true, '  ')).toBe(false);
  });
  it('undefined guest or contact is invalid', () => {
    expect(isGuestValid(undefined, {})).toBe(false);
    expect(isBillingContactValid(undefined, {})).toBe(false);
  });
});

describe('isRoomConfigurationAsked (a room configuration is required only where one can be chosen)', () => {
  it.each([
    // question on, set-ups of the room type, asked
    [true, 3, true],
    [true, 1, true],
    [true, 0, false], // e.g. a single room with one bed: nothing to choose, so nothing required
    [false, 3, false],
    [false, 0, false],
  ])('question %s with %i set-ups: asked %s', (on, setUps, asked) => {
    expect(isRoomConfigurationAsked(on, setUps)).toBe(asked);
  });
});
