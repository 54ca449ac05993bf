import { fromRateRow, type RateTable } from '@pana/domain/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { list, object, unknownValue } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

const gameRatesSchema = object({ game_rates: list(unknownValue) });

/** The main market rate table: game_rates[0] read by the domain (`fromRateRow`). */
export async function getGameRates(signal?: AbortSignal): Promise<RateTable> {
  const body = await apiPost(apiPaths.gameRates, {}, gameRatesSchema, { withToken: true, ...(signal ? { signal } : {}) });
  const row = body.game_rates[0];
  return typeof row === 'object' && row !== null ? fromRateRow('main', row as Record<string, unknown>) : {};
}

export const gameRatesQueryOptions = queryOptions({
  queryKey: ['game-rates', 'main'],
  queryFn: ({ signal }) => getGameRates(signal),
  staleTime: 60_000,
});

export function useGameRates() {
  return useQuery(gameRatesQueryOptions);
}
