import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/router';
import { addDays, formatTypedDate } from '@/domain/dates';
import { DEMO } from '@mocks/db/demo';
import { db } from '@mocks/db';
import { scenarioHandlers } from '@mocks/scenarios';
import type { SetupWorker } from 'msw/browser';
import { fillField } from './support/fillField';
import { localToday } from '@/ui/clock';

/** A date about two weeks ahead that is (not) a Monday: The Sea Grill is closed on Mondays. */
function visitDate(monday = false): string {
  for (let offset = 14; ; offset++) {
    const date = addDays(localToday(), offset);
    if ((new Date(`${date}T12:00:00`).getDay() === 1) === monday) return date;
  }
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

async function bookingForm() {
  return screen.findByRole('form', { name: 'Book a table' });
}

/** Party size, then a time: returns the form once the contact details are shown. */
async function chooseTable(form: HTMLElement, partySize: string, time: RegExp) {
  await userEvent.selectOptions(await within(form).findByLabelText('Party size'), partySize);
  // the times are asked again for the new party size
  await within(form).findByText(new RegExp(`available for ${partySize} guests\\.$`));
  await userEvent.click(within(form).getByRole('button', { name: time }));
  expect(await within(form).findByRole('heading', { name: 'Your details' })).toHaveFocus();
}

afterEach(() => cleanup());

/** The mock backend's worker (tests/integration/setup.ts). */
const worker = (globalThis as { __integrationWorker?: SetupWorker }).__integrationWorker!;

describe('restaurant table booking against the mock backend', () => {
  it(
    'books a table for the hotel booking: reference as Identifier, ' + 'the e-mail prefilled, the reference shown',
    async () => {
      const date = visitDate();
      const router = renderAt(
        `/Restaurant/SEAVIEW?reservation=${DEMO.reservation.referenceNumber}` +
          `&email=jane.smith%40example.com&date=${date}`,
      );
      const form = await bookingForm();
      expect(screen.getByRole('heading', { level: 1, name: 'Book a table' })).toBeVisible();
      expect(screen.getByText(/For your hotel booking/)).toHaveTextContent(
        `For your hotel booking ${DEMO.reservation.referenceNumber}`,
      );
      // the booking config's default restaurant and the arrival date are chosen already
      expect(within(form).getByLabelText('Restaurant')).toHaveDisplayValue('The Sea Grill');
      expect(within(form).getByLabelText('Date')).toHaveValue(formatTypedDate(date));
      // the e-mail leaves the address once read; the reference and date stay
      await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('email')).toBe(false));
      expect(new URLSearchParams(router.state.location.search).get('reservation')).toBe(
        DEMO.reservation.referenceNumber,
      );

      await chooseTable(form, '2', /^19:30/);
      expect(within(form).getByRole('button', { name: /^19:30/ })).toHaveAttribute('aria-pressed', 'true');
      expect(within(form).getByLabelText('E-mail address')).toHaveValue('jane.smith@example.com');

      // a phone number without + or 00 is refused, the message tied to the field, which takes focus
      const phone = within(form).getByLabelText('Phone number');
      await userEvent.type(phone, '07700 900123');
      await userEvent.click(within(form).getByRole('button', { name: 'Book table' }));
      await waitFor(() => expect(phone).toHaveFocus());
      expect(phone).toHaveAttribute('aria-invalid', 'true');
      expect(phone).toHaveAccessibleDescription(/A valid phone number is required/);

      await userEvent.clear(phone);
      await userEvent.type(phone, '+44 7700 900123');
      await userEvent.type(within(form).getByLabelText('Special requests (optional)'), 'A table by the window');
      await userEvent.click(within(form).getByRole('button', { name: 'Book table' }));

      const done = await screen.findByRole('heading', { name: 'Your table is booked' });
      expect(done).toHaveFocus();
      expect(screen.getByText(/Table booking reference:/)).toHaveTextContent('Table booking reference: TB-10001');
      expect(screen.getAllByText(/Your table for 2 at The Sea Grill/).length).toBeGreaterThan(0);

      const stored = db.restaurantBookings.findFirst((q) => q.where({ BookingReference: 'TB-10001' }));
      expect(stored).toMatchObject({
        RestaurantId: 601,
        VisitDate: date,
        VisitTime: '19:30',
        PartySize: 2,
        IsReservation: true,
        Identifier: DEMO.reservation.referenceNumber,
        Email: 'jane.smith@example.com',
        ContactNumber: '+44 7700 900123',
        SpecialRequests: 'A table by the window',
      });
    },
  );

  it(
    'without a hotel booking the e-mail comes first and is the identifier; ' +
      'the party size range follows the restaurant',
    async () => {
      renderAt('/Restaurant/SEAVIEW');
      const form = await bookingForm();
      expect(
        within(form).getByText(
          'To see the available times, enter your e-mail address and choose a date (today or later).',
        ),
      ).toBeVisible();
      await userEvent.type(within(form).getByLabelText('E-mail address'), 'walk.in@example.com');
      await userEvent.selectOptions(within(form).getByLabelText('Restaurant'), 'Terrace Brasserie');
      await fillField('Date', formatTypedDate(visitDate()));
      const size = await within(form).findByLabelText('Party size');
      // Terrace Brasserie takes 2 to 6 guests online, so the party starts at 2
      expect(
        within(size)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['2 guests', '3 guests', '4 guests', '5 guests', '6 guests']);
      expect(size).toHaveDisplayValue('2 guests');
      await chooseTable(form, '3', /^13:00/);
      // the details step does not ask for the e-mail a second time
      expect(within(form).getAllByLabelText('E-mail address')).toHaveLength(1);
      await userEvent.type(within(form).getByLabelText('Phone number'), '0044 1273 000002');
      await userEvent.click(within(form).getByRole('button', { name: 'Book table' }));
      expect(await screen.findByRole('heading', { name: 'Your table is booked' })).toBeVisible();
      expect(db.restaurantBookings.findFirst((q) => q.where({ Email: 'walk.in@example.com' }))).toMatchObject({
        RestaurantId: 602,
        PartySize: 3,
        IsReservation: false,
        Identifier: 'walk.in@example.com',
      });
    },
  );

  it('no free time (The Sea Grill is closed on Mondays) shows the restaurant’s own no-availability text', async () => {
    renderAt(`/Restaurant/SEAVIEW?reservation=${DEMO.reservation.referenceNumber}&date=${visitDate(true)}`);
    const form = await bookingForm();
    expect(
      await within(form).findByText(
        'Sorry, no tables are available online for this date. Please call +44 1273 000001.',
        {},
      ),
    ).toBeVisible();
    expect(within(form).queryByRole('button', { name: /^\d\d:\d\d/ })).toBeNull();
    expect(within(form).queryByRole('heading', { name: 'Your details' })).toBeNull();
  });

  it('a time taken meanwhile: the InfoMessage, the times asked again, the details kept for another time', async () => {
    const date = visitDate();
    renderAt(
      `/Restaurant/SEAVIEW?reservation=${DEMO.reservation.referenceNumber}&email=jane.smith%40example.com&date=${date}`,
    );
    const form = await bookingForm();
    await chooseTable(form, '2', /^20:00/);
    await userEvent.type(within(form).getByLabelText('Phone number'), '+44 7700 900123');
    // another guest takes every seat at 20:00 before this guest confirms
    await db.restaurantBookings.create({
      BookingReference: 'TB-OTHER',
      PropertyId: 1,
      RestaurantId: 601,
      VisitDate: date,
      VisitTime: '20:00',
      PartySize: 16,
      SpecialRequests: '',
      IsReservation: false,
      Identifier: 'other@example.com',
      PromotionId: null,
      Email: 'other@example.com',
      ContactNumber: '+441273000003',
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Book table' }));

    // spec 8: the InfoMessage as a negative notice at the top
    const top = screen.getByRole('alert', { name: 'Errors (top)' });
    await waitFor(() =>
      expect(top.textContent).toContain('Sorry, that time is no longer available. Please choose another time.'),
    );
    expect(await within(form).findByRole('heading', { name: 'Choose a time' })).toHaveFocus();
    await within(form).findByText(/available for 2 guests\.$/);
    expect(within(form).queryByRole('button', { name: /^20:00/ })).toBeNull();

    await userEvent.click(within(form).getByRole('button', { name: /^20:30/ }));
    expect(within(form).getByLabelText('Phone number')).toHaveValue('+44 7700 900123');
    await userEvent.click(within(form).getByRole('button', { name: 'Book table' }));
    expect(await screen.findByRole('heading', { name: 'Your table is booked' })).toBeVisible();
    expect(
      db.restaurantBookings
        .findMany((q) => q.where({ Identifier: DEMO.reservation.referenceNumber }))
        .map((b) => b.VisitTime),
    ).toEqual(['20:30']);
  });

  it('is not offered where the booking config has no restaurant service: the guest is sent to Book', async () => {
    const router = renderAt('/Restaurant/CITYLOFT');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Book/CITYLOFT'));
  });

  it('the booking confirmation offers "Book a table" with the reference, e-mail and arrival date', async () => {
    const router = renderAt(`/Book/SEAVIEW/Confirmation/${DEMO.reservation.confirmationToken}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Book a table' })).toBeVisible();
    const link = screen.getByRole('link', { name: 'Book a table' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/Restaurant/SEAVIEW');
    expect(href.searchParams.get('reservation')).toBe(DEMO.reservation.referenceNumber);
    expect(href.searchParams.get('date')).toBe(addDays(localToday(), DEMO.reservation.arrivalOffset));
    expect(href.searchParams.get('email')).toMatch(/@/);
    expect([...href.searchParams.keys()].sort()).toEqual(['date', 'email', 'reservation']);

    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Restaurant/SEAVIEW'));
    const form = await bookingForm();
    expect(within(form).getByLabelText('Date')).toHaveValue(
      formatTypedDate(addDays(localToday(), DEMO.reservation.arrivalOffset)),
    );
    expect(screen.getByText(/For your hotel booking/)).toHaveTextContent(
      `For your hotel booking ${DEMO.reservation.referenceNumber}`,
    );
  });
});

describe('a table booking whose answer is lost on the way', () => {
  it('is asked for at once and shown, never booked twice; a reload keeps what was typed', async () => {
    const date = visitDate();
    renderAt(`/Restaurant/SEAVIEW?reservation=${DEMO.reservation.referenceNumber}&date=${date}`);
    let form = await bookingForm();
    await chooseTable(form, '2', /^19:30/);
    await userEvent.type(within(form).getByLabelText('E-mail address'), 'lost.answer@example.com');
    await userEvent.type(within(form).getByLabelText('Phone number'), '+44 7700 900123');

    // a reload: the same table, time and details come back
    cleanup();
    renderAt(`/Restaurant/SEAVIEW?reservation=${DEMO.reservation.referenceNumber}&date=${date}`);
    form = await bookingForm();
    expect(await within(form).findByLabelText('Phone number')).toHaveValue('+44 7700 900123');
    expect(within(form).getByLabelText('E-mail address')).toHaveValue('lost.answer@example.com');
    expect(within(form).getByRole('button', { name: /^19:30/ })).toHaveAttribute('aria-pressed', 'true');

    // the server books, the answer never arrives, and the network stays down for the question
    worker.use(...scenarioHandlers('lost-response:createRestaurantBooking,network-error:getCallOutcome'));
    await userEvent.click(within(form).getByRole('button', { name: 'Book table' }));
    expect(await within(form).findByText(/We could not find out whether this went through\./)).toBeVisible();
    expect(db.restaurantBookings.count()).toBe(1);

    // the network is back: Book asks what became of the booking first, and shows it
    worker.resetHandlers();
    await userEvent.click(within(form).getByRole('button', { name: 'Book table' }));
    await screen.findByRole('heading', { name: 'Your table is booked' });
    expect(screen.getByText(/Table booking reference:/)).toHaveTextContent('Table booking reference: TB-10001');
    expect(db.restaurantBookings.count()).toBe(1);
  });
});
