import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelectField } from '@/ui/form';
import { controlled, expectAnnouncedError, expectNoError } from './support';

const restaurants = [
  { value: '601', label: 'The Sea Grill' },
  { value: '602', label: 'Terrace Brasserie' },
];

const meta = {
  title: 'UI/Form/SelectField',
  component: SelectField,
  args: {
    label: 'Restaurant',
    value: '',
    options: restaurants,
    placeholder: 'Choose a restaurant',
    onChange: fn(),
    required: true,
  },
  render: controlled(SelectField),
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

const select = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Restaurant' });

/** Empty: the placeholder is chosen; the guest picks a restaurant by its name. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(select(canvasElement)).toHaveDisplayValue('Choose a restaurant');
    await expectNoError(select(canvasElement));
    await userEvent.selectOptions(select(canvasElement), 'Terrace Brasserie');
    await expect(select(canvasElement)).toHaveDisplayValue('Terrace Brasserie');
    await expect(args.onChange).toHaveBeenLastCalledWith('602');
  },
};

/** Filled, with a hint. */
export const Filled: Story = {
  args: { value: '601', hint: 'Both restaurants are on the ground floor.' },
  play: async ({ canvasElement }) => {
    await expect(select(canvasElement)).toHaveDisplayValue('The Sea Grill');
    await expectNoError(select(canvasElement), 'Both restaurants are on the ground floor.');
  },
};

/** In error: marked invalid, the message read after the label. */
export const WithError: Story = {
  args: { error: 'Restaurant is required' },
  play: async ({ canvasElement }) => {
    await expectAnnouncedError(select(canvasElement), 'Restaurant is required');
  },
};

/** Disabled (e.g. while the booking is being created). */
export const Disabled: Story = {
  args: { value: '601', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(select(canvasElement)).toBeDisabled();
    await expect(select(canvasElement)).toHaveDisplayValue('The Sea Grill');
  },
};
