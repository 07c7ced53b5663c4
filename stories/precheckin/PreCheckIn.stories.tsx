import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getResponse, http, HttpResponse } from 'msw';
import { AppAt, findLiveRegion } from '../support';
import { DEMO } from '@mocks/db/demo';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers';
import { forget } from '@/app/cache';
import { formatTypedDate } from '@/domain/dates';

/**
 * /PreCheckIn/{code}/{ref}/{hash}: online pre check-in of the demo booking 100001, at every step
 * and state. SEAVIEW asks the arrival time, each room's lead guest registration (nationality, date
 * of birth, identity document), the terms, and a card (a Visa ending 1111 is on file).
 */
const LINK = `/PreCheckIn/SEAVIEW/${DEMO.reservation.referenceNumber}/${DEMO.reservation.linkHash}`;

const meta = {
  title: 'Pre check-in/Online check-in',
  render: (args: { path: string }) => <AppAt path={args.path} />,
  args: { path: LINK },
  beforeEach: () => {
    forget('preCheckInConfig:');
  },
} satisfies Meta<{ path: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const step = (canvas: Canvas, name: string | RegExp) => canvas.findByRole('heading', { level: 2, name });
const click = (canvas: Canvas, name: string) => userEvent.click(canvas.getByRole('button', { name }));

async function register(canvas: Canvas, born: string, id: string) {
  await userEvent.selectOptions(canvas.getByLabelText(/^Nationality/), 'GB');
  await userEvent.type(canvas.getByLabelText(/^Date of birth/), formatTypedDate(born));
  await userEvent.selectOptions(canvas.getByLabelText(/^Identity document/), 'Passport');
  await userEvent.type(canvas.getByLabelText(/^Document number/), id);
  await click(canvas, 'Continue');
}

/** From the first room: both rooms registered, their guests seen. */
async function bothRooms(canvas: Canvas) {
  await register(canvas, '1985-04-12', '123456789');
  await click(canvas, 'Continue');
  await register(canvas, '1990-01-02', '987654321');
  await click(canvas, 'Continue');
}

/** From the booker through both rooms (registered) and their guests. */
async function throughRooms(canvas: Canvas) {
  await step(canvas, 'Your details');
  await click(canvas, 'Continue');
  await bothRooms(canvas);
}

/** From the booker to the card step: both rooms registered, their guests and extras seen. */
async function toCard(canvas: Canvas) {
  await step(canvas, 'Your details');
  await click(canvas, 'Continue');
  await step(canvas, 'Who is staying in Room 1?');
  await register(canvas, '1985-04-12', '123456789');
  await step(canvas, /^Guests of Room 1/);
  await click(canvas, 'Continue');
  await step(canvas, 'Who is staying in Room 2?');
  await register(canvas, '1990-01-02', '987654321');
  await step(canvas, /^Guests of Room 2/);
  await click(canvas, 'Continue');
  await step(canvas, 'Add extras to Room 1');
  await click(canvas, 'Continue');
  await step(canvas, 'Add extras to Room 2');
  await click(canvas, 'Continue');
  await step(canvas, 'Card to guarantee your stay');
}

/** The card frame of the step, ready (it loads from the payment provider's origin). */
async function cardFrameReady(canvas: Canvas, title: string) {
  const frame = (await canvas.findByTitle(title)) as HTMLIFrameElement;
  await waitFor(() => expect(frame.closest('[data-status]')).toHaveAttribute('data-status', 'ready'));
  await expect(frame.contentDocument).toBeNull();
}

/**
 * The hotel does not ask for a card here (the card is typed in the payment provider's frame, on
 * another origin, where a story's play cannot type: the browser tests do).
 */
async function noCardAsked() {
  await db.properties.update((q) => q.where({ PropertyCode: 'SEAVIEW' }), {
    data(p) {
      p.PreCheckInConfig.CollectPaymentDetails = false;
    },
  });
}

/** From the booker to the summary, arrival time and terms given (a hotel that asks no card). */
async function toSummary(canvas: Canvas) {
  await throughRooms(canvas);
  await extrasToSummary(canvas);
}

/** From the first room's extras to the summary, arrival time and terms given (no card asked). */
async function extrasToSummary(canvas: Canvas) {
  await step(canvas, 'Add extras to Room 1');
  await click(canvas, 'Continue');
  await step(canvas, 'Add extras to Room 2');
  await click(canvas, 'Continue');
  await step(canvas, 'Check and confirm');
  await userEvent.type(canvas.getByLabelText(/^Estimated arrival time/), '15:30');
  await userEvent.click(canvas.getByRole('checkbox', { name: "I accept the hotel's terms" }));
}

/** Calls of the countries in the story's page (the first one fails). */
let countryCalls = 0;

function noticeStory(title: string, success: boolean, badge: string): Story {
  return {
    parameters: {
      msw: {
        handlers: [
          http.get('*/api/PreCheckIn/Get', () =>
            HttpResponse.json({
              Success: success,
              Title: title,
              Message: `${title}: what the hotel says.`,
              Reservation: null,
            }),
          ),
        ],
      },
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await step(canvas, title);
      await expect(canvas.getByText(badge)).toBeVisible();
      await expect(canvas.getByText(`${title}: what the hotel says.`)).toBeVisible();
    },
  };
}

/** Notices instead of the steps: positive badge when Success, else a warning. */
export const NoticeCheckedIn = noticeStory('You are checked in', true, 'Done');
export const NoticeClosed = noticeStory('Pre check-in has closed', false, 'Please note');
export const NoticeCancelled = noticeStory('Booking cancelled', false, 'Please note');
export const NoticePaymentPending = noticeStory('Payment pending', false, 'Please note');
export const NoticeUnavailable = noticeStory('Pre check-in unavailable', false, 'Please note');
export const NoticeTooLate = noticeStory('Too late for pre check-in', false, 'Please note');

/** A link that does not open a booking: the error header and the spec's text. */
export const InvalidLink: Story = {
  args: { path: `/PreCheckIn/SEAVIEW/${DEMO.reservation.referenceNumber}/not-the-code` },
  play: async ({ canvasElement }) => {
    await findLiveRegion(
      canvasElement,
      'alert',
      /This link is invalid\. Please re check the link is correct and try again\./,
    );
  },
};

/** The booking could not be reached (here a server error): said as such, with a retry, not as an invalid link. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/PreCheckIn/Get', () =>
          HttpResponse.json({ Message: 'An error has occurred.' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findLiveRegion(canvasElement, 'alert', 'An error has occurred.');
    await expect(canvas.getByRole('heading', { name: 'We could not open your booking' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * The countries of the nationality could not be loaded: the field says so and offers to load them
 * again; the second try works (the list was only missing, nothing typed is lost).
 */
export const RegistrationCountriesFailed: Story = {
  beforeEach: () => {
    forget('countries:');
    countryCalls = 0;
  },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/StaticData/:propertyCode/countries', () =>
          countryCalls++ === 0 ? HttpResponse.json({ Message: 'An error has occurred.' }, { status: 500 }) : undefined,
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await step(canvas, 'Your details');
    await click(canvas, 'Continue');
    await step(canvas, 'Who is staying in Room 1?');
    await expect(canvas.getByLabelText(/^Nationality/)).toHaveAccessibleDescription(
      /We could not load the list of countries\./,
    );
    await userEvent.type(canvas.getByLabelText(/^Document number/), '123456789');
    await click(canvas, 'Load the countries again');
    await waitFor(() => expect(canvas.getByRole('option', { name: 'United Kingdom' })).toBeInTheDocument());
    await expect(canvas.getByLabelText(/^Document number/)).toHaveValue('123456789');
  },
};

/** Booker: the booker's details; an e-mail the hotel needs is refused when missing. */
export const Booker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await step(canvas, 'Your details');
    await userEvent.clear(canvas.getByLabelText(/^E-mail address/));
    await click(canvas, 'Continue');
    await waitFor(() => expect(canvas.getByLabelText(/^E-mail address/)).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** Room: lead guest, bed set-up and registration, with what is missing once the guest tries to go on. */
export const RoomInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await step(canvas, 'Your details');
    await click(canvas, 'Continue');
    await step(canvas, 'Who is staying in Room 1?');
    await click(canvas, 'Continue');
    await expect(canvas.getByLabelText(/^Nationality/)).toHaveAccessibleDescription('Choose the nationality');
    await expect(canvas.getByLabelText(/^Document number/)).toHaveAccessibleDescription('Enter the document number');
  },
};

/** Guests: every guest of the room, valid. */
export const GuestsValid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await step(canvas, 'Your details');
    await click(canvas, 'Continue');
    await step(canvas, 'Who is staying in Room 1?');
    await register(canvas, '1985-04-12', '123456789');
    await step(canvas, /^Guests of Room 1/);
    await expect(within(canvas.getByRole('group', { name: 'Lead guest' })).getByLabelText(/^First name/)).toHaveValue(
      'John',
    );
  },
};

/** Guests: a guest without a last name is refused with its message. */
export const GuestsInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await step(canvas, 'Your details');
    await click(canvas, 'Continue');
    await step(canvas, 'Who is staying in Room 1?');
    await register(canvas, '1985-04-12', '123456789');
    await step(canvas, /^Guests of Room 1/);
    const lastName = within(canvas.getByRole('group', { name: 'Lead guest' })).getByLabelText(/^Last name/);
    await userEvent.clear(lastName);
    await click(canvas, 'Continue');
    await waitFor(() => expect(lastName).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** The hotel lets no extras change online (AllowServiceEdit false). */
async function noExtrasOnline() {
  await db.properties.update((q) => q.where({ PropertyCode: 'SEAVIEW' }), {
    data(p) {
      p.PreCheckInConfig.AllowServiceEdit = false;
    },
  });
}

/**
 * Room 2's guests refused (the lead guest's last name cleared), then named again: Continue goes on
 * to the step after the rooms, `next`.
 */
function lastRoomsGuestsRefused(next: string): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await step(canvas, 'Your details');
    await click(canvas, 'Continue');
    await register(canvas, '1985-04-12', '123456789');
    await step(canvas, /^Guests of Room 1/);
    await click(canvas, 'Continue');
    await register(canvas, '1990-01-02', '987654321');
    await step(canvas, /^Guests of Room 2/);
    const last = within(canvas.getByRole('group', { name: 'Lead guest' })).getByLabelText(/^Last name/);
    const name = (last as HTMLInputElement).value;
    await userEvent.clear(last);
    await click(canvas, 'Continue');
    await waitFor(() => expect(last).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByRole('heading', { level: 2, name: /^Guests of Room 2/ })).toBeVisible();
    await userEvent.type(last, name);
    await click(canvas, 'Continue');
    await step(canvas, next);
  };
}

/** The last room's guests refused, then put right: on to the extras. */
export const LastRoomsGuestsRefusedThenExtras: Story = { play: lastRoomsGuestsRefused('Add extras to Room 1') };

/** The same at a hotel that lets no extras change online: on to the card. */
export const LastRoomsGuestsRefusedThenCard: Story = {
  beforeEach: noExtrasOnline,
  play: lastRoomsGuestsRefused('Card to guarantee your stay'),
};

/** The same at a hotel that asks no card and lets no extras change online: on to the summary. */
export const LastRoomsGuestsRefusedThenSummary: Story = {
  beforeEach: async () => {
    await noCardAsked();
    await noExtrasOnline();
  },
  play: lastRoomsGuestsRefused('Check and confirm'),
};

/** A hotel that lets no extras change online: from the rooms straight to the card. */
export const NoExtrasOnline: Story = {
  beforeEach: noExtrasOnline,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await throughRooms(canvas);
    await step(canvas, 'Card to guarantee your stay');
    await expect(canvas.queryByRole('heading', { level: 2, name: /^Add extras to Room/ })).toBeNull();
  },
};

/**
 * A booking without a booker (made by the hotel for a guest who gave no details of their own): the
 * pre check-in opens at the first room, and opens there again to amend what was saved.
 */
export const WithoutBooker: Story = {
  beforeEach: noCardAsked,
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/PreCheckIn/Get', async ({ request }) => {
          const answer = await getResponse(handlers, request);
          const body = (await answer?.json()) as { Reservation: Record<string, unknown> | null };
          return HttpResponse.json({ ...body, Reservation: body.Reservation && { ...body.Reservation, Booker: null } });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await step(canvas, 'Who is staying in Room 1?');
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Your details' })).toBeNull();
    await bothRooms(canvas);
    await extrasToSummary(canvas);
    await click(canvas, 'Complete check-in');
    await step(canvas, 'Your check-in is complete');
    await click(canvas, 'Change your check-in details');
    await step(canvas, 'Who is staying in Room 1?');
    await expect(canvas.getByLabelText(/^Nationality/)).toHaveValue('GB');
  },
};

/** Extras: what the hotel lets guests change, and the champagne that cannot change online. */
export const Extras: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await throughRooms(canvas);
    await step(canvas, 'Add extras to Room 1');
    await expect(canvas.getByRole('checkbox', { name: 'Add Full English Breakfast' })).toBeChecked();
    await expect(
      canvas.getByText(/^Booked: 1 \(£[\d.]+\)\. To change this extra, please contact the hotel\.$/),
    ).toBeVisible();
  },
};

/**
 * Payment details, card on file: its security code is asked for in the payment provider's frame;
 * Continue asks the frame, and without the code stays on the step (the frame says what is missing
 * beside its field, the page says so above the card).
 */
export const PaymentCardRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCard(canvas);
    await expect(canvas.getByLabelText(/^Saved card/)).toBeVisible();
    await cardFrameReady(canvas, 'Security code of the saved card');
    await click(canvas, 'Continue');
    // refused (the frame's code is missing), not on to the summary
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-flow="precheckin"]')).toHaveAttribute('data-state', 'payment.refused'),
    );
    await expect(await step(canvas, 'Card to guarantee your stay')).toBeVisible();
    // said in the page's alert (a screen reader hears it), above the card
    const said = await canvas.findByText('Check your card details: what is missing is said next to each field.');
    await expect(said.closest('[role="alert"]')).not.toBeNull();
  },
};

/** No card collected by this hotel: the flow goes from the extras to the summary. */
export const PaymentNotNeeded: Story = {
  beforeEach: async () => {
    await db.properties.update((q) => q.where({ PropertyCode: 'SEAVIEW' }), {
      data(p) {
        p.PreCheckInConfig.CollectPaymentDetails = false;
        p.PreCheckInConfig.AllowServiceEdit = false;
      },
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await throughRooms(canvas);
    await step(canvas, 'Check and confirm');
  },
};

/**
 * A new card instead of the one on file: the payment provider's frame asks for the number, expiry
 * and security code (test cards: 4111 1111 1111 1111 approved, 4000 0000 0000 0002 declined).
 */
export const PaymentNewCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCard(canvas);
    await userEvent.selectOptions(canvas.getByLabelText(/^Saved card/), '');
    await cardFrameReady(canvas, 'Card number, expiry date and security code');
    await expect(canvas.getByLabelText(/^Name on card/)).not.toHaveValue('');
  },
};

/** Summary: what is checked in, the arrival time and the terms. */
export const Summary: Story = {
  beforeEach: noCardAsked,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toSummary(canvas);
    await expect(canvas.getByText('Room 1: Superior Sea View')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Complete check-in' })).toBeEnabled();
  },
};

/** Saving: the button says so. */
export const Saving: Story = {
  beforeEach: noCardAsked,
  parameters: { msw: { handlers: [http.post('*/api/PreCheckIn/Save', () => new Promise<never>(() => {}))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toSummary(canvas);
    await click(canvas, 'Complete check-in');
    await expect(await canvas.findByRole('button', { name: /Saving/ })).toBeVisible();
  },
};

/** Save failed: the server's Message, everything kept. */
export const SaveFailed: Story = {
  beforeEach: noCardAsked,
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/PreCheckIn/Save', () =>
          HttpResponse.json({ Success: false, Message: 'The hotel could not save it now.' }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toSummary(canvas);
    await click(canvas, 'Complete check-in');
    await findLiveRegion(canvasElement, 'alert', 'The hotel could not save it now.');
    await expect(canvas.getByLabelText(/^Estimated arrival time/)).toHaveValue('15:30');
  },
};

/** Complete, then amend: every step again with what was saved. */
export const CompleteAndAmend: Story = {
  beforeEach: noCardAsked,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toSummary(canvas);
    await click(canvas, 'Complete check-in');
    await step(canvas, 'Your check-in is complete');
    await click(canvas, 'Change your check-in details');
    await step(canvas, 'Your details');
    await click(canvas, 'Continue');
    await step(canvas, 'Who is staying in Room 1?');
    await expect(canvas.getByLabelText(/^Nationality/)).toHaveValue('GB');
  },
};
