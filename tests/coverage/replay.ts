/**
 * A model's machine played by events, as the walks play it: from the page as it opens (after what
 * the page sends itself), each event checked as one the guest (or a running call) can send there.
 * Used by the walks' generator (tests/coverage/model-paths.test.ts) and by a model whose page
 * another flow leads to (the checkout: tests/coverage/checkoutModel.ts).
 */
import { createActor, transition, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import type { FlowModelSource } from './models';
import { isLive } from '../machines/graph';

/** Whether the guest (or a running call) can send the event here, at this start's page. */
export const sendable =
  (source: FlowModelSource, start: string) => (snapshot: AnyMachineSnapshot, event: AnyEventObject) =>
    isLive(snapshot, event) && (source.accepts?.(snapshot, event, start) ?? true);

/** A model's machine as its page opens at a start: after what the page sends itself. */
export function openedAt(source: FlowModelSource, start: string): AnyMachineSnapshot {
  return (source.opening ?? []).reduce<AnyMachineSnapshot>(
    (snapshot, event) => transition(source.machine, snapshot, event)[0],
    createActor(source.machine, { input: source.starts[start] }).getSnapshot(),
  );
}

/**
 * The model's own events chosen in order by what they are (a type and some fields): at each step
 * the first of its events that matches and can be sent there. The events and the snapshot after each.
 */
export function chooseEvents(
  source: FlowModelSource,
  start: string,
  wanted: ReadonlyArray<{ type: string } & Record<string, unknown>>,
): { events: AnyEventObject[]; snapshots: AnyMachineSnapshot[] } {
  const canSend = sendable(source, start);
  let snapshot = openedAt(source, start);
  const events: AnyEventObject[] = [];
  const snapshots: AnyMachineSnapshot[] = [];
  for (const [i, want] of wanted.entries()) {
    const event = source.events.find(
      (e) =>
        Object.entries(want).every(([key, value]) => (e as Record<string, unknown>)[key] === value) &&
        canSend(snapshot, e),
    );
    if (!event) throw new Error(`step ${i}: the model has no ${JSON.stringify(want)} the guest can send there`);
    snapshot = transition(source.machine, snapshot, event)[0];
    events.push(event);
    snapshots.push(snapshot);
  }
  return { events, snapshots };
}
