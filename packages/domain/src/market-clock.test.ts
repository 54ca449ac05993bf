import { describe, expect, it } from 'vitest';
import { requireBidType } from './bid-types.ts';
import {
  availableSessions,
  biddableTypes,
  checkBidWindow,
  defaultSession,
  formatCountdown,
  isDrawDay,
  isOvernight,
  isWithinDailyHours,
  mainBidDeadline,
  mainDrawDate,
  mainDrawInstants,
  mainMarketStatus,
  type MainMarketTimes,
  type MarketStatus,
  singleDrawDeadline,
  singleDrawInstant,
  singleDrawStatus,
} from './market-clock.ts';
import { type BidTypeKey } from './types.ts';

/** An instant given as India wall time, e.g. at('2026-11-22', '21:39'). */
const at = (date: string, hhmm: string, seconds = '00') => new Date(`${date}T${hhmm}:${seconds}+05:30`);

const kalyan: MainMarketTimes = { openTime: '3:45 PM', closeTime: '5:45 PM' };
const mainBazar: MainMarketTimes = { openTime: '9:40 PM', closeTime: '12:05 AM' };
const main = (key: BidTypeKey) => requireBidType('main', key);

describe('a main market during its day', () => {
  it('takes Open bids until one minute before the open time and refuses them at the open time', () => {
    const before = mainMarketStatus(kalyan, at('2026-11-23', '15:44', '59'));
    expect(before).toEqual({
      drawDate: '2026-11-23',
      isDrawDay: true,
      isOpenSessionOpen: true,
      isCloseSessionOpen: true,
      msgStatus: 1,
    });
    const atOpen = mainMarketStatus(kalyan, at('2026-11-23', '15:45'));
    expect(atOpen).toMatchObject({ isOpenSessionOpen: false, isCloseSessionOpen: true, msgStatus: 1 });
  });

  it('takes Close bids until the close time and then closes for the day', () => {
    expect(mainMarketStatus(kalyan, at('2026-11-23', '17:44'))).toMatchObject({
      isCloseSessionOpen: true,
      msgStatus: 1,
    });
    expect(mainMarketStatus(kalyan, at('2026-11-23', '17:45'))).toMatchObject({
      isCloseSessionOpen: false,
      msgStatus: 2,
    });
    expect(mainMarketStatus(kalyan, at('2026-11-23', '23:59'))).toMatchObject({ drawDate: '2026-11-23', msgStatus: 2 });
  });

  it('opens the next day’s draw at midnight', () => {
    expect(mainMarketStatus(kalyan, at('2026-11-24', '00:00'))).toMatchObject({
      drawDate: '2026-11-24',
      isOpenSessionOpen: true,
      msgStatus: 1,
    });
  });

  it('closes the open session once the open result is declared and the market once the close result is', () => {
    const t = at('2026-11-23', '12:00');
    expect(mainMarketStatus(kalyan, t, { openDeclared: true })).toMatchObject({
      isOpenSessionOpen: false,
      isCloseSessionOpen: true,
      msgStatus: 1,
    });
    expect(mainMarketStatus(kalyan, t, { openDeclared: true, closeDeclared: true })).toMatchObject({
      isOpenSessionOpen: false,
      isCloseSessionOpen: false,
      msgStatus: 2,
    });
  });

  it('knows the instants of its open and close', () => {
    const { openAt, closeAt } = mainDrawInstants(kalyan, '2026-11-23');
    expect(openAt.toISOString()).toBe('2026-11-23T10:15:00.000Z');
    expect(closeAt.toISOString()).toBe('2026-11-23T12:15:00.000Z');
  });
});

describe('an overnight main market (9:40 PM – 12:05 AM)', () => {
  it('is overnight because it closes before it opens', () => {
    expect(isOvernight(mainBazar)).toBe(true);
    expect(isOvernight(kalyan)).toBe(false);
  });

  it('closes its draw the next day, and the draw keeps the date it opened', () => {
    const { openAt, closeAt } = mainDrawInstants(mainBazar, '2026-11-22');
    expect(openAt.toISOString()).toBe('2026-11-22T16:10:00.000Z');
    expect(closeAt.toISOString()).toBe('2026-11-22T18:35:00.000Z');
  });

  it('at 12:01 AM is still in yesterday’s draw’s close session', () => {
    const status = mainMarketStatus(mainBazar, at('2026-11-23', '00:01'));
    expect(status).toEqual({
      drawDate: '2026-11-22',
      isDrawDay: true,
      isOpenSessionOpen: false,
      isCloseSessionOpen: true,
      msgStatus: 1,
    });
    expect(mainDrawDate(mainBazar, at('2026-11-23', '00:04', '59'))).toBe('2026-11-22');
  });

  it('at 12:05 AM moves on to today’s draw, open until 9:40 PM', () => {
    expect(mainMarketStatus(mainBazar, at('2026-11-23', '00:05'))).toMatchObject({
      drawDate: '2026-11-23',
      isOpenSessionOpen: true,
    });
    expect(mainMarketStatus(mainBazar, at('2026-11-23', '21:39'))).toMatchObject({
      drawDate: '2026-11-23',
      isOpenSessionOpen: true,
    });
    expect(mainMarketStatus(mainBazar, at('2026-11-23', '21:40'))).toMatchObject({
      drawDate: '2026-11-23',
      isOpenSessionOpen: false,
      isCloseSessionOpen: true,
    });
    expect(mainMarketStatus(mainBazar, at('2026-11-23', '23:59'))).toMatchObject({
      drawDate: '2026-11-23',
      isCloseSessionOpen: true,
    });
  });

  it('belongs to the day it opened for its schedule: Saturday’s draw still runs early on an off Sunday', () => {
    const monToSat: MainMarketTimes = { ...mainBazar, weekdays: [1, 2, 3, 4, 5, 6] };
    // 2026-11-21 is a Saturday, 2026-11-22 a Sunday, 2026-11-23 a Monday.
    expect(mainMarketStatus(monToSat, at('2026-11-22', '00:01'))).toMatchObject({
      drawDate: '2026-11-21',
      msgStatus: 1,
    });
    expect(mainMarketStatus(monToSat, at('2026-11-22', '00:05'))).toMatchObject({
      drawDate: '2026-11-22',
      isDrawDay: false,
      msgStatus: 2,
    });
    expect(mainMarketStatus(monToSat, at('2026-11-23', '00:01'))).toMatchObject({
      drawDate: '2026-11-22',
      msgStatus: 2,
    });
    expect(mainMarketStatus(monToSat, at('2026-11-23', '00:05'))).toMatchObject({
      drawDate: '2026-11-23',
      msgStatus: 1,
    });
  });

  it('treats equal open and close times as a close 24 hours later', () => {
    const allDay: MainMarketTimes = { openTime: '10:00 AM', closeTime: '10:00 AM' };
    expect(isOvernight(allDay)).toBe(true);
    expect(mainDrawInstants(allDay, '2026-11-22').closeAt.toISOString()).toBe('2026-11-23T04:30:00.000Z');
  });
});

describe('schedules and off dates', () => {
  it('run every day unless a weekly schedule says otherwise', () => {
    expect(isDrawDay({}, '2026-11-22')).toBe(true);
    expect(isDrawDay({ weekdays: [1, 2, 3, 4, 5, 6] }, '2026-11-22')).toBe(false);
    expect(isDrawDay({ weekdays: [0] }, '2026-11-22')).toBe(true);
    expect(isDrawDay({ weekdays: [] }, '2026-11-23')).toBe(false);
  });

  it('stop the market on an off date', () => {
    const market: MainMarketTimes = { ...kalyan, offDates: ['2026-11-23'] };
    expect(isDrawDay(market, '2026-11-23')).toBe(false);
    expect(mainMarketStatus(market, at('2026-11-23', '09:00'))).toEqual({
      drawDate: '2026-11-23',
      isDrawDay: false,
      isOpenSessionOpen: false,
      isCloseSessionOpen: false,
      msgStatus: 2,
    });
    expect(mainMarketStatus(market, at('2026-11-24', '09:00'))).toMatchObject({ msgStatus: 1 });
  });

  it('refuse a date that is not one', () => {
    expect(() => isDrawDay({}, '23/11/2026')).toThrow(RangeError);
  });
});

describe('Starline slots and Gali markets', () => {
  const slot = { time: '10:00 AM' };
  const disawar = { time: '5:00 AM' };

  it('take bids until the slot’s time and not at it', () => {
    expect(singleDrawStatus(slot, at('2026-11-22', '09:59'))).toEqual({
      drawDate: '2026-11-22',
      isDrawDay: true,
      isOpenSessionOpen: true,
      isCloseSessionOpen: true,
      msgStatus: 1,
    });
    expect(singleDrawStatus(slot, at('2026-11-22', '10:00'))).toMatchObject({ isOpenSessionOpen: false, msgStatus: 2 });
    expect(singleDrawInstant(slot, '2026-11-22').toISOString()).toBe('2026-11-22T04:30:00.000Z');
  });

  it('close a draw once its result is declared, and on days it does not run', () => {
    expect(singleDrawStatus(slot, at('2026-11-22', '09:00'), { closeDeclared: true }).msgStatus).toBe(2);
    expect(singleDrawStatus(slot, at('2026-11-22', '09:00'), { openDeclared: true }).msgStatus).toBe(2);
    expect(singleDrawStatus({ ...slot, offDates: ['2026-11-22'] }, at('2026-11-22', '09:00')).msgStatus).toBe(2);
  });

  it('take Gali bids for today’s draw until its time', () => {
    expect(singleDrawStatus(disawar, at('2026-11-22', '04:59')).msgStatus).toBe(1);
    expect(singleDrawStatus(disawar, at('2026-11-22', '05:00')).msgStatus).toBe(2);
    expect(singleDrawStatus(disawar, at('2026-11-23', '00:00'))).toMatchObject({
      drawDate: '2026-11-23',
      msgStatus: 1,
    });
  });
});

describe('which bids a screen may place now', () => {
  const beforeOpen = mainMarketStatus(kalyan, at('2026-11-23', '15:44'));
  const afterOpen = mainMarketStatus(kalyan, at('2026-11-23', '15:45'));
  const closed = mainMarketStatus(kalyan, at('2026-11-23', '17:45'));

  it('offers Open and Close before the open time and forces Close after it', () => {
    expect(availableSessions(main('single_digit'), beforeOpen)).toEqual(['open', 'close']);
    expect(availableSessions(main('single_digit'), afterOpen)).toEqual(['close']);
    expect(defaultSession(main('sp_motor'), beforeOpen)).toBe('open');
    expect(defaultSession(main('sp_motor'), afterOpen)).toBe('close');
    expect(defaultSession(main('sp_motor'), closed)).toBeNull();
  });

  it('refuses Jodi, Half Sangam and Full Sangam after the open time with "Bidding is closed for {type}"', () => {
    for (const [key, name] of [
      ['jodi_digit', 'Jodi Digit'],
      ['half_sangam', 'Half Sangam'],
      ['full_sangam', 'Full Sangam'],
    ] as const) {
      expect(checkBidWindow(main(key), 'close', beforeOpen)).toBeNull();
      expect(checkBidWindow(main(key), 'close', afterOpen)).toBe(`Bidding is closed for ${name}`);
      expect(availableSessions(main(key), afterOpen)).toEqual([]);
    }
    expect(availableSessions(main('half_sangam'), beforeOpen)).toEqual(['open', 'close']);
    expect(availableSessions(main('jodi_digit'), beforeOpen)).toEqual(['close']);
  });

  it('refuses an Open bid after the open time and any bid once the market is closed', () => {
    expect(checkBidWindow(main('single_pana'), 'open', afterOpen)).toBe('Bidding is closed for Single Pana');
    expect(checkBidWindow(main('single_pana'), 'close', afterOpen)).toBeNull();
    expect(checkBidWindow(main('single_pana'), 'close', closed)).toBe('Bidding is closed for Single Pana');
  });

  it('lets Starline bid Open and Gali bid Close until the draw’s time', () => {
    const star = requireBidType('starline', 'single_digit');
    const left = requireBidType('gali', 'left_digit');
    const open: MarketStatus = singleDrawStatus({ time: '10:00 AM' }, at('2026-11-22', '09:00'));
    const past: MarketStatus = singleDrawStatus({ time: '10:00 AM' }, at('2026-11-22', '10:00'));
    expect(availableSessions(star, open)).toEqual(['open']);
    expect(availableSessions(left, open)).toEqual(['close']);
    expect(checkBidWindow(left, 'open', open)).toBeNull();
    expect(checkBidWindow(star, 'open', past)).toBe('Bidding is closed for Single Digit');
    expect(availableSessions(star, { ...open, isOpenSessionOpen: false })).toEqual([]);
  });
});

describe('daily hours such as the withdrawal window', () => {
  it('include both ends, to the minute', () => {
    expect(isWithinDailyHours(at('2026-11-22', '09:59', '59'), '10:00 AM', '6:00 PM')).toBe(false);
    expect(isWithinDailyHours(at('2026-11-22', '10:00'), '10:00 AM', '6:00 PM')).toBe(true);
    expect(isWithinDailyHours(at('2026-11-22', '18:00', '59'), '10:00 AM', '6:00 PM')).toBe(true);
    expect(isWithinDailyHours(at('2026-11-22', '18:01'), '10:00 AM', '6:00 PM')).toBe(false);
  });

  it('wrap past midnight when they end before they start', () => {
    expect(isWithinDailyHours(at('2026-11-22', '23:00'), '10:00 PM', '2:00 AM')).toBe(true);
    expect(isWithinDailyHours(at('2026-11-22', '01:30'), '10:00 PM', '2:00 AM')).toBe(true);
    expect(isWithinDailyHours(at('2026-11-22', '12:00'), '10:00 PM', '2:00 AM')).toBe(false);
  });
});

describe('the game-selection grid', () => {
  it('lists every main game before the open time and only the close-session ones after it', () => {
    const keys = (t: Date) => biddableTypes('main', mainMarketStatus(kalyan, t)).map((e) => e.spec.key);
    expect(keys(at('2026-11-23', '15:44'))).toHaveLength(10);
    expect(keys(at('2026-11-23', '15:45'))).toEqual([
      'single_digit',
      'single_pana',
      'double_pana',
      'triple_pana',
      'sp_dp_tp',
      'sp_motor',
      'dp_motor',
    ]);
    expect(keys(at('2026-11-23', '17:45'))).toEqual([]);
  });
});

describe('the countdown of a market card', () => {
  it('counts to the open time while the open session is open, then to the close time, then stops', () => {
    expect(mainBidDeadline(kalyan, at('2026-11-23', '15:00'))).toEqual({ ends: 'open', at: at('2026-11-23', '15:45') });
    expect(mainBidDeadline(kalyan, at('2026-11-23', '15:45'))).toEqual({
      ends: 'close',
      at: at('2026-11-23', '17:45'),
    });
    expect(mainBidDeadline(kalyan, at('2026-11-23', '15:00'), { openDeclared: true })).toEqual({
      ends: 'close',
      at: at('2026-11-23', '17:45'),
    });
    expect(mainBidDeadline(kalyan, at('2026-11-23', '17:45'))).toBeNull();
    expect(mainBidDeadline(kalyan, at('2026-11-23', '16:00'), { closeDeclared: true })).toBeNull();
    expect(mainBidDeadline({ ...kalyan, offDates: ['2026-11-23'] }, at('2026-11-23', '15:00'))).toBeNull();
  });

  it('counts an overnight market past midnight to the close of the draw that opened the day before', () => {
    expect(mainBidDeadline(mainBazar, at('2026-11-23', '23:00'))).toEqual({
      ends: 'close',
      at: at('2026-11-24', '00:05'),
    });
    expect(mainBidDeadline(mainBazar, at('2026-11-24', '00:04'))).toEqual({
      ends: 'close',
      at: at('2026-11-24', '00:05'),
    });
    // Then the draw of the new day takes bids until its open time.
    expect(mainBidDeadline(mainBazar, at('2026-11-24', '00:05'))).toEqual({
      ends: 'open',
      at: at('2026-11-24', '21:40'),
    });
  });

  it('counts a Starline slot or Gali market to its time, and not once it passed or was declared', () => {
    const slot = { time: '9:00 PM' };
    expect(singleDrawDeadline(slot, at('2026-11-23', '20:47', '26'))).toEqual({
      ends: 'close',
      at: at('2026-11-23', '21:00'),
    });
    expect(singleDrawDeadline(slot, at('2026-11-23', '21:00'))).toBeNull();
    expect(singleDrawDeadline(slot, at('2026-11-23', '20:00'), { openDeclared: true })).toBeNull();
  });

  it('shows minutes and seconds under an hour, hours above, rounding up and never below zero', () => {
    expect(formatCountdown(12 * 60_000 + 34_000)).toBe('12:34');
    expect(formatCountdown(12 * 60_000 + 33_001)).toBe('12:34');
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
    expect(formatCountdown(59 * 60_000 + 59_999)).toBe('1:00:00');
    expect(formatCountdown(999)).toBe('0:01');
    expect(formatCountdown(-5_000)).toBe('0:00');
  });
});
