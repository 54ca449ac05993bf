import { type Kysely, sql } from 'kysely';
import { big, notNull } from './helpers.ts';

// Frozen once released: a later change is a new migration.

/**
 * What the operator reports read instead of the bids. `draw_totals`: the settled bids of each draw
 * (market, draw date) per India day of their settlement (`settled_day`, days since 1970-01-01 in India
 * time) — count, points staked, winning bids and payout. Settlement adds to it in its transaction, a
 * revert subtracts what it reopens; a draw's pending bids are in `pending_bid_groups`. `draw_players`:
 * for each draw, players with a bid on it, written by settlement for the bids it settles (so a past
 * day's players are counted without reading its bids; keyed by draw, so settlements of two draws
 * never write the same row). Both filled here from the bids stored.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('draw_totals')
    .addColumn('market_id', big, notNull)
    .addColumn('draw_date', 'varchar(10)', notNull)
    .addColumn('settled_day', 'integer', notNull)
    .addColumn('bids', big, notNull)
    .addColumn('points', big, notNull)
    .addColumn('winners', big, notNull)
    .addColumn('payout', big, notNull)
    .addPrimaryKeyConstraint('draw_totals_pk', ['market_id', 'draw_date', 'settled_day'])
    .execute();
  await db.schema
    .createTable('draw_players')
    .addColumn('market_id', big, notNull)
    .addColumn('draw_date', 'varchar(10)', notNull)
    .addColumn('user_id', big, notNull)
    .addPrimaryKeyConstraint('draw_players_pk', ['market_id', 'draw_date', 'user_id'])
    .execute();
  // India day of settled_at: (instant + 5.5 h) / 1 day in integer arithmetic on both engines.
  await sql`
    insert into draw_totals (market_id, draw_date, settled_day, bids, points, winners, payout)
    select market_id, draw_date, (settled_at + 19800000) / 86400000, count(*), sum(points),
      sum(case when status = 'won' then 1 else 0 end), sum(case when status = 'won' then win_amount else 0 end)
    from bids where status <> 'pending'
    group by market_id, draw_date, (settled_at + 19800000) / 86400000`.execute(db);
  await sql`
    insert into draw_players (market_id, draw_date, user_id)
    select distinct market_id, draw_date, user_id from bids where status <> 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('draw_players').execute();
  await db.schema.dropTable('draw_totals').execute();
}
