/** The property-group searches: the search as their body, and the two calls. */
import { api, call } from './client';
import { searchBody } from './search';
import { GROUP_MESSAGES } from '@/domain/group';
import type { AreaAvailability, GroupPropertyResult, GroupSearchRequest } from '@/domain/models';
import type { SearchQuery } from '@/domain/searchQuery';

/** The group search body: the search payload with the group's id as PropertyId (manage spec 3), and its area. */
export function groupSearchBody(groupId: number, query: SearchQuery): GroupSearchRequest {
  return { ...searchBody(groupId, query), AreaId: query.areaId ?? null };
}

/** POST /api/Availability/SearchPropertyGroup: one result per hotel. */
export function searchPropertyGroup(body: GroupSearchRequest, signal?: AbortSignal): Promise<GroupPropertyResult[]> {
  return call(api.POST('/api/Availability/SearchPropertyGroup', { body, signal }), {
    fallback: GROUP_MESSAGES.searchFailed,
  }).then((r) => r.Properties);
}

/** POST /api/Availability/SearchPropertyGroupAreaAvailability: what each area can offer. */
export function searchAreaAvailability(body: GroupSearchRequest, signal?: AbortSignal): Promise<AreaAvailability[]> {
  return call(api.POST('/api/Availability/SearchPropertyGroupAreaAvailability', { body, signal }), {
    fallback: GROUP_MESSAGES.searchFailed,
  });
}
