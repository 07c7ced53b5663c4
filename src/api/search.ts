/** The search payload (booking spec: Search payload) of a search in the address. */
import { api } from './client';
import { LANGUAGE_CODE } from './middleware';
import { askAhead, shareCall } from './sharedCalls';
import type { components } from './schema';
import type { SearchQuery } from '@/domain/searchQuery';

export type SearchRequest = components['schemas']['SearchRequest'];

/** PropertyId, LanguageCode, PromoCode, RatePlanCode, DateFrom, DateTo, LocationId, Rooms. */
export function searchBody(propertyId: number, query: SearchQuery): SearchRequest {
  return {
    PropertyId: propertyId,
    LanguageCode: LANGUAGE_CODE,
    PromoCode: query.promoCode ?? null,
    RatePlanCode: query.ratePlanCode ?? null,
    DateFrom: query.fromDate ?? '',
    DateTo: query.toDate ?? '',
    LocationId: query.locationId ?? null,
    Rooms: query.rooms.map((room) => ({
      NumberOfAdults: room.numberOfAdults,
      NumberOfChildren: room.numberOfChildren,
      NumberOfInfants: room.numberOfInfants,
    })),
  };
}

function searchCall(body: SearchRequest, signal: AbortSignal) {
  return api.POST('/api/Availability/Search', { body, signal });
}

/**
 * Starts the search of a link to rooms and rates from its loader, while the page's code downloads
 * (./sharedCalls): the booking flow's search of the same question takes this call.
 */
export function askSearchAhead(propertyId: number, query: SearchQuery): void {
  const body = searchBody(propertyId, query);
  askAhead(JSON.stringify(body), (signal) => searchCall(body, signal));
}

/** POST /api/Availability/Search: the call asked ahead or on its way with the same payload, or a new one. */
export function searchAvailabilityCall(propertyId: number, query: SearchQuery, signal: AbortSignal) {
  const body = searchBody(propertyId, query);
  return shareCall(JSON.stringify(body), (own) => searchCall(body, own), signal);
}
