import { type Family, getBidType, payoutOf, type PreparedLine } from '@pana/domain';
import { sql } from 'kysely';
import { type Db, type Executor } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import { BatchQueue } from '../../lib/batch-queue.ts';
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
 * The console's alerts (ADR 017), written after the bid's commit and off its answer: placed
 * submissions queue here and are checked and written in batches, one insert per batch.
 * - a burst: more than N submissions by one player within the M minutes up to one of theirs, counted in
 *   the database (one query per batch, on the index bid_submissions_user_time): every server process
 *   sees the player's submissions through all of them, and a restart forgets none. Once per player per
 *   M-minute period of the clock: the key is the same whichever process writes it;
 * - a line above the points threshold: once per submission (its largest line);
 * - an outcome whose payout reaches the share of its market's cap: once per outcome per draw.
 * An alert that fails to write is logged and dropped: it never affects a bid.
 */
export class AlertWatcher {
  /** The queue and its drain (lib/batch-queue.ts): up to 500 submissions a batch. */
  private readonly batches: BatchQueue<PlacedEvent>;

  /**
   * `reads`: where the burst count runs — on a SQLite file the read pool's worker threads (db/read-pool.ts),
   * so the count never takes the thread that answers players; elsewhere `db` itself.
   */
  constructor(
    private readonly db: Db,
    readonly onError: (err: unknown) => void = () => {},
    private readonly reads: Db = db,
  ) {
    this.batches = new BatchQueue(async (batch) => {
      try {
        await this.write(batch.map((w) => w.item));
      } catch (err) {
        this.onError(err);
      }
      for (const w of batch) w.resolve();
    }, 500);
  }

  note(event: PlacedEvent): void {
    // Never rejects: a batch's failure is reported through onError above.
    void this.batches.submit(event);
  }

  /** Resolves once every event noted so far is written (tests, shutdown). */
  async flushed(): Promise<void> {
    await this.batches.flushed();
  }

  private async write(batch: readonly PlacedEvent[]): Promise<void> {
    const rows: AlertInsert[] = [];
    // A burst count that fails is logged; the batch's other alerts are still written.
    const bursts = await burstsOf(this.reads, batch).catch((err: unknown) => {
      this.onError(err);
      return new Map<PlacedEvent, AlertInsert>();
    });
    for (const e of batch) {
      const burst = bursts.get(e);
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
}

/**
 * An alert about the console itself rather than a player's bids (kind 'settings', no player: user_id 0):
 * a change of where deposits go (ADR 011), written in the change's own transaction so it is never lost.
 */
export async function raiseConsoleAlert(trx: Executor, alert: { detail: string; now: number }): Promise<void> {
  await trx
    .insertInto('operator_alerts')
    .values({
      kind: 'settings',
      user_id: 0,
      market_id: null,
      draw_date: null,
      detail: alert.detail.slice(0, 200),
      amount: 0,
      dedupe_key: null,
      created_at: alert.now,
    })
    .execute();
}

/**
 * An alert about a market's result feeds (kind 'feed', no player; ADR 032): its sources disagree, one
 * stopped answering, or one shows a pana that is not valid. `dedupeKey` names the draw and the problem,
 * so the poller raising it again every round (in any process) writes it once. True when it was new.
 */
export async function raiseFeedAlert(
  db: Executor,
  alert: { marketId: number; drawDate: string; detail: string; dedupeKey: string; now: number },
): Promise<boolean> {
  const inserted = await db
    .insertInto('operator_alerts')
    .values({
      kind: 'feed',
      user_id: 0,
      market_id: alert.marketId,
      draw_date: alert.drawDate,
      detail: alert.detail.slice(0, 200),
      amount: 0,
      dedupe_key: alert.dedupeKey.slice(0, 120),
      created_at: alert.now,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** One burst check: the player's submissions placed in (`after`, `upTo`], unless `key` was raised. */
interface BurstWindow {
  userId: number;
  after: number;
  upTo: number;
  /** The alert this window would raise: a window whose alert exists is not counted again. */
  key: string;
}

/** One alert per player per M-minute period of the clock: a key every process computes alike. */
function burstKey(userId: number, minutes: number, now: number): string {
  return `burst:${userId}:${minutes}m:${Math.floor(now / (minutes * 60_000))}`;
}

/**
 * The burst alerts of a batch, by the event that raised each. Every event is checked against the
 * database as it is after its commit: the player's submissions within the M minutes up to it, through
 * every process. One query for the whole batch; events of one player at one instant share a check.
 */
async function burstsOf(db: Db, batch: readonly PlacedEvent[]): Promise<Map<PlacedEvent, AlertInsert>> {
  const windows: BurstWindow[] = [];
  const windowOf = new Map<PlacedEvent, number>();
  const byKey = new Map<string, number>();
  let most = 0;
  for (const e of batch) {
    const { burstSubmissions, burstMinutes: minutes } = e.settings;
    if (burstSubmissions <= 0 || minutes <= 0) continue;
    most = Math.max(most, burstSubmissions);
    const check = `${e.userId}:${e.now}:${minutes}`;
    let i = byKey.get(check);
    if (i === undefined) {
      const key = burstKey(e.userId, minutes, e.now);
      i = windows.push({ userId: e.userId, after: e.now - minutes * 60_000, upTo: e.now, key }) - 1;
      byKey.set(check, i);
    }
    windowOf.set(e, i);
  }
  const alerts = new Map<PlacedEvent, AlertInsert>();
  if (windows.length === 0) return alerts;
  const counts = await submissionsWithin(db, windows, most + 1);
  const raised = new Set<string>();
  for (const [e, i] of windowOf) {
    const { burstSubmissions, burstMinutes: minutes } = e.settings;
    const count = counts[i];
    const window = windows[i] as BurstWindow;
    // A count of null: this period's alert is written already (by this process or another).
    if (count === null || count === undefined || count <= burstSubmissions || raised.has(window.key)) continue;
    raised.add(window.key);
    alerts.set(e, {
      kind: 'burst',
      user_id: e.userId,
      market_id: e.marketId,
      draw_date: e.drawDate,
      detail: `More than ${burstSubmissions} submissions in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
      amount: count,
      // The second insert of the same burst, by whichever process, does nothing (dedupe_key is unique).
      dedupe_key: window.key,
      created_at: e.now,
    });
  }
  return alerts;
}

/** The statement's shapes: a batch's windows are padded to the next size (batches hold at most 500). */
const WINDOW_SIZES = [8, 32, 128, 500] as const;

/**
 * The count statement for `size` windows: its arguments are `upTo`, then per window the player, after,
 * up to and the key. Built and compiled once per size and engine (db/prepared.ts), so a batch neither
 * compiles a query nor fills SQLite's statement cache with one text per batch size.
 */
function countStatement(size: number) {
  return prepared((db, upTo: number, ...windows: Array<number | string>) => {
    const values = Array.from(
      { length: size },
      (_, i) =>
        sql`(${sql.lit(i)}, cast(${windows[i * 4]} as bigint), cast(${windows[i * 4 + 1]} as bigint), cast(${windows[i * 4 + 2]} as bigint), cast(${windows[i * 4 + 3]} as varchar(120)))`,
    );
    // A select (not raw SQL): the read pool runs only selects, and on SQLite's main connection a select
    // outside a transaction takes the read connection, never waiting for the bid path's writer.
    return db
      .with('w(k, user_id, after_ms, up_to_ms, dedupe_key)', () => sql`(values ${sql.join(values)})`)
      .selectFrom('w')
      .select([
        'w.k',
        sql<number | string | null>`case
          when (select a.id from operator_alerts a where a.dedupe_key = w.dedupe_key) is not null then null
          else (
            select count(*) from (
              select 1 as one from bid_submissions b
              where b.user_id = w.user_id and b.created_at > w.after_ms and b.created_at <= w.up_to_ms
              limit ${upTo}
            ) s
          )
        end`.as('n'),
      ]);
  });
}
const countStatements = new Map(WINDOW_SIZES.map((size) => [size, countStatement(size)]));

/**
 * How many submissions each window holds, counted up to `upTo` (N + 1 tells a burst: a player
 * placing thousands costs no more than one placing N + 1), in the windows' order; null for a window
 * whose alert exists already (one lookup of the unique key, no count). One statement for the batch,
 * each window a range read of the index (user_id, created_at) — correlated, so both engines read the
 * index per window whatever their statistics say. Padding windows (player 0) match nothing. The casts
 * type the parameters on PostgreSQL.
 */
async function submissionsWithin(db: Db, windows: readonly BurstWindow[], upTo: number): Promise<Array<number | null>> {
  const size = WINDOW_SIZES.find((n) => n >= windows.length);
  const statement = size === undefined ? undefined : countStatements.get(size);
  if (size === undefined || !statement) throw new Error(`at most 500 burst windows at once, not ${windows.length}`);
  const args: Array<number | string> = [];
  for (let i = 0; i < size; i++) {
    const w = windows[i];
    if (w) args.push(w.userId, w.after, w.upTo, w.key);
    else args.push(0, 0, 0, '');
  }
  const { rows } = await statement.run(db, upTo, ...args);
  const counts: Array<number | null> = windows.map(() => 0);
  for (const r of rows) {
    const k = Number(r.k);
    if (k < windows.length) counts[k] = r.n === null ? null : Number(r.n);
  }
  return counts;
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
