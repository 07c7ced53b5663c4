import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CardDetailsStep } from '@/ui/steps';
import { padded } from './support';

const empty = {
  savedCard: '',
  creditCardName: '',
  creditCardNumber: '',
  cvvNumber: '',
  expiryMonth: '',
  expiryYear: '',
  cardType: '',
};
const cardTypes = [
  { value: '1', label: 'Visa' },
  { value: '2', label: 'Mastercard' },
];
const years = [2026, 2027, 2028, 2029];

const meta = {
  title: 'UI/Steps/CardDetailsStep',
  component: CardDetailsStep,
  decorators: [padded],
  args: { values: empty, cardTypes, years, onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof CardDetailsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new card: every field, and what the guest types handed back (never kept here). */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Saved card')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Card number'), '4');
    await expect(args.onChange).toHaveBeenCalledWith('creditCardNumber', '4');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledWith('creditCardNumber');
    await userEvent.selectOptions(canvas.getByLabelText('Expiry month'), '12');
    await expect(args.onChange).toHaveBeenCalledWith('expiryMonth', '12');
    await expect(canvas.getByLabelText('Security code (CVV)')).toHaveAttribute('maxlength', '4');
  },
};

/** A logged-in guest's saved card chosen: its number is not asked again, nor whether to save it. */
export const Filled: Story = {
  args: {
    values: {
      ...empty,
      savedCard: '7',
      creditCardName: 'A Lovelace',
      expiryMonth: '12',
      expiryYear: '2028',
      cardType: '1',
    },
    savedCards: [{ value: '7', label: 'Visa ending 1111' }],
    saveCard: { checked: false, onChange: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Saved card')).toHaveDisplayValue('Visa ending 1111');
    await expect(canvas.queryByLabelText('Card number')).toBeNull();
    await expect(canvas.queryByRole('checkbox', { name: 'Save this card for future bookings' })).toBeNull();
    await expect(canvas.getByLabelText('Card type')).toHaveDisplayValue('Visa');
    await userEvent.selectOptions(canvas.getByLabelText('Saved card'), 'Use a new card');
    await expect(args.onChange).toHaveBeenCalledWith('savedCard', '');
  },
};

export const Errors: Story = {
  args: {
    saveCard: { checked: false, onChange: fn() },
    errors: { creditCardNumber: 'Card number is required', cvvNumber: 'Enter the 3 or 4 digit security code' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Card number')).toHaveAccessibleDescription('Card number is required');
    await expect(canvas.getByLabelText('Security code (CVV)')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Save this card for future bookings' }));
    await expect(args.saveCard?.onChange).toHaveBeenCalledWith(true);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Name on card')).toBeDisabled();
    await expect(canvas.getByLabelText('Expiry year')).toBeDisabled();
    await expect(canvas.getByLabelText('Card type')).toBeDisabled();
  },
};
