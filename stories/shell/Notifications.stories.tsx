import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Notifications, NotificationsProvider, useNotify } from '@/ui/notifications';

function Demo() {
  const notify = useNotify();
  return (
    <div style={{ padding: 24, display: 'flex', gap: 12 }}>
      <button type="button" onClick={() => notify({ type: 'positive', message: 'Your details have been saved.' })}>
        Save details
      </button>
      <button
        type="button"
        onClick={() =>
          notify({ type: 'negative', message: 'Failed to create booking', position: 'bottom', timeout: 0 })
        }
      >
        Book
      </button>
    </div>
  );
}

const meta = {
  title: 'Shell/Notifications',
  render: () => (
    <NotificationsProvider>
      <Notifications position="top" />
      <Demo />
      <Notifications position="bottom" />
    </NotificationsProvider>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A positive notice at the top, announced politely (role=status). */
export const Positive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await expect(canvas.getByRole('status', { name: 'Messages (top)' })).toHaveTextContent(
      'Your details have been saved.',
    );
  },
};

/** A negative notice at the bottom, announced at once (role=alert), dismissible by keyboard. */
export const NegativeBottom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    const alert = canvas.getByRole('alert', { name: 'Errors (bottom)' });
    await expect(alert).toHaveTextContent('Failed to create booking');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss message' }));
    await expect(alert).toBeEmptyDOMElement();
  },
};
