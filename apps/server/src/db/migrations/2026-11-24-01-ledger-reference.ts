import { type Kysely, sql } from 'kysely';
import { big } from './helpers.ts';

// Frozen once released: a later change is a new migration.

/**
 * The ledger's reference to the row that caused an entry becomes a typed, indexed integer
 * (`wallet_ledger.ref_id bigint`), so the ledger check joins on it directly on both engines instead
 * of casting ids to text (which took minutes on PostgreSQL with a million bids).
 *
 * The demo seed's opening balance was the one entry without a business row (`ref_type 'seed'`): it
 * becomes an operator-less wallet adjustment like any other opening balance. Any other reference that
 * is not a plain decimal id becomes 0, which the ledger check reports as "no reference".
 */
export async function up(db: Kysely<any>): Promise<void> {
  const seeded = await db
    .selectFrom('wallet_ledger')
    .select(['id', 'user_id', 'amount', 'note', 'created_at'])
    .where('ref_type', '=', 'seed')
    .execute();
  for (const row of seeded) {
    const adjustment = await db
      .insertInto('wallet_adjustments')
      .values({ user_id: row.user_id, amount: row.amount, note: row.note, admin_id: null, created_at: row.created_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('wallet_ledger')
      .set({ ref_type: 'wallet_adjustment', ref_id: String(adjustment.id) })
      .where('id', '=', row.id)
      .execute();
  }

  // One column per statement (SQLite adds a single column per ALTER TABLE).
  await db.schema
    .alterTable('wallet_ledger')
    .addColumn('ref', big, (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update wallet_ledger set ref = case
      when length(ref_id) between 1 and 15 and trim(ref_id, '0123456789') = '' then cast(ref_id as bigint)
      else 0 end`.execute(db);
  await db.schema.dropIndex('wallet_ledger_ref').execute();
  await db.schema.alterTable('wallet_ledger').dropColumn('ref_id').execute();
  await db.schema.alterTable('wallet_ledger').renameColumn('ref', 'ref_id').execute();
  await db.schema.createIndex('wallet_ledger_ref').on('wallet_ledger').columns(['ref_type', 'ref_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wallet_ledger').addColumn('ref', 'varchar(64)', (c) => c.notNull().defaultTo('')).execute();
  await sql`update wallet_ledger set ref = cast(ref_id as varchar(64))`.execute(db);
  await db.schema.dropIndex('wallet_ledger_ref').execute();
  await db.schema.alterTable('wallet_ledger').dropColumn('ref_id').execute();
  await db.schema.alterTable('wallet_ledger').renameColumn('ref', 'ref_id').execute();
  await db.schema.createIndex('wallet_ledger_ref').on('wallet_ledger').columns(['ref_type', 'ref_id']).execute();
}
