import { bidTypeKeyFromName, type BidTypeSpec, getBidType, parseSession, resolveSession } from './bid-types.ts';
import { type BidLineInput, insufficientBalanceMessage, type PreparedLine, validateBidLine } from './bid-validation.ts';
import { BID_SPEC_TEXT } from './messages.ts';
import { type Family, type Session } from './types.ts';

/** A bid line that may name its own bid type (`new_result.result[i].type`, ADR 016). */
export interface TypedBidLineInput extends BidLineInput {
  readonly type?: unknown;
}

/** The message of a line whose type the family has not (the same words as a call's unknown type). */
export const INVALID_BID_TYPE = 'Invalid bid type';

/** True when a line names its own bid type (a non-empty `type`). */
export function namesOwnType(line: TypedBidLineInput): boolean {
  return line.type !== undefined && line.type !== null && line.type !== '';
}

export type MixedSubmissionCheck =
  | { ok: true; lines: PreparedLine[]; specs: BidTypeSpec[]; total: number }
  | { ok: false; message: string; index: number | null };

/**
 * Checks a submission whose lines may each name their own bid type (ADR 016): a line's type is its
 * own `type` when it names one, else the call's (`fallback`, null when the call names none); each
 * line is checked by its type's rules (`validateBidLine`), its session read from its own spelling
 * (`defaultSession` as fallback) and fixed by its type's rule. The first bad line refuses the whole
 * submission with its message; the wallet is the caller's (the debit checks the total).
 */
export function validateMixedSubmission(
  family: Family,
  submission: { lines: readonly TypedBidLineInput[]; fallback: BidTypeSpec | null; defaultSession?: Session },
): MixedSubmissionCheck {
  if (submission.lines.length === 0) return { ok: false, message: BID_SPEC_TEXT.numberRequired, index: null };
  const lines: PreparedLine[] = [];
  const specs: BidTypeSpec[] = [];
  let total = 0;
  for (const [index, input] of submission.lines.entries()) {
    let spec = submission.fallback;
    if (namesOwnType(input)) {
      const key = bidTypeKeyFromName(input.type);
      spec = key === null ? null : getBidType(family, key);
    }
    if (!spec) return { ok: false, message: INVALID_BID_TYPE, index };
    const check = validateBidLine(spec, input);
    if (!check.ok) return { ok: false, message: check.message, index };
    const session = resolveSession(spec, parseSession(input.session, submission.defaultSession ?? 'open'));
    lines.push({ ...check.line, session });
    specs.push(spec);
    total += check.line.points;
  }
  if (!Number.isSafeInteger(total)) return { ok: false, message: insufficientBalanceMessage(family), index: null };
  return { ok: true, lines, specs, total };
}
