import {
  BID_SPEC_TEXT,
  bidTypeKeyFromName,
  type BidTypeSpec,
  boardOfExpansionLines,
  checkBoardLines,
  entryTypeOf,
  type ExpansionKey,
  type Family,
  getBidType,
  indiaDate,
  insufficientBalanceMessage,
  parseBidDate,
  parseSession,
  parseWholeNumber,
  type PreparedLine,
  typeBoardLines,
  type TypedBidLineInput,
  validateMixedSubmission,
  validateSubmission,
} from '@pana/domain';
import { type Db, type Executor } from '../../db/database.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { type Clock } from '../../lib/clock.ts';
import { type Player } from '../auth/sessions.ts';
import { type OperatorLimits } from '../limits/service.ts';
import { drawDateOf, type MarketCache } from '../markets/service.ts';
import { refuseDuringBreakNamed, stakeLimitsFor } from '../responsible-play/service.ts';
import { type BidWindow, type BidWriter, closedBy } from './group-commit.ts';

export const BID_TEXT = {
  placed: 'Bid placed successfully!',
  starlinePlaced: 'Bid Successfully Placed',
  bettingDisabled: 'Betting is not enabled for your account. Please contact admin.',
  marketNotFound: 'Market not found',
  invalidType: 'Invalid bid type',
  invalidDate: 'Invalid bid date',
  notToday: "Bids are accepted only for today's draw",
  totalMismatch: 'Total points do not match the bids',
  tooManyLines: 'Too many bids in one submission (at most 1000)',
} as const;

export const MAX_LINES = 1000;

export interface BidsDeps {
  db: Db;
  clock: Clock;
  writer: BidWriter;
  markets: MarketCache;
  /** Line limits, the liability cap and the alerts (ADR 017). */
  limits: OperatorLimits;
}

/** A submission as the three bid calls carry it, after the body's shape is checked. */
export interface Submission {
  family: Family;
  marketId: unknown;
  /** Where the bid type's name may be, in the order to try (main: new_result.session then pana). */
  typeNames: unknown[];
  /** `new_result.bid_type`: the bid type the player chose when the call is labelled by its lines' type (SP DP TP). */
  chosenTypeName?: unknown;
  /** `gametype` ("Open"/"Close"): the session of lines that carry none. */
  gametype?: unknown;
  bidDate?: unknown;
  totalbit?: unknown;
  requestId?: string | undefined;
  /** `new_result.board` and `board_value`: the board the lines came from, and its value (ADR 016). */
  board?: unknown;
  boardValue?: unknown;
  /** The lines; a line's `type` names its own bid type in a submission that mixes types (ADR 016). */
  lines: TypedBidLineInput[];
}

/** The main-market calls a published client sends SP DP TP as, each carrying the three calls' grand total. */
const SP_DP_TP_CALL_TYPES: ReadonlySet<string> = new Set(['single_pana', 'double_pana', 'triple_pana']);

/**
 * `totalbit` is a hint, never what is debited (ADR 009): the lines' own total is. It may be absent,
 * or equal that total; on a main-market Single, Double or Triple Pana call it may also be larger,
 * since a published client sends SP DP TP as three such calls each carrying the grand total of the
 * three (which one call cannot check). Smaller than the lines, larger on any other type, or not a
 * whole number: a broken body, refused.
 */
export function isTotalbitAccepted(spec: BidTypeSpec, totalbit: unknown, linesTotal: number): boolean {
  if (totalbit === undefined || totalbit === null || totalbit === '') return true;
  const sent = parseWholeNumber(totalbit);
  if (sent === null) return false;
  if (sent === linesTotal) return true;
  return sent > linesTotal && spec.family === 'main' && SP_DP_TP_CALL_TYPES.has(spec.key);
}

/**
 * Places a submission: every line checked again with the domain's rules, the bidding window by the
 * server's clock in India time, betting enabled and the market running today, then one conditional
 * debit with the bid rows and the ledger row (group commit). Refusals change nothing.
 */
export async function placeBids(deps: BidsDeps, player: Player, s: Submission): Promise<{ balance: number }> {
  if (!player.hasBettingEnabled) throw forbidden(BID_TEXT.bettingDisabled);
  if (s.lines.length > MAX_LINES) throw badRequest(BID_TEXT.tooManyLines);
  const marketId = parseWholeNumber(s.marketId);
  const market = marketId === null ? null : await deps.markets.get(marketId);
  if (!market || market.kind !== s.family || !market.active) throw notFound(BID_TEXT.marketNotFound);

  const key = s.typeNames.map(bidTypeKeyFromName).find((k) => k !== null) ?? null;
  const callSpec = key === null ? null : getBidType(s.family, key);

  const now = deps.clock.now();
  // A cool-off or self-exclusion refuses every bid (ADR 018).
  await refuseDuringBreakNamed(deps.db, player, now);
  const drawDate = drawDateOf(market, now);
  if (s.bidDate !== undefined && s.bidDate !== null && s.bidDate !== '') {
    const sent = typeof s.bidDate === 'string' ? parseBidDate(s.bidDate) : null;
    if (sent === null) throw badRequest(BID_TEXT.invalidDate);
    // Clients write the date they see; after midnight that is the day after an overnight draw's.
    if (sent !== drawDate && sent !== indiaDate(now)) throw badRequest(BID_TEXT.notToday);
  }

  const checked = isBoardOrMixed(s) ? checkBoardSubmission(s, callSpec) : checkOneTypeSubmission(s, callSpec);

  // The window by the clock now; whether a result closed it is checked again in the write transaction.
  const window: BidWindow = {
    market,
    now,
    lines: checked.lines.map((line, i) => ({
      spec: checked.specs[i] ?? (checked.specs[0] as BidTypeSpec),
      session: line.session,
    })),
  };
  const closedNow = closedBy(window, null);
  if (closedNow) throw conflict(closedNow);
  await deps.limits.checkLines(s.family, checked.lines);
  const liability = await deps.limits.liabilityOf(market, checked.lines);
  const playLimits = await stakeLimitsFor(deps.db, player, now);

  const outcome = await deps.writer.submit({
    userId: player.id,
    marketId: market.id,
    family: s.family,
    drawDate,
    requestId: s.requestId ?? null,
    entryType: checked.entryType,
    board: checked.board,
    total: checked.total,
    lines: checked.lines,
    now,
    window,
    liability,
    playLimits,
  });
  if (outcome.kind === 'closed') throw conflict(outcome.message);
  if (outcome.kind === 'limit') throw badRequest(outcome.message);
  if (outcome.kind === 'insufficient') {
    throw new AppError(
      'bad_request',
      checked.motor ? BID_SPEC_TEXT.motorNotEnoughBalance : insufficientBalanceMessage(s.family),
    );
  }
  if (outcome.kind === 'placed') {
    void deps.limits.placed({
      userId: player.id,
      marketId: market.id,
      family: s.family,
      drawDate,
      lines: checked.lines,
      liability,
      now,
    });
  }
  return { balance: outcome.balance };
}

/** A submission checked and ready to write. `specs` holds one spec per line, or one for all of them. */
interface CheckedSubmission {
  lines: PreparedLine[];
  specs: BidTypeSpec[];
  total: number;
  entryType: string | null;
  board: { key: string; value: string } | null;
  /** Refused for the wallet with the motors' 'Not enough balance!'. */
  motor: boolean;
}

/** Whether the submission names a board or any line names its own type (ADR 016); else the one-type path. */
function isBoardOrMixed(s: Submission): boolean {
  if (s.board !== undefined && s.board !== null && s.board !== '') return true;
  for (const line of s.lines) if (line.type !== undefined && line.type !== null && line.type !== '') return true;
  return false;
}

/** The one-type submission of every client until ADR 016 (the bid path's fast path): lines of the call's type. */
function checkOneTypeSubmission(s: Submission, spec: BidTypeSpec | null): CheckedSubmission {
  if (!spec) throw badRequest(BID_TEXT.invalidType);
  // The wallet is checked by the conditional debit itself; here every line and the total's arithmetic.
  const check = validateSubmission(spec, {
    lines: s.lines,
    wallet: Number.MAX_SAFE_INTEGER,
    defaultSession: parseSession(s.gametype, 'open'),
  });
  if (!check.ok) throw badRequest(check.message);
  if (!isTotalbitAccepted(spec, s.totalbit, check.total)) throw badRequest(BID_TEXT.totalMismatch);
  const entryType = entryTypeOf(spec, s.chosenTypeName);
  // The spec's expansions keep their board ("SP Motor · 1238") for the histories, worked out from the lines.
  const found = entryType === null ? null : boardOfExpansionLines(entryType as ExpansionKey, check.lines);
  return {
    lines: check.lines,
    specs: [spec],
    total: check.total,
    entryType,
    board: found && { key: found.board.key, value: found.value },
    motor: spec.expansion === 'sp_motor' || spec.expansion === 'dp_motor',
  };
}

/**
 * A submission that names a board or mixes types (ADR 016): every line checked by its own type (for
 * lines that name none, the type the named board gives their digits, else the call's type), the named board known on the family and every line one of
 * its lines, `totalbit` (a hint) absent or the lines' total. All or none: one refusal refuses it whole.
 */
function checkBoardSubmission(s: Submission, callSpec: BidTypeSpec | null): CheckedSubmission {
  const lines = typeBoardLines(s.family, s.board, s.boardValue, s.lines);
  const check = validateMixedSubmission(s.family, {
    lines,
    fallback: callSpec,
    defaultSession: parseSession(s.gametype, 'open'),
  });
  if (!check.ok) throw badRequest(check.message);
  let board: CheckedSubmission['board'] = null;
  if (s.board !== undefined && s.board !== null && s.board !== '') {
    const named = checkBoardLines(s.family, s.board, s.boardValue, check.lines);
    if (!named.ok) throw badRequest(named.message);
    board = { key: named.board.key, value: named.value };
  }
  if (
    s.totalbit !== undefined &&
    s.totalbit !== null &&
    s.totalbit !== '' &&
    parseWholeNumber(s.totalbit) !== check.total
  ) {
    throw badRequest(BID_TEXT.totalMismatch);
  }
  const expansion = board && getBidType(s.family, board.key as ExpansionKey)?.expansion;
  const entryType = expansion ?? (callSpec ? entryTypeOf(callSpec, s.chosenTypeName) : null);
  return {
    lines: check.lines,
    specs: check.specs,
    total: check.total,
    entryType,
    board,
    motor: expansion === 'sp_motor' || expansion === 'dp_motor',
  };
}

/** One stored bid with its submission and market, as a support ticket's evidence reads it (ADR 030). */
export interface BidRecord {
  id: number;
  userId: number;
  submissionId: number;
  marketId: number;
  market: string;
  family: Family;
  drawDate: string;
  bidType: string;
  session: 'open' | 'close';
  digits: string;
  closedigits: string;
  points: number;
  status: 'pending' | 'won' | 'lost';
  winAmount: number;
  settledAt: number | null;
  createdAt: number;
  submission: { id: number; requestId: string | null; lines: number; totalPoints: number; board: string | null; boardValue: string | null; createdAt: number };
}

const BID_RECORD_COLUMNS = [
  'b.id',
  'b.user_id',
  'b.submission_id',
  'b.market_id',
  'm.name as market',
  'b.family',
  'b.draw_date',
  'b.bid_type',
  'b.session',
  'b.digits',
  'b.closedigits',
  'b.points',
  'b.status',
  'b.win_amount',
  'b.settled_at',
  'b.created_at',
  's.request_id',
  's.line_count',
  's.total_points',
  's.board',
  's.board_value',
  's.created_at as submitted_at',
] as const;

function bidRecordQuery(db: Executor) {
  return db
    .selectFrom('bids as b')
    .innerJoin('bid_submissions as s', 's.id', 'b.submission_id')
    .innerJoin('markets as m', 'm.id', 'b.market_id')
    .select(BID_RECORD_COLUMNS);
}

function toBidRecord(r: Awaited<ReturnType<ReturnType<typeof bidRecordQuery>['executeTakeFirstOrThrow']>>): BidRecord {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    submissionId: Number(r.submission_id),
    marketId: Number(r.market_id),
    market: r.market,
    family: r.family,
    drawDate: r.draw_date,
    bidType: r.bid_type,
    session: r.session,
    digits: r.digits,
    closedigits: r.closedigits,
    points: Number(r.points),
    status: r.status,
    winAmount: Number(r.win_amount),
    settledAt: r.settled_at === null ? null : Number(r.settled_at),
    createdAt: Number(r.created_at),
    submission: {
      id: Number(r.submission_id),
      requestId: r.request_id,
      lines: Number(r.line_count),
      totalPoints: Number(r.total_points),
      board: r.board,
      boardValue: r.board_value,
      createdAt: Number(r.submitted_at),
    },
  };
}

/** A bid by its id, with its submission and market name; null when there is none. */
export async function findBidRecord(db: Executor, bidId: number): Promise<BidRecord | null> {
  const row = await bidRecordQuery(db).where('b.id', '=', bidId).executeTakeFirst();
  return row ? toBidRecord(row) : null;
}

/** A player's newest bids, newest first (a support ticket's attachables). */
export async function recentBidRecords(db: Executor, userId: number, limit: number): Promise<BidRecord[]> {
  const rows = await bidRecordQuery(db).where('b.user_id', '=', userId).orderBy('b.id', 'desc').limit(limit).execute();
  return rows.map(toBidRecord);
}
