import { ankOf, type ChartImportRow } from '@pana/domain';
import { type Executor } from '../../db/database.ts';

/** All SQL of the chart import (ADR 031): what a market's chart already holds, and the imported rows' insert. */

/** A draw's result as the chart holds it. */
export interface ChartResult {
  openPana: string | null;
  closePana: string | null;
  jodi: string | null;
  source: 'declared' | 'imported';
}

/** The market's results on the draw dates from `from` to `to` (both included), by date. */
export async function chartResults(
  db: Executor,
  marketId: number,
  from: string,
  to: string,
): Promise<Map<string, ChartResult>> {
  const rows = await db
    .selectFrom('results')
    .select(['draw_date', 'open_pana', 'close_pana', 'jodi', 'source'])
    .where('market_id', '=', marketId)
    .where('draw_date', '>=', from)
    .where('draw_date', '<=', to)
    .execute();
  return new Map(
    rows.map((r) => [r.draw_date, { openPana: r.open_pana, closePana: r.close_pana, jodi: r.jodi, source: r.source }]),
  );
}

/**
 * The market's draw dates from `from` to `to` that hold bids, with their count: such a draw is
 * settled by a declaration, never imported (an imported result settles nothing). Reads `bids` (owned
 * by modules/bids) through its draw index.
 */
export async function drawsWithBids(
  db: Executor,
  marketId: number,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('bids')
    .select(['draw_date', (eb) => eb.fn.countAll<number>().as('bids')])
    .where('market_id', '=', marketId)
    .where('draw_date', '>=', from)
    .where('draw_date', '<=', to)
    .groupBy('draw_date')
    .execute();
  return new Map(rows.map((r) => [r.draw_date, Number(r.bids)]));
}

/** Rows per insert statement (11 values each: well under both engines' parameter limits). */
const INSERT_BATCH = 500;

/**
 * Inserts the imported results, marked `imported`, stamped declared at `now`, skipping any draw that
 * holds a result meanwhile (on conflict do nothing). Returns how many were written; the caller rolls
 * back when that is fewer than it asked for.
 */
export async function insertImportedResults(
  trx: Executor,
  marketId: number,
  rows: readonly ChartImportRow[],
  now: number,
): Promise<number> {
  let written = 0;
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const values = rows.slice(i, i + INSERT_BATCH).map((r) => ({
      market_id: marketId,
      draw_date: r.date,
      open_pana: r.openPana,
      open_ank: ankOf(r.openPana),
      close_pana: r.closePana,
      close_ank: ankOf(r.closePana),
      jodi: r.jodi,
      open_declared_at: now,
      close_declared_at: now,
      updated_at: now,
      source: 'imported' as const,
    }));
    const inserted = await trx
      .insertInto('results')
      .values(values)
      .onConflict((oc) => oc.columns(['market_id', 'draw_date']).doNothing())
      .returning('id')
      .execute();
    written += inserted.length;
  }
  return written;
}
