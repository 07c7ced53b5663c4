import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VoucherStep } from '@/ui/steps';
import { padded } from './support';

const meta = {
  title: 'UI/Steps/VoucherStep',
  component: VoucherStep,
  decorators: [padded],
  args: {
    code: '',
    onCodeChange: fn(),
    onApply: fn(),
    checking: false,
    message: null,
    valid: false,
    onRemove: fn(),
  },
} satisfies Meta<typeof VoucherStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Gift voucher code'), 'G');
    await expect(args.onCodeChange).toHaveBeenCalledWith('G');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply voucher' }));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: /^Remove voucher/ })).toBeNull();
  },
};

/** An accepted experience voucher: its message and discount describe the field; contact and remove. */
export const Filled: Story = {
  args: {
    code: 'SPADAY',
    valid: true,
    message: 'Voucher applied: £120.00 off.',
    discount: '£120.00',
    experience: true,
    contactHref: '/Contact/SEAVIEW',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Gift voucher code')).toHaveAccessibleDescription(
      /^Voucher applied: £120.00 off. Discount: £120.00 This is an experience voucher/,
    );
    await expect(canvas.getByRole('link', { name: 'contact us (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/Contact/SEAVIEW',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove voucher SPADAY' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** A code that is not valid: the message, no discount. */
export const Errors: Story = {
  args: { code: 'NOPE123', message: 'Gift voucher code NOPE123 is not valid.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Gift voucher code')).toHaveAccessibleDescription(
      'Gift voucher code NOPE123 is not valid.',
    );
    await expect(canvas.queryByText(/^Discount:/)).toBeNull();
  },
};

/** Being checked: the button says so and cannot be pressed again. */
export const Disabled: Story = {
  args: { code: 'GIFT50', checking: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Checking…' })).toBeDisabled();
  },
};
