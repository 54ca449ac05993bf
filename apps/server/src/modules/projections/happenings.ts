import { type BidSelector, type PreparedLine } from '@pana/domain';
import { type RawBuilder, type SqlBool } from 'kysely';

/** What a write path announces (index.ts `announce`), and the data its projections need. */
export type Happening =
  /** Accepted submissions' lines, by draw (the bid path, after their rows). */
  | { kind: 'bids-placed'; placed: readonly PlacedLines[] }
  /** A declaration settled the draw's pending bids of these selectors at `now`, with these figures. */
  | { kind: 'bids-settled'; draw: DrawRef; selectors: readonly BidSelector[]; now: number; figures: DrawFigures }
  /** A revert is about to put the draw's settled bids of these selectors back to pending (announced before the update). */
  | { kind: 'bids-reopening'; draw: DrawRef; selectors: readonly BidSelector[] }
  /** One ledger row of a player (its kind and its amount, always above zero). */
  | { kind: 'ledger-moved'; userId: number; ledgerKind: string; amount: number; now: number }
  /** A settlement's wins (or a revert's reversals), one ledger row per selected bid, posted at `now`. */
  | { kind: 'wins-posted'; selected: RawBuilder<SqlBool>; ledgerKind: 'win' | 'win_reversal'; now: number };

/** A draw: its market and date. */
export interface DrawRef {
  marketId: number;
  date: string;
}

/** The lines of accepted submissions, by draw. */
export interface PlacedLines {
  marketId: number;
  drawDate: string;
  lines: readonly Pick<PreparedLine, 'type' | 'session' | 'digits' | 'closedigits' | 'points'>[];
}

/** A settlement's figures of its draw: bids settled, their points, winning bids and the payout. */
export interface DrawFigures {
  bids: number;
  points: number;
  winners: number;
  payout: number;
}
