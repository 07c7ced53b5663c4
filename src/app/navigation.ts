import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import { captureCampaign, recordPageView } from '../ui/analytics';

/**
 * Each navigation scrolls to the top, records a page view for the property and moves focus to
 * the new page's heading (not on the first load, where focus stays at the document start).
 */
export function useNavigationEffects(): void {
  const { pathname } = useLocation();
  const { propertyCode } = useParams();
  const first = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    recordPageView(propertyCode, pathname);
    if (first.current) {
      first.current = false;
      captureCampaign(window.location.search, null);
      return;
    }
    const heading = document.querySelector<HTMLElement>('[data-page-heading]');
    heading?.focus({ preventScroll: true });
  }, [pathname, propertyCode]);
}
