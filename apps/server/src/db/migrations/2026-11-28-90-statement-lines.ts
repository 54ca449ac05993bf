import { type Kysely } from 'kysely';
import { big, notNull } from './helpers.ts';

// Frozen once released: a later change is a new migration.

/**
 * `agent_statement_lines` (ADR 029): each closed statement's players as they were when it closed — the
 * player, the account they belonged to then (the statement's own, or one of a master agent's agents),
 * and their stakes and wins that week — written in the statement's transaction, so its CSV always adds
 * up to the figures that were paid, whoever the player belongs to later. Kept for good, like the statement.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('agent_statement_lines')
    .addColumn('statement_id', big, notNull)
    .addColumn('user_id', big, notNull)
    .addColumn('agent_id', big, notNull)
    .addColumn('stakes', big, notNull)
    .addColumn('wins', big, notNull)
    .addPrimaryKeyConstraint('agent_statement_lines_pk', ['statement_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agent_statement_lines').execute();
}
