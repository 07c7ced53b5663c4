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
