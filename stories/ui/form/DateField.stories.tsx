import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from '@/ui/form';
import { inDays } from '../../support';
import { controlled, expectAnnouncedError, expectNoError } from './support';

const meta = {
  title: 'UI/Form/DateField',
  component: DateField,
  args: { label: 'Date', value: '', min: inDays(0), onChange: fn(), required: true },
  render: controlled(DateField),
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

const date = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Date');

/** Empty: a native date input (YYYY-MM-DD in and out); filling it hands the date over. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(date(canvasElement)).toHaveAttribute('type', 'date');
    await expect(date(canvasElement)).toHaveValue('');
    await expectNoError(date(canvasElement));
    await userEvent.type(date(canvasElement), inDays(7));
    await expect(date(canvasElement)).toHaveValue(inDays(7));
    await expect(args.onChange).toHaveBeenLastCalledWith(inDays(7));
  },
};

/** Filled, with a hint. */
export const Filled: Story = {
  args: { value: inDays(7), hint: 'Today or later.' },
  play: async ({ canvasElement }) => {
    await expect(date(canvasElement)).toHaveValue(inDays(7));
    await expectNoError(date(canvasElement), 'Today or later.');
  },
};

/** In error: marked invalid, the message read after the label. */
export const WithError: Story = {
  args: { value: inDays(-1), error: 'Please choose today or a later date.' },
  play: async ({ canvasElement }) => {
    await expectAnnouncedError(date(canvasElement), 'Please choose today or a later date.');
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { value: inDays(7), disabled: true },
  play: async ({ canvasElement }) => {
    await expect(date(canvasElement)).toBeDisabled();
  },
};
