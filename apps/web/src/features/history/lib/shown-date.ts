import { monthName, monthShort } from '../../../lib/i18n/format.ts';
import { type Locale } from '../../../lib/i18n/locale.ts';

const SERVER_DATE = /^(\d{1,2})-([A-Za-z]+)-(\d{4})$/;

/** 1…12 for an English month name or its short form ("March", "Mar"); 0 when it is neither. */
function monthOf(name: string): number {
  const lower = name.toLowerCase();
  for (let month = 1; month <= 12; month += 1) {
    if (monthName(month, 'en').toLowerCase() === lower || monthShort(month, 'en').toLowerCase() === lower) return month;
  }
  return 0;
}

/**
 * A history item's date as the server sends it ("7-March-2026", SPEC.md section 7) in the chosen language:
 * "7-मार्च-2026", "26-नवंबर-2026". Anything else (an older server's form) is shown as it came.
 */
export function shownHistoryDate(text: string, code: Locale): string {
  const match = SERVER_DATE.exec(text.trim());
  const month = match ? monthOf(match[2] as string) : 0;
  if (!match || month === 0) return text;
  return `${match[1]}-${monthName(month, code)}-${match[3]}`;
}
