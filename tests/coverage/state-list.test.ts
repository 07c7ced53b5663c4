/**
 * The states of every flow's machine, written to reports/machine-states.json for the state
 * coverage of the e2e suite (scripts/state-coverage.mjs, run by `npm test` after the e2e step);
 * and the check that every flow the app marks on a page has its machine here.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { leafStates } from '../machines/graph';
import { FLOW_MACHINES, FLOWS_WITHOUT_MACHINE } from './flows';

/**
 * A state the machine leaves in the same step it enters it (an eventless transition without a
 * guard): no page can show it, so the coverage does not count it.
 */
function isTransient(root: AnyStateNode, path: string): boolean {
  let node: AnyStateNode | undefined = root;
  for (const key of path.split('.')) node = node?.states[key] as AnyStateNode | undefined;
  return (node?.always ?? []).some((transition) => !transition.guard);
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the flows and their machines', () => {
  it('every flow marked on a page (flowRoot) has its machine, or says why it has none', () => {
    const marked = new Set(
      sources('src').flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/flowRoot\('([A-Za-z]+)'/g)].map((m) => m[1] ?? ''),
      ),
    );
    const missing = [...marked].filter((flow) => !FLOW_MACHINES[flow] && !FLOWS_WITHOUT_MACHINE[flow]);
    expect(missing).toEqual([]);
    expect(marked.size).toBe(Object.keys(FLOW_MACHINES).length + Object.keys(FLOWS_WITHOUT_MACHINE).length);
  });

  it('lists the leaf states of every flow machine a page can show, for the coverage report', () => {
    const states = Object.fromEntries(
      Object.entries(FLOW_MACHINES).map(([flow, machine]) => [
        flow,
        leafStates(machine.root).filter((path) => !isTransient(machine.root, path)),
      ]),
    );
    for (const list of Object.values(states)) expect(list.length).toBeGreaterThan(0);
    // the checkout's parallel regions are each a leaf path, as data-state shows them
    expect(states.checkout).toContain('form.editing');
    // a state left at once by a transition without a guard is never on a page
    expect(states.checkout).not.toContain('form.starting');
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/machine-states.json', JSON.stringify(states, null, 2));
  });
});
