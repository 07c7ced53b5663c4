import type { BookingPropertyFacts } from '@/domain/basket';
import type { BookingConfig, Property } from '@/domain/models';

/** The booking flow's facts of the property: from the property and its booking settings. */
export function bookingFacts(property: Property, config?: BookingConfig): BookingPropertyFacts {
  return {
    propertyId: property.PropertyId,
    propertyCode: property.PropertyCode,
    currency: property.Currency,
    standardVatRate: property.StandardVatRate,
    isStandardTaxExclusive: property.IsStandardTaxExclusive,
    maxRooms: config?.MaxNumberOfRoomsOnBooking ?? property.MaxNumberOfRoomsOnBooking,
    showRoomConfigurationQuestion: config?.ShowRoomConfigurationQuestion ?? false,
    noAvailabilityMessage: config?.NoAvailabilityMessage ?? null,
  };
}
