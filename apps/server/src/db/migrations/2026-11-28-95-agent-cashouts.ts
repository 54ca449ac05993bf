import { type Kysely, sql } from 'kysely';
import { big, notNull, withId } from './helpers.ts';

// Frozen once released: a later change is a new migration.

/**
 * `agent_cashout_requests` (ADR 029): a player who belongs to an agent asks that agent to take points
 * back from their wallet (only on the player's request, ADR 029). The agent's take-back consumes the
 * pending request in the transaction of its float movement (`float_movement_id`); no points move on the
 * request itself. `agent_id` is the agent the player belonged to when asking: only that agent may take it.
 * `status`: 'pending', 'done' (taken back), 'cancelled' (by the player, or replaced by a newer request).
 * At most one pending request per player, held by a partial unique index on both engines.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('agent_cashout_requests'))
    .addColumn('user_id', big, notNull)
    .addColumn('agent_id', big, notNull)
    .addColumn('amount', big, notNull)
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('created_at', big, notNull)
    .addColumn('decided_at', big)
    .addColumn('float_movement_id', big)
    .execute();
  await db.schema
    .createIndex('agent_cashout_requests_one_pending')
    .unique()
    .on('agent_cashout_requests')
    .column('user_id')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('agent_cashout_requests_user')
    .on('agent_cashout_requests')
    .columns(['user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agent_cashout_requests').execute();
}
