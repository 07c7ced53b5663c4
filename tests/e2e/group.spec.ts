import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import {
  agreeAndConfirm,
  chooseRate,
  completeRoomSteps,
  fillBooker,
  fillCard,
  inDays,
  money,
  tabTo,
  TEST_CARDS,
} from './support/booking';
import { DEMO } from '@mocks/db/demo';
import { formatTypedDate } from '@/domain/dates';

// whole journeys, an axe scan on every screen, on a 2-core machine
test.describe.configure({ timeout: 60_000 });

/** The demo group stay: SEAVIEW sold out, HARBOUR, CITYLOFT and LIGHTHOUSE open (mocks/db/demo.ts). */
const FROM = inDays(DEMO.groupSearch.arrivalOffset);
const TO = inDays(DEMO.groupSearch.arrivalOffset + DEMO.groupSearch.nights);
const TWO_ROOMS = `from=${FROM}&to=${TO}&rooms=2-0-0,2-0-0`;

const results = (page: Page) => page.getByRole('region', { name: /^Hotels/ });
const hotel = (page: Page, name: string) => results(page).getByRole('article', { name });
const hotelNames = (page: Page) => results(page).getByRole('article').getByRole('heading').allTextContents();

/** The option chosen in the form's "Area or location". */
const chosen = (form: Locator) => form.getByLabel('Area or location').getByRole('option', { selected: true });

async function searchDone(page: Page, summary: string | RegExp) {
  await expect(results(page).getByRole('status')).toHaveText(summary);
}

/** The "From £483.00" of each hotel that can take the stay, in the group's currency (GBP). */
async function groupPrices(page: Page): Promise<number[]> {
  const cards = await results(page).getByRole('article').all();
  const prices: number[] = [];
  for (const card of cards) {
    const about = card.getByText(/^About £/);
    const from = card.getByText(/^From £/);
    const shown = (await about.count()) ? about : (await from.count()) ? from : null;
    const text = shown ? await shown.textContent() : null;
    const amount = text ? /£([\d,]+\.\d{2})/.exec(text)?.[1] : undefined;
    if (amount) prices.push(money(amount));
  }
  return prices;
}

async function expectReason(card: Locator, label: string, text: string) {
  await expect(card.getByText(label, { exact: true })).toBeVisible();
  await expect(card).toContainText(text);
  await expect(card.getByRole('link', { name: /^View rooms/ })).toHaveCount(0);
}

test.describe('property-group search', () => {
  test('COASTAL for two rooms: results with reasons, sort, area filter, then book the chosen hotel', async ({
    page,
    screens,
    axe,
  }) => {
    await page.goto(`/BookGroup/${DEMO.propertyGroup}`);
    await screens.page('Find a hotel');
    await expect(page.getByRole('banner').getByRole('img', { name: 'Coastal Collection home' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our hotels' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Search our hotels' });
    await form.getByLabel('Arrival', { exact: true }).fill(formatTypedDate(FROM));
    await form.getByLabel('Departure', { exact: true }).fill(formatTypedDate(TO));
    await form.getByRole('button', { name: 'Rooms and guests 1 room, 2 adults' }).click();
    await form.getByRole('button', { name: 'Add a room' }).click();
    await form.getByRole('group', { name: 'Room 2' }).getByLabel('Adults').selectOption('2');
    await form.getByRole('button', { name: 'Done' }).click();
    await expect(form.getByRole('button', { name: 'Rooms and guests 2 rooms, 4 adults' })).toBeFocused();
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/BookGroup/COASTAL\\?${TWO_ROOMS}$`));
    await searchDone(page, '2 of 4 hotels can take your stay.');
    await axe();

    // by price: the two that can take it, cheapest first in pounds, then the others with why
    expect((await hotelNames(page)).slice(2)).toEqual(['Seaview Grand Hotel', 'Lighthouse Inn']);
    const prices = await groupPrices(page);
    expect(prices).toHaveLength(2);
    expect(prices[0]).toBeLessThanOrEqual(prices[1] ?? 0);
    await expectReason(hotel(page, 'Seaview Grand Hotel'), 'Sold out', 'No rooms available on selected dates');
    await expectReason(
      hotel(page, 'Lighthouse Inn'),
      'Too many rooms',
      'Lighthouse Inn takes at most 1 room in one online booking.',
    );
    // City Loft prices in euros, and says what that is in the group's pounds
    const city = hotel(page, 'City Loft Dublin');
    await expect(city.getByText(/^From €[\d,]+\.\d{2}/)).toBeVisible();
    await expect(city.getByText(/^About £[\d,]+\.\d{2}; the hotel charges in its own currency\.$/)).toBeVisible();

    // by area: the group's area order, the one that can take it first within an area
    await results(page).getByLabel('Sort by').selectOption('area');
    await expect(page).toHaveURL(/&sort=area$/);
    await expect
      .poll(() => hotelNames(page))
      .toEqual(['Seaview Grand Hotel', 'Harbour House', 'Lighthouse Inn', 'City Loft Dublin']);

    // filter by area: a new search of Cornwall, shown in the form too
    const areas = results(page).getByRole('group', { name: 'Show hotels in' });
    await expect(areas.getByRole('button', { name: /^Cornwall/ })).toHaveAccessibleName(
      /^Cornwall\s*1 of 2 hotels available, from £[\d,]+\.\d{2}$/,
    );
    await areas.getByRole('button', { name: /^Cornwall/ }).click();
    await expect(page).toHaveURL(/&area=2&sort=area$/);
    await expect(page.getByRole('heading', { name: 'Hotels in Cornwall' })).toBeVisible();
    await searchDone(page, '1 of 2 hotels can take your stay.');
    await expect(areas.getByRole('button', { name: /^Cornwall/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(chosen(form)).toHaveText('All of Cornwall');
    expect(await hotelNames(page)).toEqual(['Harbour House', 'Lighthouse Inn']);

    // back: the search before the filter, from the address
    await page.goBack();
    await searchDone(page, '2 of 4 hotels can take your stay.');
    await expect(chosen(form)).toHaveText('All areas');

    // the hotel's own Rooms-And-Rates, with the same search, booked to confirmation
    await hotel(page, 'Harbour House').getByRole('link', { name: 'View rooms at Harbour House' }).click();
    await expect(page).toHaveURL(new RegExp(`/Book/HARBOUR/Rooms-And-Rates\\?${TWO_ROOMS}$`));
    await chooseRate(page, screens, 1, 'Harbour Double', 'Flexible Rate');
    await chooseRate(page, screens, 2, 'Harbour Double', 'Flexible Rate');
    await completeRoomSteps(page, screens, [
      { first: 'Ada', last: 'Lovelace' },
      { first: 'Grace', last: 'Hopper' },
    ]);
    await fillBooker(page);
    await fillCard(page, TEST_CARDS.approved);
    await agreeAndConfirm(page);
    await screens.page('Your booking is confirmed');
    await expect(page).toHaveURL(/\/Book\/HARBOUR\/Confirmation\/[^/?]+$/);
    await expect(page.getByText(/^Room 2: Harbour Double, Flexible Rate$/)).toBeVisible();
  });

  test('a deep link repeats the search (a location, the sort) and survives a reload', async ({ page, screens }) => {
    await page.goto(`/BookGroup/COASTAL?from=${FROM}&to=${TO}&rooms=1-0-0&location=22&sort=area`);
    await screens.page('Find a hotel');
    await searchDone(page, '1 of 1 hotel can take your stay.');
    const form = page.getByRole('form', { name: 'Search our hotels' });
    await expect(chosen(form)).toHaveText('Docklands, City Loft Dublin');
    await expect(form.getByLabel('Arrival', { exact: true })).toHaveValue(formatTypedDate(FROM));
    await expect(results(page).getByLabel('Sort by')).toHaveValue('area');
    // the location is City Loft's own: its Rooms-And-Rates searches it too
    await expect(hotel(page, 'City Loft Dublin').getByRole('link', { name: /^View rooms/ })).toHaveAttribute(
      'href',
      `/Book/CITYLOFT/Rooms-And-Rates?from=${FROM}&to=${TO}&rooms=1-0-0&location=22`,
    );
    await page.reload();
    await searchDone(page, '1 of 1 hotel can take your stay.');
    expect(await hotelNames(page)).toEqual(['City Loft Dublin']);
  });

  test('keyboard only: change the party, search, filter an area and open a hotel', async ({ page, screens }) => {
    await page.goto(`/BookGroup/COASTAL?from=${FROM}&to=${TO}&rooms=2-0-0`);
    await screens.page('Find a hotel');
    await searchDone(page, '3 of 4 hotels can take your stay.');
    const form = page.getByRole('form', { name: 'Search our hotels' });
    // three adults: Lighthouse Inn's rooms sleep two
    await tabTo(page, form.getByRole('button', { name: /^Rooms and guests/ }));
    await page.keyboard.press('Enter');
    const adults = form.getByRole('group', { name: 'Room 1' }).getByLabel('Adults');
    await tabTo(page, adults);
    await page.keyboard.press('ArrowDown');
    await expect(adults).toHaveValue('3');
    // on to Search: leaving the rooms closes them, so nothing is under what has focus
    await tabTo(page, form.getByRole('button', { name: 'Search', exact: true }));
    await expect(adults).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/rooms=3-0-0$/);
    await searchDone(page, /^\d of 4 hotels can take your stay\.$/);
    await expect(hotel(page, 'Lighthouse Inn')).toContainText('Lighthouse Inn has no room for 3 adults.');

    const dublin = results(page).getByRole('button', { name: /^Dublin Bay/ });
    await tabTo(page, dublin);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/&area=3$/);
    await searchDone(page, '1 of 1 hotel can take your stay.');
    await tabTo(page, hotel(page, 'City Loft Dublin').getByRole('link', { name: 'View rooms at City Loft Dublin' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/Book/CITYLOFT/Rooms-And-Rates\\?from=${FROM}&to=${TO}&rooms=3-0-0$`));
  });
});
