import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { effectiveBounds, isOccupancyValid, type OccupancyBounds } from '@/domain/occupancy';

const occupancyArb = fc.record({
  numberOfAdults: fc.integer({ min: 0, max: 8 }),
  numberOfChildren: fc.integer({ min: 0, max: 6 }),
  numberOfInfants: fc.integer({ min: 0, max: 4 }),
});
const bound = fc.option(fc.integer({ min: 0, max: 10 }), { nil: null });
const boundsArb: fc.Arbitrary<OccupancyBounds> = fc.record({
  MaximumOccupancy: bound,
  MinimumOccupancy: bound,
  AdultMaximumOccupancy: bound,
  ChildMaximumOccupancy: bound,
});

type Key = keyof OccupancyBounds;
const MAX_KEYS: Key[] = ['MaximumOccupancy', 'AdultMaximumOccupancy', 'ChildMaximumOccupancy'];

/** Loosens one bound: raise a maximum, lower a minimum, or unset either. */
function loosen(b: OccupancyBounds, key: Key, by: number, unset: boolean): OccupancyBounds {
  const current = b[key];
  if (unset || current === null || current === undefined) return { ...b, [key]: null };
  return { ...b, [key]: MAX_KEYS.includes(key) ? current + by : current - by };
}

describe('occupancy properties', () => {
  it('a valid occupancy stays valid when a bound is loosened', () => {
    fc.assert(
      fc.property(
        occupancyArb,
        boundsArb,
        fc.constantFrom<Key>('MaximumOccupancy', 'MinimumOccupancy', 'AdultMaximumOccupancy', 'ChildMaximumOccupancy'),
        fc.integer({ min: 0, max: 5 }),
        fc.boolean(),
        (occ, bounds, key, by, unset) => {
          fc.pre(isOccupancyValid(occ, bounds));
          expect(isOccupancyValid(occ, loosen(bounds, key, by, unset))).toBe(true);
        },
      ),
    );
  });

  it('unset bounds accept every occupancy', () => {
    fc.assert(
      fc.property(occupancyArb, (occ) => {
        expect(isOccupancyValid(occ, {})).toBe(true);
      }),
    );
  });

  it('fitting the effective bounds implies fitting both the room type and a rate that uses occupancy', () => {
    fc.assert(
      fc.property(occupancyArb, boundsArb, boundsArb, (occ, room, rate) => {
        const eff = effectiveBounds(room, { ...rate, UseOccupancyForRatePlan: true });
        const fitsBoth = isOccupancyValid(occ, room) && isOccupancyValid(occ, rate);
        expect(isOccupancyValid(occ, eff)).toBe(fitsBoth);
      }),
    );
  });
});
