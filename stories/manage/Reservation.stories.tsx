import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { AppAt, expectAccessibleNow, findLiveRegion, inDays } from '../support';
import { DEMO } from '@mocks/db/demo';
import { db } from '@mocks/db';
import { toManagedReservation } from '@mocks/handlers/common';
import { scenarioHandlers } from '@mocks/scenarios';
import type { ManagedReservation } from '@/domain/models';
import { forget } from '@/app/cache';
import { formatTypedDate } from '@/domain/dates';

/**
 * /Manage/{code}/Reservation/{ref}/{code}: the demo booking 100001 (Smith) from its link, at every
 * step and state of manage booking. Room 1: Superior Sea View, Flexible Rate, breakfast and a
 * champagne the hotel does not let guests change online; Room 2: Classic Double, Bed & Breakfast.
 */
const LINK = `/Manage/SEAVIEW/Reservation/${DEMO.reservation.referenceNumber}/${DEMO.reservation.linkHash}`;
const CANCELLED = DEMO.cancelledReservation;

const meta = {
  title: 'Manage/Your booking',
  render: (args: { path: string }) => <AppAt path={args.path} />,
  args: { path: LINK },
  // configurations are memoised per session: every story loads its own
  beforeEach: () => {
    forget('manageConfig:');
    forget('cancellationReasons:');
  },
} satisfies Meta<{ path: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The booking as Search answers it, changed by `change` (a state the demo data does not have). */
function searchAnswers(change: (r: ManagedReservation) => ManagedReservation) {
  return http.post('*/api/ManageBooking/Search', ({ request }) => {
    const reference = new URL(request.url).searchParams.get('reservationNumber') ?? '';
    const record = db.reservations.findFirst((q) => q.where({ ReferenceNumber: reference }));
    if (!record) return HttpResponse.json({ Success: false, Message: 'Not found', Reservation: null, Code: null });
    return HttpResponse.json({
      Success: true,
      Message: null,
      Reservation: change(toManagedReservation(record)),
      Code: record.LinkHash,
    });
  });
}

/** The overview, once loaded. */
async function overview(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 2, name: 'Your stay' });
  return canvas;
}

/** A step, by its heading (which takes the focus). */
async function step(canvas: Canvas, name: string | RegExp) {
  const heading = await canvas.findByRole('heading', { level: 2, name });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

const click = (canvas: Canvas, name: string | RegExp) => userEvent.click(canvas.getByRole('button', { name }));

/** From the overview through Room 1's lead guest to the step with every guest of Room 1. */
async function guestsOfRoom1(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = await overview(canvasElement);
  await click(canvas, 'Edit guests');
  await step(canvas, 'Who is staying in Room 1?');
  await click(canvas, 'Continue');
  await step(canvas, 'Guests of Room 1: Superior Sea View');
  return canvas;
}

/** Overview: the stay, each room with its guests, extras, price and cancellation terms, what can change. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await overview(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your booking 100001' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Room 1: Superior Sea View' })).toBeVisible();
    await expect(canvas.getAllByText(/^Free cancellation until .+, 14:00\.$/)).toHaveLength(2);
    await expect(canvas.getByRole('list', { name: 'Extras of Room 1' })).toHaveTextContent('Champagne on Arrival × 1');
    for (const action of ['Edit guests', 'Add or change extras', 'Change dates', 'Edit your details', 'Cancel booking'])
      await expect(canvas.getByRole('button', { name: action })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Check in online' })).toHaveAttribute(
      'href',
      `/PreCheckIn/SEAVIEW/100001/${DEMO.reservation.linkHash}`,
    );
  },
};

/** A booking the hotel no longer lets guests change online: it shows, nothing is offered to change. */
export const NotEditable: Story = {
  parameters: {
    msw: {
      handlers: [
        searchAnswers((r) => ({
          ...r,
          CanBeEdited: false,
          CanBeCancelled: false,
          Rooms: r.Rooms.map((room) => ({ ...room, CanBeEdited: false, CanBeCancelled: false })),
        })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await overview(canvasElement);
    await expect(
      canvas.getByText('This booking can no longer be changed online. Please contact the hotel.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit guests' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Cancel / })).toBeNull();
  },
};

/** Room 2 on a non-refundable rate (paid at booking): only Room 1 can be cancelled; the booking cannot. */
export const PartlyCancellable: Story = {
  beforeEach: async () => {
    await db.reservations.update((q) => q.where({ ReferenceNumber: DEMO.reservation.referenceNumber }), {
      data(r) {
        const item = r.Items[1];
        if (item) item.RatePlanId = 202;
      },
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = await overview(canvasElement);
    await expect(canvas.getByText('Non-refundable: it cannot be cancelled online.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel Room 1' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel Room 2' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    await expect(canvas.getByText('Paid so far').nextElementSibling?.textContent).not.toBe('£0.00');
  },
};

/** A booking cancelled already (100002) opens cancelled, with its cancellation reference. */
export const AlreadyCancelled: Story = {
  args: { path: `/Manage/SEAVIEW/Reservation/${CANCELLED.referenceNumber}/${CANCELLED.linkHash}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'This booking is cancelled' });
    await expect(canvas.getByText(/Your cancellation reference is/)).toHaveTextContent('CX-100002');
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: 'Make a new booking' })).toBeVisible();
  },
};

/** The options cannot be loaded: the message and "Try again". */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: scenarioHandlers('server-error:getUpgradeOptions') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'We could not open your booking' });
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Booker: the booker's details and special requests; a wrong e-mail is refused with its message. */
export const Booker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await overview(canvasElement);
    await click(canvas, 'Edit your details');
    await step(canvas, 'Your details');
    const email = canvas.getByLabelText(/^E-mail address/);
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await click(canvas, 'Continue');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
    // the e-mail put right, Continue goes on to the changes to review
    await userEvent.clear(email);
    await userEvent.type(email, 'john.smith@example.org');
    await click(canvas, 'Continue');
    await step(canvas, 'Review your changes');
  },
};

/** Room: guest counts within the room's limits, the lead guest and the bed set-up (the booking flow's step). */
export const Room: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await overview(canvasElement);
    await click(canvas, 'Edit guests');
    await step(canvas, 'Who is staying in Room 1?');
    await expect(canvas.getByLabelText(/^First name/)).toHaveValue('John');
    await expect(canvas.getByLabelText(/^Bed set-up/)).toBeVisible();
  },
};

/** Room, refused: the lead guest's first name cleared; Continue says what is missing and stays on the step. */
export const RoomRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await overview(canvasElement);
    await click(canvas, 'Edit guests');
    await step(canvas, 'Who is staying in Room 1?');
    const first = canvas.getByLabelText(/^First name/);
    await userEvent.clear(first);
    await click(canvas, 'Continue');
    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'));
    await expect(first).toHaveAccessibleDescription(/first name/i);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Who is staying in Room 1?' })).toBeVisible();
    await expectAccessibleNow();
    // the name given, Continue goes on to the room's guests
    await userEvent.type(first, 'John');
    await click(canvas, 'Continue');
    await step(canvas, 'Guests of Room 1: Superior Sea View');
  },
};

/** Guest: every guest of the room; the second adult, not named yet, is a "New Guest" to name. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await guestsOfRoom1(canvasElement);
    const lead = within(canvas.getByRole('group', { name: 'Lead guest' }));
    await expect(lead.getByLabelText(/^E-mail address/)).toHaveValue('john.smith@example.com');
    const guest2 = within(canvas.getByRole('group', { name: 'Guest 2' }));
    await expect(guest2.getByLabelText(/^First name/)).toHaveValue('New');
    await expect(guest2.getByLabelText(/^Last name/)).toHaveValue('Guest');
    await expect(guest2.getByLabelText(/^E-mail address/)).not.toBeRequired();
  },
};

/** Guest, refused: the second guest's last name cleared; Continue says what is missing and stays on the step. */
export const GuestRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await guestsOfRoom1(canvasElement);
    const guest2 = within(canvas.getByRole('group', { name: 'Guest 2' }));
    const last = guest2.getByLabelText(/^Last name/);
    await userEvent.clear(last);
    await click(canvas, 'Continue');
    await waitFor(() => expect(last).toHaveAttribute('aria-invalid', 'true'));
    await expect(last).toHaveAccessibleDescription(/last name/i);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Guests of Room 1: Superior Sea View' })).toBeVisible();
    await expectAccessibleNow();
    // the name given, Continue leaves the guests: the refusal is gone with the step
    await userEvent.type(last, 'Guest');
    await click(canvas, 'Continue');
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { level: 2, name: 'Guests of Room 1: Superior Sea View' })).toBeNull(),
    );
  },
};

/**
 * Guests of the last room, refused: Room 2's lead guest without a first name stays on its step;
 * named again, Continue goes on to the changes to review (no room is left to visit).
 */
export const GuestRefusedInTheLastRoom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await guestsOfRoom1(canvasElement);
    await click(canvas, 'Continue');
    await step(canvas, 'Who is staying in Room 2?');
    await click(canvas, 'Continue');
    await step(canvas, 'Guests of Room 2: Classic Double');
    const first = within(canvas.getByRole('group', { name: 'Lead guest' })).getByLabelText(/^First name/);
    const name = (first as HTMLInputElement).value;
    await userEvent.clear(first);
    await click(canvas, 'Continue');
    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Guests of Room 2: Classic Double' })).toBeVisible();
    await userEvent.type(first, name);
    await click(canvas, 'Continue');
    await step(canvas, 'Review your changes');
  },
};

/**
 * The "Add extras" link of the confirmation e-mail, when the hotel offers no extras for the rooms
 * any more: nothing to choose, so the page says so at the review of the booking, not on an empty
 * step; the overview offers no extras to change.
 */
export const ExtrasLinkWithoutExtras: Story = {
  args: { path: `${LINK}?step=extras` },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/Service/GetReservationItemServices', () =>
          HttpResponse.json({ Services: [], InventoryPerServiceId: {} }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await step(canvas, 'Review your changes');
    await expect(canvas.queryByRole('heading', { level: 2, name: /^Add extras to Room/ })).toBeNull();
    await expect(canvas.getByText('There are no extras to add to your rooms online.')).toBeVisible();
    await expect(canvas.getByText('You have not changed anything yet.')).toBeVisible();
    // the booking itself offers no extras to change either
    await click(canvas, 'Back to your booking');
    await overview(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Edit guests' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add or change extras' })).toBeNull();
  },
};

/** Upgrade: the rooms Room 1 may move to at its rate, with what each costs more. */
export const Upgrade: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await overview(canvasElement);
    await click(canvas, 'Upgrade your room');
    await step(canvas, /^Upgrade Room \d\?$/);
    await expect(canvas.getAllByRole('button', { name: /^Upgrade to / }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: /^No thanks, keep / })).toBeVisible();
  },
};

/** Extras: what may change, and the champagne that shows but cannot change online. */
export const Extras: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await overview(canvasElement);
    await click(canvas, 'Add or change extras');
    await step(canvas, 'Add extras to Room 1');
    await expect(canvas.getByRole('checkbox', { name: 'Add Full English Breakfast' })).toBeChecked();
    await expect(
      canvas.getByText(/^Booked: 1 \(£45\.00\)\. To change this extra, please contact the hotel\.$/),
    ).toBeVisible();
    await expect(canvas.queryByLabelText('Quantity of Champagne on Arrival')).toBeNull();
  },
};

/** Room type selection: every room type of the stay with its rates, for Room 1. */
export const RoomTypeSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await overview(canvasElement);
    await click(canvas, 'Change room or rate of Room 1');
    await step(canvas, /^Choose a room for Room 1/);
    await expect(canvas.getAllByRole('article').length).toBeGreaterThan(1);
  },
};

/** Rate plan selection (small screens): the rates of one room type, and the way back to all. */
export const RatePlanSelection: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await overview(canvasElement);
    await click(canvas, 'Change room or rate of Room 1');
    await step(canvas, /^Choose a room for Room 1/);
    const first = canvas.getAllByRole('button', { name: /^See rates for / })[0];
    if (!first) throw new Error('no room type offered');
    await userEvent.click(first);
    await expect(await canvas.findByRole('button', { name: 'Back to all room types' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  },
};

/** Change dates: the calendar and the rates of every room on the new dates against today's price. */
export const ChangeDatesOptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await overview(canvasElement);
    await click(canvas, 'Change dates');
    await step(canvas, 'Change your dates');
    await userEvent.clear(canvas.getByLabelText('Departure'));
    await userEvent.type(
      canvas.getByLabelText('Departure'),
      formatTypedDate(inDays(DEMO.reservation.arrivalOffset + 2)),
    );
    await click(canvas, 'Find rates for these dates');
    const table = await canvas.findByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByText(/^The rooms cost £[\d,.]+ less\.$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use these dates' })).toBeVisible();
    // other dates: the dates again, the options of these gone
    await click(canvas, 'Choose other dates');
    await expect(await canvas.findByLabelText('Departure')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Use these dates' })).toBeNull();
  },
};

/** Change dates, nothing free then: the server's message and another choice of dates. */
export const ChangeDatesNone: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/ManageBooking/SearchDateOptions', () =>
          HttpResponse.json({
            Success: false,
            Message: 'No rooms available on selected dates',
            ReservationItemRateRows: [],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await overview(canvasElement);
    await click(canvas, 'Change dates');
    await step(canvas, 'Change your dates');
    await click(canvas, 'Find rates for these dates');
    await findLiveRegion(canvasElement, 'alert', 'No rooms available on selected dates');
    await expect(canvas.getByRole('button', { name: 'Choose other dates' })).toBeVisible();
  },
};

/** Change dates when the hotel is sold out: the calendar shows the days crossed out and says so. */
export const ChangeDatesSoldOut: Story = {
  parameters: { msw: { handlers: scenarioHandlers('sold-out') } },
  play: async ({ canvasElement }) => {
    const canvas = await overview(canvasElement);
    await click(canvas, 'Change dates');
    await step(canvas, 'Change your dates');
    await click(canvas, 'Find rates for these dates');
    await waitFor(() => expect(canvas.getByText(/No rooms available on selected dates|sold out/i)).toBeVisible());
  },
};

async function upgradeToSummary(canvas: Canvas) {
  await click(canvas, 'Upgrade your room');
  await step(canvas, /^Upgrade Room \d\?$/);
  const upgrade = canvas.getAllByRole('button', { name: /^Upgrade to / })[0];
  if (!upgrade) throw new Error('no upgrade offered');
  await userEvent.click(upgrade);
  const keep = canvas.queryByRole('button', { name: /^No thanks/ });
  if (keep) await userEvent.click(keep);
  await step(canvas, 'Review your changes');
}

/**
 * "Back to your booking" from every step: the overview again each time, a change made on the way
 * kept (the first name typed in Room 1's guests is still there when the guests are opened again).
 */
export const BackFromEveryStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await overview(canvasElement);
    const back = async (from: string | RegExp) => {
      await click(canvas, 'Back to your booking');
      await canvas.findByRole('heading', { level: 2, name: 'Your stay' });
      await expect(canvas.queryByRole('heading', { level: 2, name: from })).toBeNull();
    };
    const steps: [string, string | RegExp][] = [
      ['Edit your details', 'Your details'],
      ['Add or change extras', 'Add extras to Room 1'],
      ['Upgrade your room', /^Upgrade Room \d\?$/],
      ['Change dates', 'Change your dates'],
    ];
    for (const [action, heading] of steps) {
      await click(canvas, action);
      await step(canvas, heading);
      await back(heading);
    }
    // the guests: the lead guest renamed, then back from the next step; the name is kept
    await click(canvas, 'Edit guests');
    await step(canvas, 'Who is staying in Room 1?');
    const first = canvas.getByLabelText(/^First name/);
    await userEvent.clear(first);
    await userEvent.type(first, 'Johnny');
    await back('Who is staying in Room 1?');
    await click(canvas, 'Edit guests');
    await step(canvas, 'Who is staying in Room 1?');
    await expect(canvas.getByLabelText(/^First name/)).toHaveValue('Johnny');
    await click(canvas, 'Continue');
    await step(canvas, 'Guests of Room 1: Superior Sea View');
    await back('Guests of Room 1: Superior Sea View');
  },
};

/** Summary, more to pay: the change, old and new price, and the balance paid at the hotel. */
export const SummaryMoreToPay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await overview(canvasElement);
    await upgradeToSummary(canvas);
    await expect(canvas.getByText(/^Room: Superior Sea View → /)).toBeVisible();
    await expect(
      canvas.getByText(/^You will pay £[\d,.]+ more\. Nothing is charged now: the balance is paid at the hotel\.$/),
    ).toBeVisible();
    // more changes: the overview, the upgrade kept; then the changes discarded: the booking as it is
    await click(canvas, 'Make more changes');
    await canvas.findByRole('heading', { level: 2, name: 'Your stay' });
    await expect(canvas.queryByRole('heading', { level: 3, name: 'Room 1: Superior Sea View' })).toBeNull();
    await click(canvas, 'Review and save changes');
    await step(canvas, 'Review your changes');
    await click(canvas, 'Discard changes');
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Room 1: Superior Sea View' })).toBeVisible();
  },
};

/** Summary with a refund: the booking was paid in full, an extra removed comes back to the card. */
export const SummaryRefund: Story = {
  parameters: { msw: { handlers: [searchAnswers((r) => ({ ...r, AmountPaid: r.TotalCost }))] } },
  play: async ({ canvasElement }) => {
    const canvas = await overview(canvasElement);
    await click(canvas, 'Add or change extras');
    await step(canvas, 'Add extras to Room 1');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Add Full English Breakfast' }));
    await click(canvas, 'Continue');
    await step(canvas, 'Add extras to Room 2');
    await click(canvas, 'Continue');
    await step(canvas, 'Review your changes');
    await expect(canvas.getByText('Full English Breakfast removed')).toBeVisible();
    await expect(
      canvas.getByText(/^£[\d,.]+ will be refunded to your card ending 1111 within 5 to 10 working days\.$/),
    ).toBeVisible();
  },
};

/**
 * Summary, refused: the booking's own details lack what the hotel asks (here the booker's phone
 * number, missing from the booking as stored), so Save says what to check instead of saving.
 */
export const SummaryRefused: Story = {
  parameters: {
    msw: { handlers: [searchAnswers((r) => ({ ...r, Booker: r.Booker ? { ...r.Booker, Phone: '' } : null }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await overview(canvasElement);
    await upgradeToSummary(canvas);
    await click(canvas, 'Save changes');
    await findLiveRegion(
      canvasElement,
      'alert',
      'Some guest details are missing. Please check the guests of every room and your details.',
    );
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    await expect(canvas.getByText(/^Room: Superior Sea View → /)).toBeVisible();
    await expectAccessibleNow();
  },
};

/** Saving: the button says so while the hotel saves. */
export const Saving: Story = {
  parameters: { msw: { handlers: [http.post('*/api/ManageBooking/Update', () => new Promise<never>(() => {}))] } },
  play: async ({ canvasElement }) => {
    const canvas = await overview(canvasElement);
    await upgradeToSummary(canvas);
    await click(canvas, 'Save changes');
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

/** Save failed: the server's Message, every change kept, and Save again. */
export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/ManageBooking/Update', () =>
          HttpResponse.json({ Message: 'The Deluxe room was just taken. Please choose again.' }, { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await overview(canvasElement);
    await upgradeToSummary(canvas);
    await click(canvas, 'Save changes');
    await findLiveRegion(canvasElement, 'alert', 'The Deluxe room was just taken. Please choose again.');
    await expect(canvas.getByText(/^Room: Superior Sea View → /)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
};

/** The cancel form when a reason is required: what it costs, and the reason asked for. */
export const CancelReasonRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await overview(canvasElement);
    await click(canvas, 'Cancel booking');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Cancel your booking' }));
    await expect(dialog.getByText('Cancelling now is free of charge.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    await expect(dialog.getByLabelText(/^Reason for cancelling/)).toHaveAccessibleDescription(
      'Please choose a cancellation reason',
    );
  },
};

/** The cancel form when the hotel asks no reason: the reason is optional. */
export const CancelReasonOptional: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/ManageBooking/Config/:code', () =>
          HttpResponse.json({
            PropertyId: 1,
            ShowRoomConfigurationQuestion: true,
            RequireCancellationReason: false,
            GiftServiceProviderConfig: { Active: false, Name: null },
            GuestFields: {
              FirstNameRequired: true,
              LastNameRequired: true,
              EmailRequired: false,
              PhoneRequired: false,
              CountryRequired: false,
              StreetRequired: false,
              CityRequired: false,
              StateOrCountyRequired: false,
              PostCodeRequired: false,
            },
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await overview(canvasElement);
    await click(canvas, 'Cancel Room 2');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Cancel Room 2' }));
    await expect(dialog.getByLabelText(/^Reason for cancelling \(optional\)/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel this room' }));
    await step(canvas, 'Review your changes');
    await expect(canvas.getByRole('cell', { name: 'Cancelled' })).toBeVisible();
  },
};

/** Cancelled: the positive notice, the cancelled state and its cancellation reference. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await overview(canvasElement);
    await click(canvas, 'Cancel booking');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Cancel your booking' }));
    await userEvent.selectOptions(dialog.getByLabelText(/^Reason for cancelling/), '1');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    await findLiveRegion(canvasElement, 'status', /^Your booking has been cancelled\./);
    await canvas.findByRole('heading', { level: 2, name: 'This booking is cancelled' });
    await expect(canvas.getByText(/Your cancellation reference is/)).toHaveTextContent('CX-100001');
  },
};
