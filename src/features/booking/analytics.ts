import type { components } from '../../api/schema';
import { clearCampaign, pushDataLayer } from '../../ui/analytics';
import type { BasketItem } from '../../../machines/booking/booking.types';
import { roomCost } from '../../domain/pricing';
const purchased = new Set<string>();

/**
 * The purchase event on the confirmation page (once per booking), after which the campaign
 * data kept in localStorage is cleared (spec 9).
 */
export function recordPurchase(propertyCode: string, confirmation: components['schemas']['ReservationConfirmation']): void {
  if (purchased.has(confirmation.ReferenceNumber)) return;
  purchased.add(confirmation.ReferenceNumber);
  pushDataLayer({
    event: 'purchase',
    propertyCode,
    ecommerce: {
      transaction_id: confirmation.ReferenceNumber,
      value: confirmation.TotalCost,
      tax: confirmation.VatAmount,
      currency: confirmation.Currency,
      items: confirmation.Rooms.map((room) => ({ item_name: room.RoomTypeName, item_variant: room.RatePlanName, price: room.TotalCost, quantity: 1 })),
    },
  });
  clearCampaign();
}

const cartItem = (item: BasketItem, currency: string) => ({
  item_id: String(item.RoomTypeId),
  item_name: item.roomTypeName,
  item_variant: item.ratePlan.RatePlanName,
  price: roomCost(item.ratePlan, item),
  currency,
  quantity: 1,
});

/** add_to_cart / remove_from_cart from the difference between two baskets. */
export function recordBasketChange(propertyCode: string, currency: string, before: readonly BasketItem[], after: readonly BasketItem[]): void {
  const key = (i: BasketItem) => `${i.roomNumber}|${i.RoomTypeId}|${i.ratePlan.RatePlanId}`;
  const was = new Set(before.map(key));
  const now = new Set(after.map(key));
  for (const item of before) if (!now.has(key(item))) pushDataLayer({ event: 'remove_from_cart', propertyCode, ecommerce: { items: [cartItem(item, currency)] } });
  for (const item of after) if (!was.has(key(item))) pushDataLayer({ event: 'add_to_cart', propertyCode, ecommerce: { items: [cartItem(item, currency)] } });
}

export function recordBeginCheckout(propertyCode: string, currency: string, basket: readonly BasketItem[]): void {
  pushDataLayer({ event: 'begin_checkout', propertyCode, ecommerce: { currency, items: basket.map((i) => cartItem(i, currency)) } });
}

export function recordPromotionCode(propertyCode: string, promoCode: string): void {
  pushDataLayer({ event: 'promotion_code_added', propertyCode, promoCode });
}
