import { describe, expect, it } from 'vitest';
import { indiaDate } from './clock.ts';
import {
  breakEnd,
  dayNumberDate,
  formatIndianPoints,
  indiaDayNumber,
  isBreakPeriod,
  isLimitKey,
  LIMIT_KEYS,
  LIMIT_RAISE_DELAY_MS,
  limitInForce,
  limitParts,
  limitPassedMessage,
  parseLimitAmount,
  planLimitChange,
  weekStartDay,
} from './play-limits.ts';

const at = (iso: string) => Date.parse(iso);

describe('India days and weeks', () => {
  it('starts a day at India midnight, whatever the UTC date', () => {
    expect(dayNumberDate(indiaDayNumber(at('2026-11-23T18:29:59Z')))).toBe('2026-11-23');
    expect(dayNumberDate(indiaDayNumber(at('2026-11-23T18:30:00Z')))).toBe('2026-11-24');
  });

  it('starts a week on Monday', () => {
    for (const date of ['2026-11-23', '2026-11-25', '2026-11-29']) {
      expect(dayNumberDate(weekStartDay(indiaDayNumber(at(`${date}T12:00:00+05:30`))))).toBe('2026-11-23');
    }
    expect(dayNumberDate(weekStartDay(indiaDayNumber(at('2026-11-30T00:00:00+05:30'))))).toBe('2026-11-30');
  });
});

describe('the limits and breaks a call may name', () => {
  it('knows the six limits, a measure over a span each, and nothing else', () => {
    for (const key of LIMIT_KEYS) {
      expect(isLimitKey(key)).toBe(true);
      const { measure, span } = limitParts(key);
      expect(`${measure}_${span}`).toBe(key);
    }
    for (const bad of ['deposit_month', 'DEPOSIT_DAY', 'deposit', '', 'toString', 42, null, undefined, ['stake_day']])
      expect(isLimitKey(bad)).toBe(false);
  });

  it('knows the five break periods and nothing else, not even what every object has', () => {
    for (const period of ['24h', '7d', '30d', '6m', '1y']) expect(isBreakPeriod(period)).toBe(true);
    for (const bad of ['48h', '1Y', '', 'toString', '__proto__', 'constructor', 24, null, undefined, { '24h': true }])
      expect(isBreakPeriod(bad)).toBe(false);
  });
});

describe('changing a limit', () => {
  const now = at('2026-11-23T10:00:00+05:30');
  it('applies a first limit, a lower one or the same at once', () => {
    expect(planLimitChange(null, 500, now)).toEqual({ amount: 500, pendingAmount: null, pendingAt: null });
    expect(planLimitChange(500, 100, now)).toEqual({ amount: 100, pendingAmount: null, pendingAt: null });
    expect(planLimitChange(500, 500, now)).toEqual({ amount: 500, pendingAmount: null, pendingAt: null });
    expect(planLimitChange(null, null, now)).toEqual({ amount: null, pendingAmount: null, pendingAt: null });
  });

  it('makes a raise or a removal wait 24 hours, and applies it from then', () => {
    const raise = planLimitChange(100, 500, now);
    expect(raise).toEqual({ amount: 100, pendingAmount: 500, pendingAt: now + LIMIT_RAISE_DELAY_MS });
    expect(limitInForce(raise, now + LIMIT_RAISE_DELAY_MS - 1)).toBe(100);
    expect(limitInForce(raise, now + LIMIT_RAISE_DELAY_MS)).toBe(500);
    expect(limitInForce(planLimitChange(100, null, now), now + LIMIT_RAISE_DELAY_MS)).toBeNull();
  });

  it('reads whole points, empty for none, and nothing else', () => {
    expect(parseLimitAmount('5000')).toBe(5000);
    expect(parseLimitAmount(' 10 ')).toBe(10);
    expect(parseLimitAmount('')).toBeNull();
    expect(parseLimitAmount(null)).toBeNull();
    for (const bad of ['0', '-5', '10.5', 'ten', 0, 1.5, true, {}, []]) expect(parseLimitAmount(bad)).toBeUndefined();
  });
});

describe('breaks', () => {
  it('ends hours and days exactly, months and a year by the calendar at the same India time', () => {
    const now = at('2026-08-31T22:15:00+05:30');
    expect(breakEnd('24h', now) - now).toBe(86_400_000);
    expect(breakEnd('7d', now) - now).toBe(7 * 86_400_000);
    expect(breakEnd('30d', now) - now).toBe(30 * 86_400_000);
    expect(breakEnd('6m', now)).toBe(at('2027-02-28T22:15:00+05:30'));
    expect(breakEnd('1y', now)).toBe(at('2027-08-31T22:15:00+05:30'));
    expect(indiaDate(breakEnd('1y', at('2028-02-29T09:00:00+05:30')))).toBe('2029-02-28');
  });
});

describe('messages', () => {
  it('writes points as India does and names the limit', () => {
    expect(formatIndianPoints(5000)).toBe('5,000');
    expect(formatIndianPoints(100000)).toBe('1,00,000');
    expect(formatIndianPoints(999)).toBe('999');
    expect(formatIndianPoints(12345678)).toBe('1,23,45,678');
    expect(limitPassedMessage('stake_day', 5000)).toBe('Your daily stake limit of 5,000 points would be passed');
    expect(limitPassedMessage('loss_week', 100000)).toBe('Your weekly loss limit of 1,00,000 points would be passed');
  });
});
