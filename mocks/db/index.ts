/** The mock backend's database: collections, seed and lifecycle. */
export { db, clearDb, snapshotDb, restoreDb, DB_SNAPSHOT_VERSION, type Db, type DbSnapshot } from './collections';
export { seedDb } from './seed';
export { ensureMockDb, resetMockDb, loadMockDb, mockDbSeededFor, onMockDbWrite, notifyMockDbWrite } from './state';
export { DEMO } from './demo';
