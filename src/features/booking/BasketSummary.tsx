import { basketSummaryView } from '@machines/booking/booking.selectors';
import { BasketBar, BasketSummary as BasketSummaryStep } from '@/ui/steps';
import { useBookingActor } from './BookingProvider';
import { useBookingView } from './useBookingView';

/** The booking's basket; `editable` gives each room a remove button. */
export function BasketSummary({ editable = true }: { editable?: boolean }) {
  const actor = useBookingActor();
  const view = useBookingView(basketSummaryView, undefined);
  return (
    <BasketSummaryStep
      view={view}
      onRemove={editable ? (roomNumber) => actor.send({ type: 'basket.itemRemoved', roomNumber }) : undefined}
      onDismissPriceChanges={() => actor.send({ type: 'priceChanges.dismissed' })}
    />
  );
}

/** The running total at the foot of a phone's screen, the whole basket a drawer away. */
export function BookingBasketBar() {
  const view = useBookingView(basketSummaryView, undefined);
  return <BasketBar view={view} />;
}
