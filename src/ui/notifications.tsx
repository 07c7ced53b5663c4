import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

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

/**
 * Positive and negative notices at the top or bottom of the page. Negative notices are
 * announced assertively (role="alert"), positive ones politely (role="status"); each can be
 * dismissed, and none steals focus. The live regions exist before any notice, so screen
 * readers announce new ones.
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
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <NotificationRegion position="top" items={items} onDismiss={dismiss} />
      <NotificationRegion position="bottom" items={items} onDismiss={dismiss} />
    </NotifyContext.Provider>
  );
}

function NotificationRegion({
  position,
  items,
  onDismiss,
}: {
  position: NotificationPosition;
  items: Notification[];
  onDismiss: (id: number) => void;
}) {
  const mine = items.filter((n) => n.position === position);
  return (
    <div className={`notifications notifications--${position}`}>
      <div role="alert" aria-label={`Errors (${position})`} className="notifications__list">
        {mine
          .filter((n) => n.type === 'negative')
          .map((n) => (
            <NotificationItem key={n.id} notification={n} onDismiss={onDismiss} />
          ))}
      </div>
      <div role="status" aria-label={`Messages (${position})`} className="notifications__list">
        {mine
          .filter((n) => n.type === 'positive')
          .map((n) => (
            <NotificationItem key={n.id} notification={n} onDismiss={onDismiss} />
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
      <button type="button" className="icon-button" onClick={() => onDismiss(id)} aria-label="Dismiss message">
        ×
      </button>
    </div>
  );
}
