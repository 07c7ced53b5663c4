import type { CheckoutDraft } from '@machines/checkout/checkout.types';
import { USER_DATA_KEY_PREFIX } from '@/ui/session';

/** Under the user-data prefix, so logging out removes what the guest typed. */
const draftKey = (code: string) => `${USER_DATA_KEY_PREFIX}checkout:${code.toUpperCase()}`;

/** What the guest had typed before a reload (never card data or a password). */
export function readDraft(code: string): CheckoutDraft | null {
  try {
    const text = sessionStorage.getItem(draftKey(code));
    return text ? (JSON.parse(text) as CheckoutDraft) : null;
  } catch {
    return null;
  }
}

export function writeDraft(code: string, draft: CheckoutDraft): void {
  try {
    sessionStorage.setItem(draftKey(code), JSON.stringify(draft));
  } catch {
    // storage unavailable: the form still works
  }
}

export function clearDraft(code: string): void {
  sessionStorage.removeItem(draftKey(code));
}
