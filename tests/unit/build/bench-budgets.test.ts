/**
 * The timed figures of `npm run bench` against their budgets (scripts/bench-budgets.mjs): a
 * figure fails only when it breaks its budget by more than its own run-to-run noise; a target is
 * met or not on the value itself. Cases worked out by hand.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module of the scripts, without types
import { judge, noiseOf } from '../../../scripts/bench-budgets.mjs';

const budgets = {
  'time to paint': { budget: 100, target: 33, better: 'lower', unit: 'ms' },
  accessibility: { budget: 100, better: 'higher', unit: 'score' },
  performance: { budget: 85, target: 100, better: 'higher', unit: 'score' },
};

describe('judge', () => {
  it('a time over its budget by more than its noise fails; within the noise it does not', () => {
    const [over] = judge([{ name: 'time to paint', value: 106, noise: 5 }], budgets);
    expect(over).toMatchObject({ verdict: 'over', targetMet: false });
    const [within] = judge([{ name: 'time to paint', value: 104, noise: 5 }], budgets);
    expect(within).toMatchObject({ verdict: 'ok', targetMet: false });
    const [met] = judge([{ name: 'time to paint', value: 33, noise: 2 }], budgets);
    expect(met).toMatchObject({ verdict: 'ok', targetMet: true });
  });

  it('a score under its budget fails; a figure the run did not take is said to be missing', () => {
    const verdicts = judge(
      [
        { name: 'accessibility', value: 98, noise: 0 },
        { name: 'performance', value: 84, noise: 2 },
      ],
      budgets,
    );
    expect(verdicts.map((v: { verdict: string }) => v.verdict)).toEqual(['not measured', 'over', 'ok']);
    expect(verdicts[0]).toMatchObject({ name: 'time to paint', verdict: 'not measured' });
    expect(verdicts[1]).toMatchObject({ name: 'accessibility', value: 98 });
    expect(verdicts[2]).toMatchObject({ name: 'performance', targetMet: false });
  });
});

describe('noiseOf (median absolute deviation)', () => {
  it.each([
    [[10, 11, 12, 13, 50], 1], // median 12; deviations 2, 1, 0, 1, 38 -> 1: one slow run moves it not
    [[5, 5, 5], 0],
    [[1, 2, 3, 4], 1], // median 2.5; deviations 1.5, 0.5, 0.5, 1.5 -> 1
    [[], 0],
  ])('noiseOf(%j) = %s', (runs, noise) => {
    expect(noiseOf(runs)).toBe(noise);
  });
});
