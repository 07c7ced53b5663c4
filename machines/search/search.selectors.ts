/**
 * The search page's view model: a snapshot of the search machine turned into what the screen
 * shows. Rules come from src/domain; messages are the spec's (section 8) where it gives them.
 */
import type { DatesProblem, SearchFormView } from '@/domain/stepViews';
export type { DatesProblem } from '@/domain/stepViews';
import type { SnapshotFrom } from 'xstate';
import { stateString } from '../stateValue';
import { addDays, dayFacts, formatDisplayDate, isDayDisabled, minimumStayFor, nights } from '@/domain/dates';
import { guestOptions, roomLimit, sameDayOf, todayOf, type SearchContext, type SearchMachine } from './search.machine';
import { calendarWindow, isStayInBookingWindow } from '@/domain/dates';
import { minimumStayMessage } from '@/domain/search';
import { searchText as t } from '@/i18n/search';
import { textsOf } from '@/i18n/catalogue';

export type SearchSnapshot = SnapshotFrom<SearchMachine>;

/**
 * The search's refusals: spec section 8's "No rooms available on selected dates", and a refused
 * search's dates (each read in the interface's locale when read).
 */
export const SEARCH_MESSAGES = textsOf(t, ['noRoomsOnDates', 'datesRequired', 'departureBeforeArrival']);
/** Spec section 8: the maximum rooms per booking is exceeded (contact the hotel to add more). */
export function maxRoomsMessage(max: number): string {
  return t('maxRooms', { max });
}
export { minimumStayMessage } from '@/domain/search';

/** Whether a night of the chosen stay has no rooms (or lies outside the calendar window). */
export function hasUnavailableNight(context: SearchContext): boolean {
  const { fromDate, toDate, disabled } = context;
  if (!fromDate || !toDate || !disabled) return false;
  const count = nights(fromDate, toDate);
  for (let i = 0; i < count; i++) {
    if (isDayDisabled(disabled, addDays(fromDate, i))) return true;
  }
  return false;
}

export type { GuestOptions } from '@/domain/stepViews';
export type SearchView = SearchFormView;

export function selectSearchView(snapshot: SearchSnapshot): SearchView {
  const context = snapshot.context;
  const today = todayOf(context);
  const window = calendarWindow(today);
  const calendarStatus = snapshot.matches({ calendar: 'loaded' })
    ? 'loaded'
    : snapshot.matches({ calendar: 'failed' })
      ? 'failed'
      : 'loading';
  const sameDay = sameDayOf(context);
  const complete = context.fromDate !== null && context.toDate !== null && context.toDate > context.fromDate;
  const minimumStay = complete && context.fromDate ? minimumStayFor(context.dayEntries, context.fromDate) : null;
  const stayNights = complete ? nights(context.fromDate, context.toDate) : null;

  let datesProblem: DatesProblem = null;
  let datesMessage: string | null = null;
  if (sameDay.blocked) {
    datesProblem = 'sameDay';
    datesMessage = sameDay.message;
  } else if (complete && !isStayInBookingWindow(context.fromDate, context.toDate, today)) {
    datesProblem = 'outsideCalendar';
    datesMessage = t('outsideCalendar', { from: formatDisplayDate(window.from), to: formatDisplayDate(window.to) });
  } else if (complete && hasUnavailableNight(context)) {
    datesProblem = 'soldOut';
    datesMessage = t('noRoomsOnDates');
  } else if (complete && context.fromDate && minimumStay !== null && stayNights !== null && stayNights < minimumStay) {
    datesProblem = 'minimumStay';
    datesMessage = minimumStayMessage(context.fromDate, minimumStay);
  }

  const submitRefused = snapshot.matches({ form: { editing: 'incomplete' } });
  const max = roomLimit(context.property);
  const limitShown = snapshot.matches({ rooms: 'limitReached' }) || snapshot.matches({ rooms: 'overLimit' });

  return {
    dataState: stateString(snapshot.value),
    calendarStatus,
    calendarError: calendarStatus === 'failed' ? context.calendarError : null,
    firstDay: window.from,
    lastDay: window.to,
    soldOutDays: context.disabled?.days ?? new Set<string>(),
    dayInfo: dayFacts(context.dayEntries),
    currency: context.property.currency,
    fromDate: context.fromDate,
    toDate: context.toDate,
    nights: stayNights,
    sameDayMessage: sameDay.blocked ? sameDay.message : null,
    datesProblem,
    datesMessage,
    datesError:
      submitRefused && !complete
        ? context.fromDate && context.toDate
          ? t('departureBeforeArrival')
          : t('datesRequired')
        : null,
    alternativeStays: context.alternativeStays,
    showAlternativeStays: datesProblem !== null && context.alternativeStays.length > 0,
    rooms: context.rooms,
    roomOptions: context.rooms.map((room) => guestOptions(context.property, room)),
    maxRooms: max,
    canAddRoom: snapshot.can({ type: 'room.added' }) && context.rooms.length < max,
    roomsMessage: limitShown ? maxRoomsMessage(max) : null,
    promoCode: context.promoCode,
    ratePlanCode: context.ratePlanCode,
    locationId: context.locationId,
    areaId: context.areaId,
    submitRefused,
    submitted: snapshot.matches({ form: 'submitted' }),
  };
}
