/**
 * The search's own rules over the domain's: which rooms and guests may be searched and whether a
 * query may run. Pure (no XState), so the Rooms-And-Rates guard asks them without loading the
 * search machine.
 */
import {
  formatDisplayDate,
  isSearchAllowed,
  isStayInBookingWindow,
  sameDayRestriction,
  type SameDayConfig,
} from '@/domain/dates';
import { isOccupancyValid, type Occupancy } from '@/domain/occupancy';
import type { SearchQuery } from '@/domain/searchQuery';
import type { BookingConfig, Property } from '@/domain/models';
import type { GuestOptions, WhereChoices } from '@/domain/stepViews';
import { searchText as t } from '@/i18n/search';

/** Rooms allowed when the configuration sets no maximum (the URL format's own limit). */
export const ROOMS_HARD_LIMIT = 20;
/** Upper bound of a guest count when the property sets no maximum. */
export const GUESTS_PER_FIELD_LIMIT = 10;

/** The property and booking-config facts the search needs. */
export interface SearchPropertyFacts {
  propertyId: number;
  propertyCode: string;
  /** MaxNumberOfRoomsOnBooking (booking config, else property); null/0 = no limit. */
  maxRooms: number | null;
  sameDay: SameDayConfig;
  enableChildren: boolean;
  enableInfants: boolean;
  adultMax: number | null;
  childMax: number | null;
  defaultOccupancy: Occupancy;
  /** the currency of the calendar's nightly prices (the property's); null: the calendar shows none */
  currency: string | null;
}

/** The effective room limit: the configured maximum, else the URL format's limit. */
export function roomLimit(property: SearchPropertyFacts): number {
  return property.maxRooms && property.maxRooms > 0 ? property.maxRooms : ROOMS_HARD_LIMIT;
}

/** The bounds a search room must respect (property maxima; at least one guest). */
export function searchRoomBounds(property: SearchPropertyFacts) {
  return {
    MinimumOccupancy: 1,
    AdultMaximumOccupancy: property.adultMax ?? GUESTS_PER_FIELD_LIMIT,
    ChildMaximumOccupancy: property.childMax ?? GUESTS_PER_FIELD_LIMIT,
  };
}

/** Whether an occupancy may be searched for: domain occupancy rule + enabled guest kinds. */
export function isSearchOccupancyAllowed(property: SearchPropertyFacts, occ: Occupancy): boolean {
  const counts = [occ.numberOfAdults, occ.numberOfChildren, occ.numberOfInfants];
  if (counts.some((n) => !Number.isInteger(n) || n < 0)) return false;
  if (occ.numberOfAdults < 1) return false;
  if (!property.enableChildren && occ.numberOfChildren > 0) return false;
  if (!property.enableInfants && occ.numberOfInfants > 0) return false;
  return isOccupancyValid(occ, searchRoomBounds(property));
}

/**
 * Whether a search with this query may run: the search page's submit and a deep link to
 * Rooms-And-Rates ask the same question. Dates within the calendar's range, rooms within the
 * maximum, every room's guests allowed, and no same-day block.
 */
export function isQuerySearchable(property: SearchPropertyFacts, query: SearchQuery, now: string): boolean {
  return (
    isSearchAllowed({
      propertyId: property.propertyId,
      fromDate: query.fromDate,
      toDate: query.toDate,
      rooms: query.rooms,
      maxRooms: property.maxRooms,
    }) &&
    isStayInBookingWindow(query.fromDate, query.toDate, now.slice(0, 10)) &&
    query.rooms.every((room) => isSearchOccupancyAllowed(property, room)) &&
    !sameDayRestriction(property.sameDay, query.fromDate ?? '', now).blocked
  );
}

/** What the search needs of the property and its booking configuration. */
export function searchFacts(property: Property, config: BookingConfig): SearchPropertyFacts {
  return {
    propertyId: property.PropertyId,
    propertyCode: property.PropertyCode,
    maxRooms: config.MaxNumberOfRoomsOnBooking || property.MaxNumberOfRoomsOnBooking || null,
    sameDay: {
      SameDayBookingRestrictionEnabled: config.SameDayBookingRestrictionEnabled,
      SameDayBookingRestrictionHour: config.SameDayBookingRestrictionHour,
      SameDayBookingRestrictionMinute: config.SameDayBookingRestrictionMinute,
      SameDayBookingRestrictionMessage: config.SameDayBookingRestrictionMessage,
    },
    enableChildren: property.EnableChildrenSearch,
    enableInfants: property.EnableInfantSearch,
    adultMax: property.AdultMaximumOccupancy,
    childMax: property.ChildMaximumOccupancy,
    defaultOccupancy: {
      numberOfAdults: property.DefaultOccupancyAdult,
      numberOfChildren: property.DefaultOccupancyChildren,
      numberOfInfants: property.DefaultOccupancyInfant,
    },
    currency: property.Currency,
  };
}

/** The counts each guest field of a search room may take: those the search would accept. */
export function guestOptions(property: SearchPropertyFacts, room: Occupancy): GuestOptions {
  const bounds = searchRoomBounds(property);
  const range = (max: number) => Array.from({ length: max + 1 }, (_, i) => i);
  const fits = (change: Partial<Occupancy>) => isSearchOccupancyAllowed(property, { ...room, ...change });
  return {
    adults: range(bounds.AdultMaximumOccupancy).filter((n) => fits({ numberOfAdults: n })),
    children: property.enableChildren
      ? range(bounds.ChildMaximumOccupancy).filter((n) => fits({ numberOfChildren: n }))
      : [],
    infants: property.enableInfants
      ? range(bounds.ChildMaximumOccupancy).filter((n) => fits({ numberOfInfants: n }))
      : [],
  };
}

/** The select value of a where-choice: "location:21", "area:2", or "" for anywhere. */
export function whereKey(locationId: number | null, areaId: number | null): string {
  if (locationId) return `location:${locationId}`;
  if (areaId) return `area:${areaId}`;
  return '';
}

/** A hotel's search locations as the search form's where-choices (none: no select). */
export function propertyWhereChoices(locations: BookingConfig['Locations']): WhereChoices | null {
  if (locations.length === 0) return null;
  return {
    label: t('location'),
    anyLabel: t('anyLocation'),
    groups: [
      {
        label: null,
        choices: locations.map((l) => ({
          key: whereKey(l.LocationId, null),
          label: l.Address ? `${l.Name} (${l.Address})` : l.Name,
          locationId: l.LocationId,
          areaId: null,
        })),
      },
    ],
  };
}

/** "The minimum stay for arrival on Fri 4th Dec 2026 is 2 nights." */
export function minimumStayMessage(arrival: string, minimum: number): string {
  return t('minimumStay', { date: formatDisplayDate(arrival), nights: minimum });
}
