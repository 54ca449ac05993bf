import { setImmediate as yieldNow } from 'node:timers/promises';
import { indiaDate } from '@pana/domain';
import { type Config } from '../../config.ts';
import { type Db, type Executor } from '../../db/database.ts';
import { isPostgres } from '../../db/engine.ts';
import * as repo from './repository.ts';

/**
 * Housekeeping (ADR 021): the rows that only matter for a while are deleted once they no longer can,
 * in bounded batches. Everything else — the ledger, bids, results and their chain, the audit log,
 * requests, payments and every history — is kept forever. The inbox forgets its own old items
 * (notifications worker, 90 days) and live-update tickets are cleared as new ones are issued; they are
 * not repeated here.
 */

const DAY_MS = 24 * 60 * 60_000;

/** Rows per delete statement: each is its own short transaction, so a bid never waits long behind one. */
export const HOUSEKEEPING_BATCH = 5000;

/**
 * An expired session (player or operator) opens nothing: every check refuses a session past its
 * `expires_at`, and a revoked one expires within its lifetime too. It is kept one more day so that
 * nothing that read it while it was still valid (a touch, a live stream's check) races its deletion.
 */
export const SESSION_GRACE_MS = DAY_MS;

/**
 * A one-time code is read while it may be entered (`expires_at`), for 10 minutes after it was verified
 * (within its lifetime), for the resend wait (OTP_RESEND_SECONDS after it was sent) and for the old
 * apps' 5-minute window: a day after its expiry nothing reads it any more.
 */
export const OTP_GRACE_MS = DAY_MS;

/**
 * A rate-limit counter whose window started longer ago than the longest window (an hour for codes,
 * RATE_WINDOW_SECONDS for logins and two-step codes, 10 minutes for number look-ups) counts nothing:
 * the next hit starts a new window exactly as if the row were missing. A day covers them all, or
 * RATE_WINDOW_SECONDS when it is set longer.
 */
export const RATE_LIMIT_KEEP_MS = DAY_MS;

/**
 * Operator alerts are the console's work list of unusual play, not an archive: the bids they point at,
 * the blocks operators took (audit log) and the players are all kept. Their dedupe keys only matter
 * within a burst window or an open draw.
 */
export const ALERT_RETENTION_DAYS = 90;

/**
 * What result feeds said at each fetch (ADR 032) matters while a draw's result is being agreed on and
 * declared, and for a while after to answer "why was it declared so" — the declaration's own chain entry
 * keeps the agreeing sources' URL, time and SHA-256 for good. Thirty days covers every dispute window.
 */
export const FEED_OBSERVATION_RETENTION_DAYS = 30;

/** The name of the PostgreSQL advisory lock one run holds, so two processes never run at once. */
export const HOUSEKEEPING_LOCK = 'pana:housekeeping';

export type HousekeepingConfig = Pick<Config, 'RATE_WINDOW_SECONDS' | 'OTP_RESEND_SECONDS'>;

/** What one run deleted, per table. */
export interface HousekeepingCounts {
  outcome_points: number;
  liability_draws: number;
  sessions: number;
  admin_sessions: number;
  otp_challenges: number;
  rate_limits: number;
  operator_alerts: number;
  feed_observations: number;
}

/** A run's counts before it deleted anything. */
export function noneDeleted(): HousekeepingCounts {
  return {
    outcome_points: 0,
    liability_draws: 0,
    sessions: 0,
    admin_sessions: 0,
    otp_challenges: 0,
    rate_limits: 0,
    operator_alerts: 0,
    feed_observations: 0,
  };
}

/** The cut-offs of a run at `now`. */
export function cutoffsAt(now: number, config: HousekeepingConfig) {
  return {
    /**
     * Outcome rows of draws strictly before yesterday (India): bids go only to today's draw or, for a
     * market that closes after midnight, yesterday's, and the cap is read only while bids can be
     * placed; yesterday's draw (its late bids, its settlement) is never touched.
     */
    drawsBefore: indiaDate(now - DAY_MS),
    sessionsExpiredBefore: now - SESSION_GRACE_MS,
    otpsExpiredBefore: now - Math.max(OTP_GRACE_MS, config.OTP_RESEND_SECONDS * 1000),
    rateWindowsBefore: now - Math.max(RATE_LIMIT_KEEP_MS, config.RATE_WINDOW_SECONDS * 1000),
    alertsBefore: now - ALERT_RETENTION_DAYS * DAY_MS,
    feedObservationsBefore: now - FEED_OBSERVATION_RETENTION_DAYS * DAY_MS,
  };
}

/**
 * One run: every table's rows past its cut-off, `batch` rows per statement until none is left,
 * yielding between statements so requests get in. On PostgreSQL it runs only if no other process is
 * running it (an advisory lock); null when one is. SQLite is one server process (ADR 004); a
 * command-line run beside it deletes the same rows at worst, which is harmless.
 */
export async function runHousekeeping(
  db: Db,
  now: number,
  config: HousekeepingConfig,
  batch = HOUSEKEEPING_BATCH,
): Promise<HousekeepingCounts | null> {
  if (!Number.isSafeInteger(batch) || batch < 1) throw new Error('The housekeeping batch must be a whole number ≥ 1');
  if (isPostgres(db)) return repo.withPostgresLock(db, HOUSEKEEPING_LOCK, (conn) => prune(conn, now, config, batch));
  return prune(db, now, config, batch);
}

async function prune(
  db: Executor,
  now: number,
  config: HousekeepingConfig,
  batch: number,
): Promise<HousekeepingCounts> {
  const cut = cutoffsAt(now, config);
  const counts = noneDeleted();
  for (const draw of await repo.pastCappedDraws(db, cut.drawsBefore)) {
    counts.outcome_points += await repeat(batch, () => repo.deleteOutcomePoints(db, draw, batch));
    // The draw's lock row last: a run stopped half-way finds the draw again next time.
    counts.liability_draws += await repo.deleteCappedDraw(db, draw);
  }
  const ended: Array<[repo.EndingTable, number]> = [
    ['sessions', cut.sessionsExpiredBefore],
    ['admin_sessions', cut.sessionsExpiredBefore],
    ['otp_challenges', cut.otpsExpiredBefore],
    ['operator_alerts', cut.alertsBefore],
    ['feed_observations', cut.feedObservationsBefore],
  ];
  for (const [table, cutoff] of ended)
    counts[table] = await repeat(batch, () => repo.deleteEndedRows(db, table, cutoff, batch));
  counts.rate_limits = await repeat(batch, () => repo.deleteStaleRateLimits(db, cut.rateWindowsBefore, batch));
  return counts;
}

/** Runs one batch delete until it deletes fewer than a batch; the total. */
async function repeat(batch: number, deleteBatch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await deleteBatch();
    total += n;
    if (n < batch) return total;
    await yieldNow();
  }
}

/** The total of a run's counts. */
export function totalOf(counts: HousekeepingCounts): number {
  return Object.values(counts).reduce((a, b) => a + b, 0);
}
