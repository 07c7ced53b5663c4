/** What leaves the browser in a log carries no secrets (cases by hand). */
import { describe, expect, it } from 'vitest';
import { REDACTED, scrub, scrubText, scrubUrl } from '@/api/scrub';

describe('scrub', () => {
  it('masks link codes, e-mail addresses and tokens in query strings', () => {
    expect(scrubUrl('/api/ManageBooking/Search?propertyId=1&reservationNumber=100001&hash=7f3c9a2be41d')).toBe(
      `/api/ManageBooking/Search?propertyId=1&reservationNumber=100001&hash=${encodeURIComponent(REDACTED)}`,
    );
    expect(scrubUrl('/api/Reservation/Status?propertyId=1&confirmationToken=c0nf-1')).toContain(
      `confirmationToken=${encodeURIComponent(REDACTED)}`,
    );
    expect(scrubUrl('/api/Restaurant?email=ada%40example.com&date=2026-12-01')).not.toMatch(/ada|example\.com/);
  });

  it('masks the link code in the path of manage and pre check-in addresses', () => {
    expect(scrubText('https://hotel.example/Manage/SEAVIEW/Reservation/100001/7f3c9a2be41d?x=1')).toBe(
      `https://hotel.example/Manage/SEAVIEW/Reservation/100001/${REDACTED}?x=1`,
    );
    expect(scrubText('at /PreCheckIn/SEAVIEW/100001/7f3c9a2be41d')).toBe(`at /PreCheckIn/SEAVIEW/100001/${REDACTED}`);
    expect(scrubText('GET /api/ManageBooking/Search?reservationNumber=100001&hash=7f3c failed')).toBe(
      `GET /api/ManageBooking/Search?reservationNumber=100001&hash=${REDACTED} failed`,
    );
    // other addresses keep their path
    expect(scrubText('/Book/SEAVIEW/Rooms-And-Rates')).toBe('/Book/SEAVIEW/Rooms-And-Rates');
  });

  it('masks e-mail addresses in free text and secret keys in objects, not the property code', () => {
    expect(scrub({ message: 'No account for ada.lovelace+x@example.co.uk', PropertyCode: 'SEAVIEW' })).toEqual({
      message: `No account for ${REDACTED}`,
      PropertyCode: 'SEAVIEW',
    });
    // an error's code is no secret; a link code travels as hash/LinkHash or in the path
    expect(
      scrub({ Email: 'ada@example.com', code: 'HTTP_404', LinkHash: 'abc', GuestName: 'Smith', Hash: 'h' }),
    ).toEqual({
      Email: REDACTED,
      code: 'HTTP_404',
      LinkHash: REDACTED,
      GuestName: REDACTED,
      Hash: REDACTED,
    });
    expect(scrubText('card 4111 1111 1111 1111 declined')).toBe(`card ${REDACTED} declined`);
  });
});
