import { type Kysely } from 'kysely';

// Frozen once released: a later change is a new migration.

/**
 * The burst alert (ADR 017) counts a player's submissions of the last M minutes in the database, so
 * every server process sees them all and a restart forgets none. The only index on `bid_submissions`
 * by player was (user_id, request_id): it finds a player's rows but not their recent ones, so the
 * count read every submission the player ever made. (user_id, created_at) reads just the window's.
 * One more index entry per submission (not per line); its cost is measured in ADR 017.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('bid_submissions_user_time')
    .on('bid_submissions')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bid_submissions_user_time').execute();
}
