import { expect, type Page } from '@playwright/test';

/** YYYY-MM-DD `days` from today. */
export function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

export function roomsAndRatesUrl(options: { from?: number; nights?: number; rooms?: string; promo?: string; code?: string } = {}): string {
  const from = options.from ?? 45;
  const params = new URLSearchParams({ from: inDays(from), to: inDays(from + (options.nights ?? 2)), rooms: options.rooms ?? '2-0-0' });
  if (options.promo) params.set('promo', options.promo);
  return `/Book/${options.code ?? 'SEAVIEW'}/Rooms-And-Rates?${params.toString()}`;
}

export const TEST_CARDS = { approved: '4111 1111 1111 1111', declined: '4000 0000 0000 0002', pending: '4000 0000 0000 3220' } as const;

/** Chooses the first rate of a room type for the active room. */
export async function chooseRate(page: Page, room: number, roomType: RegExp | string = /.+/) {
  const name = typeof roomType === 'string' ? new RegExp(`^Select .* for Room ${room}, ${roomType}$`) : new RegExp(`^Select .* for Room ${room}, ${roomType.source}$`);
  const buttons = page.getByRole('button', { name });
  await expect(buttons.first()).toBeVisible();
  await buttons.first().click();
}

/** Declines upgrades, fills lead guests (and bed set-up), skips extras, until checkout. */
export async function completeRoomSteps(page: Page, guests: Array<{ first: string; last: string }>) {
  const step = page.getByRole('heading', { name: /^(Upgrade Room \d+\?|Who is staying in Room \d+\?|Add extras to Room \d+|Your booking summary|Checkout)$/ });
  for (let guard = 0; guard < 30; guard++) {
    await expect(step.first()).toBeVisible();
    const text = (await step.first().textContent()) ?? '';
    if (text === 'Checkout') return;
    const current = page.getByRole('heading', { name: text, exact: true });
    if (text.startsWith('Upgrade Room')) {
      await page.getByRole('button', { name: /^No thanks/ }).click();
    } else if (text.startsWith('Who is staying')) {
      const room = Number(/Room (\d+)/.exec(text)?.[1] ?? '1');
      const guest = guests[room - 1] ?? guests[0]!;
      await page.getByLabel('First name').fill(guest.first);
      await page.getByLabel('Last name').fill(guest.last);
      const bed = page.getByLabel('Bed set-up');
      if (await bed.isVisible()) await bed.selectOption({ index: 1 });
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

export async function fillBooker(page: Page) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('E-mail address').fill('ada@example.com');
  await page.getByLabel('Telephone').fill('+44 20 7946 0000');
  await page.getByLabel('Street address').fill('1 Analytical Way');
  await page.getByLabel('Postcode').fill('N1 1AA');
  await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Name on card').fill('A Lovelace');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption({ index: 3 });
  await page.getByLabel('Security code (CVV)').fill('123');
}

export async function agreeAndConfirm(page: Page) {
  const terms = page.getByRole('checkbox', { name: /I agree to the/ });
  if (!(await terms.isChecked())) await terms.check();
  await page.getByRole('button', { name: /^Confirm booking/ }).click();
}
