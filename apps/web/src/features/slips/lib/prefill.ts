import {
  bidTypeKeyFromName,
  type Family,
  getBidType,
  getBoard,
  isStoredBidType,
  type PreparedLine,
  type StoredBidTypeKey,
} from '@pana/domain/catalogue';
import { type SaveSlipLine, type SlipBoardAnswer, type SlipLineAnswer } from '../api/slips.ts';

/**
 * The slip a bid screen opens with (GameRouteState.slip, the bidding feature's prefill): the board's
 * key and value, and lines each naming its stored bid type. The screen checks every line again
 * against the day's windows and the balance before it joins the slip.
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
