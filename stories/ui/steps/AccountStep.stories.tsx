import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountStep } from '@/ui/steps';
import { padded } from './support';

const meta = {
  title: 'UI/Steps/AccountStep',
  component: AccountStep,
  decorators: [padded],
  args: {
    createAccount: false,
    onCreateAccountChange: fn(),
    password: '',
    onPasswordChange: fn(),
    onPasswordBlur: fn(),
  },
} satisfies Meta<typeof AccountStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not asked for: no password field; asking is handed back. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Create an account (optional)' })).toBeVisible();
    await expect(canvas.queryByLabelText('Password')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Create an account with these details/ }));
    await expect(args.onCreateAccountChange).toHaveBeenCalledWith(true);
  },
};

/** Asked for: a new password with its rule as the hint, which can be shown. */
export const Filled: Story = {
  args: { createAccount: true, password: 'correct-horse-battery' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(password).toHaveAccessibleDescription(/at least ten characters/);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.type(password, '!');
    await expect(args.onPasswordChange).toHaveBeenCalledWith('correct-horse-battery!');
  },
};

export const Errors: Story = {
  args: { createAccount: true, passwordError: 'Password is required' },
  play: async ({ canvasElement }) => {
    const password = within(canvasElement).getByLabelText('Password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/Password is required$/);
  },
};

export const Disabled: Story = {
  args: { createAccount: true, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
  },
};
