import { sql } from 'kysely';
import { type Executor } from '../../db/database.ts';
import { settledDayOf, settledDaySql } from '../../lib/india-days.ts';
import { ofDraw } from './draw-rows.ts';
import { type Happening } from './happenings.ts';

/**
 * `draw_totals`, the aggregates the operator reports read instead of the bids: the settled bids of
 * each draw per India day of their settlement (count, points, winning bids, payout), added to by a
 * settlement and taken from by a revert, in their transactions. (`draw_players`, the players of each
 * draw, is written by the settlement's own statements: modules/results/repository.ts.)
 */

/** Adds a settlement's figures to its draw's row of that settlement day (one upsert; concurrent adds sum). */
export async function onBidsSettled(
  trx: Executor,
  { draw, now, figures: f }: Extract<Happening, { kind: 'bids-settled' }>,
): Promise<void> {
  if (f.bids === 0) return;
  await trx
    .insertInto('draw_totals')
    .values({
      market_id: draw.marketId,
      draw_date: draw.date,
      settled_day: settledDayOf(now),
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
 * Takes out the settled bids a revert is about to reopen: one set-based upsert of their negated
 * figures, per day they were settled on (announced before their status changes).
 */
export async function onBidsReopening(
  trx: Executor,
  { draw, selectors }: Extract<Happening, { kind: 'bids-reopening' }>,
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
