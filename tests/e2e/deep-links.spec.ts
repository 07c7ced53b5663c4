import { test, expect } from './support/fixtures';
import { chooseRoomStep, inDays, roomsAndRatesUrl, SURE_STAY } from './support/booking';
import { calendarWindow, formatDisplayDate, formatTypedDate } from '@/domain/dates';
import type { components } from '@/api/schema';

type SearchRequest = components['schemas']['SearchRequest'];

const SEARCH = '/api/Availability/Search';
const SEARCH_PAGE = /^Book your stay at /;

test.describe('deep links to Rooms-And-Rates', () => {
  test(
    'a link runs the search it describes (dates, rooms, promo, rate code, ' +
      'location), and "Change search" fills the search page with it',
    async ({ page, screens, api }) => {
      const from = inDays(SURE_STAY.from);
      const to = inDays(SURE_STAY.from + SURE_STAY.nights);

      // SEAVIEW: two rooms, the spring promotion and the private corporate rate (rate plan code CORP)
      await page.goto(
        roomsAndRatesUrl({
          from: SURE_STAY.from,
          nights: SURE_STAY.nights,
          rooms: '2-1-0,1-0-0',
          promo: 'SPRING10',
          rate: 'CORP',
        }),
      );
      await screens.step(chooseRoomStep(1));
      const searches = await api.calls(SEARCH);
      expect(searches).toHaveLength(1);
      expect(JSON.parse(searches[0]?.requestBody ?? '{}') as SearchRequest).toMatchObject({
        PropertyId: 1,
        DateFrom: from,
        DateTo: to,
        PromoCode: 'SPRING10',
        RatePlanCode: 'CORP',
        LocationId: null,
        Rooms: [
          { NumberOfAdults: 2, NumberOfChildren: 1, NumberOfInfants: 0 },
          { NumberOfAdults: 1, NumberOfChildren: 0, NumberOfInfants: 0 },
        ],
      });
      // the private rate is offered because the link asked for it, and it alone, at the promotional price
      const selects = page.getByRole('button', { name: /^Select / });
      await expect(selects.first()).toBeVisible();
      for (const name of await selects.evaluateAll((buttons) =>
        buttons.map((b) => b.getAttribute('aria-label') ?? ''),
      )) {
        expect(name).toMatch(/^Select Corporate Rate for Room 1, /);
      }
      await expect(
        page
          .getByRole('article')
          .first()
          .getByRole('list', { name: /^Rates for / })
          .getByRole('listitem')
          .first()
          .getByRole('deletion'),
      ).toHaveText(/^£[\d,]+\.\d{2}$/);
      await expect(page.getByRole('navigation', { name: 'Rooms of your booking' }).getByRole('button')).toHaveText([
        /^Room 1/,
        /^Room 2/,
      ]);

      await page.getByRole('link', { name: 'Change search' }).click();
      await screens.page(SEARCH_PAGE);
      let form = page.getByRole('form', { name: 'Search for rooms' });
      await expect(form.getByLabel('Arrival', { exact: true })).toHaveValue(formatTypedDate(from));
      await expect(form.getByLabel('Departure', { exact: true })).toHaveValue(formatTypedDate(to));
      // the rooms and everyone in them, said on the button, and each room in its pop-over
      const roomsAndGuests = form.getByRole('button', { name: /^Rooms and guests/ });
      await expect(roomsAndGuests).toHaveAccessibleName('Rooms and guests 2 rooms, 3 adults, 1 child');
      await roomsAndGuests.click();
      const room1 = form.getByRole('group', { name: 'Room 1' });
      await expect(room1.getByRole('combobox', { name: 'Adults' })).toHaveValue('2');
      await expect(room1.getByRole('combobox', { name: 'Children (2-12)' })).toHaveValue('1');
      await expect(room1.getByRole('combobox', { name: 'Infants (under 2)' })).toHaveValue('0');
      await expect(form.getByRole('group', { name: 'Room 2' }).getByRole('combobox', { name: 'Adults' })).toHaveValue(
        '1',
      );
      await expect(form.getByRole('group', { name: /^Room \d$/ })).toHaveCount(2);
      await page.keyboard.press('Escape');
      await expect(form.getByLabel('Promo code')).toHaveValue('SPRING10');
      await expect(form.getByText('Rate code CORP applied.')).toBeVisible();

      // CITYLOFT has locations: the link's location (Docklands, 22) is searched, and kept
      await page.goto(
        roomsAndRatesUrl({
          code: 'CITYLOFT',
          from: SURE_STAY.from,
          nights: SURE_STAY.nights,
          rooms: '2-0-0',
          location: 22,
        }),
      );
      await screens.step(chooseRoomStep(1));
      const [search] = await api.calls(SEARCH);
      expect(JSON.parse(search?.requestBody ?? '{}') as SearchRequest).toMatchObject({
        PropertyId: 2,
        DateFrom: from,
        DateTo: to,
        LocationId: 22,
        PromoCode: null,
        RatePlanCode: null,
      });
      // the Loft Studio is at Temple Bar (21): not offered
      await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible();
      await expect(page.getByRole('article', { name: 'Loft Studio' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Change search' }).click();
      await screens.page(/^Book your stay at City Loft Dublin$/);
      form = page.getByRole('form', { name: 'Search for rooms' });
      await expect(form.getByRole('combobox', { name: 'Location' }).getByRole('option', { selected: true })).toHaveText(
        /^Docklands/,
      );
    },
  );

  test('malformed links land on the search page, which says what it could not take', async ({ page, screens }) => {
    const from = inDays(SURE_STAY.from);
    const to = inDays(SURE_STAY.from + SURE_STAY.nights);
    const said = (text: string) => page.getByRole('status').filter({ hasText: text });
    // departure before arrival
    await page.goto(`/Book/SEAVIEW/Rooms-And-Rates?from=${to}&to=${from}&rooms=2-0-0`);
    await screens.page(SEARCH_PAGE);
    await expect(said('In this link the departure is not after the arrival: please choose your dates.')).toBeVisible();
    // negative or impossible guests
    await page.goto(`/Book/SEAVIEW/Rooms-And-Rates?from=${from}&to=${to}&rooms=-1-0-0`);
    await screens.page(SEARCH_PAGE);
    await expect(said('The rooms in this link could not be read: the search starts from one room.')).toBeVisible();
    await page.goto(`/Book/SEAVIEW/Rooms-And-Rates?from=${from}&to=${to}&rooms=0-0-0`);
    await screens.page(SEARCH_PAGE);
    await expect(said('Room 1 of this link (0 adults) cannot be booked online in one room here')).toBeVisible();
    // the year 9999: outside the booking window, said by the form
    await page.goto('/Book/SEAVIEW/Rooms-And-Rates?from=9999-01-01&to=9999-01-02&rooms=2-0-0');
    await screens.page(SEARCH_PAGE);
    await expect(page.getByText(/^Please choose a stay between /)).toBeVisible();
  });

  // (its own context: the browser's clock it sets is the context's)
  test.describe(() => {
    test.use({ ownContext: true });
    test(
      'links the search page would refuse go back to it, which says why: ' +
        'past dates, too many guests, same day after the cut-off',
      async ({ page, screens, api }) => {
        const today = inDays(0);
        const form = page.getByRole('form', { name: 'Search for rooms' });
        // (a flow kept from an earlier page of the tab re-checks its own stay in the background:
        // what matters is that the link's stay is never searched)
        const searchedStays = async () =>
          (await api.calls(SEARCH)).map((c) => JSON.parse(c.requestBody ?? '{}') as SearchRequest);

        // past dates: the calendar's window is today to today + 3 years and 1 month
        await page.goto(`/Book/SEAVIEW/Rooms-And-Rates?from=${inDays(-3)}&to=${inDays(-1)}&rooms=2-0-0`);
        await screens.page(SEARCH_PAGE);
        await expect(page).toHaveURL(new RegExp(`/Book/SEAVIEW\\?from=${inDays(-3)}&to=${inDays(-1)}&rooms=2-0-0$`));
        const window = calendarWindow(today);
        await expect(
          form.getByText(
            `Please choose a stay between ${formatDisplayDate(window.from)} and ${formatDisplayDate(window.to)}.`,
            { exact: true },
          ),
        ).toBeVisible();
        expect(await searchedStays()).not.toContainEqual(expect.objectContaining({ DateFrom: inDays(-3) }));

        // 9 adults in a room (SEAVIEW takes at most 4): the room starts from the property's default
        await page.goto(roomsAndRatesUrl({ from: SURE_STAY.from, nights: SURE_STAY.nights, rooms: '9-0-0' }));
        await screens.page(SEARCH_PAGE);
        await expect(page).toHaveURL(/\/Book\/SEAVIEW\?.*rooms=9-0-0/);
        await expect(form.getByRole('button', { name: /^Rooms and guests/ })).toHaveAccessibleName(
          'Rooms and guests 1 room, 2 adults',
        );
        const nineAdults = expect.objectContaining({ Rooms: [expect.objectContaining({ NumberOfAdults: 9 })] });
        expect(await searchedStays()).not.toContainEqual(nineAdults);
        // searching from here asks for what the form shows
        await form.getByRole('button', { name: 'Search', exact: true }).click();
        await screens.step(chooseRoomStep(1));
        await expect(page).toHaveURL(/\/Rooms-And-Rates\?.*rooms=2-0-0$/);
        expect(await searchedStays()).toContainEqual(
          expect.objectContaining({
            DateFrom: inDays(SURE_STAY.from),
            Rooms: [{ NumberOfAdults: 2, NumberOfChildren: 0, NumberOfInfants: 0 }],
          }),
        );
        expect(await searchedStays()).not.toContainEqual(nineAdults);

        // today after SEAVIEW's same-day cut-off (14:00): the browser's clock (and so the mock's) says 15:00
        const [y, m, d] = today.split('-').map(Number);
        await page.clock.setFixedTime(new Date(y!, m! - 1, d!, 15, 0));
        await page.goto(`/Book/SEAVIEW/Rooms-And-Rates?from=${today}&to=${inDays(1)}&rooms=2-0-0`);
        await screens.page(SEARCH_PAGE);
        await expect(page).toHaveURL(new RegExp(`/Book/SEAVIEW\\?from=${today}&to=${inDays(1)}&rooms=2-0-0$`));
        await expect(
          form.getByText('Same-day bookings close at 2pm. Please call us on +44 1273 000000 to book for tonight.', {
            exact: true,
          }),
        ).toBeVisible();
        expect(await searchedStays()).not.toContainEqual(expect.objectContaining({ DateFrom: today }));
      },
    );
  });
});
