import { describe, expect, it } from 'vitest';
import { pollDelay, STATUS_POLL } from '@/domain/status';

describe('pollDelay: the wait before the next check of a booking status', () => {
  it('doubles from a second after each check, then stays at eight', () => {
    // after check 1: 1 s; 2: 2 s; 3: 4 s; 4: 8 s (2^3 s); 5 and on: 8 s (16 s capped)
    expect([1, 2, 3, 4, 5, 29].map(pollDelay)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });
  it('is a second before any check has been made', () => {
    expect(pollDelay(0)).toBe(1000);
  });
  it('lets all 30 checks run in under four minutes', () => {
    // 29 waits between the 30 checks: 1, 2 and 4 s, then 26 of 8 s: 215 s
    const waits = Array.from({ length: STATUS_POLL.maxPolls - 1 }, (_, i) => pollDelay(i + 1));
    expect(waits.reduce((a, b) => a + b, 0)).toBe(1000 + 2000 + 4000 + 26 * 8000);
  });
});
