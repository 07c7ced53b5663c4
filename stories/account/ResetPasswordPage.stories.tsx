import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@/domain/validation';
import { AppAt, DEMO, pending, withHandlers } from './support';

const link = (token: string) =>
  `/Account/ResetPassword/SEAVIEW?email=${encodeURIComponent(DEMO.account.email)}&token=${encodeURIComponent(token)}`;

const meta = {
  title: 'Account/Reset password',
  render: (args: { path: string }) => <AppAt path={args.path} />,
  args: { path: link(DEMO.passwordResetToken) },
} satisfies Meta<{ path: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

async function reset(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Set a new password' });
  await userEvent.type(canvas.getByLabelText('New password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
  return canvas;
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByText(MESSAGES.passwordHint)).toBeVisible();
  },
};

/** A new password that does not meet the hint. */
export const WeakPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await reset(canvasElement, 'password12');
    await expect((await canvas.findAllByText(MESSAGES.passwordHint)).length).toBe(2);
  },
};

export const Resetting: Story = {
  parameters: withHandlers(pending('post', '/api/Account/PasswordReset')),
  play: async ({ canvasElement }) => {
    const canvas = await reset(canvasElement, 'Brand-New-Pass-1');
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toBeVisible();
  },
};

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await reset(canvasElement, 'Brand-New-Pass-1');
    await expect(await within(canvas.getByRole('main')).findByText(/Your password has been reset/)).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};

/** A wrong or used token: "Failed to reset your password" and why. */
export const ExpiredToken: Story = {
  args: { path: link('not-the-token') },
  play: async ({ canvasElement }) => {
    const canvas = await reset(canvasElement, 'Brand-New-Pass-1');
    await expect(
      await within(canvas.getByRole('main')).findByText(
        /^Failed to reset your password\. This password reset link is invalid/,
      ),
    ).toBeVisible();
  },
};

export const IncompleteLink: Story = {
  args: { path: '/Account/ResetPassword/SEAVIEW' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/This link is incomplete/)).toBeVisible();
  },
};
