import { type BidSelector, type PreparedLine, type Session, type StoredBidTypeKey } from '@pana/domain';
import { type RawBuilder, sql, type SqlBool } from 'kysely';
import { type Executor } from '../../db/database.ts';

/**
 * The live exposure: the pending bids of each draw grouped by what decides their payout (type,
 * session, digits, closedigits, points) with their count, in `pending_bid_groups`. The bid path adds
 * every accepted line in the same transaction as the line (one statement per group-commit batch); a
 * settlement removes the groups it settles; a revert puts back the bids it reopens. An exposure
 * preview (and later a liability cap) reads these few hundred rows, never the draw's million bids.
 */

/** One group of identical pending bids of a draw. */
export interface BidGroup {
  type: StoredBidTypeKey;
  session: Session;
  digits: string;
  closedigits: string;
  points: number;
  bids: number;
}

/** The lines of accepted submissions, by draw. */
export interface PlacedLines {
  marketId: number;
  drawDate: string;
  lines: readonly Pick<PreparedLine, 'type' | 'session' | 'digits' | 'closedigits' | 'points'>[];
}

/**
 * Adds placed lines to their groups in one statement. Keys are merged first (one row per key: an
 * upsert may not touch a row twice) and sorted, so concurrent batches on PostgreSQL lock groups in the
 * same order and never deadlock.
 */
export async function addPendingGroups(trx: Executor, placed: readonly PlacedLines[]): Promise<void> {
  const merged = new Map<string, { key: string[]; points: number; bids: number }>();
  for (const p of placed) {
    for (const l of p.lines) {
      const key = [String(p.marketId).padStart(12, '0'), p.drawDate, l.type, l.session, l.digits, l.closedigits, String(l.points).padStart(12, '0')];
      const id = key.join('|');
      const group = merged.get(id);
      if (group) group.bids++;
      else merged.set(id, { key, points: l.points, bids: 1 });
    }
  }
  if (merged.size === 0) return;
  const rows = [...merged.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, g]) => ({
      market_id: Number(g.key[0]),
      draw_date: g.key[1] as string,
      bid_type: g.key[2] as string,
      session: g.key[3] as Session,
      digits: g.key[4] as string,
      closedigits: g.key[5] as string,
      points: g.points,
      bids: g.bids,
    }));
  await trx
    .insertInto('pending_bid_groups')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['market_id', 'draw_date', 'bid_type', 'session', 'digits', 'closedigits', 'points'])
        .doUpdateSet({ bids: sql<number>`pending_bid_groups.bids + excluded.bids` }),
    )
    .execute();
}

/** `table`'s rows of the draw whose (type, session) is one of the selectors (a declaration's `settledBy`). */
export function ofDraw(table: 'bids' | 'pending_bid_groups', draw: { marketId: number; date: string }, selectors: readonly BidSelector[]): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const wanted = selectors.map((s) =>
    s.session === null
      ? sql`${column('bid_type')} = ${s.type}`
      : sql`(${column('bid_type')} = ${s.type} and ${column('session')} = ${s.session})`,
  );
  return sql<SqlBool>`(${column('market_id')} = ${draw.marketId} and ${column('draw_date')} = ${draw.date} and (${sql.join(wanted, sql` or `)}))`;
}

/** Drops the groups a declaration settled (its bids are no longer pending). */
export async function removePendingGroups(trx: Executor, draw: { marketId: number; date: string }, selectors: readonly BidSelector[]): Promise<void> {
  await trx.deleteFrom('pending_bid_groups').where(ofDraw('pending_bid_groups', draw, selectors)).execute();
}

/** Puts back the groups of the draw's pending bids of these selectors (after a revert reopened them). */
export async function restorePendingGroups(trx: Executor, draw: { marketId: number; date: string }, selectors: readonly BidSelector[]): Promise<void> {
  await removePendingGroups(trx, draw, selectors);
  await trx
    .insertInto('pending_bid_groups')
    .columns(['market_id', 'draw_date', 'bid_type', 'session', 'digits', 'closedigits', 'points', 'bids'])
    .expression(
      trx
        .selectFrom('bids')
        .select(['market_id', 'draw_date', 'bid_type', 'session', 'digits', 'closedigits', 'points', sql<number>`count(*)`.as('bids')])
        .where('bids.status', '=', 'pending')
        .where(ofDraw('bids', draw, selectors))
        .groupBy(['market_id', 'draw_date', 'bid_type', 'session', 'digits', 'closedigits', 'points']),
    )
    .execute();
}

/** The pending bids a declaration would settle, grouped (the exposure's input). */
export async function readPendingGroups(db: Executor, draw: { marketId: number; date: string }, selectors: readonly BidSelector[]): Promise<BidGroup[]> {
  const rows = await db
    .selectFrom('pending_bid_groups')
    .select(['bid_type', 'session', 'digits', 'closedigits', 'points', 'bids'])
    .where(ofDraw('pending_bid_groups', draw, selectors))
    .execute();
  return rows.map((r) => ({
    type: r.bid_type as StoredBidTypeKey,
    session: r.session,
    digits: r.digits,
    closedigits: r.closedigits,
    points: Number(r.points),
    bids: Number(r.bids),
  }));
}
