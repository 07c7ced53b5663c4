/**
 * The mock payment provider's judgement of what is typed in its card frame: the state it tells the
 * page, and the token it gives (mocks/payment-frame/token.ts). The frame (frame.ts) runs it on its
 * own origin; the machine tests and chaos runs use it as the frame they cannot open in Node.
 */
import {
  cardDigits,
  cardFieldErrors,
  detectCardType,
  parseCardExpiry,
  type CardFields,
  type CardType,
} from '@/domain/cards';
import type { CardFrameMode, CardFrameState, CardToken } from '@/payment/protocol';
import { DEMO } from '@mocks/db/demo';
import { mockCardToken, type TestCardBehaviour } from './token';

/** What the frame tells the page of what is typed: never a digit. */
export function frameState(
  fields: CardFields,
  mode: CardFrameMode,
  accepted: readonly CardType[],
  today: string,
): CardFrameState {
  const brand = mode === 'card' ? detectCardType(fields.number) : null;
  const empty = (mode === 'card' ? [fields.number, fields.expiry, fields.securityCode] : [fields.securityCode]).every(
    (value) => value.trim() === '',
  );
  return {
    complete: Object.keys(cardFieldErrors(fields, mode, accepted, today)).length === 0,
    empty,
    brand,
    brandRefused: brand !== null && accepted.length > 0 && !accepted.includes(brand),
  };
}

/** How the demo's test cards behave when charged (booking spec: approved, declined, pending). */
function behaviourOf(number: string): TestCardBehaviour {
  const digits = cardDigits(number);
  if (digits === DEMO.cards.declined) return 'declined';
  if (digits === DEMO.cards.pendingVerification) return 'pending';
  return 'approved';
}

/** The single-use token of complete fields, and what the page may be told of the card. */
export function issueToken(fields: CardFields, mode: CardFrameMode): CardToken {
  const expiry = mode === 'card' ? parseCardExpiry(fields.expiry) : null;
  const claims = {
    mode,
    brand: mode === 'card' ? detectCardType(fields.number) : null,
    lastFour: mode === 'card' ? (cardDigits(fields.number) ?? '').slice(-4) : null,
    expiryMonth: expiry?.month ?? null,
    expiryYear: expiry?.year ?? null,
    behaviour: mode === 'card' ? behaviourOf(fields.number) : ('approved' as const),
  };
  return { token: mockCardToken(claims), ...claims };
}
