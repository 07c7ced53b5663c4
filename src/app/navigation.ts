import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import { recordPageView, type CampaignData } from '@/ui/analytics';

/**
 * Each navigation scrolls to the top, records a page view for the property and moves focus to
 * the new page's heading (not on the first load, where focus stays at the document start).
 * The first load also keeps the landing's campaign data (spec 9); with the property's GTM
 * container id it adds the GA ids, waiting for the analytics cookies while the layout is shown.
 */
export function useNavigationEffects(gtmId?: string | null): void {
  const { pathname, search } = useLocation();
  const { propertyCode } = useParams();
  const first = useRef(true);
  /** the page last recorded: an effect run again for the same page (StrictMode) records nothing */
  const recorded = useRef<string | null>(null);
  const landing = useRef<{ search: string; campaign?: CampaignData | null }>({ search });
  useEffect(() => {
    const page = `${propertyCode ?? ''}|${pathname}`;
    if (recorded.current === page) return;
    recorded.current = page;
    window.scrollTo(0, 0);
    recordPageView(propertyCode, pathname);
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('[data-page-heading]');
    heading?.focus({ preventScroll: true });
  }, [pathname, propertyCode]);
  useEffect(() => {
    // the campaign code loads after the page has rendered; the landing's query was kept above
    let stop: (() => void) | undefined;
    let live = true;
    void import('@/app/analytics-tags').then(
      ({ awaitAnalyticsCookies, captureCampaign }) => {
        // the landing's campaign is kept even if the layout has gone meanwhile; only the wait
        // for the analytics cookies belongs to the layout's life
        const current = landing.current;
        if (current.campaign === undefined) current.campaign = captureCampaign(current.search, gtmId);
        if (live) stop = current.campaign && gtmId ? awaitAnalyticsCookies(current.campaign) : undefined;
      },
      () => {
        // analytics must never break the page
      },
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [gtmId]);
}
