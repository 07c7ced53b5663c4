#!/usr/bin/env node
// The state coverage of the browser suites: which leaf states of every flow's machine a browser
// showed, and which moves between them (data-flow and data-state on the flow's root element,
// recorded by the e2e fixture in reports/state-trail/ and by the integration tests' and stories'
// setup in reports/state-trail-vitest/), against the machines' states and moves
// (reports/machine-states.json, written by tests/coverage/state-list.test.ts in the vitest step).
// A move is a change of one region's leaf that the machine defines (tests/machines/graph.ts,
// visibleMoves). Prints a figure per flow and its gaps. A report: it fails only when its inputs are
// missing (an earlier step did not run). Every gap: `node scripts/state-coverage.mjs --gaps`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const STATES = 'reports/machine-states.json';
/** the e2e suite's trail, and the browser suites' of vitest (integration tests and stories) */
const TRAILS = { e2e: 'reports/state-trail', 'integration + stories': 'reports/state-trail-vitest' };
if (!existsSync(STATES) || !existsSync(TRAILS.e2e)) {
  console.error(`state coverage: ${STATES} or ${TRAILS.e2e}/ is missing (run the vitest and e2e steps first)`);
  process.exit(1);
}
/** flow -> { states, regions: leaf -> region, moves: "from -> to"[] } */
const machines = JSON.parse(readFileSync(STATES, 'utf8'));
/** flow -> leaf or move -> the suites that showed it */
const reached = new Map(Object.keys(machines).map((flow) => [flow, new Map()]));
/** moves a browser showed that the machine does not list (changes painted together), per flow */
const unlisted = new Map(Object.keys(machines).map((flow) => [flow, new Set()]));
const mark = (flow, what, suite) => {
  const suites = reached.get(flow);
  if (!suites.has(what)) suites.set(what, new Set());
  suites.get(what).add(suite);
};
for (const [suite, dir] of Object.entries(TRAILS)) {
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir)) {
    for (const entry of JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'))) {
      const [flow, ...states] = entry.split('\t');
      const machine = machines[flow];
      if (!machine) continue;
      // data-state: the active leaf paths, parallel regions separated by spaces
      if (states.length === 1) {
        for (const leaf of states[0].split(' ')) mark(flow, leaf, suite);
        continue;
      }
      const [from, to] = states.map((state) => state.split(' '));
      const moves = new Set(machine.moves);
      for (const leaf of to) {
        if (from.includes(leaf)) continue;
        const before = from.find((other) => machine.regions[other] === machine.regions[leaf]);
        if (!before) continue;
        const move = `${before} -> ${leaf}`;
        if (moves.has(move)) mark(flow, move, suite);
        else unlisted.get(flow).add(move);
      }
    }
  }
}
const percent = (part, whole) => (whole ? Math.round((100 * part) / whole) : 100);
const rows = [];
const totals = { states: 0, hit: 0, e2e: 0, moves: 0, moved: 0 };
for (const [flow, { states, moves }] of Object.entries(machines)) {
  const suites = reached.get(flow);
  const seen = states.filter((leaf) => suites.has(leaf));
  const inE2e = states.filter((leaf) => suites.get(leaf)?.has('e2e'));
  const moved = moves.filter((move) => suites.has(move));
  totals.states += states.length;
  totals.hit += seen.length;
  totals.e2e += inE2e.length;
  totals.moves += moves.length;
  totals.moved += moved.length;
  const gaps = states.filter((leaf) => !suites.has(leaf));
  rows.push({
    flow,
    states: `${seen.length}/${states.length}`,
    '%': percent(seen.length, states.length),
    'e2e %': percent(inE2e.length, states.length),
    moves: `${moved.length}/${moves.length}`,
    'moves %': percent(moved.length, moves.length),
    'states not reached': gaps.slice(0, 3).join(', ') + (gaps.length > 3 ? `, +${gaps.length - 3}` : ''),
  });
}
console.log('state coverage: leaf states and moves each flow showed in a browser (e2e, integration tests, stories)');
console.table(rows);
console.log(
  `all flows: ${totals.hit}/${totals.states} states (${percent(totals.hit, totals.states)}%), ` +
    `e2e alone ${totals.e2e}/${totals.states} (${percent(totals.e2e, totals.states)}%); ` +
    `${totals.moved}/${totals.moves} moves (${percent(totals.moved, totals.moves)}%)`,
);
if (process.argv.includes('--gaps')) {
  for (const [flow, { states, moves }] of Object.entries(machines)) {
    for (const leaf of states) if (!reached.get(flow).has(leaf)) console.log(`state not reached: ${flow} ${leaf}`);
    for (const move of moves) if (!reached.get(flow).has(move)) console.log(`move not made: ${flow} ${move}`);
    for (const move of unlisted.get(flow)) console.log(`shown, not a move of the machine: ${flow} ${move}`);
  }
}
