import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatTypedDate } from '@/domain/typedDates';
import { DateField } from '@/ui/form';
import { TYPED_DATE_TEXTS } from '@/ui/form/typedDate';
import { inDays } from '../../support';
import { controlled, expectAnnouncedError, expectNoError } from './support';

const meta = {
  title: 'UI/Form/DateField',
  component: DateField,
  args: { label: 'Date', value: '', onChange: fn(), required: true },
  render: controlled(DateField),
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

const date = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Date');

/**
 * Empty: typed as dd/mm/yyyy whatever the browser's locale (the hint says so); the flow gets
 * YYYY-MM-DD once the date is whole, and "" while it is not.
 */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const field = date(canvasElement);
    await expect(field).toHaveAttribute('type', 'text');
    await expectNoError(field, TYPED_DATE_TEXTS.hint);
    await userEvent.type(field, '4/1/20');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(field, '27');
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-01-04');
    // leaving the field tidies the date
    await userEvent.tab();
    await expect(field).toHaveValue('04/01/2027');
  },
};

/** A date from elsewhere (a link, a reload) is shown as the guest would type it. */
export const Filled: Story = {
  args: { value: inDays(7), hint: 'Today or later.' },
  play: async ({ canvasElement }) => {
    await expect(date(canvasElement)).toHaveValue(formatTypedDate(inDays(7)));
    await expectNoError(date(canvasElement), 'Today or later.');
  },
};

/** Text that is no date (31st February) is said so when the guest leaves the field, and the flow has no date. */
export const NoSuchDate: Story = {
  play: async ({ canvasElement, args }) => {
    const field = date(canvasElement);
    await userEvent.type(field, '31/02/2027');
    await expectNoError(field, TYPED_DATE_TEXTS.hint);
    await userEvent.tab();
    await expectAnnouncedError(field, `${TYPED_DATE_TEXTS.hint} ${TYPED_DATE_TEXTS.unreadable}`);
    await expect(field).toHaveValue('31/02/2027');
    await expect(args.onChange).not.toHaveBeenCalled();
    // corrected, the message goes
    await userEvent.clear(field);
    await userEvent.type(field, '28/02/2027');
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-02-28');
    await expectNoError(field, TYPED_DATE_TEXTS.hint);
  },
};

/** In error: marked invalid, the message read after the label. */
export const WithError: Story = {
  args: { value: inDays(-1), error: 'Please choose today or a later date.' },
  play: async ({ canvasElement }) => {
    await expectAnnouncedError(date(canvasElement), `${TYPED_DATE_TEXTS.hint} Please choose today or a later date.`);
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { value: inDays(7), disabled: true },
  play: async ({ canvasElement }) => {
    await expect(date(canvasElement)).toBeDisabled();
  },
};
