/**
 * Named fault scenarios: extra handlers to PREPEND to the mock backend
 * (`server.use(...scenarioHandlers('slow'))`, `worker.use(...)`, or a story's
 * `parameters.msw.handlers: [...scenarioHandlers('sold-out'), ...handlers]`).
 * In dev, pick one with `?scenario=NAME` (several: `?scenario=slow,payment-declined`); mocks/browser.ts
 * remembers it for the tab in sessionStorage; `?scenario=none` clears it.
 *
 * Names:
 *   slow                          every /api call waits 1500 ms (then answers normally)
 *   slow:<ms>                     the same with another delay
 *   server-error:<operationId>    that operation answers 500 { Message }
 *   network-error:<operationId>   that operation fails at the network level (fetch rejects)
 *   timeout:<operationId>[:<ms>]  that operation never answers (or only after <ms>): the app's time
 *                                 limit ends the call
 *   lost-response:<operationId>   the server does the work, but its answer never arrives (fetch
 *                                 rejects): a booking made while the guest saw a failure
 *   sold-out                      search, calendar, date options and group searches find nothing
 *                                 free; Create answers 409
 *   payment-declined              Reservation/Create answers 402 (card declined)
 *   session-expired               calls that need a session answer 401 and clear hbe_session
 *   large-results[:<count>]       search answers 30 (or <count>) room types x 8 rates (the UI benchmark)
 *   large-group[:<count>]         a property group has 50 (or <count>) hotels: its own, then copies of
 *                                 them under other ids and codes (the UI benchmark's scale)
 */
import { delay, getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { contractOperations, operationInfo } from './contract';
import { DECLINED_MESSAGE } from './db/demo';
import { eachDay } from './dates';
import { groupSearchHandlers } from './handlers/availability';
import { handlers } from './handlers';
import { clearSessionCookie, errorResponse, mswPath, operationsHandler } from './http';

export const SCENARIO_NAMES = [
  'slow',
  'slow:<ms>',
  'server-error:<operationId>',
  'network-error:<operationId>',
  'timeout:<operationId>[:<ms>]',
  'lost-response:<operationId>',
  'sold-out',
  'payment-declined',
  'session-expired',
  'large-results[:<count>]',
  'large-group[:<count>]',
] as const;

/** `count` room types with 8 rates each, every one bookable for up to 4 guests (benchmark only). */
function largeResults(count: number): HttpHandler[] {
  return [
    on('searchAvailability', async ({ request }) => {
      const body = (await request
        .clone()
        .json()
        .catch(() => null)) as { DateFrom?: string; DateTo?: string } | null;
      const bounds = { MaximumOccupancy: 4, MinimumOccupancy: 1, AdultMaximumOccupancy: 4, ChildMaximumOccupancy: 3 };
      const rate = (id: number, base: number) => ({
        RatePlanId: id,
        RatePlanCode: `R${id}`,
        RatePlanName: `Rate ${id}`,
        Description: 'Flexible, free cancellation until 48 hours before arrival.',
        Promotion: null,
        CanPayByCompanyInvoice: true,
        UseOccupancyForRatePlan: false,
        MinimumLengthOfStay: null,
        ...bounds,
        BaseRate: base,
        BaseNumberOfAdults: 2,
        CostPerRoom: 0,
        CostPerAdult: 25,
        CostPerChild: 10,
        CostPerInfant: 0,
        PerPersonCostPerAdult: 0,
        PerPersonCostPerChild: 0,
        PerPersonCostPerInfant: 0,
        OriginalBaseRate: base,
        OriginalCostPerRoom: 0,
        OriginalCostPerAdult: 25,
        OriginalCostPerChild: 10,
        OriginalCostPerInfant: 0,
        OriginalPerPersonCostPerAdult: 0,
        OriginalPerPersonCostPerChild: 0,
        OriginalPerPersonCostPerInfant: 0,
      });
      const types = Array.from({ length: count }, (_, t) => {
        const rates = Array.from({ length: 8 }, (_, r) => rate(1000 + r, 100 + t * 10 + r * 5));
        return {
          RoomType: {
            RoomTypeId: 5000 + t,
            Name: `Room type ${t + 1}`,
            Description: 'A room for the benchmark.',
            ImageUrl: null,
            Images: [],
            SizeSquareMetres: null,
            Beds: null,
            Amenities: [],
            ...bounds,
            Rates: rates,
            Upgrades: [],
          },
          Rates: rates,
          DateFrom: body?.DateFrom ?? '',
          DateTo: body?.DateTo ?? '',
          LowestRate: 100 + t * 10,
          OriginalLowestRate: 100 + t * 10,
        };
      });
      return HttpResponse.json({
        RoomTypes: types,
        PromoCodeMessage: null,
        IsPromoCodeValid: true,
        HopGiftVoucherCodeMessage: null,
        IsHopGiftVoucherCodeValid: false,
        NumberOfRoomsPerRoomTypeId: Object.fromEntries(types.map((t) => [String(t.RoomType.RoomTypeId), 5])),
      });
    }),
  ];
}

interface GroupEntry {
  PropertyId: number;
  PropertyCode: string;
  PropertyName: string;
  AreaId: number | null;
}

/**
 * The group's `count` hotels: its own first, then copies under other ids, codes and names (each
 * copy without search locations of its own: their ids are unique in a group).
 */
function copiesOf<T extends GroupEntry>(entries: readonly T[], count: number): T[] {
  if (entries.length === 0) return [];
  return Array.from({ length: count }, (_, i) => {
    const entry = entries[i % entries.length]!;
    const k = Math.floor(i / entries.length);
    if (k === 0) return entry;
    return {
      ...entry,
      PropertyId: 100_000 + k * 1000 + entry.PropertyId,
      PropertyCode: `${entry.PropertyCode}${k + 1}`,
      PropertyName: `${entry.PropertyName} ${k + 1}`,
      ...('Locations' in entry ? { Locations: [] } : {}),
    };
  });
}

/** The real backend's answer to `request` (or to `other` with its cookies), as JSON. */
async function realAnswer<T>(request: Request, other?: { url: string; body: unknown }): Promise<T | Response> {
  const asked = other
    ? new Request(new URL(other.url, request.url), {
        method: 'POST',
        headers: request.headers,
        body: JSON.stringify(other.body),
      })
    : request;
  const response = await getResponse(handlers, asked);
  if (!response || !response.ok) return response ?? HttpResponse.error();
  return (await response.json()) as T;
}

/** A property group of `count` hotels: the group, its search and its areas' counts (benchmark only). */
function largeGroup(count: number): HttpHandler[] {
  type Group = { Properties: Array<GroupEntry & { Locations: unknown[] }> };
  type Result = GroupEntry & { IsAvailable: boolean; DisplayLowestRate: number; DisplayCurrency: string };
  const searchPath = operationInfo('searchPropertyGroup').path;
  return [
    on('getPropertyGroup', async ({ request }) => {
      const group = await realAnswer<Group>(request);
      if (group instanceof Response) return group;
      return HttpResponse.json({ ...group, Properties: copiesOf(group.Properties, count) });
    }),
    on('searchPropertyGroup', async ({ request }) => {
      const body = (await request.clone().json()) as { AreaId: number | null; LocationId: number | null };
      // a location is one hotel's own (the copies have none): the real answer as it is
      if (body.LocationId !== null) return (await getResponse(handlers, request)) ?? HttpResponse.error();
      const all = await realAnswer<{ Properties: Result[] }>(request, {
        url: searchPath,
        body: { ...body, AreaId: null },
      });
      if (all instanceof Response) return all;
      const results = copiesOf(all.Properties, count).filter((r) => body.AreaId === null || r.AreaId === body.AreaId);
      return HttpResponse.json({ ...all, Properties: results });
    }),
    on('searchPropertyGroupAreaAvailability', async ({ request }) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      if (body.LocationId !== null) return (await getResponse(handlers, request)) ?? HttpResponse.error();
      const areas = await realAnswer<Array<{ AreaId: number; LowestRate: number }>>(request);
      const all = await realAnswer<{ Properties: Result[] }>(request, {
        url: searchPath,
        body: { ...body, AreaId: null },
      });
      if (areas instanceof Response) return areas;
      if (all instanceof Response) return all;
      const results = copiesOf(all.Properties, count);
      return HttpResponse.json(
        areas.map((area) => {
          const inArea = results.filter((r) => r.AreaId === area.AreaId);
          const prices = inArea
            .filter((r) => r.IsAvailable && r.DisplayLowestRate >= 0)
            .map((r) => r.DisplayLowestRate);
          return {
            ...area,
            NumberOfAvailableProperties: inArea.filter((r) => r.IsAvailable).length,
            NumberOfProperties: inArea.length,
            LowestRate: prices.length ? Math.min(...prices) : area.LowestRate,
          };
        }),
      );
    }),
  ];
}

/** A network error after `ms`, or as soon as the request is aborted. */
function answerAfter(request: Request, ms: number): Promise<Response> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(HttpResponse.error()), ms);
    request.signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve(HttpResponse.error());
    });
  });
}

const SOLD_OUT = 'Sorry, your selection is not available.';

function on(operationId: string, resolver: (args: { request: Request }) => Response | Promise<Response>): HttpHandler {
  const info = operationInfo(operationId);
  return http[info.method](mswPath(info.path), resolver);
}

function soldOut(): HttpHandler[] {
  return [
    on('searchAvailability', async ({ request }) => {
      const body = (await request
        .clone()
        .json()
        .catch(() => null)) as { PropertyId?: unknown } | null;
      if (!body || typeof body.PropertyId !== 'number')
        return errorResponse(400, 'The request is invalid.', { PropertyId: ['The PropertyId field is required.'] });
      return HttpResponse.json({
        RoomTypes: [],
        PromoCodeMessage: null,
        IsPromoCodeValid: false,
        HopGiftVoucherCodeMessage: null,
        IsHopGiftVoucherCodeValid: false,
        NumberOfRoomsPerRoomTypeId: {},
      });
    }),
    on('getAvailabilityCalendar', ({ request }) => {
      const url = new URL(request.url);
      const from = url.searchParams.get('fromDate') ?? '';
      const to = url.searchParams.get('toDate') ?? '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || to < from)
        return errorResponse(400, 'The request is invalid.', { toDate: ['Invalid dates.'] });
      return HttpResponse.json(eachDay(from, to).map((d) => ({ DateOfStay: d, AvailableRooms: 0, Rates: [] })));
    }),
    on('searchDateOptions', () =>
      HttpResponse.json({
        Success: false,
        Message: 'No rooms available on selected dates',
        ReservationItemRateRows: [],
      }),
    ),
    operationsHandler(
      groupSearchHandlers((property) => ({
        best: null,
        reason: 'SoldOut',
        message: property.BookingConfig.NoAvailabilityMessage,
      })),
    ),
    on('createReservation', () => errorResponse(409, SOLD_OUT)),
  ];
}

function sessionExpired(): HttpHandler[] {
  return ['getAccount', 'updateAccount', 'changePassword'].map((id) =>
    on(id, () => {
      const headers = new Headers({ 'Set-Cookie': clearSessionCookie() });
      return HttpResponse.json({ Message: 'Your session has expired. Please log in again.' }, { status: 401, headers });
    }),
  );
}

function one(name: string): HttpHandler[] {
  const colon = name.indexOf(':');
  const kind = colon < 0 ? name : name.slice(0, colon);
  const arg = colon < 0 ? undefined : name.slice(colon + 1);
  switch (kind) {
    case 'slow': {
      const ms = arg ? Number(arg) : 1500;
      // A resolver that returns nothing lets the request fall through to the real handler.
      return [
        http.all('*/api/*', async () => {
          await delay(Number.isFinite(ms) ? ms : 1500);
        }),
      ];
    }
    case 'server-error':
    case 'network-error':
    case 'timeout': {
      const [operationId = '', after] = (arg ?? '').split(':');
      if (!contractOperations().has(operationId))
        throw new Error(`Scenario "${name}": unknown operationId "${operationId}"`);
      // longer than any time limit of the app; a request the app gave up on ends at once
      if (kind === 'timeout')
        return [on(operationId, ({ request }) => answerAfter(request, after ? Number(after) : 70_000))];
      return [
        on(operationId, () =>
          kind === 'server-error' ? errorResponse(500, 'An error has occurred.') : HttpResponse.error(),
        ),
      ];
    }
    case 'lost-response': {
      if (!arg || !contractOperations().has(arg))
        throw new Error(`Scenario "${name}": unknown operationId "${arg ?? ''}"`);
      return [
        on(arg, async ({ request }) => {
          await getResponse(handlers, request); // the work is done...
          return HttpResponse.error(); // ...and the answer is lost on the way
        }),
      ];
    }
    case 'sold-out':
      return soldOut();
    case 'payment-declined':
      return [on('createReservation', () => errorResponse(402, DECLINED_MESSAGE))];
    case 'session-expired':
      return sessionExpired();
    case 'large-results': {
      const count = arg ? Number(arg) : 30;
      if (!Number.isInteger(count) || count < 1) throw new Error(`Scenario "${name}": count must be a whole number`);
      return largeResults(count);
    }
    case 'large-group': {
      const count = arg ? Number(arg) : 50;
      if (!Number.isInteger(count) || count < 1) throw new Error(`Scenario "${name}": count must be a whole number`);
      return largeGroup(count);
    }
    case 'none':
    case '':
      return [];
    default:
      throw new Error(`Unknown mock scenario "${name}". Known: ${SCENARIO_NAMES.join(', ')}`);
  }
}

/** Handlers of one or more comma-separated scenarios, to prepend to the mock backend. */
export function scenarioHandlers(names: string | readonly string[] | null | undefined): HttpHandler[] {
  const list = (typeof names === 'string' ? names.split(',') : (names ?? [])).map((n) => n.trim()).filter(Boolean);
  // Later scenarios win: prepend them first.
  return list.reverse().flatMap(one);
}
