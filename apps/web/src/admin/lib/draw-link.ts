import { type Family } from '@pana/domain';
import { withQuery } from '../api/admin-client.ts';

export type DrawParams = { kind: Family; marketId: number; date?: string; session?: 'open' | 'close' | null };

/** A link to a console screen preset to one draw (results, exposure): `?kind&marketId&date&session`. */
export function drawLink(path: string, draw: DrawParams): string {
  return withQuery(path, {
    kind: draw.kind,
    marketId: draw.marketId,
    date: draw.date,
    session: draw.session ?? undefined,
  });
}

const FAMILIES: readonly Family[] = ['main', 'starline', 'gali'];

/** Reads `?kind&marketId&date&session` back; missing or wrong values are left out. */
export function readDrawParams(search: URLSearchParams): Partial<DrawParams> {
  const kind = search.get('kind');
  const marketId = Number(search.get('marketId'));
  const session = search.get('session');
  const date = search.get('date');
  return {
    ...(kind && FAMILIES.includes(kind as Family) ? { kind: kind as Family } : {}),
    ...(Number.isInteger(marketId) && marketId > 0 ? { marketId } : {}),
    ...(date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? { date } : {}),
    ...(session === 'open' || session === 'close' ? { session } : {}),
  };
}
