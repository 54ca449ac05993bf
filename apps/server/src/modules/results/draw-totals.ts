import { type BidSelector } from '@pana/domain';
import { sql } from 'kysely';
import { type Executor } from '../../db/database.ts';
import { DAY_MS, INDIA_OFFSET_MS } from '../../lib/india-days.ts';
import { ofDraw } from '../bids/pending-groups.ts';

/**
 * The aggregates the operator reports read instead of the bids (migration 2026-11-25-01):
 * `draw_totals`, the settled bids of each draw per India day of their settlement (count, points,
 * winning bids, payout), added to by settlement in its transaction and subtracted from by a revert;
 * `draw_players`, players with a bid on a draw, written by settlement for the bids it settles (never
 * removed: bids are never deleted, so a player once there stays a player of that draw). A
 * draw's pending bids are in `pending_bid_groups`. `ledger:check` verifies both against the bids.
 */

export interface DrawFigures {
  bids: number;
  points: number;
  winners: number;
  payout: number;
}

/** The India day number (days since 1970-01-01 in India time) of an instant. */
export function settledDayOf(instant: number): number {
  return Math.floor((instant + INDIA_OFFSET_MS) / DAY_MS);
}

/** The India day number of an epoch-ms column, in integer SQL on both engines. */
export function settledDaySql(column: string) {
  return sql<number>`((${sql.ref(column)} + ${sql.lit(INDIA_OFFSET_MS)}) / ${sql.lit(DAY_MS)})`;
}

/** Adds a settlement's figures to its draw's row of that settlement day (one upsert; concurrent adds sum). */
export async function addSettled(
  trx: Executor,
  draw: { marketId: number; date: string },
  settledDay: number,
  f: DrawFigures,
): Promise<void> {
  if (f.bids === 0) return;
  await trx
    .insertInto('draw_totals')
    .values({
      market_id: draw.marketId,
      draw_date: draw.date,
      settled_day: settledDay,
      bids: f.bids,
      points: f.points,
      winners: f.winners,
      payout: f.payout,
    })
    .onConflict((oc) =>
      oc.columns(['market_id', 'draw_date', 'settled_day']).doUpdateSet({
        bids: sql<number>`draw_totals.bids + excluded.bids`,
        points: sql<number>`draw_totals.points + excluded.points`,
        winners: sql<number>`draw_totals.winners + excluded.winners`,
        payout: sql<number>`draw_totals.payout + excluded.payout`,
      }),
    )
    .execute();
}

/**
 * Takes out of `draw_totals` the settled bids of a draw of these selectors (before a revert reopens
 * them): one set-based upsert of their negated figures, per day they were settled on.
 */
export async function subtractSettled(
  trx: Executor,
  draw: { marketId: number; date: string },
  selectors: readonly BidSelector[],
): Promise<void> {
  const day = settledDaySql('bids.settled_at');
  await trx
    .insertInto('draw_totals')
    .columns(['market_id', 'draw_date', 'settled_day', 'bids', 'points', 'winners', 'payout'])
    .expression(
      trx
        .selectFrom('bids')
        .select([
          'bids.market_id',
          'bids.draw_date',
          day.as('settled_day'),
          sql<number>`0 - count(*)`.as('bids'),
          sql<number>`0 - sum(bids.points)`.as('points'),
          sql<number>`0 - sum(case when bids.status = ${sql.lit('won')} then 1 else 0 end)`.as('winners'),
          sql<number>`0 - sum(case when bids.status = ${sql.lit('won')} then bids.win_amount else 0 end)`.as('payout'),
        ])
        .where('bids.status', 'in', ['won', 'lost'])
        .where(ofDraw('bids', draw, selectors))
        .groupBy(['bids.market_id', 'bids.draw_date', day]),
    )
    .onConflict((oc) =>
      oc.columns(['market_id', 'draw_date', 'settled_day']).doUpdateSet({
        bids: sql<number>`draw_totals.bids + excluded.bids`,
        points: sql<number>`draw_totals.points + excluded.points`,
        winners: sql<number>`draw_totals.winners + excluded.winners`,
        payout: sql<number>`draw_totals.payout + excluded.payout`,
      }),
    )
    .execute();
}
