import { type Kysely } from 'kysely';

// Frozen once released: a later change is a new migration.

/**
 * Chart import (ADR 031): `results.source`, 'declared' (a result declared from the console, which
 * settled its draw's bids: every result so far) or 'imported' (a past result imported from an earlier
 * chart, which settled nothing). The charts, the results pages and the console mark imported results.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('results')
    .addColumn('source', 'varchar(10)', (c) => c.notNull().defaultTo('declared'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('results').dropColumn('source').execute();
}
