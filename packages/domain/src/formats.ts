import { daysInMonth, isoDate, isoDateParts } from './calendar.ts';
import { type IsoDate } from './types.ts';

/** English month names as bid dates spell them. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The history date pickers' display format (react-datepicker). */
export const HISTORY_PICKER_FORMAT = 'MM/dd/yyyy';

function parts(date: IsoDate): { year: number; month: number; day: number } {
  const p = isoDateParts(date);
  if (!p) throw new RangeError(`Not a date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  return p;
}

function checked(year: number, month: number, day: number): IsoDate | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return isoDate(year, month, day);
}

/** A bid date as the wire carries it: `day-MonthName-year`, day unpadded ("2026-11-22" → "22-November-2026", "2027-01-05" → "5-January-2027"). */
export function formatBidDate(date: IsoDate): string {
  const { year, month, day } = parts(date);
  return `${day}-${MONTH_NAMES[month - 1] as string}-${year}`;
}

/**
 * Reads a `day-MonthName-year` bid date ("5-January-2027"; a padded day and any case of the
 * month name are accepted) into `YYYY-MM-DD`; null unless it names a real date.
 */
export function parseBidDate(value: string): IsoDate | null {
  const m = /^\s*(\d{1,2})-([A-Za-z]+)-(\d{4})\s*$/.exec(value);
  if (!m) return null;
  const name = (m[2] as string).toLowerCase();
  const month = MONTH_NAMES.findIndex((n) => n.toLowerCase() === name) + 1;
  return month === 0 ? null : checked(Number(m[3]), month, Number(m[1]));
}

/** A history filter date: `M/D/YYYY` without padding ("2026-03-07" → "3/7/2026"). */
export function formatHistoryDate(date: IsoDate): string {
  const { year, month, day } = parts(date);
  return `${month}/${day}/${year}`;
}

/**
 * Reads a history filter date `M/D/YYYY` (padding tolerated: "03/07/2026" as the picker shows it)
 * into `YYYY-MM-DD`; null for anything else, including dates that do not exist ("2/30/2026").
 */
export function parseHistoryDate(value: string): IsoDate | null {
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(value);
  if (!m) return null;
  return checked(Number(m[3]), Number(m[1]), Number(m[2]));
}
