import { BID_SPEC_TEXT } from '@pana/domain/catalogue';
import { z } from 'zod';
import { envelope, withToken } from '../envelope.ts';

/**
 * Bid submission for the three families and the six histories (docs/api.md#bids, docs/api.md#histories).
 *
 * Two views of the bid body: `submitBidBody` is what the server accepts (every field reaches the
 * domain's validation, which answers with the spec's messages, so the schema itself is loose), and
 * `bidBodyAsSent` is what the clients of this API family send (docs/api.md#bids), which the
 * player app builds as `BidBody`. Every body `bidBodyAsSent` accepts, `submitBidBody` accepts too.
 */

const INVALID = 'Invalid request body';

/** A bid line as clients send it: digits, closedigits, points (number or digit string), session; extras ignored. */
const line = z.object(
  {
    digits: z.unknown().optional(),
    closedigits: z.unknown().optional(),
    points: z.unknown().optional(),
    session: z.unknown().optional(),
    /** The line's own bid type ("Single Pana"), for a submission that mixes types (ADR 016); else the call's. */
    type: z.unknown().optional(),
  },
  { error: INVALID },
);

/** `new_result` of the three bid calls; field checks happen in the domain's validation. */
const newResult = z.object(
  {
    unique_token: z.unknown().optional(),
    Gamename: z.unknown().optional(),
    totalbit: z.unknown().optional(),
    gameid: z.unknown().optional(),
    pana: z.unknown().optional(),
    gametype: z.unknown().optional(),
    bid_date: z.unknown().optional(),
    session: z.unknown().optional(),
    bid_type: z.unknown().optional(),
    /** The board the lines were entered through ("Group Jodi") and its value ("17"), ADR 016; checked by the domain. */
    board: z.unknown().optional(),
    board_value: z.unknown().optional(),
    request_id: z
      .string({ error: 'request_id must be a string' })
      .min(1)
      .max(64, { error: 'request_id must be at most 64 characters' })
      .optional(),
    result: z.array(line, { error: BID_SPEC_TEXT.numberRequired }),
  },
  { error: INVALID },
);

/** `/api-submit-bid`, `/api-starline-submit-bid`, `/api-galidisawar-submit-bid`: what the server accepts. */
export const submitBidBody = z.object({ ...withToken, game_id: z.unknown().optional(), new_result: newResult });

/** A whole number as the clients send it: `20` or `"20"`. */
const wholeNumber = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]);

/** A line's own session, in every spelling the clients use; Jodi and Full Sangam lines have none. */
export const lineSession = z.enum(['Open', 'open', 'Close', 'close', 'closed']);

/** A bid line as sent; extra fields (`pana`, `closepana`) are ignored by the server. */
const lineAsSent = z.object({
  digits: z.string(),
  closedigits: z.string().optional(),
  points: wholeNumber,
  session: lineSession.optional(),
  pana: z.string().optional(),
  closepana: z.string().optional(),
  /** The line's own bid type name ("Double Pana") when the submission mixes types (ADR 016). */
  type: z.string().optional(),
});

/**
 * The main bid body as the clients send it (without `env_type`/`app_key`, which every call adds):
 * main markets carry the bid type name in `new_result.session` and `"Open"`/`"Close"` in
 * `gametype`; Starline and Gali name the type in `pana`. SP DP TP goes as separate calls
 * labelled Single Pana, Double Pana and Triple Pana. `request_id` makes a retry idempotent.
 * `bid_type` (optional, new) names the bid type the player chose when the lines are labelled
 * otherwise: "SP DP TP" on each of those calls, so that the histories can show it.
 * `board` and `board_value` (optional, new; ADR 016) name the board the lines came from ("Group
 * Jodi", "17"); a line's `type` names its own bid type, so one call can carry a board whose lines mix
 * Single, Double and Triple Pana (placed all or none). The call's `session`/`pana` type then only
 * types the lines that name none.
 */
export const bidBodyAsSent = z.object({
  game_id: z.union([z.number(), z.string()]),
  new_result: z.object({
    unique_token: z.string().optional(),
    Gamename: z.string(),
    totalbit: wholeNumber,
    gameid: z.union([z.number(), z.string()]),
    pana: z.string(),
    gametype: z.enum(['Open', 'Close']),
    bid_date: z.string(),
    session: z.string(),
    bid_type: z.string().optional(),
    board: z.string().optional(),
    board_value: z.string().optional(),
    request_id: z.string().min(1).max(64).optional(),
    result: z.array(lineAsSent).min(1),
  }),
});

/** The body of one bid call as the player app builds it. */
export type BidBody = z.input<typeof bidBodyAsSent>;

/** The answer of a bid call: the new balance. */
export const bidPlacedAnswer = envelope({ message: z.string(), wallet_amt: z.number() });

/**
 * One bid or win of the histories; `pana` is the bid type's legacy label (`Tripple Pana` in the main
 * win history) of the line itself, `bid_type` the name of the bid type the player chose (`SP Motor`
 * for a single pana it expanded into), which the player app shows. `board` (ADR 016) is the board the
 * bid was entered through with its value ("Group Jodi · 17", "SP Motor · 1238"), '' for a plain bid;
 * older servers leave it out. `bid_id` (newer servers) names the bid itself, so that the player's Help
 * screen can attach it to a support ticket (ADR 030).
 */
export const historyItem = z.object({
  bid_id: z.number().optional(),
  pana: z.string(),
  bid_type: z.string(),
  board: z.string().optional(),
  game_name: z.string(),
  session: z.string(),
  digits: z.string(),
  closedigits: z.string(),
  bid_date: z.string(),
  wining_date: z.string(),
  points: z.number(),
  amount: z.number(),
});

/** The bid histories and the Gali win history: the list is `bid_data`. */
export const bidHistoryAnswer = envelope({ bid_data: z.array(historyItem) });

/**
 * The Starline win history: the list is `bid_data` (the older apps' name) and, the same list again,
 * `win_data` (what a published web client of this API family reads).
 */
export const starlineWinHistoryAnswer = envelope({ bid_data: z.array(historyItem), win_data: z.array(historyItem) });

/** The main win history: the list is `win_data`. */
export const winHistoryAnswer = envelope({ win_data: z.array(historyItem) });
