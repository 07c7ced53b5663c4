import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userEvent as browserUser } from 'vitest/browser';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/router';
import type { SetupWorker } from 'msw/browser';
import { addDays, formatDisplayDate, formatTypedDate } from '@/domain/dates';
import { localToday } from '@/ui/clock';
import { DEMO } from '@mocks/db/demo';
import { fillField } from './support/fillField';

const worker = (globalThis as { __integrationWorker?: SetupWorker }).__integrationWorker!;

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

async function searchForm() {
  const form = await screen.findByRole('form', { name: 'Search for rooms' });
  await waitFor(() => expect(form.getAttribute('data-state')).toContain('calendar.loaded'));
  return form;
}

/** Shows the month holding `iso` in the calendar, then returns that day's button. */
async function dayButton(iso: string) {
  const long = new Date(`${iso}T12:00:00`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const name = new RegExp(`^(Today, )?${long}`);
  // the calendar arrives just after the page has painted
  await screen.findByRole('button', { name: 'Go to the Next Month' });
  for (let i = 0; i < 3; i++) {
    const found = screen.queryAllByRole('button', { name });
    if (found[0]) return found[0];
    await userEvent.click(screen.getByRole('button', { name: 'Go to the Next Month' }));
  }
  return screen.getByRole('button', { name });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('search page in Chromium against the mock backend', () => {
  it('fills dates, rooms and guests by label, submits and lands on Rooms-And-Rates with the query', async () => {
    const router = renderAt('/Book/SEAVIEW');
    const form = await searchForm();
    const from = addDays(localToday(), 30);
    const to = addDays(localToday(), 32);
    await fillField('Arrival', formatTypedDate(from));
    await fillField('Departure', formatTypedDate(to));
    await waitFor(() => expect(within(form).getByText(/^2 nights:/)).toBeVisible());

    // rooms and guests are said on their button, and chosen in the pop-over it opens
    await userEvent.click(within(form).getByRole('button', { name: 'Rooms and guests 1 room, 2 adults' }));
    const room1 = within(form).getByRole('group', { name: 'Room 1' });
    await userEvent.selectOptions(within(room1).getByLabelText('Adults'), '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a room' }));
    const room2 = within(form).getByRole('group', { name: 'Room 2' });
    await userEvent.selectOptions(within(room2).getByLabelText('Adults'), '1');
    await userEvent.selectOptions(within(room2).getByLabelText('Children (2-12)'), '1');
    await browserUser.keyboard('{Escape}');
    expect(within(form).queryByRole('group', { name: 'Room 1' })).toBeNull();
    expect(within(form).getByRole('button', { name: 'Rooms and guests 2 rooms, 3 adults, 1 child' })).toHaveFocus();
    await userEvent.type(within(form).getByLabelText('Promo code'), DEMO.promoCode);

    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Book/SEAVIEW/Rooms-And-Rates'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('from')).toBe(from);
    expect(params.get('to')).toBe(to);
    expect(params.get('rooms')).toBe('2-0-0,1-1-0');
    expect(params.get('promo')).toBe(DEMO.promoCode);
  });

  it('chooses a stay in the calendar by clicking an arrival and a departure day', async () => {
    renderAt('/Book/SEAVIEW');
    const form = await searchForm();
    const from = addDays(localToday(), 3);
    const to = addDays(localToday(), 5);
    await userEvent.click(await dayButton(from));
    await userEvent.click(await dayButton(to));
    expect(within(form).getByLabelText('Arrival', { exact: true })).toHaveValue(formatTypedDate(from));
    expect(within(form).getByLabelText('Departure', { exact: true })).toHaveValue(formatTypedDate(to));
  });

  it("names the arrival and the departure in their days' names, and only theirs, as the stay changes", async () => {
    renderAt('/Book/SEAVIEW');
    await searchForm();
    // days of one month (the calendar keeps its view while days are picked in it, and `dayButton`
    // only goes forward), after the demo's sold-out days
    let first = addDays(localToday(), 25);
    if (Number(first.slice(8)) > 21) first = `${addDays(first, 14).slice(0, 8)}01`;
    const from = addDays(first, 0);
    const to = addDays(first, 2);
    const later = addDays(first, 5);
    expect(Math.max(...DEMO.seaviewSoldOutOffsets)).toBeLessThan(25);
    await userEvent.click(await dayButton(from));
    expect(await dayButton(from)).toHaveAccessibleName(/ available, .*arrival$/);
    await userEvent.click(await dayButton(to));
    expect(await dayButton(from)).toHaveAccessibleName(/, arrival$/);
    expect(await dayButton(to)).toHaveAccessibleName(/ available, .*departure$/);
    expect(await dayButton(addDays(first, 1))).not.toHaveAccessibleName(/arrival|departure/);
    // a new arrival: the former stay's days lose their marks, the new one says it
    await userEvent.click(await dayButton(later));
    expect(await dayButton(later)).toHaveAccessibleName(/, arrival$/);
    expect(await dayButton(from)).not.toHaveAccessibleName(/arrival|departure/);
    expect(await dayButton(to)).not.toHaveAccessibleName(/arrival|departure/);
  });

  it('refuses a search without dates and ties the message to the date fields', async () => {
    renderAt('/Book/SEAVIEW');
    const form = await searchForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    const arrival = within(form).getByLabelText('Arrival', { exact: true });
    expect(arrival).toHaveAttribute('aria-invalid', 'true');
    expect(arrival).toHaveAccessibleDescription(/Please choose your arrival and departure dates/);
    expect(arrival).toHaveFocus();
  });

  it('disables sold-out days in the calendar', async () => {
    renderAt('/Book/SEAVIEW');
    await searchForm();
    const soldOut = addDays(localToday(), DEMO.seaviewSoldOutOffsets[0]);
    const button = await dayButton(soldOut);
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleName(/sold out/);
  });

  it('writes the lowest price a night under each open day, and says it in the name of the day', async () => {
    renderAt('/Book/SEAVIEW');
    await searchForm();
    const day = await dayButton(addDays(localToday(), DEMO.reservation.arrivalOffset));
    await waitFor(() => expect(day).toHaveAccessibleName(/, from £[\d,]+ a night$/));
    const named = /from (£[\d,]+) a night$/.exec(day.getAttribute('aria-label') ?? '')?.[1];
    // the figure drawn under the day (CSS, from data-price) is the one in its name
    expect(day).toHaveAttribute('data-price', named);
    // a sold-out day has no price
    expect(await dayButton(addDays(localToday(), DEMO.seaviewSoldOutOffsets[0]))).not.toHaveAttribute('data-price');
  });

  it('draws the minimum stay of a day as its "N+" marker and says it in its name; today comes first', async () => {
    renderAt('/Book/SEAVIEW');
    await searchForm();
    const calendar = await screen.findByRole('group', { name: 'Availability calendar' });
    // "Today", then the day's date
    const today = await within(calendar).findByRole('button', { name: /^Today, / });
    const date = new Date().toLocaleDateString('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    expect(today).toHaveAccessibleName(new RegExp(`^Today, ${date}, `));
    // next month: a whole month of days (the demo's weekends ask for two nights)
    await userEvent.click(within(calendar).getByRole('button', { name: 'Go to the Next Month' }));
    const marked = await within(calendar).findAllByRole('button', { name: /, minimum stay \d+ nights(,|$)/ });
    expect(marked.length).toBeGreaterThan(0);
    for (const day of marked) {
      const nights = /minimum stay (\d+) nights/.exec(day.getAttribute('aria-label') ?? '')?.[1];
      expect(day).toHaveAttribute('data-minstay', `${nights}+`);
    }
  });

  it('a deep link over sold-out nights says so and offers alternative stays that set the dates', async () => {
    const from = addDays(localToday(), DEMO.seaviewSoldOutOffsets[0] - 1);
    const to = addDays(localToday(), DEMO.seaviewSoldOutOffsets[1] + 1);
    renderAt(`/Book/SEAVIEW?from=${from}&to=${to}&rooms=2-0-0`);
    const form = await searchForm();
    expect(await within(form).findByText('No rooms available on selected dates')).toBeVisible();
    const alternatives = await within(form).findByRole('region', { name: 'Alternative stays' });
    const choices = within(alternatives).getAllByRole('button');
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.length).toBeLessThanOrEqual(10);
    await userEvent.click(choices[0]!);
    await waitFor(() =>
      expect(within(form).getByLabelText('Arrival', { exact: true })).not.toHaveValue(formatTypedDate(from)),
    );
    expect(within(form).queryByText('No rooms available on selected dates')).toBeNull();
  });

  it('shows the same-day message after the cut-off and does not search', async () => {
    const today = localToday();
    const [y, m, d] = today.split('-').map(Number);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(y!, m! - 1, d!, 15, 0));
    const router = renderAt(`/Book/SEAVIEW?from=${today}&to=${addDays(today, 1)}&rooms=2-0-0`);
    const form = await searchForm();
    expect(await within(form).findByText(/Same-day bookings close at 2pm/)).toBeVisible();
    expect(form.getAttribute('data-state')).toContain('sameDay.blocked');
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/Book/SEAVIEW');
  });

  it('stops adding rooms at the maximum and shows the maximum rooms message', async () => {
    renderAt('/Book/SEAVIEW');
    const form = await searchForm();
    await userEvent.click(within(form).getByRole('button', { name: /^Rooms and guests/ }));
    const add = within(form).getByRole('button', { name: 'Add a room' });
    for (let i = 0; i < 4; i++) await userEvent.click(add);
    expect(within(form).getAllByRole('group', { name: /^Room \d$/ })).toHaveLength(4);
    expect(add).toHaveAttribute('aria-disabled', 'true');
    // said by "Add a room", in the rooms' pop-over
    const rooms = within(form).getByRole('dialog', { name: 'Rooms and guests' });
    expect(within(rooms).getByText(/maximum number of rooms per booking is 4/)).toBeVisible();
    expect(add).toHaveAccessibleDescription(/maximum number of rooms per booking is 4/);
  });

  it('shows locations and no infants where the property has locations and no infant search', async () => {
    renderAt('/Book/CITYLOFT');
    const form = await searchForm();
    expect(within(form).getByLabelText('Location')).toBeVisible();
    expect(within(form).queryByLabelText('Infants (under 2)')).toBeNull();
  });
});

describe('rooms and rates before the search answers', () => {
  it('the basket says the stay from the address at once, so nothing in it moves when the answer comes', async () => {
    // the search does not answer while the test looks (then it fails: nothing is left waiting)
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    worker.use(
      http.post('*/api/Availability/Search', async () => {
        await held;
        return HttpResponse.error();
      }),
    );
    onTestFinished(() => answer());
    const from = addDays(localToday(), 30);
    const to = addDays(from, 3);
    renderAt(`/Book/SEAVIEW/Rooms-And-Rates?from=${from}&to=${to}&rooms=2-0-0`);
    const basket = await screen.findByRole('complementary', { name: 'Your stay' });
    // still searching: the basket's stay line is the address's
    expect(screen.getByText('Searching for rooms…')).toBeTruthy();
    expect(within(basket).getByText(`${formatDisplayDate(from)} to ${formatDisplayDate(to)}, 3 nights`)).toBeTruthy();
  });
});
