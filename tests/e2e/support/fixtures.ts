import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * Test fixture: every console error or uncaught page error fails the test, and `axe` scans the
 * page for WCAG 2.2 A/AA violations.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; failOnConsoleErrors: void; axe: (page?: Page) => Promise<void> }>({
  /** console errors a test provokes on purpose (e.g. an aborted chunk) */
  allowedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The browser notes every API answer with an error status (the anonymous 401 of
        // /api/Account, a 409 the page explains...). The app handles those; the tests assert
        // what the guest sees. Any other console error fails the test.
        if (message.text().startsWith('Failed to load resource') && /\/api\//.test(message.location().url)) return;
        if (allowedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  axe: async ({ page }, use) => {
    await use(async (target = page) => {
      const results = await new AxeBuilder({ page: target })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(summary, 'axe violations').toEqual([]);
    });
  },
});

export { expect };
