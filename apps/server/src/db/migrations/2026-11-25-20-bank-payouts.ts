import { type Kysely, sql } from 'kysely';
import { big, isPostgres, notNull, withId } from './helpers.ts';

// Frozen once released: a later change is a new migration.

/**
 * Bank payouts (ADR 012).
 *
 * `bank_accounts`: the one bank account a player withdraws to (holder's name, account number, IFSC),
 * proved by a 'withdraw' code sent to the player's own mobile; adding another replaces it.
 *
 * `withdraw_requests` gains `payment_method` 5 (a bank transfer) with the account as it was when the
 * request was made (`bank_holder_name`, `bank_account_number`, `bank_ifsc`; `payout_number` holds the
 * masked account), and what the bank said of an approved one paid in bulk: `payout_status` ('paid' or
 * 'failed', null until then), `payout_utr` (the bank's reference of a paid transfer), `payout_at`,
 * `payout_by`; `payout_exported_at` is when it was last put in a bulk-payout file (shown, so an operator
 * sees a payout already sent to the bank). A failed payout gives the held points back with one 'withdrawal_return' ledger row.
 *
 * SQLite cannot change a table's check constraint, so there the table is copied into a new one with
 * the new checks (ids kept; nothing references withdraw_requests by a foreign key); PostgreSQL
 * replaces the constraint.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bank_accounts')
    .addColumn('user_id', big, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('holder_name', 'varchar(100)', notNull)
    .addColumn('account_number', 'varchar(18)', notNull)
    .addColumn('ifsc', 'varchar(11)', notNull)
    .addColumn('created_at', big, notNull)
    .addColumn('updated_at', big, notNull)
    .execute();

  const checks = {
    method: sql`method in (2, 3, 4, 5)`,
    bank: sql`(method = 5) = (bank_account_number is not null and bank_ifsc is not null and bank_holder_name is not null)`,
    payout: sql`payout_status is null or (payout_status in ('paid', 'failed') and status = 'approved' and method = 5)`,
    utr: sql`(payout_status = 'paid') = (payout_utr is not null)`,
  };

  if (isPostgres(db)) {
    await sql`alter table withdraw_requests drop constraint withdraw_requests_method`.execute(db);
    for (const [column, type] of newColumns) await db.schema.alterTable('withdraw_requests').addColumn(column, type).execute();
    await sql`alter table withdraw_requests add constraint withdraw_requests_method check (${checks.method})`.execute(db);
    await sql`alter table withdraw_requests add constraint withdraw_requests_bank check (${checks.bank})`.execute(db);
    await sql`alter table withdraw_requests add constraint withdraw_requests_payout check (${checks.payout})`.execute(db);
    await sql`alter table withdraw_requests add constraint withdraw_requests_payout_utr check (${checks.utr})`.execute(db);
  } else {
    let table = withId(db, db.schema.createTable('withdraw_requests_v2'))
      .addColumn('user_id', big, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('amount', big, notNull)
      .addColumn('method', 'integer', notNull)
      .addColumn('payout_number', 'varchar(10)', notNull)
      .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('note', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('receipt', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', big, notNull)
      .addColumn('decided_at', big)
      .addColumn('decided_by', big);
    for (const [column, type] of newColumns) table = table.addColumn(column, type);
    await table
      .addCheckConstraint('withdraw_requests_amount', sql`amount > 0`)
      .addCheckConstraint('withdraw_requests_method', checks.method)
      .addCheckConstraint('withdraw_requests_status', sql`status in ('pending', 'approved', 'rejected')`)
      .addCheckConstraint('withdraw_requests_bank', checks.bank)
      .addCheckConstraint('withdraw_requests_payout', checks.payout)
      .addCheckConstraint('withdraw_requests_payout_utr', checks.utr)
      .execute();
    await sql`
      insert into withdraw_requests_v2 (id, user_id, amount, method, payout_number, status, note, receipt, created_at, decided_at, decided_by)
      select id, user_id, amount, method, payout_number, status, note, receipt, created_at, decided_at, decided_by from withdraw_requests`.execute(db);
    await db.schema.dropTable('withdraw_requests').execute();
    await db.schema.alterTable('withdraw_requests_v2').renameTo('withdraw_requests').execute();
    await db.schema.createIndex('withdraw_requests_status').on('withdraw_requests').columns(['status', 'id']).execute();
    await db.schema.createIndex('withdraw_requests_user').on('withdraw_requests').columns(['user_id', 'id']).execute();
  }
}

const newColumns = [
  ['bank_holder_name', 'varchar(100)'],
  ['bank_account_number', 'varchar(18)'],
  ['bank_ifsc', 'varchar(11)'],
  ['payout_status', 'varchar(10)'],
  ['payout_utr', 'varchar(64)'],
  ['payout_at', big],
  ['payout_by', big],
  ['payout_exported_at', big],
] as const;

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bank_accounts').execute();
  if (isPostgres(db)) {
    for (const name of ['payout_utr', 'payout', 'bank', 'method']) {
      await sql`alter table withdraw_requests drop constraint ${sql.raw(`withdraw_requests_${name}`)}`.execute(db);
    }
    await sql`delete from withdraw_requests where method = 5`.execute(db);
    for (const [column] of newColumns) await db.schema.alterTable('withdraw_requests').dropColumn(column).execute();
    await sql`alter table withdraw_requests add constraint withdraw_requests_method check (method in (2, 3, 4))`.execute(db);
  }
  // SQLite: the wider table is kept (its new columns are unused by the older code).
}
