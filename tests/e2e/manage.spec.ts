import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import {
  agreeAndConfirm,
  chooseRate,
  completeRoomSteps,
  definitionOf,
  fillBooker,
  fillCard,
  inDays,
  money,
  roomsAndRatesUrl,
  tabTo,
  TEST_CARDS,
} from './support/booking';
import { DEMO } from '@mocks/db/demo';
import { formatTypedDate } from '@/domain/dates';

/**
 * Manage booking end to end against the built app with the mock backend (each test is a new
 * visit, its storage and cookies emptied, so its own mock database). The demo booking 100001
 * (Smith) arrives in 10 days for 3 nights: Room 1 Superior Sea View (Flexible Rate), Room 2
 * Classic Double (Bed & Breakfast); both free to cancel until 48 hours before arrival.
 */
const { referenceNumber, surname, linkHash } = DEMO.reservation;
const LINK = `/Manage/SEAVIEW/Reservation/${referenceNumber}/${linkHash}`;
const PAGE = `Your booking ${referenceNumber}`;

/** "Thu 3rd Dec 2026" of a date `days` from today, as the pages write it. */
function displayDate(days: number): string {
  const d = new Date(`${inDays(days)}T12:00:00`);
  const n = d.getDate();
  const suffix =
    n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  const weekday = d.toLocaleDateString('en-GB', { weekday: 'short' });
  const month = d.toLocaleDateString('en-GB', { month: 'short' });
  return `${weekday} ${n}${suffix} ${month} ${d.getFullYear()}`;
}

async function findBooking(page: Page, name: string = surname) {
  await page.goto('/Manage/SEAVIEW');
  await page.getByLabel('Reservation number').fill(referenceNumber);
  await page.getByLabel('Guest name').fill(name);
  await page.getByRole('button', { name: 'Find booking' }).click();
}

const total = async (page: Page) => money(await definitionOf(page.locator('.manage-totals').first(), 'Total'));

test.describe('manage booking', () => {
  test('find by reference and name, change the dates, see the difference, save; a reload shows the new stay', async ({
    page,
    screens,
  }) => {
    await page.goto('/Manage/SEAVIEW');
    await screens.page('Manage your booking');
    await page.getByRole('button', { name: 'Find booking' }).click();
    await expect(page.getByText('Reservation Number is required')).toBeVisible();
    await expect(page.getByText('Guest Name is required')).toBeVisible();
    await findBooking(page);
    await screens.page(PAGE);
    await screens.step('Your stay');
    const before = await total(page);
    await expect(page.getByText(`${displayDate(10)} to ${displayDate(13)}, 3 nights`)).toBeVisible();

    await page.getByRole('button', { name: 'Change dates' }).click();
    await screens.step('Change your dates');
    // one night fewer: the booking's own nights always have its rooms
    await page.getByLabel('Departure', { exact: true }).fill(formatTypedDate(inDays(12)));
    await page.getByRole('button', { name: 'Find rates for these dates' }).click();
    const rates = page.getByRole('table');
    await expect(rates.getByRole('row')).toHaveCount(3);
    await expect(page.getByText(/^The rooms cost £[\d,.]+ less\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Use these dates' }).click();

    await screens.step('Review your changes');
    await expect(page.getByRole('cell', { name: `Dates: ${inDays(10)} to ${inDays(12)}` }).first()).toBeVisible();
    const after = money(await definitionOf(page.locator('.manage-totals'), 'New total'));
    expect(after).toBeLessThan(before);
    const difference = await definitionOf(page.locator('.manage-totals'), 'Difference');
    expect(money(difference)).toBeCloseTo(before - after, 2);
    await expect(page.getByText(/^You will pay £[\d,.]+ less\. Nothing is charged now/)).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await screens.step('Your booking has been updated');

    await page.reload();
    await screens.page(PAGE);
    await expect(page.getByText(`${displayDate(10)} to ${displayDate(12)}, 2 nights`)).toBeVisible();
    expect(await total(page)).toBeCloseTo(after, 2);
  });

  test('"Add extras" of a new booking’s confirmation opens its extras; the extra is saved', async ({
    page,
    screens,
  }) => {
    await page.goto(roomsAndRatesUrl({ from: 45 }));
    await chooseRate(page, screens, 1);
    await completeRoomSteps(page, screens, [{ first: 'Ada', last: 'Lovelace' }]);
    await fillBooker(page);
    await fillCard(page, TEST_CARDS.approved);
    await agreeAndConfirm(page);
    await screens.page('Your booking is confirmed');
    await page.getByRole('link', { name: 'Add extras' }).click();
    await screens.step('Add extras to Room 1');
    const extra = page.getByRole('checkbox', { name: /^Add / }).first();
    const label = await extra.evaluate((e) => (e as HTMLInputElement).labels?.[0]?.textContent ?? '');
    const name = label.replace(/^Add /, '');
    await extra.check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await screens.step('Review your changes');
    await expect(page.getByText(`${name} × 1`)).toBeVisible();
    await expect(
      page.getByText(/^You will pay £[\d,.]+ more\. Nothing is charged now: the balance is paid at the hotel\.$/),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await screens.step('Your booking has been updated');
    await page.getByRole('button', { name: 'View your booking' }).click();
    await screens.step('Your stay');
    await expect(page.getByRole('list', { name: 'Extras of Room 1' })).toContainText(`${name} × 1`);
  });

  test('upgrade a room at the same rate; the summary shows what more it costs', async ({ page, screens }) => {
    await page.goto(LINK);
    await screens.page(PAGE);
    await page.getByRole('button', { name: 'Upgrade your room' }).click();
    await screens.step(/^Upgrade Room \d\?$/);
    const upgrade = page.getByRole('button', { name: /^Upgrade to / }).first();
    const to = ((await upgrade.textContent()) ?? '').replace(/^Upgrade to /, '');
    await upgrade.click();
    // the other room may be offered upgrades too: keep it
    const keep = page.getByRole('button', { name: /^No thanks/ });
    if (await keep.isVisible()) await keep.click();
    await screens.step('Review your changes');
    await expect(page.getByText(new RegExp(`^Room: .+ → ${to}$`))).toBeVisible();
    expect(money(await definitionOf(page.locator('.manage-totals'), 'Difference'))).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await screens.step('Your booking has been updated');
    await page.getByRole('button', { name: 'View your booking' }).click();
    await expect(page.getByRole('heading', { level: 3, name: `Room 1: ${to}` })).toBeVisible();
  });

  test('cancel one room with a reason: the charge shows before saving, then the room is gone', async ({
    page,
    screens,
  }) => {
    await page.goto(LINK);
    await screens.page(PAGE);
    await page.getByRole('button', { name: 'Cancel Room 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Room 2' });
    await expect(dialog.getByText('Cancelling now is free of charge.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel this room' }).click();
    await expect(dialog.getByText('Please choose a cancellation reason')).toBeVisible();
    await dialog.getByLabel('Reason for cancelling').selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Cancel this room' }).click();
    await screens.step('Review your changes', { focused: false });
    await expect(page.getByRole('cell', { name: 'Cancelled', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await screens.step('Your booking has been updated');
    await page.getByRole('button', { name: 'View your booking' }).click();
    await expect(page.getByRole('heading', { level: 3, name: /^Room \d: / })).toHaveCount(1);
  });

  test('cancel the whole booking: what it costs, then the cancelled state with its reference', async ({
    page,
    screens,
  }) => {
    await page.goto(LINK);
    await screens.page(PAGE);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your booking' });
    await expect(dialog.getByText('Cancelling now is free of charge.')).toBeVisible();
    await dialog.getByLabel('Reason for cancelling').selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your booking has been cancelled.' })).toBeVisible();
    await screens.step('This booking is cancelled', { focused: false });
    await expect(page.getByText(`Your cancellation reference is CX-${referenceNumber}.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    // it stays cancelled
    await page.reload();
    await screens.step('This booking is cancelled', { focused: false });
  });

  test('a booking already cancelled opens cancelled; a wrong name says so', async ({ page, screens }) => {
    await findBooking(page, 'Nobody');
    await expect(page.getByRole('alert')).toContainText('We could not find a booking with these details.');
    await expect(page.getByLabel('Guest name')).toHaveValue('Nobody');
    await page.getByLabel('Reservation number').fill(DEMO.cancelledReservation.referenceNumber);
    await page.getByLabel('Guest name').fill(DEMO.cancelledReservation.surname);
    await page.getByRole('button', { name: 'Find booking' }).click();
    await screens.page(`Your booking ${DEMO.cancelledReservation.referenceNumber}`);
    // the page opens on it: its heading (h1) has the focus
    await screens.step('This booking is cancelled', { focused: false });
    await expect(
      page.getByText(`Your cancellation reference is CX-${DEMO.cancelledReservation.referenceNumber}.`),
    ).toBeVisible();
  });

  test('the link opens the booking; a wrong link goes to the search with a message; the search is remembered', async ({
    page,
    screens,
  }) => {
    await page.goto(`/Manage/SEAVIEW/Reservation/${referenceNumber}/not-the-code`);
    await expect(page).toHaveURL(/\/Manage\/SEAVIEW\?link=failed$/);
    await expect(page.getByRole('alert')).toContainText('That link did not open a booking.');
    await page.goto('/Manage/SEAVIEW/Reservation');
    await expect(page).toHaveURL(/\/Manage\/SEAVIEW$/);
    await page.goto(LINK);
    await screens.page(PAGE);
    // opened in this tab: the route without parameters opens it again
    await page.goto('/Manage/SEAVIEW/Reservation');
    await screens.page(PAGE);
  });

  test('keyboard only: rename the lead guest of room 1 and save', async ({ page, screens }) => {
    await page.goto(LINK);
    await screens.page(PAGE);
    await screens.step('Your stay');
    await tabTo(page, page.getByRole('button', { name: 'Edit guests' }));
    await page.keyboard.press('Enter');
    await screens.step('Who is staying in Room 1?');
    await tabTo(page, page.getByLabel('First name'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Johnny');
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await screens.step('Guests of Room 1: Superior Sea View');
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    // room 2 is visited too
    await screens.step('Who is staying in Room 2?');
    await page.keyboard.press('Tab');
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await screens.step('Guests of Room 2: Classic Double');
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await screens.step('Review your changes');
    await expect(page.getByRole('cell', { name: /^Guest names: Johnny Smith, New Guest/ })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Save changes' }));
    await page.keyboard.press('Enter');
    await screens.step('Your booking has been updated');
  });

  test('a failed save keeps every change, over a reload too, and saves once it works', async ({ page, screens }) => {
    await page.goto(`${LINK}?scenario=server-error:updateManageBooking`);
    await screens.page(PAGE);
    await page.getByRole('button', { name: 'Edit your details' }).click();
    await screens.step('Your details');
    await page.getByLabel('Special requests').fill('Feather-free pillows, please');
    await page.getByRole('button', { name: 'Continue' }).click();
    await screens.step('Review your changes');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByText('Your special requests change.')).toBeVisible();
    // the change survives a reload (back where the guest was); the server works again
    await page.goto(`${LINK}?scenario=none`);
    await screens.page(PAGE);
    await expect(page.getByText('Your special requests change.')).toBeVisible();
    await page.getByRole('button', { name: 'Make more changes' }).click();
    await expect(page.getByText('You have changes that are not saved yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Review and save changes' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await screens.step('Your booking has been updated');
  });
});
