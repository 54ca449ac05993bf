import { type Config } from '../../config.ts';
import { type Db, type Executor } from '../../db/database.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { hashPassword, hashToken, newToken, verifyPassword } from '../../lib/crypto.ts';
import { describeWait, enforce, reset } from '../../lib/rate-limit.ts';
import { recordAudit } from './audit.ts';
import * as repo from './repository.ts';
import { type AdminRole } from './repository.ts';

export type { AdminRole } from './repository.ts';

export interface AdminDeps {
  db: Db;
  clock: Clock;
  config: Config;
}

/** A logged-in operator as routes see them. */
export interface Admin {
  id: number;
  username: string;
  role: AdminRole;
  sessionId: number;
}

export const ADMIN_ROLES: readonly AdminRole[] = ['viewer', 'operator', 'owner'];

/** Operator sessions last 12 hours from login (no sliding). */
export const ADMIN_SESSION_MS = 12 * 60 * 60 * 1000;
export const MIN_ADMIN_PASSWORD = 10;

/** The demo console login of a first run with SEED_DEMO (DESIGN.md section 8). */
export const DEMO_ADMIN = { username: 'admin', password: 'admin12345', role: 'owner' as AdminRole };

export const ADMIN_TEXT = {
  loggedIn: 'Login successful',
  loggedOut: 'Logged out successfully',
  pleaseLogIn: 'Please log in',
  notAllowed: 'Not allowed for your role',
  invalidCredentials: 'Invalid username or password',
  disabled: 'This operator account is disabled',
  usernameInvalid: 'Username must be 3-64 characters: letters, digits, dot, dash or underscore',
  passwordTooShort: `Password must be at least ${MIN_ADMIN_PASSWORD} characters`,
  passwordTooLong: 'Password must be at most 128 characters',
  usernameTaken: (username: string) => `An operator named ${username} already exists`,
  tooManyLogins: (s: number) => `Too many login attempts. Please try again after ${describeWait(s)}.`,
} as const;

/** viewer reads; operator also writes; owner may do everything (operator accounts included). */
export function hasRole(actual: AdminRole, needed: AdminRole): boolean {
  return ADMIN_ROLES.indexOf(actual) >= ADMIN_ROLES.indexOf(needed);
}

/** Usernames are case-insensitive: stored and compared trimmed and lower-case. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** Creates an operator account; refuses a bad username, a short password or a name already taken. */
export async function createAdmin(
  db: Executor,
  input: { username: string; password: string; role: AdminRole },
  now: number,
): Promise<number> {
  const username = normalizeUsername(input.username);
  if (!/^[a-z0-9._-]{3,64}$/.test(username)) throw badRequest(ADMIN_TEXT.usernameInvalid);
  if (input.password.length < MIN_ADMIN_PASSWORD) throw badRequest(ADMIN_TEXT.passwordTooShort);
  if (input.password.length > 128) throw badRequest(ADMIN_TEXT.passwordTooLong);
  if (!ADMIN_ROLES.includes(input.role)) throw badRequest(`Role must be one of ${ADMIN_ROLES.join(', ')}`);
  if (await repo.findAdminByUsername(db, username)) throw conflict(ADMIN_TEXT.usernameTaken(username));
  const passwordHash = await hashPassword(input.password);
  return repo.insertAdmin(db, { username, passwordHash, role: input.role }, now);
}

/**
 * The operator accounts a start needs: the owner named by ADMIN_USERNAME/ADMIN_PASSWORD when no
 * operator of that name exists, and with SEED_DEMO the demo operator when there is no operator at
 * all. Returns what it created; each creation is audited as done by the system.
 */
export async function ensureStartupAdmins(
  db: Db,
  config: Pick<Config, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'SEED_DEMO'>,
  now: number,
): Promise<string[]> {
  const created: string[] = [];
  const create = async (username: string, password: string, role: AdminRole, why: string) => {
    const id = await createAdmin(db, { username, password, role }, now);
    await recordAudit(db, {
      adminId: null,
      action: 'admin.create',
      entity: 'admin',
      entityId: id,
      after: { username: normalizeUsername(username), role, why },
      ip: '',
      now,
    });
    created.push(normalizeUsername(username));
  };
  if (
    config.ADMIN_USERNAME &&
    config.ADMIN_PASSWORD &&
    !(await repo.findAdminByUsername(db, normalizeUsername(config.ADMIN_USERNAME)))
  ) {
    await create(config.ADMIN_USERNAME, config.ADMIN_PASSWORD, 'owner', 'ADMIN_USERNAME');
  }
  if (config.SEED_DEMO && (await repo.countAdmins(db)) === 0) {
    await create(DEMO_ADMIN.username, DEMO_ADMIN.password, DEMO_ADMIN.role, 'demo');
  }
  return created;
}

/** True while the demo operator can still log in with the demo password (so start-up may print it). */
export async function isDemoAdminLoginValid(db: Db): Promise<boolean> {
  const admin = await repo.findAdminByUsername(db, DEMO_ADMIN.username);
  return Boolean(
    admin && Number(admin.active) === 1 && (await verifyPassword(DEMO_ADMIN.password, admin.password_hash)),
  );
}

/** The operator holding this token, or null when it is unknown, revoked, expired or the account is disabled. */
export async function authenticateAdmin(db: Executor, token: string, now: number): Promise<Admin | null> {
  if (token.length > 200) return null;
  const row = await repo.findAdminSession(db, hashToken(token));
  if (!row || row.revoked_at !== null || Number(row.expires_at) <= now || Number(row.active) !== 1) return null;
  return { id: Number(row.id), username: row.username, role: row.role, sessionId: Number(row.sessionId) };
}

let dummyHash: Promise<string> | null = null;

/** `POST /admin/api/login`: limited per username and per address; opens a 12-hour session. */
export async function login(
  deps: AdminDeps,
  input: { username: string; password: string },
  ip: string,
): Promise<{ token: string; role: AdminRole; admin: Admin }> {
  const now = deps.clock.now();
  const username = normalizeUsername(input.username);
  const window = deps.config.RATE_WINDOW_SECONDS * 1000;
  const userKey = `admin-login:user:${username.slice(0, 64)}`;
  await enforce(
    deps.db,
    [
      { key: userKey, max: deps.config.LOGIN_MAX_PER_MOBILE, windowMs: window },
      { key: `admin-login:ip:${ip}`, max: deps.config.LOGIN_MAX_PER_IP, windowMs: window },
    ],
    now,
    ADMIN_TEXT.tooManyLogins,
  );
  const admin = await repo.findAdminByUsername(deps.db, username);
  // Hash even for an unknown name, so timing does not tell which names exist.
  dummyHash ??= hashPassword('not-a-password-anyone-has');
  const ok = await verifyPassword(input.password, admin?.password_hash ?? (await dummyHash));
  if (!admin || !ok) throw unauthorized(ADMIN_TEXT.invalidCredentials);
  if (Number(admin.active) !== 1) throw forbidden(ADMIN_TEXT.disabled);
  const token = newToken();
  const adminId = Number(admin.id);
  const sessionId = await deps.db.transaction().execute(async (trx) => {
    const id = await repo.insertAdminSession(
      trx,
      { tokenHash: hashToken(token), adminId, expiresAt: now + ADMIN_SESSION_MS },
      now,
    );
    await recordAudit(trx, {
      adminId,
      action: 'admin.login',
      entity: 'admin',
      entityId: adminId,
      after: { sessionId: id },
      ip,
      now,
    });
    return id;
  });
  await reset(deps.db, [userKey]);
  return { token, role: admin.role, admin: { id: adminId, username: admin.username, role: admin.role, sessionId } };
}

/** `POST /admin/api/logout`: revokes the session the call came with. */
export async function logout(deps: AdminDeps, admin: Admin, ip: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await repo.revokeAdminSession(trx, admin.sessionId, now);
    await recordAudit(trx, {
      adminId: admin.id,
      action: 'admin.logout',
      entity: 'admin',
      entityId: admin.id,
      before: { sessionId: admin.sessionId },
      ip,
      now,
    });
  });
}
