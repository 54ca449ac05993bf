import { type Kysely } from 'kysely';

// Frozen once released: a later change is a new migration.

/**
 * The bid type a submission was entered with when its lines are of other types (SP Motor, DP Motor,
 * SP DP TP: domain ExpansionKey), so that the histories can show what the player chose beside the
 * lines' legacy labels. Null for a plain bid and for every submission made before this column.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bid_submissions').addColumn('entry_type', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bid_submissions').dropColumn('entry_type').execute();
}
