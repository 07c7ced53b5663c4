/**
 * The mock payment provider's single-use card tokens. A real provider keeps the card and hands out
 * an opaque token; the mock provider has no server of its own, so its token carries, encoded, what
 * its "server" would know: the brand, the last four digits, the expiry and how the test card
 * behaves when charged (approved, declined, pending verification: the demo's test cards). Never the
 * number or the security code. The frame makes them; the mock backend reads them.
 */
import type { CardType } from '@/domain/cards';
import type { CardFrameMode } from '@/payment/protocol';

export type TestCardBehaviour = 'approved' | 'declined' | 'pending';

export interface MockTokenClaims {
  mode: CardFrameMode;
  brand: CardType | null;
  lastFour: string | null;
  expiryMonth: number | null;
  expiryYear: number | null;
  behaviour: TestCardBehaviour;
  /** makes each token single-use */
  nonce: string;
}

const PREFIX = 'tok_mock_';

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

export function mockCardToken(claims: Omit<MockTokenClaims, 'nonce'>, nonce = crypto.randomUUID()): string {
  return PREFIX + toBase64Url(JSON.stringify({ ...claims, nonce }));
}

/** The claims of a mock token, or null for anything that is not one. */
export function readMockCardToken(token: string | null | undefined): MockTokenClaims | null {
  if (!token?.startsWith(PREFIX)) return null;
  try {
    const claims = JSON.parse(fromBase64Url(token.slice(PREFIX.length))) as Partial<MockTokenClaims>;
    if (claims.mode !== 'card' && claims.mode !== 'securityCode') return null;
    if (typeof claims.nonce !== 'string' || typeof claims.behaviour !== 'string') return null;
    return claims as MockTokenClaims;
  } catch {
    return null;
  }
}
