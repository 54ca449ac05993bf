import { daysInMonth, fromEpochDay, isoDate, isoDateParts } from './calendar.ts';
import { indiaDate, indiaInstant, indiaMinutes } from './clock.ts';

/**
 * Responsible play (ADR 018): the limits a player sets on themselves, their days and weeks
 * in India time, the breaks (cool-off, self-exclusion) and every message about them. The server
 * enforces them; the player app shows them with the same words.
 */

/** What a limit counts: deposits credited, points staked, or net loss (stakes less wins). */
export type LimitMeasure = 'deposit' | 'stake' | 'loss';
/** The span a limit covers: an India day, or an India week from Monday. */
export type LimitSpan = 'day' | 'week';
export type LimitKey = `${LimitMeasure}_${LimitSpan}`;

export const LIMIT_KEYS: readonly LimitKey[] = [
  'deposit_day',
  'deposit_week',
  'stake_day',
  'stake_week',
  'loss_day',
  'loss_week',
];

export function isLimitKey(value: unknown): value is LimitKey {
  return typeof value === 'string' && (LIMIT_KEYS as readonly string[]).includes(value);
}

export function limitParts(key: LimitKey): { measure: LimitMeasure; span: LimitSpan } {
  const [measure, span] = key.split('_') as [LimitMeasure, LimitSpan];
  return { measure, span };
}

/** A raise or a removal waits this long (by the server's clock); a lower limit applies at once. */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;
/** The largest limit a player may set (points). */
export const MAX_PLAY_LIMIT = 100_000_000;

const MS_PER_DAY = 86_400_000;
/** India is UTC+05:30: an instant's India day is (instant + 5.5 h) / 1 day, as the SQL of the day totals computes it. */
const INDIA_OFFSET_MS = 19_800_000;

/** Days since 1970-01-01 of an instant's India date (the `day` of the running totals). */
export function indiaDayNumber(instant: number): number {
  return Math.floor((instant + INDIA_OFFSET_MS) / MS_PER_DAY);
}

/** The India day number of the Monday that starts the week of `day` (1970-01-05 was a Monday). */
export function weekStartDay(day: number): number {
  return day - ((((day + 3) % 7) + 7) % 7);
}

/** The `YYYY-MM-DD` date of a day number (for messages and tests). */
export function dayNumberDate(day: number): string {
  return fromEpochDay(day);
}

/** A limit as stored: its value now, and a raise or removal waiting until `pendingAt`. */
export interface StoredLimit {
  amount: number | null;
  pendingAmount: number | null;
  pendingAt: number | null;
}

/** The limit in force at `now`: a waiting raise or removal counts once its time has come. */
export function limitInForce(limit: StoredLimit | undefined, now: number): number | null {
  if (!limit) return null;
  if (limit.pendingAt !== null && limit.pendingAt <= now) return limit.pendingAmount;
  return limit.amount;
}

/**
 * What setting a limit to `wanted` (null: no limit) does, given the one in force: lower or equal,
 * or a first limit, applies at once (and drops a waiting raise); higher or a removal waits 24 hours.
 */
export function planLimitChange(current: number | null, wanted: number | null, now: number): StoredLimit {
  const isStricter = wanted !== null && (current === null || wanted <= current);
  if (isStricter) return { amount: wanted, pendingAmount: null, pendingAt: null };
  if (wanted === current) return { amount: current, pendingAmount: null, pendingAt: null };
  return { amount: current, pendingAmount: wanted, pendingAt: now + LIMIT_RAISE_DELAY_MS };
}

/** A break from play: a cool-off or a self-exclusion, for one of these periods. */
export type BreakPeriod = '24h' | '7d' | '30d' | '6m' | '1y';
export type BreakKind = 'cool_off' | 'self_exclusion';

export const BREAK_PERIODS: Readonly<Record<BreakPeriod, { kind: BreakKind; label: string }>> = {
  '24h': { kind: 'cool_off', label: '24 hours' },
  '7d': { kind: 'cool_off', label: '7 days' },
  '30d': { kind: 'cool_off', label: '30 days' },
  '6m': { kind: 'self_exclusion', label: '6 months' },
  '1y': { kind: 'self_exclusion', label: '1 year' },
};

export function isBreakPeriod(value: unknown): value is BreakPeriod {
  return typeof value === 'string' && Object.hasOwn(BREAK_PERIODS, value);
}

/** When a break taken at `now` ends: hours and days exactly; months and a year by India's calendar, same wall time. */
export function breakEnd(period: BreakPeriod, now: number): number {
  const days = { '24h': 1, '7d': 7, '30d': 30 } as const;
  if (period in days) return now + days[period as keyof typeof days] * MS_PER_DAY;
  const months = period === '6m' ? 6 : 12;
  const parts = isoDateParts(indiaDate(now));
  if (!parts) throw new RangeError('Not an instant');
  const monthIndex = parts.month - 1 + months;
  const year = parts.year + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const day = Math.min(parts.day, daysInMonth(year, month));
  const ms = now % 60_000;
  return indiaInstant(isoDate(year, month, day), indiaMinutes(now)).getTime() + ms;
}

/** Points written as India writes them: 5000 → "5,000", 100000 → "1,00,000". */
export function formatIndianPoints(points: number): string {
  const sign = points < 0 ? '-' : '';
  const digits = String(Math.abs(Math.trunc(points)));
  if (digits.length <= 3) return sign + digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${sign}${rest},${last3}`;
}

const SPAN_WORD: Record<LimitSpan, string> = { day: 'daily', week: 'weekly' };
const MEASURE_WORD: Record<LimitMeasure, string> = { deposit: 'deposit', stake: 'stake', loss: 'loss' };

export const PLAY_LIMIT_TEXT = {
  title: 'Play responsibly',
  limitNames: {
    deposit_day: 'Daily deposit limit',
    deposit_week: 'Weekly deposit limit',
    stake_day: 'Daily stake limit',
    stake_week: 'Weekly stake limit',
    loss_day: 'Daily loss limit',
    loss_week: 'Weekly loss limit',
  } satisfies Record<LimitKey, string>,
  limitInvalid: 'Please enter a limit in whole points (at least 1), or leave it empty for no limit',
  limitTooLarge: `A limit can be at most ${formatIndianPoints(MAX_PLAY_LIMIT)} points`,
  limitKeyInvalid: 'Please choose a limit',
  limitSaved: 'Limit saved',
  limitRaiseWaits: 'Saved. A higher limit or no limit takes effect in 24 hours.',
  breakPeriodInvalid: 'Please choose how long your break lasts',
  breakNotConfirmed: 'Please confirm your break',
  breakTaken: 'Your break has started',
  breakShorter: (until: string) => `You are already on a break until ${until}. A new break must end later.`,
  onBreak: (kind: BreakKind, until: string) =>
    kind === 'self_exclusion'
      ? `You have excluded yourself until ${until}. Betting, deposits and transfers are closed until then; you can still withdraw.`
      : `You are taking a break until ${until}. Betting, deposits and transfers are closed until then; you can still withdraw.`,
  ageRequired: 'Please confirm that you are 18 or older',
  ageConfirmed: 'Thank you',
} as const;

/** The refusal that names the limit: "Your daily stake limit of 5,000 points would be passed". */
export function limitPassedMessage(key: LimitKey, limit: number): string {
  const { measure, span } = limitParts(key);
  return `Your ${SPAN_WORD[span]} ${MEASURE_WORD[measure]} limit of ${formatIndianPoints(limit)} points would be passed`;
}

/** A point amount a player types for a limit: digits (or a whole number); '' / null is no limit; undefined when unreadable. */
export function parseLimitAmount(value: unknown): number | null | undefined {
  if (value === null || value === '') return null;
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 1 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,12}$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return n >= 1 ? n : undefined;
}
