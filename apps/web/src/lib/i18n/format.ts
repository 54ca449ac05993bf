import {
  formatClockTime,
  indiaDate,
  indiaMinutes,
  type IsoDate,
  isoDateParts,
  MONTH_NAMES,
} from '@pana/domain/catalogue';
import { type Locale, locale } from './locale.ts';

/**
 * Dates as the screens show them, in the chosen language (ADR 020): month and weekday names in
 * English, Hindi or Marathi, digits always ASCII, times always `10:05 PM` (the spec's form, which players of
 * every language read on the market cards). Written out rather than `Intl.DateTimeFormat('hi-IN')`: its short
 * months ("नव॰") and its am/pm differ between Hindi and Marathi and between browsers.
 *
 * Display only: what goes to the server (bid_date, history filters) keeps the English `formatBidDate`.
 */

const MONTHS: Readonly<Record<Locale, readonly string[]>> = {
  en: MONTH_NAMES,
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  mr: ['जानेवारी', 'फेब्रुवारी', 'मार्च', 'एप्रिल', 'मे', 'जून', 'जुलै', 'ऑगस्ट', 'सप्टेंबर', 'ऑक्टोबर', 'नोव्हेंबर', 'डिसेंबर'],
};

/** English abbreviates ("Nov"); Hindi and Marathi month names are short already and read badly cut ("नव॰"). */
const MONTHS_SHORT: Readonly<Record<Locale, readonly string[]>> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: MONTHS.hi,
  mr: MONTHS.mr,
};

const WEEKDAYS: Readonly<Record<Locale, readonly string[]>> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  hi: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
  mr: ['रविवार', 'सोमवार', 'मंगळवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
};

const WEEKDAYS_SHORT: Readonly<Record<Locale, readonly string[]>> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  hi: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
  mr: ['रवि', 'सोम', 'मंगळ', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
};

function at<T>(list: readonly T[], index: number, what: string): T {
  const value = list[index];
  if (value === undefined) throw new RangeError(`Not a ${what}: ${index + 1}`);
  return value;
}

function parts(date: IsoDate): { year: number; month: number; day: number } {
  const p = isoDateParts(date);
  if (!p) throw new RangeError(`Not a date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  return p;
}

/** The month's name, 1 = January: "November", "नवंबर", "नोव्हेंबर". */
export function monthName(month: number, code: Locale = locale.get()): string {
  return at(MONTHS[code], month - 1, 'month');
}

/** The month as a short date shows it: "Nov" in English, the whole (short) name in Hindi and Marathi. */
export function monthShort(month: number, code: Locale = locale.get()): string {
  return at(MONTHS_SHORT[code], month - 1, 'month');
}

/** The weekday's name, 0 = Sunday … 6 = Saturday: "Monday", "सोमवार". */
export function weekdayName(weekday: number, code: Locale = locale.get()): string {
  return at(WEEKDAYS[code], weekday, 'weekday');
}

/** The weekday's short name, 0 = Sunday: "Mon", "सोम". */
export function weekdayShort(weekday: number, code: Locale = locale.get()): string {
  return at(WEEKDAYS_SHORT[code], weekday, 'weekday');
}

/**
 * A date as the bid slips show it: "23-November-2026", "23-नवंबर-2026", "23-नोव्हेंबर-2026" (the spec's
 * day-MonthName-year). English gives exactly `formatBidDate`; send that one, never this, to the server.
 */
export function formatDisplayDate(date: IsoDate, code: Locale = locale.get()): string {
  const { year, month, day } = parts(date);
  return `${day}-${monthName(month, code)}-${year}`;
}

/** A date in a list: "22 Nov 2026", "22 नवंबर 2026". */
export function formatShortDate(date: IsoDate, code: Locale = locale.get()): string {
  const { year, month, day } = parts(date);
  return `${day} ${monthShort(month, code)} ${year}`;
}

/** An instant, India time, as the bid-date form with its time: "26-November-2026 10:05 PM", "26-नवंबर-2026 10:05 PM". */
export function formatDateTime(instant: number, code: Locale = locale.get()): string {
  return `${formatDisplayDate(indiaDate(instant), code)} ${formatClockTime(indiaMinutes(instant))}`;
}

/** An instant, India time, day and month with the time, as a list item shows it: "23 Nov, 10:05 PM", "23 नवंबर, 10:05 PM". */
export function formatDayMonthTime(instant: number, code: Locale = locale.get()): string {
  const { month, day } = parts(indiaDate(instant));
  return `${day} ${monthShort(month, code)}, ${formatClockTime(indiaMinutes(instant))}`;
}

/** `Intl.NumberFormat`/`DateTimeFormat` tags of each language, digits forced to ASCII (bid digits and amounts never turn into १२३). */
export const INTL_TAGS: Readonly<Record<Locale, string>> = {
  en: 'en-IN-u-nu-latn',
  hi: 'hi-IN-u-nu-latn',
  mr: 'mr-IN-u-nu-latn',
};

/** A number in Indian grouping with ASCII digits in every language: 127945 → "1,27,945"; fractions as given ("12.5"). */
export function formatNumber(value: number, code: Locale = locale.get()): string {
  return new Intl.NumberFormat(INTL_TAGS[code], { maximumFractionDigits: 2 }).format(value);
}
