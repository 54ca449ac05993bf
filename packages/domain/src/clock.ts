import { epochDay, fromEpochDay } from './calendar.ts';
import { type Instant, type IsoDate, type Weekday } from './types.ts';

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
export const INDIA_OFFSET_MINUTES = 330;
/** Minutes in a day. */
export const MINUTES_PER_DAY = 1440;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** A time of day: a `h:mm AM/PM` string or minutes since midnight (0-1439). */
export type ClockTime = string | number;

/**
 * Minutes since midnight of a `h:mm AM/PM` time ("9:05 PM" → 1265, "09:05 pm" too, "12:00 AM" → 0,
 * "12:30 PM" → 750). Null for anything else (hour 1-12, minutes 00-59, AM or PM required).
 */
export function parseClockTime(value: string): number | null {
  const m = /^\s*(\d{1,2}):(\d{2})\s*([AaPp])[Mm]\s*$/.exec(value);
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const pm = m[3] === 'P' || m[3] === 'p';
  return ((hour % 12) + (pm ? 12 : 0)) * 60 + minute;
}

/** Writes minutes since midnight as `h:mm AM` without a leading zero: 1300 → "9:40 PM", 5 → "12:05 AM". */
export function formatClockTime(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= MINUTES_PER_DAY) {
    throw new RangeError(`Not a minute of the day: ${minutes}`);
  }
  const hour24 = Math.floor(minutes / 60);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

/** Minutes since midnight of a `ClockTime`; throws on a string that is not `h:mm AM/PM` or a number outside 0-1439. */
export function toClockMinutes(value: ClockTime): number {
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0 || value >= MINUTES_PER_DAY) {
      throw new RangeError(`Not a minute of the day: ${value}`);
    }
    return value;
  }
  const minutes = parseClockTime(value);
  if (minutes === null) throw new RangeError(`Not a time (h:mm AM/PM): ${JSON.stringify(value)}`);
  return minutes;
}

/** Epoch milliseconds of an instant; throws on an invalid `Date` or a non-finite number. */
export function toEpochMs(instant: Instant): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Invalid instant');
  return ms;
}

/** India wall time of an instant: its date, minute of the day and weekday (whatever the process time zone). */
export function indiaTime(instant: Instant): { date: IsoDate; minutes: number; weekday: Weekday } {
  const local = toEpochMs(instant) + INDIA_OFFSET_MINUTES * MS_PER_MINUTE;
  const day = Math.floor(local / MS_PER_DAY);
  const minutes = Math.floor((local - day * MS_PER_DAY) / MS_PER_MINUTE);
  return { date: fromEpochDay(day), minutes, weekday: ((((day + 4) % 7) + 7) % 7) as Weekday };
}

/** The India date (`YYYY-MM-DD`) of an instant. */
export function indiaDate(instant: Instant): IsoDate {
  return indiaTime(instant).date;
}

/** Minutes since India midnight (0-1439) of an instant, seconds dropped. */
export function indiaMinutes(instant: Instant): number {
  return indiaTime(instant).minutes;
}

/**
 * The instant at which India wall-clock time reads `minutes` past midnight of `date`. `minutes` may
 * reach past one day (e.g. 1440 + 5 for 12:05 AM of the next day).
 */
export function indiaInstant(date: IsoDate, minutes: number): Date {
  return new Date(epochDay(date) * MS_PER_DAY + (minutes - INDIA_OFFSET_MINUTES) * MS_PER_MINUTE);
}
