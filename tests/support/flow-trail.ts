/**
 * The trail of where the guest was: what each flow's root element showed (data-flow, data-state:
 * src/ui/flowRoot.ts), as "flow<TAB>state" and, for each change, "flow<TAB>from<TAB>to", each
 * given to `record` once. Used by the browser suites of Vitest (tests/support/state-trail.ts) and
 * by the e2e fixture, which runs it in the page as an init script: it uses nothing from outside.
 */
export function watchFlowStates(record: (entry: string) => void): void {
  const shown = new Set<string>();
  const last = new WeakMap<Element, string>();
  let queued = false;
  const note = (entry: string) => {
    if (shown.has(entry)) return;
    shown.add(entry);
    record(entry);
  };
  const scan = () => {
    queued = false;
    for (const element of document.querySelectorAll('[data-flow][data-state]')) {
      const flow = element.getAttribute('data-flow') ?? '';
      const state = element.getAttribute('data-state') ?? '';
      const before = last.get(element);
      last.set(element, state);
      note(`${flow}\t${state}`);
      if (before && before !== state) note(`${flow}\t${before}\t${state}`);
    }
  };
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(scan);
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
}
