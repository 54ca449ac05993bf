import {
  CHART_IMPORT_TEXT,
  type ChartImportProblem,
  type ChartImportRow,
  formatClockTime,
  formatMainResult,
  indiaDate,
  mainDrawInstants,
  parseChartCsv,
} from '@pana/domain';
import { type Db } from '../../db/database.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { describeWait, enforce, type Limit, type RateLimitStore } from '../../lib/rate-limit.ts';
import { findMarket, type MarketRecord } from '../markets/service.ts';
import { recordAudit } from '../operators/audit.ts';
import { type Actor } from '../operators/guard.ts';
import { appendManyToChain, type ChainAppend } from '../result-chain/chain.ts';
import { chartResults, drawsWithBids, insertImportedResults } from './import-repository.ts';

/**
 * Chart import (ADR 031): an owner adds a main market's past results from a CSV. The domain reads the
 * file (`parseChartCsv`: each row's date, panas and jodi); here each good row is compared with what the
 * chart holds. A dry run answers what the import would add, what conflicts and what is invalid, and
 * writes nothing. The import itself refuses the whole file while any row is invalid or conflicts (the
 * owner fixes the file and runs it again), and otherwise adds the new draws in one transaction:
 * the results marked `imported`, one audit row with the counts, and one result-chain entry of action
 * `import` per result added (a draw's open, then its close), oldest draw first. Rows already in the
 * chart exactly as written are `unchanged`, so a second run adds nothing. No bid, wallet, ledger row or
 * draw total is touched: an imported result settles nothing.
 */

export interface ChartImportDeps {
  db: Db;
  clock: Clock;
  rateLimits: RateLimitStore;
}

/** Dry runs and imports per owner (each reads the market's chart for the file's dates). */
export const CHART_IMPORT_LIMIT = { max: 30, windowMs: 60 * 60_000 } as const satisfies Omit<Limit, 'key'>;

export const CHART_IMPORT_SERVER_TEXT = {
  marketNotFound: 'Market not found',
  tooMany: (wait: string) => `Too many chart imports. Please try again after ${wait}.`,
  notOver: (date: string, time: string) => `The draw of ${date} is not over yet (it closes at ${time})`,
  differs: (existing: string) => `The chart already holds ${existing} for this date; it is never overwritten`,
  hasBids: (bids: number) =>
    `${bids} bid${bids === 1 ? ' was' : 's were'} placed on this draw here: declare its result from Results, which settles them`,
  refusedInvalid: (n: number) =>
    `Nothing imported: ${n} row${n === 1 ? ' is' : 's are'} invalid. Fix the file; the dry run lists each line`,
  refusedConflicts: (n: number) =>
    `Nothing imported: ${n} row${n === 1 ? ' conflicts' : 's conflict'} with results already in the chart. Remove ${n === 1 ? 'it' : 'them'} from the file; the dry run lists each line`,
  changedMeanwhile: 'The chart changed meanwhile; run the dry run again',
  imported: (n: number, market: string) => `${n} result${n === 1 ? '' : 's'} imported into ${market}'s chart`,
  nothingNew: (market: string) => `Nothing to import: every row is already in ${market}'s chart`,
  dryRun: 'Dry run: nothing was written',
} as const;

export interface ChartImportConflict {
  line: number;
  date: string;
  result: string;
  existing: string | null;
  existingSource: 'declared' | 'imported' | null;
  reason: string;
}

export interface ChartImportReport {
  dryRun: boolean;
  marketId: number;
  market: string;
  add: Array<ChartImportRow & { result: string }>;
  conflicts: ChartImportConflict[];
  invalid: ChartImportProblem[];
  unchanged: number;
  added: number;
  msg: string;
}

async function loadMainMarket(
  deps: ChartImportDeps,
  marketId: number,
): Promise<MarketRecord & { closeMinute: number }> {
  const market = await findMarket(deps.db, marketId);
  if (!market) throw notFound(CHART_IMPORT_SERVER_TEXT.marketNotFound);
  if (market.kind !== 'main') throw badRequest(CHART_IMPORT_TEXT.mainOnly(market.kind));
  if (market.closeMinute === null) throw new AppError('internal', `Main market ${market.id} has no close time`);
  return { ...market, closeMinute: market.closeMinute };
}

/** The file's rows judged against the chart: to add, unchanged, conflicting; and the invalid ones. */
async function judge(
  deps: ChartImportDeps,
  market: MarketRecord & { closeMinute: number },
  csv: string,
  now: number,
): Promise<Pick<ChartImportReport, 'add' | 'conflicts' | 'invalid' | 'unchanged'>> {
  const parsed = parseChartCsv(csv, { today: indiaDate(now), family: 'main' });
  if (!parsed.ok) throw badRequest(parsed.message);
  const invalid = [...parsed.invalid];
  const times = { openTime: market.openMinute, closeTime: market.closeMinute };
  // Only a draw that is over may be imported: a result of a running draw would end its bidding.
  const over = parsed.rows.filter((row) => {
    if (mainDrawInstants(times, row.date).closeAt.getTime() <= now) return true;
    invalid.push({
      line: row.line,
      reason: CHART_IMPORT_SERVER_TEXT.notOver(row.date, formatClockTime(market.closeMinute)),
    });
    return false;
  });
  invalid.sort((a, b) => a.line - b.line);
  const dates = over.map((r) => r.date).sort();
  const from = dates[0] ?? '';
  const to = dates.at(-1) ?? '';
  const [existing, bids] =
    dates.length === 0
      ? [new Map(), new Map()]
      : await Promise.all([chartResults(deps.db, market.id, from, to), drawsWithBids(deps.db, market.id, from, to)]);
  const add: ChartImportReport['add'] = [];
  const conflicts: ChartImportConflict[] = [];
  let unchanged = 0;
  for (const row of over) {
    const result = formatMainResult(row.openPana, row.closePana);
    const held = existing.get(row.date);
    if (held && held.openPana === row.openPana && held.closePana === row.closePana) {
      unchanged += 1;
    } else if (held) {
      const shown = formatMainResult(held.openPana, held.closePana);
      conflicts.push({
        line: row.line,
        date: row.date,
        result,
        existing: shown,
        existingSource: held.source,
        reason: CHART_IMPORT_SERVER_TEXT.differs(shown),
      });
    } else if (bids.has(row.date)) {
      conflicts.push({
        line: row.line,
        date: row.date,
        result,
        existing: null,
        existingSource: null,
        reason: CHART_IMPORT_SERVER_TEXT.hasBids(bids.get(row.date) ?? 0),
      });
    } else {
      add.push({ ...row, result });
    }
  }
  return { add, conflicts, invalid, unchanged };
}

/**
 * `POST /admin/api/markets/:id/chart-import` {csv, dryRun}: the dry run's report, or the import. The
 * import refuses (400 invalid rows, 409 conflicts) and writes nothing unless every row is new or
 * unchanged; a row's draw that gains a result between the check and the write rolls it all back (409).
 */
export async function importChart(
  deps: ChartImportDeps,
  marketId: number,
  input: { csv: string; dryRun: boolean },
  actor: Actor,
): Promise<ChartImportReport> {
  const now = deps.clock.now();
  await enforce(deps.rateLimits, [{ key: `chart-import:${actor.adminId}`, ...CHART_IMPORT_LIMIT }], now, (seconds) =>
    CHART_IMPORT_SERVER_TEXT.tooMany(describeWait(seconds)),
  );
  const market = await loadMainMarket(deps, marketId);
  const judged = await judge(deps, market, input.csv, now);
  const report = { ...judged, dryRun: input.dryRun, marketId: market.id, market: market.name, added: 0 };
  if (input.dryRun) return { ...report, msg: CHART_IMPORT_SERVER_TEXT.dryRun };
  if (judged.invalid.length > 0) throw badRequest(CHART_IMPORT_SERVER_TEXT.refusedInvalid(judged.invalid.length));
  if (judged.conflicts.length > 0) throw conflict(CHART_IMPORT_SERVER_TEXT.refusedConflicts(judged.conflicts.length));
  if (judged.add.length === 0) return { ...report, msg: CHART_IMPORT_SERVER_TEXT.nothingNew(market.name) };

  const rows = [...judged.add].sort((a, b) => (a.date < b.date ? -1 : 1));
  await deps.db.transaction().execute(async (trx) => {
    const written = await insertImportedResults(trx, market.id, rows, now);
    if (written !== rows.length) throw conflict(CHART_IMPORT_SERVER_TEXT.changedMeanwhile);
    await recordAudit(trx, {
      adminId: actor.adminId,
      action: 'result.import',
      entity: 'market',
      entityId: market.id,
      before: null,
      after: {
        market: market.name,
        added: rows.length,
        unchanged: judged.unchanged,
        from: rows[0]?.date,
        to: rows.at(-1)?.date,
      },
      ip: actor.ip,
      now,
    });
    // The result chain (ADR 019, 031): one `import` entry per result added, the last writes.
    const base = {
      action: 'import',
      marketId: market.id,
      marketName: market.name,
      family: 'main',
      at: now,
      operatorId: actor.adminId,
    } as const;
    const entries: ChainAppend[] = rows.flatMap((r) => [
      { ...base, drawDate: r.date, session: 'open' as const, digits: r.openPana },
      { ...base, drawDate: r.date, session: 'close' as const, digits: r.closePana },
    ]);
    await appendManyToChain(trx, entries);
  });
  return { ...report, added: rows.length, msg: CHART_IMPORT_SERVER_TEXT.imported(rows.length, market.name) };
}
