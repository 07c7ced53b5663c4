import { useContext, useEffect, useMemo } from 'react';
import { useLoaderData, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { BookingConfig, Property } from '@/api/queries';
import { usePropertyData } from '@/ui/useProperty';
import { searchMachine } from '@machines/search/search.machine';
import { selectSearchView } from '@machines/search/search.selectors';
import { propertyWhereChoices, searchFacts } from '@/domain/search';
import { localNow } from '@/ui/clock';
import { whenIdle } from '@/ui/scheduling';
import { parseSearchQuery } from '@/domain/searchQuery';
import { SearchForm } from '@/ui/search/SearchForm';
import { LinkProblems } from '@/ui/search/LinkProblems';
import '@/ui/search/search.css';
import { searchText as t } from '@/i18n/search';
import { useBookingOutlet } from './bookingOutlet';
import { BookingActorContext } from './bookingFlow';
import { flowRoot } from '@/ui/flowRoot';
import { stateString } from '@machines/stateValue';
import { SearchPageHeader } from './SearchPageHeader';

/** How often the page tells the machine the time, so the same-day cut-off applies while it is open. */
const CLOCK_TICK_MS = 30_000;

function SearchScreen({ property, config }: { property: Property; config: BookingConfig }) {
  const [params] = useSearchParams();
  // stable in a data router, so the machine below is created once per property
  const navigate = useNavigate();
  const booking = useBookingOutlet();
  const code = property.PropertyCode;

  const machine = useMemo(
    () =>
      searchMachine.provide({
        actions: {
          navigateToResults: (_, { query }) => {
            // The booking flow searches at once, while Rooms-And-Rates loads and paints: the same
            // query its page reads from the address (parsed the same way, so the page's own
            // request of it is no new search and nothing is asked twice).
            booking?.searchRequested(parseSearchQuery(new URLSearchParams(query)));
            void navigate(`/Book/${code}/Rooms-And-Rates?${query}`);
          },
        },
      }),
    [booking, code, navigate],
  );
  const actor = useActorRef(machine, {
    input: { property: searchFacts(property, config), query: parseSearchQuery(params), now: localNow() },
  });

  useEffect(() => {
    const timer = setInterval(() => actor.send({ type: 'clock.ticked', now: localNow() }), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [actor]);

  const view = useSelector(actor, selectSearchView);
  const facts = useMemo(() => searchFacts(property, config), [property, config]);
  return (
    <>
      <LinkProblems params={params} facts={facts} />
      <SearchForm
        view={view}
        send={actor.send}
        labels={{
          adults: property.AdultLabel || t('adults'),
          children: property.ChildLabel || t('children'),
          infants: property.InfantLabel || t('infants'),
        }}
        now={() => localNow()}
        where={propertyWhereChoices(config.Locations)}
        hidePromoCode={config.HidePromoCodeOnLandingPage}
        offers={config.Offers}
        incentives={config.BookingIncentives}
      />
    </>
  );
}

/** Route screen of /Book/{propertyCode}: the search page. */
/** The results page's code, fetched while the guest fills the form so Search answers at once. */
function usePrefetchResults(): void {
  useEffect(
    () =>
      whenIdle(() => {
        void import('./RoomsAndRatesPage').catch(() => {
          // a failed prefetch is retried by the route itself
        });
      }),
    [],
  );
}

/**
 * Where the guest is in the booking flow, once it has started beside this page (it loads after the
 * page has painted): waiting for a search, or a booking just made. The page's own form is the
 * search flow's root; the page is the booking flow's.
 */
function useBookingFlowRoot() {
  const booking = useContext(BookingActorContext) ?? undefined;
  const state = useSelector(booking, (snapshot) => (snapshot ? stateString(snapshot.value) : null));
  return state ? flowRoot('booking', state) : {};
}

export function Component() {
  const { property } = usePropertyData();
  const { config } = useLoaderData() as { config: BookingConfig };
  const location = useLocation();
  usePrefetchResults();
  const bookingRoot = useBookingFlowRoot();
  return (
    <section className="page search-page" {...bookingRoot}>
      <SearchPageHeader property={property} />
      {/* a new property or a new query in the address starts a fresh search */}
      <SearchScreen key={`${property.PropertyCode}${location.search}`} property={property} config={config} />
    </section>
  );
}
