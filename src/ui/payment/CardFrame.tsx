import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CardType } from '@/domain/cards';
import type { CardFrameLink } from '@/payment/cardFrameLink';
import {
  cardFrameAddress,
  HOST_MESSAGE_SOURCE,
  isFrameMessage,
  type CardFrameMode,
  type CardFrameState,
  type CardFrameTheme,
} from '@/payment/protocol';
import './card-frame.css';
import { checkoutText as t } from '@/i18n/checkout';

/** How long the provider's frame may take to load before the guest is told and offered a retry. */
export const FRAME_LOAD_TIMEOUT_MS = 15_000;

export interface CardFrameProps {
  link: CardFrameLink;
  /** a new card, or the security code of a saved card */
  mode: CardFrameMode;
  /** the brands the hotel takes (the frame refuses others) */
  brands: readonly CardType[];
  /** what the frame says of what is typed (never a digit) */
  onChange: (state: CardFrameState) => void;
  /** a confirm was tried: every field of the frame says what it still needs */
  showAllErrors?: boolean;
}

/** The colour painted behind the element: its nearest ancestor's that is not transparent. */
function backgroundBehind(element: HTMLElement): string | undefined {
  for (let at: HTMLElement | null = element; at; at = at.parentElement) {
    const colour = getComputedStyle(at).backgroundColor;
    if (colour && colour !== 'transparent' && colour !== 'rgba(0, 0, 0, 0)') return colour;
  }
  return undefined;
}

/**
 * The page's colours and font, for the frame to look part of the page; and the page's background,
 * which the frame paints itself (a frame cannot see what is behind it: a checker inside it, or the
 * browser, would take it for white).
 */
function themeOf(element: HTMLElement): CardFrameTheme {
  const style = getComputedStyle(element);
  const token = (name: string) => style.getPropertyValue(name).trim() || undefined;
  return {
    text: style.color,
    background: backgroundBehind(element),
    field: token('--color-surface'),
    primary: token('--color-primary'),
    negative: token('--color-negative'),
    // the fields' borders: a control's (3:1), not a decorative one
    border: token('--color-border-strong'),
    font: style.fontFamily,
    scheme: style.colorScheme.includes('dark') ? 'dark' : 'light',
  };
}

/**
 * The card's number, expiry and security code, typed into the payment provider's frame on its
 * own origin (src/payment/protocol.ts): the page never sees them. The frame is sized to its
 * content; Tab moves into and out of it as through any field. While it loads, a box of its size
 * says so; when it does not load, the guest is told and may load it again.
 */
export function CardFrame({ link, mode, brands, onChange, showAllErrors = false }: CardFrameProps) {
  const [url] = useState(cardFrameAddress);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>(url ? 'loading' : 'failed');
  const [height, setHeight] = useState<number | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef({ mode, brands, onChange, showAllErrors });
  useLayoutEffect(() => {
    latest.current = { mode, brands, onChange, showAllErrors };
  });

  const configure = () => {
    const target = frame.current?.contentWindow;
    if (!target || !url) return;
    target.postMessage(
      {
        source: HOST_MESSAGE_SOURCE,
        type: 'configure',
        mode: latest.current.mode,
        brands: [...latest.current.brands],
        theme: themeOf(frame.current!),
        showAllErrors: latest.current.showAllErrors,
      },
      url.origin,
    );
  };

  useEffect(() => {
    if (!url) return;
    const origin = url.origin;
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || event.origin !== origin || !isFrameMessage(event.data)) return;
      const message = event.data;
      if (message.type === 'ready') {
        link.connect(target, origin);
        configure();
        setStatus('ready');
      } else if (message.type === 'resize') setHeight(Math.min(Math.max(message.height, 0), 2000));
      else if (message.type === 'change') latest.current.onChange(message.state);
      else link.receive(message);
    };
    window.addEventListener('message', onMessage);
    const timer = setTimeout(() => setStatus((now) => (now === 'loading' ? 'failed' : now)), FRAME_LOAD_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      link.disconnect();
    };
    // configure reads the latest props through a ref; a new attempt loads the frame again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link, url, attempt]);

  // a saved card chosen, or a new card: the frame asks for what that needs (and forgets the rest);
  // a confirm tried: the frame's fields say what they need
  const brandsKey = brands.join(',');
  useEffect(() => {
    if (status === 'ready') configure();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, brandsKey, showAllErrors, status]);

  if (!url || status === 'failed') {
    return (
      <div className="card-frame__problem" role="alert">
        <p>{t('card.frameFailed')}</p>
        {url ? (
          <button
            type="button"
            className="step__retry"
            onClick={() => {
              setStatus('loading');
              setAttempt((n) => n + 1);
            }}
          >
            {t('card.frameRetry')}
          </button>
        ) : (
          <p>{t('card.frameUnavailable')}</p>
        )}
      </div>
    );
  }
  return (
    <div className="card-frame" data-status={status} data-mode={mode} aria-busy={status === 'loading' || undefined}>
      {status === 'loading' ? <p className="card-frame__loading">{t('card.frameLoading')}</p> : null}
      <iframe
        key={attempt}
        ref={frame}
        className="card-frame__frame"
        title={mode === 'card' ? t('card.frameTitle') : t('card.frameTitleSaved')}
        src={url.href}
        style={height ? { height: `${height}px` } : undefined}
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
