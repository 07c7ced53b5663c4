/** The search payload (booking spec: Search payload) of a search in the address. */
import { LANGUAGE_CODE } from './middleware';
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
