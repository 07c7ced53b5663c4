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
 * rates), with a way to the whole basket. Hidden from 1024 px, where the basket is beside the
 * rooms: switch the viewport to phone or tablet to see it.
 */
const meta = {
  title: 'UI/Steps/Basket bar',
  component: BasketBar,
  args: { view: twoRooms, basketId: 'the-basket' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <>
      <p>The rooms of the step come here.</p>
      <div id="the-basket" tabIndex={-1}>
        <BasketSummary view={args.view} onDismissPriceChanges={() => undefined} />
      </div>
      <BasketBar {...args} />
    </>
  ),
} satisfies Meta<typeof BasketBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two rooms chosen: the count and the total; "View your stay" takes the guest to the basket. */
export const TwoRooms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByText(/Total including taxes/, { selector: '.basket-bar p' });
    await expect(bar).toHaveTextContent('2 rooms · Total including taxes £560.00');
    await userEvent.click(canvas.getByRole('button', { name: 'View your stay' }));
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.querySelector('#the-basket'));
  },
};

/** Nothing chosen yet: no bar, the basket says so itself. */
export const NothingChosen: Story = {
  args: { view: emptyBasket },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'View your stay' })).toBeNull();
  },
};
