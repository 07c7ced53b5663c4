/**
 * Model-based e2e: the walks generated from the flows' machines (tests/coverage/model-paths.test.ts
 * writes them to reports/model-paths.json: the shortest path to every state and every move from
 * it), each played through the real UI with the table of tests/e2e/model/flows.ts: what the guest
 * does for each event, how each held call ends, and, after every step, the machine state the page
 * shows (data-state) and what the guest sees there. One flow's: `npx playwright test model -g <flow>`
 * (after `npx vitest run tests/coverage`, which writes the walks).
 */
import { existsSync, readFileSync } from 'node:fs';
import { test, expect } from './support/fixtures';
import { MODEL_TABLE } from './model/flows';
import type { ModelWalk } from '../coverage/model-paths.test';

const WALKS = 'reports/model-paths.json';
if (!existsSync(WALKS)) throw new Error(`${WALKS} is missing: run \`npx vitest run tests/coverage\` first`);
const walks = JSON.parse(readFileSync(WALKS, 'utf8')) as ModelWalk[];

for (const walk of walks) {
  test(`${walk.flow} (${walk.start}): ${walk.name}`, async ({ page, api }) => {
    const table = MODEL_TABLE[walk.flow]!;
    const root = page.locator(`[data-flow="${walk.flow}"]`);
    await page.goto(table.starts[walk.start]!);
    await expect(root).toHaveAttribute('data-state', walk.initial);
    // the calls wait for the model to say how they end
    for (const call of table.calls) await api.hold(call);
    await table.sees[walk.initial]!({ page, api, expect, event: null });
    for (const { event, state } of walk.steps) {
      await test.step(`${event.type} -> ${state}`, async () => {
        await table.actions[event.type]!({ page, api, expect, event });
        // an answered call: the next one waits again
        if (event.type.startsWith('xstate.')) for (const call of table.calls) await api.hold(call);
        await expect(root).toHaveAttribute('data-state', state);
        for (const leaf of state.split(' ')) await table.sees[leaf]!({ page, api, expect, event });
      });
    }
  });
}
