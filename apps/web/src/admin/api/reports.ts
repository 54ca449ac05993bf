import type {
  bidsReportAnswer,
  bidsReportQuery,
  bidsReportRow,
  fundsReportAnswer,
  fundsReportQuery,
  fundsReportRow,
} from '@pana/contract';
import { type Family } from '@pana/domain';
import { useQuery } from '@tanstack/react-query';
import { type z } from 'zod';
import { adminApiPaths } from '../admin-paths.ts';
import { adminGet, type QueryOf, withQuery } from './admin-client.ts';

export type BidReportRow = z.infer<typeof bidsReportRow>;
export type FundReportRow = z.infer<typeof fundsReportRow>;

export type ReportRange = { from: string; to: string };

export function useBidReport(range: ReportRange, kind: Family | '') {
  return useQuery({
    queryKey: ['admin', 'reports', 'bids', range, kind],
    queryFn: async ({ signal }) => {
      const query = { ...range, kind } satisfies QueryOf<typeof bidsReportQuery>;
      return (await adminGet<z.infer<typeof bidsReportAnswer>>(adminApiPaths.reportsBids, query, signal)).rows;
    },
  });
}

export function useFundReport(range: ReportRange) {
  return useQuery({
    queryKey: ['admin', 'reports', 'funds', range],
    queryFn: async ({ signal }) => {
      const query = { ...range } satisfies QueryOf<typeof fundsReportQuery>;
      return (await adminGet<z.infer<typeof fundsReportAnswer>>(adminApiPaths.reportsFunds, query, signal)).rows;
    },
  });
}

/** The CSV download of a report: a plain link, the session cookie goes with it. */
export function csvUrl(report: 'bids' | 'funds', range: ReportRange, kind: Family | '' = ''): string {
  if (report === 'funds') {
    return withQuery(adminApiPaths.reportsFunds, { ...range, format: 'csv' } satisfies QueryOf<
      typeof fundsReportQuery
    >);
  }
  return withQuery(adminApiPaths.reportsBids, { ...range, kind, format: 'csv' } satisfies QueryOf<
    typeof bidsReportQuery
  >);
}
