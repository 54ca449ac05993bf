import { type IsoDate, type Weekday } from './types.ts';

const MS_PER_DAY = 86_400_000;

/** The parts of a `YYYY-MM-DD` date, or null when it is not a real calendar date. */
export function isoDateParts(value: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** True for a real calendar date written `YYYY-MM-DD` ("2026-02-30" is not). */
export function isIsoDate(value: string): boolean {
  return isoDateParts(value) !== null;
}

/** Number of days in a month (1-12) of a year, leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Writes a date as `YYYY-MM-DD`. The parts are not checked; use with real dates. */
export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function requireParts(date: IsoDate): { year: number; month: number; day: number } {
  const parts = isoDateParts(date);
  if (!parts) throw new RangeError(`Not a date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  return parts;
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` date (throws on an invalid date). */
export function epochDay(date: IsoDate): number {
  const { year, month, day } = requireParts(date);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

/** The `YYYY-MM-DD` date of a day number since 1970-01-01. */
export function fromEpochDay(days: number): IsoDate {
  const d = new Date(days * MS_PER_DAY);
  return isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** The date `n` days after (or before, when negative) `date`. */
export function addDays(date: IsoDate, n: number): IsoDate {
  return fromEpochDay(epochDay(date) + n);
}

/** Day of the week of a date, 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: IsoDate): Weekday {
  return ((((epochDay(date) + 4) % 7) + 7) % 7) as Weekday; // 1970-01-01 was a Thursday
}

/** Most days a date range may span, both ends counted (a history, a report, a filter): a year with its leap day. */
export const MAX_RANGE_DAYS = 366;

/** True when `from`..`to`, both days counted, spans more than `MAX_RANGE_DAYS`. */
export function isRangeTooLong(from: IsoDate, to: IsoDate): boolean {
  return epochDay(to) - epochDay(from) + 1 > MAX_RANGE_DAYS;
}
