import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BookerDetailsStep } from '@/ui/steps';
import { padded } from './support';

const empty = { firstName: '', lastName: '', emailAddress: '', telephoneNumber: '' };
const filled = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailAddress: 'ada@example.com',
  telephoneNumber: '+44 20 7946 0000',
};

const meta = {
  title: 'UI/Steps/BookerDetailsStep',
  component: BookerDetailsStep,
  decorators: [padded],
  args: { values: empty, onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof BookerDetailsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet and no message: what the guest types and leaves is handed back. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Your details' })).toBeVisible();
    await expect(canvas.getByLabelText('Telephone')).toHaveAccessibleDescription(
      'Start with + or 00 and the dialling code, e.g. +44 20 7946 0000',
    );
    await userEvent.type(canvas.getByLabelText('First name'), 'A');
    await expect(args.onChange).toHaveBeenCalledWith('firstName', 'A');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledWith('firstName');
    await expect(canvas.queryByText(/^Enter your/)).toBeNull();
  },
};

export const Filled: Story = {
  args: { values: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
    await expect(canvas.getByLabelText('Last name')).toHaveValue('Lovelace');
    await expect(canvas.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
  },
};

/** The messages the flow shows: each field invalid and described by its message (the telephone by its hint too). */
export const Errors: Story = {
  args: {
    values: { ...filled, firstName: '', telephoneNumber: '020 7946' },
    errors: { firstName: 'Enter your first name', telephoneNumber: 'A valid phone number is required' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByLabelText('First name');
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription('Enter your first name');
    await expect(canvas.getByLabelText('Telephone')).toHaveAccessibleDescription(
      'Start with + or 00 and the dialling code, e.g. +44 20 7946 0000 A valid phone number is required',
    );
    await expect(canvas.getByLabelText('Last name')).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { values: filled, disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const box of canvas.getAllByRole('textbox')) await expect(box).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('First name'), 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
