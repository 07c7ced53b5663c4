import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { forget } from '@/app/cache';
import { addDays, formatTypedDate } from '@/domain/dates';
import { localToday } from '@/ui/clock';
import { handlers } from '@mocks/handlers';
import { defineOperation, operationsHandler } from '@mocks/http';
import { propertyByCode } from '@mocks/handlers/common';
import { DEMO } from '@mocks/db/demo';
import { AppAt, expectAccessibleNow } from '../support';

/** The booking config of the demo data with some settings changed. */
const configWith = (changes: Record<string, unknown>) =>
  operationsHandler([
    defineOperation('getBookingConfig', ({ params, ok }) => {
      const p = propertyByCode(params.propertyCode);
      return ok({ PropertyId: p.PropertyId, ...structuredClone(p.BookingConfig), ...changes });
    }),
  ]);

const CALENDAR_DOWN = 'The availability service is down. Please try again shortly.';
/** The first calendar request fails (500); later ones reach the mock backend. */
let calendarRequests = 0;
const calendarFailsOnce = http.get('*/api/Availability', () => {
  calendarRequests += 1;
  if (calendarRequests === 1) return HttpResponse.json({ Message: CALENDAR_DOWN }, { status: 500 });
  return undefined;
});
const calendarNeverAnswers = http.get('*/api/Availability', async () => {
  await delay('infinite');
  return HttpResponse.json([]);
});

async function searchForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const form = await canvas.findByRole('form', { name: 'Search for rooms' });
  return { canvas, form: within(form), element: form };
}

async function calendarLoaded(element: HTMLElement) {
  await waitFor(() => expect(element.getAttribute('data-state')).toContain('calendar.loaded'));
}

const meta = {
  title: 'Booking/Search',
  render: (args: { path: string }) => <AppAt path={args.path} />,
  args: { path: '/Book/SEAVIEW' },
  // configurations are memoised per session: every story loads its own
  beforeEach: () => forget('bookingConfig:'),
} satisfies Meta<{ path: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The landing page: calendar, rooms and guests, promo code, offers and incentives. Walks to a search. */
export const Landing: Story = {
  play: async ({ canvasElement }) => {
    const { form, element } = await searchForm(canvasElement);
    // the hotel: its name, its stars in words, its front (fetched first: the page's largest picture)
    const page = within(canvasElement);
    await expect(page.getByText('4-star hotel')).toBeVisible();
    const front = page.getByRole('img', { name: /^The white front of Seaview Grand/ });
    await expect(front).toHaveAttribute('fetchpriority', 'high');
    await expect(front).toHaveAttribute('width', '1440');
    await calendarLoaded(element);
    await expect((await form.findAllByRole('grid', { name: /\w+ \d{4}/ }))[0]).toBeVisible();
    await expect(form.getByLabelText('Promo code')).toBeVisible();
    await expect(form.getByRole('region', { name: 'Offers' })).toBeVisible();
    await expect(form.getByRole('region', { name: 'Why book with us' })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Search' }));
    await expect(form.getByText('Please choose your arrival and departure dates.')).toBeVisible();
    // the dates given, Search goes on to the rooms of the stay
    for (const [label, days] of [
      ['Arrival', 10],
      ['Departure', 12],
    ] as const) {
      const field = form.getByLabelText(label, { exact: true });
      await userEvent.clear(field);
      await userEvent.type(field, formatTypedDate(addDays(localToday(), days)));
      await userEvent.tab();
    }
    await userEvent.click(form.getByRole('button', { name: 'Search' }));
    await expect(await page.findByRole('heading', { level: 1, name: 'Rooms and rates' })).toBeVisible();
  },
};

/** The availability calendar while it loads. */
export const CalendarLoading: Story = {
  parameters: { msw: { handlers: [calendarNeverAnswers, ...handlers] } },
  play: async ({ canvasElement }) => {
    const { form } = await searchForm(canvasElement);
    await expect(form.getByText('Loading availability…')).toBeVisible();
  },
};

/** The calendar failed (500): the server's message and a retry; dates can still be typed. "Try again" loads it. */
export const CalendarFailed: Story = {
  parameters: { msw: { handlers: [calendarFailsOnce, ...handlers] } },
  beforeEach: () => {
    calendarRequests = 0;
  },
  play: async ({ canvasElement }) => {
    const { form, element } = await searchForm(canvasElement);
    await expect(await form.findByText(CALENDAR_DOWN)).toBeVisible();
    const retry = form.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeEnabled();
    await expect(form.getByLabelText('Arrival')).toBeEnabled();
    await expectAccessibleNow();
    await userEvent.click(retry);
    // today's availability is shown on its day
    const calendar = form.getByRole('group', { name: 'Availability calendar' });
    await expect(
      await within(calendar).findByRole('button', { name: /^Today, .+, \d+ rooms? available/ }),
    ).toBeVisible();
    await calendarLoaded(element);
    await expect(form.queryByText(CALENDAR_DOWN)).toBeNull();
    await expect(form.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** Arriving today after the cut-off (set to 00:00 here so the story does not depend on the time). */
export const SameDayBlocked: Story = {
  args: { path: `/Book/SEAVIEW?from=${localToday()}&to=${addDays(localToday(), 1)}&rooms=2-0-0` },
  parameters: {
    msw: {
      handlers: [configWith({ SameDayBookingRestrictionHour: 0, SameDayBookingRestrictionMinute: 0 }), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const { form, element } = await searchForm(canvasElement);
    await expect(await form.findByText(/Same-day bookings close at 2pm/)).toBeVisible();
    await expect(element.getAttribute('data-state')).toContain('sameDay.blocked');
    // arriving tomorrow instead: the notice goes; today again: it is back
    const arrival = form.getByLabelText('Arrival', { exact: true });
    const typeArrival = async (date: string) => {
      await userEvent.clear(arrival);
      await userEvent.type(arrival, formatTypedDate(date));
      await userEvent.tab();
    };
    await typeArrival(addDays(localToday(), 1));
    await waitFor(() => expect(element.getAttribute('data-state')).toContain('sameDay.allowed'));
    await expect(form.queryByText(/Same-day bookings close at 2pm/)).toBeNull();
    await typeArrival(localToday());
    await waitFor(() => expect(element.getAttribute('data-state')).toContain('sameDay.blocked'));
    await expect(form.getByText(/Same-day bookings close at 2pm/)).toBeVisible();
  },
};

/**
 * Four rooms (the maximum): trying a fifth shows the maximum rooms message; removing a room takes
 * it away, and the fourth can be added again.
 */
export const MaxRoomsReached: Story = {
  play: async ({ canvasElement }) => {
    const { form, element } = await searchForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Rooms and guests 1 room, 2 adults' }));
    const rooms = () => form.getAllByRole('group', { name: /^Room \d$/ });
    const add = form.getByRole('button', { name: 'Add a room' });
    for (let i = 0; i < 3; i++) await userEvent.click(add);
    await expect(rooms()).toHaveLength(4);
    await expect(element.getAttribute('data-state')).toContain('rooms.atLimit');
    await expect(form.getByRole('button', { name: 'Rooms and guests 4 rooms, 8 adults' })).toBeVisible();
    await userEvent.click(add);
    await expect(rooms()).toHaveLength(4);
    // said by "Add a room", in the rooms' pop-over
    const dialog = within(form.getByRole('dialog', { name: 'Rooms and guests' }));
    await expect(dialog.getByText(/maximum number of rooms per booking is 4/)).toBeVisible();
    await expect(element.getAttribute('data-state')).toContain('rooms.limitReached');
    await userEvent.click(form.getAllByRole('button', { name: /^Remove room/ }).at(-1)!);
    await expect(rooms()).toHaveLength(3);
    await expect(form.queryByText(/maximum number of rooms per booking is 4/)).toBeNull();
    await expect(element.getAttribute('data-state')).toContain('rooms.belowLimit');
    await userEvent.click(add);
    await expect(element.getAttribute('data-state')).toContain('rooms.atLimit');
    await userEvent.click(form.getAllByRole('button', { name: /^Remove room/ }).at(-1)!);
    await expect(element.getAttribute('data-state')).toContain('rooms.belowLimit');
  },
};

/** A search link for a stay in 20 days with `rooms` rooms of two adults (SEAVIEW takes 4 a booking). */
function linkWithRooms(rooms: number): string {
  return (
    `/Book/SEAVIEW?from=${addDays(localToday(), 20)}&to=${addDays(localToday(), 22)}` +
    `&rooms=${Array(rooms).fill('2-0-0').join(',')}`
  );
}

/**
 * A link with more rooms than the hotel takes (six; at most four): the rooms are kept, the maximum
 * rooms message says why the search cannot go (under the rooms' button), a seventh asked for is
 * refused with it, removing one still leaves too many, and removing another lets the search go.
 */
export const TooManyRoomsInLink: Story = {
  args: { path: linkWithRooms(6) },
  play: async ({ canvasElement }) => {
    const { form, element } = await searchForm(canvasElement);
    const rooms = () => form.getAllByRole('group', { name: /^Room \d$/ });
    const removeLast = () => userEvent.click(form.getAllByRole('button', { name: /^Remove room/ }).at(-1)!);
    // said under the rooms' button (their pop-over is closed), which opens the six rooms
    await expect(
      form.getByText(/maximum number of rooms per booking is 4/, { ignore: '[aria-hidden="true"]' }),
    ).toBeVisible();
    await expect(element.getAttribute('data-state')).toContain('rooms.overLimit');
    await userEvent.click(form.getByRole('button', { name: 'Rooms and guests 6 rooms, 12 adults' }));
    await expect(rooms()).toHaveLength(6);
    await expect(form.getByRole('button', { name: 'Add a room' })).toHaveAttribute('aria-disabled', 'true');
    await expectAccessibleNow();
    // a seventh asked for: no room more, and the message said by "Add a room"
    await userEvent.click(form.getByRole('button', { name: 'Add a room' }));
    await expect(rooms()).toHaveLength(6);
    const dialog = within(form.getByRole('dialog', { name: 'Rooms and guests' }));
    await expect(dialog.getByText(/maximum number of rooms per booking is 4/)).toBeVisible();
    await expect(element.getAttribute('data-state')).toContain('rooms.limitReached');
    // five are still one too many: the message stays
    await removeLast();
    await expect(rooms()).toHaveLength(5);
    await expect(element.getAttribute('data-state')).toContain('rooms.overLimit');
    await expect(dialog.getByText(/maximum number of rooms per booking is 4/)).toBeVisible();
    await removeLast();
    await expect(rooms()).toHaveLength(4);
    await expect(element.getAttribute('data-state')).toContain('rooms.atLimit');
    await expect(form.queryByText(/maximum number of rooms per booking is 4/)).toBeNull();
  },
};

/** One room too many in the link: a room asked for more is refused, and one removed is the limit. */
export const OneRoomTooManyInLink: Story = {
  args: { path: linkWithRooms(5) },
  play: async ({ canvasElement }) => {
    const { form, element } = await searchForm(canvasElement);
    const rooms = () => form.getAllByRole('group', { name: /^Room \d$/ });
    await userEvent.click(form.getByRole('button', { name: 'Rooms and guests 5 rooms, 10 adults' }));
    await userEvent.click(form.getByRole('button', { name: 'Add a room' }));
    await expect(rooms()).toHaveLength(5);
    const dialog = within(form.getByRole('dialog', { name: 'Rooms and guests' }));
    await expect(dialog.getByText(/maximum number of rooms per booking is 4/)).toBeVisible();
    await expect(element.getAttribute('data-state')).toContain('rooms.limitReached');
    await userEvent.click(form.getAllByRole('button', { name: /^Remove room/ }).at(-1)!);
    await expect(rooms()).toHaveLength(4);
    await expect(element.getAttribute('data-state')).toContain('rooms.atLimit');
    await expect(form.queryByText(/maximum number of rooms per booking is 4/)).toBeNull();
    await expect(form.getByRole('button', { name: 'Add a room' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** HidePromoCodeOnLandingPage: a "Have a promo code?" disclosure reveals the field. */
export const PromoCodeHidden: Story = {
  parameters: { msw: { handlers: [configWith({ HidePromoCodeOnLandingPage: true }), ...handlers] } },
  play: async ({ canvasElement }) => {
    const { form } = await searchForm(canvasElement);
    await expect(form.queryByLabelText('Promo code')).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Have a promo code?' }));
    await expect(form.getByLabelText('Promo code')).toBeVisible();
  },
};

/** A promo code in the address is shown even when the landing page hides the field. */
export const PromoCodeShown: Story = {
  args: { path: `/Book/SEAVIEW?promo=${DEMO.promoCode}` },
  parameters: { msw: { handlers: [configWith({ HidePromoCodeOnLandingPage: true }), ...handlers] } },
  play: async ({ canvasElement }) => {
    const { form } = await searchForm(canvasElement);
    await expect(form.getByLabelText('Promo code')).toHaveValue(DEMO.promoCode);
  },
};

/** Dates over sold-out nights: the message and up to ten alternative stays; choosing one sets the dates. */
export const AlternativeStays: Story = {
  args: {
    path:
      `/Book/SEAVIEW?from=${addDays(localToday(), DEMO.seaviewSoldOutOffsets[0] - 1)}` +
      `&to=${addDays(localToday(), DEMO.seaviewSoldOutOffsets[1] + 1)}&rooms=2-0-0`,
  },
  play: async ({ canvasElement }) => {
    const { form } = await searchForm(canvasElement);
    await expect(await form.findByText('No rooms available on selected dates')).toBeVisible();
    const region = await form.findByRole('region', { name: 'Alternative stays' });
    const choices = within(region).getAllByRole('button');
    await expect(choices.length).toBeLessThanOrEqual(10);
    await userEvent.click(choices[0]!);
    await waitFor(() => expect(form.queryByText('No rooms available on selected dates')).toBeNull());
  },
};

/** A property with locations and without infant search. */
export const WithLocations: Story = {
  args: { path: '/Book/CITYLOFT' },
  play: async ({ canvasElement }) => {
    const { form } = await searchForm(canvasElement);
    await expect(form.getByLabelText('Location')).toBeVisible();
    await expect(form.queryByLabelText(/Infants/)).toBeNull();
  },
};
