import { type Executor } from '../../db/database.ts';
import { type AdminsTable } from '../../db/schema.ts';

/** All SQL of operator accounts and their sessions. */

export type AdminRole = AdminsTable['role'];
/** The staff's roles (agents' are ADR 029's). */
export type StaffRole = Exclude<AdminRole, 'master_agent' | 'agent'>;

export function findAdminByUsername(db: Executor, username: string) {
  return db
    .selectFrom('admins')
    .select(['id', 'username', 'password_hash', 'role', 'active'])
    .where('username', '=', username)
    .executeTakeFirst();
}

export async function countAdmins(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAdmin(
  db: Executor,
  admin: { username: string; passwordHash: string; role: AdminRole },
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('admins')
    .values({
      username: admin.username,
      password_hash: admin.passwordHash,
      role: admin.role,
      totp_secret: null,
      active: 1,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertAdminSession(
  db: Executor,
  session: { tokenHash: string; adminId: number; expiresAt: number },
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('admin_sessions')
    .values({
      token_hash: session.tokenHash,
      admin_id: session.adminId,
      created_at: now,
      expires_at: session.expiresAt,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The session of a token hash with its operator (revoked and expired sessions included; the caller decides). */
export function findAdminSession(db: Executor, tokenHash: string) {
  return db
    .selectFrom('admin_sessions')
    .innerJoin('admins', 'admins.id', 'admin_sessions.admin_id')
    .select([
      'admin_sessions.id as sessionId',
      'admin_sessions.expires_at',
      'admin_sessions.revoked_at',
      'admins.id',
      'admins.username',
      'admins.role',
      'admins.active',
    ])
    .where('admin_sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function revokeAdminSession(db: Executor, sessionId: number, now: number): Promise<void> {
  await db
    .updateTable('admin_sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Operator accounts as the owner manages them, and two-step login (TOTP)

export interface AdminAccountRow {
  id: number;
  username: string;
  role: StaffRole;
  active: boolean;
  totp: boolean;
  createdAt: number;
}

const ACCOUNT_COLUMNS = ['id', 'username', 'role', 'active', 'totp_enabled', 'created_at'] as const;

function toAccount(r: {
  id: number;
  username: string;
  role: AdminRole;
  active: number;
  totp_enabled: number;
  created_at: number;
}): AdminAccountRow {
  return {
    id: Number(r.id),
    username: r.username,
    // Only staff rows are selected (STAFF_ROLES).
    role: r.role as StaffRole,
    active: Number(r.active) === 1,
    totp: Number(r.totp_enabled) === 1,
    createdAt: Number(r.created_at),
  };
}

/** The staff's roles: agents' accounts are listed and changed under /admin/api/agents (ADR 029). */
const STAFF_ROLES: readonly StaffRole[] = ['viewer', 'operator', 'owner'];

/** Every staff account, oldest first. */
export async function listAdminAccounts(db: Executor): Promise<AdminAccountRow[]> {
  const rows = await db.selectFrom('admins').select(ACCOUNT_COLUMNS).where('role', 'in', STAFF_ROLES).orderBy('id').execute();
  return rows.map(toAccount);
}

export async function findAdminAccount(db: Executor, id: number): Promise<AdminAccountRow | null> {
  const row = await db.selectFrom('admins').select(ACCOUNT_COLUMNS).where('id', '=', id).where('role', 'in', STAFF_ROLES).executeTakeFirst();
  return row ? toAccount(row) : null;
}

/** Active owners other than `exceptId`. */
export async function countOtherActiveOwners(db: Executor, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'owner')
    .where('active', '=', 1)
    .where('id', '<>', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Active owners with two-step login on, other than `exceptId`. */
export async function countOtherActiveOwnersWithTotp(db: Executor, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'owner')
    .where('active', '=', 1)
    .where('totp_enabled', '=', 1)
    .where('id', '<>', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An operator's password hash, to check a current password. */
export async function findPasswordHash(db: Executor, id: number): Promise<string | null> {
  const row = await db.selectFrom('admins').select('password_hash').where('id', '=', id).executeTakeFirst();
  return row?.password_hash ?? null;
}

/**
 * PostgreSQL only: locks the active owners' rows until the transaction ends, so two owners changed at
 * the same moment cannot both pass the last-owner check. (SQLite runs one write transaction at a time.)
 */
export async function lockActiveOwners(db: Executor): Promise<void> {
  await db.selectFrom('admins').select('id').where('role', '=', 'owner').where('active', '=', 1).forUpdate().execute();
}

export async function updateAdminAccount(
  db: Executor,
  id: number,
  patch: { role?: AdminRole; active?: number; password_hash?: string },
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('admins').set(patch).where('id', '=', id).execute();
}

/** Revokes every open session of an operator except `keepSessionId` (the caller's own). */
export async function revokeSessionsOf(
  db: Executor,
  adminId: number,
  now: number,
  keepSessionId: number | null = null,
): Promise<void> {
  let q = db
    .updateTable('admin_sessions')
    .set({ revoked_at: now })
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== null) q = q.where('id', '<>', keepSessionId);
  await q.execute();
}

export interface TotpState {
  secret: string | null;
  enabled: boolean;
  lastStep: number | null;
}

export async function findTotpState(db: Executor, adminId: number): Promise<TotpState | null> {
  const row = await db
    .selectFrom('admins')
    .select(['totp_secret', 'totp_enabled', 'totp_last_step'])
    .where('id', '=', adminId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    secret: row.totp_secret,
    enabled: Number(row.totp_enabled) === 1,
    lastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
  };
}

export async function setTotpState(
  db: Executor,
  adminId: number,
  state: { secret: string | null; enabled: boolean; lastStep: number | null },
): Promise<void> {
  await db
    .updateTable('admins')
    .set({ totp_secret: state.secret, totp_enabled: state.enabled ? 1 : 0, totp_last_step: state.lastStep })
    .where('id', '=', adminId)
    .execute();
}

/**
 * Records that the code of `step` was used, only if no code of this or a later step was accepted
 * before (one statement, so two logins racing with the same code cannot both win). True when claimed.
 */
export async function claimTotpStep(db: Executor, adminId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set({ totp_last_step: step })
    .where('id', '=', adminId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
