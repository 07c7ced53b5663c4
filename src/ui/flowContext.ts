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

/** A short hash of a text (djb2), to stamp a snapshot with the shape of the flow that wrote it. */
function hash(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h << 5) + h + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

interface StateNodeLike {
  id: string;
  states?: Record<string, StateNodeLike>;
}

/**
 * The shape of a flow: its machine's states and its context's fields. A snapshot written by
 * another release of the flow (states or fields added, renamed, removed) has another shape.
 */
export function flowShape(logic: AnyActorLogic, context: unknown): string {
  const ids: string[] = [];
  const walk = (node: StateNodeLike) => {
    ids.push(node.id);
    for (const child of Object.values(node.states ?? {})) walk(child);
  };
  const root = (logic as { root?: StateNodeLike }).root;
  if (root) walk(root);
  const fields = context && typeof context === 'object' ? Object.keys(context).sort() : [];
  return hash(`${ids.join(',')}|${fields.join(',')}`);
}

/** What is written: the snapshot and the shape of the flow that wrote it. */
export function stampedSnapshot(logic: AnyActorLogic, snapshot: unknown): string {
  const context = (snapshot as { context?: unknown } | null)?.context;
  return JSON.stringify({ shape: flowShape(logic, context), snapshot });
}

/**
 * The snapshot in `text` when this release of the flow can start from it: written with the same
 * shape (states and fields) and restorable. Anything else (another release's snapshot, a
 * snapshot without a stamp, text that is no JSON) is undefined: the flow starts afresh, never an
 * error page.
 */
export function readStampedSnapshot<TLogic extends AnyActorLogic>(
  logic: TLogic,
  input: InputFrom<TLogic>,
  text: string | null,
): SnapshotFrom<TLogic> | undefined {
  if (!text) return undefined;
  try {
    const stored = JSON.parse(text) as { shape?: unknown; snapshot?: unknown } | null;
    if (!stored || typeof stored !== 'object' || typeof stored.shape !== 'string' || !stored.snapshot) return undefined;
    const fresh = createActor(logic, { input }).getSnapshot() as { context?: unknown };
    if (stored.shape !== flowShape(logic, fresh.context)) return undefined;
    createActor(logic, { input, snapshot: stored.snapshot as SnapshotFrom<TLogic> }); // restores, starts nothing
    return stored.snapshot as SnapshotFrom<TLogic>;
  } catch {
    return undefined;
  }
}

/**
 * The flow's snapshot kept in sessionStorage under `key`, when this release of the flow can start
 * from it (one of another release, or unreadable, is removed, and the flow starts afresh).
 */
export function restorableSnapshot<TLogic extends AnyActorLogic>(
  logic: TLogic,
  input: InputFrom<TLogic>,
  key: string,
): SnapshotFrom<TLogic> | undefined {
  let text: string | null;
  try {
    text = sessionStorage.getItem(key);
  } catch {
    return undefined;
  }
  const snapshot = readStampedSnapshot(logic, input, text);
  if (text && !snapshot) {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // storage blocked: nothing to remove
    }
  }
  return snapshot;
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
        const logic = (actor as unknown as { logic: AnyActorLogic }).logic;
        sessionStorage.setItem(key, stampedSnapshot(logic, sanitize(actor.getPersistedSnapshot())));
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
