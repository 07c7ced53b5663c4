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
