import { type Family } from './types.ts';

/** The rate pairs of a rate table, named as the legacy API names its `{key}_val_1` / `{key}_val_2` fields. */
export type RateKey =
  'single_digit' | 'jodi_digit' | 'single_pana' | 'double_pana' | 'tripple_pana' | 'half_sangam' | 'full_sangam';

/** A rate pair: a bid of `val1` points wins `val2` points (payout = floor(points × val2 / val1)). */
export interface RatePair {
  readonly val1: number;
  readonly val2: number;
}

/** A family's rate table (only the keys that family reads). */
export type RateTable = Partial<Record<RateKey, RatePair>>;

/**
 * The rate keys each family's table holds, in display order. Gali reads Left Digit from
 * `single_digit`, Right Digit from `single_pana` and Jodi Digit from `double_pana` (docs/rules.md#rates).
 */
export const RATE_KEYS: Readonly<Record<Family, readonly RateKey[]>> = {
  main: ['single_digit', 'jodi_digit', 'single_pana', 'double_pana', 'tripple_pana', 'half_sangam', 'full_sangam'],
  starline: ['single_digit', 'single_pana', 'double_pana', 'tripple_pana'],
  gali: ['single_digit', 'single_pana', 'double_pana'],
};

const pair = (val1: number, val2: number): RatePair => Object.freeze({ val1, val2 });

/** The seeded rates (docs/rules.md#rates). */
export const DEFAULT_RATES: Readonly<Record<Family, Readonly<RateTable>>> = {
  main: {
    single_digit: pair(10, 95),
    jodi_digit: pair(10, 950),
    single_pana: pair(10, 1500),
    double_pana: pair(10, 3000),
    tripple_pana: pair(10, 7000),
    half_sangam: pair(10, 10000),
    full_sangam: pair(10, 100000),
  },
  starline: {
    single_digit: pair(10, 95),
    single_pana: pair(10, 1500),
    double_pana: pair(10, 3000),
    tripple_pana: pair(10, 7000),
  },
  gali: {
    single_digit: pair(10, 95), // Left Digit
    single_pana: pair(10, 95), // Right Digit
    double_pana: pair(10, 950), // Jodi Digit
  },
};

/** True when val1 is a positive whole number and val2 a whole number ≥ 0, both safe integers. */
export function isValidRatePair(value: RatePair): boolean {
  return Number.isSafeInteger(value.val1) && value.val1 > 0 && Number.isSafeInteger(value.val2) && value.val2 >= 0;
}

/** A rate pair as the rates screens show it: "10-95". */
export function formatRatePair(value: RatePair): string {
  return `${value.val1}-${value.val2}`;
}

/** The legacy `game_rates[0]` row of a family's table: `{ single_digit_val_1: 10, single_digit_val_2: 95, … }`. */
export function toRateRow(family: Family, table: RateTable): Record<string, number> {
  const row: Record<string, number> = {};
  for (const key of RATE_KEYS[family]) {
    const value = table[key];
    if (!value) continue;
    row[`${key}_val_1`] = value.val1;
    row[`${key}_val_2`] = value.val2;
  }
  return row;
}

/**
 * Reads a legacy rate row (values as numbers or digit strings) into a family's table. Pairs that
 * are missing or not valid (see `isValidRatePair`) are left out.
 */
export function fromRateRow(family: Family, row: Readonly<Record<string, unknown>>): RateTable {
  const table: RateTable = {};
  const whole = (v: unknown): number => {
    if (typeof v === 'number') return v;
    if (typeof v === 'string' && /^\d+$/.test(v.trim())) return Number(v.trim());
    return Number.NaN;
  };
  for (const key of RATE_KEYS[family]) {
    const value = { val1: whole(row[`${key}_val_1`]), val2: whole(row[`${key}_val_2`]) };
    if (isValidRatePair(value)) table[key] = value;
  }
  return table;
}
