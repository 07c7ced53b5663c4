import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BasketBar, BasketSummary } from '@/ui/steps';
import { basketItem, emptyBasket } from './views';

const twoRooms = {
  ...emptyBasket,
  items: [basketItem({}), basketItem({ roomNumber: 2, roomTypeName: 'Family Room', roomCost: 32000 })],
  totals: { taxExclusive: false, vatRate: 20, subtotal: 56000, vat: 9333, payable: 56000 },
};

/**
 * The running total at the foot of a phone's screen while the guest builds the stay (Rooms and
 * rates); "View your stay" opens the whole basket in a drawer (Shell/Dialog's drawer) that rises
 * from the foot of the screen. Hidden from 1024 px, where the basket is beside the rooms: switch
 * the viewport to phone or tablet to see it.
 */
const meta = {
  title: 'UI/Steps/Basket bar',
  component: BasketBar,
  args: { view: twoRooms },
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <>
      <p>The rooms of the step come here.</p>
      <BasketSummary view={args.view} onDismissPriceChanges={() => undefined} />
      <BasketBar {...args} />
    </>
  ),
} satisfies Meta<typeof BasketBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two rooms chosen: the count and the total; "View your stay" opens the basket in a drawer over
 * the page (its rooms and total, no remove buttons: those are on the page's basket), and closing
 * it gives focus back to the bar's button, where the guest was.
 */
export const TwoRooms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByText(/Total including taxes/, { selector: '.basket-bar p' });
    await expect(bar).toHaveTextContent('2 rooms · Total including taxes £560.00');
    const opener = canvas.getByRole('button', { name: 'View your stay' });
    await userEvent.click(opener);
    const drawer = canvas.getByRole('dialog', { name: 'Your stay' });
    await expect(drawer).toBeVisible();
    await expect(within(drawer).getByText('Family Room', { exact: false })).toBeVisible();
    await expect(within(drawer).getByText('£560.00')).toBeVisible();
    await expect(within(drawer).queryByRole('button', { name: /Remove/ })).toBeNull();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close Your stay' }));
    await expect(drawer).not.toBeVisible();
    await expect(opener).toHaveFocus();
  },
};

/** The drawer open, as the guest sees it on a phone (for the design review). */
export const DrawerOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View your stay' }));
    await expect(canvas.getByRole('dialog', { name: 'Your stay' })).toBeVisible();
  },
};

/** Nothing chosen yet: no bar, the basket says so itself. */
export const NothingChosen: Story = {
  args: { view: emptyBasket },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'View your stay' })).toBeNull();
  },
};
