import { virtualPageName } from '@/domain/presentation';

export interface FacebookPixel {
  (...command: unknown[]): void;
  /** set by fbevents.js once it has loaded; until then commands wait in `queue` */
  callMethod?: (...command: unknown[]) => void;
  queue: unknown[][];
  push: (...command: unknown[]) => void;
  loaded: boolean;
  version: string;
}

/*
 * What every page needs at once: the data layer and page views. The tags (GTM, Facebook Pixel)
 * and the campaign capture live in src/app/analytics-tags, loaded after the page has rendered, so the
 * first load carries none of them.
 */

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
    fbq?: FacebookPixel;
    _fbq?: FacebookPixel;
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

export function clearCampaign(): void {
  try {
    localStorage.removeItem(CAMPAIGN_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}
