import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@/domain/validation';
import { AppAt, DEMO, failing, pending, withHandlers } from './support';

const meta = {
  title: 'Account/Register',
  render: (args: { path: string }) => <AppAt path={args.path} />,
  args: { path: '/Account/Register/SEAVIEW' },
} satisfies Meta<{ path: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Create an account' });
  await userEvent.type(canvas.getByLabelText('First name'), 'Robin');
  await userEvent.type(canvas.getByLabelText('Last name'), 'Fisher');
  await userEvent.type(canvas.getByLabelText('E-mail address'), email);
  await userEvent.type(canvas.getByLabelText('Password'), 'Robin-Pass-123');
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
  return canvas;
}

/** The empty form with the password hint as text. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(canvas.getByText(MESSAGES.passwordHint)).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText('Mobile number (optional)')).toHaveAttribute('type', 'tel');
  },
};

/** Submitted empty: every message, focus on the first field. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Create an account' });
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText(MESSAGES.firstNameRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.lastNameRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.emailInvalid)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.passwordRequired)).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('First name')).toHaveFocus());
  },
};

/** The call is running: submitting until it ends. */
export const Submitting: Story = {
  parameters: withHandlers(pending('post', '/api/Account/Register')),
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'robin.fisher@example.com');
    await expect(await canvas.findByRole('button', { name: 'Creating your account…' })).toBeVisible();
  },
};

/** Registered: asked to check the e-mail, and logged in. */
export const Registered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'robin.fisher@example.com');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    await expect(await canvas.findByText('Hello, Robin')).toBeVisible();
  },
};

/** An address already registered: "Failed to register User" and the server's reason. */
export const DuplicateEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, DEMO.account.email);
    await expect(
      await within(canvas.getByRole('main')).findByText(
        /^Failed to register User\. An account with this e-mail address already exists/,
      ),
    ).toBeVisible();
  },
};

/** A server failure with a message. */
export const ServerError: Story = {
  parameters: withHandlers(
    failing('post', '/api/Account/Register', 500, { Message: 'Something went wrong on our side.' }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'robin.fisher@example.com');
    await expect(
      await within(canvas.getByRole('main')).findByText('Failed to register User. Something went wrong on our side.'),
    ).toBeVisible();
  },
};
