import { createContext, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import { DayButton, DayPicker, type DayButtonProps, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import type { DayAvailability as DayInfo } from '@/domain/dates';
import type { StayDatesView } from '@/domain/stepViews';
// the local calendar date of a day as YYYY-MM-DD: the one clock's conversion
import { localToday } from '@/ui/clock';
import { counted, WORDS } from '@/domain/words';
import { formatFromPrice } from '@/domain/money';
import { SMALL_SCREEN } from '@/ui/viewport';
import { interfaceLocale } from '@/i18n/catalogue';
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

const DayInfoContext = createContext<{ dayInfo: ReadonlyMap<string, DayInfo>; currency: string | null }>({
  dayInfo: new Map(),
  currency: null,
});

/** The lowest nightly price of a day as the calendar writes it ("£85"), or null. */
function dayPrice(info: DayInfo | undefined, currency: string | null): string | null {
  return currency && info?.lowestRate ? formatFromPrice(info.lowestRate, currency) : null;
}

/** A day with a small "N+" marker when a minimum stay above one night applies, and its lowest price. */
function CalendarDayButton(buttonProps: DayButtonProps) {
  const { dayInfo, currency } = useContext(DayInfoContext);
  const info = dayInfo.get(buttonProps.day.isoDate);
  const minimum = info?.minimumStay && info.minimumStay > 1 ? info.minimumStay : null;
  // The marker and the price are drawn by CSS (from data-minstay and data-price), so the button's
  // visible text stays the day number alone and matches its accessible name (WCAG 2.5.3); the
  // name says both in words.
  return (
    <DayButton
      {...buttonProps}
      data-minstay={minimum ? `${minimum}+` : undefined}
      data-price={dayPrice(info, currency) ?? undefined}
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

/** Text of one day for assistive technology: date, availability and minimum stay. */
function describeDay(iso: string, info: DayInfo | undefined, soldOut: boolean, currency: string | null): string[] {
  // The day's number stands alone in its name ("Sunday 1 November 2026"), so the visible "1"
  // is part of the accessible name (WCAG 2.5.3 label in name).
  const parts = [dayNameOf(iso)];
  if (soldOut) parts.push(t('day.soldOut'));
  else if (info) parts.push(t('day.rooms', { rooms: counted(info.availableRooms, WORDS.room) }));
  if (info?.minimumStay && info.minimumStay > 1) parts.push(t('day.minimumStay', { nights: info.minimumStay }));
  const price = soldOut ? null : dayPrice(info, currency);
  if (price) parts.push(t('day.price', { price }));
  return parts;
}

/** One formatter for the days' names in the interface's locale ("Today, Sunday 1 November 2026, arrival"). */
let dayParts: { locale: string; format: Intl.ListFormat } | null = null;

/** A day's facts said together as the locale lists them. */
function listed(parts: string[]): string {
  const locale = interfaceLocale();
  if (dayParts?.locale !== locale)
    dayParts = { locale, format: new Intl.ListFormat(locale, { type: 'unit', style: 'short' }) };
  return dayParts.format.format(parts);
}

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

  const labelDayButton = (date: Date, modifiers: Modifiers) => {
    const iso = localToday(date);
    const parts = describeDay(iso, dayInfo.get(iso), soldOutDays.has(iso), currency);
    if (modifiers.today) parts.unshift(t('day.today'));
    if (iso === fromDate) parts.push(t('day.arrival'));
    if (iso === toDate) parts.push(t('day.departure'));
    return listed(parts);
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
  const dayContext = useMemo(() => ({ dayInfo, currency }), [dayInfo, currency]);
  return (
    <DayInfoContext.Provider value={dayContext}>
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
          labels={{ labelDayButton }}
          components={{ DayButton: CalendarDayButton }}
        />
        {/* a calendar without day figures (the group search's) has nothing to explain */}
        {dayInfo.size > 0 || soldOutDays.size > 0 ? (
          <p className="search-calendar__legend">
            <span className="search-calendar__legend-item search-calendar__legend-item--sold-out">
              {t('legend.soldOut')}
            </span>
            <span className="search-calendar__legend-item">{richText(t('legend.minimumStay'), LEGEND_SAMPLE)}</span>
            {currency ? <span className="search-calendar__legend-item">{t('legend.price')}</span> : null}
          </p>
        ) : null}
      </div>
    </DayInfoContext.Provider>
  );
}
