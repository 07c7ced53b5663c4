/**
 * The trail of where the guest was: what each flow's root element showed (data-flow, data-state:
 * src/ui/flowRoot.ts), as "flow<TAB>state" and, for each change, "flow<TAB>from<TAB>to", each
 * given to `record` once. Used by the browser suites of Vitest (tests/support/state-trail.ts) and
 * by the e2e fixture, which runs it in the page as an init script: it uses nothing from outside.
 */
export function watchFlowStates(record: (entry: string) => void): void {
  const shown = new Set<string>();
  const last = new WeakMap<Element, string>();
  // a flow's root element put in place of another in one change of the page (a state shown with
  // other markup): the move is from the state of the one it replaced. A flow gone from the page
  // (a test's clean-up, another page) starts afresh when it comes back.
  const lastOfFlow = new Map<string, { element: Element; state: string }>();
  let queued = false;
  const note = (entry: string) => {
    if (shown.has(entry)) return;
    shown.add(entry);
    record(entry);
  };
  const scan = () => {
    queued = false;
    const present = new Set<string>();
    for (const element of document.querySelectorAll('[data-flow][data-state]')) {
      const flow = element.getAttribute('data-flow') ?? '';
      const state = element.getAttribute('data-state') ?? '';
      const replaced = lastOfFlow.get(flow);
      const before = last.get(element) ?? (replaced && !replaced.element.isConnected ? replaced.state : undefined);
      last.set(element, state);
      lastOfFlow.set(flow, { element, state });
      present.add(flow);
      note(`${flow}\t${state}`);
      if (before && before !== state) note(`${flow}\t${before}\t${state}`);
    }
    for (const flow of [...lastOfFlow.keys()]) if (!present.has(flow)) lastOfFlow.delete(flow);
  };
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(scan);
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
}
