import { indiaDate, isIsoDate, isRangeTooLong } from '@pana/domain';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error.ts';
import { CONSOLE_TEXT } from './console-text.ts';

/**
 * What the operator API reads from query strings and bodies the same way on every screen: India dates
 * and from/to ranges of them, page numbers.
 */

/** Rows per page of the paged lists (players, audit log). */
export const PAGE_SIZE = 50;

/** A real calendar date `YYYY-MM-DD` of the years 2000-2999 (the day arithmetic stays within four-digit years). */
export function isConsoleDate(value: string): boolean {
  return isIsoDate(value) && value >= '2000-01-01' && value <= '2999-12-31';
}

/** An optional `YYYY-MM-DD` of the query string (see `isConsoleDate`). */
export const isoDateQuery = z
  .string({ error: CONSOLE_TEXT.invalidDate })
  .refine(isConsoleDate, { error: CONSOLE_TEXT.invalidDate })
  .optional();

/** `page` of the query string: 1 when absent. */
export const pageQuery = z
  .string({ error: CONSOLE_TEXT.invalidPage })
  .regex(/^\d{1,6}$/, { error: CONSOLE_TEXT.invalidPage })
  .transform(Number)
  .refine((n) => n >= 1, { error: CONSOLE_TEXT.invalidPage })
  .optional();

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
