import { type BidTypeSpec, type DigitInputKind, parseSession, resolveSession } from './bid-types.ts';
import { isDigit, isJodi } from './digits.ts';
import {
  expandDpMotor,
  type ExpandedLine,
  expandSpDpTp,
  expandSpMotor,
  type Expansion,
  type SpDpTpSets,
} from './expansions.ts';
import { BID_SPEC_TEXT, numberNotValidMessage } from './messages.ts';
import { classifyPana, isPana, panaBidType } from './panas.ts';
import { type Family, type Session, type StoredBidTypeKey } from './types.ts';
import { checkBidPoints, parseWholeNumber } from './validation/amount-rules.ts';

/** A bid line as a screen or a client sends it (extra fields are ignored). */
export interface BidLineInput {
  readonly digits?: unknown;
  readonly closedigits?: unknown;
  readonly points?: unknown;
  readonly session?: unknown;
}

/** A checked bid line, of the type it is stored as. `closedigits` is "" where the type has none. */
export interface ValidBidLine {
  readonly type: StoredBidTypeKey;
  readonly digits: string;
  readonly closedigits: string;
  readonly points: number;
}

/** A checked line with the session it is stored with. */
export interface PreparedLine extends ValidBidLine {
  readonly session: Session;
}

export type BidLineCheck = { ok: true; line: ValidBidLine } | { ok: false; message: string };

/** The "insufficient balance" wording of a family (Starline's has a comma). */
export function insufficientBalanceMessage(family: Family): string {
  return family === 'starline' ? BID_SPEC_TEXT.insufficientBalanceStarline : BID_SPEC_TEXT.insufficientBalance;
}

/** True when `value` belongs to the set a digit input accepts (exactly as written). */
export function isAllowedDigits(kind: DigitInputKind, value: string): boolean {
  switch (kind) {
    case 'digit':
      return isDigit(value);
    case 'jodi':
      return isJodi(value);
    case 'single_pana':
      return classifyPana(value) === 'single';
    case 'double_pana':
      return classifyPana(value) === 'double';
    case 'triple_pana':
      return classifyPana(value) === 'triple';
    case 'pana':
      return isPana(value);
    case 'motor_digits':
      return /^[0-9]+$/.test(value);
  }
}

/**
 * What the `digits` of a stored line of this type hold: the screen's input for ordinary types; for
 * expansions, the panas they expand into (SP Motor single, DP Motor double, SP DP TP any pana).
 */
export function lineDigitsKind(spec: BidTypeSpec): DigitInputKind {
  switch (spec.expansion) {
    case 'sp_motor':
      return 'single_pana';
    case 'dp_motor':
      return 'double_pana';
    case 'sp_dp_tp':
      return 'pana';
    case null:
      return spec.digitsInput;
  }
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function storedType(spec: BidTypeSpec, digits: string): StoredBidTypeKey {
  return spec.expansion === null ? (spec.key as StoredBidTypeKey) : (panaBidType(digits) as StoredBidTypeKey);
}

/** The first problem of the digits (and closedigits) of a line, or null. */
function digitsProblem(spec: BidTypeSpec, digits: string, closedigits: string): string | null {
  if (digits === '') return BID_SPEC_TEXT.numberRequired;
  if (!isAllowedDigits(lineDigitsKind(spec), digits)) return numberNotValidMessage(digits);
  if (spec.closedigitsInput !== null) {
    if (closedigits === '') return BID_SPEC_TEXT.numberRequired;
    if (!isAllowedDigits(spec.closedigitsInput, closedigits)) return numberNotValidMessage(closedigits);
  }
  return null;
}

/**
 * Checks one stored bid line (entry screens and the server) and returns the first message by the
 * spec's priority: 'Please enter the number', 'Number {x} is not valid' (digits, then closedigits),
 * 'Please enter point', 'Required minimum bid amount is 10', and, when `remainingWallet` is given,
 * the family's insufficient-balance message. For an expansion type (SP Motor, DP Motor, SP DP TP)
 * the line is one expanded pana and is typed as that pana's bid type.
 */
export function validateBidLine(
  spec: BidTypeSpec,
  input: BidLineInput,
  options: { remainingWallet?: number } = {},
): BidLineCheck {
  const digits = asText(input.digits);
  const closedigits = spec.closedigitsInput === null ? '' : asText(input.closedigits);
  const problem = digitsProblem(spec, digits, closedigits) ?? checkBidPoints(input.points);
  if (problem !== null) return { ok: false, message: problem };
  const points = parseWholeNumber(input.points) as number;
  if (options.remainingWallet !== undefined && points > options.remainingWallet) {
    return { ok: false, message: insufficientBalanceMessage(spec.family) };
  }
  return { ok: true, line: { type: storedType(spec, digits), digits, closedigits, points } };
}

/** What a bid screen's Proceed button submits. */
export interface BidEntry {
  /** The chosen session (ignored where the type fixes it); default Open. */
  readonly session?: Session;
  readonly digits: unknown;
  readonly closedigits?: unknown;
  readonly points: unknown;
  /** SP DP TP only: the ticked sets. */
  readonly sets?: SpDpTpSets;
}

export type BidEntryCheck = { ok: true; lines: PreparedLine[]; total: number } | { ok: false; message: string };

function expand(spec: BidTypeSpec, entry: BidEntry): Expansion {
  const digits = asText(entry.digits);
  if (spec.expansion === 'sp_dp_tp') return expandSpDpTp(digits, entry.sets ?? {});
  if (spec.expansion === 'sp_motor') return expandSpMotor(digits);
  return expandDpMotor(digits);
}

/**
 * The lines one Proceed adds to the bid slip, or the message to show. Ordinary types give one
 * line (see `validateBidLine`). SP DP TP and the motors expand first (their digit messages come
 * first), then the points are checked, then the total (points × lines) against `remainingWallet`:
 * 'Not enough balance!' for the motors, the family's insufficient-balance message otherwise.
 */
export function prepareBidEntry(spec: BidTypeSpec, entry: BidEntry, remainingWallet: number): BidEntryCheck {
  const session = resolveSession(spec, entry.session ?? 'open');
  if (spec.expansion === null) {
    const check = validateBidLine(spec, entry, { remainingWallet });
    return check.ok ? { ok: true, lines: [{ ...check.line, session }], total: check.line.points } : check;
  }
  const expansion = expand(spec, entry);
  if (!expansion.ok) return expansion;
  const pointsProblem = checkBidPoints(entry.points);
  if (pointsProblem !== null) return { ok: false, message: pointsProblem };
  const points = parseWholeNumber(entry.points) as number;
  const total = points * expansion.lines.length;
  if (total > remainingWallet) {
    return {
      ok: false,
      message:
        spec.expansion === 'sp_dp_tp' ? insufficientBalanceMessage(spec.family) : BID_SPEC_TEXT.motorNotEnoughBalance,
    };
  }
  const lines = expansion.lines.map((l: ExpandedLine) => ({
    type: l.type,
    digits: l.digits as string,
    closedigits: '',
    points,
    session,
  }));
  return { ok: true, lines, total };
}

export type SubmissionCheck =
  | { ok: true; lines: PreparedLine[]; total: number }
  | {
      ok: false;
      message: string;
      /** index of the refused line, null for the whole submission */ index: number | null;
    };

/**
 * Checks a whole submission on the server: every line again (see `validateBidLine`), each line's
 * session read from its own spelling with `defaultSession` as fallback and then fixed by the
 * type's rule, and the total within `wallet` (else the insufficient-balance message of the family,
 * or 'Not enough balance!' for the motors). An empty submission gets 'Please enter the number'.
 */
export function validateSubmission(
  spec: BidTypeSpec,
  submission: { lines: readonly BidLineInput[]; wallet: number; defaultSession?: Session },
): SubmissionCheck {
  if (submission.lines.length === 0) return { ok: false, message: BID_SPEC_TEXT.numberRequired, index: null };
  const lines: PreparedLine[] = [];
  let total = 0;
  for (const [index, input] of submission.lines.entries()) {
    const check = validateBidLine(spec, input);
    if (!check.ok) return { ok: false, message: check.message, index };
    const session = resolveSession(spec, parseSession(input.session, submission.defaultSession ?? 'open'));
    lines.push({ ...check.line, session });
    total += check.line.points;
  }
  if (!Number.isSafeInteger(total) || total > submission.wallet) {
    const message =
      spec.expansion === 'sp_motor' || spec.expansion === 'dp_motor'
        ? BID_SPEC_TEXT.motorNotEnoughBalance
        : insufficientBalanceMessage(spec.family);
    return { ok: false, message, index: null };
  }
  return { ok: true, lines, total };
}
