import { describe, expect, it } from 'vitest';
import { contrastRatio, PAGE_COLOUR, themeTokens, withContrast } from '@/domain/presentation';
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
