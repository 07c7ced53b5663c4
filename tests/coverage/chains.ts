/**
 * The walks played through the UI, chained: a page opened once makes many moves. From where a walk
 * is, it takes the shortest way to the nearest move no walk has made yet, makes it, and goes on from
 * there, until no such move can be reached from where it stands (a final state) or the walk has its
 * length; then a new walk opens the page again. The moves made on the way count as made too.
 *
 * Opening a page costs a walk about as much as five steps, and the shortest path to each move
 * (one walk per move) walks the same first steps again for every move beyond them.
 */

/** One way out of a state: the event, the state it leads to, the move it makes (null: none the guest sees). */
export interface Edge<E> {
  event: E;
  to: string;
  move: string | null;
}

/** The machine as a graph of its states (as the flow's `serialize` tells them apart). */
export interface MoveGraph<E> {
  start: string;
  edges: ReadonlyMap<string, readonly Edge<E>[]>;
  /** whether a walk may end in this state (not one the page leaves by itself at once): all by default */
  canEnd?: (state: string) => boolean;
}

export interface Chain<E> {
  /** the edges walked, in order */
  steps: Edge<E>[];
  /** the moves made on the way, each once, in the order made */
  moves: string[];
}

/** The shortest way from `from` to a state with a move in `wanted`, ending with that move (null: none). */
function nearestMove<E>(graph: MoveGraph<E>, from: string, wanted: ReadonlySet<string>): Edge<E>[] | null {
  const cameBy = new Map<string, { from: string; edge: Edge<E> } | null>([[from, null]]);
  const pathTo = (key: string, last: Edge<E>): Edge<E>[] => {
    const path = [last];
    for (let at = cameBy.get(key); at; at = cameBy.get(at.from)) path.unshift(at.edge);
    return path;
  };
  for (let queue = [from]; queue.length;) {
    const next: string[] = [];
    for (const key of queue) {
      const edges = graph.edges.get(key) ?? [];
      const wantedEdge = edges.find((edge) => edge.move !== null && wanted.has(edge.move));
      if (wantedEdge) return pathTo(key, wantedEdge);
      for (const edge of edges) {
        if (cameBy.has(edge.to)) continue;
        cameBy.set(edge.to, { from: key, edge });
        next.push(edge.to);
      }
    }
    queue = next;
  }
  return null;
}

/**
 * Walks from the graph's start that together make every move of `moves`, none longer than
 * `maxSteps` unless one way to a move is longer by itself. A move the start cannot reach throws.
 */
export function chainMoves<E>(graph: MoveGraph<E>, moves: Iterable<string>, maxSteps: number): Chain<E>[] {
  const left = new Set(moves);
  const chains: Chain<E>[] = [];
  while (left.size) {
    const chain: Chain<E> = { steps: [], moves: [] };
    const take = (edge: Edge<E>) => {
      chain.steps.push(edge);
      if (edge.move === null) return;
      left.delete(edge.move);
      if (!chain.moves.includes(edge.move)) chain.moves.push(edge.move);
    };
    let at = graph.start;
    for (;;) {
      const way = nearestMove(graph, at, left);
      if (!way || (chain.steps.length && chain.steps.length + way.length > maxSteps)) break;
      way.forEach(take);
      at = way.at(-1)!.to;
    }
    // a state the page leaves by itself is left: on to where it goes (its first way out)
    while (graph.canEnd && !graph.canEnd(at)) {
      const out = graph.edges.get(at)?.[0];
      if (!out) break;
      take(out);
      at = out.to;
    }
    if (!chain.steps.length) throw new Error(`no walk from ${graph.start} makes ${[...left].join('; ')}`);
    chains.push(chain);
  }
  return chains;
}
