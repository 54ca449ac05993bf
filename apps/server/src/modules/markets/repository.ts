import { type Family, type RateKey, type RateTable } from '@pana/domain';
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

/** A market, active or not, as one id names it: its schedule, its off dates (oldest first), its place in the lists and its cap. */
export interface MarketRecord extends MarketRow {
  /** The weekdays it runs as stored ("0123456", Sunday first): the console shows them so. */
  days: string;
  active: boolean;
  sortOrder: number;
  liabilityCap: number | null;
}

/**
 * The one reader of a market by its id (the bid path's cache, the console, results and exposure): every
 * module that needs a market calls this through markets' service.
 */
export async function findMarket(db: Executor, id: number): Promise<MarketRecord | null> {
  const r = await db
    .selectFrom('markets')
    .select(['id', 'kind', 'name', 'open_minute', 'close_minute', 'days', 'active', 'sort_order', 'liability_cap'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!r) return null;
  const off = await db.selectFrom('market_off_dates').select('date').where('market_id', '=', id).orderBy('date').execute();
  return {
    id: Number(r.id),
    kind: r.kind,
    name: r.name,
    openMinute: r.open_minute,
    closeMinute: r.close_minute,
    weekdays: [...r.days].map(Number),
    days: r.days,
    offDates: off.map((o) => o.date),
    active: Number(r.active) === 1,
    sortOrder: Number(r.sort_order),
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

/** A family's rate table (`rate_key → {val1, val2}`): the one reader of rates, for the lists, the limits and settlement. */
export async function readRateTable(db: Executor, family: Family): Promise<RateTable> {
  const rows = await db
    .selectFrom('rates')
    .select(['rate_key', 'val_1', 'val_2'])
    .where('family', '=', family)
    .execute();
  const table: RateTable = {};
  for (const r of rows) table[r.rate_key as RateKey] = { val1: Number(r.val_1), val2: Number(r.val_2) };
  return table;
}
