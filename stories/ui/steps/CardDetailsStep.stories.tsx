import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CardDetailsStep } from '@/ui/steps';
import { createCardFrameLink } from '@/payment/cardFrameLink';
import { padded } from './support';

const empty = { savedCard: '', creditCardName: '' };

/** The frame is ready once the mock provider's page has answered (it loads from another origin). */
async function frameReady(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  const frame = (await canvas.findByTitle(title)) as HTMLIFrameElement;
  await waitFor(() => expect(frame.closest('[data-status]')).toHaveAttribute('data-status', 'ready'));
  return frame;
}

const meta = {
  title: 'UI/Steps/CardDetailsStep',
  component: CardDetailsStep,
  decorators: [padded],
  args: {
    values: empty,
    brands: ['visa', 'mastercard'],
    link: createCardFrameLink(),
    onChange: fn(),
    onBlur: fn(),
    onEntryChange: fn(),
  },
} satisfies Meta<typeof CardDetailsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A new card: the name on the page; the number, expiry date and security code in the payment
 * provider's frame, on its own origin (type in it: the page is told only whether it is complete and
 * the card's brand). Test cards: 4111 1111 1111 1111 approved, 4000 0000 0000 0002 declined.
 */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Saved card')).toBeNull();
    const frame = await frameReady(canvasElement, 'Card number, expiry date and security code');
    // isolation: the page cannot read the frame
    await expect(frame.contentDocument).toBeNull();
    // what the frame tells the page: complete or not, the brand; never a digit
    await waitFor(() =>
      expect(args.onEntryChange).toHaveBeenCalledWith({
        complete: false,
        empty: true,
        brand: null,
        brandRefused: false,
      }),
    );
    await userEvent.type(canvas.getByLabelText('Name on card'), 'A');
    await expect(args.onChange).toHaveBeenCalledWith('creditCardName', 'A');
  },
};

/** A logged-in guest's saved card chosen: only its security code is asked for, in the frame. */
export const SavedCard: Story = {
  args: {
    values: { savedCard: '7', creditCardName: 'A Lovelace' },
    savedCards: [{ value: '7', label: 'Visa ending 1111' }],
    saveCard: { checked: false, onChange: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Saved card')).toHaveDisplayValue('Visa ending 1111');
    await frameReady(canvasElement, 'Security code of the saved card');
    await expect(canvas.queryByRole('checkbox', { name: 'Save this card for future bookings' })).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText('Saved card'), 'Use a new card');
    await expect(args.onChange).toHaveBeenCalledWith('savedCard', '');
  },
};

/** A confirm was tried: the page says what its field needs, the frame what each of its fields needs. */
export const Errors: Story = {
  args: {
    saveCard: { checked: false, onChange: fn() },
    errors: { creditCardName: 'Name on card is required' },
    showAllErrors: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Name on card')).toHaveAccessibleDescription('Name on card is required');
    await frameReady(canvasElement, 'Card number, expiry date and security code');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Save this card for future bookings' }));
    await expect(args.saveCard?.onChange).toHaveBeenCalledWith(true);
  },
};

export const Disabled: Story = {
  args: {
    disabled: true,
    values: { savedCard: '7', creditCardName: 'A Lovelace' },
    savedCards: [{ value: '7', label: 'Visa ending 1111' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Name on card')).toBeDisabled();
    await expect(canvas.getByLabelText('Saved card')).toBeDisabled();
  },
};
