import { useEffect } from 'react';
import { Link, Navigate, useLoaderData, useLocation } from 'react-router';
import { searchQueryString, type SearchQuery } from '@/domain/searchQuery';
import type { BookingConfig } from '@/domain/models';
import { roomsAndRatesView } from '@machines/booking/booking.selectors';
import { PageHeading } from '@/ui/Page';
import { usePropertyData } from '@/ui/useProperty';
import { formatDisplayDate } from '@/domain/dates';
import { StepHeading } from '@/ui/StepHeading';
import { CurrencySelector } from '@/ui/currency';
import { useBookingActor, withBookingFlow } from './BookingProvider';
import { useBookingView } from './useBookingView';
import { BookingRoomRateStep } from './BookingSteps';
import { laterModule, useLaterModule } from '@/ui/laterModule';
import { StepLoading } from '@/ui/steps/StepStatus';
import { BasketSummary, BookingBasketBar } from './BasketSummary';
import { flowRoot } from '@/ui/flowRoot';
import { counted, WORDS } from '@/domain/words';
import { journeySteps } from '@/domain/journey';
import { StepIndicator } from '@/ui/StepIndicator';
import { richText } from '@/ui/RichText';
import { bookingText as t } from '@/i18n/booking';

/**
 * The steps after a rate (upgrade, guests, extras) with their forms, rules and texts: loaded once
 * the rooms are on screen and the browser is idle, not with them (decisions: "Rooms-And-Rates: the
 * steps after a rate load after its rooms").
 */
const stepsAfterRate = laterModule(() => import('./StepsAfterRate'));

/** What the Rooms-And-Rates route's loader hands the page (src/app/loaders roomsAndRatesLoader). */
export interface RoomsAndRatesData {
  config: BookingConfig;
  /** the search in the address, parsed once per navigation */
  query: SearchQuery;
  /** whether the search page's rules allow this search */
  searchAllowed: boolean;
}

/** Rooms and rates: the search runs from the address, then the guest builds the basket. */
function RoomsAndRatesRoute() {
  const { searchAllowed, query } = useLoaderData() as RoomsAndRatesData;
  const { pathname, search, hash } = useLocation();
  if (!searchAllowed) {
    // spec: back to the search page, query and hash kept
    return <Navigate replace to={{ pathname: pathname.replace(/\/Rooms-And-Rates\/?$/i, ''), search, hash }} />;
  }
  return <RoomsAndRates query={query} />;
}

/** (drawn once the booking flow has started: src/features/booking/BookingLayout.tsx) */
export const Component = withBookingFlow(RoomsAndRatesRoute);

/** The address's query as the loader parsed it; the flow searches with it once per navigation. */
function RoomsAndRates({ query }: { query: SearchQuery }) {
  const actor = useBookingActor();
  const { property } = usePropertyData();
  const view = useBookingView(roomsAndRatesView, undefined);
  // the address's search until the flow has taken it: the summary is there from the first paint,
  // so nothing under it moves when the search starts (CLS)
  const { step } = view;
  const search = view.search ?? query;

  useEffect(() => {
    actor.send({ type: 'search.requested', query });
  }, [actor, query]);

  const changeSearch = `/Book/${property.PropertyCode}?${search ? searchQueryString(search) : ''}`;
  // A new step, or the same step for another room, is a new screen: its heading takes focus.
  const stepKey = `${step}-${view.activeRoomNumber ?? 0}`;
  const afterRate = step === 'UpgradeSelection' || step === 'Occupancy' || step === 'Extras';
  const later = useLaterModule(stepsAfterRate, afterRate ? 'now' : view.showRooms ? 'soon' : 'not yet');

  return (
    <div className="rooms-and-rates" {...flowRoot('booking', view.state, step)}>
      <PageHeading>{t('pageTitle')}</PageHeading>
      <StepIndicator label={t('progress')} steps={journeySteps(step)} />
      {search?.fromDate && search.toDate ? (
        <p className="search-summary">
          {richText(
            t.rich('searchSummary', {
              from: formatDisplayDate(search.fromDate),
              to: formatDisplayDate(search.toDate),
              rooms: counted(search.rooms.length, WORDS.room),
            }),
            { link: (text) => <Link to={changeSearch}>{text}</Link> },
          )}
        </p>
      ) : null}
      <CurrencySelector />
      <div className="rooms-and-rates__layout">
        <div className="rooms-and-rates__main">
          {view.searching ? (
            <div className="rooms-skeleton" role="status">
              <p>{t('searching')}</p>
              {/* the shape of the rooms to come, so the list does not jump in */}
              {[1, 2, 3].map((n) => (
                <div key={n} className="rooms-skeleton__card skeleton-pulse" aria-hidden="true" />
              ))}
            </div>
          ) : null}
          {view.searchError !== null ? (
            <div className="notice notice--error">
              <p role="alert">{view.searchError}</p>
              <button type="button" onClick={() => actor.send({ type: 'search.retry' })}>
                {t('searchAgain')}
              </button>
            </div>
          ) : null}
          {view.showRooms ? <BookingRoomRateStep key={stepKey} otherDates={changeSearch} /> : null}
          {afterRate && !later ? <StepLoading takeFocus>{t('loading')}</StepLoading> : null}
          {later && step === 'UpgradeSelection' ? <later.BookingUpgradeStep key={stepKey} /> : null}
          {later && step === 'Occupancy' ? <later.BookingGuestsStep key={stepKey} /> : null}
          {later && step === 'Extras' ? <later.BookingExtrasStep key={stepKey} /> : null}
          {step === 'BookingSummary' ? (
            <section key={stepKey}>
              <StepHeading>{t('summaryHeading')}</StepHeading>
              <BasketSummary />
              <button type="button" onClick={() => actor.send({ type: 'checkout.started' })}>
                {t('continueToCheckout')}
              </button>
            </section>
          ) : null}
          {view.inCheckout ? (
            <p>
              {richText(t('roomsReady'), {
                link: (text) => <Link to={`/Book/${property.PropertyCode}/Checkout`}>{text}</Link>,
              })}
            </p>
          ) : null}
        </div>
        {step !== 'BookingSummary' ? (
          <aside className="rooms-and-rates__basket" aria-label={t('yourStay')}>
            <BasketSummary query={query} />
          </aside>
        ) : null}
      </div>
      {step !== 'BookingSummary' && !view.inCheckout ? <BookingBasketBar /> : null}
    </div>
  );
}
