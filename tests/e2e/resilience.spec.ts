import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { chooseRoomStep, definitionOf, roomsAndRatesUrl } from './support/booking';

/** The first rate of the first room type offered. */
const firstRateOf = (page: Page) =>
  page
    .getByRole('article')
    .first()
    .getByRole('list', { name: /^Rates for / })
    .getByRole('listitem')
    .first();

test.describe('resilience and display currency', () => {
  test.use({ allowedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED$/] });
  // (its own context: the route that fails the chunk is the context's, for the page's reload too)
  test.describe(() => {
    test.use({ ownContext: true });
    test('a page whose code fails to load reloads its target address, which then loads', async ({ page }) => {
      await page.goto('/Book/SEAVIEW');
      await expect(page.getByRole('heading', { level: 1, name: /Book your stay at/ })).toBeVisible();
      // the Manage page's chunk cannot be fetched in this page's life (a network blip, or a
      // deployment in progress): neither its preload nor its import
      let failed = 0;
      let reloaded = false;
      await page.context().route(/\/assets\/ManageSearchPage-[^/]+\.js$/, (route) => {
        if (reloaded) return route.continue();
        failed++;
        return route.abort();
      });
      const loads: string[] = [];
      page.on('load', () => {
        reloaded = true;
        loads.push(page.url());
      });
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Manage booking' }).click();
      // spec: the browser reloads the target address, and the page arrives
      await expect(page.getByRole('heading', { level: 1, name: 'Manage your booking' })).toBeVisible();
      expect(failed).toBeGreaterThanOrEqual(1);
      expect(loads.some((url) => url.endsWith('/Manage/SEAVIEW'))).toBe(true);
    });
  });

  test('a second ?resetMock=1 in the same tab re-seeds the demo, and the next search still runs', async ({
    page,
    screens,
  }) => {
    // the first reset leaves the mock's anti-forgery cookie in MSW's memory; the second used to
    // forget it only on the page, so the next search was refused as a forgery
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      await page.goto(`${roomsAndRatesUrl({ from: 60 })}&resetMock=1`);
      await screens.step(chooseRoomStep(1), { focused: false });
      await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible();
      tokens.push(await page.evaluate(() => /XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? ''));
    }
    // each reset forgot the cookies: a new anti-forgery token each time
    expect(tokens[0]).not.toBe('');
    expect(tokens[1]).not.toBe(tokens[0]);
  });

  test('hostile input: a 10,000-character code is cut to a code, and long words wrap on a phone', async ({
    page,
    screens,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    const huge = 'X'.repeat(10_000);
    // in the address: no such code, so no promo at all
    await page.goto(`${roomsAndRatesUrl({ from: 60 })}&promo=${huge}`);
    await screens.step(chooseRoomStep(1), { focused: false });
    expect(await pageWidth()).toBeLessThanOrEqual(360);
    // typed: the field takes a code's length; the server's "not recognised" wraps
    await page.goto('/Book/SEAVIEW');
    await page.getByLabel('Promo code').fill(huge);
    await expect(page.getByLabel('Promo code')).toHaveValue('X'.repeat(50));
    await page.goto(`${roomsAndRatesUrl({ from: 60 })}&promo=${'X'.repeat(50)}`);
    await expect(page.getByText(/^Promo code X{50} is not recognised\.$/)).toBeVisible();
    expect(await pageWidth()).toBeLessThanOrEqual(360);
  });

  test('a page whose data loads slowly shows that it is coming, at once', async ({ page, screens, api }) => {
    await page.goto('/Book/SEAVIEW');
    await screens.page(/^Book your stay at/);
    await api.hold('/api/ManageBooking/Config/SEAVIEW');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Manage booking' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading the page…' })).toBeAttached();
    await api.release('/api/ManageBooking/Config/SEAVIEW');
    await screens.page('Manage your booking');
    await expect(page.getByText('Loading the page…')).toHaveCount(0);
  });

  test('exchange rates that fail to load are said, prices stay in pounds, and a retry converts them', async ({
    page,
    screens,
  }) => {
    await page.goto(`${roomsAndRatesUrl({ from: 96 })}&scenario=server-error:getCurrencyExchangeRates`);
    await screens.step(chooseRoomStep(1));
    const firstRate = firstRateOf(page);
    await expect(firstRate).toContainText(/£[\d,]+\.\d{2} for your stay/);
    await page.getByLabel('Show prices in').selectOption('EUR');
    await expect(
      page.getByRole('alert').filter({ hasText: 'We could not load the exchange rates, so prices are shown in GBP.' }),
    ).toBeVisible();
    await expect(firstRate).toContainText(/£[\d,]+\.\d{2} for your stay/);
    await page.evaluate(() =>
      (window as unknown as { __mockBackend: { setScenario: (s: string) => void } }).__mockBackend.setScenario('none'),
    );
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(firstRate).toContainText(/€[\d,]+\.\d{2} for your stay/);
    await expect(page.getByText(/We could not load the exchange rates/)).toHaveCount(0);
  });

  test('prices can be shown in another currency; the charge stays in the property currency', async ({
    page,
    screens,
  }) => {
    await page.goto(roomsAndRatesUrl({ from: 95 }));
    await screens.step(chooseRoomStep(1));
    const basket = page.getByRole('complementary', { name: 'Your stay' });
    // the first rate of the first room type offered
    const firstRate = firstRateOf(page);
    await expect(firstRate.getByRole('button', { name: /^Select / })).toBeVisible();
    await expect(firstRate).toContainText(/£[\d,]+\.\d{2} for your stay/);
    await page.getByLabel('Show prices in').selectOption('EUR');
    await expect(firstRate).toContainText(/€[\d,]+\.\d{2} for your stay/);
    await firstRate.getByRole('button', { name: /^Select / }).click();
    expect(await definitionOf(basket, 'Total including taxes')).toMatch(/^€[\d,]+\.\d{2}$/);
    expect(await definitionOf(basket, 'You will be charged')).toMatch(/^£[\d,]+\.\d{2}$/);
  });
});
