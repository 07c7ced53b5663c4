import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cardFrameUrl,
  FRAME_MESSAGE_SOURCE,
  HOST_MESSAGE_SOURCE,
  isFrameMessage,
  isHostMessage,
} from '@/payment/protocol';
import {
  CardEntryIncompleteError,
  CardFrameUnavailableError,
  createCardFrameLink,
  TOKENIZE_TIMEOUT_MS,
} from '@/payment/cardFrameLink';

const app = (href: string) => {
  const url = new URL(href);
  return { protocol: url.protocol, hostname: url.hostname, port: url.port, origin: url.origin };
};

describe('cardFrameUrl: where the card frame comes from', () => {
  it.each([
    ['http://localhost:5173/Book/SEAVIEW', 'http://127.0.0.1:5173/mocks/payment-frame/index.html'],
    ['http://127.0.0.1:4173/Book/SEAVIEW', 'http://localhost:4173/mocks/payment-frame/index.html'],
    ['http://localhost/Book/SEAVIEW', 'http://127.0.0.1/mocks/payment-frame/index.html'],
  ])('the mock provider of %s is on its loopback twin: %s', (page, frame) => {
    const url = cardFrameUrl(app(page), undefined, true)!;
    expect(`${url.origin}${url.pathname}`).toBe(frame);
    expect(url.searchParams.get('origin')).toBe(new URL(page).origin);
  });

  it('a configured provider wins (an origin, or its page), and carries the app origin', () => {
    expect(cardFrameUrl(app('https://book.example.com/'), 'https://pay.example.net', false)?.href).toBe(
      'https://pay.example.net/mocks/payment-frame/index.html?origin=https%3A%2F%2Fbook.example.com',
    );
    expect(cardFrameUrl(app('https://book.example.com/'), 'https://pay.example.net/fields/v2', false)?.href).toBe(
      'https://pay.example.net/fields/v2?origin=https%3A%2F%2Fbook.example.com',
    );
  });

  it('none without a provider: not in production, nor off a loopback host', () => {
    expect(cardFrameUrl(app('http://localhost:4173/'), undefined, false)).toBeNull();
    expect(cardFrameUrl(app('https://book.example.com/'), '  ', true)).toBeNull();
  });
});

describe('the messages each side accepts', () => {
  it.each([
    [{ source: FRAME_MESSAGE_SOURCE, type: 'ready' }, true],
    [{ source: FRAME_MESSAGE_SOURCE, type: 'resize', height: 120 }, true],
    [{ source: FRAME_MESSAGE_SOURCE, type: 'resize', height: Number.NaN }, false],
    [{ source: FRAME_MESSAGE_SOURCE, type: 'change', state: { complete: false } }, true],
    [{ source: FRAME_MESSAGE_SOURCE, type: 'tokenized', requestId: 'r', card: { token: 'tok_1' } }, true],
    [{ source: FRAME_MESSAGE_SOURCE, type: 'tokenized', requestId: 'r' }, false],
    [{ source: FRAME_MESSAGE_SOURCE, type: 'invalid', requestId: 'r' }, true],
    [{ source: HOST_MESSAGE_SOURCE, type: 'ready' }, false],
    [{ source: FRAME_MESSAGE_SOURCE, type: 'steal' }, false],
    ['ready', false],
    [null, false],
  ])('from the frame %j: %s', (data, accepted) => {
    expect(isFrameMessage(data)).toBe(accepted);
  });

  it.each([
    [
      { source: HOST_MESSAGE_SOURCE, type: 'configure', mode: 'card', brands: [], theme: {}, showAllErrors: false },
      true,
    ],
    [{ source: HOST_MESSAGE_SOURCE, type: 'configure', mode: 'number', brands: [] }, false],
    [{ source: HOST_MESSAGE_SOURCE, type: 'tokenize', requestId: 'r' }, true],
    [{ source: HOST_MESSAGE_SOURCE, type: 'reset', fields: 'securityCode' }, true],
    [{ source: HOST_MESSAGE_SOURCE, type: 'reset', fields: 'number' }, false],
    [{ source: FRAME_MESSAGE_SOURCE, type: 'tokenize', requestId: 'r' }, false],
  ])('from the host page %j: %s', (data, accepted) => {
    expect(isHostMessage(data)).toBe(accepted);
  });
});

describe('the link: tokens asked of the frame', () => {
  afterEach(() => vi.useRealTimers());

  const frameWindow = () => {
    const sent: { message: { type: string; requestId?: string }; origin: string }[] = [];
    const target = {
      postMessage: (message: { type: string; requestId?: string }, origin: string) => sent.push({ message, origin }),
    } as unknown as Window;
    return { target, sent };
  };

  it('asks the connected frame only, at its origin, and resolves with its answer', async () => {
    const link = createCardFrameLink();
    await expect(link.tokenize()).rejects.toBeInstanceOf(CardFrameUnavailableError);
    const { target, sent } = frameWindow();
    link.connect(target, 'http://127.0.0.1:5173');
    const asked = link.tokenize();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ origin: 'http://127.0.0.1:5173', message: { type: 'tokenize' } });
    const card = {
      token: 'tok_1',
      mode: 'card',
      brand: 'visa',
      lastFour: '1111',
      expiryMonth: 12,
      expiryYear: 2030,
    } as const;
    // an answer to another request changes nothing
    link.receive({ source: FRAME_MESSAGE_SOURCE, type: 'tokenized', requestId: 'other', card });
    link.receive({ source: FRAME_MESSAGE_SOURCE, type: 'tokenized', requestId: sent[0]!.message.requestId!, card });
    await expect(asked).resolves.toEqual(card);
  });

  it('an incomplete card, a frame gone and a frame that does not answer are each said', async () => {
    vi.useFakeTimers();
    const link = createCardFrameLink();
    const { target, sent } = frameWindow();
    link.connect(target, 'http://127.0.0.1:5173');
    const incomplete = link.tokenize();
    link.receive({ source: FRAME_MESSAGE_SOURCE, type: 'invalid', requestId: sent[0]!.message.requestId! });
    await expect(incomplete).rejects.toBeInstanceOf(CardEntryIncompleteError);
    const silent = link.tokenize();
    vi.advanceTimersByTime(TOKENIZE_TIMEOUT_MS);
    await expect(silent).rejects.toBeInstanceOf(CardFrameUnavailableError);
    const cut = link.tokenize();
    link.disconnect();
    await expect(cut).rejects.toBeInstanceOf(CardFrameUnavailableError);
  });

  it('reset tells the frame which fields to forget', () => {
    const link = createCardFrameLink();
    const { target, sent } = frameWindow();
    link.connect(target, 'http://127.0.0.1:5173');
    link.reset('securityCode');
    expect(sent[0]?.message).toEqual({ source: HOST_MESSAGE_SOURCE, type: 'reset', fields: 'securityCode' });
  });
});
