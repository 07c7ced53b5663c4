import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { commonText as t } from '@/i18n/common';

export type NotificationType = 'positive' | 'negative';
export type NotificationPosition = 'top' | 'bottom';

export interface NotificationInput {
  type: NotificationType;
  message: string;
  position?: NotificationPosition;
  /** ms before it hides itself; 0 keeps it until dismissed. Default 5000 (spec). */
  timeout?: number;
}

export interface Notification extends Required<NotificationInput> {
  id: number;
}

export const NOTIFICATION_TIMEOUT_MS = 5000;

type Notify = (input: NotificationInput) => void;

const NotifyContext = createContext<Notify | null>(null);

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <NotificationsProvider>');
  return notify;
}

interface NotificationList {
  items: Notification[];
  dismiss: (id: number) => void;
}

const ListContext = createContext<NotificationList | null>(null);

/**
 * Holds the notices of the page: positive and negative, for the top or the bottom of the page.
 * The layouts say where they appear (`<Notifications position>`): the top ones in the page's flow
 * right under the site header, sticking to the top of the window while the guest scrolls; the
 * bottom ones at the end of the page's content. Neither is laid over the page, so a notice never
 * covers the menu or a button the guest is about to press.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Notification[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setItems((all) => all.filter((n) => n.id !== id)), []);
  const notify = useCallback<Notify>((input) => {
    const id = nextId.current++;
    setItems((all) => [
      ...all.filter((n) => !(n.message === input.message && n.type === input.type)),
      { id, position: 'top', timeout: NOTIFICATION_TIMEOUT_MS, ...input },
    ]);
  }, []);
  const list = useMemo(() => ({ items, dismiss }), [items, dismiss]);
  return (
    <NotifyContext.Provider value={notify}>
      <ListContext.Provider value={list}>{children}</ListContext.Provider>
    </NotifyContext.Provider>
  );
}

/**
 * Where the notices for one position appear. Negative notices are announced assertively
 * (role="alert"), positive ones politely (role="status"); each can be dismissed, and none steals
 * focus. The live regions exist before any notice, so screen readers announce new ones.
 */
export function Notifications({ position }: { position: NotificationPosition }) {
  const list = useContext(ListContext);
  if (!list) throw new Error('<Notifications> must be used inside <NotificationsProvider>');
  const mine = list.items.filter((n) => n.position === position);
  return (
    <div className={`notifications notifications--${position}`}>
      <div role="alert" aria-label={t('notices.errors', { position })} className="notifications__list">
        {mine
          .filter((n) => n.type === 'negative')
          .map((n) => (
            <NotificationItem key={n.id} notification={n} onDismiss={list.dismiss} />
          ))}
      </div>
      <div role="status" aria-label={t('notices.messages', { position })} className="notifications__list">
        {mine
          .filter((n) => n.type === 'positive')
          .map((n) => (
            <NotificationItem key={n.id} notification={n} onDismiss={list.dismiss} />
          ))}
      </div>
    </div>
  );
}

function NotificationItem({
  notification,
  onDismiss,
}: {
  notification: Notification;
  onDismiss: (id: number) => void;
}) {
  const { id, timeout } = notification;
  useEffect(() => {
    if (!timeout) return undefined;
    const timer = setTimeout(() => onDismiss(id), timeout);
    return () => clearTimeout(timer);
  }, [id, timeout, onDismiss]);
  return (
    <div className={`notification notification--${notification.type}`}>
      <p>{notification.message}</p>
      <button type="button" className="icon-button" onClick={() => onDismiss(id)} aria-label={t('notices.dismiss')}>
        ×
      </button>
    </div>
  );
}
