import type { components } from '@/api/schema';
import { clearCampaign, pushDataLayer } from '@/ui/analytics';
import type { BasketItem } from '@machines/booking/booking.types';
import { roomCost } from '@/domain/pricing';
import { toDecimal } from '@/domain/money';
import { serialiseSearchQuery, type SearchQuery } from '@/domain/searchQuery';

export const PURCHASES_REPORTED_KEY = 'hbe:analytics:purchases';
export const PROMOTIONS_REPORTED_KEY = 'hbe:analytics:promotions';
const REPORTED_LIMIT = 20;
const purchased = new Set<string>();
const promotions = new Set<string>();

function readReported(storage: Storage, key: string): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return []; // unreadable: start a new list
  }
}

/**
 * True the first time `id` is reported. Reported ids are kept in web storage (the last 20), so a
 * reload or a later visit does not report them again; in memory too, for when storage is blocked.
 */
function firstReport(storage: () => Storage, key: string, id: string, memory: Set<string>): boolean {
  if (memory.has(id)) return false;
  memory.add(id);
  try {
    const store = storage();
    const reported = readReported(store, key);
    if (reported.includes(id)) return false;
    store.setItem(key, JSON.stringify([...reported, id].slice(-REPORTED_LIMIT)));
  } catch {
    // storage blocked or full: this page still reports once
  }
  return true;
}

/**
 * The purchase event on the confirmation page, once per booking even across reloads and later
 * visits (reported references in localStorage), after which the campaign data kept in
 * localStorage is cleared (spec 9).
 */
export function recordPurchase(
  propertyCode: string,
  confirmation: components['schemas']['ReservationConfirmation'],
): void {
  if (
    !firstReport(
      () => localStorage,
      PURCHASES_REPORTED_KEY,
      `${propertyCode.toUpperCase()}:${confirmation.ReferenceNumber}`,
      purchased,
    )
  )
    return;
  pushDataLayer({
    event: 'purchase',
    propertyCode,
    ecommerce: {
      transaction_id: confirmation.ReferenceNumber,
      value: confirmation.TotalCost,
      tax: confirmation.VatAmount,
      currency: confirmation.Currency,
      items: confirmation.Rooms.map((room) => ({
        item_name: room.RoomTypeName,
        item_variant: room.RatePlanName,
        price: room.TotalCost,
        quantity: 1,
      })),
    },
  });
  clearCampaign();
}

const cartItem = (item: BasketItem, currency: string) => ({
  item_id: String(item.RoomTypeId),
  item_name: item.roomTypeName,
  item_variant: item.ratePlan.RatePlanName,
  // analytics takes decimals of the currency (the API edge)
  price: toDecimal(roomCost(item.ratePlan, item, currency), currency),
  currency,
  quantity: 1,
});

/** add_to_cart / remove_from_cart from the difference between two baskets. */
export function recordBasketChange(
  propertyCode: string,
  currency: string,
  before: readonly BasketItem[],
  after: readonly BasketItem[],
): void {
  const key = (i: BasketItem) => `${i.roomNumber}|${i.RoomTypeId}|${i.ratePlan.RatePlanId}`;
  const was = new Set(before.map(key));
  const now = new Set(after.map(key));
  for (const item of before)
    if (!now.has(key(item)))
      pushDataLayer({ event: 'remove_from_cart', propertyCode, ecommerce: { items: [cartItem(item, currency)] } });
  for (const item of after)
    if (!was.has(key(item)))
      pushDataLayer({ event: 'add_to_cart', propertyCode, ecommerce: { items: [cartItem(item, currency)] } });
}

export function recordBeginCheckout(propertyCode: string, currency: string, basket: readonly BasketItem[]): void {
  pushDataLayer({
    event: 'begin_checkout',
    propertyCode,
    ecommerce: { currency, items: basket.map((i) => cartItem(i, currency)) },
  });
}

/**
 * "Promotion code added", once per promo code and search (property + the whole query): the
 * background re-check of a restored flow, or a reload, repeats the same search and does not
 * report it again (reported searches in sessionStorage).
 */
export function recordPromotionCode(propertyCode: string, search: SearchQuery): void {
  const promoCode = search.promoCode;
  if (!promoCode) return;
  const id = `${propertyCode.toUpperCase()}?${serialiseSearchQuery(search).toString()}`;
  if (!firstReport(() => sessionStorage, PROMOTIONS_REPORTED_KEY, id, promotions)) return;
  pushDataLayer({ event: 'promotion_code_added', propertyCode, promoCode });
}
