import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt, findLiveRegion } from '../support';
import { DEMO } from '@mocks/db/demo';
import { forget } from '@/app/cache';

/** /Manage/{code}: find a booking by reference number and guest name (manage spec 5, 8). */
const meta = {
  title: 'Manage/Find your booking',
  render: (args: { path: string }) => <AppAt path={args.path} />,
  args: { path: '/Manage/SEAVIEW' },
  beforeEach: () => forget('manageConfig:'),
} satisfies Meta<{ path: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return within(await canvas.findByRole('form', { name: 'Find your booking' }));
}

/** Empty: both fields, nothing said yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await expect(f.getByLabelText(/^Reservation number/)).toHaveValue('');
    await expect(f.getByLabelText(/^Guest name/)).toHaveAccessibleDescription(
      'The surname of the booker or of a guest',
    );
    await expect(f.queryByRole('alert')).toBeNull();
  },
};

/** Refused: the spec's messages, on the fields, the first one focused. */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.click(f.getByRole('button', { name: 'Find booking' }));
    await expect(f.getByLabelText(/^Reservation number/)).toHaveAccessibleDescription('Reservation Number is required');
    await expect(f.getByLabelText(/^Guest name/)).toHaveAccessibleDescription(
      /The surname of the booker or of a guest.*Guest Name is required|Guest Name is required.*The surname/,
    );
    await expect(f.getByLabelText(/^Reservation number/)).toHaveFocus();
  },
};

/** No booking with these details: the server's Message, what was typed kept. */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.type(f.getByLabelText(/^Reservation number/), DEMO.reservation.referenceNumber);
    await userEvent.type(f.getByLabelText(/^Guest name/), 'Nobody');
    await userEvent.click(f.getByRole('button', { name: 'Find booking' }));
    await findLiveRegion(canvasElement, 'alert', /^We could not find a booking with these details\./);
    await expect(f.getByLabelText(/^Guest name/)).toHaveValue('Nobody');
  },
};

/** Too many wrong attempts for one reference: the server says when to try again (429). */
export const TooManyAttempts: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.type(f.getByLabelText(/^Reservation number/), DEMO.reservation.referenceNumber);
    await userEvent.type(f.getByLabelText(/^Guest name/), 'Nobody');
    for (let i = 0; i < 5; i++) {
      await userEvent.click(f.getByRole('button', { name: 'Find booking' }));
      await findLiveRegion(canvasElement, 'alert', /^We could not find a booking/);
    }
    await userEvent.clear(f.getByLabelText(/^Guest name/));
    await userEvent.type(f.getByLabelText(/^Guest name/), DEMO.reservation.surname);
    await userEvent.click(f.getByRole('button', { name: 'Find booking' }));
    await findLiveRegion(canvasElement, 'alert', 'Too many attempts. Please try again in 15 minutes.');
  },
};

/** A manage link that did not open a booking lands here and says so. */
export const LinkFailed: Story = {
  args: { path: '/Manage/SEAVIEW?link=failed' },
  play: async ({ canvasElement }) => {
    await findLiveRegion(canvasElement, 'alert', /^That link did not open a booking\./);
  },
};
