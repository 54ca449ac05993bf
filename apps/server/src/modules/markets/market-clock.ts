import { type Family } from '@pana/domain';
import { type FastifyBaseLogger } from 'fastify';
import { type Db } from '../../db/database.ts';
import { type Clock } from '../../lib/clock.ts';
import { type LiveBus } from '../../lib/live-bus.ts';
import { listActiveMarkets, type MarketRow } from './repository.ts';
import { statusOf } from './service.ts';

/** How often the market clock is looked at: a market's opening or closing reaches the apps within this. */
export const TICK_MS = 1_000;
/** How long the list of markets (times, weekdays, off dates) is kept before it is read again. */
export const MARKETS_TTL_MS = 60_000;
const FAMILIES: Family[] = ['main', 'starline', 'gali'];

/**
 * The live updates' `market` events for a market opening or closing (ADR 013): computed from the
 * market clock (the same `statusOf` as the market lists) by ONE timer per process, only while the
 * process has open streams, reading the markets at most once a minute and at the next tick after an
 * operator's change (the `changed` event, which the relay brings to every process). Every process computes the
 * same transitions, so its events go to its own streams only (`bus.deliver`), never through the relay.
 * The result's part of a market's status (declared → closed) travels as `result_declared` instead.
 */
export class MarketClockWatch {
  private timer: NodeJS.Timeout | null = null;
  private markets: MarketRow[] = [];
  private readAt = -Infinity;
  private reading = false;
  /** Per market, the draw and its sessions at the last tick. */
  private last = new Map<number, { drawDate: string; open: boolean; close: boolean }>();

  constructor(
    private readonly deps: { db: Db; clock: Clock; bus: LiveBus; log: FastifyBaseLogger; isWatched: () => boolean },
  ) {
    // An operator's change to a market (its times, days, off dates, status) is read at the next tick.
    deps.bus.subscribe((_target, event) => {
      if (event.type === 'market' && event.data.change === 'changed') this.readAt = -Infinity;
    });
  }

  start(): void {
    this.timer ??= setInterval(() => void this.tick(), TICK_MS).unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One look at the clock (exported for tests through `tick`). */
  async tick(): Promise<void> {
    if (this.reading) return;
    if (!this.deps.isWatched()) {
      // Nobody to tell: forget, so the next stream's first tick does not announce old transitions.
      this.last.clear();
      return;
    }
    if (performance.now() - this.readAt > MARKETS_TTL_MS) {
      this.reading = true;
      try {
        this.markets = (await Promise.all(FAMILIES.map((f) => listActiveMarkets(this.deps.db, f)))).flat();
        this.readAt = performance.now();
      } catch (err) {
        this.deps.log.warn({ err }, 'live updates: cannot read the markets for their opening and closing');
        return;
      } finally {
        this.reading = false;
      }
    }
    const now = this.deps.clock.now();
    const seen = new Map<number, { drawDate: string; open: boolean; close: boolean }>();
    for (const market of this.markets) {
      const status = statusOf(market, now, null);
      const state = { drawDate: status.drawDate, open: status.isOpenSessionOpen, close: status.isCloseSessionOpen };
      seen.set(market.id, state);
      const before = this.last.get(market.id);
      if (!before) continue;
      const base = { market_id: market.id, market_name: market.name, date: state.drawDate };
      if (state.close && !before.close) {
        this.deps.bus.deliver({ all: true }, { type: 'market', data: { change: 'opened', ...base } });
      } else if (before.close && !state.close) {
        this.deps.bus.deliver(
          { all: true },
          {
            type: 'market',
            data: { change: 'closed', ...base, ...(market.kind === 'main' ? { session: 'close' } : {}) },
          },
        );
      } else if (market.kind === 'main' && before.open && !state.open && state.close) {
        this.deps.bus.deliver({ all: true }, { type: 'market', data: { change: 'closed', ...base, session: 'open' } });
      }
    }
    this.last = seen;
  }
}
