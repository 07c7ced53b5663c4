/**
 * Keys under which flows keep what must survive a reload in sessionStorage (never card data,
 * never passwords). The route guards read them; the flows' machines write them. Keys of user
 * data start with USER_DATA_KEY_PREFIX (src/ui/session.tsx: logout removes them), written out
 * here so this module, which every page loads, does not pull the session's module into a chunk of
 * its own (tests/unit/ui/persistence.test.ts keeps the two in step).
 */

export const storageKeys = {
  booking: (propertyCode: string) => `hbe:booking:${propertyCode.toUpperCase()}`,
  /** the manage flow's persisted snapshot (the amendments not saved yet) */
  manage: (propertyCode: string) => `hbe:manage:${propertyCode.toUpperCase()}`,
  /** a pre check-in in progress, without its card's number and security code */
  preCheckIn: (propertyCode: string, reference: string) => `hbe:precheckin:${propertyCode.toUpperCase()}:${reference}`,
  /** a table booking in progress: what was chosen and typed, and its key (user data: logout removes it) */
  restaurant: (propertyCode: string) => `hbe:user:restaurant:${propertyCode.toUpperCase()}`,
  /** an account being created: the details typed (never the password) and its key (user data) */
  register: (propertyCode: string) => `hbe:user:register:${propertyCode.toUpperCase()}`,
  /** the booking a guest search in this tab opened: reference and link code */
  managedBooking: (propertyCode: string) => `hbe:manage-booking:${propertyCode.toUpperCase()}`,
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
  // flows write { shape, snapshot } (src/ui/flowContext)
  const snapshot = field(readJson(storageKeys.booking(propertyCode)), 'snapshot');
  const items = field(field(snapshot, 'context'), 'basket');
  return Array.isArray(items) ? items.length : 0;
}

export interface ManagedBookingKey {
  referenceNumber: string;
  linkCode: string;
}

/** A guest search found this booking in this tab: the reservation route may open it without parameters. */
export function rememberManagedBooking(propertyCode: string, referenceNumber: string, linkCode: string): void {
  try {
    globalThis.sessionStorage?.setItem(
      storageKeys.managedBooking(propertyCode),
      JSON.stringify({ referenceNumber, linkCode } satisfies ManagedBookingKey),
    );
  } catch {
    // storage blocked: the route then needs its parameters
  }
}

/** The booking a guest search opened in this tab, if any. */
export function rememberedManagedBooking(propertyCode: string): ManagedBookingKey | null {
  const value = readJson(storageKeys.managedBooking(propertyCode));
  const referenceNumber = field(value, 'referenceNumber');
  const linkCode = field(value, 'linkCode');
  return typeof referenceNumber === 'string' && typeof linkCode === 'string' ? { referenceNumber, linkCode } : null;
}
