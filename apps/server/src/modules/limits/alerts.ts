import { type Family, getBidType, payoutOf, type PreparedLine } from '@pana/domain';
import { type Db } from '../../db/database.ts';
import { type CappedSubmission, outcomeKey, outcomePointsOf } from './liability.ts';
import { type AlertSettings } from './repository.ts';

/** A placed submission as the alerts read it. */
export interface PlacedEvent {
  userId: number;
  marketId: number;
  family: Family;
  drawDate: string;
  lines: readonly PreparedLine[];
  liability: CappedSubmission | null;
  now: number;
  settings: AlertSettings;
}

type AlertInsert = {
  kind: 'burst' | 'line' | 'share';
  user_id: number;
  market_id: number;
  draw_date: string;
  detail: string;
  amount: number;
  dedupe_key: string | null;
  created_at: number;
};

/**
 * The console's alerts (issue 19, ADR 017), written after the bid's commit and off its answer: placed
 * submissions queue here and are checked and written in batches, one insert per batch.
 * - a burst: more than N submissions by one player within M minutes, counted by this process (a player's
 *   requests reach one process on SQLite; with several PostgreSQL processes each counts its own share);
 *   once per player per window;
 * - a line above the points threshold: once per submission (its largest line);
 * - an outcome whose payout reaches the share of its market's cap: once per outcome per draw.
 * An alert that fails to write is logged and dropped: it never affects a bid.
 */
export class AlertWatcher {
  private queue: PlacedEvent[] = [];
  private running = false;
  private idle: Promise<void> = Promise.resolve();
  private markIdle: () => void = () => {};
  /** Each player's recent submission times (at most N + 1 of them, within the window). */
  private readonly recent = new Map<number, number[]>();

  constructor(
    private readonly db: Db,
    readonly onError: (err: unknown) => void = () => {},
  ) {}

  note(event: PlacedEvent): void {
    this.queue.push(event);
    if (this.running) return;
    this.running = true;
    this.idle = new Promise((r) => (this.markIdle = r));
    setImmediate(() => void this.drain());
  }

  /** Resolves once every event noted so far is written (tests, shutdown). */
  async flushed(): Promise<void> {
    await this.idle;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, 500);
      try {
        await this.write(batch);
      } catch (err) {
        this.onError(err);
      }
    }
    this.running = false;
    this.markIdle();
  }

  private async write(batch: readonly PlacedEvent[]): Promise<void> {
    const rows: AlertInsert[] = [];
    for (const e of batch) {
      const burst = this.burstOf(e);
      if (burst) rows.push(burst);
      const line = lineAlertOf(e);
      if (line) rows.push(line);
      rows.push(...(await shareAlertsOf(this.db, e)));
    }
    if (rows.length === 0) return;
    await this.db
      .insertInto('operator_alerts')
      .values(rows)
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .execute();
  }

  private burstOf(e: PlacedEvent): AlertInsert | null {
    const { burstSubmissions: most, burstMinutes: minutes } = e.settings;
    if (most <= 0 || minutes <= 0) return null;
    const windowMs = minutes * 60_000;
    const times = (this.recent.get(e.userId) ?? []).filter((t) => t > e.now - windowMs);
    times.push(e.now);
    this.recent.set(e.userId, times.slice(-(most + 1)));
    this.forgetOld(e.now - windowMs);
    if (times.length <= most) return null;
    const first = times[times.length - most - 1] as number;
    return {
      kind: 'burst',
      user_id: e.userId,
      market_id: e.marketId,
      draw_date: e.drawDate,
      detail: `More than ${most} submissions in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
      amount: times.length,
      // One alert per player per burst: keyed by the first submission of the window that crossed N.
      dedupe_key: `burst:${e.userId}:${Math.floor(first / windowMs)}`,
      created_at: e.now,
    };
  }

  /** Drops players with no submission in the window, now and then, so the map stays small. */
  private forgetOld(since: number): void {
    if (this.recent.size < 10_000) return;
    for (const [user, times] of this.recent) if ((times[times.length - 1] ?? 0) <= since) this.recent.delete(user);
  }
}

function typeName(family: Family, type: PreparedLine['type']): string {
  return getBidType(family, type)?.name ?? type;
}

function lineLabel(l: Pick<PreparedLine, 'digits' | 'closedigits'>): string {
  return l.closedigits === '' ? l.digits : `${l.digits}-${l.closedigits}`;
}

function lineAlertOf(e: PlacedEvent): AlertInsert | null {
  const threshold = e.settings.linePoints;
  if (threshold <= 0) return null;
  let largest: PreparedLine | null = null;
  for (const l of e.lines) if (l.points > threshold && (!largest || l.points > largest.points)) largest = l;
  if (!largest) return null;
  return {
    kind: 'line',
    user_id: e.userId,
    market_id: e.marketId,
    draw_date: e.drawDate,
    detail: `${typeName(e.family, largest.type)} ${lineLabel(largest)}: ${largest.points} points (alert above ${threshold})`,
    amount: largest.points,
    dedupe_key: null,
    created_at: e.now,
  };
}

async function shareAlertsOf(db: Db, e: PlacedEvent): Promise<AlertInsert[]> {
  const share = e.settings.capSharePercent;
  if (!e.liability || share <= 0 || e.liability.stakes.length === 0) return [];
  const { cap, stakes } = e.liability;
  const totals = await outcomePointsOf(db, e, stakes);
  const alerts: AlertInsert[] = [];
  for (const s of stakes) {
    const key = outcomeKey(s.type, s.session, s.digits, s.closedigits);
    const payout = payoutOf(totals.get(key) ?? 0, s.rate);
    if (payout * 100 < cap * share) continue;
    alerts.push({
      kind: 'share',
      user_id: e.userId,
      market_id: e.marketId,
      draw_date: e.drawDate,
      detail: `${typeName(e.family, s.type)} ${s.label}: payout ${payout} of the cap ${cap} (alert at ${share}%)`,
      amount: payout,
      dedupe_key: `share:${e.marketId}:${e.drawDate}:${key}`.slice(0, 120),
      created_at: e.now,
    });
  }
  return alerts;
}
