import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt, DEMO, failing, pending, withHandlers } from './support';

const link = (email: string, token: string) =>
  `/Account/ConfirmEmail/SEAVIEW?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;

const meta = {
  title: 'Account/Confirm e-mail',
  render: (args: { path: string }) => <AppAt path={args.path} />,
  args: { path: link(DEMO.unconfirmedAccount.email, DEMO.unconfirmedAccount.confirmationToken) },
} satisfies Meta<{ path: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The call is running. */
export const Confirming: Story = {
  parameters: withHandlers(pending('post', '/api/Account/ConfirmEmail')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Confirming your e-mail address…')).toBeVisible();
  },
};

/** The link of the unconfirmed demo account: confirmed, with a way to log in. */
export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(await canvas.findByRole('main'));
    await expect(await main.findByText(/your e-mail address is confirmed/i)).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('dialog', { name: 'Log in' })).toBeVisible();
  },
};

/** A wrong or expired token. */
export const InvalidToken: Story = {
  args: { path: link(DEMO.unconfirmedAccount.email, 'not-the-token') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/confirmation link is invalid or has expired/)).toBeVisible();
  },
};

/** A failure that may be retried. */
export const ServerError: Story = {
  parameters: withHandlers(
    failing('post', '/api/Account/ConfirmEmail', 500, { Message: 'Something went wrong on our side.' }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/We could not confirm your e-mail address\. Something went wrong/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A link without its token: no call is made. */
export const IncompleteLink: Story = {
  args: { path: '/Account/ConfirmEmail/SEAVIEW?email=someone%40example.com' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/This link is incomplete/)).toBeVisible();
  },
};
