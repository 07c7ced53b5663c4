import { useCallback, useEffect } from 'react';
import { createActor, type AnyActorLogic, type AnyActorRef, type InputFrom, type SnapshotFrom } from 'xstate';
import { sameData } from './sameData';
import { afterNextPaint } from './scheduling';

/**
 * Helpers every flow's provider and screens share. A flow's context is XState's
 * createActorContext; these keep its snapshot over a reload and select a screen's view model.
 */

/** A flow context's selector hook (createActorContext(...).useSelector). */
type UseFlowSelector<TSnapshot> = <T>(selector: (snapshot: TSnapshot) => T, compare?: (a: T, b: T) => boolean) => T;

/**
 * A screen's view model, selected from the flow's snapshot with `select(snapshot, settings)`
 * (never the whole snapshot): the screen re-renders only when the view model changed, compared
 * as data. Keep `settings` stable (e.g. from useMemo).
 */
export function useFlowView<TSnapshot, T, A>(
  useFlowSelector: UseFlowSelector<TSnapshot>,
  select: (snapshot: TSnapshot, settings: A) => T,
  settings: A,
): T {
  const selector = useCallback((snapshot: TSnapshot) => select(snapshot, settings), [select, settings]);
  return useFlowSelector(selector, sameData);
}

/**
 * The flow's snapshot kept in sessionStorage under `key`, when the flow can start from it (one
 * of an older version of the flow cannot: it is removed, and the flow starts afresh).
 */
export function restorableSnapshot<TLogic extends AnyActorLogic>(
  logic: TLogic,
  input: InputFrom<TLogic>,
  key: string,
): SnapshotFrom<TLogic> | undefined {
  let snapshot: unknown;
  try {
    const text = sessionStorage.getItem(key);
    snapshot = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
  if (snapshot === undefined) return undefined;
  try {
    createActor(logic, { input, snapshot: snapshot as SnapshotFrom<TLogic> }); // restores, starts nothing
    return snapshot as SnapshotFrom<TLogic>;
  } catch {
    sessionStorage.removeItem(key);
    return undefined;
  }
}

/**
 * Keeps the actor's persisted snapshot in sessionStorage under `key`: written once per frame,
 * after the guest's change has painted (a search answer is large and several changes come
 * together); a page being left or hidden (reload, new tab, closing) writes at once, so nothing is
 * lost.
 */
export function usePersistedSnapshot(
  actor: AnyActorRef,
  key: string,
  /** what is never written (e.g. a card's number and security code): the snapshot without it */
  sanitize: (snapshot: unknown) => unknown = (snapshot) => snapshot,
): void {
  useEffect(() => {
    let pending = false;
    const write = () => {
      if (!pending) return;
      pending = false;
      try {
        sessionStorage.setItem(key, JSON.stringify(sanitize(actor.getPersistedSnapshot())));
      } catch {
        // storage full or blocked: the flow still works, only a reload would lose it
      }
    };
    const subscription = actor.subscribe(() => {
      if (pending) return;
      pending = true;
      void afterNextPaint().then(write);
    });
    const onHide = () => {
      if (document.visibilityState === 'hidden') write();
    };
    window.addEventListener('pagehide', write);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      write();
      subscription.unsubscribe();
      window.removeEventListener('pagehide', write);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [actor, key, sanitize]);
}
