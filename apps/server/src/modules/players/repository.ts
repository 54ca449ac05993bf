import { type Family } from '@pana/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import { type Executor } from '../../db/database.ts';
import { type Database } from '../../db/schema.ts';
import { escapeLike } from '../../db/sql-text.ts';

/** All SQL of players as the operator console reads them. Written once for SQLite and PostgreSQL. */

export interface PlayerRow {
  id: number;
  mobile: string;
  name: string;
  balance: number;
  bettingStatus: number;
  blocked: boolean;
  createdAt: number;
  /** The agent the player belongs to (ADR 029); null for the house. */
  agentId: number | null;
}

/** The agents whose players a scoped read may see (ADR 029): an agent's own id, a master agent's and their agents'. */
export interface PlayerScope {
  agentIds: readonly number[];
}

const PLAYER_COLUMNS = [
  'users.id',
  'users.mobile',
  'users.name',
  'users.betting_status',
  'users.blocked',
  'users.created_at',
  'users.agent_id',
  sql<number>`coalesce(wallets.balance, 0)`.as('balance'),
] as const;

function toPlayer(r: {
  id: number;
  mobile: string;
  name: string;
  betting_status: number;
  blocked: number;
  created_at: number;
  agent_id: number | null;
  balance: number;
}): PlayerRow {
  return {
    id: Number(r.id),
    mobile: r.mobile,
    name: r.name,
    balance: Number(r.balance),
    bettingStatus: Number(r.betting_status) === 1 ? 1 : 0,
    blocked: Number(r.blocked) === 1,
    createdAt: Number(r.created_at),
    agentId: r.agent_id === null ? null : Number(r.agent_id),
  };
}

/** Only the scope's players (none when the scope names no agent); everyone without a scope. */
function inScope(scope: PlayerScope | undefined) {
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    scope === undefined ? eb.lit(true) : scope.agentIds.length === 0 ? eb.lit(false) : eb('users.agent_id', 'in', [...scope.agentIds]);
}

/**
 * The players a search matches: a mobile number starting with `q` or a name containing it, without
 * regard to case on both engines (lower() on both sides; LIKE wildcards in `q` are matched literally).
 */
function matches(q: string) {
  const term = q.toLowerCase();
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.or([
      eb(sql<string>`users.mobile`, 'like', sql<string>`${`${escapeLike(term)}%`} escape '!'`),
      eb(sql<string>`lower(users.name)`, 'like', sql<string>`${`%${escapeLike(term)}%`} escape '!'`),
    ]);
}

/** One page of players (of the scope's agents, with one), newest first, and how many match in all. */
export async function searchPlayers(
  db: Executor,
  q: string,
  page: number,
  pageSize: number,
  scope?: PlayerScope,
): Promise<{ items: PlayerRow[]; total: number }> {
  let count = db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n'));
  let rows = db.selectFrom('users').leftJoin('wallets', 'wallets.user_id', 'users.id').select(PLAYER_COLUMNS);
  if (scope !== undefined) {
    count = count.where(inScope(scope));
    rows = rows.where(inScope(scope));
  }
  if (q !== '') {
    count = count.where(matches(q));
    rows = rows.where(matches(q));
  }
  const total = Number((await count.executeTakeFirstOrThrow()).n);
  const items = await rows
    .orderBy('users.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { items: items.map(toPlayer), total };
}

/** The player of a mobile number (only of the scope's agents, with one). */
export async function findPlayer(db: Executor, mobile: string, scope?: PlayerScope): Promise<PlayerRow | null> {
  const row = await db
    .selectFrom('users')
    .leftJoin('wallets', 'wallets.user_id', 'users.id')
    .select(PLAYER_COLUMNS)
    .where('users.mobile', '=', mobile)
    .where(inScope(scope))
    .executeTakeFirst();
  return row ? toPlayer(row) : null;
}

/** The agent a player belongs to, as the staff's player screen names them (ADR 029). */
export interface PlayerAgent {
  id: number;
  username: string;
  displayName: string | null;
  role: 'master_agent' | 'agent';
}

export async function agentOf(db: Executor, adminId: number): Promise<PlayerAgent | null> {
  const row = await db
    .selectFrom('admins')
    .select(['id', 'username', 'display_name', 'role'])
    .where('id', '=', adminId)
    .where('role', 'in', ['master_agent', 'agent'])
    .executeTakeFirst();
  return row ? { id: Number(row.id), username: row.username, displayName: row.display_name, role: row.role as PlayerAgent['role'] } : null;
}

export interface LedgerLine {
  id: number;
  amount: number;
  balanceAfter: number;
  kind: string;
  note: string;
  createdAt: number;
}

/** A player's latest ledger rows, newest first. */
export async function latestLedger(db: Executor, userId: number, limit: number): Promise<LedgerLine[]> {
  const rows = await db
    .selectFrom('wallet_ledger')
    .select(['id', 'amount', 'balance_after', 'kind', 'note', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    amount: Number(r.amount),
    balanceAfter: Number(r.balance_after),
    kind: r.kind,
    note: r.note,
    createdAt: Number(r.created_at),
  }));
}

export interface BidLineRow {
  id: number;
  family: Family;
  marketId: number;
  market: string;
  drawDate: string;
  bidType: string;
  session: 'open' | 'close';
  digits: string;
  closedigits: string;
  points: number;
  status: 'pending' | 'won' | 'lost';
  winAmount: number;
  createdAt: number;
  /** The board of the bid's submission and its value (ADR 016), null for none. */
  boardKey: string | null;
  boardValue: string | null;
}

/** A player's latest bid lines, newest first. */
export async function latestBids(db: Executor, userId: number, limit: number): Promise<BidLineRow[]> {
  const rows = await db
    .selectFrom('bids')
    .innerJoin('markets', 'markets.id', 'bids.market_id')
    .innerJoin('bid_submissions', 'bid_submissions.id', 'bids.submission_id')
    .select([
      'bid_submissions.board',
      'bid_submissions.board_value',
      'bids.id',
      'bids.family',
      'bids.market_id',
      'markets.name',
      'bids.draw_date',
      'bids.bid_type',
      'bids.session',
      'bids.digits',
      'bids.closedigits',
      'bids.points',
      'bids.status',
      'bids.win_amount',
      'bids.created_at',
    ])
    .where('bids.user_id', '=', userId)
    .orderBy('bids.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    family: r.family,
    marketId: Number(r.market_id),
    market: r.name,
    drawDate: r.draw_date,
    bidType: r.bid_type,
    session: r.session,
    digits: r.digits,
    closedigits: r.closedigits,
    points: Number(r.points),
    status: r.status,
    winAmount: Number(r.win_amount),
    createdAt: Number(r.created_at),
    boardKey: r.board,
    boardValue: r.board_value,
  }));
}

/** All of a player's bid lines: how many, points staked, how many won and what they paid. */
export async function bidTotals(
  db: Executor,
  userId: number,
): Promise<{ bids: number; points: number; wins: number; winAmount: number }> {
  const row = await db
    .selectFrom('bids')
    .select([
      sql<number>`count(*)`.as('bids'),
      sql<number>`coalesce(sum(points), 0)`.as('points'),
      sql<number>`coalesce(sum(case when status = 'won' then 1 else 0 end), 0)`.as('wins'),
      sql<number>`coalesce(sum(case when status = 'won' then win_amount else 0 end), 0)`.as('win_amount'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    bids: Number(row.bids),
    points: Number(row.points),
    wins: Number(row.wins),
    winAmount: Number(row.win_amount),
  };
}

/** When each of these players last bid (their latest bid submission; absent: never). */
export async function lastBidTimes(db: Executor, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('bid_submissions')
    .select(['user_id', sql<number>`max(created_at)`.as('at')])
    .where('user_id', 'in', [...userIds])
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.at)]));
}

export interface DepositLine {
  id: number;
  amount: number;
  method: string;
  utr: string | null;
  status: 'pending' | 'approved' | 'rejected';
  agentId: number | null;
  createdAt: number;
  decidedAt: number | null;
  note: string;
}

/** A player's latest deposit requests, newest first. */
export async function latestDeposits(db: Executor, userId: number, limit: number): Promise<DepositLine[]> {
  const rows = await db
    .selectFrom('fund_requests')
    .select(['id', 'amount', 'method', 'utr', 'txn_ref', 'status', 'agent_id', 'created_at', 'decided_at', 'note'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    amount: Number(r.amount),
    method: r.method,
    utr: r.utr ?? r.txn_ref,
    status: r.status,
    agentId: r.agent_id === null ? null : Number(r.agent_id),
    createdAt: Number(r.created_at),
    decidedAt: r.decided_at === null ? null : Number(r.decided_at),
    note: r.note,
  }));
}

export interface WithdrawalLine {
  id: number;
  amount: number;
  methodCode: number;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: number;
  decidedAt: number | null;
  note: string;
}

/** A player's latest withdrawal requests, newest first. */
export async function latestWithdrawals(db: Executor, userId: number, limit: number): Promise<WithdrawalLine[]> {
  const rows = await db
    .selectFrom('withdraw_requests')
    .select(['id', 'amount', 'method', 'status', 'created_at', 'decided_at', 'note'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    amount: Number(r.amount),
    methodCode: Number(r.method),
    status: r.status,
    createdAt: Number(r.created_at),
    decidedAt: r.decided_at === null ? null : Number(r.decided_at),
    note: r.note,
  }));
}

/** A player's betting and blocking switches, for the console's change of them. */
export function findPlayerFlags(db: Executor, mobile: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'mobile', 'betting_status', 'blocked'])
    .where('mobile', '=', mobile)
    .executeTakeFirst();
}

export async function updatePlayerFlags(
  trx: Executor,
  userId: number,
  flags: { betting_status?: number; blocked?: number },
  now: number,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ ...flags, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
