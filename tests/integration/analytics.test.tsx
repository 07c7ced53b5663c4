import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { routes } from '@/app/router';
import { useNavigationEffects } from '@/app/navigation';
import { forget } from '@/app/cache';
import { CAMPAIGN_STORAGE_KEY, clearCampaign, type CampaignData } from '@/ui/analytics';
import { awaitAnalyticsCookies, captureCampaign, loadFacebookPixel } from '@/app/analytics-tags';
import { BookingProvider, useBookingActor } from '@/features/booking/BookingProvider';
import type { bookingMachine } from '@machines/booking/booking.machine';
import { addDays } from '@/domain/dates';
import { db } from '@mocks/db';
import { DEMO } from '@mocks/db/demo';
import { property } from '../machines/booking/fixtures';

/**
 * Analytics a marketer relies on (spec 2, 3 and 9), in Chromium. Third-party scripts are never
 * fetched: scripts for https:// origins are kept in an inert <template> instead of <head>.
 */
const FB_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';
const CLIENT_COOKIE = 'GA1.1.123456789.1700000000';
const SESSION_COOKIE = 'GS2.1.s1700000000$o3$g1$t1700000100$j0$l0$h0';

function setCookie(name: string, value: string) {
  document.cookie = `${name}=${value}; path=/`;
}
function clearGaCookies() {
  for (const name of ['_ga', '_ga_TEST1']) document.cookie = `${name}=; path=/; max-age=0`;
}
const stored = (): CampaignData | null =>
  JSON.parse(localStorage.getItem(CAMPAIGN_STORAGE_KEY) ?? 'null') as CampaignData | null;
const events = (name: string) => (window.dataLayer ?? []).filter((e) => e.event === name);

/** Third-party scripts the page tried to add (kept inert: no network in tests). */
function interceptThirdPartyScripts(): HTMLScriptElement[] {
  const inert = document.createElement('template');
  const added: HTMLScriptElement[] = [];
  const original = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (!(node instanceof HTMLScriptElement) || !node.src.startsWith('https://')) return original(node);
    added.push(node);
    return inert.content.appendChild(node);
  });
  return added;
}

beforeEach(() => {
  window.dataLayer = [];
  delete window.fbq;
  delete window._fbq;
  clearGaCookies();
  forget('property:');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  clearGaCookies();
});

// The module keeps the pixels it started for the page's life, so each test uses its own id.
describe('Facebook Pixel', () => {
  it('is not loaded when analytics are off for the build, even for a property with a pixel', () => {
    const scripts = interceptThirdPartyScripts();
    vi.stubEnv('VITE_ANALYTICS', '');
    loadFacebookPixel('100000000000001');
    vi.stubEnv('VITE_ANALYTICS', 'off');
    loadFacebookPixel('100000000000001');
    expect(window.fbq).toBeUndefined();
    expect(scripts).toHaveLength(0);
  });

  it('is not loaded for a property without a pixel id', () => {
    const scripts = interceptThirdPartyScripts();
    vi.stubEnv('VITE_ANALYTICS', 'on');
    for (const none of [null, undefined, '']) loadFacebookPixel(none);
    expect(window.fbq).toBeUndefined();
    expect(scripts).toHaveLength(0);
  });

  it('loads fbevents.js once, async, and records one PageView for the pixel', () => {
    const scripts = interceptThirdPartyScripts();
    vi.stubEnv('VITE_ANALYTICS', 'on');
    loadFacebookPixel('100000000000002');
    loadFacebookPixel('100000000000002'); // layout re-rendered / re-mounted
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(FB_SCRIPT);
    expect(scripts[0]?.async).toBe(true);
    // commands wait in the stub's queue until fbevents.js takes over
    expect(window.fbq?.queue).toEqual([
      ['init', '100000000000002'],
      ['trackSingle', '100000000000002', 'PageView'],
    ]);
  });

  it("starts a second property's pixel without loading the script again or counting a PageView for the first", () => {
    const scripts = interceptThirdPartyScripts();
    vi.stubEnv('VITE_ANALYTICS', 'on');
    loadFacebookPixel('100000000000003');
    loadFacebookPixel('100000000000004');
    expect(scripts).toHaveLength(1);
    expect(window.fbq?.queue.filter((command) => command.includes('PageView'))).toEqual([
      ['trackSingle', '100000000000003', 'PageView'],
      ['trackSingle', '100000000000004', 'PageView'],
    ]);
  });

  it('hands commands to fbevents.js once it has loaded', () => {
    interceptThirdPartyScripts();
    vi.stubEnv('VITE_ANALYTICS', 'on');
    loadFacebookPixel('100000000000005');
    const received: unknown[][] = [];
    window.fbq!.callMethod = (...command: unknown[]) => void received.push(command);
    window.fbq!('track', 'Lead');
    expect(received).toEqual([['track', 'Lead']]);
  });

  it('never lets a failure reach the page: a script that fails to load is removed, a blocked insert is ignored', () => {
    const scripts = interceptThirdPartyScripts();
    vi.stubEnv('VITE_ANALYTICS', 'on');
    loadFacebookPixel('100000000000006');
    const script = scripts[0]!;
    expect(script.parentNode).not.toBeNull();
    script.dispatchEvent(new Event('error'));
    expect(script.parentNode).toBeNull();

    delete window.fbq;
    vi.mocked(document.head.appendChild).mockImplementation(() => {
      throw new DOMException('Refused by the content security policy', 'SecurityError');
    });
    expect(() => loadFacebookPixel('100000000000007')).not.toThrow();
  });

  it('is loaded by the property layout with GTM, for a property that configures both', async () => {
    const scripts = interceptThirdPartyScripts();
    vi.stubEnv('VITE_ANALYTICS', 'on');
    await db.properties.update((q) => q.where({ PropertyCode: 'SEAVIEW' }), {
      data(p) {
        p.GoogleTagManagerContainerId = 'GTM-TEST1';
        p.FacebookPixelId = '100000000000008';
      },
    });
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/Book/SEAVIEW'] })} />);
    await screen.findByRole('heading', { level: 1, name: /Book your stay at Seaview/i });
    await waitFor(() =>
      expect(scripts.map((s) => s.src).sort()).toEqual([
        FB_SCRIPT,
        'https://www.googletagmanager.com/gtm.js?id=GTM-TEST1',
      ]),
    );
    expect(window.fbq?.queue).toContainEqual(['init', '100000000000008']);
    expect(window.fbq?.queue).toContainEqual(['trackSingle', '100000000000008', 'PageView']);
  });
});

describe('campaign data with the GA ids (spec 3 "Analytics campaign data kept locally", spec 9)', () => {
  it('keeps the GTM container and the GA client and session ids found at landing', () => {
    setCookie('_ga', CLIENT_COOKIE);
    setCookie('_ga_TEST1', SESSION_COOKIE);
    captureCampaign('?utm_source=newsletter&utm_medium=email&gclid=abc', 'GTM-TEST1', 1000);
    expect(stored()).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      gclid: 'abc',
      gtmId: 'GTM-TEST1',
      ga_client_id: '123456789.1700000000',
      ga_session_id: '1700000000',
      timestamp: 1000,
    });
  });

  it('writes nothing for a landing without campaign data, even with analytics and GA cookies', () => {
    setCookie('_ga', CLIENT_COOKIE);
    expect(captureCampaign('?from=2026-12-01&promo=SPRING10', 'GTM-TEST1')).toBeNull();
    expect(localStorage.getItem(CAMPAIGN_STORAGE_KEY)).toBeNull();
  });

  it('without a GTM container keeps only the landing fields and waits for nothing', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    setCookie('_ga', CLIENT_COOKIE);
    const record = captureCampaign('?utm_source=newsletter', null, 1000)!;
    expect(stored()).toEqual({ utm_source: 'newsletter', timestamp: 1000 });
    awaitAnalyticsCookies(record);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('retries every 500 ms and updates the stored record when the cookies appear after two retries', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const record = captureCampaign('?utm_campaign=spring', 'GTM-TEST1', 1000)!;
    expect(stored()).toEqual({ utm_campaign: 'spring', gtmId: 'GTM-TEST1', timestamp: 1000 });
    awaitAnalyticsCookies(record);
    await vi.advanceTimersByTimeAsync(1000); // two retries, no cookies yet
    expect(stored()).toEqual({ utm_campaign: 'spring', gtmId: 'GTM-TEST1', timestamp: 1000 });
    setCookie('_ga', CLIENT_COOKIE);
    setCookie('_ga_TEST1', SESSION_COOKIE);
    await vi.advanceTimersByTimeAsync(499);
    expect(stored()?.ga_client_id).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1); // third retry
    expect(stored()).toEqual({
      utm_campaign: 'spring',
      gtmId: 'GTM-TEST1',
      ga_client_id: '123456789.1700000000',
      ga_session_id: '1700000000',
      timestamp: 1000,
    });
    expect(vi.getTimerCount()).toBe(0); // both found: done
  });

  it('takes each id as it appears and keeps waiting for the other', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    awaitAnalyticsCookies(captureCampaign('?utm_source=newsletter', 'GTM-TEST1', 1000)!);
    setCookie('_ga', CLIENT_COOKIE);
    await vi.advanceTimersByTimeAsync(500);
    expect(stored()).toMatchObject({ ga_client_id: '123456789.1700000000' });
    expect(stored()?.ga_session_id).toBeUndefined();
    setCookie('_ga_TEST1', 'GS1.1.1711111111.1.1.1711111111.0.0.0');
    await vi.advanceTimersByTimeAsync(500);
    expect(stored()).toMatchObject({ ga_client_id: '123456789.1700000000', ga_session_id: '1711111111' });
  });

  it('gives up after 10 tries (5 s) when the cookies never come', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    awaitAnalyticsCookies(captureCampaign('?utm_source=newsletter', 'GTM-TEST1', 1000)!);
    await vi.advanceTimersByTimeAsync(4999);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(vi.getTimerCount()).toBe(0);
    setCookie('_ga', CLIENT_COOKIE);
    await vi.advanceTimersByTimeAsync(5000);
    expect(stored()).toEqual({ utm_source: 'newsletter', gtmId: 'GTM-TEST1', timestamp: 1000 });
  });

  it('stops, and brings nothing back, when a booking confirmation cleared the record', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    awaitAnalyticsCookies(captureCampaign('?utm_source=newsletter', 'GTM-TEST1', 1000)!);
    clearCampaign();
    setCookie('_ga', CLIENT_COOKIE);
    await vi.advanceTimersByTimeAsync(500);
    expect(localStorage.getItem(CAMPAIGN_STORAGE_KEY)).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  async function landOnSeaviewWithGtm(path: string) {
    await db.properties.update((q) => q.where({ PropertyCode: 'SEAVIEW' }), {
      data(p) {
        p.GoogleTagManagerContainerId = 'GTM-TEST1';
      },
    });
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
    await screen.findByRole('heading', { level: 1, name: /Book your stay at Seaview/i });
    // the layout's effects run after the commit: the page view at once, the campaign capture once
    // the analytics code (loaded after render) has arrived
    await vi.waitFor(() => expect(events('page_view')).toHaveLength(1));
    await vi.dynamicImportSettled();
  }

  it("the landing page keeps the property's GTM container and takes the GA ids once they appear", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await landOnSeaviewWithGtm('/Book/SEAVIEW?utm_source=newsletter&gclid=abc');
    await vi.waitFor(() =>
      expect(stored()).toMatchObject({ utm_source: 'newsletter', gclid: 'abc', gtmId: 'GTM-TEST1' }),
    );
    expect(stored()?.ga_client_id).toBeUndefined();
    setCookie('_ga', CLIENT_COOKIE);
    setCookie('_ga_TEST1', SESSION_COOKIE);
    await vi.advanceTimersByTimeAsync(500);
    expect(stored()).toMatchObject({
      gtmId: 'GTM-TEST1',
      ga_client_id: '123456789.1700000000',
      ga_session_id: '1700000000',
    });
  });

  it('keeps the landing even when the layout goes away before the analytics code arrives', async () => {
    function Layout() {
      useNavigationEffects('GTM-TEST1');
      return <p>Landing</p>;
    }
    render(
      <RouterProvider
        router={createMemoryRouter([{ path: '/Book/:propertyCode', Component: Layout }], {
          initialEntries: ['/Book/SEAVIEW?utm_campaign=spring'],
        })}
      />,
    );
    cleanup(); // in the same task: the analytics code cannot have arrived yet
    await vi.dynamicImportSettled();
    await vi.waitFor(() => expect(stored()).toMatchObject({ utm_campaign: 'spring', gtmId: 'GTM-TEST1' }));
  });

  it('stops waiting for the cookies when the layout goes away', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await landOnSeaviewWithGtm('/Book/SEAVIEW?utm_source=newsletter');
    await vi.waitFor(() => expect(stored()).toMatchObject({ utm_source: 'newsletter' }));
    cleanup();
    setCookie('_ga', CLIENT_COOKIE);
    setCookie('_ga_TEST1', SESSION_COOKIE);
    await vi.advanceTimersByTimeAsync(5000);
    expect(stored()).toMatchObject({ utm_source: 'newsletter', gtmId: 'GTM-TEST1' });
    expect(stored()?.ga_client_id).toBeUndefined();
  });

  it('a landing without campaign data creates no record, with GTM configured', async () => {
    setCookie('_ga', CLIENT_COOKIE);
    await landOnSeaviewWithGtm('/Book/SEAVIEW');
    expect(localStorage.getItem(CAMPAIGN_STORAGE_KEY)).toBeNull();
  });
});

describe('promotion code added', () => {
  type BookingActor = ActorRefFrom<typeof bookingMachine>;
  // the demo SEAVIEW, as the booking layout passes it
  const facts = { ...property, propertyId: DEMO.properties.SEAVIEW, noAvailabilityMessage: null };

  /** Mounts the booking flow (restored from sessionStorage when a snapshot is there), as a page load does. */
  async function loadBookingFlow(): Promise<BookingActor> {
    let actor: BookingActor | undefined;
    function Capture() {
      actor = useBookingActor();
      return null;
    }
    const router = createMemoryRouter(
      [
        {
          path: '/Book/SEAVIEW',
          element: (
            <BookingProvider facts={facts}>
              <Outlet />
            </BookingProvider>
          ),
          children: [{ index: true, element: <Capture /> }],
        },
      ],
      { initialEntries: ['/Book/SEAVIEW'] },
    );
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(actor).toBeDefined());
    return actor!;
  }

  const resultsReplaced = (actor: BookingActor, before: unknown) =>
    waitFor(() => expect(actor.getSnapshot().context.results).not.toBe(before));

  it(
    'is reported once for a search with a valid code, ' +
      'not again for the re-check after a reload, and again for a new search',
    async () => {
      const today = new Date().toLocaleDateString('en-CA'); // YYYY-MM-DD, local
      const query = {
        fromDate: addDays(today, 30),
        toDate: addDays(today, 32),
        rooms: [{ numberOfAdults: 2, numberOfChildren: 0, numberOfInfants: 0 }],
        promoCode: DEMO.promoCode,
      };
      let actor = await loadBookingFlow();
      actor.send({ type: 'search.requested', query });
      await waitFor(() => expect(actor.getSnapshot().matches('roomsAndRates')).toBe(true));
      expect(actor.getSnapshot().context.results?.IsPromoCodeValid).toBe(true);
      expect(events('promotion_code_added')).toEqual([
        { event: 'promotion_code_added', propertyCode: 'SEAVIEW', promoCode: DEMO.promoCode },
      ]);

      // reload: the flow comes back from sessionStorage and re-checks the same search in the background
      cleanup();
      actor = await loadBookingFlow();
      const restored = actor.getSnapshot().context.results;
      expect(restored?.IsPromoCodeValid).toBe(true);
      await resultsReplaced(actor, restored);
      expect(actor.getSnapshot().context.results?.IsPromoCodeValid).toBe(true);
      expect(events('promotion_code_added')).toHaveLength(1);

      // a new search (other dates) with the same code is reported
      actor.send({ type: 'search.requested', query: { ...query, toDate: addDays(query.toDate, 1) } });
      await waitFor(() => expect(events('promotion_code_added')).toHaveLength(2));
    },
  );
});
