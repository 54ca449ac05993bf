import { type Family, getBidType, MIN_BID_POINTS, type PreparedLine, type RateTable } from '@pana/domain';
import { type Db } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { readRateTable } from '../markets/service.ts';
import { type AlertWatcher } from './alerts.ts';
import { type CappedSubmission, stakesOf } from './liability.ts';
import { type AlertSettings, limitKey, type LineLimit, readAlertSettings, readLineLimits } from './repository.ts';
import { LIMITS_TEXT } from './text.ts';

// The console's alerts about result feeds (ADR 032), raised by modules/feeds.
export { raiseFeedAlert } from './alerts.ts';

/** What the bid path reads of the operator limits: one load per cache time, never a query per bid. */
interface Snapshot {
  lines: Map<string, LineLimit>;
  alerts: AlertSettings;
}

/**
 * Operator limits as the bid path applies them (ADR 017): the line limits per bid type and
 * family, the liability cap's stakes of a capped market, and the alerts noted after a submission is
 * placed. Limits, alert thresholds and rates are kept at most `ttlMs` (≤ 1 s, as markets are): an
 * operator's change reaches every process within that time, and the bid path never queries for them.
 */
export class OperatorLimits {
  private readonly snapshots: TtlCache<Snapshot>;
  private readonly rateTables: TtlCache<RateTable>;

  constructor(
    private readonly db: Db,
    ttlMs: number,
    readonly alerts: AlertWatcher,
  ) {
    this.snapshots = new TtlCache(ttlMs);
    this.rateTables = new TtlCache(ttlMs);
  }

  private snapshot(): Promise<Snapshot> {
    return this.snapshots.get('limits', async () => ({
      lines: await readLineLimits(this.db),
      alerts: await readAlertSettings(this.db),
    }));
  }

  /**
   * Refuses a submission with a line outside its type's limits, naming the limit ("Maximum bid for
   * Jodi Digit is 5000"). Lines below 10 were refused by the domain's own rule first.
   */
  async checkLines(family: Family, lines: readonly PreparedLine[]): Promise<void> {
    const { lines: limits } = await this.snapshot();
    if (limits.size === 0) return;
    for (const line of lines) {
      const limit = limits.get(limitKey(family, line.type));
      if (!limit) continue;
      const name = getBidType(family, line.type)?.name ?? line.type;
      if (limit.min !== null && limit.min > MIN_BID_POINTS && line.points < limit.min)
        throw badRequest(LIMITS_TEXT.minimum(name, limit.min));
      if (limit.max !== null && line.points > limit.max) throw badRequest(LIMITS_TEXT.maximum(name, limit.max));
    }
  }

  /** The stakes a submission on a market with a cap puts on its outcomes; null without a cap. */
  async liabilityOf(
    market: { kind: Family; liabilityCap: number | null },
    lines: readonly PreparedLine[],
  ): Promise<CappedSubmission | null> {
    if (market.liabilityCap === null) return null;
    const rates = await this.rateTables.get(market.kind, () => readRateTable(this.db, market.kind));
    return { cap: market.liabilityCap, stakes: stakesOf(market.kind, market.liabilityCap, lines, rates) };
  }

  private readonly noting = new Set<Promise<void>>();

  /** Resolves once every placed submission noted so far has had its alerts written (tests, shutdown). */
  async flushed(): Promise<void> {
    await Promise.all(this.noting);
    await this.alerts.flushed();
  }

  /** Notes a placed submission for the alerts (written after the commit, off the bid's answer). */
  async placed(event: {
    userId: number;
    marketId: number;
    family: Family;
    drawDate: string;
    lines: readonly PreparedLine[];
    liability: CappedSubmission | null;
    now: number;
  }): Promise<void> {
    // Never rejects: an alert that cannot be noted is logged, the bid it follows is placed already.
    const noted = this.snapshot().then(
      ({ alerts }) => this.alerts.note({ ...event, settings: alerts }),
      (err: unknown) => this.alerts.onError(err),
    );
    this.noting.add(noted);
    try {
      await noted;
    } finally {
      this.noting.delete(noted);
    }
  }
}
