import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.ts';

// Frozen once released: a later change is a new migration.

/**
 * Settlement changes every bid of a draw once (status, win_amount, settled_at). With `status` in the
 * draw index, each of those updates rewrote an index entry, and on PostgreSQL none could be a HOT
 * update (a new row version on the same page, no index work): 1M bids took 23 s. The draw index
 * becomes (market_id, draw_date, id) — no settled column in any index, and the id range of a draw
 * (settlement works in id chunks) comes straight from it — and on PostgreSQL bids pages keep half
 * their room free (fillfactor 50), so the one update each bid gets stays on its page.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bids_draw').execute();
  await db.schema.createIndex('bids_draw').on('bids').columns(['market_id', 'draw_date', 'id']).execute();
  if (isPostgres(db)) await sql`alter table bids set (fillfactor = 50)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`alter table bids reset (fillfactor)`.execute(db);
  await db.schema.dropIndex('bids_draw').execute();
  await db.schema.createIndex('bids_draw').on('bids').columns(['market_id', 'draw_date', 'status']).execute();
}
