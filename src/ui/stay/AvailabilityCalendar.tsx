import { createContext, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import { DayButton, DayPicker, type DayButtonProps } from 'react-day-picker';
import 'react-day-picker/style.css';
import { NO_DAY_FACTS, type DayAvailability as DayInfo, type DayFacts } from '@/domain/dates';
import type { StayDatesView } from '@/domain/stepViews';
// the local calendar date of a day as YYYY-MM-DD: the one clock's conversion
import { localToday } from '@/ui/clock';
import { counted, WORDS } from '@/domain/words';
import { formatFromPrice } from '@/domain/money';
import { SMALL_SCREEN } from '@/ui/viewport';
import { interfaceLocale, listOf, textsEdition } from '@/i18n/catalogue';
import { searchText as t } from '@/i18n/search';
import { richText } from '@/ui/RichText';

/** YYYY-MM-DD as a local Date (noon-free midnight, as react-day-picker expects). */
function dateOf(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;
const monthStart = (iso: string) => dateOf(`${iso.slice(0, 7)}-01`);

function subscribeToWidth(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(SMALL_SCREEN);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * Two months side by side on a wide screen (the layouts' breakpoint). Read from the media query
 * each render and after subscribing, so a width changed between the first render and the
 * subscription (a turned tablet while the calendar mounts) is not missed.
 */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribeToWidth,
    () => typeof window.matchMedia === 'function' && !window.matchMedia(SMALL_SCREEN).matches,
    () => false,
  );
}

/** What every day of the calendar reads: its facts, the prices' currency and the chosen stay. */
interface CalendarDays {
  dayInfo: DayFacts;
  currency: string | null;
  fromDate: string | null;
  toDate: string | null;
}

const CalendarDaysContext = createContext<CalendarDays>({
  dayInfo: NO_DAY_FACTS,
  currency: null,
  fromDate: null,
  toDate: null,
});

/** The lowest nightly price of a day as the calendar writes it ("£85"), or null. */
function dayPrice(info: DayInfo | undefined, currency: string | null): string | null {
  return currency && info?.lowestRate ? formatFromPrice(info.lowestRate, currency) : null;
}

/**
 * A day with a small "N+" marker when a minimum stay above one night applies, and its lowest
 * price; its name says both in words. The day works out its own name (react-day-picker would
 * ask for every day's in one go): React then draws the days in short slices as the calendar
 * mounts, and when a date is picked (every day is drawn again) only the days whose facts or
 * marks changed work out their names again.
 */
function CalendarDayButton({ day, modifiers, ...buttonProps }: DayButtonProps) {
  const { dayInfo, currency, fromDate, toDate } = useContext(CalendarDaysContext);
  const iso = day.isoDate;
  const info = dayInfo.get(iso);
  const soldOut = modifiers.soldOut === true;
  const today = modifiers.today === true;
  const arrival = iso === fromDate;
  const departure = iso === toDate;
  const texts = textsEdition();
  const said = useMemo(
    () => sayDay(texts, iso, info, soldOut, currency, { today, arrival, departure }),
    [texts, iso, info, soldOut, currency, today, arrival, departure],
  );
  // The marker and the price are drawn by CSS (from data-minstay and data-price), so the button's
  // visible text stays the day number alone and matches its accessible name (WCAG 2.5.3); the
  // name says both in words.
  return (
    <DayButton
      day={day}
      modifiers={modifiers}
      {...buttonProps}
      aria-label={said.name}
      data-minstay={said.minimum}
      data-price={said.price}
    />
  );
}

/** The stay view's calendar part, and where the chosen dates go. */
export type AvailabilityCalendarProps = Pick<
  StayDatesView,
  'firstDay' | 'lastDay' | 'soldOutDays' | 'dayInfo' | 'currency' | 'fromDate' | 'toDate'
> & {
  onChange: (fromDate: string | null, toDate: string | null) => void;
};

/**
 * One formatter for every day's name in the interface's locale, as the list of a day's facts
 * around it: building one per call costs more than the calendar.
 */
let dayName: { locale: string; format: Intl.DateTimeFormat } | null = null;

function dayNameOf(iso: string): string {
  const locale = interfaceLocale();
  if (dayName?.locale !== locale)
    dayName = {
      locale,
      format: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    };
  return dayName.format.format(new Date(`${iso}T12:00:00`));
}

/**
 * What a day's facts say after its name ("sold out", or "3 available", "minimum stay 2 nights",
 * "from £85 a night"), kept per texts in use (`textsEdition`) and facts: most days of a calendar
 * share theirs, and saying them was most of the time the days' names took.
 */
const factsSaid = new Map<string, readonly string[]>();
/** Enough for the facts of many answers; past it the kept texts start again. */
const FACTS_KEPT = 500;

function dayFactsSaid(
  texts: string,
  info: DayInfo | undefined,
  soldOut: boolean,
  minimum: number | null,
  price: string | null,
): readonly string[] {
  const key = [texts, soldOut, info?.availableRooms ?? '-', minimum ?? '-', price ?? '-'].join('|');
  let parts = factsSaid.get(key);
  if (!parts) {
    const said: string[] = [];
    if (soldOut) said.push(t('day.soldOut'));
    else if (info) said.push(t('day.rooms', { rooms: counted(info.availableRooms, WORDS.room) }));
    if (minimum) said.push(t('day.minimumStay', { nights: minimum }));
    if (price) said.push(t('day.price', { price }));
    if (factsSaid.size >= FACTS_KEPT) factsSaid.clear();
    factsSaid.set(key, said);
    parts = said;
  }
  return parts;
}

/**
 * A day as the calendar says it: its name for assistive technology (today, the date, its
 * availability, minimum stay and price, arrival or departure, listed as the locale lists them),
 * and the marker and price drawn under its number (a sold-out day has no price: its room types
 * have no room free). The day's number stands alone in its name ("Sunday 1 November 2026"), so the
 * visible "1" is part of the accessible name (WCAG 2.5.3 label in name).
 */
function sayDay(
  texts: string,
  iso: string,
  info: DayInfo | undefined,
  soldOut: boolean,
  currency: string | null,
  marks: { today: boolean; arrival: boolean; departure: boolean },
): { name: string; minimum: string | undefined; price: string | undefined } {
  const minimum = info?.minimumStay && info.minimumStay > 1 ? info.minimumStay : null;
  const price = soldOut ? null : dayPrice(info, currency);
  const parts = [dayNameOf(iso), ...dayFactsSaid(texts, info, soldOut, minimum, price)];
  if (marks.today) parts.unshift(t('day.today'));
  if (marks.arrival) parts.push(t('day.arrival'));
  if (marks.departure) parts.push(t('day.departure'));
  return { name: listOf(parts), minimum: minimum ? `${minimum}+` : undefined, price: price ?? undefined };
}

/** Each day says its own name (CalendarDayButton): react-day-picker's is not asked for. */
const DAY_NAMES_BY_THE_DAYS = { labelDayButton: () => '' };

/** `<sample>` in the legend: the marker a day with a minimum stay shows ("2+"), drawn as the days draw it. */
const LEGEND_SAMPLE = {
  sample: (text: string) => (
    <span className="search-calendar__minstay-sample" aria-hidden="true">
      {text}
    </span>
  ),
};

/**
 * The availability calendar (react-day-picker: a keyboard-navigable grid with labelled days).
 * Choosing a day starts a stay (arrival); the next later day ends it (departure). Sold-out days
 * are disabled, except that a stay may end on the first sold-out day after its arrival (the
 * departure day is not a night of the stay).
 */
export function AvailabilityCalendar(props: AvailabilityCalendarProps) {
  const { firstDay, lastDay, soldOutDays, dayInfo, currency, fromDate, toDate, onChange } = props;
  const wide = useWideScreen();
  const choosingDeparture = fromDate !== null && toDate === null;

  // First sold-out day after the arrival: the last possible departure.
  let lastDeparture: string | null = null;
  if (choosingDeparture) {
    for (const day of soldOutDays) {
      if (day > fromDate && (lastDeparture === null || day < lastDeparture)) lastDeparture = day;
    }
  }

  const isDisabled = (date: Date): boolean => {
    const iso = localToday(date);
    if (iso < firstDay || iso > lastDay) return true;
    if (choosingDeparture && iso > fromDate) return lastDeparture !== null && iso > lastDeparture;
    return soldOutDays.has(iso);
  };

  const selectDay = (date: Date) => {
    const iso = localToday(date);
    if (choosingDeparture && iso > fromDate) onChange(fromDate, iso);
    else onChange(iso, null);
  };

  // Show the arrival's month when the arrival changes outside the visible months (typed dates,
  // an alternative stay); clicks inside the calendar leave the view where it is.
  const shown = wide ? 2 : 1;
  const [month, setMonth] = useState(() => monthStart(fromDate ?? firstDay));
  const [shownFrom, setShownFrom] = useState(fromDate);
  if (fromDate !== shownFrom) {
    setShownFrom(fromDate);
    const offset = fromDate ? monthIndex(fromDate) - monthIndex(localToday(month)) : 0;
    if (fromDate && (offset < 0 || offset >= shown)) setMonth(monthStart(fromDate));
  }
  const days = useMemo(() => ({ dayInfo, currency, fromDate, toDate }), [dayInfo, currency, fromDate, toDate]);
  return (
    <CalendarDaysContext.Provider value={days}>
      <div className="search-calendar" role="group" aria-label={t('calendar')}>
        <DayPicker
          mode="range"
          selected={fromDate ? { from: dateOf(fromDate), to: toDate ? dateOf(toDate) : undefined } : undefined}
          onSelect={(_range, triggerDate) => selectDay(triggerDate)}
          disabled={isDisabled}
          modifiers={{ soldOut: (date: Date) => soldOutDays.has(localToday(date)) }}
          modifiersClassNames={{ soldOut: 'search-calendar__sold-out' }}
          month={month}
          onMonthChange={setMonth}
          startMonth={dateOf(firstDay)}
          endMonth={dateOf(lastDay)}
          numberOfMonths={shown}
          weekStartsOn={1}
          showOutsideDays={false}
          today={dateOf(firstDay)}
          labels={DAY_NAMES_BY_THE_DAYS}
          components={{ DayButton: CalendarDayButton }}
        />
        {/* a calendar without day figures (the group search's) has nothing to explain */}
        {dayInfo.any || soldOutDays.size > 0 ? (
          <p className="search-calendar__legend">
            <span className="search-calendar__legend-item search-calendar__legend-item--sold-out">
              {t('legend.soldOut')}
            </span>
            <span className="search-calendar__legend-item">{richText(t('legend.minimumStay'), LEGEND_SAMPLE)}</span>
            {currency ? <span className="search-calendar__legend-item">{t('legend.price')}</span> : null}
          </p>
        ) : null}
      </div>
    </CalendarDaysContext.Provider>
  );
}
