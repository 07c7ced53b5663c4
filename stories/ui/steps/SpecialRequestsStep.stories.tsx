import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SpecialRequestsStep } from '@/ui/steps';
import { padded } from './support';

const meta = {
  title: 'UI/Steps/SpecialRequestsStep',
  component: SpecialRequestsStep,
  decorators: [padded],
  args: { values: { specialRequests: '', comment: '' }, onChange: fn() },
} satisfies Meta<typeof SpecialRequestsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both optional, and said so in their labels. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Additional information' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Special requests (optional)'), 'A');
    await expect(args.onChange).toHaveBeenCalledWith('specialRequests', 'A');
    await userEvent.type(canvas.getByLabelText('How did you hear about us? (optional)'), 'F');
    await expect(args.onChange).toHaveBeenCalledWith('comment', 'F');
  },
};

export const Filled: Story = {
  args: { values: { specialRequests: 'A quiet room, please', comment: 'A friend' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Special requests (optional)')).toHaveValue('A quiet room, please');
    await expect(canvas.getByLabelText('How did you hear about us? (optional)')).toHaveValue('A friend');
  },
};

/** Free text has no error state; a long request stays readable (the field is multi-line). */
export const MultiLine: Story = {
  args: { values: { specialRequests: 'Line one\nLine two', comment: '' } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Special requests (optional)');
    await expect(field.tagName).toBe('TEXTAREA');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('textbox')) await expect(box).toBeDisabled();
  },
};
