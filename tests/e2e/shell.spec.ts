import { test, expect } from './support/fixtures';
import { roomsAndRatesUrl } from './support/booking';

test.describe('app shell against the mock backend', () => {
  test('the demo property opens with its name, menu and theme, and passes axe', async ({ page, axe }) => {
    await page.goto('/Book/SEAVIEW');
    await expect(page.getByRole('heading', { level: 1, name: /Book your stay at/ })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Make a new booking' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Manage booking' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Contact us' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Log in' })).toBeVisible();
    // Theme colours arrive as CSS custom properties on the layout
    const brand = await page
      .locator('[data-property="SEAVIEW"]')
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--color-brand-primary').trim());
    expect(brand).toMatch(/^#[0-9a-f]{6}$/i);
    await axe();
  });

  test('contact us opens as a dialog, closes with Escape and returns focus', async ({ page, axe }) => {
    await page.goto('/Book/SEAVIEW');
    const opener = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Contact us' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Contact us' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /@/ })).toBeVisible();
    await axe();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('an unknown property code shows a clear not-found page', async ({ page, axe }) => {
    await page.goto('/Book/NOSUCHHOTEL');
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    await expect(page.getByText(/NOSUCHHOTEL/)).toBeVisible();
    await axe();
  });

  test("an address under a hotel that is none of its pages: not found, in the hotel's page, with the way back", async ({
    page,
    axe,
  }) => {
    await page.goto('/Book/SEAVIEW/Nowhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await axe();
    await page.getByRole('link', { name: 'Go to the booking page' }).click();
    await expect(page).toHaveURL(/\/Book\/SEAVIEW$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Book your stay at/ })).toBeVisible();
    // under manage booking too: the hotel's menu leads back to finding a booking
    await page.goto('/Manage/SEAVIEW/Nowhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Manage booking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage your booking' })).toBeVisible();
  });

  test('unknown addresses, /Unauthorised and /Error show their pages', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    await page.goto('/Unauthorised');
    await expect(page.getByRole('heading', { level: 1, name: 'Unauthorised' })).toBeVisible();
    await page.goto('/Error');
    await expect(page.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
  });

  test('Rooms-And-Rates without a possible search goes back to search, keeping query and hash', async ({ page }) => {
    await page.goto('/Book/SEAVIEW/Rooms-And-Rates?promo=SPRING10#rooms');
    await expect(page).toHaveURL(/\/Book\/SEAVIEW\?promo=SPRING10#rooms$/);
    await expect(page.getByRole('heading', { level: 1, name: /Book your stay at/ })).toBeVisible();
  });

  test('Rooms-And-Rates with a complete search stays', async ({ page }) => {
    const from = new Date(Date.now() + 30 * 86400000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 32 * 86400000).toISOString().slice(0, 10);
    await page.goto(`/Book/SEAVIEW/Rooms-And-Rates?from=${from}&to=${to}&rooms=2-0-0`);
    await expect(page.getByRole('heading', { level: 1, name: 'Rooms and rates' })).toBeVisible();
  });

  test('Checkout with an empty basket and no token, Status and Confirmation without a token go to search', async ({
    page,
  }) => {
    for (const path of ['/Book/SEAVIEW/Checkout', '/Book/SEAVIEW/Status', '/Book/SEAVIEW/Confirmation']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/Book\/SEAVIEW$/);
    }
  });

  test('ManageAccount sends anonymous visitors to Book', async ({ page }) => {
    await page.goto('/ManageAccount/SEAVIEW');
    await expect(page).toHaveURL(/\/Book\/SEAVIEW$/);
  });

  test('manage booking: the search page loads; a reservation link without a loaded booking goes back', async ({
    page,
    axe,
  }) => {
    await page.goto('/Manage/SEAVIEW');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage your booking' })).toBeVisible();
    await axe();
    await page.goto('/Manage/SEAVIEW/Reservation');
    await expect(page).toHaveURL(/\/Manage\/SEAVIEW$/);
    await page.goto('/Manage/SEAVIEW/Reservation/100001/not-the-code');
    await expect(page).toHaveURL(/\/Manage\/SEAVIEW\?link=failed$/);
  });

  test('pre check-in, account pages and the group search open', async ({ page }) => {
    await page.goto('/PreCheckIn/SEAVIEW/100001/anything');
    await expect(page.getByRole('heading', { level: 1, name: 'Online check-in' })).toBeVisible();
    await page.goto('/Account/Register/SEAVIEW');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await page.goto('/BookGroup/COASTAL');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a hotel' })).toBeVisible();
  });

  test('navigating moves focus to the new page heading and records a page view', async ({ page }) => {
    await page.goto('/Book/SEAVIEW');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Manage booking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage your booking' })).toBeFocused();
    const views = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((e) => e.event === 'page_view').map((e) => e.virtualPageName),
    );
    expect(views).toEqual(['NewPageLoaded', 'NewPageLoaded']);
  });
});

// Every other e2e test runs as a guest who asked for reduced motion (playwright.config.ts): here,
// one who did not, and the same page once they ask.
test.describe('motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the rooms to come pulse while the search runs, and stand still once the guest asks for less motion', async ({
    page,
    api,
  }) => {
    const SEARCH = '/api/Availability/Search';
    // the search waits from the page's first script (the deep link searches as it opens)
    await api.holdFromStart(SEARCH);
    await page.goto(roomsAndRatesUrl());
    await expect(page.getByText('Searching for rooms…')).toBeVisible();
    const running = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .map((a) => (a as CSSAnimation).animationName),
      );
    // the three cards of the rooms to come
    await expect.poll(running).toEqual(['skeleton-pulse', 'skeleton-pulse', 'skeleton-pulse']);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(running).toEqual([]);
    await expect(page.getByText('Searching for rooms…')).toBeVisible();
    // the search answers: the rooms come as they do for everyone
    await api.release(SEARCH);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  });
});
