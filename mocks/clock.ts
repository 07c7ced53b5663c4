/**
 * The mock backend's clock. Everything date-relative in the mock (the seed, "today" for
 * availability, the same-day restriction, token expiry) reads the time from here, so tests
 * and stories can fix it: `setMockClock('2026-03-02T10:00:00Z')`, and `setMockClock(null)`
 * returns to the real time.
 */
let fixedNow: number | null = null;

/** Fix the mock clock to an ISO date-time (e.g. '2026-03-02T10:00:00Z'), or null for real time. */
export function setMockClock(isoDateTime: string | null): void {
  if (isoDateTime === null) {
    fixedNow = null;
    return;
  }
  const t = Date.parse(isoDateTime);
  if (Number.isNaN(t)) throw new Error(`setMockClock: not a date-time: ${isoDateTime}`);
  fixedNow = t;
}

/** The mock's current instant. */
export function mockNow(): Date {
  return new Date(fixedNow ?? Date.now());
}

/** The mock's "today" as YYYY-MM-DD (local calendar date of mockNow()). */
export function mockToday(): string {
  const d = mockNow();
  const y = d.getFullYear();
  const m = String(d.getMonth() + 1).padStart(2, '0');
  const day = String(d.getDate()).padStart(2, '0');
  return `${y}-${m}-${day}`;
}
