import { type Kysely } from 'kysely';
import { big, notNull } from './helpers.ts';

// Frozen once released: a later change is a new migration.

/**
 * `event_tickets` (live updates, ADR 013): a browser's EventSource cannot send the player's token in
 * a header, so it opens `GET /api/events?ticket=…` with a ticket asked for a moment before. A ticket
 * is single-use (redeemed by deleting its row) and short-lived; only its hash is stored, with the
 * session it was issued to, so a revoked session's tickets open nothing. Any server process redeems it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event_tickets')
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('session_id', big, notNull)
    .addColumn('expires_at', big, notNull)
    .execute();
  await db.schema.createIndex('event_tickets_expiry').on('event_tickets').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_tickets').execute();
}
