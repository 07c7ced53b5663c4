/**
 * What the search says when it cannot do what was asked: why a search found no rooms, and what
 * an address asked that the search page cannot take. Its own module, loaded with the pages that
 * say them (Rooms-And-Rates; the search page only when its address has a query).
 */
import { isValidDate } from './dates';
import type { Occupancy } from './occupancy';
import { guestsText } from './words';
import { textsOf } from '@/i18n/catalogue';
import type { SearchResponse } from './models';
import { isSearchOccupancyAllowed, minimumStayMessage, type SearchPropertyFacts } from './search';
import { ISO_DATE, ROOM } from './searchQuery';
import { searchText as t } from '@/i18n/search';

const occupancyText = (o: Occupancy) => guestsText(o);

/** The same-day cut-off's reason (read in the interface's locale when read). */
export const SEARCH_NOTICE_MESSAGES = textsOf(t, ['sameDayClosed']);

/**
 * What a search that found no rooms tells the guest: the reason the server gives (our addition
 * to SearchResponse) when it is not simply "sold out", else the hotel's no-availability message.
 */
export function noRoomsMessage(
  response: Pick<SearchResponse, 'NoAvailabilityReason' | 'MinimumLengthOfStay'>,
  arrival: string | undefined,
  noAvailability: string,
): string {
  if (response.NoAvailabilityReason === 'MinimumStay' && arrival && response.MinimumLengthOfStay)
    return minimumStayMessage(arrival, response.MinimumLengthOfStay);
  if (response.NoAvailabilityReason === 'SameDayCutOff') return t('sameDayClosed');
  return noAvailability;
}

/**
 * What a search page's address asked that the page cannot take as it is, in the guest's words
 * (a link from elsewhere, or one Rooms-And-Rates sent back): rooms that could not be read, a
 * room's guests the hotel does not take online in one room (the form starts that room from the
 * hotel's usual guests), dates that could not be read, a departure on or before the arrival.
 * Dates outside the booking window, the same-day cut-off and too many rooms are said by the form.
 */
export function linkProblems(params: URLSearchParams, property: SearchPropertyFacts): string[] {
  const problems: string[] = [];
  const rooms = params.get('rooms');
  if (rooms !== null) {
    const parts = rooms.split(',').map((p) => p.trim());
    const unread = parts.filter((p) => !ROOM.test(p)).length;
    if (unread === parts.length) problems.push(t('link.roomsUnread'));
    else if (unread > 0) problems.push(t('link.someRoomsUnread', { rooms: unread }));
    let number = 0;
    for (const part of parts) {
      const match = ROOM.exec(part);
      if (!match) continue;
      number += 1;
      const asked = {
        numberOfAdults: Number(match[1]),
        numberOfChildren: Number(match[2]),
        numberOfInfants: Number(match[3]),
      };
      if (!isSearchOccupancyAllowed(property, asked))
        problems.push(
          t('link.roomNotBookable', {
            room: number,
            asked: occupancyText(asked),
            usual: occupancyText(property.defaultOccupancy),
          }),
        );
    }
  }
  const from = params.get('from');
  const to = params.get('to');
  const readable = (d: string | null) => d === null || (ISO_DATE.test(d) && isValidDate(d));
  if (!readable(from) || !readable(to)) problems.push(t('link.datesUnread'));
  else if (from && to && to <= from) problems.push(t('link.departureNotAfter'));
  return problems;
}
