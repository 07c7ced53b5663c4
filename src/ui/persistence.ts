/**
 * Keys under which flows keep what must survive a reload in sessionStorage (never card data,
 * never passwords). The route guards read them; the flows' machines write them.
 */
export const storageKeys = {
  booking: (propertyCode: string) => `hbe:booking:${propertyCode.toUpperCase()}`,
  manage: (propertyCode: string) => `hbe:manage:${propertyCode.toUpperCase()}`,
} as const;

function readJson(key: string): unknown {
  try {
    const text = globalThis.sessionStorage?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function field(value: unknown, name: string): unknown {
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;
}

/** Rooms in the persisted basket of this property (0 when none or unreadable). */
export function persistedBasketRoomCount(propertyCode: string): number {
  const items = field(field(readJson(storageKeys.booking(propertyCode)), 'context'), 'basket');
  return Array.isArray(items) ? items.length : 0;
}

/** Whether a manage-booking guest search was done and a reservation is loaded. */
export function hasPersistedManagedReservation(propertyCode: string): boolean {
  const reservation = field(field(readJson(storageKeys.manage(propertyCode)), 'context'), 'reservation');
  return reservation !== undefined && reservation !== null;
}
