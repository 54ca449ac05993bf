import {
  bidTypeKeyFromName,
  boardOfExpansionLines,
  type ExpansionKey,
  type Family,
  getBidType,
  getBoard,
  isStoredBidType,
  type PreparedLine,
  type StoredBidTypeKey,
} from '@pana/domain/catalogue';
import { type SaveSlipLine, type SlipBoardAnswer, type SlipLineAnswer } from '../api/slips.ts';

/**
 * The slip a bid screen opens with (GameRouteState.slip, the bidding feature's `RouteSlip`): the
 * board's key and value, and lines each naming its stored bid type. The screen checks every line
 * again against the day's windows and the balance before it joins the slip.
 */
export type SlipPrefill = {
  board: string | null;
  boardValue: string;
  lines: { type: StoredBidTypeKey; digits: string; closedigits: string; points: number; session: 'open' | 'close' }[];
};

/** A slip as the server sends it (the last slip or a saved one). */
export type ServerSlip = { board: SlipBoardAnswer | null; lines: readonly SlipLineAnswer[] };

/**
 * The prefill of a slip from the server for a market of `family`: each line's type name ("Double
 * Pana") read back as its stored type; a line whose type the family has not is left out (the
 * server only stores the family's types, so this is a safeguard, not a path players take).
 */
export function prefillOf(family: Family, slip: ServerSlip): SlipPrefill {
  const lines: SlipPrefill['lines'] = [];
  for (const line of slip.lines) {
    const key = bidTypeKeyFromName(line.type);
    if (key === null || !isStoredBidType(key) || !getBidType(family, key)) continue;
    lines.push({
      type: key,
      digits: line.digits,
      closedigits: line.closedigits,
      points: line.points,
      session: line.session === 'Close' ? 'close' : 'open',
    });
  }
  const board = slip.board && getBoard(slip.board.key) ? slip.board.key : null;
  return { board, boardValue: board ? (slip.board?.value ?? '') : '', lines };
}

/** The stored types of a prefill's lines, each once, in their first order. */
export function lineTypesOf(prefill: SlipPrefill): StoredBidTypeKey[] {
  return [...new Set(prefill.lines.map((line) => line.type))];
}

/** What a slip holds, in a few words: its board's label ("Group Jodi · 17"), else its types' names. */
export function slipSummary(slip: ServerSlip): string {
  if (slip.board) return slip.board.label || slip.board.name;
  return [...new Set(slip.lines.map((line) => line.type))].join(', ');
}

/** The lines of a bid slip as the save call takes them (the type's catalogue key; the server reads any spelling). */
export function saveLinesOf(
  lines: readonly Pick<PreparedLine, 'type' | 'digits' | 'closedigits' | 'points' | 'session'>[],
): SaveSlipLine[] {
  return lines.map((line) => ({
    type: line.type,
    digits: line.digits,
    closedigits: line.closedigits,
    points: line.points,
    session: line.session === 'close' ? 'Close' : 'Open',
  }));
}

/** A line of a bid slip as the save action reads it: a prepared line and the board it came from, if any. */
export type SavableLine = Pick<PreparedLine, 'type' | 'digits' | 'closedigits' | 'points' | 'session'> & {
  board?: { key: string; value: string } | undefined;
};

/**
 * The board a bid slip is saved with: the board of its lines when they all came from one board
 * instance; on the spec's SP DP TP and motor screens (`expansion`), the board their lines make (the
 * ank, the motor's digits), as the server works it out for the old apps. Otherwise none: lines of
 * several boards are saved as plain lines of their types, which replay and place the same.
 */
export function boardOfSlip(
  lines: readonly SavableLine[],
  expansion: ExpansionKey | null = null,
): { key: string; value: string } | null {
  const first = lines[0]?.board;
  if (first)
    return lines.every((line) => line.board?.key === first.key && line.board.value === first.value)
      ? { key: first.key, value: first.value }
      : null;
  if (expansion === null || lines.some((line) => line.board)) return null;
  const made = boardOfExpansionLines(expansion, lines as readonly { type: StoredBidTypeKey; digits: string }[]);
  return made ? { key: made.board.key, value: made.value } : null;
}
