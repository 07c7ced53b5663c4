import { readCookie } from '@/api/cookies';
import { CAMPAIGN_STORAGE_KEY, pushDataLayer, type CampaignData, type FacebookPixel } from '@/ui/analytics';

const CAMPAIGN_FIELDS = [
  'utm_id',
  'utm_source_platform',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
] as const;

/** GA's client id from the `_ga` cookie: `GA1.1.123456789.1700000000` gives `123456789.1700000000`. */
export function gaClientId(cookies: string | undefined): string | undefined {
  const value = safeCookie('_ga', cookies);
  return value ? /^GA\d+\.\d+\.([^.]+\.[^.]+)$/.exec(value)?.[1] : undefined;
}

/**
 * GA4's session id from the first `_ga_<stream>` cookie: `GS1.1.<id>.…` or the newer
 * `GS2.1.s<id>$o…`. The stream id is GA4's, not the GTM container's, so any `_ga_` cookie counts.
 */
export function gaSessionId(cookies: string | undefined): string | undefined {
  for (const part of cookies?.split(';') ?? []) {
    const name = part.trim().split('=')[0] ?? '';
    if (!name.startsWith('_ga_')) continue;
    const id = /^GS\d+\.\d+\.s?(\d+)(?:[.$]|$)/.exec(safeCookie(name, cookies) ?? '')?.[1];
    if (id) return id;
  }
  return undefined;
}

function safeCookie(name: string, cookies: string | undefined): string | undefined {
  try {
    return readCookie(name, cookies);
  } catch {
    return undefined; // a malformed %-escape
  }
}

function documentCookies(): string | undefined {
  try {
    return globalThis.document?.cookie;
  } catch {
    return undefined; // cookies blocked (sandboxed frame)
  }
}

function gaIds(cookies: string | undefined): Pick<CampaignData, 'ga_client_id' | 'ga_session_id'> {
  const clientId = gaClientId(cookies);
  const sessionId = gaSessionId(cookies);
  return { ...(clientId ? { ga_client_id: clientId } : {}), ...(sessionId ? { ga_session_id: sessionId } : {}) };
}

function storeCampaign(data: CampaignData): void {
  try {
    localStorage.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(data));
  } catch {
    // storage blocked: analytics only
  }
}

function storedCampaign(): CampaignData | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(CAMPAIGN_STORAGE_KEY) ?? 'null');
    return value && typeof value === 'object' && typeof (value as CampaignData).timestamp === 'number'
      ? (value as CampaignData)
      : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the campaign data of the landing URL (utm_*, gclid) in localStorage until a booking
 * confirmation clears it (spec 3 and 9). A later landing with new campaign data replaces it.
 * With analytics configured (a GTM container id) the record also holds the container id and
 * the GA client and session ids found in the cookies. A landing without campaign data writes
 * nothing.
 */
export function captureCampaign(
  search: string,
  gtmId: string | null | undefined,
  now = Date.now(),
  cookies = documentCookies(),
): CampaignData | null {
  const params = new URLSearchParams(search);
  const found: Partial<CampaignData> = {};
  for (const field of CAMPAIGN_FIELDS) {
    const value = params.get(field);
    if (value) found[field] = value.slice(0, 200);
  }
  if (Object.keys(found).length === 0) return null;
  const data: CampaignData = { ...found, ...(gtmId ? { gtmId, ...gaIds(cookies) } : {}), timestamp: now };
  storeCampaign(data);
  return data;
}

export const ANALYTICS_COOKIE_RETRY_MS = 500;
export const ANALYTICS_COOKIE_MAX_TRIES = 10;

/**
 * Spec 9, "a retry every 500 ms waits for analytics cookies": GA writes its cookies only after
 * GTM has run, usually after the landing was captured. While the captured record lacks a GA id,
 * the cookies are read again every 500 ms (at most 10 times) and the stored record takes the
 * ids that have appeared. It stops early once both are there, or when the stored record is no
 * longer this one (cleared by a booking or replaced by a new landing). Returns the stop function.
 */
export function awaitAnalyticsCookies(
  record: CampaignData,
  readCookies: () => string | undefined = documentCookies,
): () => void {
  const complete = (r: CampaignData) => Boolean(r.ga_client_id && r.ga_session_id);
  if (!record.gtmId || complete(record)) return () => {};
  let tries = 0;
  const timer = setInterval(() => {
    tries += 1;
    const stored = storedCampaign();
    if (!stored || stored.timestamp !== record.timestamp || stored.gtmId !== record.gtmId) {
      clearInterval(timer);
      return;
    }
    const updated = { ...gaIds(readCookies()), ...stored };
    if (updated.ga_client_id !== stored.ga_client_id || updated.ga_session_id !== stored.ga_session_id)
      storeCampaign(updated);
    if (complete(updated) || tries >= ANALYTICS_COOKIE_MAX_TRIES) clearInterval(timer);
  }, ANALYTICS_COOKIE_RETRY_MS);
  return () => clearInterval(timer);
}

/** Each container is loaded once per page life (a layout mounted again, e.g. by StrictMode, adds nothing). */
const startedContainers = new Set<string>();

/**
 * Loads Google Tag Manager only when the property configures a container and analytics are
 * enabled for this build (mock builds and tests leave them off: no third-party calls). The
 * script is async and its failure never reaches the page.
 */
export function loadTagManager(containerId: string | null | undefined): void {
  if (!containerId || import.meta.env.VITE_ANALYTICS !== 'on' || typeof document === 'undefined') return;
  if (startedContainers.has(containerId) || document.querySelector(`script[data-gtm="${containerId}"]`)) return;
  startedContainers.add(containerId);
  pushDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.dataset.gtm = containerId;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  script.onerror = () => script.remove();
  document.head.appendChild(script);
}

const FACEBOOK_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';
const startedPixels = new Set<string>();

/**
 * Loads the Facebook Pixel on the same terms as GTM (the property configures a pixel id and
 * analytics are on for this build), then inits it and records a PageView for it. The `fbq` stub
 * queues commands until fbevents.js (async, loaded once) takes over; its failure never reaches
 * the page. Each pixel id is started once per page life.
 */
export function loadFacebookPixel(pixelId: string | null | undefined): void {
  if (!pixelId || import.meta.env.VITE_ANALYTICS !== 'on' || typeof document === 'undefined') return;
  if (startedPixels.has(pixelId)) return;
  startedPixels.add(pixelId);
  try {
    const fbq = window.fbq ?? installFacebookPixel();
    fbq('init', pixelId);
    // trackSingle: a second property's pixel on the same page must not count a PageView for the first
    fbq('trackSingle', pixelId, 'PageView');
  } catch {
    // analytics must never break the page
  }
}

function installFacebookPixel(): FacebookPixel {
  const command = (...args: unknown[]): void => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  };
  const fbq: FacebookPixel = Object.assign(command, {
    queue: [] as unknown[][],
    push: command,
    loaded: true,
    version: '2.0',
  });
  window.fbq = fbq;
  window._fbq ??= fbq;
  const script = document.createElement('script');
  script.async = true;
  script.dataset.fbPixel = '';
  script.src = FACEBOOK_PIXEL_SCRIPT;
  script.onerror = () => script.remove();
  document.head.appendChild(script);
  return fbq;
}
