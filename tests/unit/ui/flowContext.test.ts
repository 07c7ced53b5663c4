/** A flow restores only a snapshot of its own release; anything else starts it afresh. */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { readStampedSnapshot, stampedSnapshot } from '@/ui/flowContext';

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
