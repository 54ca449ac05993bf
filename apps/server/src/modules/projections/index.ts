import { type Executor } from '../../db/database.ts';
import * as drawTotals from './draw-totals.ts';
import { type Happening } from './happenings.ts';
import * as pendingBidGroups from './pending-bid-groups.ts';
import * as playerDayTotals from './player-day-totals.ts';

export { ofDraw } from './draw-rows.ts';
export type { DrawFigures, DrawRef, Happening, PlacedLines } from './happenings.ts';

/**
 * The derived tables, kept in the transaction of the write that changes what they derive from
 * (ADR 027). A write path does not know them: it announces what happened — bids placed, bids settled,
 * settled bids about to be reopened, a ledger movement, a settlement's wins posted — and every
 * projection listed for that happening below updates its table, in the same transaction. A new write
 * path that announces what it did cannot forget one; a new derived table is one more line here; and
 * `ledger:check` compares each table with what it derives from.
 *
 * - `pending_bid_groups` (the live exposure of each draw: identical pending bids counted);
 * - `draw_totals` (the reports' settled bids of each draw per India day of settlement);
 * - `player_day_totals` (each player's stakes, wins and deposits per India day, which their own limits read).
 *
 * `outcome_points` is not here: it is the liability cap's reservation (limits/liability.ts), checked
 * and written by the bid path itself, since a line that would pass the cap is refused.
 */
type Projection<K extends Happening['kind']> = (
  trx: Executor,
  happening: Extract<Happening, { kind: K }>,
) => Promise<void>;

/** Who keeps what: every happening's projections, in the order they run. */
const PROJECTIONS: { readonly [K in Happening['kind']]: readonly Projection<K>[] } = {
  'bids-placed': [pendingBidGroups.onBidsPlaced],
  'bids-settled': [pendingBidGroups.onBidsSettled, drawTotals.onBidsSettled],
  'bids-reopening': [drawTotals.onBidsReopening, pendingBidGroups.onBidsReopening],
  'ledger-moved': [playerDayTotals.onLedgerMoved],
  'wins-posted': [playerDayTotals.onWinsPosted],
};

/** Tells every projection of `happening` about it, in the caller's transaction. */
export async function announce(trx: Executor, happening: Happening): Promise<void> {
  for (const project of PROJECTIONS[happening.kind] as readonly Projection<typeof happening.kind>[]) {
    await project(trx, happening as never);
  }
}

/** Which tables each happening's projections write (the tests and the ledger check name them). */
export const DERIVED_TABLES = ['pending_bid_groups', 'draw_totals', 'player_day_totals'] as const;
