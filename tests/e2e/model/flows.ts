/**
 * The model-based e2e tests' table: for each flow generated from its machine (tests/coverage/
 * models.ts), where each start opens, which calls are held (so that the model decides how each
 * ends), what the guest does for each event, and what the guest sees in each state. Every event
 * and state of the generated walks must be here (tests/coverage/model-paths.test.ts checks it):
 * a new state or event of the machine fails the build until it has its row.
 *
 * Types only from Playwright: the build's check imports this file in Node.
 */
import type { Expect, Page } from '@playwright/test';
import type { ApiLog } from '../support/fixtures';
import { ACCOUNT_MESSAGES } from '@/domain/accountTexts';
import { DEMO } from '@mocks/db/demo';

/** An event of a generated walk, as the JSON of the walks keeps it. */
export interface ModelEvent {
  type: string;
  field?: string;
  value?: string;
  output?: { Success?: boolean; Message?: string | null };
}

export interface ModelContext {
  page: Page;
  api: ApiLog;
  expect: Expect;
  /** the event that led here (null at the start) */
  event: ModelEvent | null;
}

export interface FlowTable {
  /** each start's address (the starts of tests/coverage/models.ts) */
  starts: Record<string, string>;
  /** the calls the flow makes: held from the start, each ended by the model's answer event */
  calls: string[];
  /** what the guest does, or how a held call ends, for each event type */
  actions: Record<string, (context: ModelContext & { event: ModelEvent }) => Promise<void>>;
  /** what the guest sees in each state a page shows (data-state) */
  sees: Record<string, (context: ModelContext) => Promise<void>>;
}

const FIELD_LABELS: Record<string, string> = { email: 'E-mail address', password: 'New password' };

/** The demo account's reset link (its e-mail and token). */
const RESET_LINK = new URLSearchParams({ email: DEMO.account.email, token: DEMO.passwordResetToken });

const SERVER_ERROR = { status: 500, body: { Message: 'Something went wrong on our side.' } };

/** A form field typed by the guest. */
const typeField = async ({ page, event }: ModelContext & { event: ModelEvent }) =>
  page.getByLabel(FIELD_LABELS[event.field ?? ''] ?? '', { exact: true }).fill(event.value ?? '');

/** Send refused: the field says what it needs while it is empty, and nothing once it is typed. */
const refused =
  (label: string) =>
  async ({ page, expect }: ModelContext) => {
    const field = page.getByLabel(label, { exact: true });
    if ((await field.inputValue()) === '') await expect(field).toHaveAttribute('aria-invalid', 'true');
    else await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  };

export const MODEL_TABLE: Record<string, FlowTable> = {
  forgotPassword: {
    starts: { page: '/Account/ForgotPassword/SEAVIEW' },
    calls: ['/api/Account/RequestPasswordReset'],
    actions: {
      'field.changed': typeField,
      'form.submitted': ({ page }) => page.getByRole('button', { name: 'Send reset link' }).click(),
      'xstate.done.actor.requestPasswordReset': ({ api }) => api.release('/api/Account/RequestPasswordReset'),
      'xstate.error.actor.requestPasswordReset': ({ api }) =>
        api.release('/api/Account/RequestPasswordReset', SERVER_ERROR),
    },
    sees: {
      'editing.quiet': async ({ page, expect, event }) => {
        await expect(page.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
        if (event?.type.startsWith('xstate.error.'))
          await expect(
            page.getByRole('main').getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.forgotPasswordError }),
          ).toBeVisible();
      },
      'editing.refused': refused('E-mail address'),
      sending: ({ page, expect }) => expect(page.getByRole('button', { name: 'Sending…' })).toBeVisible(),
      sent: ({ page, expect }) =>
        expect(
          page.getByRole('main').getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.forgotPasswordSuccess }),
        ).toBeVisible(),
    },
  },
  resetPassword: {
    starts: {
      link: `/Account/ResetPassword/SEAVIEW?${RESET_LINK}`,
      brokenLink: '/Account/ResetPassword/SEAVIEW',
    },
    calls: ['/api/Account/PasswordReset'],
    actions: {
      'field.changed': typeField,
      'form.submitted': ({ page }) => page.getByRole('button', { name: 'Set new password' }).click(),
      // the model's answer: Success, or a refusal with the server's Message
      'xstate.done.actor.resetPassword': ({ api, event }) =>
        api.release('/api/Account/PasswordReset', { status: 200, body: { Message: null, ...event.output } }),
      'xstate.error.actor.resetPassword': ({ api }) => api.release('/api/Account/PasswordReset', SERVER_ERROR),
    },
    sees: {
      'editing.quiet': async ({ page, expect, event }) => {
        await expect(page.getByText(`Account: ${DEMO.account.email}`)).toBeVisible();
        if (event?.type.startsWith('xstate.'))
          await expect(
            page.getByRole('main').getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.resetPasswordError }),
          ).toBeVisible();
      },
      'editing.refused': refused('New password'),
      resetting: ({ page, expect }) => expect(page.getByRole('button', { name: 'Saving…' })).toBeVisible(),
      done: ({ page, expect }) =>
        expect(page.getByRole('main').getByText(ACCOUNT_MESSAGES.resetPasswordSuccess)).toBeVisible(),
      invalidLink: ({ page, expect }) =>
        expect(
          page.getByRole('main').getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.invalidLink }),
        ).toBeVisible(),
    },
  },
};
