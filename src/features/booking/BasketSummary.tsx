import { basketStay, basketSummaryView } from '@machines/booking/booking.selectors';
import type { SearchQuery } from '@/domain/searchQuery';
// (each step from its own module, as every page takes them: src/ui/steps/index.ts)
import { BasketBar, BasketSummary as BasketSummaryStep } from '@/ui/steps/BasketSummary';
import { useBookingActor } from './BookingProvider';
import { useBookingView } from './useBookingView';

/**
 * The booking's basket; `editable` gives each room a remove button. `query`: the address's search,
 * whose dates the basket says until the flow has taken it (so the basket's lines do not move down
 * when the search comes: CLS).
 */
export function BasketSummary({ editable = true, query }: { editable?: boolean; query?: SearchQuery }) {
  const actor = useBookingActor();
  const view = useBookingView(basketSummaryView, undefined);
  return (
    <BasketSummaryStep
      view={view.stay || !query ? view : { ...view, stay: basketStay(query) }}
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
