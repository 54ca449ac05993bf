import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '../admin-paths.ts';
import { adminGet, adminPatch, adminPost } from './admin-client.ts';

export type PlayerRow = {
  mobile: string;
  name: string;
  balance: number;
  bettingStatus: number | boolean;
  blocked: boolean | number;
  createdAt: number | string;
};

export type PlayerPage = { items: PlayerRow[]; total: number; page: number; pageSize?: number };

export function searchPlayers(q: string, page: number, signal?: AbortSignal): Promise<PlayerPage> {
  return adminGet<PlayerPage>(adminApiPaths.users, { q, page }, signal);
}

export function usePlayers(q: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'players', q, page],
    queryFn: ({ signal }) => searchPlayers(q, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** One row of a player's wallet ledger or bids, read leniently (the console shows what the server sends). */
export type Row = Record<string, unknown>;

export type PlayerDetail = {
  user: PlayerRow & Row;
  ledger: Row[];
  bids: Row[];
  totals: Record<string, unknown>;
};

export const playerQueryKey = (mobile: string) => ['admin', 'player', mobile] as const;

export async function getPlayer(mobile: string, signal?: AbortSignal): Promise<PlayerDetail> {
  const body = await adminGet<Partial<PlayerDetail>>(adminApiPaths.user(mobile), undefined, signal);
  if (!body.user) throw new Error('The server sent no player');
  return { user: body.user, ledger: body.ledger ?? [], bids: body.bids ?? [], totals: body.totals ?? {} };
}

export function usePlayer(mobile: string) {
  return useQuery({ queryKey: playerQueryKey(mobile), queryFn: ({ signal }) => getPlayer(mobile, signal) });
}

export function updatePlayer(mobile: string, changes: { betting_status?: 0 | 1; blocked?: boolean }): Promise<unknown> {
  return adminPatch(adminApiPaths.user(mobile), changes);
}

export function adjustWallet(input: { mobile: string; amount: number; note: string }): Promise<unknown> {
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

export function isOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}
