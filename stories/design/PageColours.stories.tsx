import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contrastRatio, darkPageTokens } from '@/domain/presentation';
import { DEMO_PROPERTIES } from '@mocks/db/seed';
import { CELL, DesignTable } from './DesignTable';

/**
 * The page's own colours (src/app/styles.css), each pair of a colour and what it is used on, with
 * the contrast WCAG 2.2 AA asks there (text 4.5:1, borders of controls and outlines 3:1), in the
 * light set and in the dark one (a Theme with a DarkPage, on a device asking for dark). The values
 * are read from the browser's style sheets, so the page shows what the pages use.
 */
const PAIRS: Array<{ colour: string; on: string[]; use: string; min: number }> = [
  { colour: 'text', on: ['page', 'surface', 'surface-muted'], use: 'Text', min: 4.5 },
  { colour: 'text-muted', on: ['page', 'surface', 'surface-muted'], use: 'Hints, small print', min: 4.5 },
  { colour: 'border-strong', on: ['page', 'surface'], use: 'Borders of fields', min: 3 },
  { colour: 'selected-outline', on: ['selected-surface'], use: 'The chosen suggestion', min: 3 },
  { colour: 'error-text', on: ['page', 'error-surface'], use: 'Errors', min: 4.5 },
  { colour: 'success-text', on: ['page', 'success-surface'], use: 'Success', min: 4.5 },
  { colour: 'warning-text', on: ['warning-surface'], use: 'Warnings', min: 4.5 },
  { colour: 'info-text', on: ['info-surface'], use: 'Information', min: 4.5 },
  { colour: 'on-strong', on: ['error-strong', 'success-strong'], use: 'Text on strong notices', min: 4.5 },
];

type Scheme = 'light' | 'dark';

/** The declared value of a page colour in a scheme (the dark set: the rule for [data-dark-page]). */
function declared(scheme: Scheme, name: string, dark: Record<string, string> | null): string {
  const property = `--color-${name}`;
  if (scheme === 'light') return getComputedStyle(document.documentElement).getPropertyValue(property).trim();
  const rulesOf = (sheet: CSSStyleSheet) => {
    try {
      return Array.from(sheet.cssRules);
    } catch {
      return []; // another origin's style sheet: not ours
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of rulesOf(sheet)) {
      if (!(rule instanceof CSSMediaRule) || !rule.conditionText.includes('prefers-color-scheme: dark')) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (!(inner instanceof CSSStyleRule) || inner.selectorText !== '[data-dark-page]') continue;
        const value = inner.style.getPropertyValue(property).trim();
        // the page, surfaces and muted text come from the Theme's dark tokens (darkPageTokens)
        const token = /^var\((--dark-[a-z-]+)\)$/.exec(value)?.[1];
        if (value) return token ? (dark?.[token] ?? '') : value;
      }
    }
  }
  return '';
}

function PageColours({ scheme, property }: { scheme: Scheme; property: string }) {
  const theme = DEMO_PROPERTIES.find((p) => p.PropertyCode === property)?.Theme ?? null;
  const dark = darkPageTokens(theme);
  const darkPage = dark?.['--dark-page'] ?? '';
  const value = (name: string) => declared(scheme, name, dark);
  return (
    <DesignTable
      caption={`Page colours, ${scheme}${scheme === 'dark' ? ` (${property}'s DarkPage ${darkPage})` : ''}`}
      headings={['Sample', 'Colour', 'On', 'Used for', 'Contrast', 'WCAG AA']}
    >
      {PAIRS.flatMap(({ colour, on, use, min }) =>
        on.map((background) => {
          const [fore, back] = [value(colour), value(background)];
          const ratio = contrastRatio(fore, back) ?? 0;
          return (
            <tr key={`${colour}/${background}`}>
              <td style={{ ...CELL, background: back, color: fore, border: `1px solid ${fore}` }}>Aa</td>
              <td style={CELL}>
                <code>
                  --color-{colour} {fore}
                </code>
              </td>
              <td style={CELL}>
                <code>
                  --color-{background} {back}
                </code>
              </td>
              <td style={CELL}>{use}</td>
              <td style={CELL}>{ratio.toFixed(2)}:1</td>
              <td style={CELL}>{ratio >= min ? `passes (${min}:1)` : `fails (${min}:1)`}</td>
            </tr>
          );
        }),
      )}
    </DesignTable>
  );
}

const meta = {
  title: 'Design/Page colours',
  component: PageColours,
  args: { scheme: 'light', property: 'SEAVIEW' },
  argTypes: {
    scheme: { control: 'inline-radio', options: ['light', 'dark'] },
    property: { control: 'select', options: DEMO_PROPERTIES.map((p) => p.PropertyCode) },
  },
} satisfies Meta<typeof PageColours>;
export default meta;
type Story = StoryObj<typeof meta>;

const everyPairPasses = async (canvasElement: HTMLElement) => {
  const table = within(canvasElement).getByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  await expect(rows).toHaveLength(PAIRS.reduce((n, p) => n + p.on.length, 0));
  // every colour was found (a renamed token would read as an empty value and a ratio of 0)
  await expect(within(table).queryAllByText(/^0\.00:1$/)).toHaveLength(0);
  await expect(within(table).queryAllByText(/^fails/)).toHaveLength(0);
};

/** The light set: text on white and the notices' pale surfaces. */
export const Light: Story = { play: ({ canvasElement }) => everyPairPasses(canvasElement) };

/** The dark set on SEAVIEW's DarkPage (#121212). */
export const DarkSeaview: Story = {
  args: { scheme: 'dark', property: 'SEAVIEW' },
  play: ({ canvasElement }) => everyPairPasses(canvasElement),
};

/** The dark set on CITYLOFT's DarkPage (#0f0f1a). */
export const DarkCityloft: Story = {
  args: { scheme: 'dark', property: 'CITYLOFT' },
  play: ({ canvasElement }) => everyPairPasses(canvasElement),
};
