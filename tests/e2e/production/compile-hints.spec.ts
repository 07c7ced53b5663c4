import { test, expect } from '../support/fixtures';
import { COMPILE_HINT } from '../../../scripts/vite-plugin-compile-hint';

/**
 * Every script of the app a guest's browser loads asks V8 to compile all its functions as it loads
 * (scripts/vite-plugin-compile-hint.ts): the page's modules, the early-load script and the
 * formatting's worker. A script without it costs the page's thread a second parse of each function
 * at its first call.
 */
test('every script of the app the search page loads starts with V8’s compile hint', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
  });
  await page.goto('/Book/SEAVIEW');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();
  const paths = () => [...scripts];
  // the page's modules, the early-load script and the formatting's worker
  await expect
    .poll(paths)
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/early-load-/),
        expect.stringMatching(/^\/assets\/index-/),
        expect.stringMatching(/^\/assets\/vendor-/),
        expect.stringMatching(/^\/assets\/SearchPage-/),
        expect.stringMatching(/^\/assets\/intlWarmUp\.worker-/),
      ]),
    );
  // each as the site serves it (a response's body is not always kept by the browser: a preload's)
  const withoutHint = [];
  for (const path of new Set(paths())) {
    const text = await (await page.request.get(path)).text();
    if (text.slice(0, text.indexOf('\n')) !== COMPILE_HINT) withoutHint.push(path);
  }
  expect(withoutHint).toEqual([]);
});
