import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { marketSchema } from '../../../lib/api/market-schema.ts';
import { list, object } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

export const galiGamesSchema = object({ result: list(marketSchema) });

export function getGaliGames(signal?: AbortSignal) {
  return apiPost(apiPaths.galiGame, {}, galiGamesSchema, { withToken: true, ...(signal ? { signal } : {}) });
}

/** Today's Gali Disawar markets, polled every 5 s (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps). */
export const galiGamesQueryOptions = queryOptions({
  queryKey: ['gali-games'],
  queryFn: ({ signal }) => getGaliGames(signal),
  refetchInterval: 5000,
  staleTime: 0,
});

export function useGaliGames() {
  return useQuery(galiGamesQueryOptions);
}
