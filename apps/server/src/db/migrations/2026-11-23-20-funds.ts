import { type Kysely, sql } from 'kysely';
import { big, notNull, withId } from './helpers.ts';

// Frozen once released: a later change is a new migration.

export async function up(db: Kysely<any>): Promise<void> {
  // The payment-app numbers a player may withdraw to, one per app, each proved by a 'withdraw' OTP.
  await db.schema
    .createTable('payment_numbers')
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('app', 'varchar(10)', notNull)
    .addColumn('number', 'varchar(10)', notNull)
    .addColumn('created_at', big, notNull)
    .addColumn('updated_at', big, notNull)
    .addPrimaryKeyConstraint('payment_numbers_pk', ['user_id', 'app'])
    .addCheckConstraint('payment_numbers_app', sql`app in ('paytm', 'gpay', 'phonepe')`)
    .execute();

  // Deposits: a player's claim of a payment, credited only when an operator approves it.
  await withId(db, db.schema.createTable('fund_requests'))
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', big, notNull)
    .addColumn('method', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('txn_ref', 'varchar(64)')
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('note', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, notNull)
    .addColumn('decided_at', big)
    .addColumn('decided_by', big)
    .addUniqueConstraint('fund_requests_txn_ref', ['user_id', 'txn_ref'])
    .addCheckConstraint('fund_requests_amount', sql`amount > 0`)
    .addCheckConstraint('fund_requests_status', sql`status in ('pending', 'approved', 'rejected')`)
    .execute();
  await db.schema.createIndex('fund_requests_status').on('fund_requests').columns(['status', 'id']).execute();
  await db.schema.createIndex('fund_requests_user').on('fund_requests').columns(['user_id', 'id']).execute();

  // Withdrawals: the points are held (debited) when asked; a rejection gives them back.
  await withId(db, db.schema.createTable('withdraw_requests'))
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', big, notNull)
    .addColumn('method', 'integer', notNull)
    .addColumn('payout_number', 'varchar(10)', notNull)
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('note', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('receipt', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, notNull)
    .addColumn('decided_at', big)
    .addColumn('decided_by', big)
    .addCheckConstraint('withdraw_requests_amount', sql`amount > 0`)
    .addCheckConstraint('withdraw_requests_method', sql`method in (2, 3, 4)`)
    .addCheckConstraint('withdraw_requests_status', sql`status in ('pending', 'approved', 'rejected')`)
    .execute();
  await db.schema.createIndex('withdraw_requests_status').on('withdraw_requests').columns(['status', 'id']).execute();
  await db.schema.createIndex('withdraw_requests_user').on('withdraw_requests').columns(['user_id', 'id']).execute();

  // Transfers between players: one debit of the sender and one credit of the receiver.
  await withId(db, db.schema.createTable('transfers'))
    .addColumn('sender_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('receiver_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', big, notNull)
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, notNull)
    .addCheckConstraint('transfers_amount', sql`amount > 0`)
    .addCheckConstraint('transfers_parties', sql`sender_id <> receiver_id`)
    .execute();
  await db.schema.createIndex('transfers_sender').on('transfers').columns(['sender_id', 'id']).execute();
  await db.schema.createIndex('transfers_receiver').on('transfers').columns(['receiver_id', 'id']).execute();

  // An operator's correction of a wallet, with its reason.
  await withId(db, db.schema.createTable('wallet_adjustments'))
    .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', big, notNull)
    .addColumn('note', 'varchar(255)', notNull)
    .addColumn('admin_id', big)
    .addColumn('created_at', big, notNull)
    .addCheckConstraint('wallet_adjustments_amount', sql`amount <> 0`)
    .execute();
  await db.schema.createIndex('wallet_adjustments_user').on('wallet_adjustments').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['wallet_adjustments', 'transfers', 'withdraw_requests', 'fund_requests', 'payment_numbers']) {
    await db.schema.dropTable(table).execute();
  }
}
