import { type Executor } from '../../db/database.ts';
import { type AdminsTable } from '../../db/schema.ts';

/** All SQL of operator accounts and their sessions. */

export type AdminRole = AdminsTable['role'];

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
