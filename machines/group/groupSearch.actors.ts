/** The group search's calls: the hotels' results and, beside them, what each area can offer. */
import { fromCall } from '../fromCall';
import { groupSearchBody, searchAreaAvailability, searchPropertyGroup } from '@/api/group';
import type { AreaAvailability, GroupPropertyResult } from '@/domain/models';
import type { SearchQuery } from '@/domain/searchQuery';

export interface GroupSearchInput {
  groupId: number;
  query: SearchQuery;
}

export interface GroupSearchOutput {
  hotels: GroupPropertyResult[];
  /** null when the area counts could not be loaded (the results still show) */
  areas: AreaAvailability[] | null;
}

/**
 * Both calls at once. The results are the search: their failure fails it. The area counts only
 * decorate the area filter: without them the filter shows the areas' names alone.
 */
export const searchGroup = fromCall<GroupSearchOutput, GroupSearchInput>(async ({ input, signal }) => {
  const body = groupSearchBody(input.groupId, input.query);
  const areas = searchAreaAvailability(body, signal).catch((error: unknown) => {
    if (signal.aborted) throw error;
    return null;
  });
  const [hotels, areaCounts] = await Promise.all([searchPropertyGroup(body, signal), areas]);
  return { hotels, areas: areaCounts };
});
