import { test, expect } from '../support/fixtures';
import {
  inlineStyleSources,
  mockPaymentFrameHeaders,
  securityHeaders,
  settingsFromEnv,
} from '../../../scripts/security-headers';

/**
 * The pages are served under the headers of a real host (scripts/security-headers.ts): by the
 * production server (this project) and by the mock build's preview (every other e2e test, which
 * fails on any CSP violation: tests/e2e/support/fixtures.ts).
 */
const MOCK_PREVIEW = 'http://127.0.0.1:4173';
/**
 * the production build's headers; the mock build's frame the mock card provider as well. The
 * policy names the page's own style (the production server writes the search page's shell and its
 * styles into the page: tests/e2e/production/search-shell.spec.ts).
 */
const expectedAt = (origin: string | undefined, html: string) =>
  securityHeaders({
    ...settingsFromEnv(
      { ...process.env, ...(origin === MOCK_PREVIEW ? { VITE_API_MOCKING: 'true' } : {}) },
      origin === MOCK_PREVIEW ? 'dist-mock' : 'dist',
    ),
    inlineStyles: inlineStyleSources(html),
  });

test('booking pages and their code come with the strict CSP and the other security headers', async ({
  request,
  baseURL,
}) => {
  for (const origin of [baseURL, MOCK_PREVIEW]) {
    const page = await request.get(`${origin}/Book/SEAVIEW`);
    const html = await page.text();
    for (const [name, value] of Object.entries(expectedAt(origin, html)))
      expect(page.headers()[name.toLowerCase()], name).toBe(value);
    expect(page.headers()['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
    // nothing inline for the policy to allow but the page's own first-paint style, by its hash:
    // every script has a src, one <style> (the entry's stylesheet), no style=""
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g), `inline script in ${origin}`).toBeNull();
    expect(html).not.toMatch(/\sstyle="/);
    const styles = inlineStyleSources(html);
    expect(styles, `inline styles in ${origin}`).toHaveLength(1);
    expect(page.headers()['content-security-policy']).toContain(`style-src 'self' ${styles[0]}`);
    // (a disabled link marks the entry's stylesheet as present: never fetched, never applied)
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([expect.stringMatching(/ disabled>$/)]);
    const script = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
    const asset = await request.get(`${origin}${script}`);
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  }
  // the mock card provider's page (mock build only): its own policy, framed by the app on loopback
  const frame = await request.get(`${MOCK_PREVIEW.replace('127.0.0.1', 'localhost')}/mocks/payment-frame/index.html`);
  expect(frame.status()).toBe(200);
  for (const [name, value] of Object.entries(mockPaymentFrameHeaders()))
    expect(frame.headers()[name.toLowerCase()], `card frame ${name}`).toBe(value);
  expect(await frame.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle="/);
});

test.describe('a script that is not ours', () => {
  test.use({ allowedCspViolations: [/^script-src-elem inline/] });

  test('injected inline into the page does not run, and the browser reports it', async ({ page }) => {
    await page.goto('/Book/SEAVIEW');
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();
    const outcome = await page.evaluate(async () => {
      const reported = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), { once: true }),
      );
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.appendChild(script);
      return { directive: await reported, ran: '__injected' in window };
    });
    expect(outcome).toEqual({ directive: 'script-src-elem', ran: false });
  });
});
