/**
 * The longest text a guest can type (hostile input: a 10,000-character promo code made the page
 * 157,000 px wide). One line (names, addresses, e-mail: RFC 5321 allows 254), several lines
 * (special requests, comments), a code (promo, rate plan, voucher, reference), a password. A
 * module of its own: the address parser (in every page's entry) reads it without the validation.
 */
export const TEXT_LIMITS = { line: 254, multiline: 2000, code: 50, password: 128 } as const;
