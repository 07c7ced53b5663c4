import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxField } from '@/ui/form';
import { controlled, expectAnnouncedError, expectNoError } from './support';

const meta = {
  title: 'UI/Form/CheckboxField',
  component: CheckboxField,
  args: { label: 'Send me offers and news', checked: false, onChange: fn() },
  render: controlled(CheckboxField, 'checked'),
} satisfies Meta<typeof CheckboxField>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('checkbox', { name: 'Send me offers and news' });

/** Not ticked; the label is part of the target, so a click on it ticks the box. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(box(canvasElement)).not.toBeChecked();
    await expectNoError(box(canvasElement));
    await userEvent.click(within(canvasElement).getByText('Send me offers and news'));
    await expect(box(canvasElement)).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** Ticked, with a hint read after the label. */
export const Filled: Story = {
  args: { checked: true, hint: 'At most one e-mail a month.' },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toBeChecked();
    await expectNoError(box(canvasElement), 'At most one e-mail a month.');
  },
};

/** In error (e.g. terms that must be accepted): marked invalid, the message read after the label. */
export const WithError: Story = {
  args: { label: 'I accept the booking conditions', error: 'Please accept the booking conditions' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'I accept the booking conditions' });
    await expectAnnouncedError(checkbox, 'Please accept the booking conditions');
  },
};

/** Disabled: it cannot be changed. */
export const Disabled: Story = {
  args: { checked: true, disabled: true },
  play: async ({ canvasElement, args }) => {
    await expect(box(canvasElement)).toBeDisabled();
    await userEvent.click(box(canvasElement));
    await expect(box(canvasElement)).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
