import { type Kysely } from 'kysely';
import { big, notNull, withId } from './helpers.ts';

// Frozen once released: a later change is a new migration.

/**
 * Operator limits (ADR 017). `markets.liability_cap`: the most one outcome of a draw may pay
 * (null = no cap). `bid_limits`: the least and most points one line of a bid type may carry, per market
 * family (no row, or a null, = the default: 10 and no maximum). `outcome_points`: for each draw of a
 * capped market, the points placed on each outcome (type, session, digits, closedigits), kept by the bid
 * path in its write transaction; `liability_draws`: one row per capped draw that a bid batch locks first
 * (in key order), so concurrent batches on PostgreSQL check the cap one after the other and never deadlock.
 * `operator_alerts`: what the console lists (bursts of submissions, large lines, outcomes near their cap).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('markets').addColumn('liability_cap', big).execute();
  await db.schema
    .createTable('bid_limits')
    .addColumn('family', 'varchar(10)', notNull)
    .addColumn('bid_type', 'varchar(20)', notNull)
    .addColumn('min_points', big)
    .addColumn('max_points', big)
    .addPrimaryKeyConstraint('bid_limits_pk', ['family', 'bid_type'])
    .execute();
  await db.schema
    .createTable('outcome_points')
    .addColumn('market_id', big, notNull)
    .addColumn('draw_date', 'varchar(10)', notNull)
    .addColumn('bid_type', 'varchar(20)', notNull)
    .addColumn('session', 'varchar(5)', notNull)
    .addColumn('digits', 'varchar(3)', notNull)
    .addColumn('closedigits', 'varchar(3)', notNull)
    .addColumn('points', big, notNull)
    .addPrimaryKeyConstraint('outcome_points_pk', [
      'market_id',
      'draw_date',
      'bid_type',
      'session',
      'digits',
      'closedigits',
    ])
    .execute();
  await db.schema
    .createTable('liability_draws')
    .addColumn('market_id', big, notNull)
    .addColumn('draw_date', 'varchar(10)', notNull)
    .addColumn('submissions', big, notNull)
    .addPrimaryKeyConstraint('liability_draws_pk', ['market_id', 'draw_date'])
    .execute();
  await withId(db, db.schema.createTable('operator_alerts'))
    .addColumn('kind', 'varchar(10)', notNull)
    .addColumn('user_id', big, notNull)
    .addColumn('market_id', big)
    .addColumn('draw_date', 'varchar(10)')
    .addColumn('detail', 'varchar(200)', notNull)
    .addColumn('amount', big, notNull)
    .addColumn('dedupe_key', 'varchar(120)', (c) => c.unique())
    .addColumn('created_at', big, notNull)
    .execute();
  await db.schema.createIndex('operator_alerts_created').on('operator_alerts').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('operator_alerts').execute();
  await db.schema.dropTable('liability_draws').execute();
  await db.schema.dropTable('outcome_points').execute();
  await db.schema.dropTable('bid_limits').execute();
  await db.schema.alterTable('markets').dropColumn('liability_cap').execute();
}
