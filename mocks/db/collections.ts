/**
 * The mock backend's database: one @msw/data Collection per entity of the data model.
 * Handlers read and write these; `resetDb()` (re)seeds them relative to the mock clock.
 */
import { Collection } from '@msw/data';
import {
  bookedNightSchema,
  cancellationReasonSchema,
  cardTypeSchema,
  companySchema,
  countrySchema,
  exchangeRateSchema,
  giftVoucherSchema,
  idempotencyRecordSchema,
  logBatchSchema,
  promoCodeSchema,
  propertyGroupSchema,
  propertySchema,
  ratePlanSchema,
  reservationSchema,
  restaurantBookingSchema,
  restaurantSchema,
  searchAttemptSchema,
  roomConfigurationSchema,
  roomTypeSchema,
  serviceSchema,
  sessionSchema,
  spentCardTokenSchema,
  userSchema,
} from './schemas';

export const db = {
  properties: new Collection({ schema: propertySchema }),
  propertyGroups: new Collection({ schema: propertyGroupSchema }),
  roomTypes: new Collection({ schema: roomTypeSchema }),
  ratePlans: new Collection({ schema: ratePlanSchema }),
  promoCodes: new Collection({ schema: promoCodeSchema }),
  giftVouchers: new Collection({ schema: giftVoucherSchema }),
  services: new Collection({ schema: serviceSchema }),
  companies: new Collection({ schema: companySchema }),
  countries: new Collection({ schema: countrySchema }),
  cardTypes: new Collection({ schema: cardTypeSchema }),
  cancellationReasons: new Collection({ schema: cancellationReasonSchema }),
  roomConfigurations: new Collection({ schema: roomConfigurationSchema }),
  restaurants: new Collection({ schema: restaurantSchema }),
  restaurantBookings: new Collection({ schema: restaurantBookingSchema }),
  users: new Collection({ schema: userSchema }),
  sessions: new Collection({ schema: sessionSchema }),
  reservations: new Collection({ schema: reservationSchema }),
  bookedNights: new Collection({ schema: bookedNightSchema }),
  idempotency: new Collection({ schema: idempotencyRecordSchema }),
  spentCardTokens: new Collection({ schema: spentCardTokenSchema }),
  searchAttempts: new Collection({ schema: searchAttemptSchema }),
  exchangeRates: new Collection({ schema: exchangeRateSchema }),
  logBatches: new Collection({ schema: logBatchSchema }),
};

export type Db = typeof db;
export type CollectionName = keyof Db;

/** Empty every collection. */
export function clearDb(): void {
  for (const collection of Object.values(db)) collection.clear();
}

/** A JSON-serialisable copy of every collection (the browser persists this). */
export type DbSnapshot = { version: number; seededFor: string; collections: Record<string, unknown[]> };

export const DB_SNAPSHOT_VERSION = 5;

export function snapshotDb(seededFor: string): DbSnapshot {
  const collections: Record<string, unknown[]> = {};
  for (const [name, collection] of Object.entries(db)) {
    collections[name] = collection.all().map((record) => JSON.parse(JSON.stringify(record)) as unknown);
  }
  return { version: DB_SNAPSHOT_VERSION, seededFor, collections };
}

/** Replace the database content by a snapshot (records are re-validated by their schemas). */
export async function restoreDb(snapshot: DbSnapshot): Promise<void> {
  clearDb();
  for (const [name, collection] of Object.entries(db)) {
    const records = snapshot.collections[name] ?? [];
    for (const record of records) {
      // Each record was produced by the same schema; create() validates it again.
      await (collection as unknown as { create(values: unknown): Promise<unknown> }).create(record);
    }
  }
}
