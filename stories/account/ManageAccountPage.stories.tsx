import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@/domain/validation';
import { AppAt, demoUser, failing, ok, pending, withHandlers } from './support';

/** A logged-in demo user (the session itself is the mock's; these stories answer for it). */
const loggedIn = [ok('get', '/api/Account', demoUser)];

const meta = {
  title: 'Account/Manage account',
  render: (args: { path: string }) => <AppAt path={args.path} />,
  args: { path: '/ManageAccount/SEAVIEW' },
  parameters: withHandlers(
    ...loggedIn,
    ok('post', '/api/Account/Update', demoUser),
    ok('post', '/api/Account/ChangePassword', { Success: true, Message: null }),
  ),
} satisfies Meta<{ path: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

async function ready(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Your account' });
  return canvas;
}

async function changePassword(canvasElement: HTMLElement, current: string, next: string) {
  const canvas = await ready(canvasElement);
  if (current) await userEvent.type(canvas.getByLabelText('Current password'), current);
  if (next) await userEvent.type(canvas.getByLabelText('New password'), next);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
  return canvas;
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByLabelText('First name')).toHaveValue(demoUser.Firstname);
    await expect(canvas.getByLabelText('Mobile number (optional)')).toHaveAttribute('autocomplete', 'tel');
  },
};

export const InvalidDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.clear(canvas.getByLabelText('First name'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await expect(await canvas.findByText(MESSAGES.firstNameRequired)).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('First name')).toHaveFocus());
  },
};

export const Saving: Story = {
  parameters: withHandlers(...loggedIn, pending('post', '/api/Account/Update')),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toBeVisible();
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await expect(await canvas.findByText('Your details have been saved.')).toBeVisible();
  },
};

export const SaveFailed: Story = {
  parameters: withHandlers(
    ...loggedIn,
    failing('post', '/api/Account/Update', 500, { Message: 'Something went wrong on our side.' }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await expect(
      await within(canvas.getByRole('main')).findByText(
        'Failed to save your details. Something went wrong on our side.',
      ),
    ).toBeVisible();
  },
};

export const PasswordInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await changePassword(canvasElement, '', 'short');
    await expect(await canvas.findByText(MESSAGES.passwordRequired)).toBeVisible();
    await expect(canvas.getAllByText(MESSAGES.passwordHint)).toHaveLength(2);
  },
};

export const ChangingPassword: Story = {
  parameters: withHandlers(...loggedIn, pending('post', '/api/Account/ChangePassword')),
  play: async ({ canvasElement }) => {
    const canvas = await changePassword(canvasElement, 'Password123!', 'Brand-New-Pass-1');
    await expect(await canvas.findByRole('button', { name: 'Changing…' })).toBeVisible();
  },
};

export const PasswordChanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await changePassword(canvasElement, 'Password123!', 'Brand-New-Pass-1');
    await expect(await canvas.findByText('Your password has been changed.')).toBeVisible();
    await expect(canvas.getByLabelText('Current password')).toHaveValue('');
  },
};

export const WrongCurrentPassword: Story = {
  parameters: withHandlers(
    ...loggedIn,
    failing('post', '/api/Account/ChangePassword', 400, {
      Message: 'The request is invalid.',
      ModelState: { CurrentPassword: ['The current password is not correct.'] },
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await changePassword(canvasElement, 'Wrong-Pass-12', 'Brand-New-Pass-1');
    await expect(
      await within(canvas.getByRole('main')).findByText(
        'Failed to change your password. The current password is not correct.',
      ),
    ).toBeVisible();
  },
};
