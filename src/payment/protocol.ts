/**
 * The hosted card fields' messages (docs/decisions.md, "Card entry in the payment provider's
 * frame"). The card number, expiry date and security code are typed into a frame served from the
 * payment provider's origin; the booking engine never sees them. The two windows talk only by
 * `postMessage`, each checking the other's origin, in the messages below:
 *
 *   app -> frame  configure   which fields (a new card, or the security code of a saved card), the
 *                             card types the hotel takes, the hotel's colours, and whether a
 *                             confirm was tried (then every field says what it still needs)
 *                 tokenize    "the guest confirmed": the frame checks its fields and answers
 *                 reset       forget what was typed (after an attempt, the code is never kept)
 *   frame -> app  ready       loaded, waiting for configure
 *                 resize      its content's height, so the page never scrolls inside the frame
 *                 change      what the app may know as the guest types: complete or not, the card's
 *                             brand (from its first digits), empty or not; never a digit
 *                 tokenized   a single-use token and what the guest may be told of the card (brand,
 *                             last four digits, expiry); its latest `change` is sent just before
 *                             it, so the page judges the card by what the token is for
 *                 invalid     the fields are not complete: the frame says why next to each field
 *                             and moves the focus to the first one
 *
 * This file is the contract of both sides: the app's frame host (src/ui/payment) and the mock
 * provider's frame (mocks/payment-frame) import it; nothing in it reads a card.
 */
import type { CardEntryMode, CardType } from '@/domain/cards';

export const FRAME_MESSAGE_SOURCE = 'hbe-payment-frame';
export const HOST_MESSAGE_SOURCE = 'hbe-payment-host';

/** A new card (number, expiry, security code), or the security code of a saved card. */
export type CardFrameMode = CardEntryMode;

/** The hotel's colours the frame takes (CSS colours; anything else is ignored by the frame). */
export interface CardFrameTheme {
  text?: string;
  background?: string;
  /** the fields' own background */
  field?: string;
  primary?: string;
  negative?: string;
  border?: string;
  font?: string;
  /** the page's colour scheme: a frame of another scheme than its page is drawn on an opaque canvas */
  scheme?: 'light' | 'dark';
}

/** What the app may know while the guest types. */
export interface CardFrameState {
  /** every field filled and valid (the number passes its check, the card has not expired) */
  complete: boolean;
  /** nothing typed yet */
  empty: boolean;
  /** the brand of the number's first digits (null until known, and in the security-code mode) */
  brand: CardType | null;
  /** the brand is known and the hotel does not take it */
  brandRefused: boolean;
}

/** A single-use token for the card typed in the frame, and what the guest may be told of it. */
export interface CardToken {
  token: string;
  mode: CardFrameMode;
  /** null in the security-code mode (the saved card's own brand stands) */
  brand: CardType | null;
  lastFour: string | null;
  expiryMonth: number | null;
  expiryYear: number | null;
}

export type HostMessage =
  | {
      source: typeof HOST_MESSAGE_SOURCE;
      type: 'configure';
      mode: CardFrameMode;
      brands: CardType[];
      theme: CardFrameTheme;
      showAllErrors: boolean;
    }
  | { source: typeof HOST_MESSAGE_SOURCE; type: 'tokenize'; requestId: string }
  | { source: typeof HOST_MESSAGE_SOURCE; type: 'reset'; fields: 'all' | 'securityCode' };

export type FrameMessage =
  | { source: typeof FRAME_MESSAGE_SOURCE; type: 'ready' }
  | { source: typeof FRAME_MESSAGE_SOURCE; type: 'resize'; height: number }
  | { source: typeof FRAME_MESSAGE_SOURCE; type: 'change'; state: CardFrameState }
  | { source: typeof FRAME_MESSAGE_SOURCE; type: 'tokenized'; requestId: string; card: CardToken }
  | { source: typeof FRAME_MESSAGE_SOURCE; type: 'invalid'; requestId: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A message from the frame (its shape; the sender's origin and window are checked by the host). */
export function isFrameMessage(data: unknown): data is FrameMessage {
  if (!isRecord(data) || data.source !== FRAME_MESSAGE_SOURCE) return false;
  switch (data.type) {
    case 'ready':
      return true;
    case 'resize':
      return typeof data.height === 'number' && Number.isFinite(data.height);
    case 'change':
      return isRecord(data.state) && typeof data.state.complete === 'boolean';
    case 'tokenized':
      return typeof data.requestId === 'string' && isRecord(data.card) && typeof data.card.token === 'string';
    case 'invalid':
      return typeof data.requestId === 'string';
    default:
      return false;
  }
}

/** A message from the host page (its shape; the frame checks the sender's origin). */
export function isHostMessage(data: unknown): data is HostMessage {
  if (!isRecord(data) || data.source !== HOST_MESSAGE_SOURCE) return false;
  switch (data.type) {
    case 'configure':
      return (data.mode === 'card' || data.mode === 'securityCode') && Array.isArray(data.brands);
    case 'tokenize':
      return typeof data.requestId === 'string';
    case 'reset':
      return data.fields === 'all' || data.fields === 'securityCode';
    default:
      return false;
  }
}

/** The provider's page when VITE_PAYMENT_FRAME_ORIGIN names only an origin; the mock provider's page. */
export const MOCK_FRAME_PATH = '/mocks/payment-frame/index.html';

const LOOPBACK_TWIN: Readonly<Record<string, string>> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };

/**
 * Where the card frame is loaded from: the provider's page (VITE_PAYMENT_FRAME_ORIGIN, an origin
 * or a full URL) or, where the mock provider stands in (development, the mock build, Storybook and
 * the tests), its page on the app's loopback twin (localhost <-> 127.0.0.1, the same port):
 * another origin, so the isolation is the browser's, as with a real provider. The app's origin
 * goes with it: the frame talks to no other window. Null: no card can be taken here.
 */
export function cardFrameUrl(
  app: { protocol: string; hostname: string; port: string; origin: string },
  configured: string | undefined,
  mockProvider: boolean,
): URL | null {
  let url: URL;
  if (configured?.trim()) {
    url = new URL(configured.trim());
    if (url.pathname === '/') url.pathname = MOCK_FRAME_PATH;
  } else {
    const twin = LOOPBACK_TWIN[app.hostname];
    if (!twin || !mockProvider) return null;
    url = new URL(`${app.protocol}//${twin}${app.port ? `:${app.port}` : ''}${MOCK_FRAME_PATH}`);
  }
  url.searchParams.set('origin', app.origin);
  return url;
}

/** The card frame's address for this page (the deployment's provider, or the mock provider). */
export function cardFrameAddress(): URL | null {
  const mockProvider = import.meta.env.DEV || import.meta.env.VITE_API_MOCKING === 'true';
  return cardFrameUrl(window.location, import.meta.env.VITE_PAYMENT_FRAME_ORIGIN, mockProvider);
}
