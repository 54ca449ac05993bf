import { type Kysely, sql } from 'kysely';
import { big, isPostgres, notNull, withId } from './helpers.ts';

// Frozen once released: a later change is a new migration.

/**
 * Agents (ADR 029): operators who run their own players.
 *
 * - `admins` gains the agent's side: `parent_id` (an agent's master agent; null under the owner),
 *   `invite_code` (six characters, unique; registration's `invite_code`), the commission rate on their
 *   own players' net loss and a master agent's override on their agents' players (both in basis points,
 *   1/100 of a percent), `credit_limit` (how far below zero their float may go), `suspended_at`, and what
 *   their players see in Contact Admin and Add Funds (`display_name`, `contact_mobile`, `whatsapp`, `upi_id`).
 *   `role` widens to hold `master_agent`.
 * - `users.agent_id`: the agent (or master agent) a player belongs to; null for the house.
 * - `fund_requests.agent_id` / `float_movement_id`: a deposit paid to the agent's UPI id waits for that
 *   agent, whose approval credits it from their float (a `to_player` movement) instead of a 'deposit' row.
 * - `agent_floats` and `float_ledger`: an agent's float, held like a wallet — the balance and one ledger
 *   row per change, written only by the wallet's ledger module (modules/wallet/float.ts).
 * - `float_movements`: the business row of every float movement (the owner's top-up or take-back, a master
 *   agent's move to or from an agent, an agent's credit to or take-back from a player, a commission).
 * - `agent_statements`: one per agent and India week (Monday), closed once, its commission posted once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`alter table admins alter column role type varchar(16)`.execute(db);
  await db.schema.alterTable('admins').addColumn('parent_id', big).execute();
  await db.schema.alterTable('admins').addColumn('invite_code', 'varchar(16)').execute();
  await db.schema.alterTable('admins').addColumn('commission_bp', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('admins').addColumn('override_bp', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('admins').addColumn('credit_limit', big, (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('admins').addColumn('suspended_at', big).execute();
  await db.schema.alterTable('admins').addColumn('display_name', 'varchar(60)').execute();
  await db.schema.alterTable('admins').addColumn('contact_mobile', 'varchar(16)').execute();
  await db.schema.alterTable('admins').addColumn('whatsapp', 'varchar(16)').execute();
  await db.schema.alterTable('admins').addColumn('upi_id', 'varchar(100)').execute();
  await db.schema.createIndex('admins_invite_code').unique().on('admins').column('invite_code').execute();
  await db.schema.createIndex('admins_parent').on('admins').column('parent_id').execute();

  await db.schema.alterTable('users').addColumn('agent_id', big).execute();
  // A deposit paid to the agent's UPI id waits for that agent, who credits it from their float.
  await db.schema.alterTable('fund_requests').addColumn('agent_id', big).execute();
  await db.schema.alterTable('fund_requests').addColumn('float_movement_id', big).execute();
  await db.schema.createIndex('fund_requests_agent').on('fund_requests').columns(['agent_id', 'status']).execute();
  await db.schema.createIndex('users_agent').on('users').columns(['agent_id', 'id']).execute();

  await db.schema
    .createTable('agent_floats')
    .addColumn('admin_id', big, (c) => c.primaryKey())
    .addColumn('balance', big, notNull)
    .addColumn('updated_at', big, notNull)
    .execute();

  await withId(db, db.schema.createTable('float_movements'))
    .addColumn('kind', 'varchar(16)', notNull)
    .addColumn('admin_id', big, notNull)
    .addColumn('counter_admin_id', big)
    .addColumn('user_id', big)
    .addColumn('amount', big, notNull)
    .addColumn('note', 'varchar(255)', notNull)
    .addColumn('by_admin_id', big)
    .addColumn('statement_id', big)
    .addColumn('created_at', big, notNull)
    .execute();
  await db.schema.createIndex('float_movements_admin').on('float_movements').columns(['admin_id', 'id']).execute();
  await db.schema.createIndex('float_movements_user').on('float_movements').columns(['user_id', 'id']).execute();

  await withId(db, db.schema.createTable('float_ledger'))
    .addColumn('admin_id', big, notNull)
    .addColumn('amount', big, notNull)
    .addColumn('balance_after', big, notNull)
    .addColumn('kind', 'varchar(20)', notNull)
    .addColumn('ref_id', big, notNull)
    .addColumn('note', 'varchar(255)', notNull)
    .addColumn('created_at', big, notNull)
    .execute();
  await db.schema.createIndex('float_ledger_admin').on('float_ledger').columns(['admin_id', 'id']).execute();
  await db.schema.createIndex('float_ledger_ref').on('float_ledger').column('ref_id').execute();

  await withId(db, db.schema.createTable('agent_statements'))
    .addColumn('admin_id', big, notNull)
    .addColumn('week_start', 'varchar(10)', notNull)
    .addColumn('players', 'integer', notNull)
    .addColumn('stakes', big, notNull)
    .addColumn('wins', big, notNull)
    .addColumn('net_loss', big, notNull)
    .addColumn('carried_in', big, notNull)
    .addColumn('commission_bp', 'integer', notNull)
    .addColumn('commission', big, notNull)
    .addColumn('override_net_loss', big, notNull)
    .addColumn('override_bp', 'integer', notNull)
    .addColumn('override', big, notNull)
    .addColumn('carried_out', big, notNull)
    .addColumn('closed_at', big, notNull)
    .execute();
  await db.schema.createIndex('agent_statements_week').unique().on('agent_statements').columns(['admin_id', 'week_start']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agent_statements').execute();
  await db.schema.dropTable('float_ledger').execute();
  await db.schema.dropTable('float_movements').execute();
  await db.schema.dropTable('agent_floats').execute();
  await db.schema.dropIndex('fund_requests_agent').execute();
  await db.schema.alterTable('fund_requests').dropColumn('float_movement_id').execute();
  await db.schema.alterTable('fund_requests').dropColumn('agent_id').execute();
  await db.schema.dropIndex('users_agent').execute();
  await db.schema.alterTable('users').dropColumn('agent_id').execute();
  await db.schema.dropIndex('admins_parent').execute();
  await db.schema.dropIndex('admins_invite_code').execute();
  for (const c of ['upi_id', 'whatsapp', 'contact_mobile', 'display_name', 'suspended_at', 'credit_limit', 'override_bp', 'commission_bp', 'invite_code', 'parent_id'])
    await db.schema.alterTable('admins').dropColumn(c).execute();
}
