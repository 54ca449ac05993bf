import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromEpochDay } from './calendar.ts';
import {
  formatBidDate,
  formatHistoryDate,
  HISTORY_PICKER_FORMAT,
  MONTH_NAMES,
  parseBidDate,
  parseHistoryDate,
} from './formats.ts';

const anyDate = fc.integer({ min: -25_000, max: 60_000 }).map(fromEpochDay);

describe('bid dates (day-MonthName-year)', () => {
  it('are written without padding on the day', () => {
    expect(formatBidDate('2026-11-22')).toBe('22-November-2026');
    expect(formatBidDate('2027-01-05')).toBe('5-January-2027');
    expect(MONTH_NAMES).toHaveLength(12);
  });

  it('are read back, tolerating a padded day and any case of the month', () => {
    expect(parseBidDate('22-November-2026')).toBe('2026-11-22');
    expect(parseBidDate('05-january-2027')).toBe('2027-01-05');
    expect(parseBidDate(' 29-FEBRUARY-2028 ')).toBe('2028-02-29');
  });

  it('refuse impossible dates and other shapes', () => {
    for (const bad of [
      '29-February-2026',
      '31-April-2026',
      '0-May-2026',
      '22-Nov-2026',
      '22/11/2026',
      '2026-11-22',
      '',
      '22-November-26',
    ]) {
      expect(parseBidDate(bad), bad).toBeNull();
    }
  });

  it('round-trip for any date', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        expect(parseBidDate(formatBidDate(date))).toBe(date);
      }),
      { numRuns: 500 },
    );
  });

  it('refuse to format what is not a date', () => {
    expect(() => formatBidDate('2026-02-30')).toThrow(RangeError);
  });
});

describe('history filter dates (M/D/YYYY)', () => {
  it('are written without padding', () => {
    expect(formatHistoryDate('2026-03-07')).toBe('3/7/2026');
    expect(formatHistoryDate('2026-11-22')).toBe('11/22/2026');
    expect(HISTORY_PICKER_FORMAT).toBe('MM/dd/yyyy');
  });

  it('are read strictly, padded or not', () => {
    expect(parseHistoryDate('3/7/2026')).toBe('2026-03-07');
    expect(parseHistoryDate('03/07/2026')).toBe('2026-03-07');
    expect(parseHistoryDate('2/29/2028')).toBe('2028-02-29');
  });

  it('refuse dates that do not exist and other shapes', () => {
    for (const bad of [
      '2/30/2026',
      '2/29/2026',
      '13/1/2026',
      '0/1/2026',
      '1/0/2026',
      '1/32/2026',
      '2026-03-07',
      '3/7/26',
      '3-7-2026',
      '',
    ]) {
      expect(parseHistoryDate(bad), bad).toBeNull();
    }
  });

  it('round-trip for any date', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        expect(parseHistoryDate(formatHistoryDate(date))).toBe(date);
      }),
      { numRuns: 500 },
    );
  });
});
