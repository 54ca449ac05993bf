import { addDays, epochDay, INDIA_OFFSET_MINUTES, indiaDate, indiaInstant, isIsoDate } from '@pana/domain';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error.ts';

/**
 * What the operator console's modules share (admin-markets, -settings, -users, -reports, -audit,
 * -dashboard): query-string building blocks, date ranges in India days, and engine details.
 */

export const CONSOLE_TEXT = {
  invalidDate: 'Dates must be real dates written YYYY-MM-DD',
  fromAfterTo: 'From date must not be after To date',
  rangeTooLong: 'Choose at most 366 days',
  invalidPage: 'Page must be a whole number from 1',
  nothingToChange: 'Nothing to change',
  invalidBody: 'Invalid request body',
} as const;

/** Most days a report or filter may span. */
export const MAX_RANGE_DAYS = 366;
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
  if (epochDay(end) - epochDay(start) + 1 > MAX_RANGE_DAYS) throw badRequest(CONSOLE_TEXT.rangeTooLong);
  return { from: start, to: end };
}

/** The instants (epoch ms) India date `from` starts and the day after `to` starts: [start, end). */
export function indiaDayBounds(from: string, to: string = from): { start: number; end: number } {
  return { start: indiaInstant(from, 0).getTime(), end: indiaInstant(addDays(to, 1), 0).getTime() };
}

/** Milliseconds from UTC to India time; `(instant + INDIA_OFFSET_MS) / DAY_MS` in integer SQL is the India day number. */
export const INDIA_OFFSET_MS = INDIA_OFFSET_MINUTES * 60_000;
export const DAY_MS = 86_400_000;

/** Escapes a text for `LIKE … ESCAPE '!'`: the wildcards % and _ and the escape character itself. */
export function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (c) => `!${c}`);
}

/** Reads a stored JSON column; text that is not JSON is returned as it is. */
export function parseJsonColumn(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}
