import { lazy, memo, startTransition, Suspense, useEffect, useState, type RefObject } from 'react';
import { formatDisplayDate } from '@/domain/dates';
import type { StayDatesView } from '@/domain/stepViews';
import { afterNextPaint } from '@/ui/scheduling';
import { describedBy } from '@/ui/form/field';
import { TYPED_DATE_TEXTS, useTypedDate } from '@/ui/form/typedDate';
import { AlternativeStays } from './AlternativeStays';
import './stay.css';
import { counted, WORDS } from '@/domain/words';
import { searchText as t } from '@/i18n/search';

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
// the calendar's shape while its code loads (two months of days, drawn by CSS), said in words
const CalendarPlaceholder = () => (
  <div className="search-calendar__loading" role="status">
    <span className="visually-hidden">{t('loadingCalendar')}</span>
  </div>
);

/** Ids the dates' messages are referred to by (the Search button names the same-day message). */
export const stayDateIds = {
  datesError: 'search-dates-error',
  datesWarning: 'search-dates-message',
  calendarError: 'search-calendar-error',
};

/** Arrival or departure, typed as dd/mm/yyyy; text that is no date is said under it. */
function StayDateField({
  id,
  label,
  value,
  invalid,
  described,
  inputRef,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  described: string | undefined;
  inputRef?: RefObject<HTMLInputElement | null>;
  onChange: (value: string) => void;
}) {
  const typed = useTypedDate(value, onChange);
  const unreadableId = `${id}-error`;
  return (
    <div className="search-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...typed.inputProps}
        ref={inputRef}
        id={id}
        aria-invalid={invalid || typed.unreadable ? true : undefined}
        aria-describedby={describedBy(described, typed.unreadable && unreadableId)}
      />
      {typed.unreadable ? (
        <p id={unreadableId} className="search-error">
          {TYPED_DATE_TEXTS.unreadable}
        </p>
      ) : null}
    </div>
  );
}

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
  legend = t('yourStay'),
}: StayDatesProps) {
  const pagePainted = usePainted();
  const datesDescribedBy = describedBy(
    'search-dates-hint',
    view.datesError && stayDateIds.datesError,
    view.datesMessage && stayDateIds.datesWarning,
  );
  return (
    <fieldset className="search-dates">
      <legend>{legend}</legend>
      <p id="search-dates-hint" className="search-hint">
        {TYPED_DATE_TEXTS.hint}
      </p>
      <div className="search-dates__inputs">
        <StayDateField
          id="search-arrival"
          label={t('arrival')}
          inputRef={arrivalRef}
          value={view.fromDate ?? ''}
          invalid={!!view.datesError}
          described={datesDescribedBy}
          onChange={onArrivalTyped}
        />
        <StayDateField
          id="search-departure"
          label={t('departure')}
          value={view.toDate ?? ''}
          invalid={!!view.datesError}
          described={datesDescribedBy}
          onChange={(value) => onDatesChange(view.fromDate, value || null)}
        />
        {view.nights !== null && view.fromDate && view.toDate ? (
          <p className="search-dates__summary">
            {t('stayNights', {
              nights: counted(view.nights, WORDS.night),
              from: formatDisplayDate(view.fromDate),
              to: formatDisplayDate(view.toDate),
            })}
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
          <p id={stayDateIds.datesWarning} className="search-warning" data-problem={view.datesProblem ?? undefined}>
            {view.datesMessage}
          </p>
        ) : null}
      </div>

      {view.calendarStatus === 'failed' ? (
        <div className="search-calendar__failed" role="alert">
          <p id={stayDateIds.calendarError}>{view.calendarError}</p>
          <button type="button" onClick={onCalendarRetry} aria-describedby={stayDateIds.calendarError}>
            {t('tryAgain')}
          </button>
        </div>
      ) : null}
      {/* the availability loading is said over the calendar, not above it: nothing below moves when it ends */}
      <div className="search-calendar__area">
        {view.calendarStatus === 'loading' ? (
          <p className="search-calendar__status" role="status">
            {t('loadingAvailability')}
          </p>
        ) : null}
        {pagePainted ? (
          <Suspense fallback={<CalendarPlaceholder />}>
            <AvailabilityCalendar
              firstDay={view.firstDay}
              lastDay={view.lastDay}
              soldOutDays={view.soldOutDays}
              dayInfo={view.dayInfo}
              currency={view.currency}
              fromDate={view.fromDate}
              toDate={view.toDate}
              onChange={onDatesChange}
            />
          </Suspense>
        ) : (
          <CalendarPlaceholder />
        )}
      </div>
      {view.showAlternativeStays ? (
        <AlternativeStays
          stays={view.alternativeStays}
          onChoose={(stay) => onDatesChange(stay.DateFrom, stay.DateTo)}
        />
      ) : null}
    </fieldset>
  );
}
