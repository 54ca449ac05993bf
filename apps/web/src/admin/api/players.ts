import type {
  consoleBid,
  consolePlayer,
  ledgerRow,
  playerDetailAnswer,
  playersAnswer,
  playersQuery,
  updatePlayerAnswer,
  updatePlayerBody,
  walletAdjustAnswer,
  walletAdjustBody,
} from '@pana/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { adminApiPaths } from '../admin-paths.ts';
import { adminGet, adminPatch, adminPost, type QueryOf } from './admin-client.ts';

/** A player as the console lists them; `bettingStatus` is 1 when they may bid, deposit, withdraw and transfer. */
export type PlayerRow = z.infer<typeof consolePlayer>;
export type PlayerPage = z.infer<typeof playersAnswer>;

export function usePlayers(q: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'players', q, page],
    queryFn: ({ signal }) =>
      adminGet<PlayerPage>(adminApiPaths.users, { q, page } satisfies QueryOf<typeof playersQuery>, signal),
    placeholderData: keepPreviousData,
  });
}

/** One player: the last 100 ledger rows and bids, and all-time totals (`GET /admin/api/users/:mobile`). */
export type PlayerDetail = z.infer<typeof playerDetailAnswer>;
export type LedgerRow = z.infer<typeof ledgerRow>;
export type PlayerBid = z.infer<typeof consoleBid>;

const playerQueryKey = (mobile: string) => ['admin', 'player', mobile] as const;

export function usePlayer(mobile: string) {
  return useQuery({
    queryKey: playerQueryKey(mobile),
    queryFn: ({ signal }) => adminGet<PlayerDetail>(adminApiPaths.user(mobile), undefined, signal),
  });
}

export type PlayerChanges = z.input<typeof updatePlayerBody>;

export function updatePlayer(mobile: string, changes: PlayerChanges): Promise<z.infer<typeof updatePlayerAnswer>> {
  return adminPatch(adminApiPaths.user(mobile), changes);
}

export function adjustWallet(input: z.input<typeof walletAdjustBody>): Promise<z.infer<typeof walletAdjustAnswer>> {
  return adminPost(adminApiPaths.walletAdjust, input);
}

/** A write about one player that refreshes that player and the search lists. */
export function usePlayerMutation<V>(mobile: string, write: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: playerQueryKey(mobile) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'players'] });
    },
  });
}
