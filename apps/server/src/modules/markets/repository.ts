import { type Family } from '@pana/domain';
import { type Executor } from '../../db/database.ts';

/** All SQL of markets, their schedules, rates and results as the player API reads them. */

export interface MarketRow {
  id: number;
  kind: Family;
  name: string;
  openMinute: number;
  closeMinute: number | null;
  weekdays: number[];
  offDates: string[];
}

export async function listActiveMarkets(db: Executor, kind: Family): Promise<MarketRow[]> {
  const rows = await db
    .selectFrom('markets')
    .select(['id', 'kind', 'name', 'open_minute', 'close_minute', 'days'])
    .where('kind', '=', kind)
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('open_minute')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const off = await db
    .selectFrom('market_off_dates')
    .select(['market_id', 'date'])
    .where(
      'market_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    name: r.name,
    openMinute: r.open_minute,
    closeMinute: r.close_minute,
    weekdays: [...r.days].map(Number),
    offDates: off.filter((o) => Number(o.market_id) === Number(r.id)).map((o) => o.date),
  }));
}

export async function findMarket(
  db: Executor,
  id: number,
): Promise<(MarketRow & { active: boolean; liabilityCap: number | null }) | null> {
  const r = await db
    .selectFrom('markets')
    .select(['id', 'kind', 'name', 'open_minute', 'close_minute', 'days', 'active', 'liability_cap'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!r) return null;
  const off = await db.selectFrom('market_off_dates').select('date').where('market_id', '=', id).execute();
  return {
    id: Number(r.id),
    kind: r.kind,
    name: r.name,
    openMinute: r.open_minute,
    closeMinute: r.close_minute,
    weekdays: [...r.days].map(Number),
    offDates: off.map((o) => o.date),
    active: Number(r.active) === 1,
    liabilityCap: r.liability_cap === null ? null : Number(r.liability_cap),
  };
}

export interface ResultRow {
  marketId: number;
  drawDate: string;
  openPana: string | null;
  closePana: string | null;
  jodi: string | null;
}

/** The results of these markets on these draw dates. */
export async function resultsOn(db: Executor, marketIds: number[], dates: string[]): Promise<ResultRow[]> {
  if (marketIds.length === 0 || dates.length === 0) return [];
  const rows = await db
    .selectFrom('results')
    .select(['market_id', 'draw_date', 'open_pana', 'close_pana', 'jodi'])
    .where('market_id', 'in', marketIds)
    .where('draw_date', 'in', dates)
    .execute();
  return rows.map((r) => ({
    marketId: Number(r.market_id),
    drawDate: r.draw_date,
    openPana: r.open_pana,
    closePana: r.close_pana,
    jodi: r.jodi,
  }));
}

export async function resultOf(db: Executor, marketId: number, drawDate: string): Promise<ResultRow | null> {
  const [row] = await resultsOn(db, [marketId], [drawDate]);
  return row ?? null;
}

/** A family's rate table as `rate_key → {val1, val2}`. */
export async function ratesOf(db: Executor, family: Family): Promise<Record<string, { val1: number; val2: number }>> {
  const rows = await db
    .selectFrom('rates')
    .select(['rate_key', 'val_1', 'val_2'])
    .where('family', '=', family)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.rate_key, { val1: Number(r.val_1), val2: Number(r.val_2) }]));
}
