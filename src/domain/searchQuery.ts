/**
 * The search as URL query parameters, so a link or a reload repeats it:
 *   ?from=YYYY-MM-DD&to=YYYY-MM-DD&rooms=2-0-0,1-1-0&promo=SPRING10&rate=BAR&location=2&area=1
 * rooms: one "adults-children-infants" triple per room, comma separated. area: a property
 * group's area (group search only).
 * Unknown or malformed values are dropped, never guessed.
 */
export interface SearchRoomQuery {
  numberOfAdults: number;
  numberOfChildren: number;
  numberOfInfants: number;
}

export interface SearchQuery {
  fromDate?: string;
  toDate?: string;
  rooms: SearchRoomQuery[];
  promoCode?: string;
  ratePlanCode?: string;
  locationId?: number;
  /** a property group's area */
  areaId?: number;
}

import { TEXT_LIMITS } from './limits';

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const ROOM = /^(\d{1,2})-(\d{1,2})-(\d{1,2})$/;
const MAX_ROOMS_IN_URL = 20;
/** a promo or rate plan code longer than a code can be is no code (TEXT_LIMITS.code) */
const MAX_CODE_LENGTH = TEXT_LIMITS.code;

export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const query: SearchQuery = { rooms: [] };
  const from = params.get('from');
  const to = params.get('to');
  if (from && ISO_DATE.test(from)) query.fromDate = from;
  if (to && ISO_DATE.test(to)) query.toDate = to;
  const rooms = params.get('rooms');
  if (rooms) {
    for (const part of rooms.split(',').slice(0, MAX_ROOMS_IN_URL)) {
      const match = ROOM.exec(part.trim());
      if (!match) continue;
      query.rooms.push({
        numberOfAdults: Number(match[1]),
        numberOfChildren: Number(match[2]),
        numberOfInfants: Number(match[3]),
      });
    }
  }
  const promo = params.get('promo')?.trim();
  if (promo && promo.length <= MAX_CODE_LENGTH) query.promoCode = promo;
  const rate = params.get('rate')?.trim();
  if (rate && rate.length <= MAX_CODE_LENGTH) query.ratePlanCode = rate;
  const location = Number(params.get('location'));
  if (Number.isInteger(location) && location > 0) query.locationId = location;
  const area = Number(params.get('area'));
  if (Number.isInteger(area) && area > 0) query.areaId = area;
  return query;
}

export function serialiseSearchQuery(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.fromDate) params.set('from', query.fromDate);
  if (query.toDate) params.set('to', query.toDate);
  if (query.rooms.length) {
    params.set(
      'rooms',
      query.rooms.map((r) => `${r.numberOfAdults}-${r.numberOfChildren}-${r.numberOfInfants}`).join(','),
    );
  }
  if (query.promoCode) params.set('promo', query.promoCode);
  if (query.ratePlanCode) params.set('rate', query.ratePlanCode);
  if (query.locationId) params.set('location', String(query.locationId));
  if (query.areaId) params.set('area', String(query.areaId));
  return params;
}

/**
 * The search as the text after "?" of an address, readable: the rooms' commas stay commas
 * ("rooms=2-0-0,2-0-0", which a query string allows). `extra` adds parameters (a sort).
 */
export function searchQueryString(query: SearchQuery, extra: Record<string, string> = {}): string {
  const params = serialiseSearchQuery(query);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString().replaceAll('%2C', ',');
}
