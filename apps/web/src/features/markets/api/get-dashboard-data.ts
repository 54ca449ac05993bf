import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiPaths } from '../../../config/paths.ts';
import { userInfoQueryKey, useUserInfo } from '../../../lib/api/get-user-info.ts';
import { marketSchema } from '../../../lib/api/market-schema.ts';
import { type Infer, list, object, type Parser, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { isLiveHealthy } from '../../../lib/live-status.ts';
import { useSession } from '../../../lib/session.ts';

/** A number when the field is there (wallet fields come only with a token), else undefined. */
const optionalPoints: Parser<number | undefined> = (value) => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return undefined;
};

export const dashboardDataSchema = object({
  result: list(marketSchema),
  wallet_amt: optionalPoints,
  betting_status: text,
  mobile_1: text,
  telegram_no: text,
  whatsapp_no: text,
  marquee_text: text,
});

export type DashboardData = Infer<typeof dashboardDataSchema>;

/** The main markets with times, results and status, and (with a token) the wallet and betting flag. */
export function getDashboardData(signal?: AbortSignal): Promise<DashboardData> {
  return apiPost(apiPaths.getDashboardData, {}, dashboardDataSchema, { withToken: true, ...(signal ? { signal } : {}) });
}

/** Polled every 5 s (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps). */
export const DASHBOARD_POLL_MS = 5000;
/** The poll's pace while the live updates' stream is healthy (ADR 013): a fallback, the events do the work. */
export const DASHBOARD_LIVE_POLL_MS = 60_000;

export const dashboardQueryKey = (token: string | undefined) => ['dashboard-data', token ?? 'anonymous'] as const;

export function getDashboardQueryOptions(token: string | undefined) {
  return queryOptions({
    queryKey: dashboardQueryKey(token),
    queryFn: ({ signal }) => getDashboardData(signal),
    // Read after every answer: 60 s while the stream is healthy; when it fails, the stream refetches at once and 5 s resumes.
    refetchInterval: () => (isLiveHealthy() ? DASHBOARD_LIVE_POLL_MS : DASHBOARD_POLL_MS),
    staleTime: 0,
  });
}

/**
 * The dashboard, polled every 5 s. When its wallet differs from the header's (a win was paid, an
 * admin added funds), the user-info query is refreshed so the header shows the true balance.
 */
export function useDashboardData() {
  const session = useSession();
  const query = useQuery(getDashboardQueryOptions(session?.token));
  const queryClient = useQueryClient();
  const { data: info } = useUserInfo();
  const dashboardWallet = query.data?.wallet_amt;
  const headerWallet = info?.wallet_amt;

  useEffect(() => {
    if (!session || dashboardWallet === undefined || headerWallet === undefined) return;
    // Settles at once: the refreshed header equals the server's balance, the next poll brings the same.
    if (dashboardWallet !== headerWallet) void queryClient.invalidateQueries({ queryKey: userInfoQueryKey(session.token) });
  }, [dashboardWallet, headerWallet, session, queryClient]);

  return query;
}
