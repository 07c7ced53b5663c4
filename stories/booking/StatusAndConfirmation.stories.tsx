import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { AppAt, findLiveRegion } from '../support';

const meta = {
  title: 'Booking/Status and confirmation',
  render: (args: { path: string }) => <AppAt path={args.path} />,
  args: { path: '/Book/SEAVIEW/Confirmation/c0nf-100001-smith' },
} satisfies Meta<{ path: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

const PENDING = 'Your bank is still verifying this payment.';
/** The first status check answers "still verifying"; later ones reach the mock backend (confirmed). */
let statusChecks = 0;
const pendingOnce = http.get('*/api/Reservation/Status', () => {
  statusChecks += 1;
  if (statusChecks === 1)
    return HttpResponse.json({
      Success: true,
      Message: PENDING,
      Status: 'PendingVerification',
      ReferenceNumber: '100001',
    });
  return undefined;
});

/** The payment is still being verified: the page says so and checks again until it is confirmed. */
export const StatusPending: Story = {
  args: { path: '/Book/SEAVIEW/Status/c0nf-100001-smith' },
  parameters: { msw: { handlers: [pendingOnce] } },
  beforeEach: () => {
    statusChecks = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Checking your booking' })).toBeVisible();
    const main = canvas.getByRole('main');
    const status = await findLiveRegion(
      main,
      'status',
      /^We are confirming your booking \(reference 100001\) with the hotel\. This usually takes a few seconds\./,
    );
    await expect(within(status).getByText(PENDING)).toBeVisible();
    // (no axe check of this state here: it lasts one poll interval, and the page moves on mid-check)
    // the next check (after a second) finds it confirmed: on to the confirmation
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByText(/Booking reference:/)).toHaveTextContent('100001');
  },
};

/** The payment failed: the message on the page and as a top notice, and where to go next. */
export const StatusFailed: Story = {
  args: { path: '/Book/SEAVIEW/Status/c0nf-100001-smith' },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/Reservation/Status', () =>
          HttpResponse.json({
            Success: false,
            Message: 'Your card was declined.',
            Status: 'Failed',
            ReferenceNumber: '100001',
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = await canvas.findByRole('main');
    await findLiveRegion(main, 'alert', 'Your card was declined.');
    await expect(canvas.getByRole('alert', { name: 'Errors (top)' })).toHaveTextContent('Your card was declined.');
    await expect(within(main).queryByText(/We are confirming your booking/)).toBeNull();
    await expect(within(main).getByRole('link', { name: 'Start a new search' })).toHaveAttribute(
      'href',
      '/Book/SEAVIEW',
    );
    await expect(within(main).getByRole('link', { name: 'contact the hotel' })).toHaveAttribute(
      'href',
      '/Contact/SEAVIEW',
    );
  },
};

/** The confirmation of the demo booking 100001. */
export const Confirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByText(/Booking reference:/)).toHaveTextContent('100001');
    await expect(canvas.getAllByRole('link', { name: 'Manage booking' }).at(-1)).toHaveAttribute(
      'href',
      '/Manage/SEAVIEW/Reservation/100001/7f3c9a2be41d',
    );
    await expect(canvas.getByRole('link', { name: 'Book another room' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to hotel website' })).toHaveAttribute(
      'href',
      'https://seaview.example.com',
    );
  },
};

export const ConfirmationFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/Reservation/Confirmation', () =>
          HttpResponse.json({ Message: 'Something went wrong on our side.' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
