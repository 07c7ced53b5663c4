import { test, expect } from '../support/fixtures';
import { inlineStyleSources } from '../../../scripts/security-headers';

/**
 * The production server draws the search page's shell from the property's answer
 * (src/app/searchShell.tsx, served by scripts/mock-api-server.mjs): the guest sees the
 * hotel before any of the app's code has run, and the app takes over without a second loading page.
 */

test('the search page arrives with the hotel drawn in it, under a policy that names its one style', async ({
  request,
}) => {
  const answer = await request.get('/Book/SEAVIEW');
  const html = await answer.text();
  expect(html).toContain('<h1 tabindex="-1" data-page-heading="">Book your stay at Seaview Grand Hotel</h1>');
  expect(html).toMatch(/<img class="picture search-page__picture"[^>]* srcSet="[^"]*seaview-480\.webp[^"]* 480w/);
  expect(html).not.toContain('class="boot-shell"');
  // the Theme is a rule of the page's style (no style attribute), and the policy allows that style
  expect(html).toContain('.property-layout[data-property="SEAVIEW"]{--color-primary:#0b4f6c');
  expect(html).not.toMatch(/\sstyle="/);
  const styles = inlineStyleSources(html);
  expect(styles).toHaveLength(1);
  expect(answer.headers()['content-security-policy']).toContain(`style-src 'self' ${styles[0]}`);
  // another page, and a hotel the server does not know, get the page every address gets
  for (const path of ['/Book/SEAVIEW/Rooms-And-Rates', '/Book/NOSUCHHOTEL']) {
    const other = await (await request.get(path)).text();
    expect(other, path).toContain('class="boot-shell"');
    expect(other, path).not.toContain('data-server-shell');
  }
});

test.describe('before the app runs', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest sees the hotel: its name, address, rating, picture and menu', async ({ page }) => {
    await page.goto('/Book/SEAVIEW');
    await expect(page.getByRole('heading', { level: 1, name: 'Book your stay at Seaview Grand Hotel' })).toBeVisible();
    await expect(page.getByText('1 Marine Parade, Brighton BN2 1TL, United Kingdom')).toBeVisible();
    await expect(page.getByText('4-star hotel')).toBeVisible();
    const picture = page.getByRole('img', {
      name: 'The white front of Seaview Grand on the promenade, the sea before it',
    });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Manage booking' })).toHaveAttribute('href', '/Manage/SEAVIEW');
    // the header in the hotel's colour (the Theme's rule applied, not refused by the policy)
    await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(11, 79, 108)');
  });
});

test('the app takes the page over where the shell left it: no loading page between, no shift', async ({
  page,
  axe,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    let shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shift += (entry as PerformanceEntry & { value: number }).value;
      (window as unknown as { __shift: number }).__shift = shift;
    }).observe({ type: 'layout-shift', buffered: true });
    // what #root holds at each change: the shell, then the app's page, never a loading line
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (root?.querySelector('[data-server-shell]')) seen.push('shell');
      else if (root?.querySelector('.page-loading, .boot-shell')) seen.push('loading');
      else if (root?.querySelector('form[aria-label="Search for rooms"]')) seen.push('app');
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/Book/SEAVIEW');
  const form = page.getByRole('form', { name: 'Search for rooms' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book your stay at Seaview Grand Hotel');
  const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
  expect(seen).not.toContain('loading');
  expect(seen.at(-1)).toBe('app');
  expect(await page.evaluate(() => (window as unknown as { __shift?: number }).__shift ?? 0)).toBe(0);
  await axe();
});
