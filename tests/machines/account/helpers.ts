import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { stateString } from '@machines/stateValue';

/** The event an invoked promise sends when it resolves (its invoke `id`). */
export function done<E>(id: string, output: unknown): E {
  return { type: `xstate.done.actor.${id}`, output, actorId: id } as AnyEventObject as E;
}

/** The event an invoked promise sends when it rejects. */
export function failed<E>(id: string, error: unknown): E {
  return { type: `xstate.error.actor.${id}`, error, actorId: id } as AnyEventObject as E;
}

interface ActionLike {
  type: string;
  params?: unknown;
}

/** The notices a transition asks the screen to show. */
export function notices(actions: readonly ActionLike[]): unknown[] {
  return actions.filter((a) => a.type === 'notify').map((a) => a.params);
}

export function actionTypes(actions: readonly ActionLike[]): string[] {
  return actions.map((a) => a.type);
}

export function valueOf(snapshot: AnyMachineSnapshot): string {
  return stateString(snapshot.value);
}

/** Every leaf state of a machine as "a.b.c" ("details.editing" for a parallel region's leaf). */
export function leafStates(node: { states: Record<string, unknown>; type?: string }, prefix = ''): string[] {
  const out: string[] = [];
  for (const [key, child] of Object.entries(node.states)) {
    const c = child as { states: Record<string, unknown> };
    const path = prefix ? `${prefix}.${key}` : key;
    if (Object.keys(c.states).length === 0) out.push(path);
    else out.push(...leafStates(c, path));
  }
  return out;
}

/** Paths' end states, split so a parallel "a.x b.y" counts as both leaves. */
export function reachedLeaves(paths: ReadonlyArray<{ state: AnyMachineSnapshot }>): Set<string> {
  const out = new Set<string>();
  for (const p of paths) for (const part of valueOf(p.state).split(' ')) out.add(part);
  return out;
}

/** The event types of a path's steps, without the initial `xstate.init`. */
export function eventTypes(steps: ReadonlyArray<{ event: { type: string } }> | undefined): string[] {
  return (steps ?? []).map((step): string => step.event.type).filter((type) => type !== 'xstate.init');
}
