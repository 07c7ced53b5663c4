/** A flow restores only a snapshot of its own release; anything else starts it afresh. */
import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine } from 'xstate';
import { apartKey, readStampedSnapshot, snapshotWriter, stampedSnapshot } from '@/ui/flowContext';

const release1 = createMachine({
  id: 'flow',
  context: { basket: [] as number[], step: 1 },
  initial: 'rooms',
  states: { rooms: { on: { next: 'extras' } }, extras: {} },
});
/** the next release: a new step */
const release2 = createMachine({
  id: 'flow',
  context: { basket: [] as number[], step: 1 },
  initial: 'rooms',
  states: { rooms: { on: { next: 'extras' } }, extras: {}, summary: {} },
});
/** another next release: a field renamed */
const release3 = createMachine({
  id: 'flow',
  context: { items: [] as number[], step: 1 },
  initial: 'rooms',
  states: { rooms: { on: { next: 'extras' } }, extras: {} },
});

function writtenBy(machine: typeof release1) {
  const actor = createActor(machine).start();
  actor.send({ type: 'next' });
  const text = stampedSnapshot(machine, actor.getPersistedSnapshot());
  actor.stop();
  return text;
}

describe('persisted flow snapshots', () => {
  it('the same release restores where the guest was', () => {
    const snapshot = readStampedSnapshot(release1, undefined, writtenBy(release1));
    expect(createActor(release1, { snapshot }).getSnapshot().value).toBe('extras');
  });

  it('another release (a state added, a field renamed) starts afresh', () => {
    expect(readStampedSnapshot(release2, undefined, writtenBy(release1))).toBeUndefined();
    expect(readStampedSnapshot(release3, undefined, writtenBy(release1))).toBeUndefined();
  });

  it('an unstamped snapshot, text that is no JSON, or nothing starts afresh', () => {
    const raw = JSON.stringify(createActor(release1).getPersistedSnapshot());
    expect(readStampedSnapshot(release1, undefined, raw)).toBeUndefined();
    expect(readStampedSnapshot(release1, undefined, '{not json')).toBeUndefined();
    expect(readStampedSnapshot(release1, undefined, null)).toBeUndefined();
  });
});

/** sessionStorage as the browser keeps it, with the writes it was asked for */
class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  readonly writes: string[] = [];
  /** a key whose writes fail (storage full) */
  full: string | null = null;
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (key === this.full) throw new DOMException('full', 'QuotaExceededError');
    this.writes.push(key);
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const searchFlow = createMachine({
  types: {} as {
    context: { results: { rooms: string[] } | null; basket: string[] };
    events: { type: 'answered'; rooms: string[] } | { type: 'chosen'; room: string } | { type: 'cleared' };
  },
  id: 'search',
  context: { results: null, basket: [] },
  on: {
    answered: { actions: assign({ results: ({ event }) => ({ rooms: event.rooms }) }) },
    chosen: { actions: assign({ basket: ({ context, event }) => [...context.basket, event.room] }) },
    cleared: { actions: assign({ results: null }) },
  },
});

const KEY = 'hbe:booking:SEAVIEW';
const partsOf = (storage: MemoryStorage) => [...storage.items.keys()].filter((k) => k.startsWith(`${KEY}/`));
const read = (storage: MemoryStorage) =>
  readStampedSnapshot(searchFlow, undefined, storage.getItem(KEY), (field, id) =>
    storage.getItem(apartKey(KEY, field, id)),
  );

describe('a context field kept apart (a search answer)', () => {
  it('is written once per answer under a key of its own, and read back with the snapshot', () => {
    const storage = new MemoryStorage();
    const write = snapshotWriter(storage, KEY, ['results']);
    const actor = createActor(searchFlow).start();
    actor.send({ type: 'answered', rooms: ['Classic Double', 'Sea View Suite'] });
    write(searchFlow, actor.getPersistedSnapshot());
    actor.send({ type: 'chosen', room: 'Classic Double' });
    write(searchFlow, actor.getPersistedSnapshot());
    actor.send({ type: 'chosen', room: 'Sea View Suite' });
    write(searchFlow, actor.getPersistedSnapshot());
    // the answer once, the snapshot three times
    expect(storage.writes.filter((k) => k !== KEY)).toHaveLength(1);
    expect(storage.writes.filter((k) => k === KEY)).toHaveLength(3);
    // the snapshot names the answer; the answer's text is under its own key
    const written = (JSON.parse(storage.getItem(KEY)!) as { snapshot: { context: Record<string, unknown> } }).snapshot;
    expect(written.context.basket).toEqual(['Classic Double', 'Sea View Suite']);
    expect(written.context.results).not.toHaveProperty('rooms');
    expect(partsOf(storage)).toHaveLength(1);
    expect(storage.getItem(partsOf(storage)[0]!)).toBe('{"rooms":["Classic Double","Sea View Suite"]}');
    const restored = createActor(searchFlow, { snapshot: read(storage) }).getSnapshot();
    expect(restored.context).toEqual({
      results: { rooms: ['Classic Double', 'Sea View Suite'] },
      basket: ['Classic Double', 'Sea View Suite'],
    });
  });

  it('a new answer replaces the former one; an answer cleared leaves none', () => {
    const storage = new MemoryStorage();
    const write = snapshotWriter(storage, KEY, ['results']);
    const actor = createActor(searchFlow).start();
    actor.send({ type: 'answered', rooms: ['Classic Double'] });
    write(searchFlow, actor.getPersistedSnapshot());
    actor.send({ type: 'answered', rooms: ['Family Room'] });
    write(searchFlow, actor.getPersistedSnapshot());
    expect(partsOf(storage)).toHaveLength(1);
    expect(createActor(searchFlow, { snapshot: read(storage) }).getSnapshot().context.results).toEqual({
      rooms: ['Family Room'],
    });
    actor.send({ type: 'cleared' });
    write(searchFlow, actor.getPersistedSnapshot());
    expect(partsOf(storage)).toEqual([]);
    expect(createActor(searchFlow, { snapshot: read(storage) }).getSnapshot().context.results).toBeNull();
  });

  it('a snapshot whose answer is gone starts afresh', () => {
    const storage = new MemoryStorage();
    const actor = createActor(searchFlow).start();
    actor.send({ type: 'answered', rooms: ['Classic Double'] });
    snapshotWriter(storage, KEY, ['results'])(searchFlow, actor.getPersistedSnapshot());
    for (const part of partsOf(storage)) storage.removeItem(part);
    expect(read(storage)).toBeUndefined();
  });

  it('storage full as the snapshot is written keeps the former snapshot with its own answer', () => {
    const storage = new MemoryStorage();
    const write = snapshotWriter(storage, KEY, ['results']);
    const actor = createActor(searchFlow).start();
    actor.send({ type: 'answered', rooms: ['Classic Double'] });
    actor.send({ type: 'chosen', room: 'Classic Double' });
    write(searchFlow, actor.getPersistedSnapshot());
    actor.send({ type: 'answered', rooms: ['Family Room'] });
    storage.full = KEY;
    expect(() => write(searchFlow, actor.getPersistedSnapshot())).toThrow();
    expect(createActor(searchFlow, { snapshot: read(storage) }).getSnapshot().context).toEqual({
      results: { rooms: ['Classic Double'] },
      basket: ['Classic Double'],
    });
    // room again: the next write names the new answer, and the former one goes
    storage.full = null;
    write(searchFlow, actor.getPersistedSnapshot());
    expect(partsOf(storage)).toHaveLength(1);
    expect(createActor(searchFlow, { snapshot: read(storage) }).getSnapshot().context.results).toEqual({
      rooms: ['Family Room'],
    });
  });

  it("after a reload the page's first write takes the former page's answer away", () => {
    const storage = new MemoryStorage();
    const actor = createActor(searchFlow).start();
    actor.send({ type: 'answered', rooms: ['Classic Double'] });
    snapshotWriter(storage, KEY, ['results'])(searchFlow, actor.getPersistedSnapshot());
    const before = partsOf(storage);
    // the next page restores the flow and writes with a writer of its own
    const restored = createActor(searchFlow, { snapshot: read(storage) }).start();
    snapshotWriter(storage, KEY, ['results'])(searchFlow, restored.getPersistedSnapshot());
    expect(partsOf(storage)).toHaveLength(1);
    expect(partsOf(storage)).not.toEqual(before);
    expect(createActor(searchFlow, { snapshot: read(storage) }).getSnapshot().context.results).toEqual({
      rooms: ['Classic Double'],
    });
  });
});
