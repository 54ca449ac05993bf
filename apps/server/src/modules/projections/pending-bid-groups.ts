import { type Session } from '@pana/domain';
import { sql } from 'kysely';
import { type Executor } from '../../db/database.ts';
import { ofDraw } from './draw-rows.ts';
import { type Happening } from './happenings.ts';

/**
 * `pending_bid_groups`, the live exposure: the pending bids of each draw grouped by what decides their
 * payout (type, session, digits, closedigits, points) with their count. Placed lines are added (one
 * statement per group-commit batch); a settlement drops the groups it settled; a revert puts back the
 * bids it reopens. An exposure preview reads these few hundred rows, never the draw's million bids
 * (bids/pending-groups.ts reads them).
 */

/**
 * Adds placed lines to their groups in one statement. Keys are merged first (one row per key: an
 * upsert may not touch a row twice) and sorted, so concurrent batches on PostgreSQL lock groups in the
 * same order and never deadlock.
 */
export async function onBidsPlaced(
  trx: Executor,
  { placed }: Extract<Happening, { kind: 'bids-placed' }>,
): Promise<void> {
  const merged = new Map<string, { key: string[]; points: number; bids: number }>();
  for (const p of placed) {
    for (const l of p.lines) {
      const key = [
        String(p.marketId).padStart(12, '0'),
        p.drawDate,
        l.type,
        l.session,
        l.digits,
        l.closedigits,
        String(l.points).padStart(12, '0'),
      ];
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

/** Drops the groups a declaration settled (its bids are no longer pending). */
export async function onBidsSettled(
  trx: Executor,
  { draw, selectors }: Extract<Happening, { kind: 'bids-settled' }>,
): Promise<void> {
  await trx
    .deleteFrom('pending_bid_groups')
    .where(ofDraw('pending_bid_groups', draw, selectors))
    .execute();
}

/**
 * Puts back the groups of the bids a revert is about to reopen. Announced before their status
 * changes, so the groups are read from every bid of those selectors: the revert makes each of them
 * pending (a bid is pending, won or lost).
 */
export async function onBidsReopening(
  trx: Executor,
  { draw, selectors }: Extract<Happening, { kind: 'bids-reopening' }>,
): Promise<void> {
  await trx
    .deleteFrom('pending_bid_groups')
    .where(ofDraw('pending_bid_groups', draw, selectors))
    .execute();
  await trx
    .insertInto('pending_bid_groups')
    .columns(['market_id', 'draw_date', 'bid_type', 'session', 'digits', 'closedigits', 'points', 'bids'])
    .expression(
      trx
        .selectFrom('bids')
        .select([
          'market_id',
          'draw_date',
          'bid_type',
          'session',
          'digits',
          'closedigits',
          'points',
          sql<number>`count(*)`.as('bids'),
        ])
        .where(ofDraw('bids', draw, selectors))
        .groupBy(['market_id', 'draw_date', 'bid_type', 'session', 'digits', 'closedigits', 'points']),
    )
    .execute();
}
