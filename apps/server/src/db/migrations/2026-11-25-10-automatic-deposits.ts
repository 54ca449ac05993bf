import { type Kysely, sql } from 'kysely';
import { big, notNull, withId } from './helpers.ts';

// Frozen once released: a later change is a new migration.

/**
 * Automatic deposits (ADR 011).
 *
 * `fund_requests` gains what a claim can be matched by and how it was credited: `utr` (the 12-digit
 * UPI reference the player typed; not unique, several claims of one reference are left to an
 * operator), `gateway` and `gateway_order_id` (an order created at a payment gateway; one request
 * per order), `credited_by` ('automatic', 'gateway' or 'operator'; every request approved before
 * this migration was approved by an operator).
 *
 * `payment_notifications`: every signed payment notification received (a UPI credit forwarded by the
 * operator's phone or bank, a gateway's captured payment), whether it credited a request or waits in
 * the Unmatched payments queue. Its unique keys make a notification credit at most once, ever:
 * `event_key` (the source and its event or payment id), `utr`, and `fund_request_id` (a request is
 * credited by at most one notification). Amounts are paise, as received.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('fund_requests').addColumn('utr', 'varchar(12)').execute();
  await db.schema.alterTable('fund_requests').addColumn('gateway', 'varchar(16)').execute();
  await db.schema.alterTable('fund_requests').addColumn('gateway_order_id', 'varchar(64)').execute();
  await db.schema.alterTable('fund_requests').addColumn('credited_by', 'varchar(10)').execute();
  await sql`update fund_requests set credited_by = 'operator' where status = 'approved'`.execute(db);
  await db.schema.createIndex('fund_requests_utr').on('fund_requests').columns(['utr', 'status']).execute();
  await db.schema.createIndex('fund_requests_gateway_order').unique().on('fund_requests').columns(['gateway_order_id']).execute();

  await withId(db, db.schema.createTable('payment_notifications'))
    .addColumn('source', 'varchar(16)', notNull)
    .addColumn('event_key', 'varchar(160)', notNull)
    .addColumn('utr', 'varchar(64)')
    .addColumn('order_id', 'varchar(64)')
    .addColumn('payment_id', 'varchar(64)')
    .addColumn('amount_paise', big, notNull)
    .addColumn('payer_vpa', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('received_at', big, notNull)
    .addColumn('text', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(10)', notNull)
    .addColumn('reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('fund_request_id', big, (c) => c.references('fund_requests.id'))
    .addColumn('note', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_by', big)
    .addColumn('decided_at', big)
    .addColumn('created_at', big, notNull)
    .addUniqueConstraint('payment_notifications_event', ['event_key'])
    .addUniqueConstraint('payment_notifications_utr', ['utr'])
    .addUniqueConstraint('payment_notifications_request', ['fund_request_id'])
    .addCheckConstraint('payment_notifications_amount', sql`amount_paise > 0`)
    .addCheckConstraint('payment_notifications_status', sql`status in ('credited', 'unmatched', 'linked', 'dismissed')`)
    .addCheckConstraint(
      'payment_notifications_request_status',
      sql`(status in ('credited', 'linked')) = (fund_request_id is not null)`,
    )
    .execute();
  await db.schema.createIndex('payment_notifications_status').on('payment_notifications').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_notifications').execute();
  await db.schema.dropIndex('fund_requests_gateway_order').execute();
  await db.schema.dropIndex('fund_requests_utr').execute();
  for (const column of ['credited_by', 'gateway_order_id', 'gateway', 'utr']) {
    await db.schema.alterTable('fund_requests').dropColumn(column).execute();
  }
}
