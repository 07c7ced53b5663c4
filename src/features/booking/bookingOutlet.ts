/**
 * What the Book/{code} layout hands its pages through the router's outlet context, for a page
 * that must not import the booking flow's code (the search page: its chunk is also the group
 * page's and manage booking's, which have no booking flow). Types only, besides the hook.
 */
import { useOutletContext } from 'react-router';
import type { SearchQuery } from '@/domain/searchQuery';

export interface BookingOutlet {
  /** the booking flow searches `query` now (the search page's Search, before it navigates) */
  searchRequested: (query: SearchQuery) => void;
}

/** The layout's context, or null outside the booking layout (a story, another flow's page). */
export function useBookingOutlet(): BookingOutlet | null {
  return (useOutletContext() as BookingOutlet | undefined) ?? null;
}
