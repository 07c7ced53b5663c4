#!/usr/bin/env node
// The state coverage of the browser suites: which leaf states of every flow's machine a browser
// showed (data-flow and data-state on the flow's root element, recorded by the e2e fixture in
// reports/state-trail/ and by the integration tests' and stories' setup in
// reports/state-trail-vitest/), against the machines' states (reports/machine-states.json, written by
// tests/coverage/state-list.test.ts in the vitest step). Prints a figure per flow and its gaps.
// A report: it fails only when its inputs are missing (an earlier step did not run). Every gap:
// `node scripts/state-coverage.mjs --gaps`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const STATES = 'reports/machine-states.json';
/** the e2e suite's trail, and the browser suites' of vitest (integration tests and stories) */
const TRAILS = { e2e: 'reports/state-trail', 'integration + stories': 'reports/state-trail-vitest' };
if (!existsSync(STATES) || !existsSync(TRAILS.e2e)) {
  console.error(`state coverage: ${STATES} or ${TRAILS.e2e}/ is missing (run the vitest and e2e steps first)`);
  process.exit(1);
}
const machines = JSON.parse(readFileSync(STATES, 'utf8'));
/** flow -> leaf -> the suites that showed it */
const reached = new Map(Object.keys(machines).map((flow) => [flow, new Map()]));
for (const [suite, dir] of Object.entries(TRAILS)) {
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir)) {
    for (const entry of JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'))) {
      const [flow, state] = entry.split('\t');
      // data-state: the active leaf paths, parallel regions separated by spaces
      for (const leaf of state.split(' ')) {
        const suites = reached.get(flow);
        if (!suites) continue;
        if (!suites.has(leaf)) suites.set(leaf, new Set());
        suites.get(leaf).add(suite);
      }
    }
  }
}
const rows = [];
let all = 0;
let hit = 0;
let hitE2e = 0;
for (const [flow, leaves] of Object.entries(machines)) {
  const seen = leaves.filter((leaf) => reached.get(flow).has(leaf));
  const inE2e = leaves.filter((leaf) => reached.get(flow).get(leaf)?.has('e2e'));
  all += leaves.length;
  hit += seen.length;
  hitE2e += inE2e.length;
  const gaps = leaves.filter((leaf) => !reached.get(flow).has(leaf));
  rows.push({
    flow,
    states: `${seen.length}/${leaves.length}`,
    '%': Math.round((100 * seen.length) / leaves.length),
    'e2e %': Math.round((100 * inE2e.length) / leaves.length),
    'not reached': gaps.slice(0, 3).join(', ') + (gaps.length > 3 ? `, +${gaps.length - 3}` : ''),
  });
}
console.log('state coverage: leaf states each flow showed in a browser (e2e, integration tests, stories)');
console.table(rows);
console.log(
  `all flows: ${hit}/${all} states (${Math.round((100 * hit) / all)}%); ` +
    `e2e alone ${hitE2e}/${all} (${Math.round((100 * hitE2e) / all)}%)`,
);
if (process.argv.includes('--gaps'))
  for (const [flow, leaves] of Object.entries(machines))
    for (const leaf of leaves) if (!reached.get(flow).has(leaf)) console.log(`not reached: ${flow} ${leaf}`);
