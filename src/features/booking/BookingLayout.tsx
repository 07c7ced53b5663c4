import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { usePropertyData } from '@/ui/useProperty';
import { whenIdle } from '@/ui/scheduling';
import { bookingFacts } from './bookingFacts';
import { useBookingConfig } from '@/ui/useProperty';
import type { SearchQuery } from '@/domain/searchQuery';
import { BookingActorContext, BookingFlowHostSlot, bookingFlowHost, type BookingActor } from './bookingFlow';
import type { BookingOutlet } from './bookingOutlet';
import '@/ui/form/form.css';
import './booking.css';

/**
 * Layout of the Book/{code} routes: provides the booking flow to search, results and checkout.
 *
 * The search page (and the status and confirmation pages) are drawn at once, without the flow: its
 * code (machine, basket, pricing: about 14 KiB gzip) loads once the page is idle, and the flow
 * starts then, beside the pages (so no page is drawn again). The pages that need the flow (rooms
 * and rates, checkout: `withBookingFlow`) import its code with their own, so the flow starts as the
 * layout is drawn with them and they are drawn with it, before the browser paints. A search asked
 * for before the flow has started is sent to it as it starts.
 */
export function Component() {
  const { property } = usePropertyData();
  const config = useBookingConfig();
  const facts = useMemo(() => bookingFacts(property, config), [property, config]);
  // the flow's host once its code has loaded (it registers itself): by the idle load below, or with
  // a page's code, read again at every drawing; the idle load draws the layout again when it is done
  const drawHost = bookingFlowHost();
  const [, setFlowLoaded] = useState(false);
  const [actor, setActor] = useState<BookingActor | null>(null);
  const pendingSearch = useRef<SearchQuery | null>(null);

  useEffect(() => {
    if (drawHost) return undefined;
    let live = true;
    const start = () =>
      void import('./BookingProvider').then(() => {
        if (live) setFlowLoaded(true);
      });
    // the search page's own work first: the flow's code when the browser is idle
    const cancel = whenIdle(start, 2000);
    return () => {
      live = false;
      cancel();
    };
  }, [drawHost]);

  const onActor = useCallback((started: BookingActor) => {
    if (pendingSearch.current) started.send({ type: 'search.requested', query: pendingSearch.current });
    pendingSearch.current = null;
    setActor(started);
  }, []);
  const outlet = useMemo<BookingOutlet>(
    () => ({
      searchRequested: (query) => {
        if (actor) actor.send({ type: 'search.requested', query });
        else pendingSearch.current = query;
      },
    }),
    [actor],
  );

  return (
    <BookingActorContext.Provider value={actor}>
      {/* prices: the router wraps this layout in the display-currency provider (src/app/pricedRoute) */}
      <Outlet context={outlet} />
      {drawHost ? <BookingFlowHostSlot draw={drawHost} facts={facts} ready={actor !== null} onActor={onActor} /> : null}
    </BookingActorContext.Provider>
  );
}
