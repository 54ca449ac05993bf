import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { marketSchema } from '../../../lib/api/market-schema.ts';
import { list, object } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

export const starlineGamesSchema = object({ result: list(marketSchema) });

export function getStarlineGames(signal?: AbortSignal) {
  return apiPost(apiPaths.starlineGame, {}, starlineGamesSchema, { withToken: true, ...(signal ? { signal } : {}) });
}

/** Today's Starline slots, polled every 5 s (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps). */
export const starlineGamesQueryOptions = queryOptions({
  queryKey: ['starline-games'],
  queryFn: ({ signal }) => getStarlineGames(signal),
  refetchInterval: 5000,
  staleTime: 0,
});

export function useStarlineGames() {
  return useQuery(starlineGamesQueryOptions);
}
