import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contrastRatio, PAGE_COLOUR, themeTokens } from '@/domain/presentation';
import { DEMO_PROPERTIES } from '@mocks/db/seed';
import { CELL, DesignTable } from './DesignTable';

/** Where each colour token is used, on what, and the contrast WCAG 2.2 AA asks there. */
const USES: Array<{ token: string; use: string; on: 'page' | 'brand'; min: number }> = [
  { token: '--color-primary', use: 'Links and text in the primary colour', on: 'page', min: 4.5 },
  { token: '--color-brand-primary', use: 'Header and filled buttons (background)', on: 'page', min: 1 },
  { token: '--color-on-brand', use: 'Text on the header and filled buttons', on: 'brand', min: 4.5 },
  { token: '--color-brand-on-page', use: 'Icons and borders in the brand colour', on: 'page', min: 3 },
  { token: '--color-accent', use: 'Focus rings', on: 'page', min: 3 },
  { token: '--color-negative', use: 'Error text', on: 'page', min: 4.5 },
  { token: '--color-positive', use: 'Edge of a positive notice', on: 'page', min: 3 },
  { token: '--color-warning', use: 'Edge of a warning', on: 'page', min: 3 },
];

function ColourTokens({ property }: { property: string }) {
  const theme = DEMO_PROPERTIES.find((p) => p.PropertyCode === property)?.Theme ?? null;
  const tokens = themeTokens(theme);
  return (
    <DesignTable
      caption={`Colour tokens of ${property}`}
      headings={['Colour', 'Token', 'Value', 'Used for', 'Contrast', 'WCAG AA']}
    >
      {USES.map(({ token, use, on, min }) => {
        const value = tokens[token] ?? '';
        const background = on === 'page' ? PAGE_COLOUR : (tokens['--color-brand-primary'] ?? PAGE_COLOUR);
        const ratio = contrastRatio(value, background) ?? 0;
        return (
          <tr key={token}>
            <td style={{ ...CELL, background }}>
              <span
                aria-hidden="true"
                style={{ display: 'inline-block', width: 32, height: 24, background: value, borderRadius: 4 }}
              />
            </td>
            <td style={CELL}>
              <code>{token}</code>
            </td>
            <td style={CELL}>
              <code>{value}</code>
            </td>
            <td style={CELL}>
              {use} (on the {on === 'page' ? 'white page' : 'brand colour'})
            </td>
            <td style={CELL}>{ratio.toFixed(2)}:1</td>
            <td style={CELL}>{min <= 1 ? 'a background' : ratio >= min ? `passes (${min}:1)` : `fails (${min}:1)`}</td>
          </tr>
        );
      })}
    </DesignTable>
  );
}

const meta = {
  title: 'Design/Colour tokens',
  component: ColourTokens,
  args: { property: 'SEAVIEW' },
  argTypes: { property: { control: 'select', options: DEMO_PROPERTIES.map((p) => p.PropertyCode) } },
} satisfies Meta<typeof ColourTokens>;
export default meta;
type Story = StoryObj<typeof meta>;

const everyRowPasses = async (canvasElement: HTMLElement) => {
  const table = within(canvasElement).getByRole('table');
  await expect(within(table).getAllByRole('row')).toHaveLength(USES.length + 1);
  await expect(within(table).queryAllByText(/^fails/)).toHaveLength(0);
};

/** SEAVIEW: its own dark blue; its light orange accent darkened for focus rings. */
export const Seaview: Story = { play: ({ canvasElement }) => everyRowPasses(canvasElement) };

/** CITYLOFT: a light lilac brand with black text on it, darkened for icons on the page. */
export const Cityloft: Story = {
  args: { property: 'CITYLOFT' },
  play: ({ canvasElement }) => everyRowPasses(canvasElement),
};
