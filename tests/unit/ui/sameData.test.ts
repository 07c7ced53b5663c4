import { describe, expect, it } from 'vitest';
import { sameData } from '@/ui/sameData';

/** A screen re-renders only when its view model changed: sameData is the compare that decides. */
describe('sameData', () => {
  it.each([
    ['equal primitives', 1, 1, true],
    ['NaN is NaN', Number.NaN, Number.NaN, true],
    ['different primitives', 'a', 'b', false],
    ['null and an object', null, {}, false],
    [
      'alike nested view models',
      { rooms: [{ n: 1, guests: '2 adults' }], x: null },
      { rooms: [{ n: 1, guests: '2 adults' }], x: null },
      true,
    ],
    ['a nested change', { rooms: [{ n: 1, chosen: false }] }, { rooms: [{ n: 1, chosen: true }] }, false],
    ['an extra key', { a: 1 }, { a: 1, b: undefined }, false],
    ['a longer array', [1, 2], [1, 2, 3], false],
    ['an array and an object with its keys', [1], { 0: 1 }, false],
  ])('%s', (_, a, b, same) => {
    expect(sameData(a, b)).toBe(same);
  });
});
