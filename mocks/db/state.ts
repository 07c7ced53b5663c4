/**
 * Lifecycle of the mock database: seeding, resetting, and the write hook the browser uses to
 * persist. Every handler awaits `ensureMockDb()` first, so a reset that is still running (or a
 * first request before any seed) is always finished before data is read.
 */
import { mockToday } from '../clock';
import { restoreDb, snapshotDb, type DbSnapshot } from './collections';
import { seedDb } from './seed';

let ready: Promise<void> | null = null;
let seededFor: string = mockToday();
let writeListener: ((snapshot: () => DbSnapshot) => void) | null = null;

/** Resolves once the database holds data (seeding it on first use). */
export function ensureMockDb(): Promise<void> {
  if (!ready) ready = resetMockDb();
  return ready;
}

/** Re-seeds the demo data relative to the mock clock's today. Every Node test calls this. */
export function resetMockDb(today: string = mockToday()): Promise<void> {
  seededFor = today;
  ready = seedDb(today);
  return ready;
}

/** Loads a persisted snapshot instead of seeding (browser reloads). */
export function loadMockDb(snapshot: DbSnapshot): Promise<void> {
  seededFor = snapshot.seededFor;
  ready = restoreDb(snapshot);
  return ready;
}

/** The day the current data was seeded for. */
export function mockDbSeededFor(): string {
  return seededFor;
}

/** Registers the one listener told after every state-changing request (the browser persists). */
export function onMockDbWrite(listener: ((snapshot: () => DbSnapshot) => void) | null): void {
  writeListener = listener;
}

/** Called by handlers after they changed data. */
export function notifyMockDbWrite(): void {
  writeListener?.(() => snapshotDb(seededFor));
}
