import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpgradeStep } from '@/ui/steps';
import { demoPicture } from './views';

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
        // two nights: £25.00 more each night
        {
          roomTypeId: 102,
          name: 'Superior Sea View',
          price: 29000,
          difference: 5000,
          nights: 2,
          perNight: 2500,
          perNightExact: true,
          picture: demoPicture('ssv', 'A double bed facing a wide window onto the sea'),
          facts: ['24 m²', '1 double bed'],
        },
        // nights priced differently: £9.99 less in all, £4.99 less a night on average
        {
          roomTypeId: 103,
          name: 'Garden Double',
          price: 23001,
          difference: -999,
          nights: 2,
          perNight: -499,
          perNightExact: false,
          picture: null,
          facts: [],
        },
      ],
    },
    onAccept: fn(),
    onDecline: fn(),
  },
} satisfies Meta<typeof UpgradeStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two upgrades: what each costs more (or less) a night, for the stay and in all; the guest takes one. */
export const Offered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Upgrade Room 1?' })).toHaveFocus();
    await expect(
      canvas.getByText('You chose Classic Double. These rooms are available at the same rate plan:'),
    ).toBeVisible();
    const [superior, garden] = canvas.getAllByRole('listitem');
    await expect(superior).toHaveTextContent('+£25.00 per night (+£50.00 for 2 nights, £290.00 in all)');
    await expect(garden).toHaveTextContent('-£4.99 a night on average (-£9.99 for 2 nights, £230.01 in all)');
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
