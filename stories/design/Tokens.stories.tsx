import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CELL, DesignTable } from './DesignTable';

/**
 * The design tokens other than colour (Design/Colour tokens), as CSS custom properties of
 * src/app/styles.css. Each page reads the values the browser computed, so it shows what the
 * pages use, not a copy.
 */
const GROUPS = {
  type: ['--font-size-sm', '--font-size-md', '--font-size-lg', '--font-size-xl', '--font-size-2xl', '--font-size-3xl'],
  spacing: ['--space-1', '--space-2', '--space-3', '--space-4', '--space-6', '--space-8'],
  radii: ['--radius-sm', '--radius', '--radius-lg', '--radius-pill'],
  shadows: ['--shadow-1', '--shadow-2', '--shadow-3'],
  motion: ['--motion-fast', '--motion-slow', '--motion-ease'],
} as const;
type Group = keyof typeof GROUPS;

const CAPTIONS: Record<Group, string> = {
  type: 'Type scale (a ratio of 1.2 from the body text)',
  spacing: 'Spacing (a 4 px grid)',
  radii: 'Radii',
  shadows: 'Shadows (how far a surface stands off the page)',
  motion: 'Motion (durations are 0 ms when the guest asks for reduced motion)',
};

/** The values the browser computed for the tokens (the stylesheet is loaded before a story renders). */
function tokenValues(names: readonly string[]): Record<string, string> {
  const style = getComputedStyle(document.documentElement);
  return Object.fromEntries(names.map((n) => [n, style.getPropertyValue(n).trim()]));
}

function Sample({ group, token }: { group: Group; token: string }) {
  const box = { display: 'inline-block', background: 'var(--color-brand-primary)', height: 24 };
  switch (group) {
    case 'type':
      return <span style={{ fontSize: `var(${token})` }}>Book your stay</span>;
    case 'spacing':
      return <span aria-hidden="true" style={{ ...box, width: `var(${token})` }} />;
    case 'radii':
      return <span aria-hidden="true" style={{ ...box, width: 64, height: 40, borderRadius: `var(${token})` }} />;
    case 'shadows':
      return (
        <span
          aria-hidden="true"
          style={{ display: 'inline-block', width: 96, height: 40, background: '#fff', boxShadow: `var(${token})` }}
        />
      );
    case 'motion':
      return <span>{token === '--motion-ease' ? 'easing of every move' : 'duration of a move'}</span>;
  }
}

function TokenTable({ group }: { group: Group }) {
  const values = tokenValues(GROUPS[group]);
  return (
    <DesignTable caption={CAPTIONS[group]} headings={['Token', 'Value', 'Sample']}>
      {GROUPS[group].map((token) => (
        <tr key={token}>
          <td style={CELL}>
            <code>{token}</code>
          </td>
          <td style={CELL}>
            <code>{values[token] ?? ''}</code>
          </td>
          <td style={CELL}>
            <Sample group={group} token={token} />
          </td>
        </tr>
      ))}
    </DesignTable>
  );
}

const meta = {
  title: 'Design/Tokens',
  component: TokenTable,
  args: { group: 'type' },
} satisfies Meta<typeof TokenTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every token of the group has a value, in the table's order. */
const valuesOf = async (canvasElement: HTMLElement, group: Group) => {
  const rows = within(canvasElement).getAllByRole('row').slice(1);
  await expect(rows).toHaveLength(GROUPS[group].length);
  const cells = rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
  for (const value of cells) await expect(value).not.toBe('');
  return cells;
};
const rem = (value: string) => Number.parseFloat(value);

export const TypeScale: Story = {
  play: async ({ canvasElement }) => {
    const [small, ...scale] = (await valuesOf(canvasElement, 'type')).map(rem);
    // small text is a step of its own (0.875rem = 14 px, still readable; 1/1.2 would be 13.3 px)
    await expect(small).toBe(0.875);
    // from the body's 1rem up, each step 1.2 times the one before
    for (let i = 1; i < scale.length; i++) await expect((scale[i] ?? 0) / (scale[i - 1] ?? 1)).toBeCloseTo(1.2, 2);
  },
};

export const Spacing: Story = {
  args: { group: 'spacing' },
  play: async ({ canvasElement }) => {
    // on the 4 px grid (1 rem = 16 px)
    for (const value of await valuesOf(canvasElement, 'spacing')) await expect((rem(value) * 16) % 4).toBe(0);
  },
};

export const Radii: Story = {
  args: { group: 'radii' },
  play: async ({ canvasElement }) => {
    await valuesOf(canvasElement, 'radii');
  },
};

export const Shadows: Story = {
  args: { group: 'shadows' },
  play: async ({ canvasElement }) => {
    await valuesOf(canvasElement, 'shadows');
  },
};

export const Motion: Story = {
  args: { group: 'motion' },
  play: async ({ canvasElement }) => {
    const [fast, slow] = await valuesOf(canvasElement, 'motion');
    // the browser of the tests does not ask for reduced motion: the durations are those of the design
    await expect(fast).toBe('120ms');
    await expect(slow).toBe('300ms');
  },
};
