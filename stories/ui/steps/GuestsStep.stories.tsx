import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GuestsStep } from '@/ui/steps';
import { guestsRoom } from './views';
import { expectFailedWithRetry, expectLoading } from './loading';

/** Guests and lead guest of one room, from plain view models. */
const meta = {
  title: 'UI/Steps/Guests',
  component: GuestsStep,
  args: {
    view: { status: 'ready', ...guestsRoom },
    onGuestsChange: fn(),
    onLeadGuestChange: fn(),
    onConfigurationChange: fn(),
    onContinue: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof GuestsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing entered yet: no error shows before the guest tries to go on. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Who is staying in Room 1?' })).toHaveFocus();
    await expect(canvas.getByText('Classic Double, Flexible Rate')).toBeVisible();
    await expect(canvas.getByLabelText('Adults')).toHaveValue('2');
    await expect(canvas.getByLabelText('Children (2-12)')).toHaveValue('0');
    await expect(canvas.queryByLabelText('Infants')).toBeNull();
    await expect(canvas.getByText('This room sleeps up to 3. A choice that does not fit is not taken.')).toBeVisible();
    await expect(canvas.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText("Enter the lead guest's first name")).toBeNull();
    // a change of guests sends the room's new guests
    await userEvent.selectOptions(canvas.getByLabelText('Children (2-12)'), '1');
    await expect(args.onGuestsChange).toHaveBeenCalledWith({
      numberOfAdults: 2,
      numberOfChildren: 1,
      numberOfInfants: 0,
    });
    await userEvent.type(canvas.getByLabelText('First name'), 'A');
    await expect(args.onLeadGuestChange).toHaveBeenCalledWith({ firstName: 'A' });
    await userEvent.type(canvas.getByLabelText('Last name'), 'L');
    await expect(args.onLeadGuestChange).toHaveBeenCalledWith({ lastName: 'L' });
  },
};

/** The lead guest is named: the guest goes on. */
export const Filled: Story = {
  args: {
    view: {
      status: 'ready',
      ...guestsRoom,
      leadGuest: { firstName: 'Ada', lastName: 'Lovelace' },
      errors: { firstName: null, lastName: null, configuration: null },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('First name')).toHaveValue('Ada');
    await expect(canvas.getByLabelText('Last name')).toHaveValue('Lovelace');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
    await expect(canvas.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
  },
};

/** Continue without a lead guest: what is missing shows at each field, tied to it. */
export const InvalidLeadGuest: Story = {
  // the view after a refused Continue: the flow is in its `refused` state
  args: { view: { status: 'ready', ...guestsRoom, errorsShown: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByLabelText('First name');
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription("Enter the lead guest's first name");
    await expect(canvas.getByLabelText('Last name')).toHaveAccessibleDescription("Enter the lead guest's last name");
    // going on again is still the flow's decision
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

const setUps = {
  value: '',
  options: [
    { value: '1', label: 'Double bed' },
    { value: '2', label: 'Twin beds' },
  ],
};

/** The property asks for the bed set-up: a choice is needed before going on. */
export const WithSetUpQuestion: Story = {
  args: {
    view: {
      status: 'ready',
      ...guestsRoom,
      fields: [...guestsRoom.fields, { key: 'numberOfInfants', label: 'Infants', options: [0, 1, 2] }],
      leadGuest: { firstName: 'Ada', lastName: 'Lovelace' },
      configuration: setUps,
      errors: { firstName: null, lastName: null, configuration: 'Choose a bed set-up' },
      errorsShown: true,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Infants')).toHaveValue('0');
    const setUp = canvas.getByLabelText('Bed set-up');
    await expect(setUp).toHaveValue('');
    await expect(setUp).toHaveAccessibleDescription('Choose a bed set-up');
    await userEvent.selectOptions(setUp, 'Twin beds');
    await expect(args.onConfigurationChange).toHaveBeenCalledWith(2);
  },
};

/** The set-up choices are loading. */
export const Loading: Story = {
  args: { view: { status: 'loading' } },
  play: ({ canvasElement }) => expectLoading(canvasElement, 'Loading…'),
};

const SET_UPS_FAILED = 'We could not load the room set-up choices. Please try again.';

/** The set-up choices could not be loaded: the message and a retry. */
export const SetUpsFailed: Story = {
  args: { view: { status: 'failed', error: SET_UPS_FAILED } },
  play: ({ canvasElement, args }) => expectFailedWithRetry(canvasElement, SET_UPS_FAILED, args.onRetry),
};
