import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { routes } from '@/app/router';
import { DEMO } from '@mocks/db/demo';
import axeSource from 'axe-core/axe.min.js?raw';

/**
 * The real app at one address, against the mock backend (or a story's handler overrides): one
 * router for as long as it is shown at that address, as a page has one (a router made at every
 * render would start the app again at the address whenever the story is drawn again).
 */
export function AppAt({ path }: { path: string }) {
  const router = useMemo(() => createMemoryRouter(routes, { initialEntries: [path] }), [path]);
  return <RouterProvider router={router} />;
}

/** A date `days` from today as YYYY-MM-DD (the mock backend's data is relative to today). */
export function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * First of the nights (days after today; DEMO.reservation.nights of them) on which the seed keeps
 * every SEAVIEW room type open (`Inventory.Overrides` around the demo reservation). Elsewhere
 * about 1 night in 20 of each room type is sold out, a different one every day, so a story on
 * other dates would pass or fail by the date it runs.
 */
export const OPEN_NIGHTS_FROM = DEMO.reservation.arrivalOffset;

/** A Rooms-And-Rates address for SEAVIEW (by default 2 of the open nights, 2 adults). */
export function roomsAndRates(
  options: { from?: number; nights?: number; rooms?: string; promo?: string } = {},
): string {
  const from = options.from ?? OPEN_NIGHTS_FROM;
  const params = new URLSearchParams({
    from: inDays(from),
    to: inDays(from + (options.nights ?? 2)),
    rooms: options.rooms ?? '2-0-0',
  });
  if (options.promo) params.set('promo', options.promo);
  return `/Book/SEAVIEW/Rooms-And-Rates?${params.toString()}`;
}

/**
 * The live region with this role inside `container` that reads exactly `text` (or matches it). A
 * status or alert region's accessible name does not come from its content, so it is found by
 * role, then by what it says.
 */
export async function findLiveRegion(
  container: HTMLElement,
  role: 'status' | 'alert',
  text: string | RegExp,
): Promise<HTMLElement> {
  const reads = (content: string) => (typeof text === 'string' ? content === text : text.test(content));
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = within(container)
      .getAllByRole(role)
      .find((element) => reads(element.textContent?.trim() ?? ''));
    expect(found, `a ${role} region reading "${String(text)}"`).toBeDefined();
  });
  return found as HTMLElement;
}

/** The status region (role "status") inside `container` that reads exactly `text`. */
export function findStatus(container: HTMLElement, text: string): Promise<HTMLElement> {
  return findLiveRegion(container, 'status', text);
}

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** £1,234.50 as the guest reads it (SEAVIEW's currency). */
export function gbp(amount: number): string {
  return pounds.format(amount);
}

/** The amount in a text such as "Confirm booking and pay £1,234.50". */
export function amountIn(text: string | null | undefined): number {
  const match = /£([\d,]+\.\d{2})/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`No amount in "${text ?? ''}"`);
  return Number(match[1].replace(/,/g, ''));
}

type Axe = typeof import('axe-core');

/**
 * axe-core as a classic script (the way axe is meant to be injected into a page). Imported as
 * text, not as a module: a module import of axe-core is not among the dependencies Vite
 * pre-bundles, and its optimising axe-core mid-run reloads the test run.
 */
function axeOnPage(): Axe {
  const page = window as unknown as { axe?: Axe };
  if (!page.axe) {
    const script = document.createElement('script');
    script.textContent = axeSource;
    document.head.append(script);
    script.remove();
  }
  if (!page.axe) throw new Error('axe-core did not load');
  return page.axe;
}

/**
 * An axe check now, with the a11y addon's rules (all of axe's but "region": a story need not be
 * a whole page). The addon checks only the state a play ends in; a play that walks on to the next
 * step calls this at the state the story is named for.
 */
export async function expectAccessibleNow(): Promise<void> {
  const results = await axeOnPage().run(
    { include: [document.body], exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']] },
    { rules: { region: { enabled: false } } },
  );
  const violations = results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(violations.join('\n'), 'axe violations').toBe('');
}

/**
 * A call that fails once (a 500 with the server's `message`), then reaches the mock backend: the
 * story's `handler`, and `reset` for its beforeEach (each run of the story fails once again).
 */
export function failsOnce(method: 'get' | 'post', path: string, message: string) {
  let calls = 0;
  return {
    handler: http[method](path, () => {
      calls += 1;
      if (calls === 1) return HttpResponse.json({ Message: message }, { status: 500 });
      return undefined;
    }),
    reset: () => {
      calls = 0;
    },
  };
}
