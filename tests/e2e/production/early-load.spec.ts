import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { roomsAndRatesUrl } from '../support/booking';

/**
 * The production build (no in-browser mock: the mock API answers over HTTP). On a booking page,
 * index.html starts the property and booking-settings calls and the route's code before the
 * app's code has arrived (scripts/vite-plugin-early-load.ts); the app uses those answers.
 */

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const paths = (requests: Request[], pattern: RegExp) =>
  requests.map((r) => new URL(r.url()).pathname).filter((p) => pattern.test(p));

test('the search page asks for the property, its settings and its code before the app has loaded', async ({
  page,
  axe,
}) => {
  const requests = recordRequests(page);
  // Hold the app's entry script until the early calls have been seen (or 5 s have passed): they
  // must not wait for it.
  const seen = (pattern: RegExp) =>
    page.waitForRequest(pattern, { timeout: 5_000 }).then(
      () => true,
      () => false,
    );
  const early = Promise.all([
    seen(/\/api\/Property\/SEAVIEW$/),
    seen(/\/api\/Book\/Config\/SEAVIEW$/),
    seen(/\/assets\/SearchPage-[^/]*\.js$/),
    // the hotel's picture, the page's largest element, once the property has answered
    seen(/\/hotels\/seaview-\d+\.webp/),
  ]);
  let seenBeforeEntry: boolean[] = [];
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    seenBeforeEntry = await early;
    await route.continue();
  });
  await page.goto('/Book/seaview');
  await expect(page.getByRole('heading', { level: 1, name: 'Book your stay at Seaview Grand Hotel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();
  expect(
    seenBeforeEntry,
    "property, settings, search page code and the hotel's picture asked for before the entry loaded",
  ).toEqual([true, true, true, true]);
  // the file the page shows is the one preloaded: asked for once
  const picture = page.getByRole('img', { name: /^The white front of Seaview Grand/ });
  await expect(picture).toHaveJSProperty('complete', true);
  const shown = new URL(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
  expect(paths(requests, /\/hotels\/seaview-/)).toEqual([shown]);
  // ...and the app used those answers rather than asking again
  expect(paths(requests, /^\/api\/Property\//)).toEqual(['/api/Property/SEAVIEW']);
  expect(paths(requests, /^\/api\/Book\/Config\//)).toEqual(['/api/Book/Config/SEAVIEW']);
  // The shell's stylesheet is not fetched at all: index.html carries it (a route never asks for it).
  expect(paths(requests, /\/assets\/index-[^/]*\.css$/)).toEqual([]);
  await axe();
});

test('a deep link to Rooms-And-Rates loads its route early, asks its search before its page came, once', async ({
  page,
  axe,
}) => {
  const requests = recordRequests(page);
  // Hold the page's code until the search has been asked (or 5 s have passed): the route's loader
  // asks it beside the code's download (src/api/sharedCalls), not the page once it is drawn.
  const searchSeen = page.waitForRequest(/\/api\/Availability\/Search$/, { timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  let searchBeforePage = false;
  await page.route(/\/assets\/RoomsAndRatesPage-[^/]*\.js$/, async (route) => {
    searchBeforePage = await searchSeen;
    await route.continue();
  });
  await page.goto(roomsAndRatesUrl({ from: 30, nights: 2 }));
  await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible();
  expect(searchBeforePage, "the search asked before the page's code arrived").toBe(true);
  // the booking flow took that call: the hotel is asked once
  expect(paths(requests, /^\/api\/Availability\/Search$/)).toHaveLength(1);
  expect(paths(requests, /^\/api\/Property\//)).toEqual(['/api/Property/SEAVIEW']);
  expect(requests.some((r) => /\/assets\/RoomsAndRatesPage-[^/]*\.js$/.test(r.url()))).toBe(true);
  await axe();
});

test('when the early call fails on the network, the app asks again and the page still loads', async ({ page }) => {
  const requests = recordRequests(page);
  let failed = 0;
  await page.route('**/api/Property/SEAVIEW', async (route) => {
    if (failed++ === 0) return route.abort('connectionfailed');
    return route.continue();
  });
  await page.goto('/Book/SEAVIEW');
  // the app's page (the server's shell shows the heading before the app has run)
  await expect(page.getByRole('form', { name: 'Search for rooms' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Book your stay at Seaview Grand Hotel' })).toBeVisible();
  expect(paths(requests, /^\/api\/Property\//)).toHaveLength(2);
});

test('pages other than booking get no early calls', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/Contact/SEAVIEW');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(paths(requests, /^\/api\/Book\/Config\//)).toEqual([]);
  expect(paths(requests, /^\/api\/Property\//)).toEqual(['/api/Property/SEAVIEW']);
});

test('the first paint needs no stylesheet request, and none is asked for again as the page loads its calendar', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto('/Book/SEAVIEW');
  // the calendar's code lists the entry's stylesheet among its styles: the page has it already
  await expect(page.getByRole('form', { name: 'Search for rooms' }).getByRole('grid').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(paths(requests, /\/assets\/index-[^/]*\.css$/)).toEqual([]);
  // the entry's rules are the page's own <style>, applied once (the marker link is disabled)
  const sheets = await page.evaluate(() =>
    [...document.styleSheets].map((sheet) => ({ inline: !sheet.href, disabled: sheet.disabled })),
  );
  expect(sheets.filter((sheet) => sheet.inline && !sheet.disabled)).toHaveLength(1);
});

/**
 * The scripts a page asked for before its first screen was drawn (`drawn`: a selector of that
 * screen) that neither index.html names (the entry and what it imports) nor its early-load script
 * preloads for the route (the build's table, dist/.vite/early-load-routes.json): each one was
 * found only once the app's code had run, a round trip the first screen waited for.
 */
async function scriptsFoundLate(page: Page, url: string, route: string, drawn: string): Promise<string[]> {
  const html = readFileSync('dist/index.html', 'utf8');
  const table = JSON.parse(readFileSync('dist/.vite/early-load-routes.json', 'utf8')) as Record<
    string,
    { js: string[] }
  >;
  const early = new Set([
    ...[...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
    ...(table[route]?.js ?? []),
  ]);
  await page.addInitScript((selector) => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      seen.disconnect();
      (window as unknown as { drawnAt: number }).drawnAt = performance.now();
    });
    seen.observe(document, { childList: true, subtree: true });
  }, drawn);
  await page.goto(url);
  await page.waitForFunction(() => 'drawnAt' in window);
  const asked = await page.evaluate(() => {
    const drawnAt = (window as unknown as { drawnAt: number }).drawnAt;
    return (
      performance
        .getEntriesByType('resource')
        // a worker's script (initiator "other") is started by the app on purpose, off its thread
        .filter((e) => e.startTime < drawnAt && (e as PerformanceResourceTiming).initiatorType !== 'other')
        .map((e) => new URL(e.name).pathname)
    );
  });
  // the analytics tags load once the property's frame has been drawn, on purpose (src/ui/analytics.ts)
  const afterFrame = /^\/assets\/analytics-tags-/;
  return asked.filter((path) => /^\/assets\/[^/]+\.js$/.test(path) && !early.has(path) && !afterFrame.test(path));
}

test('the search page asks for no code of its first screen only once its own code has run', async ({ page }) => {
  // its first screen needs its prices' provider too (src/app/pricedRoute.tsx)
  expect(await scriptsFoundLate(page, '/Book/SEAVIEW', '', 'form[aria-label="Search for rooms"]')).toEqual([]);
});

test('a link to Rooms-And-Rates asks for no code of its first screen only once its own code has run', async ({
  page,
}) => {
  const url = roomsAndRatesUrl({ from: 30, nights: 2 });
  expect(await scriptsFoundLate(page, url, 'Rooms-And-Rates', 'button[aria-label^="Select "]')).toEqual([]);
});
