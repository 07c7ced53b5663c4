/**
 * The e2e harness's kept browser contexts (tests/e2e/support/contexts.ts): the next test on a
 * worker finds the mock backend's service worker already there, and nothing the last test left
 * in the app's storage or cookies; what would outlive a test on a kept context is refused.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

/** Opens the search page, noting whether a service worker had the page as its first script ran. */
async function openSearchPage(page: Page): Promise<{ controlledFromTheStart: boolean }> {
  await page.addInitScript(() => {
    (window as unknown as { controlledFromTheStart: boolean }).controlledFromTheStart =
      navigator.serviceWorker.controller !== null;
  });
  await page.goto('/Book/SEAVIEW');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return {
    controlledFromTheStart: await page.evaluate(
      () => (window as unknown as { controlledFromTheStart: boolean }).controlledFromTheStart,
    ),
  };
}

const LEFT_BEHIND = 'e2e-harness-left-behind';

test.describe('a kept context', () => {
  // the second test runs after the first, on the same worker (so on the same kept context)
  test.describe.configure({ mode: 'serial' });

  test('a test leaves a stored value and a cookie behind', async ({ page }) => {
    await openSearchPage(page);
    await page.evaluate((key) => {
      localStorage.setItem(key, 'yes');
      document.cookie = `${key}=yes; path=/`;
    }, LEFT_BEHIND);
    expect(await page.context().cookies()).toContainEqual(expect.objectContaining({ name: LEFT_BEHIND }));
  });

  test('the next test finds the service worker at work from its first page, and neither of them', async ({ page }) => {
    // the mock backend's worker had the page from its first script: kept from the test before
    expect(await openSearchPage(page)).toEqual({ controlledFromTheStart: true });
    expect(await page.evaluate((key) => localStorage.getItem(key), LEFT_BEHIND)).toBeNull();
    expect(await page.evaluate(() => document.cookie)).not.toContain(LEFT_BEHIND);
  });
});

test('what would outlive the test is refused, naming the way out', async ({ page }) => {
  const wayOut = /test\.use\(\{ ownContext: true \}\)/;
  expect(() => page.clock).toThrow(wayOut);
  expect(() => page.context().route).toThrow(wayOut);
  expect(() => page.context().addInitScript).toThrow(wayOut);
  expect(() => page.context().setOffline).toThrow(wayOut);
});

test.describe('a context of its own', () => {
  test.use({ ownContext: true });

  test("may set the clock; its first page is a new guest's, with no service worker yet", async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-26T09:00:00'));
    // a new guest's first page: no worker yet as it starts (it registers one)
    expect(await openSearchPage(page)).toEqual({ controlledFromTheStart: false });
    expect(await page.evaluate(() => new Date().toISOString())).toBe(new Date('2026-11-26T09:00:00').toISOString());
  });
});
