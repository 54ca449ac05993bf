import { BID_SPEC_TEXT, numberNotValidMessage } from './messages.ts';
import { ALL_PANAS, panaBidType, panasOfAnk, writePana } from './panas.ts';
import { type Pana, type PanaBidTypeKey } from './types.ts';

/** One line an expansion produces: a pana and the bid type it is stored as. */
export interface ExpandedLine {
  readonly type: PanaBidTypeKey;
  readonly digits: Pana;
}

/** The lines of an expansion, or the message that refuses the entry. */
export type Expansion = { ok: true; lines: ExpandedLine[] } | { ok: false; message: string };

/** The ticked boxes of the SP DP TP screen. */
export interface SpDpTpSets {
  readonly sp?: boolean;
  readonly dp?: boolean;
  readonly tp?: boolean;
}

const PANA_ORDER = new Map<string, number>(ALL_PANAS.map((p, i) => [p, i]));
const byPanaOrder = (a: Pana, b: Pana): number => (PANA_ORDER.get(a) ?? 0) - (PANA_ORDER.get(b) ?? 0);

function toLines(panas: readonly Pana[]): ExpandedLine[] {
  return panas.map((digits) => ({ type: panaBidType(digits) as PanaBidTypeKey, digits }));
}

/**
 * SP DP TP of digit d: the 12 single panas, 9 double panas and the triple pana of ank d, for the
 * ticked sets, in that order. A digit of two or more characters gives `Number {x} is not valid`.
 */
export function expandSpDpTp(digit: string, sets: SpDpTpSets): Expansion {
  const value = digit.trim();
  if (value === '') return { ok: false, message: BID_SPEC_TEXT.numberRequired };
  if (!/^[0-9]$/.test(value)) return { ok: false, message: numberNotValidMessage(value) };
  if (!sets.sp && !sets.dp && !sets.tp) return { ok: false, message: BID_SPEC_TEXT.spDpTpNothingTicked };
  const ank = Number(value);
  const panas: Pana[] = [];
  if (sets.sp) panas.push(...panasOfAnk(ank, 'single'));
  if (sets.dp) panas.push(...panasOfAnk(ank, 'double'));
  if (sets.tp) panas.push(...panasOfAnk(ank, 'triple'));
  return { ok: true, lines: toLines(panas) };
}

/** The distinct digits of a string of digits, or null when it holds anything but digits. */
function distinctDigits(entry: string): Set<number> | null {
  if (!/^[0-9]+$/.test(entry)) return null;
  return new Set([...entry].map(Number));
}

/** Every single pana made of three distinct digits of `digits` (C(n,3) of them), in pana order. */
export function spMotorPanas(digits: Iterable<number>): Pana[] {
  const d = [...new Set(digits)];
  const out: Pana[] = [];
  for (let i = 0; i < d.length; i++)
    for (let j = i + 1; j < d.length; j++)
      for (let k = j + 1; k < d.length; k++) out.push(writePana([d[i] as number, d[j] as number, d[k] as number]));
  return out.sort(byPanaOrder);
}

/** Every double pana whose two distinct digits both come from `digits` (n(n−1) of them), in pana order. */
export function dpMotorPanas(digits: Iterable<number>): Pana[] {
  const d = [...new Set(digits)];
  const out: Pana[] = [];
  for (const a of d) for (const b of d) if (a !== b) out.push(writePana([a, a, b]));
  return out.sort(byPanaOrder);
}

/**
 * SP Motor: every 3-subset of the distinct digits entered, written as a pana ("1230" → 123, 120,
 * 130, 230), each a Single Pana line. Fewer than three (distinct) digits: `Digit not valid`.
 */
export function expandSpMotor(entry: string): Expansion {
  const value = entry.trim();
  if (value === '') return { ok: false, message: BID_SPEC_TEXT.numberRequired };
  const digits = distinctDigits(value);
  if (digits === null) return { ok: false, message: numberNotValidMessage(value) };
  if (digits.size < 3) return { ok: false, message: BID_SPEC_TEXT.spMotorDigitNotValid };
  return { ok: true, lines: toLines(spMotorPanas(digits)) };
}

/**
 * DP Motor: every double pana whose two distinct digits both come from the entry ("123" → 112,
 * 113, 122, 133, 223, 233), each a Double Pana line. Fewer than two (distinct) digits:
 * `Please enter a valid Pana (at least 2 digits)`.
 */
export function expandDpMotor(entry: string): Expansion {
  const value = entry.trim();
  if (value === '') return { ok: false, message: BID_SPEC_TEXT.numberRequired };
  const digits = distinctDigits(value);
  if (digits === null) return { ok: false, message: numberNotValidMessage(value) };
  if (digits.size < 2) return { ok: false, message: BID_SPEC_TEXT.dpMotorTooFewDigits };
  return { ok: true, lines: toLines(dpMotorPanas(digits)) };
}
