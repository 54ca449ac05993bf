import { queryOptions } from '@tanstack/react-query';
import { type Infer, list, object, points, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { type HistoryConfig, type HistoryKind } from '../lib/histories.ts';

export const historyItemSchema = object({
  /** The bid's own id (newer servers): its Help link attaches it to a support ticket; 0 from an older server. */
  bid_id: points,
  pana: text,
  /** The bid type the player chose ("SP Motor" for a single pana it expanded into); '' from a server without it. */
  bid_type: text,
  /** The board the bid was entered through ("Group Jodi · 17", ADR 016); '' for none. */
  board: text,
  game_name: text,
  session: text,
  digits: text,
  closedigits: text,
  bid_date: text,
  wining_date: text,
  points: points,
  amount: points,
});

export type HistoryItem = Infer<typeof historyItemSchema>;

export type HistoryRange = { from: string; to: string };

/** One history between two dates (M/D/YYYY); the list is bid_data or win_data as the call names it. */
export async function getHistory(
  config: HistoryConfig,
  range: HistoryRange,
  signal?: AbortSignal,
): Promise<HistoryItem[]> {
  const schema = object({ [config.listKey]: list(historyItemSchema) });
  const body = await apiPost(config.apiPath, { [config.fields[0]]: range.from, [config.fields[1]]: range.to }, schema, {
    withToken: true,
    ...(signal ? { signal } : {}),
  });
  return (body[config.listKey] as HistoryItem[] | undefined) ?? [];
}

export function historyQueryOptions(kind: HistoryKind, config: HistoryConfig, range: HistoryRange) {
  return queryOptions({
    queryKey: ['history', kind, range.from, range.to],
    queryFn: ({ signal }) => getHistory(config, range, signal),
    staleTime: 0,
    retry: false,
  });
}
