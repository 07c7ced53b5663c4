import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contrastRatio, darkBackground, darkPageTokens, PAGE_COLOUR, themeTokens } from '@/domain/presentation';
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

function ColourTokens({ property, scheme = 'light' }: { property: string; scheme?: 'light' | 'dark' }) {
  const theme = DEMO_PROPERTIES.find((p) => p.PropertyCode === property)?.Theme ?? null;
  const light = themeTokens(theme);
  // on dark pages the page's colours are the lightened ones (--dark-*), read on the lightest dark background
  const dark = scheme === 'dark' ? darkPageTokens(theme) : null;
  const tokens = dark
    ? { ...light, ...Object.fromEntries(Object.entries(dark).map(([k, v]) => [k.replace('--dark-', '--color-'), v])) }
    : light;
  const page = dark ? darkBackground(dark['--dark-page'] ?? '') : PAGE_COLOUR;
  return (
    <DesignTable
      caption={`Colour tokens of ${property}${dark ? ', dark pages' : ''}`}
      headings={['Colour', 'Token', 'Value', 'Used for', 'Contrast', 'WCAG AA']}
    >
      {USES.map(({ token, use, on, min }) => {
        const value = tokens[token] ?? '';
        const background = on === 'page' ? page : (tokens['--color-brand-primary'] ?? PAGE_COLOUR);
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
              {use} (on the {on === 'page' ? (dark ? 'dark page' : 'white page') : 'brand colour'})
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
  args: { property: 'SEAVIEW', scheme: 'light' },
  argTypes: {
    property: { control: 'select', options: DEMO_PROPERTIES.map((p) => p.PropertyCode) },
    scheme: { control: 'inline-radio', options: ['light', 'dark'] },
  },
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

/** SEAVIEW's dark pages: its teal lightened for links, its orange accent as it is. */
export const SeaviewDark: Story = {
  args: { property: 'SEAVIEW', scheme: 'dark' },
  play: async ({ canvasElement }) => {
    await everyRowPasses(canvasElement);
    await expect(within(canvasElement).getByText('#6d95a7')).toBeVisible();
  },
};

/** CITYLOFT's dark pages (DarkPage #0f0f1a). */
export const CityloftDark: Story = {
  args: { property: 'CITYLOFT', scheme: 'dark' },
  play: ({ canvasElement }) => everyRowPasses(canvasElement),
};
