import { type Family, indiaDate, type Session } from '@pana/domain';
import { type Db, type Executor } from '../../db/database.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { indiaDayBounds } from '../../lib/india-days.ts';
import { enforce, type RateLimitStore } from '../../lib/rate-limit.ts';
import { type Player } from '../auth/sessions.ts';
import { findMarket } from '../markets/service.ts';
import { notifyAgentMovement } from '../notifications/service.ts';
import { recordAudit } from '../operators/audit.ts';
import { type Actor } from '../operators/guard.ts';
import { dateRange, PAGE_SIZE } from '../operators/query-params.ts';
import { type Admin, ADMIN_TEXT, changeAgentSignIn, createAdmin, hashNewPassword } from '../operators/service.ts';
import { type PlayerScope, scopedPlayerDetail, searchScopedPlayers } from '../players/service.ts';
import { formatWhen, holdDepositRoom } from '../responsible-play/service.ts';
import { type ExposureOutcome, getExposure } from '../results/service.ts';
import {
  floatBalanceOf,
  floatEntriesOf,
  type FloatKind,
  type FloatRefusal,
  moveFloat,
  openFloat,
} from '../wallet/float.ts';
import { consumeCashout, pendingCashout } from './cashout.ts';
import { newInviteCode } from './invite.ts';
import * as repo from './repository.ts';
import { AGENT_ROLES, type AgentColumns, type AgentRow } from './repository.ts';
import { AGENTS_TEXT } from './text.ts';

/**
 * Agents (ADR 029), the server side of their accounts and floats: the owner creates master agents and
 * agents (a console account through the operators module, an invite code, a float), changes them, tops
 * their floats up or takes points back, and moves players between agents; an agent reads their own
 * players, credits them from the float or takes points back, and a master agent moves float to and
 * from their agents. Every point moves through modules/wallet/float.ts's moveFloat, in the transaction
 * that audits it; every read and write of the agent's console is scoped here to the caller.
 */

export interface AgentsDeps {
  db: Db;
  clock: Clock;
  rateLimits: RateLimitStore;
}

/** The writes one account (owner or agent) may make to agents and floats in a minute. */
export const AGENT_WRITE_LIMIT = { max: 60, windowMs: 60_000 } as const;

async function limitWrites(deps: AgentsDeps, adminId: number): Promise<void> {
  await enforce(
    deps.rateLimits,
    [{ key: `agent-write:${adminId}`, ...AGENT_WRITE_LIMIT }],
    deps.clock.now(),
    AGENTS_TEXT.tooMany,
  );
}

/** The registration link of an invite code, relative to the player app. */
export function inviteLink(code: string): string {
  return `/r?code=${encodeURIComponent(code)}`;
}

/** An agent as the owner's list and a master agent's list show them. */
export type AgentItem = Omit<AgentRow, 'suspendedAt'> & {
  link: string;
  suspended: boolean;
  suspendedAt: number | null;
};

function toItem(row: AgentRow): AgentItem {
  return { ...row, link: inviteLink(row.inviteCode), suspended: row.suspendedAt !== null };
}

/** What a float movement's refusal says: the floor is −credit limit where the account spends its own float. */
function refusalOf(refusal: FloatRefusal, floor: number): AppError {
  if (refusal === 'wallet_short') return conflict(AGENTS_TEXT.walletShort);
  return conflict(floor < 0 ? AGENTS_TEXT.beyondCreditLimit(-floor) : AGENTS_TEXT.notEnoughFloat);
}

/** The agents whose players the caller sees: their own, and a master agent's agents'. */
export async function scopeOf(db: Executor, agent: Pick<Admin, 'id' | 'role'>): Promise<PlayerScope> {
  if (agent.role !== 'master_agent') return { agentIds: [agent.id] };
  return { agentIds: [agent.id, ...(await repo.childAgentIds(db, agent.id))] };
}

/** The editable fields of an agent as the audit log keeps them before and after a change. */
function auditedFields(a: AgentRow) {
  return {
    commissionBp: a.commissionBp,
    overrideBp: a.overrideBp,
    creditLimit: a.creditLimit,
    suspended: a.suspendedAt !== null,
    active: a.active,
    displayName: a.displayName,
    contactMobile: a.contactMobile,
    whatsapp: a.whatsapp,
    upiId: a.upiId,
  };
}

/** A code no account has yet (a clash with the unique index is rare: 31⁶ codes; tried again a few times). */
async function freeInviteCode(trx: Executor): Promise<string> {
  for (let i = 0; i < 10; i++) {
    const code = newInviteCode();
    if (!(await repo.inviteCodeTaken(trx, code))) return code;
  }
  throw conflict(AGENTS_TEXT.codesExhausted);
}

// ---------------------------------------------------------------------------------------------
// The owner's calls

/** `GET /admin/api/agents`: every master agent and agent. */
export async function listAgents(deps: Pick<AgentsDeps, 'db'>): Promise<AgentItem[]> {
  return (await repo.listAgents(deps.db)).map(toItem);
}

export interface ContactInput {
  displayName?: string | undefined;
  contactMobile?: string | null | undefined;
  whatsapp?: string | null | undefined;
  upiId?: string | null | undefined;
}

function contactColumns(input: ContactInput): AgentColumns {
  const columns: AgentColumns = {};
  if (input.displayName !== undefined) columns.display_name = input.displayName;
  if (input.contactMobile !== undefined) columns.contact_mobile = input.contactMobile;
  if (input.whatsapp !== undefined) columns.whatsapp = input.whatsapp;
  if (input.upiId !== undefined) columns.upi_id = input.upiId;
  return columns;
}

export interface CreateAgentInput extends ContactInput {
  username: string;
  password: string;
  role: 'master_agent' | 'agent';
  parentId?: number | null | undefined;
  commissionBp: number;
  overrideBp?: number | undefined;
  creditLimit?: number | undefined;
  displayName: string;
}

/**
 * `POST /admin/api/agents`: the console account (the operators module's username and password rules),
 * a unique invite code, the agent's columns and an empty float, audited, in one transaction.
 */
export async function createAgent(deps: AgentsDeps, actor: Actor, input: CreateAgentInput): Promise<AgentItem> {
  await limitWrites(deps, actor.adminId);
  const parentId = input.parentId ?? null;
  if (input.role === 'master_agent' && parentId !== null) throw badRequest(AGENTS_TEXT.parentOnlyForAgent);
  if (input.role === 'agent' && (input.overrideBp ?? 0) > 0) throw badRequest(AGENTS_TEXT.overrideOnlyForMaster);
  const now = deps.clock.now();
  const id = await deps.db.transaction().execute(async (trx) => {
    if (parentId !== null) {
      const parent = await repo.findAgent(trx, parentId);
      if (!parent || parent.role !== 'master_agent' || !parent.active) throw badRequest(AGENTS_TEXT.parentNotMaster);
    }
    const id = await createAdmin(
      trx,
      { username: input.username, password: input.password, role: input.role },
      now,
      AGENT_ROLES,
    );
    await repo.setAgentColumns(trx, id, {
      parent_id: parentId,
      invite_code: await freeInviteCode(trx),
      commission_bp: input.commissionBp,
      override_bp: input.overrideBp ?? 0,
      credit_limit: input.creditLimit ?? 0,
      ...contactColumns(input),
    });
    await openFloat(trx, id, now);
    const created = (await repo.findAgent(trx, id)) as AgentRow;
    await recordAudit(trx, {
      adminId: actor.adminId,
      action: 'agent.create',
      entity: 'admin',
      entityId: id,
      after: {
        username: created.username,
        role: created.role,
        parentId,
        inviteCode: created.inviteCode,
        ...auditedFields(created),
      },
      ip: actor.ip,
      now,
    });
    return id;
  });
  return toItem((await repo.findAgent(deps.db, id)) as AgentRow);
}

export interface UpdateAgentInput extends ContactInput {
  commissionBp?: number | undefined;
  overrideBp?: number | undefined;
  creditLimit?: number | undefined;
  suspended?: boolean | undefined;
  active?: boolean | undefined;
  password?: string | undefined;
}

/**
 * `PATCH /admin/api/agents/:id`: rates, credit limit, suspension, sign-in (active, password: the
 * agent's sessions end) and what the players see; audited with before and after (never the password).
 */
export async function updateAgent(
  deps: AgentsDeps,
  actor: Actor,
  id: number,
  patch: UpdateAgentInput,
): Promise<AgentItem> {
  if (Object.values(patch).every((v) => v === undefined)) throw badRequest(AGENTS_TEXT.nothingToChange);
  await limitWrites(deps, actor.adminId);
  const passwordHash = patch.password === undefined ? undefined : await hashNewPassword(patch.password);
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const before = await repo.findAgent(trx, id);
    if (!before) throw notFound(AGENTS_TEXT.agentNotFound);
    if (before.role === 'agent' && (patch.overrideBp ?? 0) > 0) throw badRequest(AGENTS_TEXT.overrideOnlyForMaster);
    const columns: AgentColumns = contactColumns(patch);
    if (patch.commissionBp !== undefined) columns.commission_bp = patch.commissionBp;
    if (patch.overrideBp !== undefined) columns.override_bp = patch.overrideBp;
    if (patch.creditLimit !== undefined) columns.credit_limit = patch.creditLimit;
    if (patch.suspended !== undefined) columns.suspended_at = patch.suspended ? (before.suspendedAt ?? now) : null;
    await repo.setAgentColumns(trx, id, columns);
    if (patch.active !== undefined || passwordHash !== undefined)
      await changeAgentSignIn(trx, id, { active: patch.active, passwordHash }, now);
    const after = (await repo.findAgent(trx, id)) as AgentRow;
    await recordAudit(trx, {
      adminId: actor.adminId,
      action: 'agent.update',
      entity: 'admin',
      entityId: id,
      before: auditedFields(before),
      after: { ...auditedFields(after), ...(passwordHash !== undefined ? { passwordChanged: true } : {}) },
      ip: actor.ip,
      now,
    });
    return toItem(after);
  });
}

/**
 * `POST /admin/api/agents/:id/float`: points into the agent's float from the house (`top_up`) or back
 * to it (`take_back`, never below 0: `Not enough float`); audited with the float before and after.
 */
export async function ownerMoveFloat(
  deps: AgentsDeps,
  actor: Actor,
  id: number,
  input: { direction: 'top_up' | 'take_back'; amount: number; note: string },
): Promise<{ movementId: number; float: number }> {
  await limitWrites(deps, actor.adminId);
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const agent = await repo.findAgent(trx, id);
    if (!agent) throw notFound(AGENTS_TEXT.agentNotFound);
    const floor = 0;
    const posted = await moveFloat(trx, {
      kind: input.direction,
      adminId: id,
      amount: input.amount,
      note: input.note,
      byAdminId: actor.adminId,
      floor,
      now,
    });
    if (typeof posted === 'string') throw refusalOf(posted, floor);
    const signed = input.direction === 'top_up' ? input.amount : -input.amount;
    await recordAudit(trx, {
      adminId: actor.adminId,
      action: `agent.float_${input.direction}`,
      entity: 'admin',
      entityId: id,
      before: { float: posted.balance - signed },
      after: { float: posted.balance, amount: input.amount, note: input.note, movementId: posted.movementId },
      ip: actor.ip,
      now,
    });
    return { movementId: posted.movementId, float: posted.balance };
  });
}

/** One row of a float's ledger as the console shows it. */
export interface FloatEntryItem {
  id: number;
  amount: number;
  balanceAfter: number;
  kind: FloatKind;
  note: string;
  createdAt: number;
  player: { mobile: string; name: string } | null;
  counterparty: { id: number; username: string } | null;
  by: string | null;
}

/** The owner's `GET /admin/api/agents/:id/float`: 404 for an id that is not an agent's. */
export async function agentFloatLedger(
  deps: Pick<AgentsDeps, 'db' | 'clock'>,
  id: number,
  query: { from?: string | undefined; to?: string | undefined; page?: number | undefined },
) {
  const agent = await repo.findAgent(deps.db, id);
  if (!agent) throw notFound(AGENTS_TEXT.agentNotFound);
  return floatLedgerOf(deps, agent, query);
}

/** A float's ledger, newest first, 50 rows a page; with from/to (India dates) only the rows of those days. */
async function floatLedgerOf(
  deps: Pick<AgentsDeps, 'db' | 'clock'>,
  agent: AgentRow,
  query: { from?: string | undefined; to?: string | undefined; page?: number | undefined },
): Promise<{ float: number; creditLimit: number; items: FloatEntryItem[]; total: number; page: number }> {
  const page = query.page ?? 1;
  let range: { from?: number; to?: number } = {};
  if (query.from !== undefined || query.to !== undefined) {
    const days = dateRange(query.from, query.to, deps.clock.now());
    const bounds = indiaDayBounds(days.from, days.to);
    range = { from: bounds.start, to: bounds.end };
  }
  const [rows, total] = await Promise.all([
    floatEntriesOf(deps.db, agent.id, { ...range, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    repo.countFloatEntries(deps.db, agent.id, range),
  ]);
  const playerIds = new Set<number>();
  const adminIds = new Set<number>();
  for (const r of rows) {
    if (r.user_id !== null) playerIds.add(Number(r.user_id));
    for (const a of [r.counter_admin_id, r.movement_admin_id, r.by_admin_id]) if (a !== null) adminIds.add(Number(a));
  }
  const [players, usernames] = await Promise.all([
    repo.playersById(deps.db, [...playerIds]),
    repo.usernamesById(deps.db, [...adminIds]),
  ]);
  const items = rows.map((r): FloatEntryItem => {
    const two = r.kind === 'to_agent' || r.kind === 'from_agent';
    // In a master agent's ledger the other side is the agent; in the agent's, the master agent.
    const other = !two ? null : Number(r.movement_admin_id) === agent.id ? r.counter_admin_id : r.movement_admin_id;
    return {
      id: Number(r.id),
      amount: Number(r.amount),
      balanceAfter: Number(r.balance_after),
      kind: r.kind as FloatKind,
      note: r.note,
      createdAt: Number(r.created_at),
      player: r.user_id === null ? null : (players.get(Number(r.user_id)) ?? null),
      counterparty:
        other === null || other === undefined
          ? null
          : { id: Number(other), username: usernames.get(Number(other)) ?? '' },
      by: r.by_admin_id === null ? null : (usernames.get(Number(r.by_admin_id)) ?? null),
    };
  });
  return { float: agent.float, creditLimit: agent.creditLimit, items, total, page };
}

/**
 * `PATCH /admin/api/players/:mobile/agent`: the player now belongs to this agent, or to the house (null);
 * audited with the agent before and after. A move to the agent the player already has changes nothing.
 */
export async function movePlayer(
  deps: AgentsDeps,
  actor: Actor,
  mobile: string,
  agentId: number | null,
): Promise<{ mobile: string; agentId: number | null; agent: string | null }> {
  await limitWrites(deps, actor.adminId);
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const player = /^\d{10}$/.test(mobile) ? await repo.findPlayerByMobile(trx, mobile) : null;
    if (!player) throw notFound(AGENTS_TEXT.playerNotFound);
    let agent: AgentRow | null = null;
    if (agentId !== null) {
      agent = await repo.findAgent(trx, agentId);
      if (!agent) throw notFound(AGENTS_TEXT.agentNotFound);
      if (!agent.active) throw conflict(AGENTS_TEXT.agentDisabled);
    }
    if (player.agentId !== agentId) {
      const previous = player.agentId === null ? null : await repo.findAgent(trx, player.agentId);
      await repo.setPlayerAgent(trx, player.id, agentId, now);
      await recordAudit(trx, {
        adminId: actor.adminId,
        action: 'user.agent',
        entity: 'user',
        entityId: player.mobile,
        before: { agentId: player.agentId, agent: previous?.username ?? null },
        after: { agentId, agent: agent?.username ?? null },
        ip: actor.ip,
        now,
      });
    }
    return { mobile: player.mobile, agentId, agent: agent?.username ?? null };
  });
}

// ---------------------------------------------------------------------------------------------
// The agent's console: every call reads the caller's own account and players

/** The caller's own account row (an agent's session always has one). */
async function ownRow(db: Executor, admin: Admin): Promise<AgentRow> {
  const row = await repo.findAgent(db, admin.id);
  if (!row) throw forbidden(ADMIN_TEXT.notAllowed);
  return row;
}

export interface AgentMe {
  id: number;
  role: 'master_agent' | 'agent';
  username: string;
  inviteCode: string;
  link: string;
  float: number;
  creditLimit: number;
  commissionBp: number;
  overrideBp: number;
  parent: string | null;
  suspended: boolean;
  displayName: string;
  contactMobile: string | null;
  whatsapp: string | null;
  upiId: string | null;
}

function toMe(row: AgentRow): AgentMe {
  return {
    id: row.id,
    role: row.role,
    username: row.username,
    inviteCode: row.inviteCode,
    link: inviteLink(row.inviteCode),
    float: row.float,
    creditLimit: row.creditLimit,
    commissionBp: row.commissionBp,
    overrideBp: row.overrideBp,
    parent: row.parentName,
    suspended: row.suspendedAt !== null,
    displayName: row.displayName,
    contactMobile: row.contactMobile,
    whatsapp: row.whatsapp,
    upiId: row.upiId,
  };
}

/** `GET /admin/api/agent/me`. */
export async function agentMe(deps: Pick<AgentsDeps, 'db'>, admin: Admin): Promise<AgentMe> {
  return toMe(await ownRow(deps.db, admin));
}

/** `PATCH /admin/api/agent/me`: the name, numbers and UPI id the agent's players see; audited. */
export async function updateOwnProfile(
  deps: AgentsDeps,
  admin: Admin,
  ip: string,
  input: ContactInput,
): Promise<AgentMe> {
  const columns = contactColumns(input);
  if (Object.keys(columns).length === 0) throw badRequest(AGENTS_TEXT.nothingToChange);
  await limitWrites(deps, admin.id);
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const before = await ownRow(trx, admin);
    await repo.setAgentColumns(trx, admin.id, columns);
    const after = await ownRow(trx, admin);
    const contact = (a: AgentRow) => ({
      displayName: a.displayName,
      contactMobile: a.contactMobile,
      whatsapp: a.whatsapp,
      upiId: a.upiId,
    });
    await recordAudit(trx, {
      adminId: admin.id,
      action: 'agent.profile',
      entity: 'admin',
      entityId: admin.id,
      before: contact(before),
      after: contact(after),
      ip,
      now,
    });
    return toMe(after);
  });
}

/** A player as the agent's console shows them. */
export interface AgentPlayerItem {
  mobile: string;
  name: string;
  balance: number;
  agentId: number;
  agent: string;
  direct: boolean;
  bettingStatus: number;
  blocked: boolean;
  registeredAt: number;
  lastBidAt: number | null;
}

async function withAgents(
  db: Executor,
  admin: Admin,
  players: ReadonlyArray<{
    mobile: string;
    name: string;
    balance: number;
    agentId: number;
    bettingStatus: number;
    blocked: boolean;
    createdAt: number;
    lastBidAt: number | null;
  }>,
): Promise<AgentPlayerItem[]> {
  const usernames = await repo.usernamesById(db, [...new Set(players.map((p) => p.agentId))]);
  return players.map((p) => ({
    mobile: p.mobile,
    name: p.name,
    balance: p.balance,
    agentId: p.agentId,
    agent: usernames.get(p.agentId) ?? '',
    direct: p.agentId === admin.id,
    bettingStatus: p.bettingStatus,
    blocked: p.blocked,
    registeredAt: p.createdAt,
    lastBidAt: p.lastBidAt,
  }));
}

/** `GET /admin/api/agent/players?q&page`: the caller's players (a master agent's: and their agents'). */
export async function agentPlayers(
  deps: Pick<AgentsDeps, 'db' | 'clock'>,
  admin: Admin,
  query: { q?: string | undefined; page?: number | undefined },
): Promise<{ items: AgentPlayerItem[]; total: number; page: number }> {
  const found = await searchScopedPlayers(deps, query, await scopeOf(deps.db, admin));
  return { ...found, items: await withAgents(deps.db, admin, found.items) };
}

/** `GET /admin/api/agent/players/:mobile`: one of the caller's players with their lists; any other: 404. */
export async function agentPlayerDetail(deps: Pick<AgentsDeps, 'db' | 'clock'>, admin: Admin, mobile: string) {
  const detail = await scopedPlayerDetail(deps, mobile, await scopeOf(deps.db, admin));
  const [user] = await withAgents(deps.db, admin, [detail.user]);
  // The player's pending cash-out request, shown to the agent it was made to (their master agent sees it too).
  const player = await repo.findPlayerByMobile(deps.db, detail.user.mobile);
  const request = player ? await pendingCashout(deps.db, player.id, detail.user.agentId) : null;
  return { ...detail, user: user as AgentPlayerItem, cashoutRequest: request };
}

/**
 * The player of a movement: 404 unless the caller sees them (as the reads), 403 `This player is not
 * yours` when they are one of a master agent's agents' players; only the agent's own players move.
 */
async function ownPlayer(trx: Executor, admin: Admin, mobile: string): Promise<repo.PlayerOfAgent> {
  const player = /^\d{10}$/.test(mobile) ? await repo.findPlayerByMobile(trx, mobile) : null;
  const scope = await scopeOf(trx, admin);
  if (!player || player.agentId === null || !scope.agentIds.includes(player.agentId))
    throw notFound(AGENTS_TEXT.playerNotFound);
  if (player.agentId !== admin.id) throw forbidden(AGENTS_TEXT.notYourPlayer);
  return player;
}

/** The caller's row, locked first on PostgreSQL (float.ts's order), and refused while suspended. */
async function movingAgent(trx: Executor, admin: Admin): Promise<AgentRow> {
  await repo.lockFloat(trx, admin.id);
  const me = await ownRow(trx, admin);
  if (me.suspendedAt !== null) throw forbidden(AGENTS_TEXT.suspended);
  return me;
}

/**
 * Responsible play (ADR 018) refuses an agent's credit as it would the player's own deposit: during a
 * break, and past a deposit limit of theirs (the wallet held first, so two credits cannot both take the
 * last of the room). Told to the agent in the agent's words.
 */
async function refuseAsDeposit(trx: Executor, player: repo.PlayerOfAgent, amount: number, now: number): Promise<void> {
  if (player.playPausedUntil !== null && player.playPausedUntil > now)
    throw forbidden(AGENTS_TEXT.playerOnBreak(formatWhen(player.playPausedUntil)));
  // What responsible play reads of a player (the session's fields it does not read are left empty).
  const asPlayer: Player = {
    id: player.id,
    name: player.name,
    mobile: player.mobile,
    hasBettingEnabled: player.bettingStatus === 1,
    blocked: player.blocked,
    sessionId: 0,
    walletBalance: 0,
    playPausedUntil: player.playPausedUntil,
    hasPlayLimits: player.hasPlayLimits,
  };
  try {
    await holdDepositRoom(trx, asPlayer, amount, now);
  } catch (err) {
    if (err instanceof AppError && err.code === 'bad_request') throw badRequest(AGENTS_TEXT.playerLimit(err.message));
    throw err;
  }
}

/**
 * `POST /admin/api/agent/players/:mobile/credit`: points from the caller's float (down to −credit limit)
 * into one of their own players' wallets (`to_player`), counted as the player's deposit; the player's
 * inbox tells them; audited.
 */
export async function creditPlayer(
  deps: AgentsDeps,
  admin: Admin,
  ip: string,
  mobile: string,
  input: { amount: number; note?: string | undefined },
): Promise<{ movementId: number; float: number; balance: number }> {
  await limitWrites(deps, admin.id);
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const me = await movingAgent(trx, admin);
    const player = await ownPlayer(trx, admin, mobile);
    await refuseAsDeposit(trx, player, input.amount, now);
    const floor = -me.creditLimit;
    const note = input.note || AGENTS_TEXT.creditNote(me.displayName || me.username);
    const posted = await moveFloat(trx, {
      kind: 'to_player',
      adminId: admin.id,
      userId: player.id,
      amount: input.amount,
      note,
      byAdminId: admin.id,
      floor,
      now,
    });
    if (typeof posted === 'string') throw refusalOf(posted, floor);
    const balance = posted.walletBalance as number;
    await notifyAgentMovement(
      trx,
      { userId: player.id, movementId: posted.movementId, amount: input.amount, direction: 'credit' },
      now,
    );
    await recordAudit(trx, {
      adminId: admin.id,
      action: 'agent.credit',
      entity: 'user',
      entityId: player.mobile,
      before: { float: posted.balance + input.amount, balance: balance - input.amount },
      after: { float: posted.balance, balance, amount: input.amount, note, movementId: posted.movementId },
      ip,
      now,
    });
    return { movementId: posted.movementId, float: posted.balance, balance };
  });
}

/**
 * `POST /admin/api/agent/players/:mobile/take-back`: points from one of the caller's own players' wallets
 * (never below 0) back into the float (`from_player`), only on the player's pending cash-out request made
 * to the caller (cashout.ts; `requestId` when given must be it), at most its amount; the request is marked
 * done with the movement in the same transaction. Without one: 409 `The player has not asked to cash out`.
 * The player's inbox tells them; audited.
 */
export async function takeBackFromPlayer(
  deps: AgentsDeps,
  admin: Admin,
  ip: string,
  mobile: string,
  input: { amount: number; note?: string | undefined; requestId?: number | undefined },
): Promise<{ movementId: number; float: number; balance: number; requestId: number }> {
  await limitWrites(deps, admin.id);
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const me = await movingAgent(trx, admin);
    const player = await ownPlayer(trx, admin, mobile);
    const request = await pendingCashout(trx, player.id, admin.id);
    if (!request || (input.requestId !== undefined && input.requestId !== request.id))
      throw conflict(AGENTS_TEXT.notAsked);
    if (input.amount > request.amount) throw conflict(AGENTS_TEXT.overRequested(request.amount));
    const note = input.note || AGENTS_TEXT.takeBackNote(me.displayName || me.username);
    const posted = await moveFloat(trx, {
      kind: 'from_player',
      adminId: admin.id,
      userId: player.id,
      amount: input.amount,
      note,
      byAdminId: admin.id,
      floor: 0,
      now,
    });
    if (typeof posted === 'string') throw refusalOf(posted, 0);
    await consumeCashout(trx, { id: request.id, userId: player.id, agentId: admin.id }, posted.movementId, now);
    const balance = posted.walletBalance as number;
    await notifyAgentMovement(
      trx,
      { userId: player.id, movementId: posted.movementId, amount: input.amount, direction: 'take_back' },
      now,
    );
    await recordAudit(trx, {
      adminId: admin.id,
      action: 'agent.take_back',
      entity: 'user',
      entityId: player.mobile,
      before: { float: posted.balance - input.amount, balance: balance + input.amount },
      after: {
        float: posted.balance,
        balance,
        amount: input.amount,
        note,
        movementId: posted.movementId,
        requestId: request.id,
        requested: request.amount,
      },
      ip,
      now,
    });
    return { movementId: posted.movementId, float: posted.balance, balance, requestId: request.id };
  });
}

/** `GET /admin/api/agent/float?from&to&page`: the caller's own float ledger. */
export async function ownFloatLedger(
  deps: Pick<AgentsDeps, 'db' | 'clock'>,
  admin: Admin,
  query: { from?: string | undefined; to?: string | undefined; page?: number | undefined },
) {
  return floatLedgerOf(deps, await ownRow(deps.db, admin), query);
}

/** A master agent's call; an agent gets 403. */
function requireMaster(admin: Admin): void {
  if (admin.role !== 'master_agent') throw forbidden(AGENTS_TEXT.mastersOnly);
}

/** `GET /admin/api/agent/agents`: a master agent's own agents. */
export async function ownAgents(deps: Pick<AgentsDeps, 'db'>, admin: Admin): Promise<AgentItem[]> {
  requireMaster(admin);
  return (await repo.listAgents(deps.db, { parentId: admin.id })).map(toItem);
}

/**
 * `GET /admin/api/agent/agents/:id/float?from&to&page`: the float ledger of one of a master agent's own
 * agents; any other account's id: 404 `Agent not found`.
 */
export async function subAgentFloatLedger(
  deps: Pick<AgentsDeps, 'db' | 'clock'>,
  admin: Admin,
  agentId: number,
  query: { from?: string | undefined; to?: string | undefined; page?: number | undefined },
) {
  requireMaster(admin);
  const agent = await repo.findAgent(deps.db, agentId);
  if (!agent || agent.role !== 'agent' || agent.parentId !== admin.id) throw notFound(AGENTS_TEXT.agentNotFound);
  return floatLedgerOf(deps, agent, query);
}

/**
 * `POST /admin/api/agent/agents/:id/float`: a master agent gives float to one of their agents (`to_agent`,
 * down to −their own credit limit) or takes it back (`from_agent`, the agent's float never below 0); any
 * other account's id: 404 `Agent not found`. Audited.
 */
export async function moveSubAgentFloat(
  deps: AgentsDeps,
  admin: Admin,
  ip: string,
  agentId: number,
  input: { direction: 'give' | 'take'; amount: number; note: string },
): Promise<{ movementId: number; float: number; agentFloat: number }> {
  requireMaster(admin);
  await limitWrites(deps, admin.id);
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const me = await ownRow(trx, admin);
    if (me.suspendedAt !== null) throw forbidden(AGENTS_TEXT.suspended);
    const agent = await repo.findAgent(trx, agentId);
    if (!agent || agent.role !== 'agent' || agent.parentId !== admin.id) throw notFound(AGENTS_TEXT.agentNotFound);
    const give = input.direction === 'give';
    const floor = give ? -me.creditLimit : 0;
    const posted = await moveFloat(trx, {
      kind: give ? 'to_agent' : 'from_agent',
      adminId: admin.id,
      counterAdminId: agentId,
      amount: input.amount,
      note: input.note,
      byAdminId: admin.id,
      floor,
      now,
    });
    if (typeof posted === 'string') throw refusalOf(posted, floor);
    const agentFloat = await floatBalanceOf(trx, agentId);
    const signed = give ? input.amount : -input.amount;
    await recordAudit(trx, {
      adminId: admin.id,
      action: give ? 'agent.float_give' : 'agent.float_take',
      entity: 'admin',
      entityId: agentId,
      before: { float: posted.balance + signed, agentFloat: agentFloat - signed },
      after: {
        float: posted.balance,
        agentFloat,
        amount: input.amount,
        note: input.note,
        movementId: posted.movementId,
      },
      ip,
      now,
    });
    return { movementId: posted.movementId, float: posted.balance, agentFloat };
  });
}

/**
 * `GET /admin/api/agent/exposure?marketId&date&session`: results' exposure of an open draw over the
 * caller's players' pending bids only (a master agent's: and their agents'); the market's own family.
 */
export async function agentExposure(
  deps: Pick<AgentsDeps, 'db' | 'clock'>,
  admin: Admin,
  query: { kind?: Family | undefined; marketId: number; date?: string | undefined; session?: Session | undefined },
): Promise<ExposureOutcome & { kind: Family; marketId: number; date: string }> {
  const market = await findMarket(deps.db, query.marketId);
  if (!market || !market.active) throw notFound(AGENTS_TEXT.marketNotFound);
  const kind = query.kind ?? market.kind;
  const date = query.date ?? indiaDate(deps.clock.now());
  const exposure = await getExposure(
    { db: deps.db, reads: deps.db, clock: deps.clock },
    { kind, marketId: query.marketId, date, session: query.session },
    await scopeOf(deps.db, admin),
  );
  return { ...exposure, kind, marketId: query.marketId, date };
}
