/**
 * The fault matrix (tests/integration/support/faultMatrix.tsx), part 2: accounts, manage booking,
 * pre check-in, restaurant and group search. Time limits cut as in part 1.
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

describeFaults(
  'accounts, manage, pre check-in, restaurant, group: every call failed three ways',
  (id) => !BOOKING_CALLS.has(id),
);
