import { FAMILIES, type Family, isIsoDate } from '@pana/domain';
import { z } from 'zod';

/** What the operator API's schemas share: its refusal messages and query-string building blocks. */

export const CONSOLE_TEXT = {
  invalidDate: 'Dates must be real dates written YYYY-MM-DD',
  invalidPage: 'Page must be a whole number from 1',
  invalidBody: 'Invalid request body',
  kindInvalid: 'Kind must be main, starline or gali',
  sessionInvalid: 'Session must be open or close',
} as const;

/** A market family: main, starline or gali. */
export const familyField = z.enum(FAMILIES as [Family, ...Family[]], { error: CONSOLE_TEXT.kindInvalid });

/** The session of a main-market draw. */
export const drawSession = z.enum(['open', 'close'], { error: CONSOLE_TEXT.sessionInvalid });

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
