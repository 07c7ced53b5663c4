import { Navigate, useParams } from 'react-router';
import { useSelector } from '@xstate/react';
import { usePropertyData } from '@/ui/useProperty';
import { useBookingActor, withBookingFlow } from './BookingProvider';
import { CheckoutForm } from './checkout/CheckoutForm';
import { checkoutText as t } from '@/i18n/checkout';
import { flowRoot } from '@/ui/flowRoot';

/** The Checkout route: a confirmation token goes on to Status; an empty basket back to the search. */
function CheckoutRoute() {
  const { confirmationToken } = useParams();
  const booking = useBookingActor();
  const { property } = usePropertyData();
  const completed = useSelector(booking, (s) => s.matches('completed'));
  const basketEmpty = useSelector(booking, (s) => s.context.basket.length === 0);
  if (confirmationToken) return <Navigate to={`/Book/${property.PropertyCode}/Status/${confirmationToken}`} replace />;
  // just booked: the page is on its way to Status, not back to search. While Status's code loads,
  // this notice is where the guest is in the booking flow (its root, at `completed`).
  if (completed)
    return (
      <p role="status" {...flowRoot('booking', 'completed')}>
        {t('openingStatus')}
      </p>
    );
  if (basketEmpty) return <Navigate to={`/Book/${property.PropertyCode}`} replace />;
  return <CheckoutForm />;
}

/** (drawn once the booking flow has started: src/features/booking/BookingLayout.tsx) */
export const Component = withBookingFlow(CheckoutRoute);
