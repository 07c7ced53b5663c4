/**
 * The one convention for where a guest is in a flow, on the flow's root element: `data-flow`
 * (the flow), `data-state` (its machine's active state paths, `stateString` of
 * machines/stateValue: dotted paths, parallel regions separated by spaces) and, where the spec
 * numbers the steps, `data-step`. Tests and QA read them; nothing in the app styles or reads them.
 */
export function flowRoot(flow: string, state: string, step?: string) {
  return { 'data-flow': flow, 'data-state': state, ...(step ? { 'data-step': step } : {}) };
}
