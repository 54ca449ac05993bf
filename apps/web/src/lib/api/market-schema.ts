import { type Infer, object, points, text } from './schema.ts';

/**
 * One market of the three market lists (main dashboard, Starline slots, Gali markets), in the legacy
 * field names: `msg_status` 1 means open. Starline and Gali markets have no `close_result`; Gali
 * markets carry their jodi (or "**") in `result`.
 */
export const marketSchema = object({
  game_id: points,
  game_name: text,
  open_time: text,
  close_time: text,
  open_result: text,
  close_result: text,
  result: text,
  msg_status: points,
  web_chart_url: text,
});

export type MarketItem = Infer<typeof marketSchema>;

/** Market Open / Market Closed (docs/rules.md#bid-windows): msg_status 1 or otherwise. */
export function isMarketOpen(market: Pick<MarketItem, 'msg_status'>): boolean {
  return market.msg_status === 1;
}
