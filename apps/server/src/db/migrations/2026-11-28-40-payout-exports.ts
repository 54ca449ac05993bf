import { type Kysely } from 'kysely';
import { big, notNull, withId } from './helpers.ts';

// Frozen once released: a later change is a new migration.

/**
 * `payout_exports` (ADR 024; bank payouts, ADR 012): each bulk-payout file an operator produced with
 * `POST /admin/api/payouts/exports`, kept as it was sent, so the download (`GET …/exports/:id`) reads it
 * and changes nothing. The same POST marks its requests exported (`withdraw_requests.payout_exported_at`)
 * and is audited. `request_ids` is the JSON array of the request numbers in the file. Kept for good, like
 * the requests and the audit log: it is what went to the bank.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('payout_exports'))
    .addColumn('created_at', big, notNull)
    .addColumn('admin_id', big, notNull)
    .addColumn('file_name', 'varchar(64)', notNull)
    .addColumn('request_ids', 'text', notNull)
    .addColumn('count', 'integer', notNull)
    .addColumn('total', big, notNull)
    .addColumn('csv', 'text', notNull)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payout_exports').execute();
}
