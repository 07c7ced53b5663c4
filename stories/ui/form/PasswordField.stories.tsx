import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from '@/ui/form';
import { MESSAGES } from '@/domain/validation';
import { controlled, expectAnnouncedError, expectNoError } from './support';

const meta = {
  title: 'UI/Form/PasswordField',
  component: PasswordField,
  args: { label: 'Password', value: '', onChange: fn(), autoComplete: 'new-password', hint: MESSAGES.passwordHint },
  render: controlled(PasswordField),
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

const control = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Password');
const toggle = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Show password' });

/** Empty: required, hidden as it is typed, the password hint read after the label. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = control(canvasElement);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expectNoError(input, MESSAGES.passwordHint);
    await userEvent.type(input, 'Correct-Horse-1');
    await expect(input).toHaveValue('Correct-Horse-1');
  },
};

/** Filled and hidden: the toggle is not pressed. */
export const Hidden: Story = {
  args: { value: 'Correct-Horse-1' },
  play: async ({ canvasElement }) => {
    await expect(control(canvasElement)).toHaveAttribute('type', 'password');
    await expect(toggle(canvasElement)).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Shown: "Show password" is a toggle button; pressed, the password reads as text; pressed again, hidden. */
export const Shown: Story = {
  args: { value: 'Correct-Horse-1' },
  play: async ({ canvasElement }) => {
    await userEvent.click(toggle(canvasElement));
    await expect(toggle(canvasElement)).toHaveAttribute('aria-pressed', 'true');
    await expect(control(canvasElement)).toHaveAttribute('type', 'text');
    await expect(control(canvasElement)).toHaveValue('Correct-Horse-1');
    await userEvent.click(toggle(canvasElement));
    await expect(control(canvasElement)).toHaveAttribute('type', 'password');
  },
};

/** In error: marked invalid, the message is read after the label. */
export const WithError: Story = {
  args: { value: 'short', error: MESSAGES.passwordHint, hint: undefined },
  play: async ({ canvasElement }) => {
    await expectAnnouncedError(control(canvasElement), MESSAGES.passwordHint);
  },
};

/** Disabled: neither the password nor its toggle can be used. */
export const Disabled: Story = {
  args: { value: 'Correct-Horse-1', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(control(canvasElement)).toBeDisabled();
    await expect(toggle(canvasElement)).toBeDisabled();
  },
};
