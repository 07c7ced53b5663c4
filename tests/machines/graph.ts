import type { AnyStateNode, StateValue } from 'xstate';

/** Every leaf state of a machine definition, as a dotted path without the machine id. */
export function leafStates(node: AnyStateNode): string[] {
  const children = Object.values(node.states) as AnyStateNode[];
  return children.length ? children.flatMap(leafStates) : [node.path.join('.')];
}

/** The leaves a snapshot's value rests in (one per region of a parallel machine), dotted. */
export function leavesOf(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [prefix + key] : leavesOf(child, `${prefix}${key}.`),
  );
}
