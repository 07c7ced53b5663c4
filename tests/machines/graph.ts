import type { AnyStateNode, StateValue } from 'xstate';

/** Every leaf state of a machine definition, as a dotted path without the machine id. */
export function leafStates(node: AnyStateNode): string[] {
  const children = Object.values(node.states) as AnyStateNode[];
  return children.length ? children.flatMap(leafStates) : [node.path.join('.')];
}

/**
 * The leaves a page can show: every leaf but those left in the same step they are entered (an
 * eventless transition without a guard).
 */
export function restingLeaves(root: AnyStateNode): string[] {
  return leafStates(root).filter((path) => {
    let node: AnyStateNode | undefined = root;
    for (const key of path.split('.')) node = node?.states[key] as AnyStateNode | undefined;
    return !(node?.always ?? []).some((transition) => !transition.guard);
  });
}

/** The leaves a snapshot's value rests in (one per region of a parallel machine), dotted. */
export function leavesOf(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [prefix + key] : leavesOf(child, `${prefix}${key}.`),
  );
}

/** A state node's dotted path (without the machine id). */
const pathOf = (node: AnyStateNode) => node.path.join('.');

/**
 * The region a leaf moves in: the path of the nearest child of a parallel state above it (its
 * region of a parallel machine, e.g. `form` of `form.editing`), or '' when none is parallel.
 */
export function regionOf(root: AnyStateNode, leaf: string): string {
  let node: AnyStateNode = root;
  let region = '';
  for (const key of leaf.split('.')) {
    const child = node.states[key] as AnyStateNode | undefined;
    if (!child) break;
    if (node.type === 'parallel') region = pathOf(child);
    node = child;
  }
  return region;
}

/**
 * The leaves a transition into `node` may end in, as a page shows them: its initial descendants
 * (every region of a parallel state); a state with eventless transitions (`always`) ends where they
 * go (each branch), and in itself too unless one of them has no guard.
 */
function enteredLeaves(node: AnyStateNode, seen = new Set<AnyStateNode>()): string[] {
  if (seen.has(node)) return [];
  seen.add(node);
  const children = Object.values(node.states) as AnyStateNode[];
  if (node.type === 'parallel') return children.flatMap((child) => enteredLeaves(child, seen));
  if (children.length) {
    const initial = (node.initial?.target ?? []) as AnyStateNode[];
    return initial.flatMap((child) => enteredLeaves(child, seen));
  }
  // a state with eventless transitions may be left at once (always, without a guard; else when a
  // guard holds): the page shows where they go, or the state itself when it may stay
  const always = node.always ?? [];
  const passedThrough = always.flatMap((transition) =>
    ((transition.target ?? []) as AnyStateNode[]).flatMap((target) => enteredLeaves(target, seen)),
  );
  return always.some((transition) => !transition.guard) ? passedThrough : [pathOf(node), ...passedThrough];
}

/**
 * Whether a leaf's own eventless transitions can be taken while a page rests in it: only after an
 * event handled there that does not leave it (a transition without a target, on the leaf or a state
 * above it), or in a parallel machine (another region's events). Else they are checked only as the
 * leaf is entered, where a guard that holds leaves it at once (it is passed, not rested in).
 */
function rechecksWhileResting(root: AnyStateNode, chain: readonly AnyStateNode[]): boolean {
  const states = [root, ...chain];
  if (states.some((state) => state.type === 'parallel')) return true;
  return states.some((state) =>
    [...state.transitions.values()].flat().some((transition) => !(transition.target ?? []).length),
  );
}

/**
 * The moves a page can show: from a leaf a page rests in to another leaf of the same region, by any
 * transition with a target of that leaf or a state above it (events, delays, calls done or failed,
 * and the eventless ones of states passed through, and of the leaf itself where they can be taken
 * while it rests: rechecksWhileResting), as "from -> to".
 */
export function visibleMoves(root: AnyStateNode, restingLeaves: readonly string[]): string[] {
  const moves = new Set<string>();
  for (const leaf of restingLeaves) {
    const region = regionOf(root, leaf);
    let node: AnyStateNode | undefined = root;
    const chain: AnyStateNode[] = [];
    for (const key of leaf.split('.')) {
      node = node?.states[key] as AnyStateNode | undefined;
      if (node) chain.push(node);
    }
    const rests = rechecksWhileResting(root, chain);
    const transitions = chain.flatMap((state) => [
      ...[...state.transitions.values()].flat(),
      ...(state === chain.at(-1) && rests ? (state.always ?? []) : []),
    ]);
    for (const transition of transitions)
      for (const target of (transition.target ?? []) as AnyStateNode[])
        for (const to of enteredLeaves(target))
          if (to !== leaf && regionOf(root, to) === region && restingLeaves.includes(to)) moves.add(`${leaf} -> ${to}`);
  }
  return [...moves].sort();
}

/**
 * A call answers only while it runs (its actor is a child of the snapshot): the graphs of the
 * machines' tests and the model-based walks send a call's answer only then (else xstate puts the
 * snapshot in status 'error', an unhandled child error, with the same value and context).
 */
export function isLive(snapshot: { children: object }, event: { type: string }): boolean {
  const call = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type);
  return call ? Object.keys(snapshot.children).includes(call[1] ?? '') : true;
}
