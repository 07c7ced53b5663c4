import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { http } from 'msw';
import { AppAt, expectAccessibleNow, failsOnce, findLiveRegion, findStatus, roomsAndRates } from '../support';
import { db } from '@mocks/db';

/**
 * The rooms-and-rates steps of the booking flow, each against the mock backend. Play functions
 * walk from one step to the next as a guest would.
 */
const meta = {
  title: 'Booking/Rooms and rates',
  render: (args: { path: string }) => <AppAt path={args.path} />,
  args: { path: roomsAndRates() },
  beforeEach: () => sessionStorage.clear(),
} satisfies Meta<{ path: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const SEARCHING = 'Searching for rooms…';

async function mainOf(canvas: Canvas): Promise<HTMLElement> {
  return canvas.findByRole('main');
}

/** The search has answered: its status is gone. */
async function searchFinished(main: HTMLElement) {
  await waitFor(() => expect(within(main).queryByText(SEARCHING)).toBeNull());
}

/** The search waits until the play lets it go on; the mock backend then answers it. */
let releaseSearch: () => void = () => {};
let searchReleased: Promise<void> = Promise.resolve();
const heldSearch = http.post('*/api/Availability/Search', async () => {
  await searchReleased;
  // nothing returned: the request goes on to the mock backend's own handler
});

export const Searching: Story = {
  parameters: { msw: { handlers: [heldSearch] } },
  beforeEach: () => {
    searchReleased = new Promise((resolve) => {
      releaseSearch = resolve;
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = await mainOf(canvas);
    await findStatus(main, SEARCHING);
    await expect(within(main).queryAllByRole('button', { name: /^Select / })).toHaveLength(0);
    await expectAccessibleNow();
    // the search answers: the results replace the status
    releaseSearch();
    await expect(await canvas.findByRole('heading', { level: 2, name: /^Choose a room for Room 1/ })).toBeVisible();
    await searchFinished(main);
    await expect(within(main).getAllByRole('button', { name: /^Select .* for Room 1, / }).length).toBeGreaterThan(0);
  },
};

const SEARCH_FAILED_MESSAGE = 'The availability service is not answering.';
/** The first search fails (500); the next ones reach the mock backend. */
const searchFailsOnce = failsOnce('post', '*/api/Availability/Search', SEARCH_FAILED_MESSAGE);

export const SearchFailed: Story = {
  parameters: { msw: { handlers: [searchFailsOnce.handler] } },
  beforeEach: searchFailsOnce.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = await mainOf(canvas);
    await findLiveRegion(main, 'alert', SEARCH_FAILED_MESSAGE);
    const retry = within(main).getByRole('button', { name: 'Try the search again' });
    await expect(retry).toBeEnabled();
    await expectAccessibleNow();
    await userEvent.click(retry);
    await expect(await canvas.findByRole('heading', { level: 2, name: /^Choose a room for Room 1/ })).toBeVisible();
    await expect(within(main).queryByText(SEARCH_FAILED_MESSAGE)).toBeNull();
    await expect(within(main).getAllByRole('button', { name: /^Select .* for Room 1, / }).length).toBeGreaterThan(0);
  },
};

/**
 * Every room type is sold out on these nights (the seed's sold-out days): the property's
 * NoAvailabilityMessage (SEAVIEW's booking config: "No rooms available on selected dates"),
 * with the results, not in the basket, and nothing to select.
 */
export const SoldOut: Story = {
  args: { path: roomsAndRates({ from: 20, nights: 2 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = await mainOf(canvas);
    const message = await findStatus(main, 'No rooms available on selected dates');
    await searchFinished(main);
    await expect(within(main).getByRole('complementary', { name: 'Your stay' })).not.toContainElement(message);
    await expect(within(main).queryAllByRole('button', { name: /^Select / })).toHaveLength(0);
  },
};

/** An expired promo code (WINTER5): the mock's message, and the rooms at their usual prices. */
export const PromoInvalid: Story = {
  args: { path: roomsAndRates({ promo: 'WINTER5' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = await mainOf(canvas);
    await findStatus(main, 'Promo code WINTER5 has expired.');
    await expectAccessibleNow();
    // the guest goes on without the promotion
    await userEvent.click(
      within(main).getByRole('button', { name: 'Select Flexible Rate for Room 1, Classic Double' }),
    );
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Upgrade Room 1?' })).toBeVisible();
  },
};

export const RoomTypes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: /Choose a room for Room 1/ })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Select .* for Room 1/ }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('complementary', { name: 'Your stay' })).toHaveTextContent('Total including taxes');
    await expectAccessibleNow();
    // the Family Room has no upgrades: straight on to its guests
    await userEvent.click(canvas.getByRole('button', { name: 'Select Flexible Rate for Room 1, Family Room' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Who is staying in Room 1?' })).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Your stay' })).toHaveTextContent('Room 1: Family Room');
  },
};

export const UpgradeOffered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findAllByRole('button', { name: /^Select .* for Room 1, Classic Double$/ });
    await userEvent.click(select[0]!);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Upgrade Room 1?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Upgrade to Superior Sea View/ })).toBeVisible();
  },
};

export const GuestsAndLeadGuest: Story = {
  play: async (context) => {
    await UpgradeOffered.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /No thanks/ }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Who is staying in Room 1?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(within(canvas.getByRole('main')).getByText("Enter the lead guest's first name")).toBeVisible();
  },
};

/** The bed set-ups fail to load once (a 500): the guests step says so; "Try again" loads them. */
const setUpsFailOnce = failsOnce('get', '*/api/RoomTypeConfiguration/Get', 'An error has occurred.');

export const BedSetUpsFailed: Story = {
  parameters: { msw: { handlers: [setUpsFailOnce.handler] } },
  beforeEach: setUpsFailOnce.reset,
  play: async (context) => {
    await UpgradeOffered.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /No thanks/ }));
    const main = canvas.getByRole('main');
    await expect(await within(main).findByRole('heading', { level: 2, name: 'Guests' })).toBeVisible();
    await expect(within(main).getByText('An error has occurred.')).toHaveAttribute('role', 'alert');
    await expectAccessibleNow();
    await userEvent.click(within(main).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Who is staying in Room 1?' })).toBeVisible();
    await expect(canvas.getByLabelText('Bed set-up')).toBeVisible();
  },
};

/** Fills in Room 1's lead guest (and bed set-up) and goes on from the guests step. */
async function leadGuestEntered(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText('First name'), 'Ada');
  await userEvent.type(canvas.getByLabelText('Last name'), 'Lovelace');
  const setup = canvas.queryByLabelText('Bed set-up');
  if (setup) await userEvent.selectOptions(setup, 'Double bed');
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
}

/**
 * Extras of the Flexible Rate (2 adults, 2 nights). The seed's breakfast is £16.50 per person
 * per night: £16.50 x 2 guests x 2 nights = £66.00 for the room.
 */
export const Extras: Story = {
  play: async (context) => {
    await GuestsAndLeadGuest.play?.(context);
    const canvas = within(context.canvasElement);
    await leadGuestEntered(canvas);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Add extras to Room 1' })).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(within(main).getByText('£16.50 per night, per guest (£66.00 for 2 guests, 2 nights)')).toBeVisible();
    await userEvent.click(within(main).getByRole('checkbox', { name: 'Add Full English Breakfast' }));
    await expect(await within(main).findByText('Added: £66.00')).toBeVisible();
    const basket = canvas.getByRole('complementary', { name: 'Your stay' });
    await waitFor(() => expect(basket).toHaveTextContent('Full English Breakfast × 1'));
    await expect(basket).toHaveTextContent('Extras £66.00');
    await expectAccessibleNow();
    // on a wide screen the booking summary is the checkout page itself
    await userEvent.click(within(main).getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Your booking' })).toHaveTextContent(
      'Full English Breakfast × 1',
    );
  },
};

/** The extras fail to load once (a 500): the step says so, offers to go on without; "Try again" loads them. */
const servicesFailOnce = failsOnce('get', '*/api/Service/Get', 'An error has occurred.');

export const ExtrasFailed: Story = {
  parameters: { msw: { handlers: [servicesFailOnce.handler] } },
  beforeEach: servicesFailOnce.reset,
  play: async (context) => {
    await GuestsAndLeadGuest.play?.(context);
    const canvas = within(context.canvasElement);
    await leadGuestEntered(canvas);
    const main = canvas.getByRole('main');
    await expect(await within(main).findByRole('heading', { level: 2, name: 'Extras' })).toBeVisible();
    await expect(within(main).getByText('An error has occurred.')).toHaveAttribute('role', 'alert');
    // the booking need not wait for its extras
    await expect(within(main).getByRole('button', { name: 'Continue without extras' })).toBeVisible();
    await expectAccessibleNow();
    await userEvent.click(within(main).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Add extras to Room 1' })).toBeVisible();
    await expect(within(main).getByRole('checkbox', { name: 'Add Full English Breakfast' })).toBeVisible();
  },
};

/**
 * Two rooms: Continue on Room 1's guests with nothing typed says what is missing and stays; once
 * the names are given, Room 2's guests come next, asking nothing yet.
 */
export const GuestsOfTwoRooms: Story = {
  args: { path: roomsAndRates({ rooms: '2-0-0,2-0-0' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const room of [1, 2])
      await userEvent.click(
        await canvas.findByRole('button', { name: `Select Flexible Rate for Room ${room}, Penthouse Suite` }),
      );
    await canvas.findByRole('heading', { level: 2, name: 'Who is staying in Room 1?' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByLabelText('First name')).toHaveAccessibleDescription("Enter the lead guest's first name");
    await expectAccessibleNow();
    await leadGuestEntered(canvas);
    await canvas.findByRole('heading', { level: 2, name: 'Who is staying in Room 2?' });
    await expect(canvas.getByLabelText('First name')).toHaveValue('');
    await expect(canvas.getByLabelText('First name')).not.toHaveAccessibleDescription(/Enter the lead guest/);
    await leadGuestEntered(canvas);
    await canvas.findByRole('heading', { level: 2, name: 'Add extras to Room 1' });
  },
};

/**
 * A small screen (under 1024 px) gets the booking summary as a step of its own before the
 * checkout; the room types list their rates one room type at a time.
 */
export const SmallScreenSummary: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'See rates for Classic Double' }));
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Select Flexible Rate for Room 1, Classic Double' }),
    );
    await userEvent.click(await canvas.findByRole('button', { name: /^No thanks/ }));
    await canvas.findByRole('heading', { level: 2, name: 'Who is staying in Room 1?' });
    await leadGuestEntered(canvas);
    await canvas.findByRole('heading', { level: 2, name: 'Add extras to Room 1' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Your booking summary' });
    await expect(heading).toHaveFocus();
    // the basket is the step itself here, not a side panel
    await expect(canvas.queryByRole('complementary', { name: 'Your stay' })).toBeNull();
    const summary = canvas.getByRole('region', { name: 'Your stay' });
    await expect(summary).toHaveTextContent('Room 1: Classic Double');
    await expect(summary).toHaveTextContent('Flexible Rate · 2 adults');
    await expect(summary).toHaveTextContent('Lead guest: Ada Lovelace');
    await expect(summary).toHaveTextContent(/Total including taxes£[\d,]+\.\d{2}/);
    await expectAccessibleNow();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to checkout' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  },
};

/**
 * Room 1 is for 4 adults and 2 children: no room type sleeps 6 (the Penthouse and the Family
 * Room sleep 5), so Room 1 is told to try fewer guests; Room 2 (2 adults) has rooms.
 */
export const NoRoomsForOccupancy: Story = {
  args: { path: roomsAndRates({ rooms: '4-2-0,2-0-0' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = await mainOf(canvas);
    await findStatus(
      main,
      'There are no rooms for 4 adults, 2 children on these dates. ' +
        'Try fewer guests in this room, or add another room.',
    );
    await searchFinished(main);
    await expect(within(main).queryAllByRole('button', { name: /^Select .* for Room 1, / })).toHaveLength(0);
    await expectAccessibleNow();
    // the guest looks at Room 2 instead
    const rooms = within(main).getByRole('navigation', { name: 'Rooms of your booking' });
    await userEvent.click(within(rooms).getByRole('button', { name: /^Room 2/ }));
    await expect(await canvas.findByRole('heading', { level: 2, name: /^Choose a room for Room 2/ })).toBeVisible();
    await expect(within(main).getAllByRole('button', { name: /^Select .* for Room 2, / }).length).toBeGreaterThan(0);
  },
};

/**
 * Two rooms for 3 adults and a child. Only the Junior Suite and the Penthouse Suite sleep them;
 * on these nights the seed leaves 1 Junior Suite, and here the Penthouse is taken too. Room 1
 * takes the last Junior Suite: nothing is left for Room 2.
 */
export const CombinationNotAvailable: Story = {
  args: { path: roomsAndRates({ from: 3, nights: 2, rooms: '3-1-0,3-1-0' }) },
  beforeEach: async () => {
    await db.properties.update((q) => q.where({ PropertyCode: 'SEAVIEW' }), {
      data(property) {
        property.Inventory.Overrides.unshift({ RoomTypeId: 105, FromOffset: 3, ToOffset: 4, Available: 0 });
      },
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = await mainOf(canvas);
    const suite = await within(main).findByRole('article', { name: 'Junior Suite' });
    await expect(suite).toHaveTextContent('Only 1 left');
    await expect(within(main).getAllByRole('article')).toHaveLength(1);
    await userEvent.click(within(suite).getByRole('button', { name: 'Select Flexible Rate for Room 1, Junior Suite' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: /^Choose a room for Room 2/ })).toBeVisible();
    await findStatus(
      main,
      'Your combination of rooms is not available, please retry your search or contact us directly',
    );
    await expect(within(main).queryAllByRole('button', { name: /^Select / })).toHaveLength(0);
    await expect(within(main).getByRole('complementary', { name: 'Your stay' })).toHaveTextContent(
      'Room 1: Junior Suite',
    );
  },
};
