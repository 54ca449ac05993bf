import {
  addDays,
  FAMILIES,
  type Family,
  formatClockTime,
  indiaDate,
  isDrawDay,
  mainDrawInstants,
  type Session,
  singleDrawInstant,
} from '@pana/domain';
import { indiaDayBounds } from '../../lib/india-days.ts';
import { settledDayOf } from '../../lib/india-days.ts';
import {
  listActiveMarkets,
  mainTimes,
  type MarketRow,
  marketViews,
  type ResultRow,
  resultsOn,
  singleTimes,
} from '../markets/service.ts';
import * as repo from './dashboard-repository.ts';
import { type ReportsDeps } from './service.ts';

/** Draws closing within this many minutes are "closing soon". */
export const CLOSING_SOON_MINUTES = 60;
/** How late (days after its draw date) a settlement still counts in the day's payouts. */
const SETTLEMENT_LOOKBACK_DAYS = 7;
const MINUTE_MS = 60_000;

export interface ClosingDraw {
  kind: Family;
  marketId: number;
  name: string;
  session: Session;
  closesAt: string;
  minutesLeft: number;
}

export interface AwaitingDraw {
  kind: Family;
  marketId: number;
  name: string;
  date: string;
  session: Session;
}

export interface Dashboard {
  date: string;
  activePlayers: number;
  registrations: number;
  bids: Record<Family, { count: number; points: number }>;
  payouts: number;
  pendingDeposits: { count: number; amount: number };
  pendingWithdrawals: { count: number; amount: number };
  /** Approved withdrawals to bank accounts the bank has not answered (paid in bulk, ADR 012). */
  bankPayoutsWaiting: { count: number; amount: number };
  closingSoon: ClosingDraw[];
  awaitingResults: AwaitingDraw[];
}

/** The session a single-draw market's result is declared under (results API): Starline open, Gali close. */
function singleSession(kind: Family): Session {
  return kind === 'gali' ? 'close' : 'open';
}

/** Bidding windows of the current draws that end within the next hour, soonest first. */
async function closingSoon(deps: ReportsDeps, now: number): Promise<ClosingDraw[]> {
  const soon: Array<ClosingDraw & { at: number }> = [];
  const add = (m: MarketRow, session: Session, at: number, minute: number) => {
    const left = at - now;
    if (left > 0 && left <= CLOSING_SOON_MINUTES * MINUTE_MS) {
      soon.push({
        kind: m.kind,
        marketId: m.id,
        name: m.name,
        session,
        closesAt: formatClockTime(minute),
        minutesLeft: Math.ceil(left / MINUTE_MS),
        at,
      });
    }
  };
  for (const family of FAMILIES) {
    for (const { market, status } of await marketViews(deps.db, family, now)) {
      if (market.kind === 'main') {
        const { openAt, closeAt } = mainDrawInstants(mainTimes(market), status.drawDate);
        if (status.isOpenSessionOpen) add(market, 'open', openAt.getTime(), market.openMinute);
        if (status.isCloseSessionOpen) add(market, 'close', closeAt.getTime(), market.closeMinute ?? market.openMinute);
      } else if (status.isOpenSessionOpen) {
        add(
          market,
          singleSession(market.kind),
          singleDrawInstant(singleTimes(market), status.drawDate).getTime(),
          market.openMinute,
        );
      }
    }
  }
  return soon.sort((a, b) => a.at - b.at || a.marketId - b.marketId).map(({ at: _at, ...draw }) => draw);
}

/**
 * Draws whose time fell on India date `date` (up to now) without a declared result, in time order:
 * that day's opens, closes and single draws, and the after-midnight close of an overnight market
 * whose draw opened the day before.
 */
async function awaitingResults(deps: ReportsDeps, date: string, now: number): Promise<AwaitingDraw[]> {
  const { start, end } = indiaDayBounds(date);
  const until = Math.min(now, end);
  if (until <= start) return [];
  const markets = (await Promise.all(FAMILIES.map((f) => listActiveMarkets(deps.db, f)))).flat();
  const previous = addDays(date, -1);
  const results = await resultsOn(
    deps.db,
    markets.map((m) => m.id),
    [previous, date],
  );
  const resultOf = (m: MarketRow, d: string): ResultRow | undefined =>
    results.find((r) => r.marketId === m.id && r.drawDate === d);
  const waiting: Array<AwaitingDraw & { at: number }> = [];
  const consider = (m: MarketRow, drawDate: string, session: Session, at: number, declared: boolean) => {
    if (at >= start && at <= until && !declared)
      waiting.push({ kind: m.kind, marketId: m.id, name: m.name, date: drawDate, session, at });
  };
  for (const m of markets) {
    if (m.kind === 'main') {
      for (const drawDate of [previous, date]) {
        if (!isDrawDay(mainTimes(m), drawDate)) continue;
        const { openAt, closeAt } = mainDrawInstants(mainTimes(m), drawDate);
        const result = resultOf(m, drawDate);
        consider(m, drawDate, 'open', openAt.getTime(), Boolean(result?.openPana));
        consider(m, drawDate, 'close', closeAt.getTime(), Boolean(result?.closePana));
      }
    } else if (isDrawDay(singleTimes(m), date)) {
      const result = resultOf(m, date);
      const declared = m.kind === 'gali' ? Boolean(result?.jodi) : Boolean(result?.openPana);
      consider(m, date, singleSession(m.kind), singleDrawInstant(singleTimes(m), date).getTime(), declared);
    }
  }
  return waiting.sort((a, b) => a.at - b.at || a.marketId - b.marketId).map(({ at: _at, ...draw }) => draw);
}

/**
 * `GET /admin/api/dashboard?date=`: the day at a glance (India date, today by default). Bids and
 * active players are those of the day's draws; payouts the wins settled during the day; pending
 * deposits and withdrawals, and bank payouts waiting for the bank, are the ones waiting now; closing-soon draws only for today.
 */
export async function getDashboard(deps: ReportsDeps, date?: string): Promise<Dashboard> {
  const now = deps.clock.now();
  const today = indiaDate(now);
  const day = date ?? today;
  const { start, end } = indiaDayBounds(day);
  const marketIds = await repo.allMarketIds(deps.db);
  const [bids, payouts, registered, deposits, withdrawals, bankPayouts, closing, awaiting] = await Promise.all([
    repo.bidsOfDrawDate(deps.db, marketIds, day),
    repo.winsSettled(deps.db, marketIds, { from: addDays(day, -SETTLEMENT_LOOKBACK_DAYS), to: day }, settledDayOf(start)),
    repo.registrations(deps.db, start, end),
    repo.pendingRequests(deps.db, 'fund_requests'),
    repo.pendingRequests(deps.db, 'withdraw_requests'),
    repo.bankPayoutsWaiting(deps.db),
    day === today ? closingSoon(deps, now) : Promise.resolve([]),
    awaitingResults(deps, day, now),
  ]);
  const perFamily = (family: Family) => {
    const row = bids.perFamily.find((b) => b.family === family);
    return { count: row?.count ?? 0, points: row?.points ?? 0 };
  };
  return {
    date: day,
    activePlayers: bids.players,
    registrations: registered,
    bids: { main: perFamily('main'), starline: perFamily('starline'), gali: perFamily('gali') },
    payouts,
    pendingDeposits: deposits,
    pendingWithdrawals: withdrawals,
    bankPayoutsWaiting: bankPayouts,
    closingSoon: closing,
    awaitingResults: awaiting,
  };
}
