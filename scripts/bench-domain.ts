/**
 * Micro-benchmark of the calendar rules over 36 months of day entries for 10 room types:
 * disabledDays (the original waited 3 s before computing them), dayAvailability and alternativeStays.
 *
 * Run: npx node scripts/bench-domain.ts        (Node 24 strips the types itself)
 *
 * src/domain uses bundler-style extensionless imports; the resolve hook below lets plain Node
 * load them by trying "<specifier>.ts" when the bare relative specifier does not resolve.
 * Prints one JSON line per measurement; medians of RUNS timed runs after WARMUP untimed ones.
 */
import { registerHooks } from 'node:module';
import { performance } from 'node:perf_hooks';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (specifier.startsWith('.') && !/\.[cm]?[jt]sx?$/.test(specifier)) {
        return nextResolve(`${specifier}.ts`, context);
      }
      throw error;
    }
  },
});

const datesModule = '../src/domain/dates.ts';
const dates = (await import(datesModule)) as typeof import('../src/domain/dates');

const ROOM_TYPES = 10;
const MONTHS = 36;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const FRAME_MS = 1000 / 60;
const TODAY = '2026-11-22';

/** Deterministic pseudo-random numbers (LCG) so every run measures the same data. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function buildEntries(): import('../src/domain/dates').DayEntry[] {
  const rnd = lcg(42);
  const end = dates.addMonths(TODAY, MONTHS);
  const days = dates.nights(TODAY, end);
  const entries: import('../src/domain/dates').DayEntry[] = [];
  for (let i = 0; i <= days; i++) {
    const date = dates.addDays(TODAY, i);
    // A sold-out week every ~2 months for every room type, otherwise 0-4 rooms each.
    const soldOut = i % 60 < 7;
    for (let rt = 1; rt <= ROOM_TYPES; rt++) {
      entries.push({
        DateOfStay: date,
        RoomTypeId: rt,
        AvailableRooms: soldOut ? 0 : Math.floor(rnd() * 5),
        Rates: [
          { RatePlanId: 1, MinimumLengthOfStay: 1 + Math.floor(rnd() * 3) },
          { RatePlanId: 2, MinimumLengthOfStay: 2 },
        ],
      });
    }
  }
  return entries;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function bench(name: string, fn: () => unknown, extra: Record<string, unknown>): void {
  for (let i = 0; i < WARMUP; i++) fn();
  const times: number[] = [];
  let result: unknown;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    result = fn();
    times.push(performance.now() - t0);
  }
  const med = median(times);
  console.log(
    JSON.stringify({
      bench: name,
      ...extra,
      runs: RUNS,
      medianMs: Number(med.toFixed(3)),
      p95Ms: Number(percentile(times, 95).toFixed(3)),
      underOneFrame: med < FRAME_MS,
      resultSize:
        result instanceof Set
          ? result.size
          : Array.isArray(result)
            ? result.length
            : (result as { days?: Set<string> })?.days?.size,
    }),
  );
}

const entries = buildEntries();
const byRoomType = new Map<number, import('../src/domain/dates').DayEntry[]>();
for (const e of entries) {
  const list = byRoomType.get(e.RoomTypeId ?? 0) ?? [];
  list.push(e);
  byRoomType.set(e.RoomTypeId ?? 0, list);
}
const meta = { roomTypes: ROOM_TYPES, months: MONTHS, entries: entries.length };

// Arrival inside a sold-out week, so alternatives must be searched around it.
const from = dates.addDays(TODAY, 121);
const to = dates.addDays(from, 3);

bench('disabledDays (all room types)', () => dates.disabledDays(entries, TODAY), meta);
bench('dayAvailability (rooms + minimum stay per calendar day)', () => dates.dayAvailability(entries).size, meta);
bench(
  'alternativeStays (all room types, 2 rooms)',
  () => dates.alternativeStays(entries, { from, to, rooms: 2 }, { today: TODAY }),
  meta,
);
bench(
  'alternativeStays (each of 10 room types, 1 room)',
  () => {
    let n = 0;
    for (const list of byRoomType.values())
      n += dates.alternativeStays(list, { from, to, rooms: 1 }, { today: TODAY }).length;
    return new Array<number>(n);
  },
  meta,
);
bench(
  'disabledDays + alternativeStays (calendar load)',
  () => {
    dates.disabledDays(entries, TODAY);
    return dates.alternativeStays(entries, { from, to, rooms: 2 }, { today: TODAY });
  },
  meta,
);
