import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { AppAt } from '../support';

const meta = {
  title: 'Booking/Status and confirmation',
  render: (args: { path: string }) => <AppAt path={args.path} />,
  args: { path: '/Book/SEAVIEW/Confirmation/c0nf-100001-smith' },
} satisfies Meta<{ path: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The payment is still being verified: the page keeps checking. */
export const StatusPending: Story = {
  args: { path: '/Book/SEAVIEW/Status/c0nf-100001-smith' },
  parameters: {
    msw: { handlers: [http.get('*/api/Reservation/Status', () => HttpResponse.json({ Success: true, Message: 'Your bank is still verifying this payment.', Status: 'PendingVerification', ReferenceNumber: '100001' }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Checking your booking' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText('Your bank is still verifying this payment.', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The payment failed: the message, and where to go next. */
export const StatusFailed: Story = {
  args: { path: '/Book/SEAVIEW/Status/c0nf-100001-smith' },
  parameters: {
    msw: { handlers: [http.get('*/api/Reservation/Status', () => HttpResponse.json({ Success: false, Message: 'Your card was declined.', Status: 'Failed', ReferenceNumber: '100001' }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Start a new search' }, { timeout: 5000 })).toBeVisible();
  },
};

/** The confirmation of the demo booking 100001. */
export const Confirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(/Booking reference:/)).toHaveTextContent('100001');
    await expect(canvas.getAllByRole('link', { name: 'Manage booking' }).at(-1)).toHaveAttribute('href', '/Manage/SEAVIEW/Reservation/100001/7f3c9a2be41d');
    await expect(canvas.getByRole('link', { name: 'Book another room' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to hotel website' })).toHaveAttribute('href', 'https://seaview.example.com');
  },
};

export const ConfirmationFailed: Story = {
  parameters: { msw: { handlers: [http.get('*/api/Reservation/Confirmation', () => HttpResponse.json({ Message: 'Something went wrong on our side.' }, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 8000 })).toBeVisible();
  },
};
