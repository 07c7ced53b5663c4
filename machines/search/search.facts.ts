import type { BookingConfig, Property } from '../../src/api/queries';
import type { SearchPropertyFacts } from './search.rules';

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
  };
}
