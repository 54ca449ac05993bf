import { type Family } from '@pana/domain';
import { useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../admin-paths.ts';
import { adminGet } from './admin-client.ts';

export type CountPoints = { count: number; points: number };
export type CountAmount = { count: number; amount: number };

/** `GET /admin/api/dashboard?date`: the day at a glance. */
export type Dashboard = {
  date: string;
  activePlayers: number;
  registrations: number;
  bids: Partial<Record<Family, CountPoints>>;
  payouts: number;
  pendingDeposits: CountAmount;
  pendingWithdrawals: CountAmount;
  closingSoon: {
    kind: Family;
    marketId: number;
    name: string;
    session?: 'open' | 'close' | null;
    closesAt: string;
    minutesLeft: number;
  }[];
  awaitingResults: { kind: Family; marketId: number; name: string; date: string; session?: 'open' | 'close' | null }[];
};

export function getDashboard(date: string, signal?: AbortSignal): Promise<Dashboard> {
  return adminGet<Dashboard>(adminApiPaths.dashboard, { date }, signal);
}

/** Refreshed every 30 s while open: markets close and requests arrive during the day. */
export function useDashboard(date: string) {
  return useQuery({
    queryKey: ['admin', 'dashboard', date],
    queryFn: ({ signal }) => getDashboard(date, signal),
    refetchInterval: 30_000,
  });
}
