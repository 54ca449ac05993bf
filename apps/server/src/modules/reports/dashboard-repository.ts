import { type Family } from '@pana/domain';
import { sql } from 'kysely';
import { type Executor } from '../../db/database.ts';

/**
 * All SQL of the operator dashboard. It is polled, so every query is bounded by a key: a day's settled
 * bids and payouts from `draw_totals` and its players from `draw_players` (kept by settlement and
 * reverts, modules/results/draw-totals.ts), its pending bids from `pending_bid_groups` (kept by the bid
 * path), requests by (status, id). Only the draws of the day with pending bids are read in `bids` (by
 * (market_id, draw_date)), for their players: none for a day whose draws are all settled.
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
  const [settled, pending] = await Promise.all([
    db
      .selectFrom('draw_totals')
      .innerJoin('markets', 'markets.id', 'draw_totals.market_id')
      .select(['markets.kind', sql<number>`sum(draw_totals.bids)`.as('n'), sql<number>`sum(draw_totals.points)`.as('points')])
      .where('draw_totals.market_id', 'in', marketIds)
      .where('draw_totals.draw_date', '=', date)
      .groupBy('markets.kind')
      .execute(),
    db
      .selectFrom('pending_bid_groups')
      .innerJoin('markets', 'markets.id', 'pending_bid_groups.market_id')
      .select([
        'markets.kind',
        'pending_bid_groups.market_id',
        sql<number>`sum(pending_bid_groups.bids)`.as('n'),
        sql<number>`sum(pending_bid_groups.bids * pending_bid_groups.points)`.as('points'),
      ])
      .where('pending_bid_groups.market_id', 'in', marketIds)
      .where('pending_bid_groups.draw_date', '=', date)
      .groupBy(['markets.kind', 'pending_bid_groups.market_id'])
      .execute(),
  ]);
  const perFamily = new Map<Family, { family: Family; count: number; points: number }>();
  for (const r of [...settled, ...pending]) {
    const f = perFamily.get(r.kind) ?? { family: r.kind, count: 0, points: 0 };
    f.count += Number(r.n);
    f.points += Number(r.points);
    perFamily.set(r.kind, f);
  }
  // Players: those settlement recorded for the date, and those of the draws still holding pending bids.
  const open = [...new Set(pending.map((r) => Number(r.market_id)))];
  const recorded = db
    .selectFrom('draw_players')
    .select('user_id')
    .distinct()
    .where('market_id', 'in', marketIds)
    .where('draw_date', '=', date);
  const all =
    open.length === 0
      ? recorded
      : recorded.union(db.selectFrom('bids').select('user_id').where('market_id', 'in', open).where('draw_date', '=', date));
  const players = await db
    .selectFrom(all.as('p'))
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return {
    perFamily: [...perFamily.values()].filter((f) => f.count > 0),
    players: Number(players.n),
  };
}

/**
 * Wins settled on an India day (`settledDay`, days since 1970-01-01) on draws between two dates (the
 * caller passes the week before the day, so the key bounds the read; a draw settled more than that
 * late is not counted).
 */
export async function winsSettled(
  db: Executor,
  marketIds: number[],
  dates: { from: string; to: string },
  settledDay: number,
): Promise<number> {
  if (marketIds.length === 0) return 0;
  const row = await db
    .selectFrom('draw_totals')
    .select(sql<number>`coalesce(sum(payout), 0)`.as('total'))
    .where('market_id', 'in', marketIds)
    .where('draw_date', '>=', dates.from)
    .where('draw_date', '<=', dates.to)
    .where('settled_day', '=', settledDay)
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

/** Approved bank payouts the bank has not answered yet (ADR 012): what waits for the payout file or the bank's result. */
export async function bankPayoutsWaiting(db: Executor): Promise<{ count: number; amount: number }> {
  const row = await db
    .selectFrom('withdraw_requests')
    .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(amount), 0)`.as('amount')])
    .where('status', '=', 'approved')
    .where('method', '=', 5)
    .where('payout_status', 'is', null)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), amount: Number(row.amount) };
}
