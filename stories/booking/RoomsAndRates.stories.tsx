import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { http, HttpResponse, delay } from 'msw';
import { AppAt, roomsAndRates } from '../support';

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

export const Searching: Story = {
  parameters: { msw: { handlers: [http.post('*/api/Availability/Search', async () => { await delay('infinite'); return HttpResponse.json({}); })] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Searching for rooms…', {}, { timeout: 5000 })).toHaveAttribute('role', 'status');
  },
};

export const SearchFailed: Story = {
  parameters: { msw: { handlers: [http.post('*/api/Availability/Search', () => HttpResponse.json({ Message: 'The availability service is not answering.' }, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('The availability service is not answering.');
    await expect(canvas.getByRole('button', { name: 'Try the search again' })).toBeEnabled();
  },
};

export const SoldOut: Story = {
  args: { path: roomsAndRates({ from: 20, nights: 2 }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/no rooms|not available|unavailable/i, {}, { timeout: 5000 })).toBeVisible();
  },
};

export const PromoInvalid: Story = {
  args: { path: roomsAndRates({ promo: 'NOSUCHCODE' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/promo/i, { selector: '.notice' }, { timeout: 5000 })).toBeVisible();
  },
};

export const RoomTypes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: /Choose a room for Room 1/ }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Select .* for Room 1/ }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('complementary', { name: 'Your stay' })).toHaveTextContent('Total including taxes');
  },
};

export const UpgradeOffered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findAllByRole('button', { name: /^Select .* for Room 1, Classic Double$/ }, { timeout: 5000 });
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
    await expect(canvas.getByText("Enter the lead guest's first name")).toBeVisible();
  },
};

export const Extras: Story = {
  play: async (context) => {
    await GuestsAndLeadGuest.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText('First name'), 'Ada');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Lovelace');
    const setup = canvas.queryByLabelText('Bed set-up');
    if (setup) await userEvent.selectOptions(setup, 'Double bed');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Add extras to Room 1' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('checkbox')[0]!);
    await waitFor(() => expect(canvas.getByRole('complementary', { name: 'Your stay' })).toHaveTextContent('×'));
  },
};
