/**
 * Visual regression: the key pages at the three review widths, compared with the screenshots in
 * tests/e2e/visual-baselines (a small difference is allowed: playwright.config `toHaveScreenshot`).
 * The clock is fixed, so the dates, prices and availability of the demo data are the same on
 * every run. Screenshots are compared in the reference browser only, Debian's Chromium with the
 * fonts `.ci/run` installs, since another browser draws text differently.
 * After a change meant to alter the pages: `npm run test:visual:update`, then look at the images.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { chooseRate, completeRoomSteps } from './support/booking';
import { isReferenceBrowser } from '../../scripts/chromium';
import { DEMO } from '@mocks/db/demo';
import { WIDTHS } from '../support/viewports';

/** The demo data's "today", and a stay ten days on (the demo's sure stay: rooms free). */
const TODAY = new Date('2026-11-26T09:00:00');
const STAY = 'from=2026-12-06&to=2026-12-08&rooms=2-0-0';

test.skip(!isReferenceBrowser, 'screenshots are compared in the reference browser only');
// the pages are drawn at a fixed time, set on the browser's clock, which is its context's: a context
// of each test's own
test.use({ ownContext: true });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
});

/** Every picture the guest can see has arrived and been drawn (those further down may wait). */
async function picturesDrawn(page: Page) {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      })
      .every((img) => img.complete && img.naturalWidth > 0),
  );
}

for (const [name, size] of Object.entries(WIDTHS)) {
  test(`search page, ${name}`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/Book/SEAVIEW');
    const form = page.getByRole('form', { name: 'Search for rooms' });
    await expect(form.getByRole('grid').first()).toBeVisible();
    await picturesDrawn(page);
    await expect(page).toHaveScreenshot(`search-${name}.png`);
  });

  test(`rooms and rates, ${name}`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto(`/Book/SEAVIEW/Rooms-And-Rates?${STAY}`);
    await expect(page.getByRole('heading', { name: /^Choose a room for Room 1/ })).toBeVisible();
    await picturesDrawn(page);
    await expect(page).toHaveScreenshot(`rooms-and-rates-${name}.png`);
  });
}

test('checkout at the three widths', async ({ page, screens }) => {
  await page.setViewportSize(WIDTHS.desktop);
  await page.goto(`/Book/SEAVIEW/Rooms-And-Rates?${STAY}`);
  await chooseRate(page, screens, 1, 'Classic Double', 'Flexible Rate');
  await completeRoomSteps(page, screens, [{ first: 'Ada', last: 'Lovelace' }]);
  const cardFrame = page.getByTitle('Card number, expiry date and security code');
  await expect(cardFrame.contentFrame().getByLabel('Card number')).toBeVisible();
  for (const [name, size] of Object.entries(WIDTHS)) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    // the card fields are the payment provider's page, drawn in its own frame: not ours to compare
    await expect(page).toHaveScreenshot(`checkout-${name}.png`, { mask: [cardFrame] });
  }
});

/**
 * The basket in its drawer, where the bar at the foot of the screen offers it (phone and tablet:
 * from 1024 px the basket is beside the rooms): a sheet from the foot of a phone's screen, a
 * panel at the side of a tablet's.
 */
test('the basket drawer on a phone and a tablet', async ({ page, screens }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize(WIDTHS.desktop);
  await page.goto(`/Book/SEAVIEW/Rooms-And-Rates?${STAY}`);
  await chooseRate(page, screens, 1, 'Classic Double', 'Flexible Rate');
  for (const name of ['phone', 'tablet'] as const) {
    await page.setViewportSize(WIDTHS[name]);
    const opener = page.getByRole('button', { name: 'View your stay' });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Your stay' });
    await expect(drawer.getByText('Classic Double', { exact: false })).toBeVisible();
    await expect(page).toHaveScreenshot(`basket-drawer-${name}.png`);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
  }
});

/**
 * The page at the three widths, from the top: one load, the window resized (the pages follow the
 * width as they do on a turned phone), every picture in view drawn before each screenshot.
 */
async function atEveryWidth(page: Page, name: string, mask: Locator[] = []) {
  for (const [width, size] of Object.entries(WIDTHS)) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await picturesDrawn(page);
    await expect(page).toHaveScreenshot(`${name}-${width}.png`, { mask });
  }
}

const { referenceNumber, linkHash, confirmationToken } = DEMO.reservation;

test.describe('every other page at the three widths', () => {
  test('booking status, while the booking is checked', async ({ page, api, screens }) => {
    await api.holdFromStart('/api/Reservation/Status');
    await page.goto(`/Book/SEAVIEW/Status/${confirmationToken}`);
    await screens.page('Checking your booking');
    await expect(page.getByRole('main').getByRole('status')).toBeVisible();
    await atEveryWidth(page, 'status');
    await api.release('/api/Reservation/Status', { status: 200, body: { Status: 'Pending', Message: null } });
  });

  test('confirmation', async ({ page, screens }) => {
    await page.goto(`/Book/SEAVIEW/Confirmation/${confirmationToken}`);
    await screens.page('Your booking is confirmed');
    await atEveryWidth(page, 'confirmation');
  });

  test('manage booking: find a booking', async ({ page, screens }) => {
    await page.goto('/Manage/SEAVIEW');
    await screens.page('Manage your booking');
    await atEveryWidth(page, 'manage-search');
  });

  test('manage booking: the booking', async ({ page, screens }) => {
    await page.goto(`/Manage/SEAVIEW/Reservation/${referenceNumber}/${linkHash}`);
    await screens.page(`Your booking ${referenceNumber}`);
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
    await atEveryWidth(page, 'manage-booking');
  });

  test('pre check-in', async ({ page, screens }) => {
    await page.goto(`/PreCheckIn/SEAVIEW/${referenceNumber}/${linkHash}`);
    await screens.page(`Online check-in for booking ${referenceNumber}`);
    await expect(page.locator('[data-flow="precheckin"]')).not.toHaveAttribute('data-state', 'loading');
    await atEveryWidth(page, 'precheckin');
  });

  test('restaurant', async ({ page, screens }) => {
    await page.goto('/Restaurant/SEAVIEW');
    await screens.page('Book a table');
    await expect(page.locator('[data-flow="restaurant"]')).not.toHaveAttribute('data-state', /loading/);
    await atEveryWidth(page, 'restaurant');
  });

  test('group search with its results', async ({ page, screens }) => {
    await page.goto(`/BookGroup/${DEMO.propertyGroup}?from=2026-12-16&to=2026-12-18&rooms=2-0-0`);
    await screens.page('Find a hotel');
    await expect(page.getByRole('region', { name: /^Hotels/ }).getByRole('status')).toHaveText(/can take your stay/);
    // the calendar settled too (its arrows are placed once its days are known)
    await expect(page.getByRole('form', { name: 'Search our hotels' })).toHaveAttribute(
      'data-state',
      /calendar\.loaded/,
    );
    await atEveryWidth(page, 'group-search');
  });

  test('create an account', async ({ page, screens }) => {
    await page.goto('/Account/Register/SEAVIEW');
    await screens.page(/^Create an account/);
    await atEveryWidth(page, 'register');
  });

  test('log in', async ({ page }) => {
    await page.goto('/Book/SEAVIEW');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Log in', exact: true })
      .click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await atEveryWidth(page, 'login');
  });

  test('a page that is not there', async ({ page }) => {
    await page.goto('/Book/SEAVIEW/Nowhere');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await atEveryWidth(page, 'not-found');
  });
});
