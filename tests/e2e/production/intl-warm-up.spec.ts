import { test, expect } from '../support/fixtures';

/**
 * The formatting library's first set-up runs in a worker while the page loads (src/app/intlWarmUp.ts):
 * the page's own first number then costs its thread some 2 ms, not 30-80. Under the site's policy
 * (any CSP violation fails the test: tests/e2e/support/fixtures.ts) the worker is the site's own
 * file, does its work and ends.
 */
test('the page sets up number and date formatting in a worker of its own, which ends', async ({ page }) => {
  // its end is listened for as it starts: it may end before the page has loaded
  const ended = new Promise<string>((resolve) =>
    page.on('worker', (worker) => {
      if (worker.url().includes('/assets/intlWarmUp.worker-')) worker.once('close', () => resolve(worker.url()));
    }),
  );
  await page.goto('/Book/SEAVIEW');
  const workerUrl = await ended;
  expect(new URL(workerUrl).origin).toBe(new URL(page.url()).origin);
  // the page itself formats as before: the guests' count is written out
  await expect(page.getByRole('button', { name: /^Rooms and guests/ })).toHaveAccessibleName(
    'Rooms and guests 1 room, 2 adults',
  );
});
