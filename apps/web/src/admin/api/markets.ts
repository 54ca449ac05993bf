import { type Family } from '@pana/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '../admin-paths.ts';
import { adminDelete, adminGet, adminPatch, adminPost } from './admin-client.ts';

/** A market as the operator API answers it; times are `h:mm AM`, days are weekday digits "0123456" (0 = Sunday). */
export type Market = {
  id: number;
  kind: Family;
  name: string;
  openTime: string;
  closeTime: string | null;
  days: string;
  active: boolean | number;
  sortOrder: number;
  offDates: string[];
};

export type MarketInput = {
  kind: Family;
  name: string;
  openTime: string;
  closeTime?: string;
  days: string;
  active: boolean;
};

export const marketsQueryKey = (kind: Family) => ['admin', 'markets', kind] as const;

export async function getMarkets(kind: Family, signal?: AbortSignal): Promise<Market[]> {
  const body = await adminGet<{ items?: Market[] }>(adminApiPaths.markets, { kind }, signal);
  return (body.items ?? []).map((market) => ({ ...market, offDates: market.offDates ?? [] }));
}

export function useMarkets(kind: Family) {
  return useQuery({ queryKey: marketsQueryKey(kind), queryFn: ({ signal }) => getMarkets(kind, signal) });
}

export function createMarket(input: MarketInput): Promise<{ id: number }> {
  return adminPost(adminApiPaths.markets, input);
}

export function updateMarket(id: number, changes: Partial<Omit<MarketInput, 'kind'>>): Promise<unknown> {
  return adminPatch(adminApiPaths.market(id), changes);
}

export function addOffDate(id: number, date: string): Promise<unknown> {
  return adminPost(adminApiPaths.marketOffDates(id), { date });
}

export function removeOffDate(id: number, date: string): Promise<unknown> {
  return adminDelete(adminApiPaths.marketOffDate(id, date));
}

/** A market write that refreshes that family's list (and the dashboard) when it succeeds. */
export function useMarketMutation<V>(kind: Family, write: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: marketsQueryKey(kind) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}

export function isActive(market: Pick<Market, 'active'>): boolean {
  return market.active === true || market.active === 1;
}
