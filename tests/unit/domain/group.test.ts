/** Group search rules, against cases worked out by hand (fixtures: three areas, four hotels). */
import { describe, expect, it } from 'vitest';
import {
  areaFilters,
  groupSearchFacts,
  groupWhereChoices,
  hotelResults,
  hotelSearchQuery,
  parseGroupSort,
  resultsSummary,
  sortHotelResults,
  stayText,
  UNAVAILABLE_FALLBACKS,
} from '@/domain/group';
import { isQuerySearchable } from '@/domain/search';
import type { SearchQuery } from '@/domain/searchQuery';
import { coastal, result } from '../../machines/group/fixtures';

const room = (adults: number) => ({ numberOfAdults: adults, numberOfChildren: 0, numberOfInfants: 0 });
const query: SearchQuery = { fromDate: '2026-03-22', toDate: '2026-03-24', rooms: [room(2), room(2)] };

/** SEAVIEW £500, HARBOUR £300, CITYLOFT €400 (£342 in the group's pounds), LIGHTHOUSE cannot. */
const results = [
  result('SEAVIEW', { LowestRate: 500, OriginalLowestRate: 500, DisplayLowestRate: 500 }),
  result('HARBOUR', { LowestRate: 300, OriginalLowestRate: 330, DisplayLowestRate: 300 }),
  result('LIGHTHOUSE', {
    IsAvailable: false,
    UnavailableReason: 'TooManyRooms',
    UnavailableMessage: 'Lighthouse Inn takes at most 1 room in one online booking.',
  }),
  result('CITYLOFT', { LowestRate: 400, OriginalLowestRate: 400, DisplayLowestRate: 342 }),
];
const codes = (list: Array<{ PropertyCode: string }>) => list.map((r) => r.PropertyCode);

describe('group search facts', () => {
  it('the group id and its own limits; no same-day cut-off of its own', () => {
    const facts = groupSearchFacts(coastal);
    expect(facts).toMatchObject({ propertyId: 100, propertyCode: 'COASTAL', maxRooms: 4, adultMax: null });
    expect(facts.sameDay.SameDayBookingRestrictionEnabled).toBe(false);
    // the group's rules: up to four rooms; a fifth is refused; a late same-day arrival is not
    expect(isQuerySearchable(facts, query, '2026-03-02T10:00')).toBe(true);
    expect(isQuerySearchable(facts, { ...query, rooms: [1, 2, 3, 4, 5].map(() => room(1)) }, '2026-03-02T10:00')).toBe(
      false,
    );
    expect(
      isQuerySearchable(facts, { ...query, fromDate: '2026-03-02', toDate: '2026-03-03' }, '2026-03-02T23:00'),
    ).toBe(true);
  });
});

describe('area or location', () => {
  it('each area (all of it), then its hotels locations', () => {
    const where = groupWhereChoices(coastal);
    expect(where?.label).toBe('Area or location');
    expect(where?.anyLabel).toBe('All areas');
    expect(where?.groups.map((g) => [g.label, g.choices.map((c) => c.label)])).toEqual([
      ['Sussex Coast', ['All of Sussex Coast']],
      ['Cornwall', ['All of Cornwall', 'Harbour Front, Harbour House']],
      ['Dublin Bay', ['All of Dublin Bay', 'Temple Bar, City Loft Dublin', 'Docklands, City Loft Dublin']],
    ]);
    expect(where?.groups[2]?.choices[2]).toEqual({
      key: 'location:22',
      label: 'Docklands, City Loft Dublin',
      locationId: 22,
      areaId: null,
    });
    expect(where?.groups[1]?.choices[0]).toMatchObject({ key: 'area:2', locationId: null, areaId: 2 });
  });

  it('one area: its hotels locations alone, or nothing to choose', () => {
    const oneArea = { ...coastal, Areas: [{ AreaId: 2, Name: 'Cornwall' }] };
    expect(groupWhereChoices(oneArea)).toMatchObject({ label: 'Location', anyLabel: 'Any location' });
    const noLocations = { ...oneArea, Properties: coastal.Properties.map((p) => ({ ...p, Locations: [] })) };
    expect(groupWhereChoices(noLocations)).toBeNull();
  });
});

describe('the search a hotel takes', () => {
  const city = coastal.Properties[3]!;
  const harbour = coastal.Properties[1]!;

  it('keeps dates, rooms, promo and rate code; never the area; the location only when the hotel has it', () => {
    const full: SearchQuery = { ...query, promoCode: 'SPRING10', ratePlanCode: 'BB', areaId: 3, locationId: 22 };
    expect(hotelSearchQuery(full, city)).toEqual({
      ...query,
      promoCode: 'SPRING10',
      ratePlanCode: 'BB',
      locationId: 22,
    });
    expect(hotelSearchQuery(full, harbour)).toEqual({ ...query, promoCode: 'SPRING10', ratePlanCode: 'BB' });
    // the group's query is left as it was
    expect(full.areaId).toBe(3);
  });

  it('the sort from the address: area, else price', () => {
    expect(parseGroupSort('area')).toBe('area');
    expect(parseGroupSort('price')).toBe('price');
    expect(parseGroupSort('stars')).toBe('price');
    expect(parseGroupSort(null)).toBe('price');
  });
});

describe('sorting results', () => {
  it('by price: those that can take the stay, cheapest in the group currency, then the others', () => {
    expect(codes(sortHotelResults(coastal, results, 'price'))).toEqual([
      'HARBOUR',
      'CITYLOFT',
      'SEAVIEW',
      'LIGHTHOUSE',
    ]);
  });

  it('by area: the group order of areas, by price within each', () => {
    expect(codes(sortHotelResults(coastal, results, 'area'))).toEqual(['SEAVIEW', 'HARBOUR', 'LIGHTHOUSE', 'CITYLOFT']);
    const cheaperLighthouse = results.map((r) =>
      r.PropertyCode === 'LIGHTHOUSE'
        ? result('LIGHTHOUSE', { LowestRate: 200, OriginalLowestRate: 200, DisplayLowestRate: 200 })
        : r,
    );
    expect(codes(sortHotelResults(coastal, cheaperLighthouse, 'area'))).toEqual([
      'SEAVIEW',
      'LIGHTHOUSE',
      'HARBOUR',
      'CITYLOFT',
    ]);
  });

  it('a price without a rate into the group currency comes after the known ones; ties keep the group order', () => {
    const noRate = results.map((r) => (r.PropertyCode === 'CITYLOFT' ? { ...r, DisplayLowestRate: -1 } : r));
    expect(codes(sortHotelResults(coastal, noRate, 'price'))).toEqual(['HARBOUR', 'SEAVIEW', 'CITYLOFT', 'LIGHTHOUSE']);
    const tie = [result('CITYLOFT', { DisplayLowestRate: 400 }), result('SEAVIEW'), result('HARBOUR')];
    expect(codes(sortHotelResults(coastal, tie, 'price'))).toEqual(['SEAVIEW', 'HARBOUR', 'CITYLOFT']);
  });
});

describe('results as the guest reads them', () => {
  const views = hotelResults(coastal, results, { ...query, areaId: 2 }, 'price');
  const view = (code: string) => views.find((v) => v.propertyCode === code)!;

  it('the price in the hotel currency, the discount, and the group currency where they differ', () => {
    expect(view('HARBOUR').price).toEqual({ text: '£300.00', originalText: '£330.00', displayText: null });
    expect(view('CITYLOFT').price).toEqual({ text: '€400.00', originalText: null, displayText: '£342.00' });
    expect(view('CITYLOFT')).toMatchObject({ areaName: 'Dublin Bay', address: 'City Loft Dublin address' });
  });

  it('a hotel that cannot take the stay: its reason, in its words or ours', () => {
    expect(view('LIGHTHOUSE')).toMatchObject({
      available: false,
      price: null,
      reason: 'TooManyRooms',
      reasonLabel: 'Too many rooms',
      reasonText: 'Lighthouse Inn takes at most 1 room in one online booking.',
    });
    const silent = hotelResults(
      coastal,
      [result('SEAVIEW', { IsAvailable: false, UnavailableReason: null })],
      query,
      'price',
    );
    expect(silent[0]).toMatchObject({
      reason: 'SoldOut',
      reasonLabel: 'Sold out',
      reasonText: UNAVAILABLE_FALLBACKS.SoldOut,
    });
    expect(UNAVAILABLE_FALLBACKS.SoldOut).toBe('No rooms available on selected dates');
  });

  it('each hotel carries the search its pages take (no area)', () => {
    expect(view('HARBOUR').query).toEqual(query);
  });
});

describe('area filter, summary and stay', () => {
  const areas = [
    {
      AreaId: 1,
      Name: 'Sussex Coast',
      NumberOfAvailableProperties: 0,
      NumberOfProperties: 1,
      LowestRate: -1,
      Currency: 'GBP',
    },
    {
      AreaId: 2,
      Name: 'Cornwall',
      NumberOfAvailableProperties: 1,
      NumberOfProperties: 2,
      LowestRate: 300,
      Currency: 'GBP',
    },
    {
      AreaId: 3,
      Name: 'Dublin Bay',
      NumberOfAvailableProperties: 1,
      NumberOfProperties: 1,
      LowestRate: 342,
      Currency: 'GBP',
    },
  ];

  it('every area with what it can offer, the chosen one marked', () => {
    expect(areaFilters(coastal, areas, 2)).toEqual([
      { areaId: 1, name: 'Sussex Coast', summary: 'none of 1 hotel available', selected: false },
      { areaId: 2, name: 'Cornwall', summary: '1 of 2 hotels available, from £300.00', selected: true },
      { areaId: 3, name: 'Dublin Bay', summary: '1 of 1 hotel available, from £342.00', selected: false },
    ]);
    expect(areaFilters(coastal, null, null).map((a) => a.summary)).toEqual([null, null, null]);
  });

  it('the summary and the stay', () => {
    expect(resultsSummary(results)).toBe('3 of 4 hotels can take your stay.');
    expect(resultsSummary([results[2]!])).toBe('None of 1 hotel can take your stay.');
    expect(resultsSummary([])).toBe('No hotels match this search.');
    expect(stayText(query)).toBe('2 nights, 2 rooms');
    expect(stayText({ fromDate: '2026-03-22', toDate: '2026-03-23', rooms: [room(1)] })).toBe('1 night, 1 room');
  });
});
