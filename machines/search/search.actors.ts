/**
 * Async work of the search machine: the availability calendar (GET /api/Availability).
 * The search call itself runs on Rooms-And-Rates (booking machine).
 */
import { fromCall } from '../fromCall';
import { api, call } from '@/api/client';
import { LANGUAGE_CODE } from '@/api/middleware';
import type { components } from '@/api/schema';
import { searchText as t } from '@/i18n/search';

export type AvailabilityDay = components['schemas']['AvailabilityDay'];

export interface CalendarRequest {
  propertyId: number;
  /** YYYY-MM-DD */
  fromDate: string;
  /** YYYY-MM-DD */
  toDate: string;
}

/** Guest-readable text when the calendar cannot be loaded and the server gave no Message. */
export const calendarFailedMessage = (): string => t('calendarFailed');

export function fetchAvailabilityCalendar(request: CalendarRequest, signal?: AbortSignal): Promise<AvailabilityDay[]> {
  return call(
    api.GET('/api/Availability', {
      params: {
        query: {
          propertyId: request.propertyId,
          fromDate: request.fromDate,
          toDate: request.toDate,
          languageCode: LANGUAGE_CODE,
        },
      },
      signal,
    }),
    { fallback: calendarFailedMessage() },
  );
}

/** The calendar actor: day entries from today to 36 months ahead. */
export const loadCalendar = fromCall<AvailabilityDay[], CalendarRequest>(({ input, signal }) =>
  fetchAvailabilityCalendar(input, signal),
);
