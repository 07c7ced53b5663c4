import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@/domain/validation';
import { AppAt, DEMO, failing, pending, withHandlers } from './support';

const meta = {
  title: 'Account/Forgot password',
  render: (args: { path: string }) => <AppAt path={args.path} />,
  args: { path: '/Account/ForgotPassword/SEAVIEW' },
} satisfies Meta<{ path: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

async function send(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Forgotten your password?' });
  if (email) await userEvent.type(canvas.getByLabelText('E-mail address'), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
  return canvas;
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('E-mail address')).toHaveAttribute('autocomplete', 'email');
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'not-an-email');
    await expect(await canvas.findByText(MESSAGES.emailInvalid)).toBeVisible();
  },
};

export const Sending: Story = {
  parameters: withHandlers(pending('post', '/api/Account/RequestPasswordReset')),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, DEMO.account.email);
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toBeVisible();
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, DEMO.account.email);
    await expect(
      await within(canvas.getByRole('main')).findByText(/we have sent it an e-mail with a link/),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: withHandlers(failing('post', '/api/Account/RequestPasswordReset', 500, { Message: '' })),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, DEMO.account.email);
    await expect(
      await within(canvas.getByRole('main')).findByText(/^Failed to send Password Reset Email/),
    ).toBeVisible();
  },
};
