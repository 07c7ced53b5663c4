import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpgradeStep } from '@/ui/steps';

/** The upgrades offered for the room chosen, from a plain view model. */
const meta = {
  title: 'UI/Steps/Upgrade',
  component: UpgradeStep,
  args: {
    view: {
      currency: 'GBP',
      roomNumber: 1,
      roomTypeName: 'Classic Double',
      upgrades: [
        { roomTypeId: 102, name: 'Superior Sea View', price: 29000, difference: 5000 },
        { roomTypeId: 103, name: 'Garden Double', price: 23000, difference: -1000 },
      ],
    },
    onAccept: fn(),
    onDecline: fn(),
  },
} satisfies Meta<typeof UpgradeStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two upgrades: what each costs more (or less) and in all; the guest takes one. */
export const Offered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Upgrade Room 1?' })).toHaveFocus();
    await expect(
      canvas.getByText('You chose Classic Double. These rooms are available at the same rate plan:'),
    ).toBeVisible();
    await expect(canvas.getByText('+£50.00 for your stay (£290.00 in all)')).toBeVisible();
    await expect(canvas.getByText('-£10.00 for your stay (£230.00 in all)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade to Superior Sea View' }));
    await expect(args.onAccept).toHaveBeenCalledWith(102);
  },
};

/** The guest keeps the room chosen. */
export const Declined: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'No thanks, keep Classic Double' }));
    await expect(args.onDecline).toHaveBeenCalledOnce();
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};
