import { ACCOUNT_TEXT as CONSOLE_ACCOUNT_TEXT } from '@pana/contract';
import { type Config } from '../../config.ts';
import { type Db, type Executor } from '../../db/database.ts';
import { isPostgres, lockFirstRun } from '../../db/engine.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { hashPassword, hashToken, newToken, verifyPassword } from '../../lib/crypto.ts';
import { countLoginAttempt, forgetLoginAttempts, type LoginAttempt, loginLimitsOf } from '../../lib/login-limit.ts';
import { describeWait, enforce, type RateLimitStore } from '../../lib/rate-limit.ts';
import { recordAudit } from './audit.ts';
import * as repo from './repository.ts';
import { type AdminAccountRow, type AdminRole } from './repository.ts';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp.ts';

export type { AdminRole } from './repository.ts';

export interface AdminDeps {
  db: Db;
  clock: Clock;
  config: Config;
  rateLimits: RateLimitStore;
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

/** The demo console login of a first run with SEED_DEMO (printed by `npm start`; README, Two commands). */
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

/** An agent's roles (ADR 029): outside the staff's ladder. */
export const AGENT_ROLES: readonly AdminRole[] = ['master_agent', 'agent'];

/**
 * viewer reads; operator also writes; owner may do everything (operator accounts included). An
 * agent's role is on no rung: it never reaches a staff route, whatever the route asks for.
 */
export function hasRole(actual: AdminRole, needed: AdminRole): boolean {
  const have = ADMIN_ROLES.indexOf(actual);
  const need = ADMIN_ROLES.indexOf(needed);
  return have >= 0 && need >= 0 && have >= need;
}

/** True for a master agent or an agent (ADR 029). */
export function isAgentRole(role: AdminRole): boolean {
  return AGENT_ROLES.includes(role);
}

/** Usernames are case-insensitive: stored and compared trimmed and lower-case. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * Creates an operator account; refuses a bad username, a short password or a name already taken.
 * `roles` are those the caller may create: the staff's, or the agents' for the agents module (ADR 029).
 */
export async function createAdmin(
  db: Executor,
  input: { username: string; password: string; role: AdminRole },
  now: number,
  roles: readonly AdminRole[] = ADMIN_ROLES,
): Promise<number> {
  const username = normalizeUsername(input.username);
  if (!/^[a-z0-9._-]{3,64}$/.test(username)) throw badRequest(ADMIN_TEXT.usernameInvalid);
  if (input.password.length < MIN_ADMIN_PASSWORD) throw badRequest(ADMIN_TEXT.passwordTooShort);
  if (input.password.length > 128) throw badRequest(ADMIN_TEXT.passwordTooLong);
  if (!roles.includes(input.role)) throw badRequest(`Role must be one of ${roles.join(', ')}`);
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
  // Several processes starting at once on one PostgreSQL database: one creates them, the others find them.
  return db.transaction().execute(async (trx) => {
    await lockFirstRun(trx, 'pana:startup-admins');
    const created: string[] = [];
    const create = async (username: string, password: string, role: AdminRole, why: string) => {
      const id = await createAdmin(trx, { username, password, role }, now);
      await recordAudit(trx, {
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
      !(await repo.findAdminByUsername(trx, normalizeUsername(config.ADMIN_USERNAME)))
    ) {
      await create(config.ADMIN_USERNAME, config.ADMIN_PASSWORD, 'owner', 'ADMIN_USERNAME');
    }
    if (config.SEED_DEMO && (await repo.countAdmins(trx)) === 0) {
      await create(DEMO_ADMIN.username, DEMO_ADMIN.password, DEMO_ADMIN.role, 'demo');
    }
    return created;
  });
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

/**
 * `POST /admin/api/login`: limited per username and address, per address, and per username once it is
 * under attack (lib/login-limit.ts, ADR 010); opens a 12-hour session.
 */
export async function login(
  deps: AdminDeps,
  input: { username: string; password: string; totp?: string | undefined },
  ip: string,
): Promise<{ token: string; role: AdminRole; admin: Admin }> {
  const now = deps.clock.now();
  const username = normalizeUsername(input.username);
  const attempt: LoginAttempt = { scope: 'admin-login', kind: 'user', account: username.slice(0, 64), ip };
  await countLoginAttempt(deps.rateLimits, attempt, loginLimitsOf(deps.config), now, ADMIN_TEXT.tooManyLogins);
  const admin = await repo.findAdminByUsername(deps.db, username);
  // Hash even for an unknown name, so timing does not tell which names exist.
  dummyHash ??= hashPassword('not-a-password-anyone-has');
  const ok = await verifyPassword(input.password, admin?.password_hash ?? (await dummyHash));
  if (!admin || !ok) throw unauthorized(ADMIN_TEXT.invalidCredentials);
  if (Number(admin.active) !== 1) throw forbidden(ADMIN_TEXT.disabled);
  const token = newToken();
  const adminId = Number(admin.id);
  // Two-step login: with TOTP on, the code must match too (checked after the password, counted by the same limits).
  const totpStep = await checkLoginTotp(deps.db, adminId, input.totp, now);
  const sessionId = await deps.db.transaction().execute(async (trx) => {
    if (totpStep !== null && !(await repo.claimTotpStep(trx, adminId, totpStep)))
      throw unauthorized(TOTP_TEXT.codeNeeded);
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
  await forgetLoginAttempts(deps.rateLimits, attempt);
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

// ---------------------------------------------------------------------------------------------
// Operator accounts (owner only) and two-step login (each operator for themselves)

export const ACCOUNT_TEXT = {
  created: 'Operator created',
  updated: 'Operator updated',
  notFound: 'Operator not found',
  lastOwner: 'The last active owner cannot be demoted or disabled',
  totpResetOnly: 'Two-step login can only be turned off here (send totp: false)',
  lastOwnerTotp: CONSOLE_ACCOUNT_TEXT.lastOwnerTotp,
  selfChangeElsewhere: CONSOLE_ACCOUNT_TEXT.selfChangeElsewhere,
  currentPasswordWrong: CONSOLE_ACCOUNT_TEXT.currentPasswordWrong,
  passwordChanged: CONSOLE_ACCOUNT_TEXT.passwordChanged,
} as const;

export const TOTP_TEXT = {
  /** The login's answer when two-step login is on and the code is missing or wrong (401). */
  codeNeeded: 'Enter the 6-digit code from your authenticator app',
  /** Enabling or disabling with a wrong code (400: the session itself is fine). */
  wrongCode: 'Wrong code. Enter the 6-digit code from your authenticator app',
  alreadyOn: 'Two-step login is already on; turn it off first',
  notOn: 'Two-step login is not on',
  setupFirst: 'Start the two-step login setup first',
  setupStarted: 'Scan the code with your authenticator app, then enter a code to turn two-step login on',
  enabled: 'Two-step login is on',
  disabled: 'Two-step login is off',
  tooMany: (s: number) => `Too many codes tried. Please try again after ${describeWait(s)}.`,
  /** A change that asks for a current code (where deposits go, ADR 011) from an owner without two-step login. */
  neededForChange: 'Turn on two-step login for your account first: this change asks for a code from your authenticator app',
} as const;

/** Who acts, for the audit log. */
export interface AdminActor {
  admin: Admin;
  ip: string;
}

/**
 * The TOTP step a login's code matches, or null when two-step login is off for this operator.
 * Throws 401 when it is on and the code is missing or wrong.
 */
async function checkLoginTotp(
  db: Executor,
  adminId: number,
  code: string | undefined,
  now: number,
): Promise<number | null> {
  const state = await repo.findTotpState(db, adminId);
  if (!state?.enabled || !state.secret) return null;
  const step = code ? verifyTotp(state.secret, code, now, state.lastStep) : null;
  if (step === null) throw unauthorized(TOTP_TEXT.codeNeeded);
  return step;
}

export function listAdminAccounts(deps: AdminDeps): Promise<AdminAccountRow[]> {
  return repo.listAdminAccounts(deps.db);
}

/** Whether this staff account is an active owner (what acts in an owner's name later checks, ADR 032). */
export async function isActiveOwner(db: Executor, adminId: number): Promise<boolean> {
  const account = await repo.findAdminAccount(db, adminId);
  return account !== null && account.active && account.role === 'owner';
}

/** `POST /admin/api/admins`: a new operator account, audited. */
export async function createAdminAccount(
  deps: AdminDeps,
  input: { username: string; password: string; role: AdminRole },
  actor: AdminActor,
): Promise<number> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const id = await createAdmin(trx, input, now);
    await recordAudit(trx, {
      adminId: actor.admin.id,
      action: 'admin.create',
      entity: 'admin',
      entityId: id,
      after: { username: normalizeUsername(input.username), role: input.role, active: true },
      ip: actor.ip,
      now,
    });
    return id;
  });
}

export interface AdminPatch {
  role?: AdminRole | undefined;
  active?: boolean | undefined;
  password?: string | undefined;
  /** Only `false`: turns the operator's two-step login off (a lost phone). */
  totp?: false | undefined;
}

/**
 * `PATCH /admin/api/admins/:id`: role, active, password, or two-step login off. The last active
 * owner can be neither demoted nor disabled (409). Disabling or a new password closes the operator's
 * other sessions. Audited with before and after (never a password or a hash).
 */
export async function updateAdminAccount(
  deps: AdminDeps,
  id: number,
  patch: AdminPatch,
  actor: AdminActor,
): Promise<AdminAccountRow> {
  const now = deps.clock.now();
  if (
    patch.role === undefined &&
    patch.active === undefined &&
    patch.password === undefined &&
    patch.totp === undefined
  ) {
    throw badRequest('Nothing to change: send role, active, password or totp');
  }
  // An owner's own sign-in changes go through /me/password and /totp/disable, which ask for the current password.
  if (id === actor.admin.id && (patch.password !== undefined || patch.totp === false))
    throw badRequest(ACCOUNT_TEXT.selfChangeElsewhere);
  checkNewPassword(patch.password);
  const passwordHash = patch.password === undefined ? undefined : await hashPassword(patch.password);
  return deps.db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await repo.lockActiveOwners(trx);
    const before = await repo.findAdminAccount(trx, id);
    if (!before) throw notFound(ACCOUNT_TEXT.notFound);
    const role = patch.role ?? before.role;
    const active = patch.active ?? before.active;
    const losesOwner = before.role === 'owner' && before.active && (role !== 'owner' || !active);
    if (losesOwner && (await repo.countOtherActiveOwners(trx, id)) === 0) throw conflict(ACCOUNT_TEXT.lastOwner);
    if (patch.totp === false && before.totp) await keepAnOwnerWithTotp(trx, before);
    await repo.updateAdminAccount(trx, id, {
      ...(patch.role !== undefined ? { role: patch.role } : {}),
      ...(patch.active !== undefined ? { active: patch.active ? 1 : 0 } : {}),
      ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
    });
    if (patch.totp === false) await repo.setTotpState(trx, id, { secret: null, enabled: false, lastStep: null });
    if (!active || passwordHash !== undefined) {
      await repo.revokeSessionsOf(trx, id, now, id === actor.admin.id ? actor.admin.sessionId : null);
    }
    const after = (await repo.findAdminAccount(trx, id)) as AdminAccountRow;
    await recordAudit(trx, {
      adminId: actor.admin.id,
      action: 'admin.update',
      entity: 'admin',
      entityId: id,
      before: { role: before.role, active: before.active, totp: before.totp },
      after: {
        role: after.role,
        active: after.active,
        totp: after.totp,
        ...(passwordHash !== undefined ? { passwordChanged: true } : {}),
      },
      ip: actor.ip,
      now,
    });
    return after;
  });
}

/** A new password checked (10–128 characters) and hashed, before the transaction that stores it. */
export async function hashNewPassword(password: string): Promise<string> {
  checkNewPassword(password);
  return hashPassword(password);
}

/**
 * The owner turns an agent's account on or off or gives it a new password (ADR 029), in the agents
 * module's transaction (which audits it): disabling or a new password ends the account's open sessions.
 */
export async function changeAgentSignIn(
  trx: Executor,
  id: number,
  change: { active?: boolean | undefined; passwordHash?: string | undefined },
  now: number,
): Promise<void> {
  await repo.updateAdminAccount(trx, id, {
    ...(change.active !== undefined ? { active: change.active ? 1 : 0 } : {}),
    ...(change.passwordHash !== undefined ? { password_hash: change.passwordHash } : {}),
  });
  if (change.active === false || change.passwordHash !== undefined) await repo.revokeSessionsOf(trx, id, now);
}

/** Whether two-step login is on for the operator who asks. */
export async function totpStatus(deps: AdminDeps, admin: Admin): Promise<{ enabled: boolean; pending: boolean }> {
  const state = await repo.findTotpState(deps.db, admin.id);
  return { enabled: Boolean(state?.enabled), pending: Boolean(state && !state.enabled && state.secret) };
}

/** Limits code guesses on enable/disable, a password change and the changes that ask for a code, per operator (the login has its own limits). */
export async function limitTotpTries(deps: Pick<AdminDeps, 'rateLimits' | 'config'>, adminId: number, now: number): Promise<void> {
  await enforce(
    deps.rateLimits,
    [{ key: `admin-totp:${adminId}`, max: 10, windowMs: deps.config.RATE_WINDOW_SECONDS * 1000 }],
    now,
    TOTP_TEXT.tooMany,
  );
}

/**
 * `POST /admin/api/totp/setup`: a new secret for the operator's authenticator app. Two-step login
 * stays off until a first code confirms it (`enable`). Refused while it is on.
 */
export async function setupTotp(deps: AdminDeps, actor: AdminActor): Promise<{ secret: string; otpauthUrl: string }> {
  const now = deps.clock.now();
  const secret = newTotpSecret();
  await deps.db.transaction().execute(async (trx) => {
    const state = await repo.findTotpState(trx, actor.admin.id);
    if (state?.enabled) throw conflict(TOTP_TEXT.alreadyOn);
    await repo.setTotpState(trx, actor.admin.id, { secret, enabled: false, lastStep: null });
    // The secret itself never goes to the audit log.
    await recordAudit(trx, {
      adminId: actor.admin.id,
      action: 'admin.totp_setup',
      entity: 'admin',
      entityId: actor.admin.id,
      before: { totp: false, pending: Boolean(state?.secret) },
      after: { totp: false, pending: true },
      ip: actor.ip,
      now,
    });
  });
  return { secret, otpauthUrl: otpauthUrl(secret, actor.admin.username) };
}

/** `POST /admin/api/totp/enable {code}`: a correct code of the set-up secret turns two-step login on. */
export async function enableTotp(deps: AdminDeps, code: string, actor: AdminActor): Promise<void> {
  const now = deps.clock.now();
  await limitTotpTries(deps, actor.admin.id, now);
  await deps.db.transaction().execute(async (trx) => {
    const state = await repo.findTotpState(trx, actor.admin.id);
    if (state?.enabled) throw conflict(TOTP_TEXT.alreadyOn);
    if (!state?.secret) throw badRequest(TOTP_TEXT.setupFirst);
    const step = verifyTotp(state.secret, code, now, state.lastStep);
    if (step === null) throw badRequest(TOTP_TEXT.wrongCode);
    await repo.setTotpState(trx, actor.admin.id, { secret: state.secret, enabled: true, lastStep: step });
    await recordAudit(trx, {
      adminId: actor.admin.id,
      action: 'admin.totp_enable',
      entity: 'admin',
      entityId: actor.admin.id,
      before: { totp: false },
      after: { totp: true },
      ip: actor.ip,
      now,
    });
  });
}

/** 400 unless `code` is a current code of the operator's authenticator; its step is used up, so a code works once. */
async function claimCode(db: Executor, adminId: number, state: repo.TotpState, code: string | undefined, now: number) {
  const step = code && state.secret ? verifyTotp(state.secret, code, now, state.lastStep) : null;
  if (step === null || !(await repo.claimTotpStep(db, adminId, step))) throw badRequest(TOTP_TEXT.wrongCode);
}

/**
 * A change that asks the operator for their authenticator's code again, on the request itself (where
 * deposits go, ADR 011): two-step login must be on for the account (403 otherwise), the code sent (400
 * "Enter the 6-digit code…") and current (400 "Wrong code…"); its step is used up in the caller's
 * transaction, so one code makes one change. The caller counts the try first with `limitTotpTries`
 * (outside its transaction).
 */
export async function requireCurrentCode(db: Executor, adminId: number, code: string | undefined, now: number): Promise<void> {
  const state = await repo.findTotpState(db, adminId);
  if (!state?.enabled || !state.secret) throw forbidden(TOTP_TEXT.neededForChange);
  if (code === undefined || code.trim() === '') throw badRequest(TOTP_TEXT.codeNeeded);
  await claimCode(db, adminId, state, code, now);
}

/** Refuses a new password shorter than 10 or longer than 128 characters. */
function checkNewPassword(password: string | undefined): void {
  if (password === undefined) return;
  if (password.length < MIN_ADMIN_PASSWORD) throw badRequest(ADMIN_TEXT.passwordTooShort);
  if (password.length > 128) throw badRequest(ADMIN_TEXT.passwordTooLong);
}

/** 400 unless `password` is the operator's current password. */
async function checkCurrentPassword(db: Executor, adminId: number, password: string): Promise<void> {
  const hash = await repo.findPasswordHash(db, adminId);
  if (!hash || !(await verifyPassword(password, hash))) throw badRequest(ACCOUNT_TEXT.currentPasswordWrong);
}

/**
 * 409 when the account is an active owner with two-step login and no other active owner has it on: the
 * console would be left without an owner whose login needs more than a password.
 */
async function keepAnOwnerWithTotp(db: Executor, account: { id: number; role: AdminRole; active: boolean }) {
  if (account.role !== 'owner' || !account.active) return;
  if ((await repo.countOtherActiveOwnersWithTotp(db, account.id)) === 0) throw conflict(ACCOUNT_TEXT.lastOwnerTotp);
}

/**
 * `POST /admin/api/me/password {currentPassword, password, code?}`: any operator changes their own
 * password with the current one and, when two-step login is on, a current code. The operator's other
 * sessions close; this one stays. Wrong guesses count against the same limit as TOTP codes.
 */
export async function changeOwnPassword(
  deps: AdminDeps,
  input: { currentPassword: string; password: string; code?: string | undefined },
  actor: AdminActor,
): Promise<void> {
  const now = deps.clock.now();
  await limitTotpTries(deps, actor.admin.id, now);
  checkNewPassword(input.password);
  await checkCurrentPassword(deps.db, actor.admin.id, input.currentPassword);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (trx) => {
    const state = await repo.findTotpState(trx, actor.admin.id);
    if (state?.enabled && state.secret) await claimCode(trx, actor.admin.id, state, input.code, now);
    await repo.updateAdminAccount(trx, actor.admin.id, { password_hash: passwordHash });
    await repo.revokeSessionsOf(trx, actor.admin.id, now, actor.admin.sessionId);
    await recordAudit(trx, {
      adminId: actor.admin.id,
      action: 'admin.password_change',
      entity: 'admin',
      entityId: actor.admin.id,
      after: { passwordChanged: true },
      ip: actor.ip,
      now,
    });
  });
}

/**
 * `POST /admin/api/totp/disable {code, currentPassword}`: the current password and a current code turn
 * two-step login off and forget the secret; refused for the last owner who has it on.
 */
export async function disableTotp(
  deps: AdminDeps,
  input: { code: string; currentPassword: string },
  actor: AdminActor,
): Promise<void> {
  const now = deps.clock.now();
  await limitTotpTries(deps, actor.admin.id, now);
  await checkCurrentPassword(deps.db, actor.admin.id, input.currentPassword);
  await deps.db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await repo.lockActiveOwners(trx);
    const state = await repo.findTotpState(trx, actor.admin.id);
    if (!state?.enabled || !state.secret) throw conflict(TOTP_TEXT.notOn);
    const step = verifyTotp(state.secret, input.code, now, state.lastStep);
    if (step === null) throw badRequest(TOTP_TEXT.wrongCode);
    await keepAnOwnerWithTotp(trx, { id: actor.admin.id, role: actor.admin.role, active: true });
    await repo.setTotpState(trx, actor.admin.id, { secret: null, enabled: false, lastStep: null });
    await recordAudit(trx, {
      adminId: actor.admin.id,
      action: 'admin.totp_disable',
      entity: 'admin',
      entityId: actor.admin.id,
      before: { totp: true },
      after: { totp: false },
      ip: actor.ip,
      now,
    });
  });
}
