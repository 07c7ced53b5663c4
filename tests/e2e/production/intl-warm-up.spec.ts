import { test, expect } from '../support/fixtures';

/**
 * The formatting library's first set-up runs in a worker while the page loads (src/app/intlWarmUp.ts):
 * the page's own first number then costs its thread some 2 ms, not 30-80. Under the site's policy
 * (any CSP violation fails the test: tests/e2e/support/fixtures.ts) the worker is the site's own
 * file, does its work and ends.
 */
test('the page sets up number and date formatting in a worker of its own, which ends', async ({ page }) => {
  const started = page.waitForEvent('worker', (worker) => worker.url().includes('/assets/intlWarmUp.worker-'));
  await page.goto('/Book/SEAVIEW');
  const worker = await started;
  const ended = new Promise<void>((resolve) => worker.once('close', () => resolve()));
  expect(new URL(worker.url()).origin).toBe(new URL(page.url()).origin);
  await ended;
  // the page itself formats as before: the guests' count is written out
  await expect(page.getByRole('button', { name: /^Rooms and guests/ })).toHaveAccessibleName(
    'Rooms and guests 1 room, 2 adults',
  );
});
