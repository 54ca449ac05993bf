import { monthName, monthShort } from './format.ts';
import { type Locale } from './locale.ts';

/** The server's day-Month-year (docs/rules.md#dates-on-the-wire), maybe followed by a time: "7-March-2026", "23-May-2027 10:00 AM". */
const SERVER_DATE = /^(\d{1,2})-([A-Za-z]+)-(\d{4})(\s.*)?$/;

/** 1…12 for an English month name or its short form ("March", "Mar"); 0 when it is neither. */
function monthOf(name: string): number {
  const lower = name.toLowerCase();
  for (let month = 1; month <= 12; month += 1) {
    if (monthName(month, 'en').toLowerCase() === lower || monthShort(month, 'en').toLowerCase() === lower) return month;
  }
  return 0;
}

/**
 * A date the server wrote in English (a history item's date, a limit's or a break's "when") shown in the chosen
 * language: "7-March-2026" → "7-मार्च-2026", "23-May-2027 10:00 AM" → "23-मे-2027 10:00 AM" (digits and the
 * time as they came). Any other text is shown as it came.
 */
export function shownServerDate(text: string, code: Locale): string {
  const match = SERVER_DATE.exec(text.trim());
  const month = match ? monthOf(match[2] as string) : 0;
  if (!match || month === 0) return text;
  return `${match[1]}-${monthName(month, code)}-${match[3]}${match[4] ?? ''}`;
}
