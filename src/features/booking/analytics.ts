import type { components } from '../../api/schema';
import { pushDataLayer } from '../../ui/analytics';

const CAMPAIGN_KEY = 'hbe:campaign';
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
  try {
    localStorage.removeItem(CAMPAIGN_KEY);
  } catch {
    // storage blocked: nothing to clear
  }
}
