/**
 * The cards the browser journeys type in the payment provider's frame (the mock provider's test
 * numbers: approved, declined, held for verification) and an expiry date three years ahead, as the
 * frame takes it (MM/YY). Node-safe: the model-based e2e table reads them too.
 */
export const TEST_CARDS = {
  approved: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
  pending: '4000 0000 0000 3220',
} as const;

export const CARD_EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** The payment provider's frames, by their titles (a new card; a saved card's security code). */
export const CARD_FRAME_TITLE = 'Card number, expiry date and security code';
export const SAVED_CARD_CODE_TITLE = 'Security code of the saved card';

/** What the journeys type as a card's security code, and as the name on it. */
export const SECURITY_CODE = '123';
export const CARDHOLDER = 'A Lovelace';
