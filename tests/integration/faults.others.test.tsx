/**
 * The fault matrix (tests/integration/support/faultMatrix.tsx), part 2: accounts, manage booking,
 * pre check-in, restaurant and group search. Time limits cut as in part 1.
 */
import { vi } from 'vitest';
import { BOOKING_CALLS, describeFaults } from './support/faultMatrix';

vi.mock('@/api/config', async (original) => {
  const actual = await original<typeof import('@/api/config')>();
  return {
    ...actual,
    TIMEOUTS: { read: 400, write: 400, createReservation: 400, logger: 400 },
    RETRY: { ...actual.RETRY, attempts: 1 },
  };
});

describeFaults(
  'accounts, manage, pre check-in, restaurant, group: every call failed three ways',
  (id) => !BOOKING_CALLS.has(id),
);
