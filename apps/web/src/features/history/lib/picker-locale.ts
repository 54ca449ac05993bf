import type { Locale as DateFnsLocale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { monthName, weekdayName, weekdayShort } from '../../../lib/i18n/format.ts';
import { type Locale } from '../../../lib/i18n/locale.ts';

/**
 * The date picker's calendar in the chosen language (ADR 020): a date-fns locale made of the app's own month
 * and weekday names (lib/i18n/format.ts), so the calendar's header, its weekday row and the screen reader's
 * "गुरुवार, 26 नवंबर 2026" say what the rest of the app says. date-fns's own `hi` writes its digits in
 * Devanagari (२६) and has no Marathi; bid and history dates keep ASCII digits in every language.
 *
 * It starts from date-fns's English locale, which the picker's code already carries (date-fns falls back on
 * it), and replaces only the words: input parsing (MM/dd/yyyy, numbers only) and times stay as they were.
 */
function pickerLocale(code: Exclude<Locale, 'en'>): DateFnsLocale {
  return {
    ...enUS,
    code,
    localize: {
      ...enUS.localize,
      ordinalNumber: (value: unknown) => String(value),
      month: (index: number) => monthName(index + 1, code),
      day: (index: number, options?: { width?: string }) =>
        options?.width === 'wide' ? weekdayName(index, code) : weekdayShort(index, code),
    },
    formatLong: {
      ...enUS.formatLong,
      // "गुरुवार, 26 नवंबर 2026": the day before the month, as India writes dates.
      date: ({ width } = {}) => (width === 'full' ? 'EEEE, d MMMM y' : width === 'long' ? 'd MMMM y' : 'dd/MM/y'),
    },
  };
}

const LOCALES: Readonly<Record<Exclude<Locale, 'en'>, DateFnsLocale>> = {
  hi: pickerLocale('hi'),
  mr: pickerLocale('mr'),
};

/** The picker's locale for a language; English keeps the picker's own (date-fns's English). */
export function datePickerLocale(code: Locale): DateFnsLocale | undefined {
  return code === 'en' ? undefined : LOCALES[code];
}
