/**
 * Where a story's flows are in their machines: what each flow root shows (data-flow, data-state,
 * data-step: src/ui/flowRoot.ts). The preview sends it to the manager's "Machine state" panel
 * (.storybook/manager.tsx) whenever it changes, so a story names the machine state it shows, and
 * shows each state it passes through as its play function runs.
 */
export const MACHINE_STATES_EVENT = 'hbe/machine-states';
/** the panel asks for the states shown (it may open after the story rendered) */
export const MACHINE_STATES_REQUEST = 'hbe/machine-states-request';

export interface ShownState {
  flow: string;
  /** the machine's active state paths, parallel regions separated by spaces */
  state: string;
  /** the spec's step number, where the flow has one */
  step: string | null;
}

export function shownStates(root: ParentNode): ShownState[] {
  return Array.from(root.querySelectorAll('[data-flow][data-state]'), (element) => ({
    flow: element.getAttribute('data-flow') ?? '',
    state: element.getAttribute('data-state') ?? '',
    step: element.getAttribute('data-step'),
  }));
}

/** Calls `send` with the shown states now and after every change of them (the same list once). */
export function watchShownStates(root: Node & ParentNode, send: (states: ShownState[]) => void): () => void {
  let last = '';
  const check = () => {
    const states = shownStates(root);
    const key = JSON.stringify(states);
    if (key === last) return;
    last = key;
    send(states);
  };
  const observer = new MutationObserver(check);
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-flow', 'data-state', 'data-step'],
  });
  check();
  return () => observer.disconnect();
}
