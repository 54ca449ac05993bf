import { fromRateRow, type RateTable } from '@pana/domain/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { list, object, text, unknownValue } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

const ratesSchema = object({ game_rates: list(unknownValue), web_galidessar_chart_url: text });

export type GaliRates = { table: RateTable; chartUrl: string };

/** The Gali rate table (game_rates[0], read by the domain) and the Gali chart link. */
export async function getGaliRates(signal?: AbortSignal): Promise<GaliRates> {
  const body = await apiPost(apiPaths.galiGameRates, {}, ratesSchema, {
    withToken: true,
    ...(signal ? { signal } : {}),
  });
  const row = body.game_rates[0];
  const table = typeof row === 'object' && row !== null ? fromRateRow('gali', row as Record<string, unknown>) : {};
  return { table, chartUrl: body.web_galidessar_chart_url };
}

export const galiRatesQueryOptions = queryOptions({
  queryKey: ['game-rates', 'gali'],
  queryFn: ({ signal }) => getGaliRates(signal),
  staleTime: 60_000,
});

export function useGaliRates() {
  return useQuery(galiRatesQueryOptions);
}
