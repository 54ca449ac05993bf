import { type BidTypeSpec, resolveSession } from './bid-types.ts';
import { insufficientBalanceMessage, type PreparedLine, validateBidLine } from './bid-validation.ts';
import { BID_SPEC_TEXT, numberNotValidMessage } from './messages.ts';
import { type Session } from './types.ts';

/**
 * Quick entry (docs/rules.md#quick-entry): on Single Digit, Jodi and pana screens a player who types fast writes
 * "128*20 370*10": items of digits × points, separated by spaces or commas (`*`, `x` or `×` between
 * the digits and the points). Every item is checked as a line of the screen's type with the usual
 * messages; the first bad item is named in the message ("370*5: Required minimum bid amount is 10").
 */
export type QuickEntryCheck =
  | { ok: true; lines: PreparedLine[]; total: number }
  | { ok: false; message: string; /** the refused item as typed, null for the whole entry */ item: string | null };

/** The items of a quick entry as typed (spaces, commas, semicolons and new lines separate them). */
export function quickEntryItems(text: string): string[] {
  return text.split(/[\s,;]+/).filter((item) => item !== '');
}

/**
 * Reads a quick entry for the bid type `spec` with the screen's session; `remainingWallet` (when
 * given) must cover the total, else the family's insufficient-balance message.
 */
export function parseQuickEntry(spec: BidTypeSpec, text: string, options: { session?: Session; remainingWallet?: number } = {}): QuickEntryCheck {
  const items = quickEntryItems(text);
  if (items.length === 0) return { ok: false, message: BID_SPEC_TEXT.numberRequired, item: null };
  const session = resolveSession(spec, options.session ?? 'open');
  const lines: PreparedLine[] = [];
  let total = 0;
  for (const item of items) {
    const parts = item.split(/[*x×X]/);
    if (parts.length > 2) return { ok: false, message: numberNotValidMessage(item), item };
    const [digits = '', points = ''] = parts;
    const check = validateBidLine(spec, { digits, points: parts.length === 2 ? points : undefined });
    if (!check.ok) return { ok: false, message: `${item}: ${check.message}`, item };
    lines.push({ ...check.line, session });
    total += check.line.points;
  }
  if (options.remainingWallet !== undefined && total > options.remainingWallet) {
    return { ok: false, message: insufficientBalanceMessage(spec.family), item: null };
  }
  return { ok: true, lines, total };
}
