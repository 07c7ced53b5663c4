import { describe, expect, it } from 'vitest';
import { gaClientId, gaSessionId } from '@/app/analytics-tags';

/** The GA ids the campaign record takes from the analytics cookies (spec 3, "Analytics campaign data"). */
describe('GA client id from the _ga cookie', () => {
  it.each([
    ['_ga=GA1.1.123456789.1700000000', '123456789.1700000000'],
    ['theme=dark; _ga=GA1.2.987654321.1690000000; other=1', '987654321.1690000000'],
    // a cookie named like _ga but longer is not _ga
    ['_gat=1; _ga_ABC123=GS1.1.1700000000.1.0.1700000000.0.0.0', undefined],
    ['_ga=', undefined],
    ['_ga=GA1.1.123456789', undefined],
    ['_ga=garbage', undefined],
    ['', undefined],
  ])('%j gives %j', (cookies, expected) => {
    expect(gaClientId(cookies)).toBe(expected);
  });

  it('reads nothing when there are no cookies', () => {
    expect(gaClientId(undefined)).toBeUndefined();
  });
});

describe('GA4 session id from the _ga_<stream> cookie', () => {
  it.each([
    ['_ga_ABC123=GS1.1.1700000000.3.1.1700000100.0.0.0', '1700000000'],
    ['_ga_ABC123=GS2.1.s1700000000$o3$g1$t1700000100$j0$l0$h0', '1700000000'],
    ['_ga=GA1.1.1.2; _ga_XYZ=GS2.1.s1712345678$o1$g0$t1712345678$j60$l0$h0', '1712345678'],
    // %-escaped value (some consent tools re-write cookies escaped)
    ['_ga_ABC123=GS2.1.s1700000000%24o3%24g1', '1700000000'],
    // a malformed _ga_ cookie is skipped for the next one
    ['_ga_OLD=rubbish; _ga_NEW=GS1.1.1711111111.1.1.1711111111.0.0.0', '1711111111'],
    ['_ga=GA1.1.123456789.1700000000', undefined],
    ['_ga_ABC123=GS1.1.notanumber.1', undefined],
    ['_ga_ABC123=%E0%A4%A', undefined],
    ['', undefined],
  ])('%j gives %j', (cookies, expected) => {
    expect(gaSessionId(cookies)).toBe(expected);
  });
});
