/**
 * Removes card numbers, security codes, passwords, tokens, link codes and e-mail addresses from
 * anything that is about to be logged. Keys are matched case-insensitively; free text is searched
 * for card-like digit runs and e-mail addresses; the link code in the path of a manage or pre
 * check-in address is masked.
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
/** keys that are secret by their whole name (not as a suffix: PropertyCode is no secret) */
const SECRET_NAME = /^(hash|linkhash|email|emailaddress|guestname)$/i;
/** an e-mail address, also URL-encoded (%40) */
const EMAIL = /[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;
/** the link code at the end of /Manage/{p}/Reservation/{ref}/{code} and /PreCheckIn/{p}/{ref}/{code} */
const LINK_PATH = /(\/(?:Manage\/[^/?#]+\/Reservation|PreCheckIn\/[^/?#]+)\/[^/?#]+\/)[^/?#]+/gi;

const isSecretKey = (key: string) => SECRET_KEY.test(key) || SECRET_NAME.test(key);
/** a secret query parameter inside free text ("…?hash=7f3c&…") */
const SECRET_PARAM = /([?&])([\w.-]+)=([^&#\s"']*)/g;

/** 13-19 digits, optionally grouped by spaces or dashes (also URL-encoded): a card number's shape */
const CARD_RUN = /\b(?:\d(?:[ -]|%20|%2D|\+)?){12,18}\d\b/gi;

export const REDACTED = '[redacted]';
const ENCODED_REDACTED = encodeURIComponent(REDACTED);

export function scrubText(text: string): string {
  return text
    .replace(CARD_RUN, REDACTED)
    .replace(EMAIL, REDACTED)
    .replace(LINK_PATH, `$1${REDACTED}`)
    .replace(SECRET_PARAM, (all, sep: string, key: string, value: string) =>
      isSecretKey(key) && value !== ENCODED_REDACTED ? `${sep}${key}=${REDACTED}` : all,
    );
}

export function scrub(value: unknown, depth = 0): unknown {
  if (depth > 8) return REDACTED;
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = isSecretKey(key) ? REDACTED : scrub(inner, depth + 1);
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
      if (isSecretKey(key)) parsed.searchParams.set(key, REDACTED);
    }
    const text = parsed.origin === 'http://relative.invalid' ? parsed.pathname + parsed.search : parsed.toString();
    return scrubText(text);
  } catch {
    return scrubText(url);
  }
}
