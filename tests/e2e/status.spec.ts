/**
 * The Status page when the answer is long in coming (spec: the booking status is polled until it
 * is confirmed or failed). The page's clock is Playwright's, run forward between checks, and each
 * check is held and answered here: 30 "still verifying" answers leave the guest a clear message
 * and "Check again"; five failed checks in a row say the server could not be reached. Neither
 * loses the booking: "Check again" starts afresh and reaches the confirmation.
 */
import type { Page } from '@playwright/test';
import { test, expect, type ApiLog, type Screens } from './support/fixtures';
import type { HeldCallEnd } from './support/api-recorder';
import { DEMO, PENDING_MESSAGE } from '@mocks/db/demo';
import { STATUS_POLL } from '@/domain/status';

const STATUS = '/api/Reservation/Status';
const statusPage = `/Book/SEAVIEW/Status/${DEMO.reservation.confirmationToken}`;
const reference = DEMO.reservation.referenceNumber;

const pending: HeldCallEnd = {
  status: 200,
  body: { Success: true, Status: 'PendingVerification', Message: PENDING_MESSAGE, ReferenceNumber: reference },
};
const confirmed: HeldCallEnd = {
  status: 200,
  body: { Success: true, Status: 'Confirmed', Message: null, ReferenceNumber: reference },
};
/** (a 500: a GET is tried again by itself only after a 502, 503 or 504) */
const serverDown: HeldCallEnd = { status: 500, body: { Message: 'Something went wrong on our side.' } };
/** the server refuses the link (an unknown or old confirmation token) */
const refusedLink: HeldCallEnd = { status: 404, body: { Message: 'We could not find this booking.' } };

type Gate = {
  __api: { waiting(p: string): number; release(p: string, end?: HeldCallEnd): void; hold(p: string): void };
};

/** Opens the Status page with its checks held and its clock stopped. */
async function openHeld(page: Page, api: ApiLog) {
  await page.clock.install();
  await api.holdFromStart(STATUS);
  await page.goto(statusPage);
}

/**
 * Answers the page's next check: runs the clock on (by the longest wait between checks) until the
 * check is at the gate, then ends it and holds the one after it.
 */
async function answerNextCheck(page: Page, end: HeldCallEnd) {
  await expect
    .poll(
      async () => {
        const waiting = await page.evaluate((p) => (window as unknown as Gate).__api.waiting(p), STATUS);
        if (waiting === 0) await page.clock.runFor(STATUS_POLL.maxMs);
        return waiting;
      },
      { intervals: [50] },
    )
    .toBeGreaterThan(0);
  await page.evaluate(
    ([p, e]) => {
      const api = (window as unknown as Gate).__api;
      api.release(p, e);
      api.hold(p);
    },
    [STATUS, end] as const,
  );
}

/**
 * The page has stopped checking in `state`, saying `says`, and makes no more checks on its own
 * (its clock run on a minute): `calls` checks in all.
 */
async function stopped(page: Page, api: ApiLog, screens: Screens, state: string, says: string, calls: number) {
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText(says);
  await expect(main.locator('[data-flow="status"]')).toHaveAttribute('data-state', state);
  await screens.page('Checking your booking');
  await page.clock.runFor(60_000);
  expect(await api.calls(STATUS)).toHaveLength(calls);
  return main.getByRole('button', { name: 'Check again' });
}

test.describe('booking status', () => {
  // the page's clock, run forward here, is its browser context's: a context of each test's own
  test.use({ ownContext: true });

  test('30 checks still verifying: the guest is told the booking is safe, and "Check again" confirms it', async ({
    page,
    screens,
    api,
  }) => {
    await openHeld(page, api);
    for (let check = 0; check < STATUS_POLL.maxPolls; check++) await answerNextCheck(page, pending);
    const checkAgain = await stopped(
      page,
      api,
      screens,
      'stillPending',
      'Your bank is taking longer than usual to confirm the payment. Your booking is safe: check again in a moment.',
      STATUS_POLL.maxPolls,
    );
    await checkAgain.click();
    await answerNextCheck(page, confirmed);
    await screens.page('Your booking is confirmed');
    await expect(page.getByRole('main').getByText(/Booking reference:/)).toContainText(reference);
  });

  test('five failed checks in a row: the page says it could not check, and "Check again" tries afresh', async ({
    page,
    screens,
    api,
  }) => {
    await openHeld(page, api);
    for (let check = 0; check < STATUS_POLL.maxConsecutiveErrors; check++) await answerNextCheck(page, serverDown);
    const checkAgain = await stopped(
      page,
      api,
      screens,
      'unreachable',
      // what went wrong, and that the booking is not lost
      'Something went wrong on our side. Your booking is not lost: check again in a moment, ' +
        'or contact the hotel if this goes on.',
      STATUS_POLL.maxConsecutiveErrors,
    );
    await checkAgain.click();
    // a fresh start: one more failure is not five in a row
    await answerNextCheck(page, serverDown);
    await expect(checkAgain).toBeHidden();
    await answerNextCheck(page, confirmed);
    await screens.page('Your booking is confirmed');
  });

  test('five checks the server refuses (an unknown or old link): no promise that the booking is there', async ({
    page,
    screens,
    api,
  }) => {
    await openHeld(page, api);
    for (let check = 0; check < STATUS_POLL.maxConsecutiveErrors; check++) await answerNextCheck(page, refusedLink);
    await stopped(
      page,
      api,
      screens,
      'unreachable',
      'We could not find this booking. Please open the link in your confirmation e-mail, or contact the hotel.',
      STATUS_POLL.maxConsecutiveErrors,
    );
  });
});
