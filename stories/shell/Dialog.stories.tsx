import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Dialog } from '@/ui/Dialog';

function Demo({ variant = 'dialog' }: { variant?: 'dialog' | 'drawer' }) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <button type="button" onClick={() => setOpen(true)}>
        Contact us
      </button>
      <Dialog variant={variant} open={open} title="Contact us" onClose={() => setOpen(false)}>
        <p>
          Telephone: <a href="tel:+441273000000">+44 1273 000000</a>
        </p>
      </Dialog>
    </div>
  );
}

const meta = { title: 'Shell/Dialog', render: () => <Demo /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opens modally, closes from its close button and gives focus back to the button that opened
 * it. (Escape is the browser's own behaviour of <dialog>; the e2e tests press the real key.)
 */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Contact us' });
    await userEvent.click(opener);
    const dialog = canvas.getByRole('dialog', { name: 'Contact us' });
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close Contact us' }));
    await expect(dialog).not.toBeVisible();
    await expect(opener).toHaveFocus();
  },
};

/**
 * The same dialog as a drawer: a sheet rising from the foot of a phone's screen, a panel sliding in
 * at the side from 768 px (no motion when the guest asks for less). Same keyboard and focus rules.
 */
export const Drawer: Story = {
  render: () => <Demo variant="drawer" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Contact us' });
    await userEvent.click(opener);
    const drawer = canvas.getByRole('dialog', { name: 'Contact us' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveClass('dialog--drawer');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close Contact us' }));
    await expect(drawer).not.toBeVisible();
    await expect(opener).toHaveFocus();
  },
};
