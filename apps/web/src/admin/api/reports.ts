import { type Family } from '@pana/domain';
import { useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../admin-paths.ts';
import { adminGet, withQuery } from './admin-client.ts';

export type BidReportRow = {
  date: string;
  kind: Family;
  marketId: number;
  market: string;
  bids: number;
  points: number;
  winners: number;
  payout: number;
  net: number;
};

export type FundReportRow = {
  date: string;
  deposits: number;
  depositAmount: number;
  withdrawals: number;
  withdrawalAmount: number;
};

export type ReportRange = { from: string; to: string };

export function useBidReport(range: ReportRange, kind: Family | '') {
  return useQuery({
    queryKey: ['admin', 'reports', 'bids', range, kind],
    queryFn: async ({ signal }) =>
      (await adminGet<{ rows?: BidReportRow[] }>(adminApiPaths.reportsBids, { ...range, kind }, signal)).rows ?? [],
  });
}

export function useFundReport(range: ReportRange) {
  return useQuery({
    queryKey: ['admin', 'reports', 'funds', range],
    queryFn: async ({ signal }) =>
      (await adminGet<{ rows?: FundReportRow[] }>(adminApiPaths.reportsFunds, { ...range }, signal)).rows ?? [],
  });
}

/** The CSV download of a report: a plain link, the session cookie goes with it. */
export function csvUrl(report: 'bids' | 'funds', range: ReportRange, kind: Family | '' = ''): string {
  const path = report === 'bids' ? adminApiPaths.reportsBids : adminApiPaths.reportsFunds;
  return withQuery(path, { ...range, ...(report === 'bids' ? { kind } : {}), format: 'csv' });
}
