import { sql, type Updateable } from 'kysely';
import { type Executor } from '../../db/database.ts';
import { lockRows } from '../../db/engine.ts';
import { type AdminsTable } from '../../db/schema.ts';

/**
 * The agents module's SQL (ADR 029): agents' accounts as the owner and the agent's console read them,
 * the agent's own columns of `admins` and the player's `users.agent_id` (both listed in eslint.config.js's
 * TABLE_EXCEPTIONS: the accounts themselves are the operators module's), and the reads around the float
 * ledger (which only modules/wallet/float.ts writes). Written once for SQLite and PostgreSQL.
 */

export type AgentRole = 'master_agent' | 'agent';
export const AGENT_ROLES: readonly AgentRole[] = ['master_agent', 'agent'];

export interface AgentRow {
  id: number;
  username: string;
  role: AgentRole;
  parentId: number | null;
  parentName: string | null;
  inviteCode: string;
  commissionBp: number;
  overrideBp: number;
  creditLimit: number;
  float: number;
  players: number;
  suspendedAt: number | null;
  active: boolean;
  displayName: string;
  contactMobile: string | null;
  whatsapp: string | null;
  upiId: string | null;
  createdAt: number;
}

function agentsQuery(db: Executor) {
  return db
    .selectFrom('admins')
    .leftJoin('admins as parent', 'parent.id', 'admins.parent_id')
    .leftJoin('agent_floats', 'agent_floats.admin_id', 'admins.id')
    .select([
      'admins.id',
      'admins.username',
      'admins.role',
      'admins.parent_id',
      'parent.username as parent_name',
      'admins.invite_code',
      'admins.commission_bp',
      'admins.override_bp',
      'admins.credit_limit',
      sql<number>`coalesce(agent_floats.balance, 0)`.as('float'),
      // users_agent (agent_id, id) answers this from the index.
      sql<number>`(select count(*) from users where users.agent_id = admins.id)`.as('players'),
      'admins.suspended_at',
      'admins.active',
      'admins.display_name',
      'admins.contact_mobile',
      'admins.whatsapp',
      'admins.upi_id',
      'admins.created_at',
    ])
    .where('admins.role', 'in', [...AGENT_ROLES]);
}

function toAgent(r: {
  id: number;
  username: string;
  role: AdminsTable['role'];
  parent_id: number | null;
  parent_name: string | null;
  invite_code: string | null;
  commission_bp: number;
  override_bp: number;
  credit_limit: number;
  float: number;
  players: number;
  suspended_at: number | null;
  active: number;
  display_name: string | null;
  contact_mobile: string | null;
  whatsapp: string | null;
  upi_id: string | null;
  created_at: number;
}): AgentRow {
  return {
    id: Number(r.id),
    username: r.username,
    role: r.role as AgentRole,
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    parentName: r.parent_name,
    inviteCode: r.invite_code ?? '',
    commissionBp: Number(r.commission_bp),
    overrideBp: Number(r.override_bp),
    creditLimit: Number(r.credit_limit),
    float: Number(r.float),
    players: Number(r.players),
    suspendedAt: r.suspended_at === null ? null : Number(r.suspended_at),
    active: Number(r.active) === 1,
    displayName: r.display_name ?? '',
    contactMobile: r.contact_mobile,
    whatsapp: r.whatsapp,
    upiId: r.upi_id,
    createdAt: Number(r.created_at),
  };
}

/** Every master agent and agent (the owner's list), or a master agent's own agents; oldest first. */
export async function listAgents(db: Executor, filter: { parentId?: number } = {}): Promise<AgentRow[]> {
  let q = agentsQuery(db);
  if (filter.parentId !== undefined)
    q = q.where('admins.parent_id', '=', filter.parentId).where('admins.role', '=', 'agent');
  const rows = await q.orderBy('admins.id').execute();
  return rows.map(toAgent);
}

/** A master agent or agent by id; null for any other account or none. */
export async function findAgent(db: Executor, id: number): Promise<AgentRow | null> {
  const row = await agentsQuery(db).where('admins.id', '=', id).executeTakeFirst();
  return row ? toAgent(row) : null;
}

/** The ids of a master agent's agents. */
export async function childAgentIds(db: Executor, masterId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('admins')
    .select('id')
    .where('parent_id', '=', masterId)
    .where('role', '=', 'agent')
    .execute();
  return rows.map((r) => Number(r.id));
}

export async function inviteCodeTaken(db: Executor, code: string): Promise<boolean> {
  const row = await db.selectFrom('admins').select('id').where('invite_code', '=', code).executeTakeFirst();
  return row !== undefined;
}

/** The agent's own columns of `admins` (never its username, password, role or sessions: operators' own). */
export type AgentColumns = Pick<
  Updateable<AdminsTable>,
  | 'parent_id'
  | 'invite_code'
  | 'commission_bp'
  | 'override_bp'
  | 'credit_limit'
  | 'suspended_at'
  | 'display_name'
  | 'contact_mobile'
  | 'whatsapp'
  | 'upi_id'
>;

export async function setAgentColumns(trx: Executor, id: number, columns: AgentColumns): Promise<void> {
  if (Object.keys(columns).length === 0) return;
  await trx
    .updateTable('admins')
    .set(columns)
    .where('id', '=', id)
    .where('role', 'in', [...AGENT_ROLES])
    .execute();
}

/**
 * PostgreSQL: locks an agent's float row until the transaction ends, before anything of the movement
 * is read, so the movement takes its locks in modules/wallet/float.ts's order (floats, then the wallet).
 */
export async function lockFloat(trx: Executor, adminId: number): Promise<void> {
  await lockRows(trx, trx.selectFrom('agent_floats').select('admin_id').where('admin_id', '=', adminId));
}

/** A player as a movement of theirs needs them: whose player, and what responsible play reads. */
export interface PlayerOfAgent {
  id: number;
  mobile: string;
  name: string;
  agentId: number | null;
  bettingStatus: number;
  blocked: boolean;
  playPausedUntil: number | null;
  hasPlayLimits: boolean;
}

export async function findPlayerByMobile(db: Executor, mobile: string): Promise<PlayerOfAgent | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'mobile', 'name', 'agent_id', 'betting_status', 'blocked', 'play_paused_until', 'play_limits'])
    .where('mobile', '=', mobile)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: Number(row.id),
    mobile: row.mobile,
    name: row.name,
    agentId: row.agent_id === null ? null : Number(row.agent_id),
    bettingStatus: Number(row.betting_status),
    blocked: Number(row.blocked) === 1,
    playPausedUntil: row.play_paused_until === null ? null : Number(row.play_paused_until),
    hasPlayLimits: Number(row.play_limits) === 1,
  };
}

/** The owner's move of a player to another agent or to the house (null). */
export async function setPlayerAgent(
  trx: Executor,
  userId: number,
  agentId: number | null,
  now: number,
): Promise<void> {
  await trx.updateTable('users').set({ agent_id: agentId, updated_at: now }).where('id', '=', userId).execute();
}

/** How many rows a float's ledger holds in a range of instants (for its pages). */
export async function countFloatEntries(
  db: Executor,
  adminId: number,
  range: { from?: number; to?: number },
): Promise<number> {
  let q = db
    .selectFrom('float_ledger')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('admin_id', '=', adminId);
  if (range.from !== undefined) q = q.where('created_at', '>=', range.from);
  if (range.to !== undefined) q = q.where('created_at', '<', range.to);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** Players' mobiles and names by id. */
export async function playersById(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, { mobile: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'mobile', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), { mobile: r.mobile, name: r.name }]));
}

/** Console accounts' usernames by id. */
export async function usernamesById(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('admins')
    .select(['id', 'username'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), r.username]));
}
