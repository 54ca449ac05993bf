import type { chartImportAnswer, chartImportBody } from '@pana/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { adminApiPaths } from '../admin-paths.ts';
import { adminPost } from './admin-client.ts';

/** `POST /admin/api/markets/:id/chart-import` (owner; ADR 031): a dry run's report, or the import's. */
export type ChartImportReport = z.infer<typeof chartImportAnswer>;
export type ChartImportInput = z.input<typeof chartImportBody>;

export function runChartImport(marketId: number, input: ChartImportInput): Promise<ChartImportReport> {
  return adminPost(adminApiPaths.chartImport(marketId), input);
}

/** The dry run or the import; an import refreshes the console's results lists. */
export function useChartImport(marketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChartImportInput) => runChartImport(marketId, input),
    onSuccess: (report) => {
      if (!report.dryRun) void queryClient.invalidateQueries({ queryKey: ['admin', 'results'] });
    },
  });
}
