import { type Kysely, sql } from 'kysely';
import { big, notNull, withId } from './helpers.ts';

// Frozen once released: a later change is a new migration.

/**
 * Responsible play (ADR 018).
 *
 * - `users.adult_confirmed_at`: when the player confirmed being 18 or older (null: never; players of
 *   the older apps are asked once at their next login in Pana's app). `users.play_paused_until`: the
 *   end of the player's current break (cool-off or self-exclusion), read with the session so the bid
 *   path knows it without a query. `users.play_limits`: 1 once the player has set any limit, so the
 *   bid path reads limits only for those who have them.
 * - `player_limits`: one row per player and limit (`deposit_day` … `loss_week`): the amount in force
 *   and a raise or removal waiting until `pending_at`.
 * - `play_breaks`: every break taken, kept (the console shows it; nobody shortens it).
 * - `player_day_totals`: per player and India day (days since 1970-01-01), points staked, won (net of
 *   reversals) and deposited — what the ledger wrote, added in the same transaction as the ledger row.
 *   Filled here from the ledger.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('adult_confirmed_at', big).execute();
  await db.schema.alterTable('users').addColumn('play_paused_until', big).execute();
  await db.schema
    .alterTable('users')
    .addColumn('play_limits', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('player_limits')
    .addColumn('user_id', big, notNull)
    .addColumn('limit_key', 'varchar(16)', notNull)
    .addColumn('amount', big)
    .addColumn('pending_amount', big)
    .addColumn('pending_at', big)
    .addColumn('updated_at', big, notNull)
    .addPrimaryKeyConstraint('player_limits_pk', ['user_id', 'limit_key'])
    .execute();
  await withId(db, db.schema.createTable('play_breaks'))
    .addColumn('user_id', big, notNull)
    .addColumn('kind', 'varchar(16)', notNull)
    .addColumn('period', 'varchar(4)', notNull)
    .addColumn('started_at', big, notNull)
    .addColumn('ends_at', big, notNull)
    .execute();
  await db.schema.createIndex('play_breaks_user').on('play_breaks').columns(['user_id', 'ends_at']).execute();
  await db.schema
    .createTable('player_day_totals')
    .addColumn('user_id', big, notNull)
    .addColumn('day', 'integer', notNull)
    .addColumn('staked', big, notNull)
    .addColumn('won', big, notNull)
    .addColumn('deposited', big, notNull)
    .addPrimaryKeyConstraint('player_day_totals_pk', ['user_id', 'day'])
    .execute();
  // India day of created_at: (instant + 5.5 h) / 1 day in integer arithmetic on both engines.
  await sql`
    insert into player_day_totals (user_id, day, staked, won, deposited)
    select user_id, (created_at + 19800000) / 86400000,
      sum(case when kind = 'bid' then -amount else 0 end),
      sum(case when kind in ('win', 'win_reversal') then amount else 0 end),
      sum(case when kind = 'deposit' then amount else 0 end)
    from wallet_ledger where kind in ('bid', 'win', 'win_reversal', 'deposit')
    group by user_id, (created_at + 19800000) / 86400000`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('player_day_totals').execute();
  await db.schema.dropTable('play_breaks').execute();
  await db.schema.dropTable('player_limits').execute();
  await db.schema.alterTable('users').dropColumn('play_limits').execute();
  await db.schema.alterTable('users').dropColumn('play_paused_until').execute();
  await db.schema.alterTable('users').dropColumn('adult_confirmed_at').execute();
}
