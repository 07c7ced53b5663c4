/** The group search's view model: a snapshot turned into what the results show. */
import type { SnapshotFrom } from 'xstate';
import {
  areaFilters,
  hotelResults,
  resultsSummary,
  stayText,
  type AreaFilterView,
  type GroupSort,
  type HotelResultView,
} from '@/domain/group';
import type { PropertyGroup } from '@/domain/models';
import type { SearchQuery } from '@/domain/searchQuery';
import { stateString } from '../stateValue';
import type { GroupSearchMachine } from './groupSearch.machine';

export type GroupSearchSnapshot = SnapshotFrom<GroupSearchMachine>;

export type GroupSearchStatus = 'idle' | 'searching' | 'someAvailable' | 'noneAvailable' | 'failed';

export interface GroupSearchView {
  /** the machine's state path (the results' data-state) */
  dataState: string;
  status: GroupSearchStatus;
  error: string | null;
  query: SearchQuery;
  sort: GroupSort;
  /** "2 of 4 hotels can take your stay." once results are in */
  summary: string | null;
  /** "2 nights, 2 rooms" */
  stay: string;
  hotels: HotelResultView[];
  areaFilters: AreaFilterView[];
  /** the area filter and the sort by area mean something (more than one area) */
  hasAreas: boolean;
}

function statusOf(snapshot: GroupSearchSnapshot): GroupSearchStatus {
  if (snapshot.matches({ results: 'searching' })) return 'searching';
  if (snapshot.matches({ results: 'failed' })) return 'failed';
  if (snapshot.matches({ results: { found: 'someAvailable' } })) return 'someAvailable';
  if (snapshot.matches({ results: { found: 'noneAvailable' } })) return 'noneAvailable';
  return 'idle';
}

export function selectGroupSearchView(snapshot: GroupSearchSnapshot, group: PropertyGroup): GroupSearchView {
  const { context } = snapshot;
  const status = statusOf(snapshot);
  const found = status === 'someAvailable' || status === 'noneAvailable';
  return {
    dataState: stateString(snapshot.value),
    status,
    error: status === 'failed' ? context.error : null,
    query: context.query,
    sort: context.sort,
    summary: found ? resultsSummary(context.hotels) : null,
    stay: stayText(context.query),
    hotels: found ? hotelResults(group, context.hotels, context.query, context.sort) : [],
    areaFilters: areaFilters(group, context.areas, context.query.areaId ?? null),
    hasAreas: group.Areas.length > 1,
  };
}
