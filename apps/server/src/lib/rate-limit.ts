import { sql } from 'kysely';
import { type Executor } from '../db/database.ts';
import { AppError } from './app-error.ts';

export interface Limit {
  /** What is counted, e.g. `login:mobile:9876543210`. */
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one hit against a fixed-window limit kept in the database, so every server process sees the
 * same counters (DESIGN.md section 3). One upsert, atomic on both engines. Returns the seconds to wait
 * when the limit is exceeded, else 0.
 */
export async function hit(db: Executor, limit: Limit, now: number): Promise<number> {
  const expired = now - limit.windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key: limit.key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_start <= ${expired} then 1 else rate_limits.count + 1 end`,
        window_start: sql<number>`case when rate_limits.window_start <= ${expired} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  if (row.count <= limit.max) return 0;
  return Math.max(1, Math.ceil((Number(row.window_start) + limit.windowMs - now) / 1000));
}

/** Counts a hit against each limit; throws 429 with a readable wait when any is exceeded. */
export async function enforce(db: Executor, limits: Limit[], now: number, message: (seconds: number) => string): Promise<void> {
  let wait = 0;
  for (const limit of limits) wait = Math.max(wait, await hit(db, limit, now));
  if (wait > 0) throw new AppError('rate_limited', message(wait), wait);
}

/** Forgets the counters of these keys (after a successful login, say). */
export async function reset(db: Executor, keys: string[]): Promise<void> {
  if (keys.length) await db.deleteFrom('rate_limits').where('key', 'in', keys).execute();
}

/** "15 minutes", "1 minute", "30 seconds": waits written for people. */
export function describeWait(seconds: number): string {
  if (seconds >= 90) {
    const m = Math.ceil(seconds / 60);
    return `${m} minutes`;
  }
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}
