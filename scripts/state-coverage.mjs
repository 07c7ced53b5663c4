#!/usr/bin/env node
// The state coverage of the e2e suite: which leaf states of every flow's machine a browser showed
// (data-flow and data-state on the flow's root element, recorded by the e2e fixture in
// reports/state-trail/), against the machines' states (reports/machine-states.json, written by
// tests/coverage/state-list.test.ts in the vitest step). Prints a figure per flow and its gaps.
// A report: it fails only when its inputs are missing (an earlier step did not run). Every gap:
// `node scripts/state-coverage.mjs --gaps`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const STATES = 'reports/machine-states.json';
const TRAIL = 'reports/state-trail';
if (!existsSync(STATES) || !existsSync(TRAIL)) {
  console.error(`state coverage: ${STATES} or ${TRAIL}/ is missing (run the vitest and e2e steps first)`);
  process.exit(1);
}
const machines = JSON.parse(readFileSync(STATES, 'utf8'));
const reached = new Map(Object.keys(machines).map((flow) => [flow, new Set()]));
for (const file of readdirSync(TRAIL)) {
  for (const entry of JSON.parse(readFileSync(`${TRAIL}/${file}`, 'utf8'))) {
    const [flow, state] = entry.split('\t');
    // data-state: the active leaf paths, parallel regions separated by spaces
    for (const leaf of state.split(' ')) reached.get(flow)?.add(leaf);
  }
}
const rows = [];
let all = 0;
let hit = 0;
for (const [flow, leaves] of Object.entries(machines)) {
  const seen = leaves.filter((leaf) => reached.get(flow).has(leaf));
  all += leaves.length;
  hit += seen.length;
  const gaps = leaves.filter((leaf) => !reached.get(flow).has(leaf));
  rows.push({
    flow,
    states: `${seen.length}/${leaves.length}`,
    '%': Math.round((100 * seen.length) / leaves.length),
    'not reached': gaps.slice(0, 3).join(', ') + (gaps.length > 3 ? `, +${gaps.length - 3}` : ''),
  });
}
console.log('state coverage of the e2e suite (leaf states each flow showed in a browser):');
console.table(rows);
console.log(`all flows: ${hit}/${all} states (${Math.round((100 * hit) / all)}%)`);
if (process.argv.includes('--gaps'))
  for (const [flow, leaves] of Object.entries(machines))
    for (const leaf of leaves) if (!reached.get(flow).has(leaf)) console.log(`not reached: ${flow} ${leaf}`);
