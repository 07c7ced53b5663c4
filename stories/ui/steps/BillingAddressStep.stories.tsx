import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BillingAddressStep } from '@/ui/steps';
import { padded } from './support';

const countries = [
  { value: '372', label: 'Ireland' },
  { value: '826', label: 'United Kingdom' },
];
const empty = { street: '', city: '', postCode: '', country: '' };
const filled = { street: '1 Analytical Way', city: 'London', postCode: 'N1 1AA', country: '826' };

const meta = {
  title: 'UI/Steps/BillingAddressStep',
  component: BillingAddressStep,
  decorators: [padded],
  args: {
    values: empty,
    countries,
    onChange: fn(),
    onBlur: fn(),
    optIn: { label: 'Send me news and offers from Seaview', checked: false, onChange: fn() },
  },
} satisfies Meta<typeof BillingAddressStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Billing address' })).toBeVisible();
    await expect(canvas.getByLabelText('Town or city (optional)')).toHaveValue('');
    await userEvent.selectOptions(canvas.getByLabelText('Country'), 'United Kingdom');
    await expect(args.onChange).toHaveBeenCalledWith('country', '826');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Send me news and offers from Seaview' }));
    await expect(args.optIn?.onChange).toHaveBeenCalledWith(true);
  },
};

export const Filled: Story = {
  args: { values: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Country')).toHaveDisplayValue('United Kingdom');
    await expect(canvas.getByLabelText('Postcode')).toHaveValue('N1 1AA');
  },
};

export const Errors: Story = {
  args: {
    errors: { street: 'Enter your street address', postCode: 'Enter your postcode', country: 'Choose your country' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Street address')).toHaveAccessibleDescription('Enter your street address');
    await expect(canvas.getByLabelText('Postcode')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Country')).toHaveAccessibleDescription('Choose your country');
  },
};

/** The countries could not be loaded: the field says so and the guest can try again; the rest works. */
export const CountriesNotLoaded: Story = {
  args: {
    countries: [],
    countriesProblem: { message: 'We could not load the list of countries.', retrying: false, onRetry: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Country')).toHaveAccessibleDescription(
      'We could not load the list of countries.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Load the countries again' }));
    await expect(args.countriesProblem?.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByLabelText('Street address'), '1');
    await expect(args.onChange).toHaveBeenCalledWith('street', '1');
  },
};

export const Disabled: Story = {
  args: { values: filled, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Street address')).toBeDisabled();
    await expect(canvas.getByLabelText('Country')).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: /Send me news/ })).toBeDisabled();
  },
};
