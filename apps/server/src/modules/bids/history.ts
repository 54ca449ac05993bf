import {
  addDays,
  boardLabel,
  chosenBidTypeName,
  type Family,
  formatBidDate,
  getBoard,
  historyLabel,
  indiaDate,
  isRangeTooLong,
  parseHistoryDate,
  type StoredBidTypeKey,
} from '@pana/domain';
import { type Db } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import { indiaDayBounds } from '../../lib/india-days.ts';

export const HISTORY_TEXT = {
  invalidDate: 'Invalid date (use M/D/YYYY)',
  fromAfterTo: 'From Date must not be after To Date',
  tooLong: 'Choose at most 366 days',
} as const;

/** Most items one history answer carries (newest first). */
export const HISTORY_LIMIT = 500;

/** Reads a From/To pair (`M/D/YYYY`); missing dates mean today (India). */
export function historyRange(from: unknown, to: unknown, now: number): { from: string; to: string } {
  const today = indiaDate(now);
  const read = (v: unknown): string => {
    if (v === undefined || v === null || v === '') return today;
    const d = typeof v === 'string' ? parseHistoryDate(v) : null;
    if (d === null) throw badRequest(HISTORY_TEXT.invalidDate);
    return d;
  };
  const range = { from: read(from), to: read(to) };
  if (range.from > range.to) throw badRequest(HISTORY_TEXT.fromAfterTo);
  if (isRangeTooLong(range.from, range.to)) throw badRequest(HISTORY_TEXT.tooLong);
  return range;
}

export interface HistoryItem {
  /** The bid's own id: the Help screen attaches it to a support ticket (ADR 030); older apps ignore it. */
  bid_id: number;
  /** The legacy label of the line's own type (docs/api.md#histories), for the clients that read it. */
  pana: string;
  /** The bid type the player chose: "SP Motor" for a single pana it expanded into; else the line's type. */
  bid_type: string;
  /** The board the bid was entered through with its value ("Group Jodi · 17"), '' for none (ADR 016). */
  board: string;
  game_name: string;
  session: string;
  digits: string;
  closedigits: string;
  bid_date: string;
  wining_date: string;
  points: number;
  amount: number;
}

/**
 * A player's bids (or only won ones) of a family placed on, or belonging to draws of, the days between two
 * dates (India), newest first; each item carries its draw's date (`bid_date`). A bid placed after midnight on
 * an overnight main market belongs to the draw that opened the day before (the market clock), and a player
 * looking at the day they placed it expects it there: so the range reads both dates. The clock gives a bid
 * the draw of the day it is placed or of the day before (only an overnight draw still open after midnight),
 * so the placement test only needs the draws of the day before the range, and the index on (user, draw date)
 * still bounds the rows read.
 */
export async function playerHistory(
  db: Db,
  input: { userId: number; family: Family; from: string; to: string; wins: boolean },
): Promise<HistoryItem[]> {
  const placedFrom = indiaDayBounds(input.from, input.to).start;
  let q = db
    .selectFrom('bids')
    .innerJoin('markets', 'markets.id', 'bids.market_id')
    .innerJoin('bid_submissions', 'bid_submissions.id', 'bids.submission_id')
    .select([
      'bids.id',
      'bids.bid_type',
      'bids.session',
      'bids.digits',
      'bids.closedigits',
      'bids.draw_date',
      'bids.points',
      'bids.win_amount',
      'markets.name',
      'bid_submissions.entry_type',
      'bid_submissions.board',
      'bid_submissions.board_value',
    ])
    .where('bids.user_id', '=', input.userId)
    .where('bids.family', '=', input.family)
    .where('bids.draw_date', '>=', addDays(input.from, -1))
    .where('bids.draw_date', '<=', input.to)
    .where((eb) => eb.or([eb('bids.draw_date', '>=', input.from), eb('bids.created_at', '>=', placedFrom)]));
  if (input.wins) q = q.where('bids.status', '=', 'won');
  const rows = await q.orderBy('bids.id', 'desc').limit(HISTORY_LIMIT).execute();
  return rows.map((r) => {
    const date = formatBidDate(r.draw_date);
    return {
      bid_id: Number(r.id),
      pana: historyLabel(input.family, r.bid_type as StoredBidTypeKey, input.wins ? 'win' : 'bid'),
      bid_type: chosenBidTypeName(input.family, r.bid_type as StoredBidTypeKey, r.entry_type),
      board: boardText(r.board, r.board_value),
      game_name: r.name,
      session: r.session === 'open' ? 'Open' : 'Close',
      digits: r.digits,
      closedigits: r.closedigits,
      bid_date: date,
      wining_date: date,
      points: Number(r.points),
      amount: input.wins ? Number(r.win_amount) : Number(r.points),
    };
  });
}

/** A stored board as histories and bid lists show it ("Group Jodi · 17"); '' for none or a key this version does not know. */
export function boardText(key: string | null, value: string | null): string {
  const board = key === null ? null : getBoard(key);
  return board ? boardLabel(board, value ?? '') : '';
}
