import { lazy, memo, startTransition, Suspense, useEffect, useState, type RefObject } from 'react';
import { addDays, formatDisplayDate } from '@/domain/dates';
import type { StayDatesView } from '@/domain/stepViews';
import { afterNextPaint } from '@/ui/scheduling';
import { describedBy } from '@/ui/form/field';
import { AlternativeStays } from './AlternativeStays';
import './stay.css';
import { counted, WORDS } from '@/domain/words';

// The calendar (react-day-picker and date-fns) loads after the page has painted, beside the
// availability call it needs anyway: the date fields work without it, and neither the search
// page's first paint nor its first-load budget waits for it.
// memo: the calendar's props change only with the dates and availability, so the form's other
// changes (guests, promo, the submit itself) do not redraw two months of days
const AvailabilityCalendar = lazy(() =>
  import('./AvailabilityCalendar').then((m) => ({ default: memo(m.AvailabilityCalendar) })),
);

/**
 * False until the page holding this component has been committed and painted. (Waiting for a
 * frame inside a lazy factory is not enough: React renders a page in slices and the browser
 * paints between them, so the factory's frame came before the page itself was on screen.)
 */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterNextPaint().then(() => {
      // a transition: React renders the calendar in short slices, so a tap is never kept waiting
      if (live) startTransition(() => setPainted(true));
    });
    return () => {
      live = false;
    };
  }, []);
  return painted;
}
const calendarPlaceholder = <p className="search-calendar__loading">Loading the calendar…</p>;

/** Ids the dates' messages are referred to by (the Search button names the same-day message). */
export const stayDateIds = {
  datesError: 'search-dates-error',
  datesMessage: 'search-dates-message',
  calendarError: 'search-calendar-error',
};

export interface StayDatesProps {
  view: StayDatesView;
  arrivalRef: RefObject<HTMLInputElement | null>;
  onArrivalTyped: (value: string) => void;
  onDatesChange: (fromDate: string | null, toDate: string | null) => void;
  onCalendarRetry: () => void;
  /** the fieldset's name ("Your stay"; manage booking: "Your new dates") */
  legend?: string;
}

/** The stay's dates: arrival and departure fields, the availability calendar, alternative stays. */
export function StayDates({
  view,
  arrivalRef,
  onArrivalTyped,
  onDatesChange,
  onCalendarRetry,
  legend = 'Your stay',
}: StayDatesProps) {
  const pagePainted = usePainted();
  const datesDescribedBy = describedBy(
    view.datesError && stayDateIds.datesError,
    view.datesMessage && stayDateIds.datesMessage,
  );
  return (
    <fieldset className="search-dates">
      <legend>{legend}</legend>
      <div className="search-dates__inputs">
        <div className="search-field">
          <label htmlFor="search-arrival">Arrival</label>
          <input
            ref={arrivalRef}
            id="search-arrival"
            type="date"
            min={view.firstDay}
            max={view.lastDay}
            value={view.fromDate ?? ''}
            aria-invalid={view.datesError ? true : undefined}
            aria-describedby={datesDescribedBy}
            onChange={(event) => onArrivalTyped(event.target.value)}
          />
        </div>
        <div className="search-field">
          <label htmlFor="search-departure">Departure</label>
          <input
            id="search-departure"
            type="date"
            min={view.fromDate ? addDays(view.fromDate, 1) : view.firstDay}
            max={view.lastDay}
            value={view.toDate ?? ''}
            aria-invalid={view.datesError ? true : undefined}
            aria-describedby={datesDescribedBy}
            onChange={(event) => onDatesChange(view.fromDate, event.target.value || null)}
          />
        </div>
        {view.nights !== null && view.fromDate && view.toDate ? (
          <p className="search-dates__summary">
            {counted(view.nights, WORDS.night)}: {formatDisplayDate(view.fromDate)} to {formatDisplayDate(view.toDate)}
          </p>
        ) : null}
      </div>
      {view.datesError ? (
        <p id={stayDateIds.datesError} className="search-error" role="alert">
          {view.datesError}
        </p>
      ) : null}
      <div aria-live="polite" className="search-live">
        {view.datesMessage ? (
          <p id={stayDateIds.datesMessage} className="search-warning" data-problem={view.datesProblem ?? undefined}>
            {view.datesMessage}
          </p>
        ) : null}
      </div>

      {view.calendarStatus === 'loading' ? (
        <p className="search-calendar__status" role="status">
          Loading availability…
        </p>
      ) : null}
      {view.calendarStatus === 'failed' ? (
        <div className="search-calendar__failed" role="alert">
          <p id={stayDateIds.calendarError}>{view.calendarError}</p>
          <button type="button" onClick={onCalendarRetry} aria-describedby={stayDateIds.calendarError}>
            Try again
          </button>
        </div>
      ) : null}
      {pagePainted ? (
        <Suspense fallback={calendarPlaceholder}>
          <AvailabilityCalendar
            firstDay={view.firstDay}
            lastDay={view.lastDay}
            soldOutDays={view.soldOutDays}
            dayInfo={view.dayInfo}
            fromDate={view.fromDate}
            toDate={view.toDate}
            onChange={onDatesChange}
          />
        </Suspense>
      ) : (
        calendarPlaceholder
      )}
      {view.showAlternativeStays ? (
        <AlternativeStays
          stays={view.alternativeStays}
          onChoose={(stay) => onDatesChange(stay.DateFrom, stay.DateTo)}
        />
      ) : null}
    </fieldset>
  );
}
