import { type Family, type StoredBidTypeKey } from './types.ts';

/**
 * The board catalogue (the data and the lookups; the expansions and checks are in boards.ts), kept apart so
 * that the player app's route table (every board's path and name, in its first load) carries no expansion code.
 *
 * Boards: entry helpers that expand, on the phone and again on the server, into
 * lines of the existing bid types. A board is configuration: its name, the families that offer it,
 * what the player enters (its value, written as one canonical text) and the lines that value expands
 * into. Each line is stored, settled and paid as its own type; the submission keeps the board's key
 * and value, so that histories read "Group Jodi · 17".
 *
 * The spec's SP DP TP, SP Motor and DP Motor are boards too (their value is the ank or the motor's
 * digits), so that their histories show what was entered, not only "Single Pana".
 */
export type BoardKey =
  | 'single_digit_bulk'
  | 'jodi_bulk'
  | 'pana_bulk'
  | 'odd_even'
  | 'red_bracket'
  | 'digit_based_jodi'
  | 'crossing'
  | 'group_jodi'
  | 'two_digit_panel'
  | 'family_panel'
  | 'sp_dp_tp'
  | 'sp_motor'
  | 'dp_motor';

/**
 * What a board's value holds, as one canonical text:
 * - `none`: nothing (""): the bulk boards of single digits and jodis, any of whose lines may be played;
 * - `ank`: one digit "0"–"9" (Pana Bulk, SP DP TP: the panas of that ank);
 * - `odd_even`: "Odd" or "Even"; `red_bracket`: "Full" or "Half";
 * - `digit_based_jodi`: "left a", "right b" or "left a right b";
 * - `crossing`: "L/R" or "L/R without pairs", L and R one to ten distinct digits each ("123/45");
 * - `jodi`: a jodi "00"–"99"; `two_digits`: two digits "ab" (a = b allowed); `pana`: a valid pana;
 * - `motor_digits`: the motor's distinct digits (SP Motor three or more, DP Motor two or more).
 */
export type BoardEntry =
  | 'none'
  | 'ank'
  | 'odd_even'
  | 'red_bracket'
  | 'digit_based_jodi'
  | 'crossing'
  | 'jodi'
  | 'two_digits'
  | 'pana'
  | 'motor_digits';

/** One line a board expands into: the bid type it is stored as and its digits. */
export interface BoardLine {
  readonly type: StoredBidTypeKey;
  readonly digits: string;
}

/** One board of the catalogue. */
export interface BoardSpec {
  readonly key: BoardKey;
  /** Display name, e.g. "Group Jodi". */
  readonly name: string;
  /** The families that offer it (the game's table of boards; the spec's expansions where the spec has them). */
  readonly families: readonly Family[];
  readonly entry: BoardEntry;
  /** The bid types its lines are stored as. */
  readonly lineTypes: readonly StoredBidTypeKey[];
  /**
   * True for the bulk boards: the player picks any of the expansion's lines (each with its own points);
   * false where the value fixes the lines (the player may still drop lines from the slip).
   */
  readonly pick: boolean;
}

const PANA_TYPES: readonly StoredBidTypeKey[] = ['single_pana', 'double_pana', 'triple_pana'];
const MAIN_STARLINE: readonly Family[] = ['main', 'starline'];
const MAIN_GALI: readonly Family[] = ['main', 'gali'];

/** The board catalogue, in the order the game grids show them. */
export const BOARDS: readonly BoardSpec[] = Object.freeze(
  (
    [
      { key: 'single_digit_bulk', name: 'Single Digit Bulk', families: MAIN_STARLINE, entry: 'none', lineTypes: ['single_digit'], pick: true },
      { key: 'jodi_bulk', name: 'Jodi Bulk', families: MAIN_GALI, entry: 'none', lineTypes: ['jodi_digit'], pick: true },
      { key: 'pana_bulk', name: 'Pana Bulk', families: MAIN_STARLINE, entry: 'ank', lineTypes: PANA_TYPES, pick: true },
      { key: 'odd_even', name: 'Odd Even', families: MAIN_STARLINE, entry: 'odd_even', lineTypes: ['single_digit'], pick: false },
      { key: 'red_bracket', name: 'Red Bracket', families: MAIN_GALI, entry: 'red_bracket', lineTypes: ['jodi_digit'], pick: false },
      { key: 'digit_based_jodi', name: 'Digit Based Jodi', families: MAIN_GALI, entry: 'digit_based_jodi', lineTypes: ['jodi_digit'], pick: false },
      { key: 'crossing', name: 'Crossing', families: MAIN_GALI, entry: 'crossing', lineTypes: ['jodi_digit'], pick: false },
      { key: 'group_jodi', name: 'Group Jodi', families: MAIN_GALI, entry: 'jodi', lineTypes: ['jodi_digit'], pick: false },
      { key: 'two_digit_panel', name: 'Two Digit Panel', families: MAIN_STARLINE, entry: 'two_digits', lineTypes: PANA_TYPES, pick: false },
      { key: 'family_panel', name: 'Family Panel', families: MAIN_STARLINE, entry: 'pana', lineTypes: PANA_TYPES, pick: false },
      { key: 'sp_dp_tp', name: 'SP DP TP', families: ['main'], entry: 'ank', lineTypes: PANA_TYPES, pick: true },
      { key: 'sp_motor', name: 'SP Motor', families: ['main'], entry: 'motor_digits', lineTypes: ['single_pana'], pick: false },
      { key: 'dp_motor', name: 'DP Motor', families: ['main'], entry: 'motor_digits', lineTypes: ['double_pana'], pick: false },
    ] satisfies BoardSpec[]
  ).map((b) => Object.freeze(b)),
);

const BY_KEY = new Map<string, BoardSpec>(BOARDS.map((b) => [b.key, b]));
const BY_NAME = new Map<string, BoardSpec>(BOARDS.map((b) => [b.name.toLowerCase().replace(/[^a-z0-9]/g, ''), b]));

/** The board a client names ("Group Jodi", "group_jodi", "GROUP-JODI"): case, spaces, underscores and dashes ignored. */
export function boardFromName(name: unknown): BoardSpec | null {
  if (typeof name !== 'string') return null;
  const folded = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return BY_NAME.get(folded) ?? BY_KEY.get(name.trim().toLowerCase()) ?? null;
}

/** The board of a key, or null. */
export function getBoard(key: string): BoardSpec | null {
  return BY_KEY.get(key) ?? null;
}

/** The boards a family offers, in catalogue order. */
export function boardsOf(family: Family): BoardSpec[] {
  return BOARDS.filter((b) => b.families.includes(family));
}

/** How histories show a board: "Group Jodi · 17", or the name alone when it has no value. */
export function boardLabel(board: BoardSpec, value: string): string {
  return value === '' ? board.name : `${board.name} · ${value}`;
}
