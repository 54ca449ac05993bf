import { type Kysely, sql } from 'kysely';
import { big, notNull } from './helpers.ts';

// Frozen once released: a later change is a new migration.

/**
 * The exposure kept up to date as bids arrive: the pending bids of each draw, grouped by what decides
 * their payout (type, session, digits, closedigits, points), with their count. The bid path adds to
 * it in the same transaction as the bids; a settlement removes the groups it settles; a revert puts
 * them back. An exposure preview then reads a few hundred rows, never a million bids. Filled here
 * from the pending bids already stored.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pending_bid_groups')
    .addColumn('market_id', big, notNull)
    .addColumn('draw_date', 'varchar(10)', notNull)
    .addColumn('bid_type', 'varchar(20)', notNull)
    .addColumn('session', 'varchar(5)', notNull)
    .addColumn('digits', 'varchar(3)', notNull)
    .addColumn('closedigits', 'varchar(3)', notNull)
    .addColumn('points', big, notNull)
    .addColumn('bids', big, notNull)
    .addPrimaryKeyConstraint('pending_bid_groups_pk', ['market_id', 'draw_date', 'bid_type', 'session', 'digits', 'closedigits', 'points'])
    .execute();
  await sql`
    insert into pending_bid_groups (market_id, draw_date, bid_type, session, digits, closedigits, points, bids)
    select market_id, draw_date, bid_type, session, digits, closedigits, points, count(*)
    from bids where status = 'pending'
    group by market_id, draw_date, bid_type, session, digits, closedigits, points`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pending_bid_groups').execute();
}
