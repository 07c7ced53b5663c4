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
