import { type BidSelector } from '@pana/domain';
import { type RawBuilder, sql, type SqlBool } from 'kysely';

/** `table`'s rows of the draw whose (type, session) is one of the selectors (a declaration's `settledBy`). */
export function ofDraw(
  table: 'bids' | 'pending_bid_groups',
  draw: { marketId: number; date: string },
  selectors: readonly BidSelector[],
): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const wanted = selectors.map((s) =>
    s.session === null
      ? sql`${column('bid_type')} = ${s.type}`
      : sql`(${column('bid_type')} = ${s.type} and ${column('session')} = ${s.session})`,
  );
  return sql<SqlBool>`(${column('market_id')} = ${draw.marketId} and ${column('draw_date')} = ${draw.date} and (${sql.join(wanted, sql` or `)}))`;
}
