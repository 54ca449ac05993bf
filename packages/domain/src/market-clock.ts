import { BID_TYPES, type BidTypeSpec, resolveSession } from './bid-types.ts';
import { addDays, isIsoDate, weekdayOf } from './calendar.ts';
import { type ClockTime, indiaInstant, indiaTime, toClockMinutes, toEpochMs } from './clock.ts';
import { biddingClosedMessage } from './messages.ts';
import { type Family, type Instant, type IsoDate, type Session } from './types.ts';

/** When a market runs: days of the week (0 = Sunday … 6; default every day) and off dates (`YYYY-MM-DD`). */
export interface MarketSchedule {
  readonly weekdays?: readonly number[];
  readonly offDates?: readonly IsoDate[];
}

/** A main market's times (India time) and schedule. A close time not after the open time means an overnight market. */
export interface MainMarketTimes extends MarketSchedule {
  readonly openTime: ClockTime;
  readonly closeTime: ClockTime;
}

/** A market with one time a day: a Starline slot, or a Gali market (its `open_time`). */
export interface SingleDrawMarket extends MarketSchedule {
  readonly time: ClockTime;
}

/** What has been declared for the draw the status is asked about. */
export interface DeclaredResults {
  readonly openDeclared?: boolean;
  readonly closeDeclared?: boolean;
}

/**
 * Where a market stands at an instant. For single-draw markets (Starline, Gali) both session flags
 * mean "before the draw's time".
 */
export interface MarketStatus {
  /** The draw bids placed now belong to (`YYYY-MM-DD`, the date it opened). */
  readonly drawDate: IsoDate;
  /** The market runs on that date (weekly schedule, not an off date). */
  readonly isDrawDay: boolean;
  /** Open-session bids (and Jodi, Half and Full Sangam) are accepted. */
  readonly isOpenSessionOpen: boolean;
  /** Close-session bids are accepted. */
  readonly isCloseSessionOpen: boolean;
  /** `msg_status` of the market lists: 1 open, 2 closed. */
  readonly msgStatus: 1 | 2;
}

/** True when the market runs on `date`: its weekday is scheduled (all days by default) and it is not an off date. */
export function isDrawDay(schedule: MarketSchedule, date: IsoDate): boolean {
  if (!isIsoDate(date)) throw new RangeError(`Not a date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  if (schedule.offDates?.includes(date)) return false;
  return schedule.weekdays === undefined || schedule.weekdays.includes(weekdayOf(date));
}

/** True when the close time is not after the open time: the draw closes after midnight (overnight market). */
export function isOvernight(market: MainMarketTimes): boolean {
  return toClockMinutes(market.closeTime) <= toClockMinutes(market.openTime);
}

/** The instants at which a main market's draw of `drawDate` opens and closes (the close on the next day when overnight). */
export function mainDrawInstants(market: MainMarketTimes, drawDate: IsoDate): { openAt: Date; closeAt: Date } {
  const open = toClockMinutes(market.openTime);
  const close = toClockMinutes(market.closeTime);
  return {
    openAt: indiaInstant(drawDate, open),
    closeAt: indiaInstant(drawDate, close <= open ? close + 1440 : close),
  };
}

/**
 * The draw a main market's bids belong to at an instant: today's India date, except for an
 * overnight market before its close time, whose current draw is the one that opened yesterday.
 */
export function mainDrawDate(market: MainMarketTimes, instant: Instant): IsoDate {
  const now = indiaTime(instant);
  return isOvernight(market) && now.minutes < toClockMinutes(market.closeTime) ? addDays(now.date, -1) : now.date;
}

/**
 * A main market's status at an instant: open session until the open time (exclusive), close
 * session until the close time (exclusive); nothing on a day it does not run; an open result
 * closes the open session and a close result closes the market for the day.
 */
export function mainMarketStatus(
  market: MainMarketTimes,
  instant: Instant,
  declared: DeclaredResults = {},
): MarketStatus {
  const ms = toEpochMs(instant);
  const drawDate = mainDrawDate(market, ms);
  const { openAt, closeAt } = mainDrawInstants(market, drawDate);
  const running = isDrawDay(market, drawDate);
  const isCloseSessionOpen = running && !declared.closeDeclared && ms < closeAt.getTime();
  const isOpenSessionOpen = isCloseSessionOpen && !declared.openDeclared && ms < openAt.getTime();
  return { drawDate, isDrawDay: running, isOpenSessionOpen, isCloseSessionOpen, msgStatus: isCloseSessionOpen ? 1 : 2 };
}

/** The instant of a single-draw market's draw on `date`. */
export function singleDrawInstant(market: SingleDrawMarket, date: IsoDate): Date {
  return indiaInstant(date, toClockMinutes(market.time));
}

/**
 * A Starline slot's or Gali market's status at an instant: bids for today's draw until its time
 * (exclusive), on days it runs, while its result is not declared (`closeDeclared` or `openDeclared`).
 */
export function singleDrawStatus(
  market: SingleDrawMarket,
  instant: Instant,
  declared: DeclaredResults = {},
): MarketStatus {
  const ms = toEpochMs(instant);
  const drawDate = indiaTime(ms).date;
  const running = isDrawDay(market, drawDate);
  const isOpen =
    running && !declared.openDeclared && !declared.closeDeclared && ms < singleDrawInstant(market, drawDate).getTime();
  return {
    drawDate,
    isDrawDay: running,
    isOpenSessionOpen: isOpen,
    isCloseSessionOpen: isOpen,
    msgStatus: isOpen ? 1 : 2,
  };
}

/** The next moment bids of a market stop, as a market card counts down to it (docs/rules.md#countdown, ADR 015). */
export interface BidDeadline {
  /** 'open': the open session ends (main markets before their open time); 'close': the market closes for the day. */
  readonly ends: 'open' | 'close';
  readonly at: Date;
}

/**
 * When the bids of a main market's current draw next stop: its open time while the open session is
 * open, then its close time; null when the market is closed (a day it does not run, past its close
 * time, or its close result declared).
 */
export function mainBidDeadline(
  market: MainMarketTimes,
  instant: Instant,
  declared: DeclaredResults = {},
): BidDeadline | null {
  const status = mainMarketStatus(market, instant, declared);
  if (!status.isCloseSessionOpen) return null;
  const { openAt, closeAt } = mainDrawInstants(market, status.drawDate);
  return status.isOpenSessionOpen ? { ends: 'open', at: openAt } : { ends: 'close', at: closeAt };
}

/** When a Starline slot or Gali market stops taking bids today (its time); null when it is closed. */
export function singleDrawDeadline(
  market: SingleDrawMarket,
  instant: Instant,
  declared: DeclaredResults = {},
): BidDeadline | null {
  const status = singleDrawStatus(market, instant, declared);
  return status.isCloseSessionOpen ? { ends: 'close', at: singleDrawInstant(market, status.drawDate) } : null;
}

/** A countdown as a card shows it: "12:34" under an hour, "1:02:03" above; never below "0:00". */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

/**
 * The sessions a bid type can be placed in now (stored spelling): e.g. Single Digit before the
 * open time ['open', 'close'], after it ['close']; Jodi before the open time ['close'], after it [].
 * Empty when the market is closed.
 */
export function availableSessions(spec: BidTypeSpec, status: MarketStatus): Session[] {
  if (!status.isCloseSessionOpen) return [];
  if (spec.blocksAfterOpen && !status.isOpenSessionOpen) return [];
  switch (spec.sessionRule) {
    case 'open':
      return status.isOpenSessionOpen ? ['open'] : [];
    case 'close':
    case 'none':
      return ['close'];
    case 'choice':
      return status.isOpenSessionOpen ? ['open', 'close'] : ['close'];
  }
}

/** The session a bid screen preselects: Open while it can be chosen, else Close; null when nothing can be placed. */
export function defaultSession(spec: BidTypeSpec, status: MarketStatus): Session | null {
  return availableSessions(spec, status)[0] ?? null;
}

/**
 * Null when a bid of this type and session may be placed now, else `Bidding is closed for {type}`
 * (the type's display name). The server calls it with its own clock; the screens call it as a convenience.
 */
export function checkBidWindow(spec: BidTypeSpec, session: Session, status: MarketStatus): string | null {
  return availableSessions(spec, status).includes(resolveSession(spec, session))
    ? null
    : biddingClosedMessage(spec.name);
}

/**
 * True when the India time of `instant` lies between `from` and `to`, both minutes included
 * (to the minute: 6:00 PM allows 6:00:59 PM). A range whose end is before its start wraps past midnight.
 */
export function isWithinDailyHours(instant: Instant, from: ClockTime, to: ClockTime): boolean {
  const m = indiaTime(instant).minutes;
  const a = toClockMinutes(from);
  const b = toClockMinutes(to);
  return a <= b ? m >= a && m <= b : m >= a || m <= b;
}

/** The bid types of a family that can be placed now, each with its available sessions (for the game-selection grids). */
export function biddableTypes(family: Family, status: MarketStatus): { spec: BidTypeSpec; sessions: Session[] }[] {
  return BID_TYPES[family]
    .map((spec) => ({ spec, sessions: availableSessions(spec, status) }))
    .filter((entry) => entry.sessions.length > 0);
}
