import { describe, expect, it } from 'vitest';
import {
  acceptedBrands,
  CARD_MESSAGES,
  cardFieldErrors,
  parseCardExpiry,
  cardDigits,
  cardNumberError,
  detectCardType,
  isCardExpiryValid,
  isCardNameGiven,
  isCardValid,
  luhnValid,
  matchCardType,
} from '@/domain/cards';

describe('detectCardType (IIN ranges, each boundary)', () => {
  it.each([
    ['4', 'visa'],
    ['4111 1111 1111 1111', 'visa'],
    ['34', 'amex'],
    ['37', 'amex'],
    ['33', null],
    ['35', null], // too short to tell JCB
    ['3527', null],
    ['3528', 'jcb'],
    ['3589', 'jcb'],
    ['3590', null],
    ['50', null],
    ['51', 'mastercard'],
    ['55', 'mastercard'],
    ['56', null],
    ['222', null], // too short to tell the 2-series
    ['2220', null],
    ['2221', 'mastercard'],
    ['2720', 'mastercard'],
    ['2721', null],
    ['6010', null],
    ['6011', 'discover'],
    ['6012', null],
    ['64', null],
    ['643', null],
    ['644', 'discover'],
    ['649', 'discover'],
    ['65', 'discover'],
    ['650', 'discover'],
    ['62', 'unionpay'],
    ['6221 2600 0000 0000', 'unionpay'],
    ['9791', null],
    ['979', null],
    ['9792', 'troy'],
    ['9793', null],
    ['30', null],
    ['300', 'dinersclub'],
    ['305', 'dinersclub'],
    ['306', null],
    ['36', 'dinersclub'],
    ['38', 'dinersclub'],
    ['39', 'dinersclub'],
    ['1234', null],
    ['', null],
    ['4x11', null],
    [null, null],
    ['  5105-1051-0510-5100 ', 'mastercard'],
  ])('%s -> %s', (number, expected) => {
    expect(detectCardType(number)).toBe(expected);
  });

  it('cardDigits strips spaces and dashes only', () => {
    expect(cardDigits('4111 1111-1111')).toBe('411111111111');
    expect(cardDigits('4111.1111')).toBeNull();
    expect(cardDigits('')).toBeNull();
  });
});

describe('matchCardType', () => {
  const configured = [
    { Id: 1, Name: 'Visa' },
    { Id: 2, Name: 'MasterCard' },
    { Id: 3, Name: 'American Express' },
    { Id: 4, Name: 'Diners Club' },
    { Id: 5, Name: 'Visa Debit' },
    { Id: 6, Name: 'JCB' },
    { Id: 7, Name: 'Union Pay' },
    { Id: 8, Name: 'Discover Card' },
    { Id: 9, Name: 'Troy' },
  ];
  it.each([
    ['visa', 1],
    ['mastercard', 2],
    ['amex', 3],
    ['dinersclub', 4],
    ['jcb', 6],
    ['unionpay', 7],
    ['discover', 8],
    ['troy', 9],
  ] as const)('%s -> Id %s', (type, id) => {
    expect(matchCardType(type, configured)?.Id).toBe(id);
  });

  it('an exact name wins over an earlier partial match', () => {
    expect(
      matchCardType('visa', [
        { Id: 5, Name: 'Visa Debit' },
        { Id: 1, Name: 'VISA' },
      ])?.Id,
    ).toBe(1);
  });
  it('AMEX and Master Card spellings', () => {
    expect(matchCardType('amex', [{ Id: 3, Name: 'AMEX' }])?.Id).toBe(3);
    expect(matchCardType('mastercard', [{ Id: 2, Name: 'Master Card' }])?.Id).toBe(2);
  });
  it('no match', () => {
    expect(
      matchCardType('amex', [
        { Id: 1, Name: 'Visa' },
        { Id: 2, Name: null },
      ]),
    ).toBeUndefined();
    expect(matchCardType(null, configured)).toBeUndefined();
    expect(matchCardType('visa', null)).toBeUndefined();
  });
});

describe('luhnValid', () => {
  it.each([
    ['4111111111111111', true],
    ['4111 1111 1111 1111', true],
    ['4111-1111-1111-1111', true],
    ['4111111111111112', false],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['378282246310006', false],
    ['6011111111111117', true],
    ['3530111333300000', true],
    ['30569309025904', true],
    ['2223003122003222', true],
    ['6200000000000005', true],
    ['000000000000', true], // 12 digits: shortest accepted
    ['00000000000', false], // 11 digits
    ['79927398713', false], // valid checksum, too short for a card
    ['4000000000000000006', true], // 19 digits
    ['40000000000000000002', false], // 20 digits
    ['4111a11111111111', false],
    ['', false],
    [null, false],
  ])('%s -> %s', (number, expected) => {
    expect(luhnValid(number)).toBe(expected);
  });
});

describe('cardNumberError', () => {
  it.each([
    ['', CARD_MESSAGES.numberRequired],
    ['   ', 'Card number is required'],
    [null, 'Card number is required'],
    ['4111111111111112', 'This card number is not valid. Please check the digits and try again.'],
    ['4111111111111111', undefined],
  ])('%s -> %s', (number, expected) => {
    expect(cardNumberError(number)).toBe(expected);
  });
});

describe('isCardExpiryValid', () => {
  it.each([
    [12, 2028, undefined, true],
    ['07', '2028', undefined, true],
    [0, 2028, undefined, false],
    [13, 2028, undefined, false],
    [null, 2028, undefined, false],
    [1.5, 2028, undefined, false],
    [12, 0, undefined, false],
    [12, null, undefined, false],
    [12, 'abc', undefined, false],
    [11, 2026, '2026-11-22', true],
    [10, 2026, '2026-11-22', false],
    [12, 2025, '2026-11-22', false],
    [1, 2027, '2026-11-22', true],
    [11, '26', '2026-11-22', true],
    [10, 26, '2026-11-22', false],
    [10, 2026, 'not a date', true],
  ])('%s/%s today=%s -> %s', (m, y, today, expected) => {
    expect(isCardExpiryValid(m, y, today)).toBe(expected);
  });
});

describe('isCardNameGiven (the part of a card the page holds)', () => {
  it.each([
    ['J Smith', true],
    [' J ', true],
    ['', false],
    ['   ', false],
  ])('%j: %s', (creditCardName, expected) => {
    expect(isCardNameGiven({ creditCardName })).toBe(expected);
  });
});

describe('isCardValid (the frame judges the number, expiry and code; the page the name and type)', () => {
  const card = { creditCardName: 'J Smith', entry: { complete: true }, cardType: { Id: 1 } };
  it.each([
    ['complete card', card, true],
    ['name empty', { ...card, creditCardName: '' }, false],
    ['name blank', { ...card, creditCardName: '  ' }, false],
    ['the frame is not complete', { ...card, entry: { complete: false } }, false],
    ['no card type (a brand the hotel does not take)', { ...card, cardType: null }, false],
    ['card type id 0', { ...card, cardType: { Id: 0 } }, false],
  ])('%s', (_name, c, expected) => {
    expect(isCardValid(c)).toBe(expected);
  });

  it('no card', () => {
    expect(isCardValid(null)).toBe(false);
  });
});

describe('parseCardExpiry', () => {
  it.each([
    ['12/28', { month: 12, year: 2028 }],
    ['1/29', { month: 1, year: 2029 }],
    [' 04 / 30 ', { month: 4, year: 2030 }],
    ['0431', { month: 4, year: 2031 }],
    ['04/2032', { month: 4, year: 2032 }],
    ['13/28', null],
    ['00/28', null],
    ['12/2', null],
    ['12-28', null],
    ['', null],
    [null, null],
  ])('%s -> %o', (text, expected) => {
    expect(parseCardExpiry(text)).toEqual(expected);
  });
});

describe("cardFieldErrors (the card frame's messages)", () => {
  const today = '2026-11-22';
  const filled = { number: '4111 1111 1111 1111', expiry: '12/28', securityCode: '123' };
  it.each([
    ['a complete Visa', filled, ['visa', 'mastercard'], {}],
    [
      'every field empty',
      { number: '', expiry: '', securityCode: '' },
      [],
      {
        number: CARD_MESSAGES.numberRequired,
        expiry: CARD_MESSAGES.expiryRequired,
        securityCode: CARD_MESSAGES.cvvInvalid,
      },
    ],
    ['a number failing Luhn', { ...filled, number: '4111111111111112' }, [], { number: CARD_MESSAGES.numberInvalid }],
    [
      'a Mastercard where only Visa is taken',
      { ...filled, number: '5555 5555 5555 4444' },
      ['visa'],
      {
        number: 'This card type is not accepted by the hotel.',
      },
    ],
    ['every type taken when none is named', { ...filled, number: '5555 5555 5555 4444' }, [], {}],
    ['expiry not MM/YY', { ...filled, expiry: '2028-12' }, [], { expiry: CARD_MESSAGES.expiryInvalid }],
    ['expired last month', { ...filled, expiry: '10/26' }, [], { expiry: 'This card has expired' }],
    ['expires this month', { ...filled, expiry: '11/26' }, [], {}],
    ['a 2-digit code', { ...filled, securityCode: '12' }, [], { securityCode: CARD_MESSAGES.cvvInvalid }],
    ['a 4-digit code', { ...filled, securityCode: '1234' }, [], {}],
  ] as const)('%s', (_name, fields, accepted, expected) => {
    expect(cardFieldErrors(fields, 'card', accepted, today)).toEqual(expected);
  });

  it('a saved card asks only for its security code', () => {
    expect(cardFieldErrors({ number: '', expiry: '', securityCode: '' }, 'securityCode', [], today)).toEqual({
      securityCode: CARD_MESSAGES.cvvInvalid,
    });
    expect(cardFieldErrors({ number: '', expiry: '', securityCode: '987' }, 'securityCode', ['visa'], today)).toEqual(
      {},
    );
  });
});

describe('acceptedBrands', () => {
  it("names the brands the property's card types match", () => {
    expect(
      acceptedBrands([
        { Id: 1, Name: 'Visa' },
        { Id: 3, Name: 'American Express' },
        { Id: 9, Name: 'Store card' },
      ]),
    ).toEqual(['visa', 'amex']);
    expect(acceptedBrands(null)).toEqual([]);
  });
});

describe('edges found by mutation testing', () => {
  it('expiry parts with spaces; year 100 is not 2100', () => {
    expect(isCardExpiryValid(' 07 ', ' 2028 ')).toBe(true);
    expect(isCardExpiryValid(1, 100, '2026-11-22')).toBe(false);
    expect(isCardExpiryValid(1, 99, '2026-11-22')).toBe(true);
  });
  it.each([
    ['mastercard', 'MasterCard Debit', 2],
    ['mastercard', 'Master Card Business', 2],
    ['amex', 'AmericanExpress Card', 3],
    ['amex', 'American  Express Corporate', 3],
    ['unionpay', 'UnionPay International', 7],
    ['unionpay', 'Union Pay Intl', 7],
  ] as const)('%s matches the name %s', (type, name, id) => {
    expect(
      matchCardType(type, [
        { Id: 99, Name: 'Other' },
        { Id: id, Name: name },
      ])?.Id,
    ).toBe(id);
  });
});
