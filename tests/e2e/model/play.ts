/**
 * Playing a walk of a flow's machine through the real UI (tests/e2e/model.spec.ts, and `flow.open`
 * of the e2e fixtures): the walks come from reports/model-paths.json (tests/coverage/model-paths
 * .test.ts), the actions and checks from tests/e2e/model/flows.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { ApiLog } from '../support/fixtures';
import { newVisit } from '../support/contexts';
import type { ModelWalk } from '../../coverage/model-paths.test';
import { MODEL_TABLES, type ModelFlow, type ModelState } from './flows';

const WALKS = 'reports/model-paths.json';

/**
 * The walks of every modelled flow (written by the vitest step of `npm test`): `played`, the walks
 * the browser plays, each making many moves; `ways`, the shortest path to each move.
 */
export function modelWalks(): { played: ModelWalk[]; ways: ModelWalk[] } {
  if (!existsSync(WALKS)) throw new Error(`${WALKS} is missing: run \`npx vitest run tests/coverage\` first`);
  return JSON.parse(readFileSync(WALKS, 'utf8')) as { played: ModelWalk[]; ways: ModelWalk[] };
}

/**
 * Opens the walk's start and plays it: after every step the page's data-state must be the
 * machine's, and the state's check passes. Every call of the flow is held until the walk says how
 * it ends.
 */
export async function playWalk(page: Page, api: ApiLog, walk: ModelWalk): Promise<void> {
  // a page another flow leads to (the checkout): that flow's walk first, through its own table
  if (walk.before) await playWalk(page, api, walk.before);
  const table = MODEL_TABLES[walk.flow]!;
  // the calls wait from the page's first script (a page may call at once: confirm an e-mail); the
  // next walk on this page, maybe of another flow, holds its own
  const holds = [];
  for (const call of table.calls) holds.push(await api.holdFromStart(call));
  // the page is open already (reached by the walk before): its calls wait from now
  if (walk.before) for (const call of table.calls) await api.hold(call);
  try {
    await playSteps(page, api, walk);
  } finally {
    for (const hold of holds) await hold.dispose();
  }
}

/** A state and the move into it, joined to the page's state trail (the coverage report's). */
async function recordMove(page: Page, flow: string, before: string, state: string): Promise<void> {
  await page.evaluate(
    (entries) => {
      const record = (window as unknown as { __recordFlowState?: (entry: string) => void }).__recordFlowState;
      for (const entry of entries) record?.(entry);
    },
    [`${flow}\t${state}`, `${flow}\t${before}\t${state}`],
  );
}

async function playSteps(page: Page, api: ApiLog, walk: ModelWalk): Promise<void> {
  const table = MODEL_TABLES[walk.flow]!;
  const root = page.locator(`[data-flow="${walk.flow}"]`);
  // the start's window (a phone's), else the project's: a walk before may have left another
  if (!walk.before) {
    const viewport = table.viewports?.[walk.start] ?? test.info().project.use.viewport;
    if (viewport) await page.setViewportSize(viewport);
    await page.goto(table.starts[walk.start]!);
  }
  await table.opens?.({ page, api, expect, event: null });
  await expect(root).toHaveAttribute('data-state', walk.initial);
  for (const leaf of walk.initial.split(' ')) await table.sees[leaf]!({ page, api, expect, event: null });
  let before = walk.initial;
  // whether `before` was seen on the root (not a state the page leaves at once)
  let beforeSeen = true;
  const handsOver = (state: string) => state.split(' ').some((leaf) => table.leaves?.includes(leaf));
  for (const { event, state, shows = null } of walk.steps) {
    await test.step(`${event.type} -> ${state}`, async () => {
      // a state in which the flow hands over to another page is seen there, not on its root (and
      // that page's calls go as they come)
      const handedOver = handsOver(state);
      // back from the page it handed over to (the Checkout page's "Change rooms"): its calls wait again
      if (handsOver(before) && !handedOver) for (const call of table.calls) await api.hold(call);
      await table.actions[event.type]!({ page, api, expect, event });
      // an answered call: the next one waits again; handed over, the next page's calls go as they come
      if (event.type.startsWith('xstate.') && !handedOver) for (const call of table.calls) await api.hold(call);
      if (handedOver) for (const call of table.calls) await api.unhold(call);
      // a state the page leaves at once is not waited for (the next step's state is)
      if (state.split(' ').some((leaf) => table.passing?.includes(leaf))) {
        before = state;
        beforeSeen = false;
        return;
      }
      if (!handedOver) await expect(root).toHaveAttribute('data-state', state);
      // The move as the walk made it: the root showed `before`, the guest's action (or the call's
      // end) was this event, and the root shows `state` now. The page's own trail has it too,
      // unless the root was drawn again in between (the event sent from another page: the booking
      // flow searches as the search page hands over, and Rooms-And-Rates opens at `searching`).
      if (!handedOver && beforeSeen && before !== state) await recordMove(page, walk.flow, before, state);
      // handed over, only the leaf that hands over is seen (a parallel machine's other regions went with its page)
      const seen = state.split(' ').filter((leaf) => !handedOver || table.leaves?.includes(leaf));
      for (const leaf of seen) await table.sees[leaf]!({ page, api, expect, event, shows });
      // a state the flow hands over in is never on its root: seen here (what the guest sees there
      // was just checked), it joins the state trail as the page would have written it
      if (handedOver) await recordMove(page, walk.flow, before, state);
      before = state;
      beforeSeen = true;
    });
  }
}

/**
 * The flow opened at a state of its machine: the shortest walk that ends there, played through the
 * UI (the calls on the way answered as the walk says). A state the machine does not have is a type
 * error.
 */
export async function openFlow<F extends ModelFlow>(page: Page, api: ApiLog, flow: F, state: ModelState<F>) {
  // the shortest beginning of a walk that ends there (a played walk passes through many states)
  const ways = modelWalks()
    .ways.filter((walk) => walk.flow === flow)
    .flatMap((walk) => {
      if (walk.initial.split(' ').includes(state)) return [{ ...walk, steps: [] }];
      const at = walk.steps.findIndex((step) => step.state.split(' ').includes(state));
      return at < 0 ? [] : [{ ...walk, steps: walk.steps.slice(0, at + 1) }];
    })
    .sort((a, b) => a.steps.length - b.steps.length);
  if (!ways[0]) throw new Error(`no walk of ${flow} reaches ${state}`);
  // a new visit, as every walk is: what a flow opened before kept (its snapshot, a session) is gone
  await newVisit(page);
  await playWalk(page, api, ways[0]);
}
