import { indiaDate, isRangeTooLong } from '@pana/domain';
import { badRequest } from '../../lib/app-error.ts';
import { CONSOLE_TEXT } from './console-text.ts';

/**
 * What the operator API reads from query strings and bodies the same way on every screen: India dates
 * and from/to ranges of them, page numbers.
 */

/** Rows per page of the paged lists (players, audit log). */
export const PAGE_SIZE = 50;

// The query-string building blocks (isoDateQuery, pageQuery, isConsoleDate) are the contract's: @pana/contract.
export { isConsoleDate, isoDateQuery, pageQuery } from '@pana/contract';

/**
 * A from/to pair of India dates: a missing end is today (India), a missing start the same day as the
 * end. Refuses a start after the end and a span longer than 366 days.
 */
export function dateRange(from: string | undefined, to: string | undefined, now: number): { from: string; to: string } {
  const end = to ?? indiaDate(now);
  const start = from ?? end;
  if (start > end) throw badRequest(CONSOLE_TEXT.fromAfterTo);
  if (isRangeTooLong(start, end)) throw badRequest(CONSOLE_TEXT.rangeTooLong);
  return { from: start, to: end };
}
