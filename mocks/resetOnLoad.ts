/**
 * `?resetMock=1`: forget the mock's database and cookies. This module must be the first import of
 * mocks/browser.ts: MSW reads its cookie store from localStorage once, when its module loads, and
 * keeps it in memory; forgetting the stored cookies after that left MSW sending the old
 * XSRF-TOKEN while the page had none, so a second reset in the same tab made the next
 * state-changing call fail with the anti-forgery error. It imports nothing of MSW.
 */
import { XSRF_COOKIE } from '@/api/middleware';
import { DB_STORAGE_KEY, MSW_COOKIE_STORE_KEY, SESSION_COOKIE } from './cookieNames';

/** Forgets the stored database and every cookie of the mock (MSW's store and the page's). */
export function forgetMockState(): void {
  localStorage.removeItem(DB_STORAGE_KEY);
  localStorage.removeItem(MSW_COOKIE_STORE_KEY);
  for (const name of [SESSION_COOKIE, XSRF_COOKIE]) document.cookie = `${name}=; Path=/; Max-Age=0`;
}

/** Whether this page load asked for a reset (the address is read once, as the module loads). */
export const resetRequested = new URLSearchParams(location.search).has('resetMock');
if (resetRequested) forgetMockState();
