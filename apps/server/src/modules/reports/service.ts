import { epochDay, FAMILIES, type Family, fromEpochDay } from '@pana/domain';
import { type Db } from '../../db/database.ts';
import { type Clock } from '../../lib/clock.ts';
import { indiaDayBounds } from '../../lib/india-days.ts';
import { dateRange } from '../operators/query-params.ts';
import { type CsvCell, toCsv } from './csv.ts';
import * as repo from './repository.ts';

export interface ReportsDeps {
  db: Db;
  clock: Clock;
}

export interface BidsReportRow {
  date: string;
  kind: Family;
  marketId: number;
  market: string;
  bids: number;
  points: number;
  winners: number;
  payout: number;
  /** Points staked minus payout: the house's result on that draw (negative when it paid out more). */
  net: number;
}

/**
 * `GET /admin/api/reports/bids`: per draw date and market (markets with bids only), the bid lines,
 * points staked, winning lines, payout and net, ordered by date, kind and the markets' list order.
 * Pending bids count in bids and points until their result is declared.
 */
export async function bidsReport(
  deps: ReportsDeps,
  query: { from?: string | undefined; to?: string | undefined; kind?: Family | undefined },
): Promise<{ from: string; to: string; rows: BidsReportRow[] }> {
  const { from, to } = dateRange(query.from, query.to, deps.clock.now());
  const rows = await repo.bidsByDrawAndMarket(deps.db, from, to, query.kind);
  rows.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      FAMILIES.indexOf(a.kind) - FAMILIES.indexOf(b.kind) ||
      a.sortOrder - b.sortOrder ||
      a.marketId - b.marketId,
  );
  return {
    from,
    to,
    rows: rows.map(({ sortOrder: _s, ...r }) => ({ ...r, net: r.points - r.payout })),
  };
}

export interface FundsReportRow {
  date: string;
  deposits: number;
  depositAmount: number;
  withdrawals: number;
  withdrawalAmount: number;
}

/**
 * `GET /admin/api/reports/funds`: for every India date of the range, the deposits and withdrawals
 * approved that day (count and points), from the deposit and withdrawal requests.
 */
export async function fundsReport(
  deps: ReportsDeps,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<{ from: string; to: string; rows: FundsReportRow[] }> {
  const { from, to } = dateRange(query.from, query.to, deps.clock.now());
  const { start, end } = indiaDayBounds(from, to);
  const [deposits, withdrawals] = await Promise.all([
    repo.approvedPerDay(deps.db, 'fund_requests', start, end),
    repo.approvedPerDay(deps.db, 'withdraw_requests', start, end),
  ]);
  const rows: FundsReportRow[] = [];
  for (let day = epochDay(from); day <= epochDay(to); day++) {
    const d = deposits.find((r) => r.day === day);
    const w = withdrawals.find((r) => r.day === day);
    rows.push({
      date: fromEpochDay(day),
      deposits: d?.count ?? 0,
      depositAmount: d?.amount ?? 0,
      withdrawals: w?.count ?? 0,
      withdrawalAmount: w?.amount ?? 0,
    });
  }
  return { from, to, rows };
}

export function bidsCsv(rows: BidsReportRow[]): string {
  return toCsv(
    ['date', 'kind', 'market_id', 'market', 'bids', 'points', 'winners', 'payout', 'net'],
    rows.map((r): CsvCell[] => [r.date, r.kind, r.marketId, r.market, r.bids, r.points, r.winners, r.payout, r.net]),
  );
}

export function fundsCsv(rows: FundsReportRow[]): string {
  return toCsv(
    ['date', 'deposits', 'deposit_amount', 'withdrawals', 'withdrawal_amount'],
    rows.map((r): CsvCell[] => [r.date, r.deposits, r.depositAmount, r.withdrawals, r.withdrawalAmount]),
  );
}
