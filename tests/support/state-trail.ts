/**
 * Setup file of the browser suites (integration tests and stories): every machine state a flow
 * shows on the page (data-flow, data-state: src/ui/flowRoot.ts) is recorded, and each test file
 * writes what it saw to reports/state-trail-vitest/ for the state coverage report
 * (scripts/state-coverage.mjs), beside the e2e suite's trail.
 */
import { afterAll } from 'vitest';
import { commands } from 'vitest/browser';

/** "flow<TAB>state", and "flow<TAB>from<TAB>to" for each change a flow's root element showed */
const seen = new Set<string>();
const last = new WeakMap<Element, string>();
let queued = false;
function scan() {
  queued = false;
  for (const element of document.querySelectorAll('[data-flow][data-state]')) {
    const flow = element.getAttribute('data-flow') ?? '';
    const state = element.getAttribute('data-state') ?? '';
    const before = last.get(element);
    last.set(element, state);
    seen.add(`${flow}\t${state}`);
    if (before && before !== state) seen.add(`${flow}\t${before}\t${state}`);
  }
}
new MutationObserver(() => {
  if (queued) return;
  queued = true;
  queueMicrotask(scan);
}).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });

afterAll(async () => {
  if (!seen.size) return;
  await commands.writeFile(`reports/state-trail-vitest/${crypto.randomUUID()}.json`, JSON.stringify([...seen]));
});
