import { randomBytes } from 'node:crypto';
import { type Kysely } from 'kysely';
import { big, notNull, withId } from './helpers.ts';

// Frozen once released: a later change is a new migration.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', notNull)
    .execute();

  await withId(db, db.schema.createTable('users'))
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('mobile', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', notNull)
    .addColumn('betting_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, notNull)
    .addColumn('updated_at', big, notNull)
    .execute();

  await db.schema
    .createTable('wallets')
    .addColumn('user_id', big, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('balance', big, (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', big, notNull)
    .execute();

  await withId(db, db.schema.createTable('wallet_ledger'))
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', big, notNull)
    .addColumn('balance_after', big, notNull)
    .addColumn('kind', 'varchar(32)', notNull)
    .addColumn('ref_type', 'varchar(32)', notNull)
    .addColumn('ref_id', 'varchar(64)', notNull)
    .addColumn('note', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, notNull)
    .execute();
  await db.schema.createIndex('wallet_ledger_user').on('wallet_ledger').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('wallet_ledger_ref').on('wallet_ledger').columns(['ref_type', 'ref_id']).execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_id', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, notNull)
    .addColumn('last_seen_at', big, notNull)
    .addColumn('expires_at', big, notNull)
    .addColumn('revoked_at', big)
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await withId(db, db.schema.createTable('otp_challenges'))
    .addColumn('mobile', 'varchar(10)', notNull)
    .addColumn('purpose', 'varchar(16)', notNull)
    .addColumn('code_hash', 'varchar(64)', notNull)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sends', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', big, notNull)
    .addColumn('last_sent_at', big, notNull)
    .addColumn('expires_at', big, notNull)
    .addColumn('verified_at', big)
    .addColumn('consumed_at', big)
    .execute();
  await db.schema.createIndex('otp_challenges_mobile').on('otp_challenges').columns(['mobile', 'purpose', 'id']).execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(160)', (c) => c.primaryKey())
    .addColumn('window_start', big, notNull)
    .addColumn('count', 'integer', notNull)
    .execute();

  await withId(db, db.schema.createTable('markets'))
    .addColumn('kind', 'varchar(10)', notNull)
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('open_minute', 'integer', notNull)
    .addColumn('close_minute', 'integer')
    .addColumn('days', 'varchar(7)', (c) => c.notNull().defaultTo('0123456'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, notNull)
    .addColumn('updated_at', big, notNull)
    .addUniqueConstraint('markets_kind_name', ['kind', 'name'])
    .execute();

  await db.schema
    .createTable('market_off_dates')
    .addColumn('market_id', big, (c) => c.notNull().references('markets.id').onDelete('cascade'))
    .addColumn('date', 'varchar(10)', notNull)
    .addPrimaryKeyConstraint('market_off_dates_pk', ['market_id', 'date'])
    .execute();

  await db.schema
    .createTable('rates')
    .addColumn('family', 'varchar(10)', notNull)
    .addColumn('rate_key', 'varchar(32)', notNull)
    .addColumn('val_1', 'integer', notNull)
    .addColumn('val_2', 'integer', notNull)
    .addPrimaryKeyConstraint('rates_pk', ['family', 'rate_key'])
    .execute();

  await withId(db, db.schema.createTable('admins'))
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', notNull)
    .addColumn('role', 'varchar(10)', notNull)
    .addColumn('totp_secret', 'varchar(64)')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', big, notNull)
    .execute();

  await withId(db, db.schema.createTable('admin_sessions'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('admin_id', big, (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('created_at', big, notNull)
    .addColumn('expires_at', big, notNull)
    .addColumn('revoked_at', big)
    .execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('admin_id', big)
    .addColumn('action', 'varchar(64)', notNull)
    .addColumn('entity', 'varchar(32)', notNull)
    .addColumn('entity_id', 'varchar(64)', notNull)
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, notNull)
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();

  // The key OTP codes are hashed with (HMAC): one per installation, never leaves the database.
  await db.insertInto('settings').values({ key: 'secret_key', value: randomBytes(32).toString('hex') }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'audit_log',
    'admin_sessions',
    'admins',
    'rates',
    'market_off_dates',
    'markets',
    'rate_limits',
    'otp_challenges',
    'sessions',
    'wallet_ledger',
    'wallets',
    'users',
    'settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
