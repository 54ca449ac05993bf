import type { dashboardAnswer, dashboardQuery } from '@pana/contract';
import { useQuery } from '@tanstack/react-query';
import { type z } from 'zod';
import { adminApiPaths } from '../admin-paths.ts';
import { adminGet, type QueryOf } from './admin-client.ts';

/** `GET /admin/api/dashboard?date`: the day at a glance. */
export type Dashboard = z.infer<typeof dashboardAnswer>;

/** Refreshed every 30 s while open: markets close and requests arrive during the day. */
export function useDashboard(date: string) {
  return useQuery({
    queryKey: ['admin', 'dashboard', date],
    queryFn: ({ signal }) =>
      adminGet<Dashboard>(adminApiPaths.dashboard, { date } satisfies QueryOf<typeof dashboardQuery>, signal),
    refetchInterval: 30_000,
  });
}
