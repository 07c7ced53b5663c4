/**
 * The one width below which the flows lay out for a phone or a small tablet (one column, room
 * types before rates, the basket folded at checkout): it matches the CSS breakpoint of the
 * two-column layouts (1024 px).
 */
export const SMALL_SCREEN = '(max-width: 1023px)';
