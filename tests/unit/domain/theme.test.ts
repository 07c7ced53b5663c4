import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  DARK_MUTED_TEXT,
  DARK_SURFACES,
  darkPageTokens,
  PAGE_COLOUR,
  themeTokens,
  withContrast,
} from '@/domain/presentation';
import { DEMO_PROPERTIES } from '@mocks/db/seed';

describe('contrast (WCAG 2.2 relative luminance)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21], // either order
    ['#777777', '#ffffff', 4.478], // 119/255 -> linear 0.1845; 1.05 / 0.2345
    ['#f4a259', '#ffffff', 2.067], // SEAVIEW's accent: too light for a focus ring on white
  ])('%s on %s: %d', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it('is unknown for what is not a hex colour', () => {
    expect(contrastRatio('teal', '#ffffff')).toBeNull();
  });
});

describe('withContrast: the hotel’s colour, readable where it is used', () => {
  it('keeps a colour that already has the contrast', () => {
    expect(withContrast('#0b4f6c', PAGE_COLOUR, 4.5, '#000000')).toBe('#0b4f6c');
  });

  it('darkens a light colour in its own hue, in 5% steps, to the first that passes', () => {
    // #f4a259 x 0.80 = (195.2, 129.6, 71.2) -> #c38247; x 0.85 = #cf8a4c is still below 3:1
    expect(withContrast('#f4a259', PAGE_COLOUR, 3, '#000000')).toBe('#c38247');
    expect(contrastRatio('#c38247', PAGE_COLOUR)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio('#cf8a4c', PAGE_COLOUR)).toBeLessThan(3);
  });

  it('lightens on a dark background', () => {
    const light = withContrast('#3d2c8d', '#121212', 4.5, '#ffffff');
    expect(contrastRatio(light, '#121212')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#3d2c8d', '#121212')).toBeLessThan(4.5);
  });

  it('gives the fallback for a colour it cannot read', () => {
    expect(withContrast('rebeccapurple', PAGE_COLOUR, 3, '#1d3557')).toBe('#1d3557');
  });
});

describe('every colour token of every demo property passes WCAG AA where it is used', () => {
  const uses: Array<[token: string, on: string | ((t: Record<string, string>) => string), min: number]> = [
    ['--color-primary', PAGE_COLOUR, 4.5], // links and text
    ['--color-on-brand', (t) => t['--color-brand-primary']!, 4.5], // header and filled buttons
    ['--color-brand-on-page', PAGE_COLOUR, 3], // icons and borders
    ['--color-accent', PAGE_COLOUR, 3], // focus rings
    ['--color-negative', PAGE_COLOUR, 4.5], // error text
    ['--color-positive', PAGE_COLOUR, 3], // notice edges
    ['--color-warning', PAGE_COLOUR, 3], // warning edges
  ];
  const themes = [...DEMO_PROPERTIES.map((p) => [p.PropertyCode, p.Theme] as const), ['no Theme', null] as const];
  it.each(themes.flatMap(([code, theme]) => uses.map(([token, on, min]) => [code, token, on, min, theme] as const)))(
    '%s: %s',
    (_code, token, on, min, theme) => {
      const tokens = themeTokens(theme);
      const background = typeof on === 'string' ? on : on(tokens);
      expect(contrastRatio(tokens[token]!, background)).toBeGreaterThanOrEqual(min);
    },
  );

  it('CITYLOFT’s light lilac brand keeps black text on the header and is darkened for icons on the page', () => {
    const tokens = themeTokens(DEMO_PROPERTIES.find((p) => p.PropertyCode === 'CITYLOFT')!.Theme);
    expect(tokens).toMatchObject({
      '--color-brand-primary': '#c996cc',
      '--color-on-brand': '#000000',
      '--color-brand-on-page': '#ab80ad',
    });
  });
});

describe('darkPageTokens: dark pages where the Theme gives a DarkPage', () => {
  const seaview = DEMO_PROPERTIES.find((p) => p.PropertyCode === 'SEAVIEW')!.Theme;

  it('gives none without a DarkPage, or with one the muted text cannot read on', () => {
    expect(darkPageTokens(null)).toBeNull();
    expect(darkPageTokens({ ...seaview, DarkPage: '' })).toBeNull();
    expect(darkPageTokens({ ...seaview, DarkPage: 'midnight' })).toBeNull();
    // #777777: the muted text #c2c2c2 on it is 2.5:1 (0.589 / 0.2345)
    expect(darkPageTokens({ ...seaview, DarkPage: '#777777' })).toBeNull();
  });

  it('SEAVIEW: its accent, too light for a focus ring on white, is used as it is on the dark page', () => {
    const tokens = darkPageTokens(seaview)!;
    expect(tokens['--dark-page']).toBe('#121212');
    // #f4a259 (luminance 0.458) on the lightest dark surface #26282c (0.0211): 7.1:1
    expect(tokens['--dark-accent']).toBe('#f4a259');
    expect(contrastRatio('#f4a259', '#26282c')).toBeCloseTo(7.14, 1);
  });

  it('SEAVIEW: its dark teal is lightened in its own hue to the first 5% step that reads on every dark surface', () => {
    // #0b4f6c mixed 8/20 toward white: 11 + 244 x 0.4 = 108.6 -> 0x6d, 79 + 176 x 0.4 -> 0x95, 108 + 147 x 0.4 -> 0xa7
    expect(darkPageTokens(seaview)!['--dark-primary']).toBe('#6d95a7');
    expect(contrastRatio('#6d95a7', '#26282c')).toBeGreaterThanOrEqual(4.5);
    // 7/20: (96, 141, 159) = #608d9f, still below
    expect(contrastRatio('#608d9f', '#26282c')).toBeLessThan(4.5);
  });

  const uses: Array<[token: string, min: number]> = [
    ['--dark-primary', 4.5],
    ['--dark-brand-on-page', 3],
    ['--dark-accent', 3],
    ['--dark-negative', 4.5],
    ['--dark-positive', 3],
    ['--dark-warning', 3],
  ];
  it.each(DEMO_PROPERTIES.flatMap((p) => uses.map(([token, min]) => [p.PropertyCode, token, min, p.Theme] as const)))(
    '%s: %s reads on the dark page and on every dark surface',
    (_code, token, min, theme) => {
      const tokens = darkPageTokens(theme)!;
      for (const background of [tokens['--dark-page']!, ...DARK_SURFACES])
        expect(contrastRatio(tokens[token]!, background)).toBeGreaterThanOrEqual(min);
      expect(contrastRatio(DARK_MUTED_TEXT, tokens['--dark-page']!)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
