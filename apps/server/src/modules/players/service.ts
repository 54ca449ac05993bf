import { type Family, historyLabel, type StoredBidTypeKey } from '@pana/domain';
import { type Db } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { boardText } from '../bids/history.ts';
import { recordAudit } from '../operators/audit.ts';
import { type Actor } from '../operators/guard.ts';
import { PAGE_SIZE } from '../operators/query-params.ts';
import { type PlayerPlay, playerPlay } from '../responsible-play/service.ts';
import * as repo from './repository.ts';
import { type DepositLine, type LedgerLine, type PlayerRow, type PlayerScope, type WithdrawalLine } from './repository.ts';

export type { PlayerScope } from './repository.ts';

export interface PlayersDeps {
  db: Db;
  clock: Clock;
}

export const PLAYERS_TEXT = {
  notFound: 'Player not found',
  nothingToChange: 'Nothing to change: send betting_status or blocked',
  updated: 'Player updated',
  queryTooLong: 'Search must be at most 100 characters',
} as const;

/** Rows of a player's ledger and bids the detail shows (newest first). */
export const DETAIL_ROWS = 100;

export type ConsolePlayer = Omit<PlayerRow, 'id' | 'agentId'>;

function toConsolePlayer({ id: _id, agentId: _agentId, ...player }: PlayerRow): ConsolePlayer {
  return player;
}

/** A player as an agent's console lists them (ADR 029): whose player, and when they last bid. */
export type ScopedPlayer = ConsolePlayer & { agentId: number; lastBidAt: number | null };

async function toScopedPlayers(deps: PlayersDeps, rows: PlayerRow[]): Promise<ScopedPlayer[]> {
  const lastBids = await repo.lastBidTimes(deps.db, rows.map((r) => r.id));
  return rows.map((r) => ({ ...toConsolePlayer(r), agentId: r.agentId ?? 0, lastBidAt: lastBids.get(r.id) ?? null }));
}

/** `GET /admin/api/users?q=&page=`: 50 players a page, newest first. */
export async function searchPlayers(
  deps: PlayersDeps,
  query: { q?: string | undefined; page?: number | undefined },
): Promise<{ items: ConsolePlayer[]; total: number; page: number }> {
  const page = query.page ?? 1;
  const { items, total } = await repo.searchPlayers(deps.db, (query.q ?? '').trim(), page, PAGE_SIZE);
  return { items: items.map(toConsolePlayer), total, page };
}

/** `GET /admin/api/agent/players?q=&page=`: as `searchPlayers`, only the scope's players (ADR 029). */
export async function searchScopedPlayers(
  deps: PlayersDeps,
  query: { q?: string | undefined; page?: number | undefined },
  scope: PlayerScope,
): Promise<{ items: ScopedPlayer[]; total: number; page: number }> {
  const page = query.page ?? 1;
  const { items, total } = await repo.searchPlayers(deps.db, (query.q ?? '').trim(), page, PAGE_SIZE, scope);
  return { items: await toScopedPlayers(deps, items), total, page };
}

export interface ConsoleBid {
  id: number;
  family: Family;
  marketId: number;
  market: string;
  drawDate: string;
  /** The stored type key (single_digit, jodi_digit, …, left_digit). */
  type: string;
  /** The type as the player's history names it (Single Digit, Tripple Pana, Left Digit …). */
  typeName: string;
  /** The board the bid was entered through ("Group Jodi · 17"), '' for none (ADR 016). */
  board: string;
  session: 'open' | 'close';
  digits: string;
  closedigits: string;
  points: number;
  status: 'pending' | 'won' | 'lost';
  winAmount: number;
  createdAt: number;
}

/** `GET /admin/api/users/:mobile`: the player, their latest ledger rows and bids, and their totals. */
export async function playerDetail(
  deps: PlayersDeps,
  mobile: string,
): Promise<{
  user: ConsolePlayer;
  ledger: LedgerLine[];
  bids: ConsoleBid[];
  totals: { bids: number; points: number; wins: number; winAmount: number };
  play: PlayerPlay;
  agent: repo.PlayerAgent | null;
}> {
  const player = /^\d{10}$/.test(mobile) ? await repo.findPlayer(deps.db, mobile) : null;
  if (!player) throw notFound(PLAYERS_TEXT.notFound);
  const [history, play, agent] = await Promise.all([
    historyOf(deps, player.id),
    playerPlay(deps.db, player.id, deps.clock.now()),
    player.agentId === null ? null : repo.agentOf(deps.db, player.agentId),
  ]);
  return { user: toConsolePlayer(player), ...history, play, agent };
}

/** A player's latest ledger rows and bids, and their all-time bid totals. */
async function historyOf(deps: PlayersDeps, userId: number) {
  const [ledger, bids, totals] = await Promise.all([
    repo.latestLedger(deps.db, userId, DETAIL_ROWS),
    repo.latestBids(deps.db, userId, DETAIL_ROWS),
    repo.bidTotals(deps.db, userId),
  ]);
  return {
    ledger,
    bids: bids.map(({ bidType, boardKey, boardValue, ...b }): ConsoleBid => ({
      ...b,
      type: bidType,
      board: boardText(boardKey, boardValue),
      typeName: labelOf(b.family, bidType),
    })),
    totals,
  };
}

/**
 * `GET /admin/api/agent/players/:mobile` (ADR 029): as `playerDetail` with the player's latest deposit and
 * withdrawal requests, only for a player of the scope; any other is `Player not found`, as if none existed.
 */
export async function scopedPlayerDetail(
  deps: PlayersDeps,
  mobile: string,
  scope: PlayerScope,
): Promise<{
  user: ScopedPlayer;
  ledger: LedgerLine[];
  bids: ConsoleBid[];
  totals: { bids: number; points: number; wins: number; winAmount: number };
  deposits: DepositLine[];
  withdrawals: WithdrawalLine[];
}> {
  const player = /^\d{10}$/.test(mobile) ? await repo.findPlayer(deps.db, mobile, scope) : null;
  if (!player) throw notFound(PLAYERS_TEXT.notFound);
  const [[user], history, deposits, withdrawals] = await Promise.all([
    toScopedPlayers(deps, [player]),
    historyOf(deps, player.id),
    repo.latestDeposits(deps.db, player.id, DETAIL_ROWS),
    repo.latestWithdrawals(deps.db, player.id, DETAIL_ROWS),
  ]);
  return { user: user as ScopedPlayer, ...history, deposits, withdrawals };
}

function labelOf(family: Family, type: string): string {
  try {
    return historyLabel(family, type as StoredBidTypeKey, 'bid');
  } catch {
    return type;
  }
}

export interface PlayerFlags {
  betting_status: 0 | 1;
  blocked: boolean;
}

/** Turns betting on or off and blocks or unblocks a player; audited with the flags before and after. */
export async function updatePlayer(
  deps: PlayersDeps,
  actor: Actor,
  mobile: string,
  changes: Partial<PlayerFlags>,
): Promise<{ mobile: string; name: string } & PlayerFlags> {
  if (changes.betting_status === undefined && changes.blocked === undefined)
    throw badRequest(PLAYERS_TEXT.nothingToChange);
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const player = await repo.findPlayerFlags(trx, mobile);
    if (!player) throw notFound(PLAYERS_TEXT.notFound);
    const before: PlayerFlags = {
      betting_status: Number(player.betting_status) === 1 ? 1 : 0,
      blocked: Number(player.blocked) === 1,
    };
    const after: PlayerFlags = {
      betting_status: changes.betting_status ?? before.betting_status,
      blocked: changes.blocked ?? before.blocked,
    };
    await repo.updatePlayerFlags(
      trx,
      Number(player.id),
      { betting_status: after.betting_status, blocked: after.blocked ? 1 : 0 },
      now,
    );
    await recordAudit(trx, {
      adminId: actor.adminId,
      action: 'user.update',
      entity: 'user',
      entityId: player.mobile,
      before,
      after,
      ip: actor.ip,
      now,
    });
    return { mobile: player.mobile, name: player.name, ...after };
  });
}
