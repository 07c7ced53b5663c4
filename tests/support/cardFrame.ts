/**
 * The payment provider's card frame where no browser runs (machine tests, chaos runs): the mock
 * provider's own judgement and tokens (mocks/payment-frame/provider.ts), with the guest's typing
 * and the frame's messages to the page (change, tokenized, invalid) played as the real frame
 * plays them through postMessage.
 */
import { fromPromise } from 'xstate';
import type { CardFields, CardType } from '@/domain/cards';
import { CardEntryIncompleteError } from '@/payment/cardFrameLink';
import type { CardFrameMode, CardFrameState, CardToken } from '@/payment/protocol';
import { frameState, issueToken } from '@mocks/payment-frame/provider';
import { DEMO } from '@mocks/db/demo';

/** A card typed in full: the demo's approved test card, expiring in December 2030. */
export const TYPED_CARD: CardFields = { number: DEMO.cards.approved, expiry: '12/30', securityCode: '123' };

const EMPTY: CardFields = { number: '', expiry: '', securityCode: '' };

export interface CardFrameDouble {
  /** the page's flow: where the frame's change messages go */
  attach(send: (event: { type: 'card.entryChanged'; entry: CardFrameState }) => void): void;
  /**
   * the guest types in the frame (fields not named keep what they had); `unheard`: its message to
   * the page is still on its way when the page acts (it arrives before the frame's next answer)
   */
  type(fields: Partial<CardFields>, options?: { unheard?: boolean }): void;
  /** a saved card (its security code only) or a new card: the frame starts empty */
  choose(mode: CardFrameMode): void;
  /** the flow's `tokenizeCard` actor */
  tokenizeCard: ReturnType<typeof fromPromise<CardToken>>;
  /** the flow's `forgetSecurityCode` action */
  forgetSecurityCode(): void;
  /** every token given so far */
  readonly tokens: CardToken[];
}

export function cardFrameDouble(options: { accepted?: CardType[]; today?: string } = {}): CardFrameDouble {
  const accepted = options.accepted ?? [];
  const today = options.today ?? '2026-11-22';
  let fields = { ...EMPTY };
  let mode: CardFrameMode = 'card';
  let send: ((event: { type: 'card.entryChanged'; entry: CardFrameState }) => void) | null = null;
  const tokens: CardToken[] = [];
  let unheard = false;
  const changed = () => {
    unheard = false;
    send?.({ type: 'card.entryChanged', entry: frameState(fields, mode, accepted, today) });
  };
  return {
    attach(to) {
      send = to;
    },
    type(typed, options = {}) {
      fields = { ...fields, ...typed };
      if (options.unheard) unheard = true;
      else changed();
    },
    choose(next) {
      mode = next;
      fields = { ...EMPTY };
      changed();
    },
    tokenizeCard: fromPromise<CardToken>(async () => {
      // the request reaches the frame as a message: never answered within the page's own step
      await null;
      // the frame's messages arrive in the order it sent them: what it said before its answer first
      if (unheard) changed();
      if (!frameState(fields, mode, accepted, today).complete) throw new CardEntryIncompleteError();
      const card = issueToken(fields, mode);
      tokens.push(card);
      return card;
    }),
    forgetSecurityCode() {
      fields = { ...fields, securityCode: '' };
      // the frame's change arrives as a message, after the flow's step
      queueMicrotask(changed);
    },
    tokens,
  };
}
