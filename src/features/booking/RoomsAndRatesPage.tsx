import { useEffect } from 'react';
import { Link, Navigate, useLoaderData, useLocation } from 'react-router';
import type { roomsAndRatesLoader } from '@/app/loaders';
import { useSelector } from '@xstate/react';
import { useBookingActor } from './BookingProvider';
import { parseSearchQuery, serialiseSearchQuery } from '@/domain/searchQuery';
import { stateName, stepOf, warningsOf } from '@machines/booking/booking.selectors';
import { PageHeading } from '@/ui/Page';
import { usePropertyData } from '@/ui/useProperty';
import { formatDisplayDate } from '@/domain/dates';
import { RoomTypeStep } from './RoomTypeStep';
import { UpgradeStep } from './UpgradeStep';
import { OccupancyStep } from './OccupancyStep';
import { ExtrasStep } from './ExtrasStep';
import { BasketSummary } from './BasketSummary';
import { StepHeading } from '@/ui/StepHeading';
import { CurrencySelector } from '@/ui/currency';

/** Rooms and rates: the search runs from the address, then the guest builds the basket. */
export function Component() {
  const { searchAllowed, config } = useLoaderData<typeof roomsAndRatesLoader>();
  const { pathname, search, hash } = useLocation();
  if (!searchAllowed) {
    // spec: back to the search page, query and hash kept
    return <Navigate replace to={{ pathname: pathname.replace(/\/Rooms-And-Rates\/?$/i, ''), search, hash }} />;
  }
  return (
    <RoomsAndRates
      showOccupancy={config.ShowRoomTypeOccupancy}
      showMinimumStay={config.ShowMinimumLengthOfStayNotification}
    />
  );
}

function RoomsAndRates({ showOccupancy, showMinimumStay }: { showOccupancy: boolean; showMinimumStay: boolean }) {
  const actor = useBookingActor();
  const { property } = usePropertyData();
  const { search } = useLocation();
  const snapshot = useSelector(actor, (s) => s);
  const step = stepOf(snapshot);

  useEffect(() => {
    actor.send({ type: 'search.requested', query: parseSearchQuery(new URLSearchParams(search)) });
  }, [actor, search]);

  const query = snapshot.context.search;
  const changeSearch = `/Book/${property.PropertyCode}?${query ? serialiseSearchQuery(query).toString() : ''}`;
  const warnings = warningsOf(snapshot);
  // A new step, or the same step for another room, is a new screen: its heading takes focus.
  const stepKey = `${step}-${snapshot.context.activeRoomNumber ?? 0}`;

  return (
    <div className="rooms-and-rates" data-flow="booking" data-state={stateName(snapshot)} data-step={step}>
      <PageHeading>Rooms and rates</PageHeading>
      {query?.fromDate && query.toDate ? (
        <p className="search-summary">
          {formatDisplayDate(query.fromDate)} to {formatDisplayDate(query.toDate)} · {query.rooms.length} room
          {query.rooms.length === 1 ? '' : 's'} <Link to={changeSearch}>Change search</Link>
        </p>
      ) : null}
      <CurrencySelector />
      <div className="rooms-and-rates__layout">
        <div className="rooms-and-rates__main">
          {snapshot.matches('searching') ? (
            <p role="status" className="notice">
              Searching for rooms…
            </p>
          ) : null}
          {snapshot.matches('searchFailed') ? (
            <div className="notice notice--error">
              <p role="alert">{snapshot.context.error}</p>
              <button type="button" onClick={() => actor.send({ type: 'search.retry' })}>
                Try the search again
              </button>
            </div>
          ) : null}
          {(step === 'RoomTypeSelection' || step === 'RatePlanSelection') &&
          (warnings.showResults || warnings.noRooms || warnings.promoInvalid) ? (
            <RoomTypeStep key={stepKey} showOccupancy={showOccupancy} showMinimumStay={showMinimumStay} />
          ) : null}
          {step === 'UpgradeSelection' ? <UpgradeStep key={stepKey} /> : null}
          {step === 'Occupancy' ? <OccupancyStep key={stepKey} /> : null}
          {step === 'Extras' ? <ExtrasStep key={stepKey} /> : null}
          {step === 'BookingSummary' ? (
            <section key={stepKey}>
              <StepHeading>Your booking summary</StepHeading>
              <BasketSummary />
              <button type="button" onClick={() => actor.send({ type: 'checkout.started' })}>
                Continue to checkout
              </button>
            </section>
          ) : null}
          {snapshot.matches('checkout') ? (
            <p>
              Your rooms are ready. <Link to={`/Book/${property.PropertyCode}/Checkout`}>Continue to checkout</Link>
            </p>
          ) : null}
        </div>
        {step !== 'BookingSummary' ? (
          <aside className="rooms-and-rates__basket" aria-label="Your stay">
            <BasketSummary />
          </aside>
        ) : null}
      </div>
    </div>
  );
}
