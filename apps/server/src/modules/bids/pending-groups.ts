import { type BidSelector, type Session, type StoredBidTypeKey } from '@pana/domain';
import { type Executor } from '../../db/database.ts';
import { ofDraw } from '../projections/index.ts';

/**
 * Reads the live exposure: the pending bids of each draw grouped by what decides their payout (type,
 * session, digits, closedigits, points) with their count, in `pending_bid_groups`, which the
 * projections keep (modules/projections: placed lines added, settled groups dropped, reopened bids
 * put back). An exposure preview reads these few hundred rows, never the draw's million bids.
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

/** The pending bids a declaration would settle, grouped (the exposure's input). */
export async function readPendingGroups(
  db: Executor,
  draw: { marketId: number; date: string },
  selectors: readonly BidSelector[],
): Promise<BidGroup[]> {
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
