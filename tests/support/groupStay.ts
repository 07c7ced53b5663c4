/**
 * The demo group stay for two rooms (mocks/db/demo.ts: SEAVIEW sold out, LIGHTHOUSE takes one room,
 * HARBOUR and CITYLOFT take it), as the group search's address carries it, from the local today:
 * shared by the group search's model (tests/coverage/models.ts) and its e2e table.
 */
import { addDays } from '@/domain/dates';
import { localToday } from '@/ui/clock';
import { DEMO } from '@mocks/db/demo';

export const TODAY = localToday();
export const GROUP_STAY_FROM = addDays(TODAY, DEMO.groupSearch.arrivalOffset);
export const GROUP_STAY_TO = addDays(TODAY, DEMO.groupSearch.arrivalOffset + DEMO.groupSearch.nights);
export const GROUP_STAY = `from=${GROUP_STAY_FROM}&to=${GROUP_STAY_TO}&rooms=2-0-0,2-0-0`;
