import { Outlet } from 'react-router';
import { usePropertyData } from '@/ui/useProperty';
import { BookingProvider } from './BookingProvider';
import { useBookingConfig } from '@/ui/useProperty';
import '@/ui/form/form.css';
import './booking.css';

/** Layout of the Book/{code} routes: provides the booking flow to search, results and checkout. */
export function Component() {
  const { property } = usePropertyData();
  const config = useBookingConfig();
  return (
    <BookingProvider
      facts={{
        propertyId: property.PropertyId,
        propertyCode: property.PropertyCode,
        currency: property.Currency,
        standardVatRate: property.StandardVatRate,
        isStandardTaxExclusive: property.IsStandardTaxExclusive,
        showRoomConfigurationQuestion: config?.ShowRoomConfigurationQuestion ?? false,
        maxRooms: config?.MaxNumberOfRoomsOnBooking ?? property.MaxNumberOfRoomsOnBooking,
        noAvailabilityMessage: config?.NoAvailabilityMessage ?? null,
      }}
    >
      {/* prices: the router wraps this layout in the display-currency provider (src/app/pricedRoute) */}
      <Outlet />
    </BookingProvider>
  );
}
