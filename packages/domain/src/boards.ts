import { requireBidType, type SessionRule } from './bid-types.ts';
import { boardFromName, boardLabel, type BoardLine, type BoardSpec, getBoard } from './board-catalogue.ts';
import { DIGITS, isDigit, isJodi, JODIS } from './digits.ts';
import { dpMotorPanas, spMotorPanas } from './expansions.ts';
import { numberNotValidMessage } from './messages.ts';
import { ALL_PANAS, ankOf, isPana, panaBidType, writePana } from './panas.ts';
import { type Family, type StoredBidTypeKey } from './types.ts';

/*
 * The boards' expansions and checks, on the phone and on the server; the catalogue itself (keys, names,
 * families, lookups) is board-catalogue.ts.
 */

/** The messages of boards (not worded by the spec; decisions of ADR 016). */
export const BOARD_TEXT = {
  unknown: 'Unknown board',
  notOffered: (board: string) => `${board} is not offered on this market`,
  valueRequired: (board: string) => `Please enter the ${board} value`,
  oddEven: 'Please choose Odd or Even',
  redBracket: 'Please choose Full or Half',
  digitBasedJodi: 'Please enter a left digit, a right digit or both',
  crossing: 'Please enter one to ten digits on each side',
  notOnBoard: (digits: string, label: string) => `Number ${digits} is not part of ${label}`,
  notOnBoardType: (digits: string, label: string) => `Number ${digits} is not a ${label} line`,
} as const;

/**
 * The session rule of a board's lines on a family: the rule of its line type (on main markets a
 * board of jodis is placed before the open time like Jodi, any other takes the player's session).
 */
export function boardSessionRule(board: BoardSpec, family: Family): SessionRule {
  return requireBidType(family, board.lineTypes[0] as StoredBidTypeKey).sessionRule;
}

/** The cut digit: x' = (x + 5) mod 10. */
export function cutDigit(d: number): number {
  return (d + 5) % 10;
}

export type BoardExpansion =
  | { ok: true; board: BoardSpec; value: string; lines: BoardLine[] }
  | { ok: false; message: string };

const RANK_ORDER = '1234567890';
/** Distinct digits of a text in the order 1…9, 0 (as panas write them). */
const canonicalDigits = (digits: Iterable<string>): string =>
  [...new Set(digits)].sort((a, b) => RANK_ORDER.indexOf(a) - RANK_ORDER.indexOf(b)).join('');

const panaLines = (panas: readonly string[]): BoardLine[] =>
  panas.map((digits) => ({ type: panaBidType(digits) as StoredBidTypeKey, digits }));
const typed = (type: StoredBidTypeKey, digits: readonly string[]): BoardLine[] => digits.map((d) => ({ type, digits: d }));
const distinct = (values: readonly string[]): string[] => [...new Set(values)];

/** The jodis of Group Jodi of "ab": ab, ab', a'b, a'b' and their reverses, each once. */
export function groupJodis(jodi: string): string[] {
  const [a, b] = [Number(jodi[0]), Number(jodi[1])];
  const pairs: Array<[number, number]> = [
    [a, b],
    [a, cutDigit(b)],
    [cutDigit(a), b],
    [cutDigit(a), cutDigit(b)],
  ];
  return distinct([...pairs.map(([x, y]) => `${x}${y}`), ...pairs.map(([x, y]) => `${y}${x}`)]);
}

/** Two Digit Panel of a, b: every valid pana containing both (a = b: containing it at least twice), in pana order. */
export function twoDigitPanas(a: number, b: number): string[] {
  return ALL_PANAS.filter((p) => {
    const count = (d: number) => [...p].filter((c) => c === String(d)).length;
    return a === b ? count(a) >= 2 : count(a) >= 1 && count(b) >= 1;
  });
}

/** Family Panel of a pana: every pana made by replacing any of its digits by its cut digit, itself included, in pana order. */
export function familyPanas(pana: string): string[] {
  const d = [...pana].map(Number);
  const out = new Set<string>();
  for (let mask = 0; mask < 8; mask++) {
    out.add(writePana(d.map((x, i) => (mask & (1 << i) ? cutDigit(x) : x))));
  }
  return ALL_PANAS.filter((p) => out.has(p));
}

/** The crossing jodis lr, l in L, r in R (without pairs: l ≠ r), in the order entered. */
export function crossingJodis(left: string, right: string, withoutPairs: boolean): string[] {
  const out: string[] = [];
  for (const l of left) for (const r of right) if (!withoutPairs || l !== r) out.push(`${l}${r}`);
  return out;
}

function expandValue(board: BoardSpec, raw: string): { value: string; lines: BoardLine[] } | string {
  const value = raw.trim().replace(/\s+/g, ' ');
  switch (board.entry) {
    case 'none':
      return { value: '', lines: board.key === 'jodi_bulk' ? typed('jodi_digit', JODIS) : typed('single_digit', DIGITS) };
    case 'ank': {
      if (value === '') return BOARD_TEXT.valueRequired(board.name);
      if (!isDigit(value)) return numberNotValidMessage(value);
      return { value, lines: panaLines(ALL_PANAS.filter((p) => ankOf(p) === Number(value))) };
    }
    case 'odd_even': {
      const v = value.toLowerCase();
      if (v !== 'odd' && v !== 'even') return BOARD_TEXT.oddEven;
      return { value: v === 'odd' ? 'Odd' : 'Even', lines: typed('single_digit', v === 'odd' ? ['1', '3', '5', '7', '9'] : ['0', '2', '4', '6', '8']) };
    }
    case 'red_bracket': {
      const v = value.toLowerCase();
      if (v !== 'full' && v !== 'half') return BOARD_TEXT.redBracket;
      const full = ['00', '11', '22', '33', '44', '55', '66', '77', '88', '99'];
      const half = ['05', '16', '27', '38', '49', '50', '61', '72', '83', '94'];
      return { value: v === 'full' ? 'Full' : 'Half', lines: typed('jodi_digit', v === 'full' ? full : half) };
    }
    case 'digit_based_jodi': {
      const m = /^(?:left ([0-9]))?(?: ?right ([0-9]))?$/i.exec(value);
      if (!m || (m[1] === undefined && m[2] === undefined)) return BOARD_TEXT.digitBasedJodi;
      const [left, right] = [m[1], m[2]];
      const jodis: string[] = [];
      if (left !== undefined) jodis.push(...DIGITS.map((d) => `${left}${d}`));
      if (right !== undefined) jodis.push(...DIGITS.map((d) => `${d}${right}`));
      const canonical = [left !== undefined ? `left ${left}` : '', right !== undefined ? `right ${right}` : ''].filter(Boolean).join(' ');
      return { value: canonical, lines: typed('jodi_digit', distinct(jodis)) };
    }
    case 'crossing': {
      const m = /^([0-9]+) ?\/ ?([0-9]+)( without pairs)?$/i.exec(value);
      if (!m) return BOARD_TEXT.crossing;
      const left = canonicalDigits(m[1] as string);
      const right = canonicalDigits(m[2] as string);
      const withoutPairs = m[3] !== undefined;
      const lines = typed('jodi_digit', crossingJodis(left, right, withoutPairs));
      if (lines.length === 0) return BOARD_TEXT.crossing;
      return { value: `${left}/${right}${withoutPairs ? ' without pairs' : ''}`, lines };
    }
    case 'jodi':
      if (value === '') return BOARD_TEXT.valueRequired(board.name);
      if (!isJodi(value)) return numberNotValidMessage(value);
      return { value, lines: typed('jodi_digit', groupJodis(value)) };
    case 'two_digits':
      if (value === '') return BOARD_TEXT.valueRequired(board.name);
      if (!/^[0-9]{2}$/.test(value)) return numberNotValidMessage(value);
      return { value, lines: panaLines(twoDigitPanas(Number(value[0]), Number(value[1]))) };
    case 'pana':
      if (value === '') return BOARD_TEXT.valueRequired(board.name);
      if (!isPana(value)) return numberNotValidMessage(value);
      return { value, lines: panaLines(familyPanas(value)) };
    case 'motor_digits': {
      if (value === '') return BOARD_TEXT.valueRequired(board.name);
      if (!/^[0-9]+$/.test(value)) return numberNotValidMessage(value);
      const digits = canonicalDigits(value);
      const min = board.key === 'sp_motor' ? 3 : 2;
      if (digits.length < min) return numberNotValidMessage(value);
      const ds = [...digits].map(Number);
      return { value: digits, lines: panaLines(board.key === 'sp_motor' ? spMotorPanas(ds) : dpMotorPanas(ds)) };
    }
  }
}

/**
 * What a board with this value expands into, and the value written canonically ("odd" → "Odd",
 * "3321/45" → "321/45"). For a bulk board, every line the player may pick.
 */
export function expandBoard(board: BoardSpec, value: unknown): BoardExpansion {
  const text = typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
  const result = expandValue(board, text);
  return typeof result === 'string' ? { ok: false, message: result } : { ok: true, board, ...result };
}

export type BoardCheck = { ok: true; board: BoardSpec; value: string } | { ok: false; message: string };

/**
 * Checks a submission's lines against the board it names (ADR 016): the board is offered on the
 * family, its value expands, and every line is one of that expansion's lines, of its type. Lines may
 * be fewer than the expansion (the player may drop lines from the slip, and the old apps send SP DP
 * TP as three calls), never others: the label a history shows then never lies about a line.
 */
export function checkBoardLines(family: Family, name: unknown, value: unknown, lines: readonly BoardLine[]): BoardCheck {
  const board = boardFromName(name);
  if (!board) return { ok: false, message: BOARD_TEXT.unknown };
  if (!board.families.includes(family)) return { ok: false, message: BOARD_TEXT.notOffered(board.name) };
  const expansion = expandBoard(board, value);
  if (!expansion.ok) return expansion;
  const allowed = new Map(expansion.lines.map((l) => [l.digits, l.type]));
  const label = boardLabel(board, expansion.value);
  for (const line of lines) {
    const type = allowed.get(line.digits);
    if (type === undefined) return { ok: false, message: BOARD_TEXT.notOnBoard(line.digits, label) };
    if (type !== line.type) return { ok: false, message: BOARD_TEXT.notOnBoardType(line.digits, label) };
  }
  return { ok: true, board, value: expansion.value };
}

/**
 * The board of a submission made through one of the spec's expansions by a client that names no
 * board (the old apps): SP DP TP's ank when every line has the same one, the motors' digits (the
 * digits of their lines). Null when the lines do not make one.
 */
export function boardOfExpansionLines(entry: 'sp_dp_tp' | 'sp_motor' | 'dp_motor', lines: readonly BoardLine[]): { board: BoardSpec; value: string } | null {
  const board = getBoard(entry) as BoardSpec;
  if (lines.length === 0 || lines.some((l) => !isPana(l.digits))) return null;
  const value =
    entry === 'sp_dp_tp'
      ? distinct(lines.map((l) => String(ankOf(l.digits))))
      : [canonicalDigits(lines.flatMap((l) => [...l.digits]))];
  if (value.length !== 1) return null;
  const check = checkBoardLines('main', entry, value[0], lines);
  return check.ok ? { board, value: check.value } : null;
}

/**
 * The lines of a submission that names a board, each line that names no type of its own typed as the
 * board types its digits (a Two Digit Panel's "112" is a Double Pana): a board's lines need no
 * `type` on the wire. Lines the board does not hold, and every line when the board is unknown, not
 * offered or its value bad, are left as they are (`checkBoardLines` refuses them after).
 */
export function typeBoardLines<L extends { readonly type?: unknown; readonly digits?: unknown }>(family: Family, name: unknown, value: unknown, lines: readonly L[]): L[] {
  const board = boardFromName(name);
  const expansion = board && board.families.includes(family) ? expandBoard(board, value) : null;
  if (!expansion?.ok) return [...lines];
  const typeOf = new Map(expansion.lines.map((l) => [l.digits, l.type]));
  return lines.map((line) => {
    if (line.type !== undefined && line.type !== null && line.type !== '') return line;
    const digits = typeof line.digits === 'string' ? line.digits.trim() : typeof line.digits === 'number' ? String(line.digits) : '';
    const type = typeOf.get(digits);
    return type === undefined ? line : { ...line, type };
  });
}
