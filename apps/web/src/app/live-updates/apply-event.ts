import { type QueryClient } from '@tanstack/react-query';
import { withdrawHistoryQueryKey } from '../../features/funds/api/get-withdraw-history.ts';
import { type DashboardData, dashboardQueryKey } from '../../features/markets/api/get-dashboard-data.ts';
import { depositHistoryQueryKey } from '../../features/wallet/api/get-deposit-history.ts';
import { transactionsQueryKey } from '../../features/wallet/api/get-transactions.ts';
import { type UserInfo, userInfoQueryKey } from '../../lib/api/get-user-info.ts';
import { shownMessage } from '../../lib/i18n/i18n.ts';
import { type LiveEventType } from '../../lib/live-connection.ts';
import { emitLiveNotice } from '../../lib/live-status.ts';
import { maintenanceMessage, noteMaintenance } from '../../lib/maintenance.ts';

/** The market lists and histories a result or a market's opening or closing changes. */
const MARKET_QUERIES = [['dashboard-data'], ['starline-games'], ['gali-games'], ['history']] as const;
/**
 * A market event's lists are fetched again this long after it: the server builds those answers at
 * most once a second per process (docs/ARCHITECTURE.md#data), so an immediate refetch could get the answer
 * from before the result. A random part up to as much again spreads the refetches of every open app.
 */
export const MARKET_REFETCH_DELAY_MS = 1_000;

/** The notifications' queries (the inbox and the bell's count share this first key). */
const NOTIFICATION_QUERIES = ['notifications'] as const;

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Applies one live event to the query cache (ADR 013). `wallet`: the new balance goes straight into
 * every answer that shows it (the home's dashboard, the header's user info), and the wallet's lists
 * are refetched if on screen. `market`: the market lists and histories are refetched. The maintenance
 * notice (switched on, off or reworded, and the state every stream starts with): the banner follows at
 * once, and the lists, which carry the message too, are refetched when it changed. Other `notice`s: the
 * inbox and its count are refetched and the notice is handed to whoever listens (`onLiveNotice`).
 */
export function applyLiveEvent(
  queryClient: QueryClient,
  token: string,
  type: LiveEventType,
  data: unknown,
  random: () => number = Math.random,
): void {
  if (typeof data !== 'object' || data === null) return;
  const fields = data as Record<string, unknown>;
  if (type === 'wallet') {
    const balance = fields.balance;
    if (!isNumber(balance)) return;
    queryClient.setQueryData<DashboardData>(dashboardQueryKey(token), (old) =>
      old ? { ...old, wallet_amt: balance } : old,
    );
    queryClient.setQueryData<UserInfo>(userInfoQueryKey(token), (old) => (old ? { ...old, wallet_amt: balance } : old));
    for (const queryKey of [
      transactionsQueryKey(token),
      depositHistoryQueryKey(token),
      withdrawHistoryQueryKey(token),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  } else if (type === 'market') {
    setTimeout(() => refetchMarkets(queryClient), MARKET_REFETCH_DELAY_MS * (1 + random()));
  } else if (fields.kind === 'maintenance') {
    // ADR 015. The server drops its kept lists when maintenance is switched, so the refetch agrees.
    if (typeof fields.message !== 'string') return;
    const message = shownMessage(fields.message.trim());
    if (message === maintenanceMessage()) return;
    noteMaintenance(200, { maintenance_message: message });
    setTimeout(() => refetchMarkets(queryClient), MARKET_REFETCH_DELAY_MS * (1 + random()));
  } else if (typeof fields.kind === 'string') {
    void queryClient.invalidateQueries({ queryKey: NOTIFICATION_QUERIES });
    emitLiveNotice({ ...fields, kind: fields.kind });
  }
}

/** Refetches at once what events may have changed while the stream was down (wallet events are replayed by the server). */
export function catchUp(queryClient: QueryClient): void {
  refetchMarkets(queryClient);
  void queryClient.invalidateQueries({ queryKey: NOTIFICATION_QUERIES });
}

function refetchMarkets(queryClient: QueryClient): void {
  for (const queryKey of MARKET_QUERIES) void queryClient.invalidateQueries({ queryKey });
}
