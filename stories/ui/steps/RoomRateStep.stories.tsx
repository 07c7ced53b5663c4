import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RoomRateStep } from '@/ui/steps';
import { findStatus } from '../../support';
import { classicDouble, familyRoom, roomRateView } from './views';

/** Room type and rate of the active room, from plain view models (no machine, no backend). */
const meta = {
  title: 'UI/Steps/Room and rate',
  component: RoomRateStep,
  args: {
    view: roomRateView,
    onActivateRoom: fn(),
    onSelectRoomType: fn(),
    onClearRoomType: fn(),
    onSelectRate: fn(),
    onContinue: fn(),
  },
} satisfies Meta<typeof RoomRateStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const twoRooms = [
  { roomNumber: 1, guests: '2 adults', chosen: true },
  { roomNumber: 2, guests: '1 adult, 1 child', chosen: false },
];

/** One room: every room type with its rates, a discount read out as "was", and the badges. */
export const OneRoom: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Choose a room for Room 1 (2 adults)' })).toHaveFocus();
    await expect(canvas.queryByRole('navigation', { name: 'Rooms of your booking' })).toBeNull();
    const classic = canvas.getByRole('article', { name: 'Classic Double' });
    await expect(classic).toHaveTextContent('From £240.00 £200.00');
    // the lowest price and the discounted rate, each with the price it was
    await expect(within(classic).getAllByLabelText('was £240.00')).toHaveLength(2);
    await expect(within(classic).getByText('Spring offer')).toBeVisible();
    await expect(classic).toHaveTextContent('Sleeps up to 2');
    // its picture: described, sized up front (no layout shift), two files to pick from, fetched first
    const picture = within(classic).getByRole('img', {
      name: 'A double bed under a window onto the sea, a lamp on each side',
    });
    await expect(picture).toHaveAttribute('width', '960');
    await expect(picture).toHaveAttribute('height', '640');
    await expect(picture.getAttribute('srcset')).toMatch(/^\S*cld-480\S* 480w, \S*cld-960\S* 960w$/);
    await expect(picture).toHaveAttribute('loading', 'eager');
    await expect(within(classic).getByRole('list', { name: 'Classic Double: facts' })).toHaveTextContent(
      '20 m²1 double bedSleeps up to 2',
    );
    await expect(classic).toHaveTextContent('Free Wi-Fi · En-suite bathroom · Tea and coffee');
    const family = canvas.getByRole('article', { name: 'Family Room' });
    await expect(family).toHaveTextContent('Minimum stay 2 nights');
    await expect(family).toHaveTextContent('Only 2 left');
    await expect(family).toHaveTextContent('£320.00 for your stay');
    // no picture from the hotel: none drawn, no empty frame
    await expect(within(family).queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Continue with these rooms' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Select Spring Saver for Room 1, Classic Double' }));
    await expect(args.onSelectRate).toHaveBeenCalledWith(101, 2);
  },
};

/** Several rooms: a tab per room with its guests, the active one marked, a chosen one said so. */
export const SeveralRooms: Story = {
  args: { view: { ...roomRateView, roomNumber: 2, guests: '1 adult, 1 child', rooms: twoRooms } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getByRole('navigation', { name: 'Rooms of your booking' });
    const room1 = within(tabs).getByRole('button', { name: 'Room 1 2 adults · chosen' });
    await expect(within(tabs).getByRole('button', { name: 'Room 2 1 adult, 1 child' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(room1).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Choose a room for Room 2 (1 adult, 1 child)',
    );
    await userEvent.click(room1);
    await expect(args.onActivateRoom).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Select Flexible Rate for Room 2, Family Room' }));
    await expect(args.onSelectRate).toHaveBeenCalledWith(104, 1);
  },
};

/** An expired promo code: the search's message, and the rooms at their usual prices. */
export const PromoInvalid: Story = {
  args: {
    view: {
      ...roomRateView,
      notices: { ...roomRateView.notices, promoInvalid: 'Promo code WINTER5 has expired.' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStatus(canvasElement, 'Promo code WINTER5 has expired.');
    await expect(canvas.getAllByRole('button', { name: /^Select / })).toHaveLength(3);
  },
};

/** A valid gift voucher: its message. */
export const GiftVoucher: Story = {
  args: {
    view: { ...roomRateView, notices: { ...roomRateView.notices, voucher: 'Gift voucher applied: £50.00 off.' } },
  },
  play: async ({ canvasElement }) => {
    await findStatus(canvasElement, 'Gift voucher applied: £50.00 off.');
  },
};

/** No room type sleeps Room 1's guests: the guest is asked for fewer guests or another room. */
export const NoRoomsForOccupancy: Story = {
  args: {
    view: {
      ...roomRateView,
      guests: '4 adults, 2 children',
      rooms: [
        { roomNumber: 1, guests: '4 adults, 2 children', chosen: false },
        { roomNumber: 2, guests: '2 adults', chosen: false },
      ],
      notices: { ...roomRateView.notices, noRoomsForOccupancy: true },
      roomTypes: [],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await findStatus(
      canvasElement,
      'There are no rooms for 4 adults, 2 children on these dates. ' +
        'Try fewer guests in this room, or add another room.',
    );
    await expect(canvas.queryAllByRole('button', { name: /^Select / })).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: /^Room 2/ }));
    await expect(args.onActivateRoom).toHaveBeenCalledWith(2);
  },
};

const COMBINATION = 'Your combination of rooms is not available, please retry your search or contact us directly';

/** The rooms of the basket took the last ones that sleep Room 2's guests. */
export const CombinationNotAvailable: Story = {
  args: {
    view: {
      ...roomRateView,
      roomNumber: 2,
      rooms: twoRooms,
      notices: { ...roomRateView.notices, noRooms: COMBINATION },
      roomTypes: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStatus(canvasElement, COMBINATION);
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** Nothing available on these dates: the property's message, nothing to select. */
export const SoldOut: Story = {
  args: {
    view: {
      ...roomRateView,
      notices: { ...roomRateView.notices, noRooms: 'No rooms available on selected dates' },
      roomTypes: [],
    },
  },
  play: async ({ canvasElement }) => {
    await findStatus(canvasElement, 'No rooms available on selected dates');
    await expect(within(canvasElement).queryAllByRole('button', { name: /^Select / })).toHaveLength(0);
  },
};

/** Small screens: the room types first, each with a button to its rates. */
export const SmallScreen: Story = {
  args: { view: { ...roomRateView, mode: 'roomTypes' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button', { name: /^Select / })).toHaveLength(0);
    await expect(canvas.getByRole('article', { name: 'Family Room' })).toHaveTextContent('From £320.00');
    await userEvent.click(canvas.getByRole('button', { name: 'See rates for Classic Double' }));
    await expect(args.onSelectRoomType).toHaveBeenCalledWith(101);
  },
};

/** Small screens, one room type chosen: its rates, and the way back to every room type. */
export const RatesOfOneRoomType: Story = {
  args: { view: { ...roomRateView, mode: 'oneRoomType', roomTypes: [classicDouble] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: /^Select .* for Room 1, Classic Double$/ })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to all room types' }));
    await expect(args.onClearRoomType).toHaveBeenCalledOnce();
  },
};

/** Every room has a room and rate (e.g. back from checkout): the guest may go on with them. */
export const ContinueWithTheseRooms: Story = {
  args: {
    view: {
      ...roomRateView,
      rooms: twoRooms.map((room) => ({ ...room, chosen: true })),
      canContinue: true,
      roomTypes: [familyRoom],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Every room of your booking has a room and rate. Choose again for a room above, or go on with these.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with these rooms' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** 35 room types of one hotel, each like the Classic Double (numbered). */
const manyRoomTypes = Array.from({ length: 35 }, (_, i) => ({
  ...classicDouble,
  roomTypeId: 1000 + i,
  name: `Room type ${i + 1}`,
  picture: null,
}));

/**
 * A hotel with very many room types: 30 are listed, and the guest asks for the others; focus
 * moves to the first one added, and the button goes once every room type is listed.
 */
export const ManyRoomTypes: Story = {
  args: { view: { ...roomRateView, roomTypes: manyRoomTypes } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(30);
    await expect(canvas.queryByRole('article', { name: 'Room type 31' })).toBeNull();
    await expect(canvas.getByText('30 of 35 room types shown')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show 5 more room types' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(35);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Room type 31' })).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: /^Show \d+ more room type/ })).toBeNull();
    await expect(canvas.queryByText(/room types shown$/)).toBeNull();
    // the room types it added are chosen as the others
    await userEvent.click(canvas.getByRole('button', { name: 'Select Flexible Rate for Room 1, Room type 35' }));
    await expect(args.onSelectRate).toHaveBeenCalledWith(1034, 1);
  },
};
