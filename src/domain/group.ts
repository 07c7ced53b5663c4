/**
 * Property-group search (manage spec sections 2, 3, 5, 7; booking spec search rules): what the
 * group's search form may ask, and the results per hotel as the guest reads them. Pure.
 */
import { nights } from './dates';
import { formatMoney, toMinor } from './money';
import { NO_RATE } from './pricing';
import { counted, WORDS } from './words';
import type { AreaAvailability, GroupPropertyResult, GroupUnavailableReason, PropertyGroup } from './models';
import type { SearchPropertyFacts } from './search';
import { whereKey } from './search';
import type { SearchQuery } from './searchQuery';
import type { WhereChoices } from './stepViews';
import { pictureView, type PictureView } from './pictures';
import { textsOf } from '@/i18n/catalogue';
import { groupText as t } from '@/i18n/group';
import { searchText } from '@/i18n/search';

export type GroupProperty = PropertyGroup['Properties'][number];

/** The flow's own messages, read in the interface's locale when read. */
export const GROUP_MESSAGES = textsOf(t, {
  /** shown when the group search fails and the server gave no Message */
  searchFailed: 'searchFailed',
});

/**
 * What the search machine needs of a group: its id and code, its own maximum rooms and guest
 * rules. A group has no same-day cut-off of its own: each hotel's is a reason in the results.
 */
export function groupSearchFacts(group: PropertyGroup): SearchPropertyFacts {
  return {
    propertyId: group.PropertyGroupId,
    propertyCode: group.PropertyCode,
    maxRooms: group.MaxNumberOfRoomsOnBooking || null,
    sameDay: {
      SameDayBookingRestrictionEnabled: false,
      SameDayBookingRestrictionHour: 0,
      SameDayBookingRestrictionMinute: 0,
      SameDayBookingRestrictionMessage: '',
    },
    enableChildren: group.EnableChildrenSearch,
    enableInfants: group.EnableInfantSearch,
    adultMax: null,
    childMax: null,
    defaultOccupancy: {
      numberOfAdults: group.DefaultOccupancyAdult,
      numberOfChildren: group.DefaultOccupancyChildren,
      numberOfInfants: group.DefaultOccupancyInfant,
    },
    // hotels of a group may each charge in their own currency: no one nightly price per day
    currency: null,
  };
}

/**
 * The group form's "area or location": each area (all of its hotels), then the locations of its
 * hotels. A group of one area offers its hotels' locations alone. Null when there is nothing to
 * choose.
 */
export function groupWhereChoices(group: PropertyGroup): WhereChoices | null {
  const locationsIn = (areaId: number | null) =>
    group.Properties.filter((p) => areaId === null || p.AreaId === areaId).flatMap((hotel) =>
      hotel.Locations.map((l) => ({
        key: whereKey(l.LocationId, null),
        label: t('where.locationOfHotel', { location: l.Name, hotel: hotel.PropertyName }),
        locationId: l.LocationId,
        areaId: null,
      })),
    );
  if (group.Areas.length <= 1) {
    const choices = locationsIn(null);
    return choices.length
      ? { label: t('where.location'), anyLabel: t('where.anyLocation'), groups: [{ label: null, choices }] }
      : null;
  }
  return {
    label: t('where.areaOrLocation'),
    anyLabel: t('allAreas'),
    groups: group.Areas.map((area) => ({
      label: area.Name,
      choices: [
        {
          key: whereKey(null, area.AreaId),
          label: t('where.allOf', { area: area.Name }),
          locationId: null,
          areaId: area.AreaId,
        },
        ...locationsIn(area.AreaId),
      ],
    })),
  };
}

/**
 * The search a hotel's own pages take from the group's: dates, rooms, promo and rate plan code;
 * the location only when it is that hotel's; never the group's area.
 */
export function hotelSearchQuery(query: SearchQuery, hotel: Pick<GroupProperty, 'Locations'>): SearchQuery {
  const next: SearchQuery = { ...query, rooms: query.rooms.map((r) => ({ ...r })) };
  delete next.areaId;
  if (next.locationId !== undefined && !hotel.Locations.some((l) => l.LocationId === next.locationId))
    delete next.locationId;
  return next;
}

export type GroupSort = 'price' | 'area';

/** The sort in the address (`sort=area`); anything else sorts by price. */
export function parseGroupSort(value: string | null | undefined): GroupSort {
  return value === 'area' ? 'area' : 'price';
}

/** A short name of each reason (the result's badge). */
export const UNAVAILABLE_LABELS: Readonly<Record<GroupUnavailableReason, string>> = textsOf(t, {
  TooManyRooms: 'reason.tooManyRooms',
  PartyTooBig: 'reason.partyTooBig',
  SameDayCutOff: 'reason.sameDayCutOff',
  MinimumStay: 'reason.minimumStay',
  SoldOut: 'reason.soldOut',
});

/** What the guest reads when the server gave no message of the hotel's own. */
export const UNAVAILABLE_FALLBACKS: Readonly<Record<GroupUnavailableReason, string>> = textsOf(t, {
  TooManyRooms: 'reasonText.tooManyRooms',
  PartyTooBig: 'reasonText.partyTooBig',
  SameDayCutOff: 'reasonText.sameDayCutOff',
  MinimumStay: 'reasonText.minimumStay',
  /** the search's own words: "No rooms available on selected dates" */
  SoldOut: () => searchText('noRoomsOnDates'),
});

export interface HotelPrice {
  /** the stay's lowest price in the hotel's currency, e.g. "€312.00" */
  text: string;
  /** the price before a discount, when higher */
  originalText: string | null;
  /** the price in the group's currency when the hotel's differs, e.g. "£266.76" */
  displayText: string | null;
}

export interface HotelResultView {
  propertyId: number;
  propertyCode: string;
  name: string;
  address: string | null;
  /** the hotel's picture with its size and files (our PropertyImages), when it has one */
  picture: PictureView | null;
  /** else its one image address (the spec's PropertyImageUrl), drawn at the card's size */
  imageUrl: string | null;
  rating: number | null;
  areaName: string | null;
  available: boolean;
  price: HotelPrice | null;
  reason: GroupUnavailableReason | null;
  reasonLabel: string | null;
  reasonText: string | null;
  /** the search to hand to the hotel's own pages */
  query: SearchQuery;
}

function priceOf(result: GroupPropertyResult): HotelPrice | null {
  if (!result.IsAvailable || result.LowestRate === NO_RATE) return null;
  const lowest = toMinor(result.LowestRate, result.Currency);
  const original =
    result.OriginalLowestRate === NO_RATE ? NO_RATE : toMinor(result.OriginalLowestRate, result.Currency);
  const foreign = result.DisplayCurrency !== result.Currency && result.DisplayLowestRate !== NO_RATE;
  return {
    text: formatMoney(lowest, result.Currency),
    originalText: original > lowest ? formatMoney(original, result.Currency) : null,
    displayText: foreign
      ? formatMoney(toMinor(result.DisplayLowestRate, result.DisplayCurrency), result.DisplayCurrency)
      : null,
  };
}

/** The price results compare by: the group currency's, else the hotel's when it is the group's. */
function comparablePrice(result: GroupPropertyResult): number {
  if (!result.IsAvailable) return Number.POSITIVE_INFINITY;
  if (result.DisplayLowestRate !== NO_RATE) return result.DisplayLowestRate;
  return result.Currency === result.DisplayCurrency ? result.LowestRate : Number.POSITIVE_INFINITY;
}

/**
 * Orders the results. By price: hotels that can take the stay first, cheapest first (in the
 * group's currency), then the others in the group's order. By area: the group's area order, and
 * by price within each area. Ties keep the group's order.
 */
export function sortHotelResults(
  group: PropertyGroup,
  results: readonly GroupPropertyResult[],
  sort: GroupSort,
): GroupPropertyResult[] {
  const order = new Map(group.Properties.map((p, i) => [p.PropertyId, i]));
  const areaOrder = new Map(group.Areas.map((a, i) => [a.AreaId, i]));
  const areaRank = (r: GroupPropertyResult) =>
    r.AreaId === null ? Number.MAX_SAFE_INTEGER : (areaOrder.get(r.AreaId) ?? Number.MAX_SAFE_INTEGER);
  const groupRank = (r: GroupPropertyResult) => order.get(r.PropertyId) ?? Number.MAX_SAFE_INTEGER;
  const byPrice = (a: GroupPropertyResult, b: GroupPropertyResult) => {
    if (a.IsAvailable !== b.IsAvailable) return a.IsAvailable ? -1 : 1;
    const pa = comparablePrice(a);
    const pb = comparablePrice(b);
    return pa === pb ? 0 : pa < pb ? -1 : 1;
  };
  return [...results].sort(
    (a, b) => (sort === 'area' ? areaRank(a) - areaRank(b) : 0) || byPrice(a, b) || groupRank(a) - groupRank(b),
  );
}

/** The results as the guest reads them, sorted. */
export function hotelResults(
  group: PropertyGroup,
  results: readonly GroupPropertyResult[],
  query: SearchQuery,
  sort: GroupSort,
): HotelResultView[] {
  return sortHotelResults(group, results, sort).map((result) => {
    const hotel = group.Properties.find((p) => p.PropertyId === result.PropertyId);
    const area = group.Areas.find((a) => a.AreaId === result.AreaId);
    const reason = result.IsAvailable ? null : (result.UnavailableReason ?? 'SoldOut');
    return {
      propertyId: result.PropertyId,
      propertyCode: result.PropertyCode,
      name: result.PropertyName,
      address: hotel?.PropertyAddress || null,
      picture: pictureView(hotel?.PropertyImages),
      imageUrl: hotel?.PropertyImageUrl ?? null,
      rating: hotel?.HotelRating ?? null,
      areaName: area?.Name ?? null,
      available: result.IsAvailable,
      price: priceOf(result),
      reason,
      reasonLabel: reason ? UNAVAILABLE_LABELS[reason] : null,
      reasonText: reason ? result.UnavailableMessage?.trim() || UNAVAILABLE_FALLBACKS[reason] : null,
      query: hotelSearchQuery(query, hotel ?? { Locations: [] }),
    };
  });
}

export interface AreaFilterView {
  areaId: number;
  name: string;
  /** "2 of 3 hotels available, from £240.00", or null when the counts did not load */
  summary: string | null;
  selected: boolean;
}

/** The area filter: every area of the group, with what the area availability says of it. */
export function areaFilters(
  group: PropertyGroup,
  areas: readonly AreaAvailability[] | null,
  selectedAreaId: number | null,
): AreaFilterView[] {
  return group.Areas.map((area) => {
    const counts = areas?.find((a) => a.AreaId === area.AreaId);
    let summary: string | null = null;
    if (counts) {
      const hotels = { available: counts.NumberOfAvailableProperties, total: counts.NumberOfProperties };
      summary =
        counts.LowestRate === NO_RATE
          ? t('areaAvailable', hotels)
          : t('areaAvailableFrom', {
              ...hotels,
              price: formatMoney(toMinor(counts.LowestRate, counts.Currency), counts.Currency),
            });
    }
    return { areaId: area.AreaId, name: area.Name, summary, selected: area.AreaId === selectedAreaId };
  });
}

/** "2 of 4 hotels can take your stay" (or none). */
export function resultsSummary(results: readonly GroupPropertyResult[]): string {
  const available = results.filter((r) => r.IsAvailable).length;
  if (results.length === 0) return t('noHotels');
  return t('resultsSummary', { available, total: results.length });
}

/** "2 nights, 2 rooms" for the price line. */
export function stayText(query: SearchQuery): string {
  const n = query.fromDate && query.toDate ? nights(query.fromDate, query.toDate) : 0;
  const rooms = query.rooms.length || 1;
  return t('stay', { nights: counted(n, WORDS.night), rooms: counted(rooms, WORDS.room) });
}
