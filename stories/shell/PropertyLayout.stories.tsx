import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAt } from '../support';

const meta = {
  title: 'Shell/Property layout',
  render: (args: { path: string }) => <AppAt path={args.path} />,
  args: { path: '/Book/SEAVIEW' },
} satisfies Meta<{ path: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo property from the mock backend: theme, logo, menu. */
export const Seaview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Book your stay at/ })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  },
};

/** A second property with its own theme colours. */
export const Cityloft: Story = {
  args: { path: '/Book/CITYLOFT' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Book your stay at/ })).toBeVisible();
  },
};

/** The contact-us dialog opened from the menu. */
export const ContactUsDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Contact us' }));
    await expect(await canvas.findByRole('dialog', { name: 'Contact us' })).toBeVisible();
  },
};

/** An unknown property code. */
export const UnknownProperty: Story = {
  args: { path: '/Book/NOSUCHHOTEL' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  },
};
