import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Money } from '@/ui/Money';
import { Picture } from '@/ui/Picture';
import { Tabs as TabSet } from '@/ui/Tabs';
import { pictureView } from '@/domain/pictures';
import { roomImages } from '@mocks/pictures';
import '@/ui/steps/steps.css';

/**
 * The primitives every page is built from, in each of their states: buttons, badges, notices, a
 * price with its original struck through, a picture, a skeleton, tabs. The step indicator, dialogs and
 * notifications have pages of their own (UI/Step indicator, Shell/Dialog, Shell/Notifications);
 * the form kit is under UI/Form.
 */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section style={{ padding: '8px 24px' }} aria-label={title}>
      <h2 style={{ fontSize: 'var(--font-size-lg)' }}>{title}</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-3)', alignItems: 'center' }}>{children}</div>
    </section>
  );
}

const classicDouble = pictureView(roomImages('cld', 'A double bed under a window onto the sea, a lamp on each side'));

const meta = { title: 'Design/Primitives' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Filled (the step's main action), outlined (the others), a link's look, an icon; each disabled too. */
export const Buttons: Story = {
  render: () => (
    <Section title="Buttons">
      <button type="button">Continue</button>
      <button type="button" className="button--secondary">
        No thanks
      </button>
      <a className="button" href="#top">
        A link as a button
      </a>
      <button type="button" className="link-button">
        Remove room 1
      </button>
      <button type="button" className="icon-button" aria-label="Dismiss message">
        ×
      </button>
      <button type="button" disabled>
        Continue (disabled)
      </button>
      <button type="button" className="button--secondary" disabled>
        No thanks (disabled)
      </button>
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // every button is at least 44 px tall, a link-button at least 24 (WCAG 2.5.8)
    for (const name of ['Continue', 'No thanks', 'A link as a button']) {
      const target = canvas.getByRole(name === 'A link as a button' ? 'link' : 'button', { name });
      await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(
      canvas.getByRole('button', { name: 'Remove room 1' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(24);
    await expect(canvas.getByRole('button', { name: 'Continue (disabled)' })).toBeDisabled();
  },
};

/** Badges: a fact, few rooms left, an offer. */
export const Badges: Story = {
  render: () => (
    <Section title="Badges">
      <span className="badge">Minimum stay 2 nights</span>
      <span className="badge badge--urgent">Only 2 left</span>
      <span className="badge badge--promo">Spring offer</span>
    </Section>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Only 2 left')).toBeVisible();
  },
};

/** Notices in the page's flow, near what they are about. */
export const Notices: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-3)', padding: '8px 24px' }}>
      <p className="notice">A neutral notice.</p>
      <p className="notice notice--info">Your gift voucher will be applied at checkout.</p>
      <p className="notice notice--warning">The promo code SPRING does not apply to these dates.</p>
      <p className="notice notice--error" role="alert">
        We could not take the payment. Please check the card details and try again.
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('We could not take the payment');
  },
};

/** A price, and a discounted one with the price it was struck through (read out as "was"). */
export const Prices: Story = {
  render: () => (
    <Section title="Prices">
      <Money amount={21708} currency="GBP" />
      <Money amount={18452} currency="GBP" original={21708} />
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('was £217.08')).toBeInTheDocument();
    await expect(canvas.getByText('£184.52')).toBeVisible();
  },
};

/** A picture with its size up front (its space kept while it loads) and the files to pick from. */
export const PictureAndSkeleton: Story = {
  render: () => (
    <Section title="Picture and skeleton">
      <div style={{ width: 240 }}>{classicDouble ? <Picture picture={classicDouble} sizes="240px" /> : null}</div>
      <div
        aria-hidden="true"
        className="skeleton-pulse"
        style={{ width: 240, height: 160, borderRadius: 'var(--radius)', background: 'var(--color-skeleton)' }}
      />
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: /A double bed/ });
    // the space is kept before the file arrives: 240 px wide at 3:2 is 160 px tall
    await expect(img.getBoundingClientRect().height).toBeCloseTo(160, 0);
  },
};

/**
 * Tabs: one panel at a time, chosen with a click or the arrow keys (Home and End for the ends);
 * the chosen tab is marked by the bar and the weight, not by colour alone; what the guest typed in
 * a panel is still there after a look at another.
 */
export const Tabs: Story = {
  render: () => (
    <Section title="Tabs">
      <div style={{ width: '100%', maxWidth: 640 }}>
        <TabSet
          label="Your stay"
          tabs={[
            {
              id: 'room',
              label: 'Room',
              panel: <p>Classic Double: 20 m², one double bed, a window onto the bay.</p>,
            },
            {
              id: 'requests',
              label: 'Special requests',
              panel: (
                <label style={{ display: 'grid', gap: 'var(--space-2)' }}>
                  Special requests (optional)
                  <textarea rows={3} />
                </label>
              ),
            },
            {
              id: 'policies',
              label: 'Cancellation and policies',
              panel: <p>Free cancellation until 48 hours before arrival.</p>,
            },
          ]}
        />
      </div>
      <div dir="rtl" style={{ width: '100%', maxWidth: 640 }}>
        <TabSet
          label="Right to left"
          tabs={[
            { id: 'first', label: 'First', panel: <p>The first tab sits on the right.</p> },
            { id: 'second', label: 'Second', panel: <p>The second is to its left.</p> },
            { id: 'third', label: 'Third', panel: <p>The third is the last on the left.</p> },
          ]}
        />
      </div>
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    // right to left, the left arrow goes on to the next tab (not round to the last), the right back
    await userEvent.click(tab('First'));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Second')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('First')).toHaveFocus();
    await expect(tab('First')).toHaveAttribute('aria-selected', 'true');

    await expect(canvas.getByRole('tablist', { name: 'Your stay' })).toBeVisible();
    await expect(tab('Room')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Room' })).toHaveTextContent('Classic Double');
    // one stop of the Tab key: only the chosen tab takes it
    await expect(tab('Special requests')).toHaveAttribute('tabindex', '-1');
    for (const name of ['Room', 'Special requests', 'Cancellation and policies'])
      await expect(tab(name).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);

    // the arrow keys move along the tabs and show the one they reach
    await userEvent.click(tab('Room'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Special requests')).toHaveFocus();
    await expect(tab('Special requests')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('tabpanel', { name: 'Room' })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Special requests (optional)' }), 'A quiet room');
    await userEvent.click(tab('Special requests'));
    await userEvent.keyboard('{End}');
    await expect(tab('Cancellation and policies')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}'); // past the last: the first
    await expect(tab('Room')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}'); // before the first: the last
    await expect(tab('Cancellation and policies')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tab('Room')).toHaveFocus();

    // back to the requests: what was typed is there
    await userEvent.click(tab('Special requests'));
    await expect(canvas.getByRole('textbox', { name: 'Special requests (optional)' })).toHaveValue('A quiet room');
    // the Tab key goes from the tabs to the chosen panel's content
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Special requests' })).toHaveFocus();
    // drawn at rest: the first tab chosen, nothing focused
    await userEvent.click(tab('Room'));
    tab('Room').blur();
  },
};
