import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExtrasStep } from '@/ui/steps';
import { services } from './views';
import { expectFailedWithRetry, expectLoading } from './loading';

/** Extras of one room, from plain view models. */
const meta = {
  title: 'UI/Steps/Extras',
  component: ExtrasStep,
  args: {
    view: { status: 'ready', currency: 'GBP', roomNumber: 1, services },
    onQuantityChange: fn(),
    onContinue: fn(),
    onRetry: fn(),
    onSkip: fn(),
  },
} satisfies Meta<typeof ExtrasStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Per stay, per night, per item and per guest: each price as the hotel states it and for this room. */
export const ChargeTypes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Add extras to Room 1' })).toHaveFocus();
    await expect(canvas.getByText('£25.00 per stay')).toBeVisible();
    await expect(canvas.getByText('£12.00 per night (£24.00 for 2 nights)')).toBeVisible();
    await expect(canvas.getByText('£45.00 each')).toBeVisible();
    await expect(canvas.getByText('£16.50 per night, per guest (£66.00 for 2 guests, 2 nights)')).toBeVisible();
    // an extra with a picture shows it (described); one without has no empty frame
    await expect(
      canvas.getByRole('img', { name: 'A cooked breakfast of eggs, bacon and toast with a cup of tea' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Add Full English Breakfast' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(4, 1);
    await userEvent.type(canvas.getByLabelText('Quantity of Bottle of champagne'), '2');
    await expect(args.onQuantityChange).toHaveBeenCalledWith(3, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** Extras added: what they come to, and a way to take one off again. */
export const Added: Story = {
  args: {
    view: {
      status: 'ready',
      currency: 'GBP',
      roomNumber: 2,
      services: services.map((service) =>
        service.serviceId === 4
          ? { ...service, quantity: 1, lineCost: 6600 }
          : service.serviceId === 3
            ? { ...service, quantity: 2, lineCost: 9000 }
            : service,
      ),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Add extras to Room 2' })).toBeVisible();
    const breakfast = canvas.getByRole('checkbox', { name: 'Add Full English Breakfast' });
    await expect(breakfast).toBeChecked();
    await expect(canvas.getByText('Added: £66.00')).toBeVisible();
    await expect(canvas.getByLabelText('Quantity of Bottle of champagne')).toHaveValue(2);
    await expect(canvas.getByText('Added: £90.00')).toBeVisible();
    await userEvent.click(breakfast);
    await expect(args.onQuantityChange).toHaveBeenCalledWith(4, 0);
  },
};

/** The extras are loading. */
export const Loading: Story = {
  args: { view: { status: 'loading' } },
  play: ({ canvasElement }) => expectLoading(canvasElement, 'Loading extras…'),
};

const EXTRAS_FAILED = 'We could not load the extras for your room. Please try again.';

/** The extras could not be loaded: try again, or go on without them (they are optional). */
export const Failed: Story = {
  args: { view: { status: 'failed', error: EXTRAS_FAILED } },
  play: async ({ canvasElement, args }) => {
    await expectFailedWithRetry(canvasElement, EXTRAS_FAILED, args.onRetry);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue without extras' }));
    await expect(args.onSkip).toHaveBeenCalledOnce();
  },
};
