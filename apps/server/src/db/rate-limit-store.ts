import { sql } from 'kysely';
import { type Limit, type RateLimitStore } from '../lib/rate-limit.ts';
import { type Executor } from './database.ts';

/**
 * The rate-limit counters in the `rate_limits` table, so every server process sees the same ones.
 * A hit is one upsert, atomic on both engines.
 */
export class DatabaseRateLimitStore implements RateLimitStore {
  constructor(private readonly db: Executor) {}

  async hit(limit: Limit, now: number): Promise<{ count: number; windowStart: number }> {
    const expired = now - limit.windowMs;
    const row = await this.db
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
    return { count: Number(row.count), windowStart: Number(row.window_start) };
  }

  async reset(keys: string[]): Promise<void> {
    if (keys.length) await this.db.deleteFrom('rate_limits').where('key', 'in', keys).execute();
  }

  async giveBack(key: string, windowStart: number): Promise<void> {
    await this.db
      .updateTable('rate_limits')
      .set({ count: sql<number>`count - 1` })
      .where('key', '=', key)
      .where('window_start', '=', windowStart)
      .where('count', '>', 0)
      .execute();
  }
}
