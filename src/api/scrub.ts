/**
 * Removes card numbers, security codes and passwords from anything that is about to be logged.
 * Keys are matched case-insensitively; free text is searched for card-like digit runs.
 */
const SECRET_KEY = new RegExp(
  `(${[
    'card.?number',
    'cardnumber',
    'pan',
    'cvv',
    'cvc',
    'cvv.?number',
    'security.?code',
    'securitycode',
    'password',
    'newpassword',
    'currentpassword',
    'token',
  ].join('|')})$`,
  'i',
);
/** 13-19 digits, optionally grouped by spaces or dashes (also URL-encoded): a card number's shape */
const CARD_RUN = /\b(?:\d(?:[ -]|%20|%2D|\+)?){12,18}\d\b/gi;

export const REDACTED = '[redacted]';

export function scrubText(text: string): string {
  return text.replace(CARD_RUN, REDACTED);
}

export function scrub(value: unknown, depth = 0): unknown {
  if (depth > 8) return REDACTED;
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = SECRET_KEY.test(key) ? REDACTED : scrub(inner, depth + 1);
    }
    return out;
  }
  return value;
}

/** A URL with secret query parameters (tokens, passwords) masked. */
export function scrubUrl(url: string): string {
  try {
    const parsed = new URL(url, 'http://relative.invalid');
    for (const key of [...parsed.searchParams.keys()]) {
      if (SECRET_KEY.test(key)) parsed.searchParams.set(key, REDACTED);
    }
    const text = parsed.origin === 'http://relative.invalid' ? parsed.pathname + parsed.search : parsed.toString();
    return scrubText(text);
  } catch {
    return scrubText(url);
  }
}
