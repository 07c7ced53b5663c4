import type { Page } from '@playwright/test';
import { test, expect, type Screens } from './support/fixtures';
import { DEMO } from '@mocks/db/demo';
import { securityCodeFrame, tabTo } from './support/booking';
import { formatTypedDate } from '@/domain/dates';

/**
 * Online pre check-in end to end against the built app with the mock backend. SEAVIEW asks the
 * arrival time, each room's lead guest nationality, date of birth and identity document, the
 * terms, and a card (the demo booking has a Visa ending 1111 on file).
 */
const { referenceNumber, linkHash } = DEMO.reservation;
const LINK = `/PreCheckIn/SEAVIEW/${referenceNumber}/${linkHash}`;
const PAGE = `Online check-in for booking ${referenceNumber}`;

async function registerRoom(page: Page, born: string, id: string) {
  await page.getByLabel('Nationality').selectOption('GB');
  await page.getByLabel('Date of birth').fill(formatTypedDate(born));
  await page.getByLabel('Identity document').selectOption('Passport');
  await page.getByLabel('Document number').fill(id);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** From the booker to the summary: both rooms registered, guests and extras as they are, the card on file. */
async function toSummary(page: Page, screens: Screens) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await registerRoom(page, '1985-04-12', '123456789');
  await page.getByRole('button', { name: 'Continue' }).click();
  await registerRoom(page, '1990-01-02', '987654321');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await securityCodeFrame(page).getByLabel('Security code (CVV)').fill('123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await screens.step('Check and confirm');
}

test.describe('online pre check-in', () => {
  test('the demo link: booker, rooms and guests, extras, card, summary, complete; the link again amends it', async ({
    page,
    screens,
  }) => {
    await page.goto(LINK);
    await screens.page(PAGE);
    await screens.step('Your details', { focused: false });
    await page.getByRole('button', { name: 'Continue' }).click();
    await screens.step('Who is staying in Room 1?');
    // what the hotel asks and is missing is said at once
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Choose the nationality')).toBeVisible();
    await registerRoom(page, '1985-04-12', '123456789');
    await screens.step('Guests of Room 1: Superior Sea View');
    await page.getByRole('button', { name: 'Continue' }).click();
    await screens.step('Who is staying in Room 2?');
    await registerRoom(page, '1990-01-02', '987654321');
    await screens.step('Guests of Room 2: Classic Double');
    await page.getByRole('button', { name: 'Continue' }).click();
    await screens.step('Add extras to Room 1');
    await page.getByRole('checkbox', { name: 'Add Secure Parking' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await screens.step('Add extras to Room 2');
    await page.getByRole('button', { name: 'Continue' }).click();
    await screens.step('Card to guarantee your stay');
    await expect(page.getByLabel('Saved card')).toHaveValue(/\d+/);
    await securityCodeFrame(page).getByLabel('Security code (CVV)').fill('123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await screens.step('Check and confirm');
    await page.getByLabel('Estimated arrival time').fill('15:30');
    await page.getByLabel("I accept the hotel's terms").check();
    await page.getByRole('button', { name: 'Complete check-in' }).click();
    await screens.step('Your check-in is complete');

    // the link again: what was saved comes back, to amend until arrival
    await page.goto(LINK);
    await screens.page(PAGE);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Nationality')).toHaveValue('GB');
    await expect(page.getByLabel('Document number')).toHaveValue('123456789');
  });

  test('a reload keeps what was typed, but never the card (its token is asked for again)', async ({
    page,
    screens,
  }) => {
    await page.goto(LINK);
    await screens.page(PAGE);
    await toSummary(page, screens);
    await page.getByLabel('Estimated arrival time').fill('15:30');
    await page.reload();
    await screens.page(PAGE);
    await expect(page.getByLabel('Estimated arrival time')).toHaveValue('15:30');
    const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(stored).toContain('123456789');
    expect(stored).not.toMatch(/tok_|"cvvNumber"|"token":\{/);
    await page.getByLabel("I accept the hotel's terms").check();
    await page.getByRole('button', { name: 'Complete check-in' }).click();
    await page.getByRole('button', { name: 'Enter the card details' }).click();
    await screens.step('Card to guarantee your stay');
    await securityCodeFrame(page).getByLabel('Security code (CVV)').fill('123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Complete check-in' }).click();
    await screens.step('Your check-in is complete');
  });

  test('an invalid link says so with the error header', async ({ page, screens }) => {
    await page.goto(`/PreCheckIn/SEAVIEW/${referenceNumber}/not-the-code`);
    await screens.page(PAGE);
    await expect(page.getByRole('alert')).toContainText(
      'This link is invalid. Please re check the link is correct and try again.',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Error' })).toBeVisible();
  });

  test('a booking that could not be reached is said as such, and a reload opens it', async ({ page, screens }) => {
    await page.goto(`${LINK}?scenario=server-error:getPreCheckIn`);
    await screens.step('We could not open your booking');
    await expect(page.getByRole('alert')).toHaveText('An error has occurred.');
    await expect(page.getByText(/This link is invalid/)).toHaveCount(0);
    // the failure is not kept for the tab: after a reload the booking opens
    await page.goto(`${LINK}?scenario=none`);
    await screens.step('Your details');
  });

  test('a cancelled booking’s link shows its notice', async ({ page, screens }) => {
    const cancelled = DEMO.cancelledReservation;
    await page.goto(`/PreCheckIn/SEAVIEW/${cancelled.referenceNumber}/${cancelled.linkHash}`);
    await screens.page(`Online check-in for booking ${cancelled.referenceNumber}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Booking cancelled' })).toBeVisible();
    await expect(page.getByText('This booking has been cancelled, so it cannot be checked in.')).toBeVisible();
    await expect(page.getByText('Please note')).toBeVisible();
  });

  test('a server error on save says so and keeps everything typed', async ({ page, screens }) => {
    await page.goto(`${LINK}?scenario=server-error:savePreCheckIn`);
    await screens.page(PAGE);
    await toSummary(page, screens);
    await page.getByLabel('Estimated arrival time').fill('15:30');
    await page.getByLabel("I accept the hotel's terms").check();
    await page.getByRole('button', { name: 'Complete check-in' }).click();
    // the server's Message (the scenario's), near the form
    await expect(page.getByRole('alert').filter({ hasText: 'An error has occurred.' })).toBeVisible();
    await expect(page.getByLabel('Estimated arrival time')).toHaveValue('15:30');
    await expect(page.getByLabel("I accept the hotel's terms")).toBeChecked();
  });
});

test('keyboard only: the whole pre check-in', async ({ page, screens }) => {
  const press = async (name: string) => {
    await tabTo(page, page.getByRole('button', { name }));
    await page.keyboard.press('Enter');
  };
  async function registerByKeyboard(born: string, id: string) {
    await tabTo(page, page.getByLabel('Nationality'));
    await page.keyboard.type('United Kingdom');
    await tabTo(page, page.getByLabel('Date of birth'));
    await page.keyboard.type(born);
    await tabTo(page, page.getByLabel('Identity document'));
    await page.keyboard.type('Passport');
    await tabTo(page, page.getByLabel('Document number'));
    await page.keyboard.type(id);
    await press('Continue');
  }
  await page.goto(LINK);
  await screens.page(PAGE);
  await press('Continue');
  await screens.step('Who is staying in Room 1?');
  await registerByKeyboard('04/12/1985', '123456789');
  await screens.step('Guests of Room 1: Superior Sea View');
  await press('Continue');
  await screens.step('Who is staying in Room 2?');
  await registerByKeyboard('01/02/1990', '987654321');
  await screens.step('Guests of Room 2: Classic Double');
  await press('Continue');
  await screens.step('Add extras to Room 1');
  await press('Continue');
  await screens.step('Add extras to Room 2');
  await press('Continue');
  await screens.step('Card to guarantee your stay');
  // into the provider's frame by Tab, and out of it again
  const frame = securityCodeFrame(page);
  await tabTo(page, frame.getByLabel('Security code (CVV)'), { within: frame });
  await page.keyboard.type('123');
  await press('Continue');
  await screens.step('Check and confirm');
  await tabTo(page, page.getByLabel('Estimated arrival time'));
  await page.keyboard.type('15:30');
  await tabTo(page, page.getByLabel("I accept the hotel's terms"));
  await page.keyboard.press('Space');
  await press('Complete check-in');
  await screens.step('Your check-in is complete');
});
