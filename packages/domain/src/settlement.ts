import { rateKeyOf } from './bid-types.ts';
import { isJodi } from './digits.ts';
import { ankOf, isPana, panaBidType } from './panas.ts';
import { isValidRatePair, type RatePair, type RateTable } from './rates.ts';
import { type Family, type Session, type StoredBidTypeKey } from './types.ts';

/** A draw's declared results so far (null / absent = not declared yet). */
export type DrawResult =
  | { readonly family: 'main'; readonly openPana?: string | null; readonly closePana?: string | null }
  | { readonly family: 'starline'; readonly pana?: string | null }
  | { readonly family: 'gali'; readonly jodi?: string | null };

/** A stored bid as settlement needs it. `session` is ignored for Jodi, Full Sangam, Starline and Gali. */
export interface SettleableBid {
  readonly family: Family;
  readonly type: StoredBidTypeKey;
  readonly session: Session | null;
  readonly digits: string;
  readonly closedigits?: string | null;
  readonly points: number;
}

/** The outcome of a bid against a result: won (with its payout), lost, or not decidable yet. */
export type Settlement = { status: 'won'; payout: number } | { status: 'lost'; payout: 0 } | { status: 'pending' };

/**
 * The payout of a winning bid: floor(points × val2 / val1), computed exactly in integers.
 * Throws unless points is a whole number ≥ 0 and the pair valid, or when the payout exceeds
 * Number.MAX_SAFE_INTEGER.
 */
export function payoutOf(points: number, rate: RatePair): number {
  if (!Number.isSafeInteger(points) || points < 0) throw new RangeError(`Points must be a whole number, got ${points}`);
  if (!isValidRatePair(rate)) throw new RangeError(`Invalid rate pair ${rate.val1}-${rate.val2}`);
  const exact = (BigInt(points) * BigInt(rate.val2)) / BigInt(rate.val1);
  if (exact > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('Payout exceeds the safe integer range');
  return Number(exact);
}

/** The rate pair a stored bid of a family is paid by, from that family's table; throws when the table lacks it. */
export function rateFor(family: Family, type: StoredBidTypeKey, table: RateTable): RatePair {
  const key = rateKeyOf(family, type);
  const pair = table[key];
  if (!pair) throw new RangeError(`The ${family} rate table has no ${key} pair`);
  return pair;
}

function requirePana(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (!isPana(value)) throw new RangeError(`Not a valid pana: ${JSON.stringify(value)}`);
  return value;
}

function requireSession(session: Session | null, type: StoredBidTypeKey): Session {
  if (session === null) throw new RangeError(`A ${type} bid needs a session`);
  return session;
}

/**
 * Whether a bid wins against the results declared so far: true, false, or null when it cannot be
 * decided yet (docs/rules.md#what-wins). Throws when the bid's type does not belong to the result's
 * family or a result is not a valid pana / jodi.
 */
export function isWinningBid(bid: SettleableBid, result: DrawResult): boolean | null {
  if (bid.family !== result.family)
    throw new RangeError(`A ${bid.family} bid cannot be settled by a ${result.family} result`);
  const closedigits = bid.closedigits ?? '';
  switch (result.family) {
    case 'main': {
      const open = requirePana(result.openPana);
      const close = requirePana(result.closePana);
      const both = open !== null && close !== null;
      switch (bid.type) {
        case 'single_digit': {
          const pana = requireSession(bid.session, bid.type) === 'open' ? open : close;
          return pana === null ? null : bid.digits === String(ankOf(pana));
        }
        case 'single_pana':
        case 'double_pana':
        case 'triple_pana': {
          const pana = requireSession(bid.session, bid.type) === 'open' ? open : close;
          return pana === null ? null : bid.digits === pana;
        }
        case 'jodi_digit':
          return both ? bid.digits === `${ankOf(open)}${ankOf(close)}` : null;
        case 'half_sangam':
          if (!both) return null;
          return requireSession(bid.session, bid.type) === 'open'
            ? bid.digits === String(ankOf(open)) && closedigits === close
            : bid.digits === String(ankOf(close)) && closedigits === open;
        case 'full_sangam':
          return both ? bid.digits === open && closedigits === close : null;
        default:
          throw new RangeError(`main has no bid type ${bid.type}`);
      }
    }
    case 'starline': {
      const pana = requirePana(result.pana);
      switch (bid.type) {
        case 'single_digit':
          return pana === null ? null : bid.digits === String(ankOf(pana));
        case 'single_pana':
        case 'double_pana':
        case 'triple_pana':
          return pana === null ? null : bid.digits === pana;
        default:
          throw new RangeError(`starline has no bid type ${bid.type}`);
      }
    }
    case 'gali': {
      const jodi = result.jodi ?? null;
      if (jodi !== null && !isJodi(jodi)) throw new RangeError(`Not a jodi: ${JSON.stringify(jodi)}`);
      switch (bid.type) {
        case 'left_digit':
          return jodi === null ? null : bid.digits === jodi.charAt(0);
        case 'right_digit':
          return jodi === null ? null : bid.digits === jodi.charAt(1);
        case 'jodi_digit':
          return jodi === null ? null : bid.digits === jodi;
        default:
          throw new RangeError(`gali has no bid type ${bid.type}`);
      }
    }
  }
}

/** Settles a bid against the results declared so far, paying `floor(points × val2 / val1)` of its rate pair when it wins. */
export function settleBid(bid: SettleableBid, result: DrawResult, rate: RatePair): Settlement {
  const won = isWinningBid(bid, result);
  if (won === null) return { status: 'pending' };
  return won ? { status: 'won', payout: payoutOf(bid.points, rate) } : { status: 'lost', payout: 0 };
}

/** An operator's declaration. A main close declaration carries the (already declared) open pana too. */
export type Declaration =
  | { readonly family: 'main'; readonly session: 'open'; readonly openPana: string }
  | { readonly family: 'main'; readonly session: 'close'; readonly openPana: string; readonly closePana: string }
  | { readonly family: 'starline'; readonly pana: string }
  | { readonly family: 'gali'; readonly jodi: string };

/** A set of stored bids: a type and a session (null = whatever session is stored). */
export interface BidSelector {
  readonly type: StoredBidTypeKey;
  readonly session: Session | null;
}

/** A winning combination: bids of this type and session (null = any) with these digits/closedigits (null = any) win. */
export interface WinningCombination extends BidSelector {
  readonly digits: string;
  readonly closedigits: string | null;
}

const OPEN_SETTLED: readonly BidSelector[] = [
  { type: 'single_digit', session: 'open' },
  { type: 'single_pana', session: 'open' },
  { type: 'double_pana', session: 'open' },
  { type: 'triple_pana', session: 'open' },
];
const CLOSE_SETTLED: readonly BidSelector[] = [
  { type: 'single_digit', session: 'close' },
  { type: 'single_pana', session: 'close' },
  { type: 'double_pana', session: 'close' },
  { type: 'triple_pana', session: 'close' },
  { type: 'jodi_digit', session: null },
  { type: 'half_sangam', session: 'open' },
  { type: 'half_sangam', session: 'close' },
  { type: 'full_sangam', session: null },
];
const STARLINE_SETTLED: readonly BidSelector[] = ['single_digit', 'single_pana', 'double_pana', 'triple_pana'].map(
  (type) => ({ type: type as StoredBidTypeKey, session: null }),
);
const GALI_SETTLED: readonly BidSelector[] = ['left_digit', 'right_digit', 'jodi_digit'].map((type) => ({
  type: type as StoredBidTypeKey,
  session: null,
}));

/**
 * The stored bids a declaration settles (every one of them is then won or lost): a main open
 * declaration settles open-session Single Digit and Single/Double/Triple Pana; the close
 * declaration settles close-session ones, Jodi, both Half Sangams and Full Sangam; a Starline or
 * Gali declaration settles every bid of its draw.
 */
export function settledBy(declaration: Declaration): readonly BidSelector[] {
  switch (declaration.family) {
    case 'main':
      return declaration.session === 'open' ? OPEN_SETTLED : CLOSE_SETTLED;
    case 'starline':
      return STARLINE_SETTLED;
    case 'gali':
      return GALI_SETTLED;
  }
}

/** The declaration (open or close) at which a main bid of this type and session is settled. */
export function mainSettlementSession(type: StoredBidTypeKey, session: Session | null): Session {
  const match = (list: readonly BidSelector[]) =>
    list.some((s) => s.type === type && (s.session === null || s.session === session));
  if (match(OPEN_SETTLED)) return 'open';
  if (match(CLOSE_SETTLED)) return 'close';
  throw new RangeError(`No main ${type} bid in session ${String(session)}`);
}

/**
 * Every winning combination of a declaration: among the bids it settles (`settledBy`), exactly
 * those matching one of these win. E.g. open 128: Single Digit open "1", Single Pana open "128".
 */
export function winningCombinations(declaration: Declaration): WinningCombination[] {
  switch (declaration.family) {
    case 'main': {
      const open = requirePana(declaration.openPana) as string;
      const openAnk = String(ankOf(open));
      if (declaration.session === 'open') {
        return [
          { type: 'single_digit', session: 'open', digits: openAnk, closedigits: null },
          { type: panaBidType(open) as StoredBidTypeKey, session: 'open', digits: open, closedigits: null },
        ];
      }
      const close = requirePana(declaration.closePana) as string;
      const closeAnk = String(ankOf(close));
      return [
        { type: 'single_digit', session: 'close', digits: closeAnk, closedigits: null },
        { type: panaBidType(close) as StoredBidTypeKey, session: 'close', digits: close, closedigits: null },
        { type: 'jodi_digit', session: null, digits: openAnk + closeAnk, closedigits: null },
        { type: 'half_sangam', session: 'open', digits: openAnk, closedigits: close },
        { type: 'half_sangam', session: 'close', digits: closeAnk, closedigits: open },
        { type: 'full_sangam', session: null, digits: open, closedigits: close },
      ];
    }
    case 'starline': {
      const pana = requirePana(declaration.pana) as string;
      return [
        { type: 'single_digit', session: null, digits: String(ankOf(pana)), closedigits: null },
        { type: panaBidType(pana) as StoredBidTypeKey, session: null, digits: pana, closedigits: null },
      ];
    }
    case 'gali': {
      const { jodi } = declaration;
      if (!isJodi(jodi)) throw new RangeError(`Not a jodi: ${JSON.stringify(jodi)}`);
      return [
        { type: 'left_digit', session: null, digits: jodi.charAt(0), closedigits: null },
        { type: 'right_digit', session: null, digits: jodi.charAt(1), closedigits: null },
        { type: 'jodi_digit', session: null, digits: jodi, closedigits: null },
      ];
    }
  }
}

/** The results known once a declaration is made (for `settleBid`). */
export function resultOfDeclaration(declaration: Declaration): DrawResult {
  switch (declaration.family) {
    case 'main':
      return declaration.session === 'open'
        ? { family: 'main', openPana: declaration.openPana, closePana: null }
        : { family: 'main', openPana: declaration.openPana, closePana: declaration.closePana };
    case 'starline':
      return { family: 'starline', pana: declaration.pana };
    case 'gali':
      return { family: 'gali', jodi: declaration.jodi };
  }
}

/** What the digits of a sangam bid stand for. */
export interface SangamParts {
  readonly openAnk?: string;
  readonly openPana?: string;
  readonly closeAnk?: string;
  readonly closePana?: string;
}

/**
 * Reads a stored sangam (docs/rules.md#bid-types): Half Sangam Open = open ank + close pana, Half Sangam Close =
 * close ank + open pana (both entered as digits, closedigits), Full Sangam = open pana + close pana.
 */
export function sangamParts(
  type: 'half_sangam' | 'full_sangam',
  session: Session | null,
  digits: string,
  closedigits: string,
): SangamParts {
  if (type === 'full_sangam') return { openPana: digits, closePana: closedigits };
  return session === 'close'
    ? { closeAnk: digits, openPana: closedigits }
    : { openAnk: digits, closePana: closedigits };
}
