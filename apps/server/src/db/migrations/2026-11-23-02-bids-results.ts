import { type Kysely } from 'kysely';
import { big, notNull, withId } from './helpers.ts';

// Frozen once released: a later change is a new migration.

export async function up(db: Kysely<any>): Promise<void> {
  // One row per draw: a main market's day (open and close), a Starline slot's day, a Gali market's day.
  await withId(db, db.schema.createTable('results'))
    .addColumn('market_id', big, (c) => c.notNull().references('markets.id').onDelete('cascade'))
    .addColumn('draw_date', 'varchar(10)', notNull)
    .addColumn('open_pana', 'varchar(3)')
    .addColumn('open_ank', 'integer')
    .addColumn('close_pana', 'varchar(3)')
    .addColumn('close_ank', 'integer')
    .addColumn('jodi', 'varchar(2)')
    .addColumn('open_declared_at', big)
    .addColumn('close_declared_at', big)
    .addColumn('updated_at', big, notNull)
    .addUniqueConstraint('results_market_date', ['market_id', 'draw_date'])
    .execute();
  await db.schema.createIndex('results_date').on('results').column('draw_date').execute();

  // One row per submission: the idempotency key of a retry and the debit the lines share.
  await withId(db, db.schema.createTable('bid_submissions'))
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('market_id', big, (c) => c.notNull().references('markets.id'))
    .addColumn('family', 'varchar(10)', notNull)
    .addColumn('draw_date', 'varchar(10)', notNull)
    .addColumn('request_id', 'varchar(64)')
    .addColumn('total_points', big, notNull)
    .addColumn('line_count', 'integer', notNull)
    .addColumn('created_at', big, notNull)
    .addUniqueConstraint('bid_submissions_request', ['user_id', 'request_id'])
    .execute();

  // One row per bid line, of the line's own type (expansions are stored as the lines they became).
  await withId(db, db.schema.createTable('bids'))
    .addColumn('submission_id', big, (c) => c.notNull().references('bid_submissions.id').onDelete('cascade'))
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('market_id', big, (c) => c.notNull().references('markets.id'))
    .addColumn('family', 'varchar(10)', notNull)
    .addColumn('draw_date', 'varchar(10)', notNull)
    .addColumn('bid_type', 'varchar(20)', notNull)
    .addColumn('session', 'varchar(5)', notNull)
    .addColumn('digits', 'varchar(3)', notNull)
    .addColumn('closedigits', 'varchar(3)', (c) => c.notNull().defaultTo(''))
    .addColumn('points', big, notNull)
    .addColumn('status', 'varchar(8)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('win_amount', big, (c) => c.notNull().defaultTo(0))
    .addColumn('settled_at', big)
    .addColumn('created_at', big, notNull)
    .execute();
  await db.schema.createIndex('bids_draw').on('bids').columns(['market_id', 'draw_date', 'status']).execute();
  await db.schema.createIndex('bids_user').on('bids').columns(['user_id', 'draw_date']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bids').execute();
  await db.schema.dropTable('bid_submissions').execute();
  await db.schema.dropTable('results').execute();
}
