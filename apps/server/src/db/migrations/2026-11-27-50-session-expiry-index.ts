import { type Kysely } from 'kysely';

// Frozen once released: a later change is a new migration.

/**
 * Housekeeping (ADR 021) deletes player sessions a day after they expired, a batch at a time, oldest
 * expiry first: an index on `expires_at` lets each batch read just those rows instead of the whole
 * table. A session's expiry moves at most once an hour (the sliding touch), so the index costs little.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('sessions_expires').on('sessions').columns(['expires_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_expires').execute();
}
