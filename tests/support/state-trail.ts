/**
 * Setup file of the browser suites (integration tests and stories): every machine state a flow
 * shows on the page (data-flow, data-state: src/ui/flowRoot.ts) is recorded, and each test file
 * writes what it saw to reports/state-trail-vitest/ for the state coverage report
 * (scripts/state-coverage.mjs), beside the e2e suite's trail.
 */
import { afterAll } from 'vitest';
import { commands } from 'vitest/browser';
import { watchFlowStates } from './flow-trail';

const seen = new Set<string>();
watchFlowStates((entry) => seen.add(entry));

afterAll(async () => {
  if (!seen.size) return;
  await commands.writeFile(`reports/state-trail-vitest/${crypto.randomUUID()}.json`, JSON.stringify([...seen]));
});
