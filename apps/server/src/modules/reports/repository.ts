import { type Family } from '@pana/domain';
import { sql } from 'kysely';
import { type Executor } from '../../db/database.ts';
import { DAY_MS, INDIA_OFFSET_MS } from '../../lib/india-days.ts';

/**
 * All SQL of the operator reports. Bids are read through the index on (market_id, draw_date): the
 * query names every market, so neither engine scans the whole bids table for a date range.
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
  let marketsQuery = db.selectFrom('markets').select('id');
  if (kind) marketsQuery = marketsQuery.where('kind', '=', kind);
  const ids = (await marketsQuery.execute()).map((m) => Number(m.id));
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('bids')
    .innerJoin('markets', 'markets.id', 'bids.market_id')
    .select([
      'bids.draw_date',
      'markets.kind',
      'bids.market_id',
      'markets.name',
      'markets.sort_order',
      sql<number>`count(*)`.as('bids'),
      sql<number>`coalesce(sum(bids.points), 0)`.as('points'),
      sql<number>`coalesce(sum(case when bids.status = 'won' then 1 else 0 end), 0)`.as('winners'),
      sql<number>`coalesce(sum(case when bids.status = 'won' then bids.win_amount else 0 end), 0)`.as('payout'),
    ])
    .where('bids.market_id', 'in', ids)
    .where('bids.draw_date', '>=', from)
    .where('bids.draw_date', '<=', to)
    .groupBy(['bids.draw_date', 'markets.kind', 'bids.market_id', 'markets.name', 'markets.sort_order'])
    .execute();
  return rows.map((r) => ({
    date: r.draw_date,
    kind: r.kind,
    marketId: Number(r.market_id),
    market: r.name,
    sortOrder: Number(r.sort_order),
    bids: Number(r.bids),
    points: Number(r.points),
    winners: Number(r.winners),
    payout: Number(r.payout),
  }));
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

/** Approved requests of a table per India day of their approval, between two instants [start, end). */
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
    .where('decided_at', '>=', start)
    .where('decided_at', '<', end)
    .groupBy(day)
    .execute();
  return rows.map((r) => ({ day: Number(r.day), count: Number(r.n), amount: Number(r.amount) }));
}
