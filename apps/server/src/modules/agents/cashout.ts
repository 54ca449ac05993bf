import { parseWholeNumber } from '@pana/domain';
import { type Db, type Executor } from '../../db/database.ts';
import { lockRows } from '../../db/engine.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { enforce, type RateLimitStore } from '../../lib/rate-limit.ts';
import { type Player } from '../auth/sessions.ts';
import { refuseAfterPasswordReset, requireBettingEnabled } from '../funds/context.ts';
import { balanceOf } from '../wallet/ledger.ts';
import { AGENTS_TEXT } from './text.ts';

/**
 * Cash-out with the player's agent (ADR 029): an agent takes points back from a player's
 * wallet only on the player's request. The player asks for an amount (no points move), may cancel it,
 * and reads it; the agent's take-back (service.ts) consumes it in the transaction of its float movement.
 * A player has at most one pending request (a partial unique index): a new one replaces it.
 */

export interface CashoutDeps {
  db: Db;
  clock: Clock;
  rateLimits: RateLimitStore;
}

/** The requests and cancellations one player may send in an hour. */
export const CASHOUT_REQUEST_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;

/** A pending request as the player and the agent's console see it. */
export interface CashoutRequest {
  id: number;
  amount: number;
  createdAt: number;
}

async function limitRequests(deps: CashoutDeps, player: Player): Promise<void> {
  await enforce(
    deps.rateLimits,
    [{ key: `agent-cashout:${player.id}`, ...CASHOUT_REQUEST_LIMIT }],
    deps.clock.now(),
    AGENTS_TEXT.cashoutTooMany,
  );
}

/** The player's pending request (with `agentId`: only one made while they belonged to that agent). */
export async function pendingCashout(db: Executor, userId: number, agentId?: number): Promise<CashoutRequest | null> {
  let q = db
    .selectFrom('agent_cashout_requests')
    .select(['id', 'amount', 'created_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'pending');
  if (agentId !== undefined) q = q.where('agent_id', '=', agentId);
  const row = await q.executeTakeFirst();
  return row ? { id: Number(row.id), amount: Number(row.amount), createdAt: Number(row.created_at) } : null;
}

/** The player's agent, or 400 `You have no agent`. */
function agentOf(player: Player): number {
  if (player.agentId === null || player.agentId === undefined) throw badRequest(AGENTS_TEXT.noAgent);
  return player.agentId;
}

/** The player's row, locked on PostgreSQL, so two requests of one player queue (SQLite: one writer). */
async function lockPlayer(trx: Executor, userId: number): Promise<void> {
  await lockRows(trx, trx.selectFrom('users').select('id').where('id', '=', userId));
}

/**
 * `/api-agent-cashout-request`: a whole number of points from 1 to the wallet's balance now; refused
 * as a withdrawal is (betting off, 24 hours after a password reset, ADR 022). A pending request of the
 * player's is replaced (marked cancelled) by the new one, in one transaction. No points move.
 */
export async function requestCashout(
  deps: CashoutDeps,
  player: Player,
  input: { amount?: unknown },
): Promise<CashoutRequest> {
  const agentId = agentOf(player);
  requireBettingEnabled(player);
  const now = deps.clock.now();
  refuseAfterPasswordReset(player, now);
  const amount = parseWholeNumber(input.amount);
  if (amount === null || amount < 1) throw badRequest(AGENTS_TEXT.cashoutAmountInvalid);
  await limitRequests(deps, player);
  return deps.db.transaction().execute(async (trx) => {
    await lockPlayer(trx, player.id);
    const balance = await balanceOf(trx, player.id);
    if (amount > balance) throw badRequest(AGENTS_TEXT.cashoutOverBalance(balance));
    await trx
      .updateTable('agent_cashout_requests')
      .set({ status: 'cancelled', decided_at: now })
      .where('user_id', '=', player.id)
      .where('status', '=', 'pending')
      .execute();
    const row = await trx
      .insertInto('agent_cashout_requests')
      .values({ user_id: player.id, agent_id: agentId, amount, status: 'pending', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), amount, createdAt: now };
  });
}

/** `/api-agent-cashout-cancel`: the pending request, cancelled; 404 `You have no cash-out request waiting` without one. */
export async function cancelCashout(deps: CashoutDeps, player: Player): Promise<void> {
  agentOf(player);
  await limitRequests(deps, player);
  const result = await deps.db
    .updateTable('agent_cashout_requests')
    .set({ status: 'cancelled', decided_at: deps.clock.now() })
    .where('user_id', '=', player.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(AGENTS_TEXT.noCashoutRequest);
}

/**
 * `/api-agent-cashout-status`: whether the player has an agent, and their pending request or null (the
 * Withdraw screen shows its cash-out section to a player with an agent only).
 */
export async function cashoutStatus(
  deps: Pick<CashoutDeps, 'db'>,
  player: Player,
): Promise<{ hasAgent: boolean; request: CashoutRequest | null }> {
  if (player.agentId === null || player.agentId === undefined) return { hasAgent: false, request: null };
  return { hasAgent: true, request: await pendingCashout(deps.db, player.id) };
}

/**
 * The agent's take-back consumes the request it answers, in the float movement's transaction: only a
 * pending one of this player made to this agent, one conditional update, so two take-backs at once
 * consume it once (the second's update finds it done, throws, and its movement is rolled back).
 */
export async function consumeCashout(
  trx: Executor,
  request: { id: number; userId: number; agentId: number },
  movementId: number,
  now: number,
): Promise<void> {
  const result = await trx
    .updateTable('agent_cashout_requests')
    .set({ status: 'done', decided_at: now, float_movement_id: movementId })
    .where('id', '=', request.id)
    .where('user_id', '=', request.userId)
    .where('agent_id', '=', request.agentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw conflict(AGENTS_TEXT.notAsked);
}
