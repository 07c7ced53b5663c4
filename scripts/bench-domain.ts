/**
 * Micro-benchmarks of the app's rules and of the mock backend, each at growing sizes, so the
 * figures say how the cost grows with the input (not part of the tests; run by `npm run bench`):
 *
 *  - the calendar's rules over 36 months: once per answer (disabledDays, and dayFacts for the two
 *    months a calendar shows) and per date the guest picks (minimumStayFor, alternativeStays),
 *    with the entries as the API sends them (one per day) and, the worst case the rules accept,
 *    one per day and room type (10, 30 and 100 room types);
 *  - the group search's results as the guest reads them (hotelResults, areaFilters,
 *    resultsSummary: what a sort or area change recomputes) for 5, 50 and 500 hotels;
 *  - the mock backend's own answers (its MSW handlers over its data, no network): a search of
 *    30 room types x 8 rates x 14 nights (10 and 100 for the growth), and the 36-month calendar.
 *
 * The modules are loaded through Vite (aliases, the message catalogues' plugin, the mock's
 * virtual modules), as scripts/mock-api-server.mjs loads the mock.
 * Run: npx node scripts/bench-domain.ts   (Node 24 strips the types itself)
 * Prints a table, writes reports/bench-domain.json; medians of RUNS timed runs after WARMUP.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createServer } from 'vite';

type Dates = typeof import('../src/domain/dates');
type Group = typeof import('../src/domain/group');
type Models = typeof import('../src/domain/models');

const vite = await createServer({
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  mode: 'test',
  logLevel: 'error',
});
const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
const dates = await load<Dates>('/src/domain/dates.ts');
const group = await load<Group>('/src/domain/group.ts');

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
/** BENCH_ONLY=calendar|group|mock runs one part (to profile it) */
const only = (part: string) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY === part;
const WARMUP = 10;
const FRAME_MS = 1000 / 60;
const TODAY = '2026-11-22';

export interface Figure {
  bench: string;
  size: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
  /** the median absolute deviation of the runs: the figure's own run-to-run noise */
  noiseMs: number;
  budgetMs?: number;
}
const figures: Figure[] = [];

/** Deterministic pseudo-random numbers (LCG) so every run measures the same data. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const round = (ms: number) => Number(ms.toFixed(3));

function record(bench: string, size: string, times: number[], budgetMs?: number): void {
  const med = median(times);
  figures.push({
    bench,
    size,
    runs: times.length,
    medianMs: round(med),
    p95Ms: round(percentile(times, 95)),
    noiseMs: round(median(times.map((t) => Math.abs(t - med)))),
    ...(budgetMs === undefined ? {} : { budgetMs }),
  });
}

function time(bench: string, size: string, fn: () => unknown, budgetMs?: number): void {
  for (let i = 0; i < WARMUP; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  record(bench, size, times, budgetMs);
}

async function timeAsync(bench: string, size: string, fn: () => Promise<unknown>, runs: number, budgetMs?: number) {
  for (let i = 0; i < Math.min(WARMUP, 3); i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  record(bench, size, times, budgetMs);
}

// ---- the calendar: 36 months ----------------------------------------------------------------

type DayEntry = import('../src/domain/dates').DayEntry;
const MONTHS = 36;

/** One entry per day (as GET /api/Availability answers) or per day and room type. */
function calendarEntries(roomTypes: number | null): DayEntry[] {
  const rnd = lcg(42);
  const days = dates.nights(TODAY, dates.addMonths(TODAY, MONTHS));
  const entries: DayEntry[] = [];
  for (let i = 0; i <= days; i++) {
    const date = dates.addDays(TODAY, i);
    // a sold-out week every ~2 months, otherwise 0-4 rooms per room type
    const soldOut = i % 60 < 7;
    const rates = () => [
      { RatePlanId: 1, MinimumLengthOfStay: 1 + Math.floor(rnd() * 3), BaseRate: 100 + Math.floor(rnd() * 80) },
      { RatePlanId: 2, MinimumLengthOfStay: 2, BaseRate: 90 + Math.floor(rnd() * 80) },
    ];
    if (roomTypes === null)
      entries.push({ DateOfStay: date, AvailableRooms: soldOut ? 0 : 1 + Math.floor(rnd() * 40), Rates: rates() });
    else
      for (let rt = 1; rt <= roomTypes; rt++)
        entries.push({
          DateOfStay: date,
          RoomTypeId: rt,
          AvailableRooms: soldOut ? 0 : Math.floor(rnd() * 5),
          Rates: rates(),
        });
  }
  return entries;
}

// an arrival inside a sold-out week, so alternatives are searched around it
const from = dates.addDays(TODAY, 121);
const to = dates.addDays(from, 3);
for (const roomTypes of only('calendar') ? [null, 10, 30, 100] : []) {
  const entries = calendarEntries(roomTypes);
  const size =
    roomTypes === null
      ? `${entries.length} day entries (as the API answers)`
      : `${roomTypes} room types (${entries.length} entries)`;
  // once per answer: what the search machine stores, and the facts of the two months a calendar
  // shows (each day worked out when asked; a fresh copy of the list each run, so each run indexes it)
  time('calendar answer stored, two months drawn (disabledDays + dayFacts)', size, () => {
    const answer = entries.slice();
    dates.disabledDays(answer, TODAY);
    const facts = dates.dayFacts(answer);
    let days = 0;
    for (let i = 0; i < 61; i++) if (facts.get(dates.addDays(TODAY, i))) days++;
    return days;
  });
  // the answer's index (its one pass over the entries) and a date picked: in the page the index is
  // built as the answer arrives (the sold-out days) and the first pick finds it; this keeps that
  // pass within a frame too (a fresh copy of the list each run, so each run builds it)
  time(
    'calendar first date picked (its entries indexed)',
    size,
    () => {
      const answer = entries.slice();
      dates.minimumStayFor(answer, from);
      return dates.alternativeStays(answer, { from, to, rooms: 2 }, { today: TODAY });
    },
    FRAME_MS,
  );
  // every later date the guest picks: the minimum stay of the arrival and the alternatives offered
  time(
    'calendar date picked (minimumStayFor + alternativeStays)',
    size,
    () => {
      dates.minimumStayFor(entries, from);
      return dates.alternativeStays(entries, { from, to, rooms: 2 }, { today: TODAY });
    },
    FRAME_MS,
  );
}

// ---- the group search: 5, 50, 500 hotels ---------------------------------------------------

type PropertyGroup = import('../src/domain/models').PropertyGroup;
type GroupPropertyResult = import('../src/domain/models').GroupPropertyResult;
type AreaAvailability = import('../src/domain/models').AreaAvailability;
void (0 as unknown as Models);

function groupOf(hotels: number) {
  const rnd = lcg(7);
  const areas = Array.from({ length: Math.max(1, Math.ceil(hotels / 10)) }, (_, i) => ({
    AreaId: i + 1,
    Name: `Area ${i + 1}`,
  }));
  const properties = Array.from({ length: hotels }, (_, i) => ({
    PropertyId: 1000 + i,
    PropertyCode: `H${i}`,
    PropertyName: `Hotel ${i + 1}`,
    PropertyAddress: `${i + 1} Harbour Road`,
    PropertyImageUrl: null,
    PropertyImages: [],
    HotelRating: 3 + (i % 3),
    AreaId: areas[i % areas.length]!.AreaId,
    Locations: [],
  }));
  const reasons = ['SoldOut', 'MinimumStay', 'TooManyRooms'] as const;
  const results = properties.map((p, i) => {
    const available = rnd() > 0.25;
    const price = 150 + Math.floor(rnd() * 300);
    return {
      PropertyId: p.PropertyId,
      PropertyCode: p.PropertyCode,
      PropertyName: p.PropertyName,
      AreaId: p.AreaId,
      IsAvailable: available,
      LowestRate: available ? price : -1,
      OriginalLowestRate: available ? price + (i % 4 === 0 ? 30 : 0) : -1,
      Currency: i % 5 === 0 ? 'EUR' : 'GBP',
      DisplayLowestRate: available ? (i % 5 === 0 ? Math.round(price * 0.86) : price) : -1,
      DisplayCurrency: 'GBP',
      UnavailableReason: available ? null : reasons[i % reasons.length]!,
      UnavailableMessage: null,
    };
  });
  const areaAvailability = areas.map((a) => {
    const inArea = results.filter((r) => r.AreaId === a.AreaId);
    return {
      AreaId: a.AreaId,
      Name: a.Name,
      NumberOfAvailableProperties: inArea.filter((r) => r.IsAvailable).length,
      NumberOfProperties: inArea.length,
      LowestRate: 150,
      Currency: 'GBP',
    };
  });
  const g = {
    PropertyGroupId: 9,
    PropertyGroupCode: 'BENCH',
    Name: 'Bench group',
    Currency: 'GBP',
    Areas: areas,
    Properties: properties,
  };
  return {
    group: g as unknown as PropertyGroup,
    results: results as unknown as GroupPropertyResult[],
    areas: areaAvailability as unknown as AreaAvailability[],
  };
}

const query = {
  fromDate: from,
  toDate: to,
  rooms: [{ adults: 2, children: 0, infants: 0 }],
} as unknown as import('../src/domain/searchQuery').SearchQuery;
for (const hotels of only('group') ? [5, 50, 500] : []) {
  const { group: g, results, areas } = groupOf(hotels);
  let sort: 'price' | 'area' = 'price';
  time(
    'group results re-sorted (hotelResults + areaFilters + resultsSummary)',
    `${hotels} hotels`,
    () => {
      sort = sort === 'price' ? 'area' : 'price';
      group.areaFilters(g, areas, 1);
      group.resultsSummary(results);
      return group.hotelResults(g, results, query, sort);
    },
    hotels <= 50 ? FRAME_MS : undefined,
  );
}

// ---- the mock backend's answers ------------------------------------------------------------

type MockNode = typeof import('../mocks/node');
type MockDb = typeof import('../mocks/db');
type MockClock = typeof import('../mocks/clock');
const mock = await load<MockNode>('/mocks/node.ts');
const { db, resetMockDb } = await load<MockDb>('/mocks/db/index.ts');
const { setMockClock } = await load<MockClock>('/mocks/clock.ts');
setMockClock(`${TODAY}T10:00:00Z`);

type Inventory = typeof import('../mocks/db/inventory');
const inventory = await load<Inventory>('/mocks/db/inventory.ts');

/**
 * SEAVIEW with `count` room types free for the whole stay (the mock's inventory sells some out on
 * some nights: room type ids that are are skipped), each offered in 8 public rate plans.
 */
async function seedHotel(count: number, stay: { from: string; to: string }): Promise<number> {
  await resetMockDb(TODAY);
  const property = db.properties.findFirst((q) => q.where({ PropertyCode: 'SEAVIEW' }))!;
  const id = property.PropertyId;
  // the Classic Double (2 adults, a child), 20 rooms of each type
  const roomType = db.roomTypes.findFirst((q) => q.where({ PropertyId: id, Code: 'CLD' }))!;
  const ratePlan = db.ratePlans.findFirst((q) => q.where({ PropertyId: id, IsPrivate: false }))!;
  db.roomTypes.deleteMany((q) => q.where({ PropertyId: id }));
  db.ratePlans.deleteMany((q) => q.where({ PropertyId: id }));
  const ids: number[] = [];
  for (let rtId = 9000; ids.length < count; rtId++) {
    const candidate = { ...structuredClone(roomType), RoomTypeId: rtId, TotalRooms: 20, UpgradeRoomTypeIds: [] };
    if (inventory.availableForStay(property, candidate, stay.from, stay.to, TODAY) <= 0) continue;
    const i = ids.push(rtId) - 1;
    await db.roomTypes.create({ ...candidate, Code: `B${i}`, Name: `Room type ${i + 1}`, SortOrder: i });
  }
  for (let r = 0; r < 8; r++)
    await db.ratePlans.create({
      ...structuredClone(ratePlan),
      RatePlanId: 9900 + r,
      RatePlanCode: `R${r}`,
      Name: `Rate ${r + 1}`,
      SortOrder: r,
      RoomTypeIds: ids,
      PriceFactor: 1 + r / 20,
    });
  return id;
}

const send = mock.createCookieFetch('http://localhost', mock.mockAnswer);
const ok = async (response: Promise<Response>) => {
  const r = await response;
  if (!r.ok) throw new Error(`the mock answered ${r.status}: ${await r.text()}`);
  return r.json();
};
const arrival = dates.addDays(TODAY, 40);
for (const count of only('mock') ? [10, 30, 100] : []) {
  const propertyId = await seedHotel(count, { from: arrival, to: dates.addDays(arrival, 14) });
  await ok(send('/api/Property/SEAVIEW')); // the session's cookies, as a page's first call gets them
  const body = JSON.stringify({
    PropertyId: propertyId,
    LanguageCode: 'en',
    PromoCode: null,
    RatePlanCode: null,
    DateFrom: arrival,
    DateTo: dates.addDays(arrival, 14),
    LocationId: null,
    Rooms: [{ NumberOfAdults: 2, NumberOfChildren: 0, NumberOfInfants: 0 }],
  });
  const answer = (await ok(
    send('/api/Availability/Search', { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
  )) as {
    RoomTypes: { Rates: unknown[] }[];
  };
  const kib = Math.round(JSON.stringify(answer).length / 1024);
  const rates = answer.RoomTypes[0]?.Rates.length ?? 0;
  const offered = `${answer.RoomTypes.length} room types x ${rates} rates x 14 nights (${kib} KiB)`;
  // what writing and reading the answer's JSON takes of it (no mock can do without)
  time('of which the JSON written and read', offered, () => JSON.parse(JSON.stringify(answer)));
  await timeAsync(
    'mock backend: search answered',
    offered,
    () =>
      ok(send('/api/Availability/Search', { method: 'POST', headers: { 'content-type': 'application/json' }, body })),
    count === 100 ? 10 : 30,
    count === 30 ? 10 : undefined,
  );
  const calendar =
    `/api/Availability?propertyId=${propertyId}&fromDate=${TODAY}` +
    `&toDate=${dates.addMonths(TODAY, MONTHS)}&languageCode=en`;
  await timeAsync(
    'mock backend: 36-month calendar answered',
    `${count} room types x 8 rates`,
    () => ok(send(calendar)),
    count === 100 ? 5 : 10,
  );
}
await vite.close();

// ---- report ---------------------------------------------------------------------------------

console.table(
  figures.map((f) => ({
    bench: f.bench,
    size: f.size,
    'median ms': f.medianMs,
    'p95 ms': f.p95Ms,
    'noise ms': f.noiseMs,
    budget: f.budgetMs === undefined ? '' : `${round(f.budgetMs)} ms`,
  })),
);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench-domain.json', JSON.stringify({ today: TODAY, figures }, null, 2));
