import { virtualPageName } from '../domain/presentation';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pushes one event onto the GTM data layer (created on first use). Never throws. */
export function pushDataLayer(event: Record<string, unknown>): void {
  try {
    window.dataLayer ??= [];
    window.dataLayer.push(event);
  } catch {
    // analytics must never break the page
  }
}

/** Records a page view for the property, with the spec's virtual page name. */
export function recordPageView(propertyCode: string | undefined, pathname: string): void {
  pushDataLayer({ event: 'page_view', propertyCode, virtualPageName: virtualPageName(pathname), path: pathname });
}

export const CAMPAIGN_STORAGE_KEY = 'hbe:campaign';
const CAMPAIGN_FIELDS = ['utm_id', 'utm_source_platform', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'] as const;

export interface CampaignData {
  utm_id?: string;
  utm_source_platform?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
  gclid?: string;
  ga_client_id?: string;
  ga_session_id?: string;
  gtmId?: string;
  timestamp: number;
}

/**
 * Keeps the campaign data of the landing URL (utm_*, gclid) in localStorage until a booking
 * confirmation clears it (spec 3 and 9). A later landing with new campaign data replaces it.
 */
export function captureCampaign(search: string, gtmId: string | null | undefined, now = Date.now()): CampaignData | null {
  const params = new URLSearchParams(search);
  const found: Partial<CampaignData> = {};
  for (const field of CAMPAIGN_FIELDS) {
    const value = params.get(field);
    if (value) found[field] = value.slice(0, 200);
  }
  if (Object.keys(found).length === 0) return null;
  const data: CampaignData = { ...found, ...(gtmId ? { gtmId } : {}), timestamp: now };
  try {
    localStorage.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(data));
  } catch {
    // storage blocked: analytics only
  }
  return data;
}

export function clearCampaign(): void {
  try {
    localStorage.removeItem(CAMPAIGN_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}

/**
 * Loads Google Tag Manager only when the property configures a container and analytics are
 * enabled for this build (mock builds and tests leave them off: no third-party calls). The
 * script is async and its failure never reaches the page.
 */
export function loadTagManager(containerId: string | null | undefined): void {
  if (!containerId || import.meta.env.VITE_ANALYTICS !== 'on' || typeof document === 'undefined') return;
  if (document.querySelector(`script[data-gtm="${containerId}"]`)) return;
  pushDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.dataset.gtm = containerId;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  script.onerror = () => script.remove();
  document.head.appendChild(script);
}
