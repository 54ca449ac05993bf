import { type Family } from '@pana/domain';
import { sql } from 'kysely';
import { type Executor } from '../../db/database.ts';
import { DAY_MS, INDIA_OFFSET_MS } from '../../lib/india-days.ts';

/**
 * All SQL of the operator reports. The bids report never reads the bids: a draw's settled bids are
 * summed in `draw_totals` (kept by settlement and reverts, modules/results/draw-totals.ts) and its
 * pending ones in `pending_bid_groups` (kept by the bid path); both are verified against the bids by
 * `ledger:check`. Every query names the markets, so both are read by their primary keys.
 */

export interface BidReportRow {
  date: string;
  kind: Family;
  marketId: number;
  market: string;
  sortOrder: number;
  bids: number;
  points: number;
  winners: number;
  payout: number;
}

/** Bid lines of the draws between two dates, per draw date and market: count, points, winning lines, payout. */
export async function bidsByDrawAndMarket(
  db: Executor,
  from: string,
  to: string,
  kind?: Family,
): Promise<BidReportRow[]> {
  let marketsQuery = db.selectFrom('markets').select(['id', 'kind', 'name', 'sort_order']);
  if (kind) marketsQuery = marketsQuery.where('kind', '=', kind);
  const markets = new Map((await marketsQuery.execute()).map((m) => [Number(m.id), m]));
  if (markets.size === 0) return [];
  const ids = [...markets.keys()];
  const [settled, pending] = await Promise.all([
    db
      .selectFrom('draw_totals')
      .select([
        'market_id',
        'draw_date',
        sql<number>`sum(bids)`.as('bids'),
        sql<number>`sum(points)`.as('points'),
        sql<number>`sum(winners)`.as('winners'),
        sql<number>`sum(payout)`.as('payout'),
      ])
      .where('market_id', 'in', ids)
      .where('draw_date', '>=', from)
      .where('draw_date', '<=', to)
      .groupBy(['market_id', 'draw_date'])
      .execute(),
    db
      .selectFrom('pending_bid_groups')
      .select(['market_id', 'draw_date', sql<number>`sum(bids)`.as('bids'), sql<number>`sum(bids * points)`.as('points')])
      .where('market_id', 'in', ids)
      .where('draw_date', '>=', from)
      .where('draw_date', '<=', to)
      .groupBy(['market_id', 'draw_date'])
      .execute(),
  ]);
  const draws = new Map<string, BidReportRow>();
  const rowOf = (marketId: number, date: string): BidReportRow => {
    const key = `${marketId}|${date}`;
    let row = draws.get(key);
    if (!row) {
      const m = markets.get(marketId)!;
      row = { date, kind: m.kind, marketId, market: m.name, sortOrder: Number(m.sort_order), bids: 0, points: 0, winners: 0, payout: 0 };
      draws.set(key, row);
    }
    return row;
  };
  for (const r of settled) {
    const row = rowOf(Number(r.market_id), r.draw_date);
    row.bids += Number(r.bids);
    row.points += Number(r.points);
    row.winners += Number(r.winners);
    row.payout += Number(r.payout);
  }
  for (const r of pending) {
    const row = rowOf(Number(r.market_id), r.draw_date);
    row.bids += Number(r.bids);
    row.points += Number(r.points);
  }
  // A draw whose every settled bid was reverted keeps a row of zeros: it has no bids to show.
  return [...draws.values()].filter((r) => r.bids > 0);
}

/** The India day number (days since 1970-01-01 in India time) of an epoch-ms column, in integer SQL on both engines. */
function indiaDay(column: string) {
  return sql<number>`((${sql.ref(column)} + ${sql.lit(INDIA_OFFSET_MS)}) / ${sql.lit(DAY_MS)})`;
}

export interface DayTotal {
  day: number;
  count: number;
  amount: number;
}

/**
 * Approved requests of a table per India day of their approval, between two instants [start, end).
 * A bank payout the bank failed (its points went back, ADR 012) is not a withdrawal paid.
 */
export async function approvedPerDay(
  db: Executor,
  table: 'fund_requests' | 'withdraw_requests',
  start: number,
  end: number,
): Promise<DayTotal[]> {
  const day = indiaDay('decided_at');
  const rows = await db
    .selectFrom(table)
    .select([day.as('day'), sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(amount), 0)`.as('amount')])
    .where('status', '=', 'approved')
    .where(table === 'withdraw_requests' ? sql<boolean>`coalesce(payout_status, '') <> 'failed'` : sql<boolean>`1 = 1`)
    .where('decided_at', '>=', start)
    .where('decided_at', '<', end)
    .groupBy(day)
    .execute();
  return rows.map((r) => ({ day: Number(r.day), count: Number(r.n), amount: Number(r.amount) }));
}
