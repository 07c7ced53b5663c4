/**
 * Dark pages (the Theme's DarkPage, for a guest whose device asks for dark: src/app/styles.css,
 * darkPageTokens): a whole booking in dark, every screen scanned with axe (its contrast rules
 * included), from the search page to the confirmation.
 */
import { test, expect } from './support/fixtures';
import type { Locator } from '@playwright/test';
import {
  agreeAndConfirm,
  chooseRate,
  completeRoomSteps,
  fillBooker,
  fillCard,
  roomsAndRatesUrl,
  TEST_CARDS,
} from './support/booking';

test.use({ colorScheme: 'dark' });

const background = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);

test('a booking in dark: the hotel’s DarkPage, readable on every screen (axe), light again when printed', async ({
  page,
  screens,
  axe,
}) => {
  await page.goto('/Book/SEAVIEW');
  const layout = page.locator('[data-dark-page]');
  // SEAVIEW's DarkPage #121212
  expect(await background(layout)).toBe('rgb(18, 18, 18)');
  await expect(page.getByRole('form', { name: 'Search for rooms' }).getByRole('grid').first()).toBeVisible();
  await screens.page(/^Book your stay at Seaview Grand Hotel$/);
  // the rooms and guests, open (a pop-over of their own, on the dark surface)
  const form = page.getByRole('form', { name: 'Search for rooms' });
  await form.getByRole('button', { name: /^Rooms and guests/ }).click();
  await form.getByRole('button', { name: 'Add a room' }).click();
  await expect(
    form.getByRole('dialog', { name: 'Rooms and guests' }).getByRole('group', { name: 'Room 2' }),
  ).toBeVisible();
  await axe();
  await page.keyboard.press('Escape');

  await page.goto(roomsAndRatesUrl());
  await chooseRate(page, screens, 1, 'Classic Double', 'Flexible Rate');
  await completeRoomSteps(page, screens, [{ first: 'Ada', last: 'Lovelace' }]);
  await fillBooker(page);
  await fillCard(page, TEST_CARDS.approved);
  await agreeAndConfirm(page);
  await screens.page('Your booking is confirmed', { timeout: 15_000 });

  // printed, the receipt is black on white whatever the screen's scheme
  await page.emulateMedia({ media: 'print' });
  expect(await background(layout)).not.toBe('rgb(18, 18, 18)');
  await page.emulateMedia({ media: 'screen' });
  expect(await background(layout)).toBe('rgb(18, 18, 18)');
});
