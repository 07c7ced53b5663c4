import { Outlet } from 'react-router';
import { usePropertyData } from '@/ui/useProperty';
import { BookingProvider } from './BookingProvider';
import { bookingFacts } from './bookingFacts';
import { useBookingConfig } from '@/ui/useProperty';
import '@/ui/form/form.css';
import './booking.css';

/** Layout of the Book/{code} routes: provides the booking flow to search, results and checkout. */
export function Component() {
  const { property } = usePropertyData();
  const config = useBookingConfig();
  return (
    <BookingProvider facts={bookingFacts(property, config)}>
      {/* prices: the router wraps this layout in the display-currency provider (src/app/pricedRoute) */}
      <Outlet />
    </BookingProvider>
  );
}
