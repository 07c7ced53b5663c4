/**
 * Presentation rules (booking spec sections 2, 8, 9): brand text colour, logo width,
 * analytics virtual page names, error messages from an error body.
 */

export type TextColour = 'black' | 'white';

function parseHex(colour: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!m || !m[1]) return null;
  let hex = m[1];
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  return [parseInt(hex.slice(0, 2), 16), parseInt(hex.slice(2, 4), 16), parseInt(hex.slice(4, 6), 16)];
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a hex colour (0 black .. 1 white); null when not a hex colour. */
export function relativeLuminance(colour: string): number | null {
  const rgb = parseHex(colour);
  if (!rgb) return null;
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
}

/**
 * Text colour on the brand colour: black when the brand colour is light, else white.
 * DECISION: "light" = black text gives the higher WCAG contrast ratio, i.e. luminance above
 * ~0.179 ((1.05 / 0.05) ratio crossover: sqrt(1.05 x 0.05) - 0.05). A colour that is not
 * #rgb/#rrggbb gives white.
 */
export function brandTextColour(brandColour: string | null | undefined): TextColour {
  const l = relativeLuminance(brandColour ?? '');
  if (l === null) return 'white';
  const contrastBlack = (l + 0.05) / 0.05;
  const contrastWhite = 1.05 / (l + 0.05);
  return contrastBlack > contrastWhite ? 'black' : 'white';
}

/** WCAG contrast ratio of two hex colours (1 to 21); null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const hex = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/**
 * The hotel's colour as it may be used against `background`: itself when it has `min` contrast
 * there, else mixed toward black (on a light background; white on a dark one) in 5% steps until
 * it has: the hotel's hue, readable. `fallback` for a colour that is not #rgb/#rrggbb.
 */
export function withContrast(
  colour: string | null | undefined,
  background: string,
  min: number,
  fallback: string,
): string {
  const rgb = parseHex(colour ?? '');
  if (!rgb) return fallback;
  const toward = (relativeLuminance(background) ?? 1) > 0.179 ? 0 : 255;
  for (let step = 0; step <= 20; step++) {
    const mixed = hex(rgb.map((c) => Math.round(c + ((toward - c) * step) / 20)));
    if ((contrastRatio(mixed, background) ?? 0) >= min) return mixed;
  }
  return hex([toward, toward, toward]);
}

/** The colours of a property's Theme the pages use (`--color-*` custom properties). */
export interface ThemeInput {
  Primary?: string | null;
  BrandPrimary?: string | null;
  Accent?: string | null;
  Positive?: string | null;
  Negative?: string | null;
  Warning?: string | null;
  DarkPage?: string | null;
}

/** The page's background: the pages are white whatever the Theme (LightPage is not a background). */
export const PAGE_COLOUR = '#ffffff';

/**
 * The colour tokens of a property, from its Theme, each with the contrast WCAG 2.2 AA asks of
 * its use (text 4.5:1, borders, icons and focus rings 3:1), on the white page or on the brand
 * colour. A Theme colour that has it is used as it is; one that has not is darkened in its own hue
 * (CITYLOFT's light brand lilac #c996cc is text on the header, and a darker lilac on the page).
 * Defaults (no Theme) pass too.
 */
export function themeTokens(theme: ThemeInput | null | undefined): Record<string, string> {
  const t = theme ?? {};
  const primary = withContrast(t.Primary, PAGE_COLOUR, 4.5, '#1d3557');
  const brand = parseHex(t.BrandPrimary ?? '') ? (t.BrandPrimary as string) : primary;
  return {
    // links, outlined buttons, text in the primary colour
    '--color-primary': primary,
    // the header and filled buttons, with their text colour
    '--color-brand-primary': brand,
    '--color-on-brand': brandTextColour(brand) === 'black' ? '#000000' : '#ffffff',
    // the brand colour as icons and borders on the page
    '--color-brand-on-page': withContrast(brand, PAGE_COLOUR, 3, primary),
    // focus rings on the page
    '--color-accent': withContrast(t.Accent, PAGE_COLOUR, 3, '#e76f51'),
    '--color-negative': withContrast(t.Negative, PAGE_COLOUR, 4.5, '#b3261e'),
    '--color-positive': withContrast(t.Positive, PAGE_COLOUR, 3, '#1b7f3b'),
    '--color-warning': withContrast(t.Warning, PAGE_COLOUR, 3, '#8a5a00'),
  };
}

/**
 * The dark pages' surfaces (the page's, then the muted one) and muted text: the colours the Theme's
 * must read on, and the text a DarkPage must carry (given to styles.css as --dark-surface,
 * --dark-surface-muted, --dark-text-muted).
 */
export const DARK_SURFACES = ['#1e1f22', '#26282c'] as const;
export const DARK_MUTED_TEXT = '#c2c2c2';

/** The lightest background of the dark pages (the DarkPage or a surface): where colours read worst. */
export function darkBackground(darkPage: string): string {
  return [darkPage, ...DARK_SURFACES].reduce((a, b) =>
    (relativeLuminance(a) ?? 0) >= (relativeLuminance(b) ?? 0) ? a : b,
  );
}

/**
 * Dark page colours, for a guest whose device asks for dark ones (prefers-color-scheme), when the
 * Theme gives a DarkPage: null when it gives none, or one too light for the dark pages' muted text
 * to read on at 4.5:1 (a page is dark or light, never a grey in between). Then the page is
 * DarkPage and each Theme colour is lightened in its own hue to the contrast of its use on the
 * lightest dark background (the page or a surface), as themeTokens darkens them on white.
 */
export function darkPageTokens(theme: ThemeInput | null | undefined): Record<string, string> | null {
  const t = theme ?? {};
  const page = t.DarkPage ?? '';
  if (!parseHex(page) || (contrastRatio(DARK_MUTED_TEXT, page) ?? 0) < 4.5) return null;
  const on = darkBackground(page);
  const primary = withContrast(t.Primary, on, 4.5, '#9ecbff');
  const brand = parseHex(t.BrandPrimary ?? '') ? (t.BrandPrimary as string) : primary;
  return {
    '--dark-page': page,
    // the dark set's surfaces and muted text (styles.css), which the colours below are read on
    '--dark-surface': DARK_SURFACES[0],
    '--dark-surface-muted': DARK_SURFACES[1],
    '--dark-text-muted': DARK_MUTED_TEXT,
    '--dark-primary': primary,
    '--dark-brand-on-page': withContrast(brand, on, 3, primary),
    '--dark-accent': withContrast(t.Accent, on, 3, '#f4a259'),
    '--dark-negative': withContrast(t.Negative, on, 4.5, '#ffb4ab'),
    '--dark-positive': withContrast(t.Positive, on, 3, '#6fcf8a'),
    '--dark-warning': withContrast(t.Warning, on, 3, '#e0b34a'),
  };
}

export const LOGO_WIDTH_DEFAULT = 100;
export const LOGO_WIDTH_WIDE = 300;

/** Logo width in px: 300 when the logo is wider than 16:9, else 100 (also for unknown sizes). */
export function logoWidth(naturalWidth: number | null | undefined, naturalHeight: number | null | undefined): number {
  const w = naturalWidth ?? 0;
  const h = naturalHeight ?? 0;
  // Unknown (0, negative, NaN) sizes fail one of the comparisons.
  return h > 0 && w * 9 > h * 16 ? LOGO_WIDTH_WIDE : LOGO_WIDTH_DEFAULT;
}

export type VirtualPageName = 'RoomsAndRates' | 'Checkout' | 'Confirmation' | 'NewPageLoaded';

/** The path without its query string and hash. */
function withoutQuery(path: string): string {
  const cut = path.search(/[?#]/);
  return cut === -1 ? path : path.slice(0, cut);
}

/**
 * Virtual page name for analytics from the path: contains Rooms-And-Rates -> RoomsAndRates;
 * Checkout -> Checkout; Confirmation -> Confirmation; anything else NewPageLoaded.
 * (Case-insensitive on whole path segments.)
 */
export function virtualPageName(path: string): VirtualPageName {
  const segments = withoutQuery(path).toLowerCase().split('/');
  if (segments.includes('rooms-and-rates')) return 'RoomsAndRates';
  if (segments.includes('checkout')) return 'Checkout';
  if (segments.includes('confirmation')) return 'Confirmation';
  return 'NewPageLoaded';
}

/**
 * Path recorded with the virtual page view: for Confirmation the last path segment (the
 * confirmation token) is removed; other paths are kept (query and hash dropped).
 */
export function virtualPagePath(path: string): string {
  const clean = withoutQuery(path);
  if (virtualPageName(clean) !== 'Confirmation') return clean;
  const trimmed = clean.replace(/\/+$/, '');
  const cut = trimmed.lastIndexOf('/');
  return cut > 0 ? trimmed.slice(0, cut) : trimmed;
}

/** The common error body: { Message, ModelState? }. */
export interface ErrorBody {
  Message?: string | null;
  ModelState?: Readonly<Record<string, readonly string[] | string | null | undefined>> | null;
}

/**
 * User message from an error body: ModelState messages joined by spaces (each optionally
 * prefixed "Field: "), else Message, else the fallback. A ModelState key "model.Email" is
 * shown as "Email".
 */
export function errorMessageFromBody(body: unknown, fallback: string, options: { prefixField?: boolean } = {}): string {
  if (!body || typeof body !== 'object') return fallback;
  const b = body as ErrorBody;
  const parts: string[] = [];
  if (b.ModelState && typeof b.ModelState === 'object') {
    for (const [field, value] of Object.entries(b.ModelState)) {
      const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
      const name = field.split('.').pop() ?? field;
      for (const msg of list) {
        if (typeof msg !== 'string' || msg.trim() === '') continue;
        parts.push(options.prefixField && name ? `${name}: ${msg}` : msg);
      }
    }
  }
  if (parts.length > 0) return parts.join(' ');
  if (typeof b.Message === 'string' && b.Message.trim() !== '') return b.Message;
  return fallback;
}
