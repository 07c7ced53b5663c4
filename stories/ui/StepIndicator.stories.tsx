import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { journeySteps } from '@/domain/journey';
import { StepIndicator } from '@/ui/StepIndicator';

const meta = {
  title: 'UI/StepIndicator',
  component: StepIndicator,
  args: { label: 'Booking progress', steps: journeySteps('Occupancy') },
} satisfies Meta<typeof StepIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Booking progress' })).getAllByRole('listitem');

/** On the guests step: two steps done, Guests current (aria-current="step"), two to come; each said in words. */
export const Guests: Story = {
  play: async ({ canvasElement }) => {
    const steps = items(canvasElement);
    await expect(steps).toHaveLength(5);
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
    await expect(steps[2]).toHaveTextContent('Guests, current step');
    await expect(steps[0]).toHaveTextContent('Room and rate, done');
    await expect(steps[4]).toHaveTextContent('Checkout, to come');
  },
};

/** At checkout: every step before it done. */
export const Checkout: Story = {
  args: { steps: journeySteps('Checkout') },
  play: async ({ canvasElement }) => {
    const steps = items(canvasElement);
    await expect(steps[4]).toHaveAttribute('aria-current', 'step');
    await expect(steps.slice(0, 4).every((s) => s.textContent?.endsWith(', done'))).toBe(true);
  },
};

/** In CITYLOFT's theme (the toolbar's Theme): the current step in its lilac, with black text on it. */
export const CityloftTheme: Story = {
  globals: { theme: 'CITYLOFT' },
  play: async ({ canvasElement }) => {
    const mark = items(canvasElement)[2]?.querySelector('.stepper__mark');
    await expect(mark).not.toBeNull();
    await expect(getComputedStyle(mark as Element).backgroundColor).toBe('rgb(201, 150, 204)');
    await expect(getComputedStyle(mark as Element).color).toBe('rgb(0, 0, 0)');
  },
};
