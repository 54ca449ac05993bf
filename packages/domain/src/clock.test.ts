import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, daysInMonth, epochDay, fromEpochDay, isIsoDate, isoDateParts, isRangeTooLong, weekdayOf } from './calendar.ts';
import {
  formatClockTime,
  indiaDate,
  indiaInstant,
  indiaMinutes,
  indiaTime,
  parseClockTime,
  toClockMinutes,
  toEpochMs,
} from './clock.ts';

describe('times of day written h:mm AM/PM', () => {
  it('read as minutes since midnight, with or without a leading zero, in any case', () => {
    expect(parseClockTime('9:05 PM')).toBe(21 * 60 + 5);
    expect(parseClockTime('09:05 pm')).toBe(21 * 60 + 5);
    expect(parseClockTime('12:00 AM')).toBe(0);
    expect(parseClockTime('12:05 AM')).toBe(5);
    expect(parseClockTime('12:30 PM')).toBe(12 * 60 + 30);
    expect(parseClockTime('11:59 PM')).toBe(1439);
    expect(parseClockTime(' 1:00 am ')).toBe(60);
    expect(parseClockTime('9:40PM')).toBe(21 * 60 + 40);
  });

  it('refuse anything that is not a 12-hour time', () => {
    for (const bad of [
      '',
      '21:40',
      '13:00 PM',
      '0:30 AM',
      '9:60 PM',
      '9:5 PM',
      '9.05 PM',
      '9:05 XM',
      'noon',
      '123:00 AM',
    ]) {
      expect(parseClockTime(bad), bad).toBeNull();
    }
  });

  it('write back as h:mm AM without a leading zero on the hour, for every minute of the day', () => {
    expect(formatClockTime(21 * 60 + 40)).toBe('9:40 PM');
    expect(formatClockTime(5)).toBe('12:05 AM');
    expect(formatClockTime(12 * 60)).toBe('12:00 PM');
    expect(formatClockTime(11 * 60 + 35)).toBe('11:35 AM');
    for (let m = 0; m < 1440; m++) {
      const text = formatClockTime(m);
      expect(text).toMatch(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/);
      expect(parseClockTime(text)).toBe(m);
    }
  });

  it('refuse to write or use a minute outside the day', () => {
    expect(() => formatClockTime(1440)).toThrow(RangeError);
    expect(() => formatClockTime(-1)).toThrow(RangeError);
    expect(() => formatClockTime(1.5)).toThrow(RangeError);
    expect(() => toClockMinutes(1440)).toThrow(RangeError);
    expect(() => toClockMinutes('25:00')).toThrow(RangeError);
    expect(toClockMinutes(75)).toBe(75);
    expect(toClockMinutes('1:15 AM')).toBe(75);
  });
});

describe('India time of an instant', () => {
  it('is UTC plus 5:30, across midnight', () => {
    expect(indiaTime(new Date('2026-11-22T18:29:59Z'))).toEqual({ date: '2026-11-22', minutes: 1439, weekday: 0 });
    expect(indiaTime(new Date('2026-11-22T18:30:00Z'))).toEqual({ date: '2026-11-23', minutes: 0, weekday: 1 });
    expect(indiaDate(Date.parse('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
    expect(indiaMinutes(Date.parse('2026-11-22T16:10:30Z'))).toBe(21 * 60 + 40);
    expect(indiaTime(Date.parse('1969-12-31T18:00:00Z'))).toEqual({
      date: '1969-12-31',
      minutes: 23 * 60 + 30,
      weekday: 3,
    });
  });

  it('turns an India wall time of a date back into its instant, also past midnight', () => {
    expect(indiaInstant('2026-11-22', 21 * 60 + 40).toISOString()).toBe('2026-11-22T16:10:00.000Z');
    expect(indiaInstant('2026-11-22', 1440 + 5).toISOString()).toBe('2026-11-22T18:35:00.000Z');
    expect(indiaInstant('2026-11-23', 0).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(() => indiaInstant('2026-02-30', 0)).toThrow(RangeError);
  });

  it('round-trips any instant to the minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 4e12 }), (ms) => {
        const { date, minutes } = indiaTime(ms);
        const back = indiaInstant(date, minutes).getTime();
        expect(ms - back).toBeGreaterThanOrEqual(0);
        expect(ms - back).toBeLessThan(60_000);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses an invalid instant', () => {
    expect(() => toEpochMs(new Date('nope'))).toThrow(RangeError);
    expect(() => indiaDate(Number.NaN)).toThrow(RangeError);
    expect(toEpochMs(new Date(5))).toBe(5);
  });

  describe('whatever the process time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    it('gives the same India date and minute in New York, Kolkata, Auckland and UTC', () => {
      const instants = [
        Date.parse('2026-11-22T18:29:00Z'),
        Date.parse('2026-03-08T07:30:00Z'),
        Date.parse('2026-11-01T05:59:00Z'),
      ];
      const seen = new Set<string>();
      for (const tz of ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland']) {
        process.env.TZ = tz;
        seen.add(JSON.stringify(instants.map((ms) => [indiaTime(ms), indiaInstant('2026-03-08', 90).getTime()])));
      }
      expect(seen.size).toBe(1);
    });
  });
});

describe('calendar dates', () => {
  it('know real dates from impossible ones', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-00-10')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isoDateParts('2026-11-22')).toEqual({ year: 2026, month: 11, day: 22 });
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });

  it('add days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(isRangeTooLong('2028-01-01', '2028-12-31')).toBe(false);
    expect(isRangeTooLong('2027-01-01', '2028-01-01')).toBe(false);
    expect(isRangeTooLong('2027-01-01', '2028-01-02')).toBe(true);
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-23', -1)).toBe('2026-11-22');
    expect(epochDay('1970-01-02')).toBe(1);
    expect(fromEpochDay(-1)).toBe('1969-12-31');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('name the weekday with 0 for Sunday', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-21')).toBe(6);
    expect(weekdayOf('1970-01-01')).toBe(4);
    expect(weekdayOf('1969-12-31')).toBe(3);
    expect(weekdayOf('2028-02-29')).toBe(2);
  });
});
