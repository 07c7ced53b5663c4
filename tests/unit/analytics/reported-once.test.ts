import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@/api/schema';
import type { SearchQuery } from '@/domain/searchQuery';

/**
 * "Booking confirmation (with a purchase event)" and "promotion code added" (spec 9) are
 * reported once. A reload is a fresh page: new module state, same web storage. Each test
 * imports the module anew after vi.resetModules() to play one page load.
 */
type Confirmation = components['schemas']['ReservationConfirmation'];

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

let page: { dataLayer?: Record<string, unknown>[] };

/** One page load: a fresh window (data layer) and fresh modules over the same storage. */
async function loadPage() {
  page = {};
  vi.stubGlobal('window', page);
  vi.resetModules();
  return import('@/features/booking/analytics');
}

const events = (name: string) => (page.dataLayer ?? []).filter((e) => e.event === name);

function confirmation(referenceNumber: string): Confirmation {
  return {
    ReferenceNumber: referenceNumber,
    Status: 'Confirmed',
    PropertyName: 'Seaview',
    DateFrom: '2026-12-01',
    DateTo: '2026-12-03',
    Booker: { FirstName: 'Alex', LastName: 'Morgan', Email: 'alex@example.com' },
    Rooms: [
      {
        ReservationItemId: 1,
        RoomTypeName: 'Double',
        RatePlanName: 'Best available',
        DateFrom: '2026-12-01',
        DateTo: '2026-12-03',
        NumberOfAdults: 2,
        NumberOfChildren: 0,
        NumberOfInfants: 0,
        LeadGuest: { FirstName: 'Alex', LastName: 'Morgan' },
        Services: [],
        TotalCost: 240,
      },
    ],
    TotalCost: 240,
    VatAmount: 40,
    Currency: 'GBP',
    PaymentType: 0,
    LinkHash: 'abc',
    GuestSurname: 'Morgan',
    VoucherCode: null,
    VoucherAmount: 0,
    VatRate: 20,
    IsVatExclusive: false,
    AmountPaid: 240,
    AmountDue: 0,
  };
}

let local: MemoryStorage;
let session: MemoryStorage;

beforeEach(() => {
  local = new MemoryStorage();
  session = new MemoryStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('purchase event: once per booking, also across reloads', () => {
  it('reports the purchase with its reference and total once, and not again after a reload', async () => {
    let analytics = await loadPage();
    analytics.recordPurchase('SEAVIEW', confirmation('100123'));
    analytics.recordPurchase('SEAVIEW', confirmation('100123'));
    expect(events('purchase')).toHaveLength(1);
    expect(events('purchase')[0]).toMatchObject({
      propertyCode: 'SEAVIEW',
      ecommerce: { transaction_id: '100123', value: 240, tax: 40, currency: 'GBP' },
    });

    analytics = await loadPage(); // reload of the confirmation page
    analytics.recordPurchase('SEAVIEW', confirmation('100123'));
    expect(events('purchase')).toHaveLength(0);

    analytics = await loadPage(); // a later visit to the same confirmation link
    analytics.recordPurchase('seaview', confirmation('100123'));
    expect(events('purchase')).toHaveLength(0);
  });

  it('still reports a different booking, and the same reference number at another property', async () => {
    const analytics = await loadPage();
    analytics.recordPurchase('SEAVIEW', confirmation('100123'));
    analytics.recordPurchase('SEAVIEW', confirmation('100124'));
    analytics.recordPurchase('CITYLOFT', confirmation('100123'));
    expect(events('purchase').map((e) => (e.ecommerce as { transaction_id: string }).transaction_id)).toEqual([
      '100123',
      '100124',
      '100123',
    ]);
  });

  it('clears the campaign data on the first report only', async () => {
    let analytics = await loadPage();
    localStorage.setItem('hbe:campaign', JSON.stringify({ utm_source: 'newsletter', timestamp: 1 }));
    analytics.recordPurchase('SEAVIEW', confirmation('100123'));
    expect(localStorage.getItem('hbe:campaign')).toBeNull();

    // a new landing after the booking; reloading the old confirmation must not wipe it
    localStorage.setItem('hbe:campaign', JSON.stringify({ utm_source: 'summer-sale', timestamp: 2 }));
    analytics = await loadPage();
    analytics.recordPurchase('SEAVIEW', confirmation('100123'));
    expect(JSON.parse(localStorage.getItem('hbe:campaign') ?? 'null')).toMatchObject({ utm_source: 'summer-sale' });
  });

  it('keeps only the last 20 references, so the record stays small', async () => {
    let analytics = await loadPage();
    for (let i = 1; i <= 25; i++) analytics.recordPurchase('SEAVIEW', confirmation(String(i)));
    const kept: unknown = JSON.parse(localStorage.getItem(analytics.PURCHASES_REPORTED_KEY) ?? '[]');
    expect(kept).toHaveLength(20);
    expect(kept).toContain('SEAVIEW:25');
    expect(kept).not.toContain('SEAVIEW:5');

    analytics = await loadPage();
    analytics.recordPurchase('SEAVIEW', confirmation('25'));
    expect(events('purchase')).toHaveLength(0);
  });

  it('starts a new list over an unreadable one, and still reports once when storage is blocked', async () => {
    let analytics = await loadPage();
    localStorage.setItem(analytics.PURCHASES_REPORTED_KEY, '{not json');
    analytics.recordPurchase('SEAVIEW', confirmation('100123'));
    expect(events('purchase')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(analytics.PURCHASES_REPORTED_KEY) ?? '[]')).toEqual(['SEAVIEW:100123']);

    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    analytics = await loadPage();
    expect(() => analytics.recordPurchase('SEAVIEW', confirmation('100999'))).not.toThrow();
    analytics.recordPurchase('SEAVIEW', confirmation('100999'));
    expect(events('purchase')).toHaveLength(1);
  });
});

describe('promotion code added: once per promo code and search', () => {
  const search: SearchQuery = {
    fromDate: '2026-12-01',
    toDate: '2026-12-03',
    rooms: [{ numberOfAdults: 2, numberOfChildren: 0, numberOfInfants: 0 }],
    promoCode: 'SPRING10',
  };

  it('reports a search with a promo code once, also after a reload that repeats the same search', async () => {
    let analytics = await loadPage();
    analytics.recordPromotionCode('SEAVIEW', search);
    expect(events('promotion_code_added')).toEqual([
      { event: 'promotion_code_added', propertyCode: 'SEAVIEW', promoCode: 'SPRING10' },
    ]);
    // background re-check: same search
    analytics.recordPromotionCode('SEAVIEW', { ...search, rooms: [...search.rooms] });
    expect(events('promotion_code_added')).toHaveLength(1);

    analytics = await loadPage(); // reload: the restored flow re-checks the same search
    analytics.recordPromotionCode('SEAVIEW', structuredClone(search));
    expect(events('promotion_code_added')).toHaveLength(0);
  });

  it('reports the code again for a new search (other dates, rooms or code) and at another property', async () => {
    const analytics = await loadPage();
    analytics.recordPromotionCode('SEAVIEW', search);
    analytics.recordPromotionCode('SEAVIEW', { ...search, toDate: '2026-12-04' });
    analytics.recordPromotionCode('SEAVIEW', {
      ...search,
      rooms: [...search.rooms, { numberOfAdults: 1, numberOfChildren: 0, numberOfInfants: 0 }],
    });
    analytics.recordPromotionCode('SEAVIEW', { ...search, promoCode: 'SUMMER20' });
    analytics.recordPromotionCode('CITYLOFT', search);
    expect(events('promotion_code_added').map((e) => [e.propertyCode, e.promoCode])).toEqual([
      ['SEAVIEW', 'SPRING10'],
      ['SEAVIEW', 'SPRING10'],
      ['SEAVIEW', 'SPRING10'],
      ['SEAVIEW', 'SUMMER20'],
      ['CITYLOFT', 'SPRING10'],
    ]);
  });

  it('reports nothing for a search without a promo code', async () => {
    const analytics = await loadPage();
    analytics.recordPromotionCode('SEAVIEW', { ...search, promoCode: undefined });
    expect(events('promotion_code_added')).toHaveLength(0);
  });
});
