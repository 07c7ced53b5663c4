import { test, expect } from './support/fixtures';
import { tabTo } from './support/booking';
import { addDays, formatTypedDate } from '@/domain/dates';
import { localToday } from '@/ui/clock';
import { DEMO } from '@mocks/db/demo';
import { BOOKING_STAY } from '../support/bookingStay';

test.describe('search page', () => {
  test('a search by keyboard alone lands on Rooms-And-Rates with the query', async ({ page, axe }) => {
    await page.goto('/Book/SEAVIEW');
    const form = page.getByRole('form', { name: 'Search for rooms' });
    await expect(form).toHaveAttribute('data-state', /calendar\.loaded/);
    await expect(form.getByRole('grid').first()).toBeVisible(); // the calendar shows once the page has painted
    await axe();

    // into the calendar grid: the roving focus lands on today (or the first open day)
    await tabTo(page, form.getByRole('gridcell').getByRole('button'));
    const first = await page.evaluate(
      () => document.activeElement?.closest('[data-day]')?.getAttribute('data-day') ?? '',
    );
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.keyboard.press('ArrowDown'); // one week later
    await page.keyboard.press('Enter'); // arrival
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter'); // departure, two nights later
    const from = addDays(first, 7);
    const to = addDays(first, 9);
    await expect(form.getByLabel('Arrival', { exact: true })).toHaveValue(formatTypedDate(from));
    await expect(form.getByLabel('Departure', { exact: true })).toHaveValue(formatTypedDate(to));

    // rooms and guests: their button opens them, Tab goes in, Escape comes back to the button
    const roomsAndGuests = form.getByRole('button', { name: /^Rooms and guests/ });
    await tabTo(page, roomsAndGuests);
    await page.keyboard.press('Enter');
    const adults = form.getByRole('group', { name: 'Room 1' }).getByRole('combobox', { name: 'Adults' });
    await page.keyboard.press('Tab');
    await expect(adults).toBeFocused();
    await page.keyboard.press('ArrowDown'); // 2 -> 3 adults
    await expect(adults).toHaveValue('3');
    await page.keyboard.press('Escape');
    await expect(adults).toBeHidden();
    await expect(roomsAndGuests).toBeFocused();
    // open again and leave backwards (Shift+Tab, to the calendar): they close, nothing stays over it
    await page.keyboard.press('Enter');
    await expect(adults).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(adults).toBeHidden();
    await tabTo(page, roomsAndGuests);
    await expect(roomsAndGuests).toHaveAccessibleName('Rooms and guests 1 room, 3 adults');
    await tabTo(page, form.getByRole('button', { name: 'Search', exact: true }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/Book\/SEAVIEW\/Rooms-And-Rates\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('from')).toBe(from);
    expect(params.get('to')).toBe(to);
    expect(params.get('rooms')).toBe('3-0-0');
  });

  test('Search asks the hotel once: the flow searches as the page changes, the rooms page asks no more', async ({
    page,
    api,
  }) => {
    const SEARCH = '/api/Availability/Search';
    await page.goto(`/Book/SEAVIEW?${BOOKING_STAY}`);
    const form = page.getByRole('form', { name: 'Search for rooms' });
    await expect(form).toHaveAttribute('data-state', /calendar\.loaded/);
    await api.hold(SEARCH);
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    // the rooms page waits for the search the flow started
    await expect(page.getByText('Searching for rooms…')).toBeVisible();
    await api.release(SEARCH);
    await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible();
    const searches = await api.calls(SEARCH);
    expect(searches).toHaveLength(1);
    expect(searches[0]?.status).toBe(200);
  });

  test('sold-out nights: days disabled, message shown, alternative stays offered', async ({ page, axe }) => {
    const from = addDays(localToday(), DEMO.seaviewSoldOutOffsets[0] - 1);
    const to = addDays(localToday(), DEMO.seaviewSoldOutOffsets[1] + 1);
    await page.goto(`/Book/SEAVIEW?from=${from}&to=${to}&rooms=2-0-0`);
    const form = page.getByRole('form', { name: 'Search for rooms' });
    await expect(form.getByText('No rooms available on selected dates')).toBeVisible();
    await expect(form.getByRole('button', { name: /sold out/ }).first()).toBeDisabled();
    const alternatives = form.getByRole('region', { name: 'Alternative stays' });
    await expect(alternatives.getByRole('button').first()).toBeVisible();
    expect(await alternatives.getByRole('button').count()).toBeLessThanOrEqual(10);
    await axe();
    await alternatives.getByRole('button').first().click();
    await expect(form.getByText('No rooms available on selected dates')).toBeHidden();
  });

  // (its own context: the browser's clock it sets is the context's)
  test.describe(() => {
    test.use({ ownContext: true });
    test('same-day arrival after the cut-off shows the hotel message and does not search', async ({ page, axe }) => {
      const today = localToday();
      const [y, m, d] = today.split('-').map(Number);
      await page.clock.setFixedTime(new Date(y!, m! - 1, d!, 15, 0));
      await page.goto(`/Book/SEAVIEW?from=${today}&to=${addDays(today, 1)}&rooms=2-0-0`);
      const form = page.getByRole('form', { name: 'Search for rooms' });
      await expect(form.getByText(/Same-day bookings close at 2pm/)).toBeVisible();
      await expect(form).toHaveAttribute('data-state', /sameDay\.blocked/);
      await axe();
      await form.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/Book\/SEAVIEW\?/);
    });
  });

  test('works at 320 px wide without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto('/Book/SEAVIEW');
    await expect(page.getByRole('form', { name: 'Search for rooms' })).toHaveAttribute(
      'data-state',
      /calendar\.loaded/,
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
