import { type RateKey } from './rates.ts';
import { type BidTypeKey, type ExpansionKey, type Family, type Session, type StoredBidTypeKey } from './types.ts';

/**
 * What the digit field of a bid screen accepts:
 * - `digit`: one of 0-9; `jodi`: 00-99;
 * - `single_pana` / `double_pana` / `triple_pana`: that class of pana; `pana`: any of the 220;
 * - `motor_digits`: a free string of digits that a motor expands.
 */
export type DigitInputKind = 'digit' | 'jodi' | 'single_pana' | 'double_pana' | 'triple_pana' | 'pana' | 'motor_digits';

/**
 * How a bid type gets its session: `choice` (Open/Close, Open only before the open time), fixed
 * `open` (Starline), fixed `close` (Gali), or `none` (Jodi and Full Sangam: placed before open,
 * settled at close; stored as `close`).
 */
export type SessionRule = 'choice' | 'open' | 'close' | 'none';

/** One bid type of one family: everything a bid screen and the server need to know about it. */
export interface BidTypeSpec {
  readonly family: Family;
  readonly key: BidTypeKey;
  /** Display name, e.g. "Triple Pana". */
  readonly name: string;
  /** Route of its bid-entry screen in the web app, e.g. "/tripplepana". */
  readonly path: string;
  /** What the digits field accepts. */
  readonly digitsInput: DigitInputKind;
  /** Whether a second (closedigits) input exists and what it accepts. */
  readonly closedigitsInput: 'pana' | null;
  readonly sessionRule: SessionRule;
  /** The rate pair it is paid by; null for expansions (each line is paid as its own type). */
  readonly rateKey: RateKey | null;
  /** Refused once the open time has passed (`Bidding is closed for {type}`). */
  readonly blocksAfterOpen: boolean;
  readonly expansion: ExpansionKey | null;
  /** The `pana` label of its bid-history items; null for expansions (never stored). */
  readonly bidHistoryLabel: string | null;
  /** The `pana` label of its win-history items (main Triple Pana: "Tripple Pana"); null for expansions. */
  readonly winHistoryLabel: string | null;
}

type SpecInput = Omit<
  BidTypeSpec,
  'family' | 'bidHistoryLabel' | 'winHistoryLabel' | 'blocksAfterOpen' | 'expansion' | 'closedigitsInput'
> &
  Partial<
    Pick<BidTypeSpec, 'bidHistoryLabel' | 'winHistoryLabel' | 'blocksAfterOpen' | 'expansion' | 'closedigitsInput'>
  >;

function define(family: Family, specs: readonly SpecInput[]): readonly BidTypeSpec[] {
  return Object.freeze(
    specs.map((s) => {
      const label = s.expansion ? null : s.name;
      return Object.freeze({
        family,
        closedigitsInput: null,
        blocksAfterOpen: false,
        expansion: null,
        bidHistoryLabel: label,
        winHistoryLabel: label,
        ...s,
      });
    }),
  );
}

/** The bid-type catalogue per family, in the order the game-selection screens show them. */
export const BID_TYPES: Readonly<Record<Family, readonly BidTypeSpec[]>> = {
  main: define('main', [
    {
      key: 'single_digit',
      name: 'Single Digit',
      path: '/single',
      digitsInput: 'digit',
      sessionRule: 'choice',
      rateKey: 'single_digit',
    },
    {
      key: 'jodi_digit',
      name: 'Jodi Digit',
      path: '/jodi',
      digitsInput: 'jodi',
      sessionRule: 'none',
      rateKey: 'jodi_digit',
      blocksAfterOpen: true,
    },
    {
      key: 'single_pana',
      name: 'Single Pana',
      path: '/singlepana',
      digitsInput: 'single_pana',
      sessionRule: 'choice',
      rateKey: 'single_pana',
    },
    {
      key: 'double_pana',
      name: 'Double Pana',
      path: '/doublepana',
      digitsInput: 'double_pana',
      sessionRule: 'choice',
      rateKey: 'double_pana',
    },
    {
      key: 'triple_pana',
      name: 'Triple Pana',
      path: '/tripplepana',
      digitsInput: 'triple_pana',
      sessionRule: 'choice',
      rateKey: 'tripple_pana',
      winHistoryLabel: 'Tripple Pana',
    },
    {
      key: 'half_sangam',
      name: 'Half Sangam',
      path: '/halfsangam',
      digitsInput: 'digit',
      closedigitsInput: 'pana',
      sessionRule: 'choice',
      rateKey: 'half_sangam',
      blocksAfterOpen: true,
    },
    {
      key: 'full_sangam',
      name: 'Full Sangam',
      path: '/fullsangam',
      digitsInput: 'pana',
      closedigitsInput: 'pana',
      sessionRule: 'none',
      rateKey: 'full_sangam',
      blocksAfterOpen: true,
    },
    {
      key: 'sp_dp_tp',
      name: 'SP DP TP',
      path: '/spdptp',
      digitsInput: 'digit',
      sessionRule: 'choice',
      rateKey: null,
      expansion: 'sp_dp_tp',
    },
    {
      key: 'sp_motor',
      name: 'SP Motor',
      path: '/spmotor',
      digitsInput: 'motor_digits',
      sessionRule: 'choice',
      rateKey: null,
      expansion: 'sp_motor',
    },
    {
      key: 'dp_motor',
      name: 'DP Motor',
      path: '/dpmotor',
      digitsInput: 'motor_digits',
      sessionRule: 'choice',
      rateKey: null,
      expansion: 'dp_motor',
    },
  ]),
  starline: define('starline', [
    {
      key: 'single_digit',
      name: 'Single Digit',
      path: '/starsingle',
      digitsInput: 'digit',
      sessionRule: 'open',
      rateKey: 'single_digit',
    },
    {
      key: 'single_pana',
      name: 'Single Pana',
      path: '/ssinglepana',
      digitsInput: 'single_pana',
      sessionRule: 'open',
      rateKey: 'single_pana',
    },
    {
      key: 'double_pana',
      name: 'Double Pana',
      path: '/sdoublepana',
      digitsInput: 'double_pana',
      sessionRule: 'open',
      rateKey: 'double_pana',
    },
    {
      key: 'triple_pana',
      name: 'Triple Pana',
      path: '/stripplepana',
      digitsInput: 'triple_pana',
      sessionRule: 'open',
      rateKey: 'tripple_pana',
    },
  ]),
  gali: define('gali', [
    {
      key: 'left_digit',
      name: 'Left Digit',
      path: '/leftdigit',
      digitsInput: 'digit',
      sessionRule: 'close',
      rateKey: 'single_digit',
    },
    {
      key: 'right_digit',
      name: 'Right Digit',
      path: '/rightdigit',
      digitsInput: 'digit',
      sessionRule: 'close',
      rateKey: 'single_pana',
    },
    {
      key: 'jodi_digit',
      name: 'Jodi Digit',
      path: '/jodidigit',
      digitsInput: 'jodi',
      sessionRule: 'close',
      rateKey: 'double_pana',
    },
  ]),
};

/** The bid type `key` of `family`, or null when that family has no such game. */
export function getBidType(family: Family, key: BidTypeKey): BidTypeSpec | null {
  return BID_TYPES[family].find((s) => s.key === key) ?? null;
}

/** Like `getBidType`, but throws when the family has no such game (a programming error). */
export function requireBidType(family: Family, key: BidTypeKey): BidTypeSpec {
  const spec = getBidType(family, key);
  if (!spec) throw new RangeError(`${family} has no bid type ${key}`);
  return spec;
}

/** The bid type whose entry screen lives at `path` (case-insensitive: "/StarSingle" works), or null. */
export function getBidTypeByPath(path: string): BidTypeSpec | null {
  const wanted = path.trim().toLowerCase();
  for (const family of Object.keys(BID_TYPES) as Family[]) {
    const spec = BID_TYPES[family].find((s) => s.path === wanted);
    if (spec) return spec;
  }
  return null;
}

const NAME_TO_KEY: ReadonlyMap<string, BidTypeKey> = new Map<string, BidTypeKey>([
  ['singledigit', 'single_digit'],
  ['jodidigit', 'jodi_digit'],
  ['jodi', 'jodi_digit'],
  ['singlepana', 'single_pana'],
  ['singlepanna', 'single_pana'],
  ['doublepana', 'double_pana'],
  ['doublepanna', 'double_pana'],
  ['triplepana', 'triple_pana'],
  ['tripplepana', 'triple_pana'],
  ['triplepanna', 'triple_pana'],
  ['tripplepanna', 'triple_pana'],
  ['halfsangam', 'half_sangam'],
  ['fullsangam', 'full_sangam'],
  ['spdptp', 'sp_dp_tp'],
  ['spmotor', 'sp_motor'],
  ['dpmotor', 'dp_motor'],
  ['leftdigit', 'left_digit'],
  ['rightdigit', 'right_digit'],
]);

/**
 * The key of a bid-type name as clients send it ("Single Digit", "Triple Pana", "Tripple Pana",
 * "SP DP TP", "sp_motor" …): case, spaces, underscores and dashes are ignored. Null when unknown.
 */
export function bidTypeKeyFromName(name: unknown): BidTypeKey | null {
  if (typeof name !== 'string') return null;
  return NAME_TO_KEY.get(name.toLowerCase().replace(/[^a-z0-9]/g, '')) ?? null;
}

/** Whether a key names a bid type that is stored as such (not an expansion). */
export function isStoredBidType(key: BidTypeKey): key is StoredBidTypeKey {
  return key !== 'sp_dp_tp' && key !== 'sp_motor' && key !== 'dp_motor';
}

/** The rate key a stored bid type of a family is paid by; throws if the family has no such game. */
export function rateKeyOf(family: Family, key: StoredBidTypeKey): RateKey {
  const rateKey = requireBidType(family, key).rateKey;
  if (rateKey === null) throw new RangeError(`${key} has no rate`);
  return rateKey;
}

/** The `pana` label of a history item for a stored bid of this type ('bid' or 'win' history). */
export function historyLabel(family: Family, key: StoredBidTypeKey, history: 'bid' | 'win'): string {
  const spec = requireBidType(family, key);
  const label = history === 'bid' ? spec.bidHistoryLabel : spec.winHistoryLabel;
  if (label === null) throw new RangeError(`${key} has no history label`);
  return label;
}

/** The stored types each expansion's lines can be (SP DP TP: any of the three; the motors: one). */
const EXPANSION_YIELDS: Readonly<Record<ExpansionKey, readonly StoredBidTypeKey[]>> = {
  sp_dp_tp: ['single_pana', 'double_pana', 'triple_pana'],
  sp_motor: ['single_pana'],
  dp_motor: ['double_pana'],
};

/**
 * The bid type a submission was entered with, when its lines are of other types: the submission's
 * own type when it is an expansion (SP Motor, DP Motor, or SP DP TP sent whole), or the expansion
 * `named` by the call (`new_result.bid_type`) when its lines are of a type that expansion yields
 * (SP DP TP sent as Single, Double and Triple Pana calls). Null for a plain bid.
 */
export function entryTypeOf(spec: BidTypeSpec, named: unknown): ExpansionKey | null {
  if (spec.expansion) return spec.key as ExpansionKey;
  const key = bidTypeKeyFromName(named);
  const entry = key === null ? null : getBidType(spec.family, key);
  if (!entry?.expansion) return null;
  return EXPANSION_YIELDS[entry.expansion].includes(spec.key as StoredBidTypeKey) ? (entry.key as ExpansionKey) : null;
}

/**
 * The name of the bid type a player chose, as the histories show it beside the legacy `pana` label:
 * the entry type when the line came from one (a single pana of SP Motor reads "SP Motor"), else the
 * line's own type ("Triple Pana").
 */
export function chosenBidTypeName(family: Family, line: StoredBidTypeKey, entry: string | null): string {
  const entrySpec = entry === null ? null : getBidType(family, entry as BidTypeKey);
  return (entrySpec ?? requireBidType(family, line)).name;
}

/**
 * Reads the session spelling of a bid line: "Open"/"open" → 'open'; "Close"/"close"/"closed" →
 * 'close' (any case, trimmed); anything else → `fallback` (default 'open', the screens' default).
 */
export function parseSession(value: unknown, fallback: Session = 'open'): Session {
  if (typeof value !== 'string') return fallback;
  const v = value.trim().toLowerCase();
  if (v === 'open') return 'open';
  if (v === 'close' || v === 'closed') return 'close';
  return fallback;
}

/**
 * The session a bid of this type is stored with, given the session the player chose: the choice
 * for Open/Close games, 'open' for Starline, 'close' for Gali, and 'close' for Jodi and Full
 * Sangam (no session of their own; they settle at close).
 */
export function resolveSession(spec: BidTypeSpec, requested: Session): Session {
  switch (spec.sessionRule) {
    case 'choice':
      return requested;
    case 'open':
      return 'open';
    case 'close':
    case 'none':
      return 'close';
  }
}
