import type { BookingSnapshot } from '@machines/booking/booking.selectors';
import { useFlowView } from '@/ui/flowContext';
import { useBookingSelector } from './BookingProvider';

/**
 * A booking screen's view model: `useBookingView(selectFn, settings)` selects it from the flow
 * and re-renders only when it changed (its own module, so the search page's code does not
 * carry it).
 */
export function useBookingView<T, A>(select: (snapshot: BookingSnapshot, settings: A) => T, settings: A): T {
  return useFlowView(useBookingSelector, select, settings);
}
