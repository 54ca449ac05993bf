import { type Pana, type PanaBidTypeKey } from './types.ts';

/** A pana's class: single (three distinct digits), double (exactly two equal) or triple. */
export type PanaClass = 'single' | 'double' | 'triple';

/** The rank of a digit in a pana: ascending with 0 counting as 10, so 0 can only stand last. */
function rank(digit: number): number {
  return digit === 0 ? 10 : digit;
}

/**
 * Writes three digits as a pana: ascending with 0 counting as 10 (`[0, 2, 1]` → "120").
 * Throws unless given exactly three digits 0-9.
 */
export function writePana(digits: readonly number[]): Pana {
  if (digits.length !== 3 || digits.some((d) => !Number.isInteger(d) || d < 0 || d > 9)) {
    throw new RangeError(`A pana is three digits 0-9, got [${digits.join(', ')}]`);
  }
  return [...digits].sort((a, b) => rank(a) - rank(b)).join('') as Pana;
}

function buildPanas(): { single: Pana[]; double: Pana[]; triple: Pana[] } {
  const single: Pana[] = [];
  const double: Pana[] = [];
  const triple: Pana[] = [];
  // Enumerate by rank 1..10 (digit 0 has rank 10), non-decreasing, which yields each pana once, in order.
  for (let a = 1; a <= 10; a++) {
    for (let b = a; b <= 10; b++) {
      for (let c = b; c <= 10; c++) {
        const pana = [a, b, c].map((r) => String(r % 10)).join('') as Pana;
        if (a === c) triple.push(pana);
        else if (a === b || b === c) double.push(pana);
        else single.push(pana);
      }
    }
  }
  return { single, double, triple };
}

const built = buildPanas();

/**
 * The 120 single panas (three distinct digits) in pana order ("123" … "129", "120", "134" … "890"):
 * ascending by their digits read with 0 as 10, as every list of this package.
 */
export const SINGLE_PANAS: readonly Pana[] = Object.freeze(built.single);
/** The 90 double panas (exactly two equal digits), in pana order: "112" … "110", "122" … "100" … "990", "900". */
export const DOUBLE_PANAS: readonly Pana[] = Object.freeze(built.double);
/** The 10 triple panas: "111" … "999", "000". */
export const TRIPLE_PANAS: readonly Pana[] = Object.freeze(built.triple);
/** The 220 valid panas: singles, then doubles, then triples. */
export const ALL_PANAS: readonly Pana[] = Object.freeze([...built.single, ...built.double, ...built.triple]);

const CLASS_OF = new Map<string, PanaClass>([
  ...built.single.map((p) => [p, 'single'] as const),
  ...built.double.map((p) => [p, 'double'] as const),
  ...built.triple.map((p) => [p, 'triple'] as const),
]);

/** True when `value` is one of the 220 valid panas (exactly as written, no spaces). */
export function isPana(value: string): value is Pana {
  return CLASS_OF.has(value);
}

/** The value as a `Pana`, or null when it is not one of the 220. */
export function toPana(value: string): Pana | null {
  return isPana(value) ? value : null;
}

/** 'single' | 'double' | 'triple' for a valid pana, null for anything else. */
export function classifyPana(value: string): PanaClass | null {
  return CLASS_OF.get(value) ?? null;
}

/** The bid type a valid pana is played as ('single_pana' …), null for anything else. */
export function panaBidType(value: string): PanaBidTypeKey | null {
  const cls = classifyPana(value);
  return cls === null ? null : (`${cls}_pana` as const);
}

/** Ank of a pana: the sum of its digits mod 10 ("128" → 1). Throws on a value that is not a valid pana. */
export function ankOf(pana: string): number {
  if (!isPana(pana)) throw new RangeError(`Not a valid pana: ${JSON.stringify(pana)}`);
  let sum = 0;
  for (const ch of pana) sum += ch.charCodeAt(0) - 48;
  return sum % 10;
}

/** The panas of one class whose ank is `ank` (12 single, 9 double or 1 triple), in pana order. */
export function panasOfAnk(ank: number, cls: PanaClass): readonly Pana[] {
  const list = cls === 'single' ? SINGLE_PANAS : cls === 'double' ? DOUBLE_PANAS : TRIPLE_PANAS;
  return list.filter((p) => ankOf(p) === ank);
}
