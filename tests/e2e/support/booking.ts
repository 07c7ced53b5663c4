import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { BOOKER_COUNTRY, BOOKER_FIELDS } from '../../support/guest';
import { CARD_EXPIRY, CARD_FRAME_TITLE, CARDHOLDER, SAVED_CARD_CODE_TITLE, SECURITY_CODE } from '../../support/cards';
import type { Screens } from './fixtures';

/** YYYY-MM-DD `days` from today (the browser's and the mock's local calendar). */
export function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export { SURE_STAY } from '../../support/bookingStay';

export function roomsAndRatesUrl(
  options: {
    from?: number;
    nights?: number;
    rooms?: string;
    promo?: string;
    rate?: string;
    location?: number;
    code?: string;
  } = {},
): string {
  const from = options.from ?? 45;
  const params = new URLSearchParams({
    from: inDays(from),
    to: inDays(from + (options.nights ?? 2)),
    rooms: options.rooms ?? '2-0-0',
  });
  if (options.promo) params.set('promo', options.promo);
  if (options.rate) params.set('rate', options.rate);
  if (options.location) params.set('location', String(options.location));
  return `/Book/${options.code ?? 'SEAVIEW'}/Rooms-And-Rates?${params.toString()}`;
}

export { TEST_CARDS, CARD_EXPIRY } from '../../support/cards';

/** "£1,234.50" or "€99.00" -> 1234.5 */
export function money(text: string | null | undefined): number {
  return Number((text ?? '').replace(/[^0-9.]/g, ''));
}

/** The rooms and rates step of a room: "Choose a room for Room 2 (2 adults, ...)". */
export const chooseRoomStep = (room: number) => new RegExp(`^Choose a room for Room ${room}\\b`);

/**
 * On the "Choose a room" step of `room` (scanned with axe), selects a rate of a room type
 * (default: the first rate of the first room type that matches).
 */
export async function chooseRate(
  page: Page,
  screens: Screens,
  room: number,
  roomType: string | RegExp = /.+/,
  ratePlan: string | RegExp = /.+/,
  options: { focused?: boolean } = {},
) {
  await screens.step(chooseRoomStep(room), options);
  const source = (x: string | RegExp) => (typeof x === 'string' ? x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : x.source);
  const buttons = page.getByRole('button', {
    name: new RegExp(`^Select ${source(ratePlan)} for Room ${room}, ${source(roomType)}$`),
  });
  await expect(buttons.first()).toBeVisible();
  await buttons.first().click();
}

const STEP_HEADINGS =
  /^(Upgrade Room \d+\?|Who is staying in Room \d+\?|Add extras to Room \d+|Your booking summary|Checkout)$/;

/**
 * From the first step after the rooms are chosen to checkout (or, on a small screen, to the
 * booking summary): each step is scanned with axe as it is reached; upgrades are declined, lead
 * guests (and bed set-up, where the room type has set-ups) filled in, extras skipped. The
 * Checkout page is scanned before this returns.
 */
export async function completeRoomSteps(
  page: Page,
  screens: Screens,
  guests: Array<{ first: string; last: string }>,
  options: { until?: 'checkout' | 'summary' } = {},
) {
  const step = page.getByRole('heading', { name: STEP_HEADINGS });
  for (let guard = 0; guard < 30; guard++) {
    await expect(step.first()).toBeVisible();
    const text = (await step.first().textContent()) ?? '';
    if (text === 'Checkout') {
      await screens.page('Checkout');
      return;
    }
    await screens.step(text);
    if (text === 'Your booking summary' && options.until === 'summary') return;
    const current = page.getByRole('heading', { name: text, exact: true });
    if (text.startsWith('Upgrade Room')) {
      await page.getByRole('button', { name: /^No thanks/ }).click();
    } else if (text.startsWith('Who is staying')) {
      const room = Number(/Room (\d+)/.exec(text)?.[1] ?? '1');
      await fillLeadGuest(page, guests[room - 1] ?? guests[0]!);
      await page.getByRole('button', { name: 'Continue' }).click();
    } else if (text.startsWith('Add extras')) {
      await page.getByRole('button', { name: 'Continue' }).click();
    } else {
      await page.getByRole('button', { name: 'Continue to checkout' }).click();
    }
    await expect(current).toBeHidden();
  }
  throw new Error('the room steps did not reach checkout');
}

/** The lead guest of the room on screen, and a bed set-up where the room type has set-ups. */
export async function fillLeadGuest(page: Page, guest: { first: string; last: string }) {
  await page.getByLabel('First name').fill(guest.first);
  await page.getByLabel('Last name').fill(guest.last);
  // the set-up question is part of the same screens as the names (rendered with them)
  const bed = page.getByLabel('Bed set-up');
  if (await bed.count()) await bed.selectOption({ index: 1 });
}

export async function fillBooker(page: Page) {
  for (const [label, value] of BOOKER_FIELDS) await page.getByLabel(label).fill(value);
  await page.getByLabel('Country').selectOption({ label: BOOKER_COUNTRY });
}

/** The payment provider's card frame (another origin: the page cannot read it, a guest types in it). */
export const cardFrame = (page: Page) => page.getByTitle(CARD_FRAME_TITLE).contentFrame();

/** The saved card's security code, in the provider's frame. */
export const securityCodeFrame = (page: Page) => page.getByTitle(SAVED_CARD_CODE_TITLE).contentFrame();

export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Name on card').fill(CARDHOLDER);
  const frame = cardFrame(page);
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry date (MM/YY)').fill(CARD_EXPIRY);
  await frame.getByLabel('Security code (CVV)').fill(SECURITY_CODE);
}

export async function agreeAndConfirm(page: Page) {
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: /^Confirm booking/ }).click();
}

/**
 * The definition (dd) of a term (dt) of a description list, by role: the basket's totals are
 * term/definition pairs ("Total including taxes" / "£540.00").
 */
export async function definitionOf(list: Locator, term: string): Promise<string> {
  await expect(list.getByRole('term').filter({ hasText: term }).first()).toBeVisible();
  const terms = (await list.getByRole('term').allTextContents()).map((t) => t.trim());
  const definitions = await list.getByRole('definition').allTextContents();
  expect(terms.length, 'one definition per term').toBe(definitions.length);
  const index = terms.indexOf(term);
  expect(index, `the term "${term}" among ${terms.join(', ')}`).toBeGreaterThanOrEqual(0);
  return (definitions[index] ?? '').trim();
}

/** The number of reservations in the mock backend's database (kept in localStorage, mocks/browser.ts). */
export async function reservationCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const db = JSON.parse(localStorage.getItem('hbe-mock-db') ?? '{"collections":{"reservations":[]}}') as {
      collections: { reservations: unknown[] };
    };
    return db.collections.reservations.length;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus: the keyboard alone moves it. Fails
 * after `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { backwards?: boolean; max?: number; within?: FrameLocator } = {},
) {
  // a field of the card frame is focused in the frame's own document
  const focused = target.and((options.within ?? page).locator(':focus'));
  for (let i = 0; i < (options.max ?? 60); i++) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    if ((await focused.count()) > 0) return;
  }
  throw new Error(`focus never reached ${target.toString()}`);
}
