import { fromRateRow, type RateTable } from '@pana/domain/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { list, object, unknownValue } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

const ratesSchema = object({ game_rates: list(unknownValue) });

/** The Starline rate table: game_rates[0], read by the domain. */
export async function getStarlineRates(signal?: AbortSignal): Promise<RateTable> {
  const body = await apiPost(apiPaths.starlineGameRates, {}, ratesSchema, {
    withToken: true,
    ...(signal ? { signal } : {}),
  });
  const row = body.game_rates[0];
  return typeof row === 'object' && row !== null ? fromRateRow('starline', row as Record<string, unknown>) : {};
}

export const starlineRatesQueryOptions = queryOptions({
  queryKey: ['game-rates', 'starline'],
  queryFn: ({ signal }) => getStarlineRates(signal),
  staleTime: 60_000,
});

export function useStarlineRates() {
  return useQuery(starlineRatesQueryOptions);
}
