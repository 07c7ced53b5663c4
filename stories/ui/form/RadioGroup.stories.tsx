import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from '@/ui/form';
import { controlled, expectAnnouncedError } from './support';

const offers = [
  { value: 'none', label: 'No offer' },
  { value: '1', label: 'Early dinner', hint: 'Two courses for £25, seated before 19:00.' },
  { value: '2', label: 'Wine pairing', hint: 'A glass chosen for each course.' },
];

const meta = {
  title: 'UI/Form/RadioGroup',
  component: RadioGroup,
  args: { legend: 'Offer', name: 'offer', value: null, options: offers, onChange: fn() },
  render: controlled(RadioGroup),
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: 'Offer' });

/** Nothing chosen: the legend names the group; arrow keys move between the choices. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const radios = within(group(canvasElement)).getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'No offer' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(canvasElement).getByRole('radio', { name: 'Early dinner' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('1');
  },
};

/** A choice made. */
export const Filled: Story = {
  args: { value: '2' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Wine pairing' })).toBeChecked();
  },
};

/** Each choice's hint is read after its name (its own aria-describedby). */
export const WithHints: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Early dinner' })).toHaveAccessibleDescription(
      'Two courses for £25, seated before 19:00.',
    );
    await expect(canvas.getByRole('radio', { name: 'Wine pairing' })).toHaveAccessibleDescription(
      'A glass chosen for each course.',
    );
    await expect(canvas.getByRole('radio', { name: 'No offer' })).toHaveAccessibleDescription('');
  },
};

/** In error: the group is marked invalid and the message is read with its legend. */
export const WithError: Story = {
  args: { legend: 'Payment method', options: offers.slice(1), error: 'Please choose how to pay' },
  play: async ({ canvasElement }) => {
    const fieldset = within(canvasElement).getByRole('group', { name: 'Payment method' });
    await expectAnnouncedError(fieldset, 'Please choose how to pay');
    await expect(within(fieldset).getByText('Please choose how to pay')).toBeVisible();
  },
};

/** Disabled: no choice can be changed. */
export const Disabled: Story = {
  args: { value: '1', disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(group(canvasElement)).getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(within(canvasElement).getByRole('radio', { name: 'Early dinner' })).toBeChecked();
  },
};
