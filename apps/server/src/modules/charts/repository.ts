import { type Family } from '@pana/domain';
import { sql } from 'kysely';
import { type Executor } from '../../db/database.ts';

/** All SQL of the chart pages: markets and their declared results. */

export interface ChartMarket {
  id: number;
  name: string;
  openMinute: number;
}

/** A market's declared result of one draw date. */
export interface DrawResultRow {
  marketId: number;
  drawDate: string;
  openPana: string | null;
  closePana: string | null;
  jodi: string | null;
  /** Imported from an earlier chart (ADR 031): the chart marks it. */
  imported: boolean;
}

/** The active markets of a kind, in the order the player lists show them. */
export async function listChartMarkets(db: Executor, kind: Family): Promise<ChartMarket[]> {
  const rows = await db
    .selectFrom('markets')
    .select(['id', 'name', 'open_minute'])
    .where('kind', '=', kind)
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('open_minute')
    .execute();
  return rows.map((m) => ({ id: Number(m.id), name: m.name, openMinute: m.open_minute }));
}

/** A main market (active or not) by id, or null. */
export async function findMainMarket(db: Executor, id: number): Promise<{ id: number; name: string } | null> {
  const row = await db
    .selectFrom('markets')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('kind', '=', 'main')
    .executeTakeFirst();
  return row ? { id: Number(row.id), name: row.name } : null;
}

/** The results of these markets on the draw dates from `from` to `to` (both included). */
export async function resultsBetween(
  db: Executor,
  marketIds: number[],
  from: string,
  to: string,
): Promise<DrawResultRow[]> {
  if (marketIds.length === 0) return [];
  const rows = await db
    .selectFrom('results')
    .select(['market_id', 'draw_date', 'open_pana', 'close_pana', 'jodi', 'source'])
    .where('market_id', 'in', marketIds)
    .where('draw_date', '>=', from)
    .where('draw_date', '<=', to)
    .execute();
  return rows.map((r) => ({
    marketId: Number(r.market_id),
    drawDate: r.draw_date,
    openPana: r.open_pana,
    closePana: r.close_pana,
    jodi: r.jodi,
    imported: r.source === 'imported',
  }));
}

/** The years (YYYY) a market has results in, oldest first: the chart page's links to a whole year (imported charts go back years). */
export async function yearsWithResults(db: Executor, marketId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('results')
    .select(sql<string>`substr(draw_date, 1, 4)`.as('year'))
    .where('market_id', '=', marketId)
    .groupBy(sql`substr(draw_date, 1, 4)`)
    .orderBy('year')
    .execute();
  return rows.map((r) => String(r.year));
}
