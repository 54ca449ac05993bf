import { type Family } from '@pana/domain';
import { sql } from 'kysely';
import { type Executor } from '../../db/database.ts';

/**
 * All SQL of the operator dashboard. It is polled, so every query is bounded by an index: bids by
 * (market_id, draw_date) naming every market, requests by (status, id).
 */

export async function allMarketIds(db: Executor): Promise<number[]> {
  return (await db.selectFrom('markets').select('id').execute()).map((m) => Number(m.id));
}

/** Bid lines of one draw date per family (count and points), and the distinct players who placed them. */
export async function bidsOfDrawDate(
  db: Executor,
  marketIds: number[],
  date: string,
): Promise<{ perFamily: Array<{ family: Family; count: number; points: number }>; players: number }> {
  if (marketIds.length === 0) return { perFamily: [], players: 0 };
  const base = db.selectFrom('bids').where('market_id', 'in', marketIds).where('draw_date', '=', date);
  const perFamily = await base
    .select(['family', sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(points), 0)`.as('points')])
    .groupBy('family')
    .execute();
  const players = await base.select(sql<number>`count(distinct user_id)`.as('n')).executeTakeFirstOrThrow();
  return {
    perFamily: perFamily.map((r) => ({ family: r.family, count: Number(r.n), points: Number(r.points) })),
    players: Number(players.n),
  };
}

/**
 * Wins settled between two instants [start, end) on draws between two dates (the caller passes the
 * week before the day, so the index bounds the read; a draw settled more than that late is not counted).
 */
export async function winsSettled(
  db: Executor,
  marketIds: number[],
  dates: { from: string; to: string },
  start: number,
  end: number,
): Promise<number> {
  if (marketIds.length === 0) return 0;
  const row = await db
    .selectFrom('bids')
    .select(sql<number>`coalesce(sum(win_amount), 0)`.as('total'))
    .where('market_id', 'in', marketIds)
    .where('draw_date', '>=', dates.from)
    .where('draw_date', '<=', dates.to)
    .where('status', '=', 'won')
    .where('settled_at', '>=', start)
    .where('settled_at', '<', end)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Players registered between two instants [start, end). */
export async function registrations(db: Executor, start: number, end: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Requests waiting for an operator: how many and their points. */
export async function pendingRequests(
  db: Executor,
  table: 'fund_requests' | 'withdraw_requests',
): Promise<{ count: number; amount: number }> {
  const row = await db
    .selectFrom(table)
    .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(amount), 0)`.as('amount')])
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), amount: Number(row.amount) };
}
