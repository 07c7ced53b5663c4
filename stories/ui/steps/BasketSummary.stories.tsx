import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BasketSummary } from '@/ui/steps';
import { basketItem, emptyBasket } from './views';

/** The basket, from plain view models. */
const meta = {
  title: 'UI/Steps/Basket summary',
  component: BasketSummary,
  args: { view: emptyBasket, onRemove: fn(), onDismissPriceChanges: fn() },
} satisfies Meta<typeof BasketSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

const twoRooms = [
  basketItem({
    leadGuest: 'Ada Lovelace',
    extras: [{ serviceId: 4, name: 'Full English Breakfast', quantity: 1 }],
    serviceCost: 6600,
  }),
  basketItem({ roomNumber: 2, roomTypeName: 'Family Room', guests: '2 adults, 2 children', roomCost: 32000 }),
];

/** Nothing chosen yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const basket = within(canvasElement).getByRole('region', { name: 'Your stay' });
    await expect(basket).toHaveTextContent('Fri 12 Jun 2026 to Sun 14 Jun 2026, 2 nights');
    await expect(basket).toHaveTextContent('No rooms chosen yet.');
    await expect(basket).toHaveTextContent('Total including taxes£0.00');
    await expect(within(basket).queryByRole('button')).toBeNull();
  },
};

/** Two rooms, one with a lead guest and an extra; each can be removed. */
export const SeveralRooms: Story = {
  args: {
    view: {
      ...emptyBasket,
      items: twoRooms,
      totals: { taxExclusive: false, vatRate: 20, subtotal: 62600, vat: 10433, payable: 62600 },
    },
  },
  play: async ({ canvasElement, args }) => {
    const basket = within(canvasElement).getByRole('region', { name: 'Your stay' });
    await expect(basket).toHaveTextContent('Room 1: Classic Double');
    await expect(basket).toHaveTextContent('Flexible Rate · 2 adults');
    await expect(basket).toHaveTextContent('Lead guest: Ada Lovelace');
    await expect(basket).toHaveTextContent('Full English Breakfast × 1');
    await expect(basket).toHaveTextContent('Room £240.00 · Extras £66.00');
    await expect(basket).toHaveTextContent('Room 2: Family Room');
    await expect(basket).toHaveTextContent('Flexible Rate · 2 adults, 2 children');
    await expect(basket).toHaveTextContent('Total including taxes£626.00');
    await expect(basket).toHaveTextContent('Includes VAT£104.33');
    await userEvent.click(within(basket).getByRole('button', { name: 'Remove room 2' }));
    await expect(args.onRemove).toHaveBeenCalledWith(2);
  },
};

/** VAT is added to the prices: a subtotal, the VAT at its rate, and the total. */
export const TaxExclusive: Story = {
  args: {
    view: {
      ...emptyBasket,
      items: [basketItem()],
      totals: { taxExclusive: true, vatRate: 20, subtotal: 24000, vat: 4800, payable: 28800 },
    },
  },
  play: async ({ canvasElement }) => {
    const basket = within(canvasElement).getByRole('region', { name: 'Your stay' });
    await expect(basket).toHaveTextContent('Subtotal£240.00');
    await expect(basket).toHaveTextContent('VAT (20%)£48.00');
    await expect(basket).toHaveTextContent('Total including taxes£288.00');
    await expect(basket).not.toHaveTextContent('Includes VAT');
  },
};

const changes = [
  { roomNumber: 1, roomTypeName: 'Classic Double', ratePlanName: 'Flexible Rate', before: 22000, after: 24000 },
  { roomNumber: 2, roomTypeName: 'Family Room', ratePlanName: 'Flexible Rate', before: 32000, after: null },
];

const changedView = {
  ...emptyBasket,
  items: twoRooms,
  priceChanges: changes,
  totals: { taxExclusive: false, vatRate: 20, subtotal: 62600, vat: 10433, payable: 62600 },
};

/** A re-check found new prices: the guest is told, and dismisses the notice. */
export const PriceChanges: Story = {
  args: { view: changedView },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getAllByRole('status').find((region) => region.textContent?.includes('We checked'));
    await expect(notice).toHaveTextContent(
      'Room 1 (Classic Double, Flexible Rate) now costs £240.00 instead of £220.00; the total below is up to date.',
    );
    await expect(notice).toHaveTextContent(
      'Room 2 (Family Room, Flexible Rate) is no longer offered for these dates: please remove it and choose again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'OK, understood' }));
    await expect(args.onDismissPriceChanges).toHaveBeenCalledOnce();
  },
};

/** At checkout: no remove buttons, and a room no longer offered sends the guest back to the rooms. */
export const NotEditable: Story = {
  args: { view: changedView, onRemove: undefined },
  play: async ({ canvasElement }) => {
    const basket = within(canvasElement).getByRole('region', { name: 'Your stay' });
    await expect(within(basket).queryByRole('button', { name: /^Remove room/ })).toBeNull();
    await expect(basket).toHaveTextContent('please go back to your rooms and choose again.');
  },
};
