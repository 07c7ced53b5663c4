import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { usePropertyData } from '@/ui/useProperty';
import { BookingProvider, useBookingActor } from './BookingProvider';
import type { BookingOutlet } from './bookingOutlet';
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
      <BookingOutletProvider />
    </BookingProvider>
  );
}

/** The pages, with what the layout hands them (src/features/booking/bookingOutlet). */
function BookingOutletProvider() {
  const actor = useBookingActor();
  const context = useMemo<BookingOutlet>(
    () => ({ searchRequested: (query) => actor.send({ type: 'search.requested', query }) }),
    [actor],
  );
  return <Outlet context={context} />;
}
