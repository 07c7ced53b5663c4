/**
 * The app's side of the card frame (src/payment/protocol.ts): one link per page that takes a card.
 * The page's card frame connects it once the frame is ready; the flow's machine asks it for a
 * single-use token when the guest confirms. Nothing here ever holds a card's digits.
 */
import { fromPromise } from 'xstate';
import { GuestFacingError } from '@/api/errors';
import { checkoutText as t } from '@/i18n/checkout';
import { HOST_MESSAGE_SOURCE, type CardToken, type FrameMessage, type HostMessage } from './protocol';

/** The frame's fields are not complete: each says why, next to itself (the frame shows it). */
export class CardEntryIncompleteError extends GuestFacingError {
  constructor() {
    super(t('card.entryIncomplete'));
  }
}

/** The provider's frame is not there (not loaded, or it does not answer). */
export class CardFrameUnavailableError extends GuestFacingError {
  constructor() {
    super(t('card.frameMissing'));
  }
}

/** How long the frame has to answer a request for a token (it answers at once when it is there). */
export const TOKENIZE_TIMEOUT_MS = 10_000;

type Request = { resolve: (card: CardToken) => void; reject: (error: Error) => void };
type Distribute<T> = T extends unknown ? Omit<T, 'source'> : never;

export interface CardFrameLink {
  /** the frame is ready: its window and origin (messages go there only) */
  connect(target: Window, origin: string): void;
  disconnect(): void;
  /** a message the page received from the connected frame (its origin and window checked) */
  receive(message: FrameMessage): void;
  /** a single-use token for what is typed in the frame; rejects when it is incomplete or absent */
  tokenize(signal?: AbortSignal): Promise<CardToken>;
  /** forget what was typed: all of it, or the security code (never kept after an attempt) */
  reset(fields: 'all' | 'securityCode'): void;
}

export function createCardFrameLink(): CardFrameLink {
  let target: { window: Window; origin: string } | null = null;
  const requests = new Map<string, Request>();
  const send = (message: Distribute<HostMessage>) =>
    target?.window.postMessage({ source: HOST_MESSAGE_SOURCE, ...message }, target.origin);
  const settle = (requestId: string, outcome: CardToken | Error) => {
    const request = requests.get(requestId);
    if (!request) return;
    requests.delete(requestId);
    if (outcome instanceof Error) request.reject(outcome);
    else request.resolve(outcome);
  };

  return {
    connect(window, origin) {
      target = { window, origin };
    },
    disconnect() {
      target = null;
      for (const id of [...requests.keys()]) settle(id, new CardFrameUnavailableError());
    },
    receive(message) {
      if (message.type === 'tokenized') settle(message.requestId, message.card);
      else if (message.type === 'invalid') settle(message.requestId, new CardEntryIncompleteError());
    },
    tokenize(signal) {
      if (!target) return Promise.reject(new CardFrameUnavailableError());
      const requestId = crypto.randomUUID();
      return new Promise<CardToken>((resolve, reject) => {
        const timer = setTimeout(() => settle(requestId, new CardFrameUnavailableError()), TOKENIZE_TIMEOUT_MS);
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', aborted);
        };
        const aborted = () => settle(requestId, new DOMException('The request was stopped', 'AbortError'));
        signal?.addEventListener('abort', aborted);
        requests.set(requestId, {
          resolve: (card) => (done(), resolve(card)),
          reject: (error) => (done(), reject(error)),
        });
        send({ type: 'tokenize', requestId });
      });
    },
    reset(fields) {
      send({ type: 'reset', fields });
    },
  };
}

/**
 * A flow's `tokenizeCard` actor: asks the page's card frame for the attempt's token; without a
 * link (no frame on the page) there is no card to pay with.
 */
export function tokenizeCardWith(link?: CardFrameLink) {
  return fromPromise<CardToken>(({ signal }) =>
    link ? link.tokenize(signal) : Promise.reject(new CardFrameUnavailableError()),
  );
}
