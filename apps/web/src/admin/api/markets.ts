import type {
  consoleMarket,
  createMarketAnswer,
  createMarketBody,
  marketsAnswer,
  marketsQuery,
  offDateBody,
  offDatesAnswer,
  updateMarketBody,
} from '@pana/contract';
import { type Family } from '@pana/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { adminApiPaths } from '../admin-paths.ts';
import { adminDelete, adminGet, adminPatch, adminPost, type QueryOf } from './admin-client.ts';

/** A market as the operator API answers it; times are `h:mm AM`, days are weekday digits "0123456" (0 = Sunday). */
export type Market = z.infer<typeof consoleMarket>;

/** A new market as the console sends it. */
export type MarketInput = z.input<typeof createMarketBody>;
export type MarketChanges = z.input<typeof updateMarketBody>;

const marketsQueryKey = (kind: Family) => ['admin', 'markets', kind] as const;

export function useMarkets(kind: Family) {
  return useQuery({
    queryKey: marketsQueryKey(kind),
    queryFn: async ({ signal }) =>
      (
        await adminGet<z.infer<typeof marketsAnswer>>(
          adminApiPaths.markets,
          { kind } satisfies QueryOf<typeof marketsQuery>,
          signal,
        )
      ).items,
  });
}

export function createMarket(input: MarketInput): Promise<z.infer<typeof createMarketAnswer>> {
  return adminPost(adminApiPaths.markets, input);
}

export function updateMarket(id: number, changes: MarketChanges): Promise<unknown> {
  return adminPatch(adminApiPaths.market(id), changes);
}

export function addOffDate(id: number, body: z.input<typeof offDateBody>): Promise<z.infer<typeof offDatesAnswer>> {
  return adminPost(adminApiPaths.marketOffDates(id), body);
}

export function removeOffDate(id: number, date: string): Promise<z.infer<typeof offDatesAnswer>> {
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
