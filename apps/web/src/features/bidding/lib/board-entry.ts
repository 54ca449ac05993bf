import {
  BID_SPEC_TEXT,
  type BoardSpec,
  checkBidPoints,
  expandBoard,
  type Family,
  insufficientBalanceMessage,
  parseWholeNumber,
  requireBidType,
  resolveSession,
  type Session,
  validateBidLine,
} from '@pana/domain/catalogue';
import { type SlipEntry } from './submission.ts';

/** What a board screen's Proceed submits: the board's value, the picked lines of a bulk board, points and the session. */
export type BoardInput = {
  /** The board's value as entered ("17", "Odd", "left 1 right 2", "123/45 without pairs"; "" for the bulk boards of digits and jodis). */
  value: string;
  /** A bulk board's picked numbers (its lines the player tapped); ignored by the other boards. */
  picked: readonly string[];
  points: string;
  /** The chosen session (ignored where the line type fixes it). */
  session: Session;
};

export type BoardEntryCheck = { ok: true; lines: SlipEntry[]; value: string } | { ok: false; message: string };

/**
 * The lines one Proceed of a board screen adds to the slip, or the message to show, by the
 * domain's rules in the order a player meets them: the board's value (`expandBoard`'s messages), a
 * bulk board's picks ('Please enter the number' when none), the points ('Please enter point',
 * 'Required minimum bid amount is 10'), then the total (points × lines) against the slip's wallet
 * (the family's insufficient-balance message). Every line is of its own type, in the session its
 * type gives it, and carries the board with its canonical value.
 */
export function prepareBoardEntry(
  family: Family,
  board: BoardSpec,
  input: BoardInput,
  remainingWallet: number,
): BoardEntryCheck {
  const expansion = expandBoard(board, input.value);
  if (!expansion.ok) return expansion;
  let lines = expansion.lines;
  if (board.pick) {
    const picked = new Set(input.picked);
    lines = lines.filter((line) => picked.has(line.digits));
    if (lines.length === 0) return { ok: false, message: BID_SPEC_TEXT.numberRequired };
  }
  const pointsProblem = checkBidPoints(input.points);
  if (pointsProblem !== null) return { ok: false, message: pointsProblem };
  const points = parseWholeNumber(input.points) as number;
  if (points * lines.length > remainingWallet) return { ok: false, message: insufficientBalanceMessage(family) };
  const entries: SlipEntry[] = [];
  for (const line of lines) {
    const spec = requireBidType(family, line.type);
    const check = validateBidLine(spec, { digits: line.digits, points });
    if (!check.ok) return check;
    entries.push({
      ...check.line,
      session: resolveSession(spec, input.session),
      board: { key: board.key, value: expansion.value },
    });
  }
  return { ok: true, lines: entries, value: expansion.value };
}
