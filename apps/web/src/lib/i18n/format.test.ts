import { formatBidDate, MONTH_NAMES } from '@pana/domain/catalogue';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDayMonthTime,
  formatDisplayDate,
  formatNumber,
  formatShortDate,
  monthName,
  monthShort,
  weekdayName,
  weekdayShort,
} from './format.ts';
import { locale } from './locale.ts';

// 2026-11-23 16:35 UTC is 23 November 2026, 10:05 PM in India (a Monday).
const EVENING = Date.UTC(2026, 10, 23, 16, 35);

afterEach(() => locale.set('en'));

describe('dates in the chosen language', () => {
  it('writes the spec example in each language, digits ASCII', () => {
    expect(formatDisplayDate('2026-11-23', 'en')).toBe('23-November-2026');
    expect(formatDisplayDate('2026-11-23', 'hi')).toBe('23-नवंबर-2026');
    expect(formatDisplayDate('2026-11-23', 'mr')).toBe('23-नोव्हेंबर-2026');
  });

  it('gives in English exactly what is sent to the server, for every month', () => {
    for (let month = 1; month <= 12; month += 1) {
      const date = `2027-${String(month).padStart(2, '0')}-05`;
      expect(formatDisplayDate(date, 'en')).toBe(formatBidDate(date));
      expect(monthName(month, 'en')).toBe(MONTH_NAMES[month - 1]);
    }
  });

  it('follows the chosen language when none is given', () => {
    expect(formatDisplayDate('2027-01-05')).toBe('5-January-2027');
    locale.set('mr');
    expect(formatDisplayDate('2027-01-05')).toBe('5-जानेवारी-2027');
    expect(weekdayName(2)).toBe('मंगळवार');
    locale.set('hi');
    expect(weekdayName(2)).toBe('मंगलवार');
  });

  it('names every month and weekday in Hindi and Marathi, and refuses what is none', () => {
    for (const code of ['hi', 'mr'] as const) {
      const months = Array.from({ length: 12 }, (_, i) => monthName(i + 1, code));
      expect(new Set(months).size).toBe(12);
      for (const name of months) expect(name).toMatch(/^[\u0900-\u097F]+$/);
      const days = Array.from({ length: 7 }, (_, i) => weekdayName(i, code));
      expect(new Set(days).size).toBe(7);
    }
    expect(() => monthName(13, 'hi')).toThrow(RangeError);
    expect(() => monthName(0, 'en')).toThrow(RangeError);
    expect(() => weekdayName(7, 'mr')).toThrow(RangeError);
    expect(() => formatDisplayDate('2026-02-30', 'hi')).toThrow(RangeError);
  });

  it('shortens English month and weekday names only', () => {
    expect(monthShort(11, 'en')).toBe('Nov');
    expect(monthShort(11, 'hi')).toBe('नवंबर');
    expect(weekdayShort(1, 'en')).toBe('Mon');
    expect(weekdayShort(1, 'mr')).toBe('सोम');
    expect(formatShortDate('2026-11-22', 'en')).toBe('22 Nov 2026');
    expect(formatShortDate('2026-11-22', 'mr')).toBe('22 नोव्हेंबर 2026');
  });

  it('writes instants in India time with the spec time form in every language', () => {
    expect(formatDateTime(EVENING, 'en')).toBe('23-November-2026 10:05 PM');
    expect(formatDateTime(EVENING, 'hi')).toBe('23-नवंबर-2026 10:05 PM');
    expect(formatDayMonthTime(EVENING, 'en')).toBe('23 Nov, 10:05 PM');
    expect(formatDayMonthTime(EVENING, 'mr')).toBe('23 नोव्हेंबर, 10:05 PM');
    // 19:00 UTC is already the next day in India.
    expect(formatDayMonthTime(Date.UTC(2026, 11, 31, 19, 0), 'hi')).toBe('1 जनवरी, 12:30 AM');
  });
});

describe('numbers in every language', () => {
  it('groups the Indian way with ASCII digits', () => {
    for (const code of ['en', 'hi', 'mr'] as const) {
      expect(formatNumber(127945, code)).toBe('1,27,945');
      expect(formatNumber(1234567.5, code)).toBe('12,34,567.5');
    }
  });
});
