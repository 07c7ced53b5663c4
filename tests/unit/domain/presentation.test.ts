import { describe, expect, it } from 'vitest';
import {
  LOGO_WIDTH_DEFAULT,
  LOGO_WIDTH_WIDE,
  brandTextColour,
  errorMessageFromBody,
  logoWidth,
  relativeLuminance,
  virtualPageName,
  virtualPagePath,
} from '@/domain/presentation';

describe('brandTextColour', () => {
  it.each([
    ['#ffffff', 'black'],
    ['#fff', 'black'],
    ['ffffff', 'black'],
    ['#FFD700', 'black'], // gold
    ['#ff0000', 'black'], // L 0.2126: black contrast 5.25 vs white 4.0
    ['#00ff00', 'black'],
    ['#767676', 'black'], // L 0.181: just light
    ['#757575', 'white'], // L 0.178: just dark
    ['#0000ff', 'white'], // L 0.0722
    ['#1976D2', 'white'],
    ['#000000', 'white'],
    ['#000', 'white'],
    ['red', 'white'],
    ['#ggg', 'white'],
    ['#12345', 'white'],
    ['', 'white'],
    [null, 'white'],
  ])('%s -> %s', (colour, expected) => {
    expect(brandTextColour(colour)).toBe(expected);
  });

  it('relative luminance', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 3);
    expect(relativeLuminance('#0a0a0a')).toBeCloseTo(0.003035, 5); // linear segment: 10/255/12.92
    expect(relativeLuminance('x')).toBeNull();
  });
});

describe('logoWidth', () => {
  it.each([
    [1600, 900, 100], // exactly 16:9 is not wider
    [1601, 900, 300],
    [300, 100, 300],
    [100, 100, 100],
    [900, 1600, 100],
    [0, 100, 100],
    [100, 0, 100],
    [null, null, 100],
    [undefined, 10, 100],
    [-5, 3, 100],
    [5, -3, 100],
  ])('%s x %s -> %s px', (w, h, expected) => {
    expect(logoWidth(w, h)).toBe(expected);
  });
  it('constants', () => {
    expect(LOGO_WIDTH_DEFAULT).toBe(100);
    expect(LOGO_WIDTH_WIDE).toBe(300);
  });
});

describe('virtual page names', () => {
  it.each([
    ['/Book/SEAVIEW/Rooms-And-Rates', 'RoomsAndRates', '/Book/SEAVIEW/Rooms-And-Rates'],
    ['/Book/SEAVIEW/rooms-and-rates?from=2026-11-22', 'RoomsAndRates', '/Book/SEAVIEW/rooms-and-rates'],
    ['/Book/SEAVIEW/Checkout', 'Checkout', '/Book/SEAVIEW/Checkout'],
    ['/Book/SEAVIEW/Checkout/abc', 'Checkout', '/Book/SEAVIEW/Checkout/abc'],
    ['/Book/SEAVIEW/Confirmation/TOKEN', 'Confirmation', '/Book/SEAVIEW/Confirmation'],
    ['/Book/SEAVIEW/Confirmation/TOKEN/', 'Confirmation', '/Book/SEAVIEW/Confirmation'],
    ['/Book/SEAVIEW/Confirmation/TOKEN?x=1#top', 'Confirmation', '/Book/SEAVIEW/Confirmation'],
    ['/Confirmation', 'Confirmation', '/Confirmation'],
    ['/Book/SEAVIEW', 'NewPageLoaded', '/Book/SEAVIEW'],
    ['/Book/SEAVIEW/Status/TOKEN', 'NewPageLoaded', '/Book/SEAVIEW/Status/TOKEN'],
    ['/Book/CHECKOUTHOTEL', 'NewPageLoaded', '/Book/CHECKOUTHOTEL'],
    ['/Book/X#Checkout', 'NewPageLoaded', '/Book/X'],
    ['/', 'NewPageLoaded', '/'],
    ['', 'NewPageLoaded', ''],
  ])('%s -> %s (%s)', (path, name, vpath) => {
    expect(virtualPageName(path)).toBe(name);
    expect(virtualPagePath(path)).toBe(vpath);
  });
});

describe('errorMessageFromBody', () => {
  const ms = { ModelState: { Email: ['Email is taken.'], Password: ['Too short.', 'Needs a symbol.'] } };
  it.each([
    ['ModelState joined by spaces', ms, {}, 'Email is taken. Too short. Needs a symbol.'],
    [
      'ModelState prefixed by field',
      ms,
      { prefixField: true },
      'Email: Email is taken. Password: Too short. Password: Needs a symbol.',
    ],
    [
      'ModelState wins over Message',
      { ...ms, Message: 'Bad request' },
      {},
      'Email is taken. Too short. Needs a symbol.',
    ],
    ['dotted key shows its last part', { ModelState: { 'model.Email': ['x'] } }, { prefixField: true }, 'Email: x'],
    ['empty key without prefix', { ModelState: { '': ['x'] } }, { prefixField: true }, 'x'],
    ['a single string', { ModelState: { A: 'single' } }, {}, 'single'],
    ['blank and non-string entries skipped', { ModelState: { A: [' ', 5, 'ok'] } }, {}, 'ok'],
    ['empty ModelState: Message', { ModelState: {}, Message: 'Bad' }, {}, 'Bad'],
    ['only Message', { Message: 'Nope' }, {}, 'Nope'],
    ['empty lists and empty Message: fallback', { ModelState: { A: [] }, Message: '' }, {}, 'Fallback'],
    ['blank Message: fallback', { Message: '  ' }, {}, 'Fallback'],
    ['nulls: fallback', { ModelState: null, Message: null }, {}, 'Fallback'],
    ['ModelState value null', { ModelState: { A: null } }, {}, 'Fallback'],
    ['empty object', {}, {}, 'Fallback'],
    ['null body', null, {}, 'Fallback'],
    ['string body', 'oops', {}, 'Fallback'],
    ['number body', 42, {}, 'Fallback'],
  ])('%s', (_name, body, options, expected) => {
    expect(errorMessageFromBody(body, 'Fallback', options)).toBe(expected);
  });
  it('options are optional', () => {
    expect(errorMessageFromBody({ Message: 'M' }, 'F')).toBe('M');
  });
});

describe('edges found by mutation testing', () => {
  it('colour text is trimmed and anchored', () => {
    expect(brandTextColour(' #ffffff ')).toBe('black');
    expect(brandTextColour('zz#ffffff')).toBe('white');
  });
  it('several trailing slashes after the confirmation token', () => {
    expect(virtualPagePath('/Book/SEAVIEW/Confirmation/TOKEN//')).toBe('/Book/SEAVIEW/Confirmation');
  });
  it('a ModelState that is not an object is ignored', () => {
    expect(errorMessageFromBody({ ModelState: 'abc', Message: 'M' }, 'F')).toBe('M');
  });
  it('logo with NaN size', () => {
    expect(logoWidth(Number.NaN, 100)).toBe(100);
    expect(logoWidth(1000, Number.NaN)).toBe(100);
  });
});
