import {
  addDays,
  type Family,
  formatClockTime,
  formatCloseResult,
  formatGaliResult,
  formatOpenResult,
  formatStarlineResult,
  indiaDate,
  mainMarketStatus,
  type MainMarketTimes,
  type MarketStatus,
  type SingleDrawMarket,
  singleDrawStatus,
} from '@pana/domain';
import { type Db, type Executor } from '../../db/database.ts';
import { type LiveBus } from '../../lib/live-bus.ts';
import * as repo from './repository.ts';
import { type MarketRow, type ResultRow } from './repository.ts';

// What other modules read of markets, rates and results, through this public entry (ADR 026): one
// reader of a market by id, one of a family's rates, the active lists and the draws' results.
export {
  findMarket,
  listActiveMarkets,
  type MarketRecord,
  type MarketRow,
  readRateTable,
  resultOf,
  type ResultRow,
  resultsOn,
} from './repository.ts';

/** A market as the domain's clock sees it. */
export function mainTimes(m: MarketRow): MainMarketTimes {
  return { openTime: m.openMinute, closeTime: m.closeMinute ?? m.openMinute, weekdays: m.weekdays, offDates: m.offDates };
}

export function singleTimes(m: MarketRow): SingleDrawMarket {
  return { time: m.openMinute, weekdays: m.weekdays, offDates: m.offDates };
}

/** Where a market stands now, its results on that draw taken into account. */
export function statusOf(m: MarketRow, now: number, result: ResultRow | null): MarketStatus {
  if (m.kind === 'main') {
    return mainMarketStatus(mainTimes(m), now, { openDeclared: Boolean(result?.openPana), closeDeclared: Boolean(result?.closePana) });
  }
  const declared = m.kind === 'gali' ? Boolean(result?.jodi) : Boolean(result?.openPana);
  return singleDrawStatus(singleTimes(m), now, { openDeclared: declared });
}

/** The draw a market's bids belong to now, before results are considered (results never move it). */
export function drawDateOf(m: MarketRow, now: number): string {
  return statusOf(m, now, null).drawDate;
}

export interface MarketView {
  market: MarketRow;
  status: MarketStatus;
  result: ResultRow | null;
}

/** Every active market of a family with its current draw's status and result. */
export async function marketViews(db: Executor, family: Family, now: number): Promise<MarketView[]> {
  const markets = await repo.listActiveMarkets(db, family);
  const today = indiaDate(now);
  const results = await repo.resultsOn(
    db,
    markets.map((m) => m.id),
    [today, addDays(today, -1)],
  );
  return markets.map((market) => {
    const drawDate = drawDateOf(market, now);
    const result = results.find((r) => r.marketId === market.id && r.drawDate === drawDate) ?? null;
    return { market, status: statusOf(market, now, result), result };
  });
}

/** The chart page of a market (rendered by this server). */
export function chartUrl(m: MarketRow): string {
  return `/result-charts/${m.kind}/${m.id}`;
}

/** A main market row of `/api-get-dashboard-data` and `/api-get-user-info` (legacy field names and types). */
export function mainMarketItem({ market, status, result }: MarketView) {
  return {
    game_id: market.id,
    game_name: market.name,
    open_time: formatClockTime(market.openMinute),
    close_time: formatClockTime(market.closeMinute ?? market.openMinute),
    open_result: formatOpenResult(result?.openPana),
    close_result: formatCloseResult(result?.closePana),
    msg_status: status.msgStatus,
    web_chart_url: chartUrl(market),
  };
}

/** A Starline slot of `/api-starline-game`. */
export function starlineItem({ market, status, result }: MarketView) {
  const time = formatClockTime(market.openMinute);
  return {
    game_id: market.id,
    game_name: market.name,
    open_time: time,
    close_time: time,
    open_result: formatStarlineResult(result?.openPana),
    msg_status: status.msgStatus,
    web_chart_url: chartUrl(market),
  };
}

/** A Gali market of `/api-galidisawar-game`: its one time is `open_time`; the result is the jodi or "**". */
export function galiItem({ market, status, result }: MarketView) {
  const time = formatClockTime(market.openMinute);
  const shown = formatGaliResult(result?.jodi);
  return {
    game_id: market.id,
    game_name: market.name,
    open_time: time,
    close_time: time,
    open_result: shown,
    result: shown,
    msg_status: status.msgStatus,
    web_chart_url: chartUrl(market),
  };
}

/**
 * Markets by id, kept at most `ttlMs` (≤ 1 s, docs/ARCHITECTURE.md#data) so the bid path does not read the
 * market and its off dates for every bid. An operator's change (the live `market` event `changed`,
 * which the relay brings to every process) drops the market at once, so a market paused or moved
 * refuses the next bid; without a bus, a change reaches the bid path within `ttlMs`.
 */
export class MarketCache {
  private readonly entries = new Map<number, { at: number; market: Awaited<ReturnType<typeof repo.findMarket>> }>();
  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
    live?: LiveBus,
  ) {
    live?.subscribe((_target, event) => {
      if (event.type === 'market' && event.data.change === 'changed') this.entries.delete(event.data.market_id);
    });
  }

  async get(id: number) {
    const hit = this.entries.get(id);
    if (hit && performance.now() - hit.at < this.ttlMs) return hit.market;
    const market = await repo.findMarket(this.db, id);
    if (this.ttlMs > 0) this.entries.set(id, { at: performance.now(), market });
    return market;
  }
}
