import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '@/ui/form';
import { MESSAGES } from '@/domain/validation';
import { controlled, expectAnnouncedError, expectNoError } from './support';

const meta = {
  title: 'UI/Form/TextField',
  component: TextField,
  args: { label: 'First name', value: '', onChange: fn(), autoComplete: 'given-name', required: true },
  render: controlled(TextField),
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the label names the control, it is required, and what a guest types shows. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expectNoError(input);
    await userEvent.type(input, 'Jane');
    await expect(input).toHaveValue('Jane');
    await expect(args.onChange).toHaveBeenLastCalledWith('Jane');
  },
};

/** Filled, with a hint read after the label (aria-describedby). */
export const Filled: Story = {
  args: { label: 'Mobile number', type: 'tel', value: '+44 7700 900123', hint: MESSAGES.phoneHint, required: false },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveValue('+44 7700 900123');
    await expectNoError(input, MESSAGES.phoneHint);
  },
};

/** Optional: "(optional)" is part of the label a guest hears. */
export const Optional: Story = {
  args: { label: 'Special requests', multiline: true, optional: true, required: false },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Special requests (optional)' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await expect(textarea).not.toHaveAttribute('aria-required');
  },
};

/** In error: marked invalid, the hint and then the message are read after the label. */
export const WithError: Story = {
  args: { label: 'Mobile number', type: 'tel', value: '0777', hint: MESSAGES.phoneHint, error: MESSAGES.phoneInvalid },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expectAnnouncedError(input, `${MESSAGES.phoneHint} ${MESSAGES.phoneInvalid}`);
    await expect(canvas.getByText(MESSAGES.phoneInvalid)).toBeVisible();
  },
};

/** Disabled: still named, but it takes no input. */
export const Disabled: Story = {
  args: { value: 'Jane', disabled: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Jane');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
