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
  /** the text of a context field kept apart (`snapshotWriter`), by field and id; null when gone */
  apartText: (field: string, id: string) => string | null = () => null,
): SnapshotFrom<TLogic> | undefined {
  if (!text) return undefined;
  try {
    const stored = JSON.parse(text) as { shape?: unknown; snapshot?: unknown } | null;
    if (!stored || typeof stored !== 'object' || typeof stored.shape !== 'string' || !stored.snapshot) return undefined;
    const fresh = createActor(logic, { input }).getSnapshot() as { context?: unknown };
    if (stored.shape !== flowShape(logic, fresh.context)) return undefined;
    const snapshot = withApartFields(stored.snapshot, apartText);
    if (!snapshot) return undefined;
    createActor(logic, { input, snapshot: snapshot as SnapshotFrom<TLogic> }); // restores, starts nothing
    return snapshot as SnapshotFrom<TLogic>;
  } catch {
    return undefined;
  }
}

/** How a snapshot names a context field written apart: `{ [APART]: id }`. */
const APART = 'flow$$apart';

/** Where a context field kept apart is written: beside its snapshot, under the write's id. */
export function apartKey(key: string, field: string, id: string): string {
  return `${key}/${field}/${id}`;
}

/** The snapshot with its fields kept apart put back; undefined when one of them is gone. */
function withApartFields(snapshot: unknown, apartText: (field: string, id: string) => string | null): unknown {
  const context = (snapshot as { context?: unknown }).context;
  if (!context || typeof context !== 'object') return snapshot;
  let restored: Record<string, unknown> | undefined;
  for (const [field, value] of Object.entries(context)) {
    const id = value && typeof value === 'object' ? (value as Record<string, unknown>)[APART] : undefined;
    if (typeof id !== 'string') continue;
    const text = apartText(field, id);
    if (text === null) return undefined;
    restored ??= { ...(context as Record<string, unknown>) };
    restored[field] = JSON.parse(text) as unknown;
  }
  return restored ? { ...(snapshot as object), context: restored } : snapshot;
}

/**
 * Writes a flow's snapshot under `key` (stamped with the flow's shape), each context field named
 * in `apart` under a key of its own, written again only when the field holds another object than
 * at the last write: a search's answer (some 1.3 MB of JSON with 100 room types, most of the
 * snapshot) is written once per answer, not again at every choice the guest makes. The snapshot
 * names the field's text by the id of its write, and the text of a former write goes only once
 * the snapshot naming the new one is written: a reload reads a snapshot with its own fields or
 * none (storage full between the two writes leaves the former pair).
 */
export function snapshotWriter(
  storage: Storage,
  key: string,
  apart: readonly string[] = [],
): (logic: AnyActorLogic, snapshot: unknown) => void {
  const written = new Map<string, { value: object; id: string }>();
  // fields whose former texts are still to go (on the first write: a former page's)
  const stale = new Set(apart);
  return (logic, snapshot) => {
    const context = (snapshot as { context?: unknown } | null)?.context;
    if (apart.length === 0 || !context || typeof context !== 'object') {
      storage.setItem(key, stampedSnapshot(logic, snapshot));
      return;
    }
    const kept: Record<string, unknown> = { ...(context as Record<string, unknown>) };
    for (const field of apart) {
      const value = kept[field];
      if (value === null || typeof value !== 'object') {
        if (written.delete(field)) stale.add(field);
        continue;
      }
      let entry = written.get(field);
      if (entry?.value !== value) {
        entry = { value, id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}` };
        storage.setItem(apartKey(key, field, entry.id), JSON.stringify(value));
        written.set(field, entry);
        stale.add(field);
      }
      kept[field] = { [APART]: entry.id };
    }
    storage.setItem(key, stampedSnapshot(logic, { ...(snapshot as object), context: kept }));
    // the texts no snapshot names any more (a former write's, a former page's)
    for (const field of stale) {
      const current = written.get(field);
      for (const name of storageKeysStartingWith(storage, `${key}/${field}/`))
        if (!current || name !== apartKey(key, field, current.id)) storage.removeItem(name);
    }
    stale.clear();
  };
}

function storageKeysStartingWith(storage: Storage, prefix: string): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const name = storage.key(i);
    if (name?.startsWith(prefix)) keys.push(name);
  }
  return keys;
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
  const snapshot = readStampedSnapshot(logic, input, text, (field, id) =>
    sessionStorage.getItem(apartKey(key, field, id)),
  );
  if (text && !snapshot) {
    try {
      sessionStorage.removeItem(key);
      for (const part of storageKeysStartingWith(sessionStorage, `${key}/`)) sessionStorage.removeItem(part);
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
  /** context fields written under keys of their own, again only when changed (`snapshotWriter`) */
  apart: readonly string[] = NONE_APART,
): void {
  useEffect(() => {
    let pending = false;
    let writeSnapshot: ReturnType<typeof snapshotWriter> | undefined;
    const write = () => {
      if (!pending) return;
      pending = false;
      try {
        const logic = (actor as unknown as { logic: AnyActorLogic }).logic;
        writeSnapshot ??= snapshotWriter(sessionStorage, key, apart);
        writeSnapshot(logic, sanitize(actor.getPersistedSnapshot()));
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
  }, [actor, key, sanitize, apart]);
}

const NONE_APART: readonly string[] = [];
