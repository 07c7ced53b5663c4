/**
 * The fault matrix (tests/integration/support/faultMatrix.tsx), part 1: the booking journey's
 * calls, and the check that every operation of openapi.yaml has its row. While a time-out is
 * tested the calls under test are given 0.3 s, and reads are tried once
 * (support/cutTimeLimits.ts), so a time-out takes 0.3 s instead of 15.
 */
import { vi } from 'vitest';
import { BOOKING_CALLS, describeFaults } from './support/faultMatrix';

// (a factory's imports are dynamic: vi.mock runs before this file's imports)
vi.mock('@/api/transport', async (original) =>
  (await import('./support/cutTimeLimits')).cutTimeLimit(await original<typeof import('@/api/transport')>()),
);
vi.mock('@/api/config', async (original) =>
  (await import('./support/cutTimeLimits')).triedOnce(await original<typeof import('@/api/config')>()),
);

describeFaults('the booking journey: every call failed three ways', (id) => BOOKING_CALLS.has(id), true);
