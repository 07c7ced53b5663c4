import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { AppAt, expectAccessibleNow, inDays } from '../support';
import { DEMO } from '@mocks/db/demo';
import { scenarioHandlers } from '@mocks/scenarios';
import { formatTypedDate } from '@/domain/dates';

type Canvas = ReturnType<typeof within>;

/** About two weeks ahead, never a Monday (The Sea Grill is closed on Mondays). */
function visitDate(): string {
  for (let days = 14; ; days++) {
    const date = inDays(days);
    if (new Date(`${date}T12:00:00`).getDay() !== 1) return date;
  }
}

/** Where the booking confirmation's "Book a table" leads: the hotel booking's reference, e-mail and a date. */
const fromBooking =
  `/Restaurant/SEAVIEW?reservation=${DEMO.reservation.referenceNumber}` +
  `&email=jane.smith%40example.com&date=${visitDate()}`;

/** Party size and a time, as a guest would: the contact details step then takes focus. */
async function chooseTable(canvas: Canvas, partySize: string, time: RegExp) {
  const form = await canvas.findByRole('form', { name: 'Book a table' });
  await userEvent.selectOptions(await within(form).findByLabelText('Party size'), partySize);
  await within(form).findByText(new RegExp(`available for ${partySize} guests\\.$`));
  await userEvent.click(within(form).getByRole('button', { name: time }));
  await waitFor(() => expect(within(form).getByRole('heading', { name: 'Your details' })).toHaveFocus());
  return form;
}

const meta = {
  title: 'Restaurant/Book a table',
  render: (args: { path: string }) => <AppAt path={args.path} />,
  args: { path: fromBooking },
} satisfies Meta<{ path: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing: restaurant and date from the booking, a party of 4, a time with the early dinner offer. */
export const Choosing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await chooseTable(canvas, '4', /^18:00/);
    await expect(within(form).getByLabelText('Restaurant')).toHaveDisplayValue('The Sea Grill');
    await expect(within(form).getByRole('button', { name: /^18:00/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(form).getByText(/^Table for 4 at The Sea Grill on .* at 18:00$/)).toBeVisible();
    await userEvent.click(within(form).getByRole('radio', { name: /Early dinner/ }));
    await expect(within(form).getByRole('radio', { name: /Early dinner/ })).toBeChecked();
    await expect(within(form).getByLabelText('E-mail address')).toHaveValue('jane.smith@example.com');
  },
};

/**
 * The date changed after a time was chosen: the day's times load again (the time chosen was that
 * day's); the date cleared: the page says what it needs before it can show times.
 */
export const DateChangedAfterChoosing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await chooseTable(canvas, '2', /^19:30/);
    const date = within(form).getByLabelText('Date');
    const retype = async (text: string) => {
      await userEvent.clear(date);
      if (text) await userEvent.type(date, text);
      await userEvent.tab();
    };
    let day = 15;
    while (new Date(`${inDays(day)}T12:00:00`).getDay() === 1 || inDays(day) === visitDate()) day++;
    await retype(formatTypedDate(inDays(day)));
    const times = await within(form).findAllByRole('button', { name: /^\d\d:\d\d/ });
    for (const time of times) await expect(time).toHaveAttribute('aria-pressed', 'false');
    await retype('');
    await expect(
      await within(form).findByText('To see the available times, choose a date (today or later).'),
    ).toBeVisible();
    await expect(within(form).queryByRole('button', { name: /^\d\d:\d\d/ })).toBeNull();
  },
};

/** No restaurant of the hotel takes bookings online: the page says so and where to ask instead; no form. */
export const NoRestaurants: Story = {
  parameters: { msw: { handlers: [http.get('*/api/RestaurantBooking/Restaurants', () => HttpResponse.json([]))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = await canvas.findByRole('main');
    await expect(
      await within(main).findByText(/^Sorry, our restaurants do not take table bookings online at the moment\./, {}),
    ).toBeVisible();
    await expect(within(main).getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/Contact/SEAVIEW');
    await expect(within(main).queryByRole('form', { name: 'Book a table' })).toBeNull();
    await expectAccessibleNow();
  },
};

/** No free time for the date and party size: the restaurant's NoAvailabilityText, no times. */
export const NoAvailability: Story = {
  parameters: { msw: { handlers: [http.get('*/api/RestaurantBooking/Availability', () => HttpResponse.json([]))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Book a table' });
    await expect(
      await within(form).findByText(
        'Sorry, no tables are available online for this date. Please call +44 1273 000001.',
        {},
      ),
    ).toBeVisible();
    await expect(within(form).queryByRole('button', { name: /^\d\d:\d\d/ })).toBeNull();
    // another party size asks again
    await userEvent.selectOptions(within(form).getByLabelText('Party size'), '2');
    await expect(await within(form).findByText(/Sorry, no tables are available online/)).toBeVisible();
  },
};

/** The times cannot be loaded: the server's message and "Try again". */
export const AvailabilityFailed: Story = {
  parameters: { msw: { handlers: scenarioHandlers('server-error:getRestaurantAvailability') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Book a table' });
    await expect(await within(form).findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(within(form).getByText('An error has occurred.')).toBeVisible();
  },
};

/** Create fails (a 500): the server's message at the submit button, the filled-in form kept. */
export const CreateFailed: Story = {
  parameters: { msw: { handlers: scenarioHandlers('server-error:createRestaurantBooking') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await chooseTable(canvas, '2', /^19:30/);
    await userEvent.type(within(form).getByLabelText('Phone number'), '+44 7700 900123');
    await userEvent.click(within(form).getByRole('button', { name: 'Book table' }));
    const button = await within(form).findByRole('button', { name: 'Book table' });
    await waitFor(() => expect(button).toHaveAccessibleDescription('An error has occurred.'));
    await expect(within(form).getByLabelText('Phone number')).toHaveValue('+44 7700 900123');
    await expect(within(form).getByRole('button', { name: /^19:30/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Create answers Success false (the time was taken): the InfoMessage and the times again. */
export const TimeTaken: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/RestaurantBooking/Create', () =>
          HttpResponse.json({
            Success: false,
            BookingReference: null,
            InfoMessage: 'Sorry, that time is no longer available. Please choose another time.',
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await chooseTable(canvas, '2', /^19:30/);
    await userEvent.type(within(form).getByLabelText('Phone number'), '+44 7700 900123');
    await userEvent.click(within(form).getByRole('button', { name: 'Book table' }));
    await waitFor(() => expect(within(form).getByRole('heading', { name: 'Choose a time' })).toHaveFocus());
    await expect(
      within(form).getByText('Sorry, that time is no longer available. Please choose another time.'),
    ).toBeVisible();
  },
};

/** Booked: the table booking reference and the restaurant's message. */
export const Booked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await chooseTable(canvas, '2', /^19:30/);
    await userEvent.type(within(form).getByLabelText('Phone number'), '+44 7700 900123');
    await userEvent.type(within(form).getByLabelText('Special requests (optional)'), 'A table by the window');
    await userEvent.click(within(form).getByRole('button', { name: 'Book table' }));
    const heading = await canvas.findByRole('heading', { name: 'Your table is booked' });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByText(/Table booking reference:/)).toHaveTextContent(/TB-10001/);
    await expect(canvas.getByRole('button', { name: 'Book another table' })).toBeVisible();
  },
};
