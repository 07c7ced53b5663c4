/**
 * Model-based e2e: the walks generated from the flows' machines (tests/coverage/model-paths.test.ts
 * writes them to reports/model-paths.json: every move of the machine, from the shortest path to
 * its state, chained into walks of about 24 steps), each played through the real UI with the table
 * of tests/e2e/model/flows.ts: what the guest does for each event, how each held call ends, and,
 * after every step, the machine state the page shows (data-state) and what the guest sees there.
 * One flow's: `npx playwright test model -g <flow>` (after `npx vitest run tests/coverage`, which
 * writes the walks). Each walk is a new visit on its worker's kept browser context
 * (tests/e2e/support/contexts.ts), as every e2e test is.
 */
import { test, expect, type FlowOpener } from './support/fixtures';
import { modelWalks, playWalk } from './model/play';
import { ACCOUNT_MESSAGES } from '@/domain/accountTexts';

for (const walk of modelWalks().played) {
  const moves = walk.covers?.length ? walk.covers.join('; ') : walk.name;
  test(`${walk.flow} (${walk.start}): ${moves}`, async ({ page, api }) => playWalk(page, api, walk));
}

// QA opens a flow at a named state of its machine: each its own test (a walk each, so a slow
// machine's run stays within each test's time, and the workers share them)
test.describe('flow.open: QA opens a flow at a named state of its machine', () => {
  test('accounts: a reset password done; a forgotten password refused', async ({ page, flow }) => {
    await flow.open('resetPassword', 'done');
    await expect(page.getByRole('main').getByText(ACCOUNT_MESSAGES.resetPasswordSuccess)).toBeVisible();
    await flow.open('forgotPassword', 'editing.refused');
    await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a state that depends on how a call ended: the walk answers it as the state needs', async ({ page, flow }) => {
    await flow.open('groupSearch', 'results.found.noneAvailable');
    await expect(page.getByRole('region', { name: 'Hotels' }).getByRole('status')).toHaveText(
      'None of 4 hotels can take your stay.',
    );
  });

  test('the restaurant: "Book table" pressed without a phone number', async ({ page, flow }) => {
    await flow.open('restaurant', 'choosing.availability.slots.chosen.refused');
    await expect(page.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
  });

  test('rooms and rates: a room chosen, its guests named, its extras on offer', async ({ page, flow }) => {
    await flow.open('booking', 'roomsAndRates.extras.editing');
    await expect(page.getByRole('heading', { level: 2, name: 'Add extras to Room 1' })).toBeVisible();
  });

  test('pre check-in at its summary, sent without the arrival time and terms', async ({ page, flow }) => {
    await flow.open('precheckin', 'summary.refused');
    await expect(page.getByLabel("I accept the hotel's terms")).toHaveAttribute('aria-invalid', 'true');
  });

  test("manage booking with new dates searched: the rooms' rates on them, ready to use", async ({ page, flow }) => {
    await flow.open('manage', 'changeDates.options');
    await expect(page.getByRole('heading', { level: 2, name: 'Change your dates' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use these dates' })).toBeVisible();
  });

  test("checkout (reached by the booking's own walk), Confirm's answer lost", async ({ page, flow }) => {
    await flow.open('checkout', 'form.submitting.settling');
    // it asks what became of it
    await expect(page.getByRole('button', { name: 'Checking your booking…' })).toBeDisabled();
  });
});

/** Never run: a state the machine does not have, or a flow not modelled, does not compile. */
export async function unknownStatesAreTypeErrors(flow: FlowOpener) {
  // @ts-expect-error 'delivered' is no state of forgotPassword
  await flow.open('forgotPassword', 'delivered');
  // @ts-expect-error 'paymentDeclined' is no state of the checkout: the card declined is form.editing
  await flow.open('checkout', 'paymentDeclined');
  // @ts-expect-error a state is named in full: 'extras' is a region of the booking's rooms and rates
  await flow.open('booking', 'extras');
}
