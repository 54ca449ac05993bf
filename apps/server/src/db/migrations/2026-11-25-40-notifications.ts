import { type Kysely, sql } from 'kysely';
import { big, notNull, withId } from './helpers.ts';

// Frozen once released: a later change is a new migration.

/**
 * The notifications inbox, Web Push and the console's notices (ADR 014).
 *
 * `notifications`: one player's inbox item (`kind` result, win, deposit, withdrawal or notice; title,
 * body, the app screen it opens, `read_at`). `ref` names the event it tells of (`fund_request:12`,
 * `draw:3:2026-11-25:open`, `notice:7`): unique per player and kind, so an event written twice (a job
 * run again after a crash) gives one item. `popup` = 1: a notice to show once as a popup (cleared when read).
 *
 * `notification_jobs`: the outbox of a declared result, written in the settlement's transaction (one
 * row) and turned after commit into the result and win items of the draw's players by the background
 * worker, a few hundred players per transaction (`last_user_id`: the last player done; `locked_until`: the
 * lease of the process working on it).
 *
 * `push_subscriptions`: a player's devices (the browser's push endpoint and keys); `push_outbox`: one
 * item to send to one device, with its attempts and when to try next; a restart loses nothing.
 *
 * `notices`: what operators sent (to all players, the players of one market today, or one player).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('notices'))
    .addColumn('title', 'varchar(100)', notNull)
    .addColumn('body', 'varchar(1000)', notNull)
    .addColumn('audience', 'varchar(10)', notNull)
    .addColumn('market_id', big)
    .addColumn('user_id', big)
    .addColumn('popup', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', big)
    .addColumn('created_at', big, notNull)
    .addCheckConstraint('notices_audience', sql`audience in ('all', 'market', 'player')`)
    .execute();

  await withId(db, db.schema.createTable('notifications'))
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(12)', notNull)
    .addColumn('title', 'varchar(100)', notNull)
    .addColumn('body', 'varchar(1000)', notNull)
    .addColumn('route', 'varchar(100)', notNull)
    .addColumn('ref', 'varchar(64)', notNull)
    .addColumn('popup', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, notNull)
    .addColumn('read_at', big)
    .addCheckConstraint('notifications_kind', sql`kind in ('result', 'win', 'deposit', 'withdrawal', 'notice')`)
    .execute();
  await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('notifications_ref').on('notifications').columns(['user_id', 'kind', 'ref']).unique().execute();
  await db.schema.createIndex('notifications_unread').on('notifications').columns(['user_id', 'read_at']).execute();

  await withId(db, db.schema.createTable('notification_jobs'))
    .addColumn('kind', 'varchar(12)', notNull)
    .addColumn('market_id', big, notNull)
    .addColumn('draw_date', 'varchar(10)', notNull)
    .addColumn('session', 'varchar(5)', notNull)
    .addColumn('result', 'varchar(20)', notNull)
    .addColumn('settled_at', big, notNull)
    .addColumn('last_user_id', big, (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', big, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, notNull)
    .addCheckConstraint('notification_jobs_kind', sql`kind in ('draw')`)
    .execute();

  await withId(db, db.schema.createTable('push_subscriptions'))
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'varchar(1000)', (c) => c.notNull().unique())
    .addColumn('p256dh', 'varchar(200)', notNull)
    .addColumn('auth', 'varchar(100)', notNull)
    .addColumn('created_at', big, notNull)
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').columns(['user_id']).execute();

  await withId(db, db.schema.createTable('push_outbox'))
    .addColumn('notification_id', big, (c) => c.notNull().references('notifications.id').onDelete('cascade'))
    .addColumn('subscription_id', big, (c) => c.notNull().references('push_subscriptions.id').onDelete('cascade'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_at', big, notNull)
    .addColumn('created_at', big, notNull)
    .execute();
  await db.schema.createIndex('push_outbox_pair').on('push_outbox').columns(['notification_id', 'subscription_id']).unique().execute();
  await db.schema.createIndex('push_outbox_due').on('push_outbox').columns(['next_at']).execute();
  await db.schema.createIndex('push_outbox_subscription').on('push_outbox').columns(['subscription_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['push_outbox', 'push_subscriptions', 'notification_jobs', 'notifications', 'notices']) {
    await db.schema.dropTable(table).execute();
  }
}
