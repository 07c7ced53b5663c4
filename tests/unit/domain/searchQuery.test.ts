/** The search in the address, and the search form's choices (hand-worked cases). */
import { describe, expect, it } from 'vitest';
import { parseSearchQuery, searchQueryString, serialiseSearchQuery, type SearchQuery } from '@/domain/searchQuery';
import { guestOptions, propertyWhereChoices, whereKey, type SearchPropertyFacts } from '@/domain/search';
import { linkProblems, noRoomsMessage, SEARCH_NOTICE_MESSAGES } from '@/domain/searchNotices';

/** A hotel's search facts: up to 4 rooms, 2 adults by default, no same-day cut-off. */
function hotel(over: Partial<SearchPropertyFacts>): SearchPropertyFacts {
  return {
    propertyId: 1,
    propertyCode: 'SEAVIEW',
    maxRooms: 4,
    sameDay: {
      SameDayBookingRestrictionEnabled: false,
      SameDayBookingRestrictionHour: 0,
      SameDayBookingRestrictionMinute: 0,
      SameDayBookingRestrictionMessage: '',
    },
    enableChildren: true,
    enableInfants: true,
    adultMax: 4,
    childMax: 3,
    defaultOccupancy: { numberOfAdults: 2, numberOfChildren: 0, numberOfInfants: 0 },
    currency: 'GBP',
    ...over,
  };
}

describe('the search in the address', () => {
  const query: SearchQuery = {
    fromDate: '2026-12-14',
    toDate: '2026-12-16',
    rooms: [
      { numberOfAdults: 2, numberOfChildren: 0, numberOfInfants: 0 },
      { numberOfAdults: 1, numberOfChildren: 1, numberOfInfants: 0 },
    ],
    promoCode: 'SPRING10',
    ratePlanCode: 'BB',
    locationId: 22,
    areaId: 3,
  };

  it('reads as the guest would type it: commas between rooms, the area last', () => {
    expect(searchQueryString(query)).toBe(
      'from=2026-12-14&to=2026-12-16&rooms=2-0-0,1-1-0&promo=SPRING10&rate=BB&location=22&area=3',
    );
    expect(searchQueryString({ rooms: [] }, { sort: 'area' })).toBe('sort=area');
  });

  it('round-trips, encoded or not', () => {
    expect(parseSearchQuery(new URLSearchParams(searchQueryString(query)))).toEqual(query);
    expect(parseSearchQuery(serialiseSearchQuery(query))).toEqual(query);
  });

  it('drops a promo or rate code longer than a code can be (50), keeps one of 50', () => {
    const long = new URLSearchParams({ promo: 'X'.repeat(10_000), rate: 'Y'.repeat(51) });
    expect(parseSearchQuery(long)).toEqual({ rooms: [] });
    expect(parseSearchQuery(new URLSearchParams({ promo: 'X'.repeat(50) })).promoCode).toBe('X'.repeat(50));
  });

  it('drops an area that is not a positive whole number', () => {
    for (const area of ['0', '-2', '1.5', 'x'])
      expect(parseSearchQuery(new URLSearchParams(`area=${area}`)).areaId).toBeUndefined();
  });
});

describe('the search form choices', () => {
  const facts = hotel({ enableInfants: false, adultMax: 3, childMax: 2 });

  it('guest counts a room may take: at least one adult, up to the maxima; no infants where there are none', () => {
    expect(guestOptions(facts, { numberOfAdults: 2, numberOfChildren: 0, numberOfInfants: 0 })).toEqual({
      adults: [1, 2, 3],
      children: [0, 1, 2],
      infants: [],
    });
  });

  it("a hotel's locations, keyed by id; none: no choice", () => {
    expect(propertyWhereChoices([{ LocationId: 21, Name: 'Temple Bar', Address: '12 Temple Lane' }])).toEqual({
      label: 'Location',
      anyLabel: 'Any location',
      groups: [
        {
          label: null,
          choices: [{ key: 'location:21', label: 'Temple Bar (12 Temple Lane)', locationId: 21, areaId: null }],
        },
      ],
    });
    expect(propertyWhereChoices([])).toBeNull();
    expect([whereKey(null, null), whereKey(null, 2), whereKey(21, null)]).toEqual(['', 'area:2', 'location:21']);
  });
});

describe('a search that found no rooms', () => {
  const hotels = 'No rooms available on selected dates';
  it('says the reason the server gives, else the hotel message', () => {
    expect(noRoomsMessage({ NoAvailabilityReason: 'MinimumStay', MinimumLengthOfStay: 2 }, '2026-12-04', hotels)).toBe(
      'The minimum stay for arrival on Fri 4th Dec 2026 is 2 nights.',
    );
    expect(
      noRoomsMessage({ NoAvailabilityReason: 'SameDayCutOff', MinimumLengthOfStay: null }, '2026-12-04', hotels),
    ).toBe(SEARCH_NOTICE_MESSAGES.sameDayClosed);
    expect(noRoomsMessage({ NoAvailabilityReason: 'SoldOut', MinimumLengthOfStay: null }, '2026-12-04', hotels)).toBe(
      hotels,
    );
    // an older server without the reason
    expect(noRoomsMessage({}, '2026-12-04', hotels)).toBe(hotels);
  });
});

describe('what a link asked that the search cannot take', () => {
  const facts = hotel({ enableInfants: true, adultMax: 4, childMax: 3 });

  const problems = (search: string) => linkProblems(new URLSearchParams(search), facts);

  it('nothing to say of a good link, or of no link', () => {
    expect(problems('from=2026-12-14&to=2026-12-16&rooms=2-0-0,1-1-0')).toEqual([]);
    expect(problems('')).toEqual([]);
  });

  it('rooms that cannot be read, and guests one room does not take', () => {
    expect(problems('rooms=-1-0-0')).toEqual([
      'The rooms in this link could not be read: the search starts from one room.',
    ]);
    expect(problems('rooms=2-0-0,x,1-0-0')).toEqual(['1 room in this link could not be read and was left out.']);
    expect(problems('rooms=9-0-0,0-0-0')).toEqual([
      'Room 1 of this link (9 adults) cannot be booked online in one room here: it starts from 2 adults.',
      'Room 2 of this link (0 adults) cannot be booked online in one room here: it starts from 2 adults.',
    ]);
  });

  it('dates that cannot be read, and a departure not after the arrival', () => {
    expect(problems('from=2026-02-30&to=2026-03-02')).toEqual([
      'The dates in this link could not be read: please choose your dates.',
    ]);
    expect(problems('from=2026-12-16&to=2026-12-14')).toEqual([
      'In this link the departure is not after the arrival: please choose your dates.',
    ]);
    // year 9999 reads as a date: the form says it is outside the booking window
    expect(problems('from=9999-01-01&to=9999-01-02')).toEqual([]);
  });
});
