import { sql } from 'kysely';
import { type Executor } from '../../db/database.ts';

/**
 * The SQL of housekeeping (ADR 021): each function deletes at most `limit` rows in ONE statement (its
 * own short transaction) and returns how many it deleted; the service calls it again until fewer
 * come back. The rows are chosen by a sub-select with a LIMIT (neither engine has a portable
 * DELETE … LIMIT), and the condition is repeated on the delete itself, so on PostgreSQL a row another
 * transaction changed in between (a rate-limit window that just restarted) is re-checked, not deleted.
 */

const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/** The capped draws (market, India date) drawn before `beforeDate`: whose outcome rows may go. */
export async function pastCappedDraws(
  db: Executor,
  beforeDate: string,
): Promise<Array<{ marketId: number; drawDate: string }>> {
  const rows = await db
    .selectFrom('liability_draws')
    .select(['market_id', 'draw_date'])
    .where('draw_date', '<', beforeDate)
    .orderBy('market_id')
    .orderBy('draw_date')
    .execute();
  return rows.map((r) => ({ marketId: Number(r.market_id), drawDate: r.draw_date }));
}

/** Up to `limit` outcome rows of one draw (its primary key's prefix, so only that draw's rows are read). */
export async function deleteOutcomePoints(
  db: Executor,
  draw: { marketId: number; drawDate: string },
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('outcome_points')
    .where('market_id', '=', draw.marketId)
    .where('draw_date', '=', draw.drawDate)
    .where((eb) =>
      eb(
        eb.refTuple('bid_type', 'session', 'digits', 'closedigits'),
        'in',
        eb
          .selectFrom('outcome_points as o')
          .select(['o.bid_type', 'o.session', 'o.digits', 'o.closedigits'])
          .where('o.market_id', '=', draw.marketId)
          .where('o.draw_date', '=', draw.drawDate)
          .limit(limit)
          .$asTuple('bid_type', 'session', 'digits', 'closedigits'),
      ),
    )
    .executeTakeFirst();
  return deleted(result);
}

/** A past draw's lock row, once its outcome rows are gone (a later bid on it is impossible: it is closed). */
export async function deleteCappedDraw(db: Executor, draw: { marketId: number; drawDate: string }): Promise<number> {
  const result = await db
    .deleteFrom('liability_draws')
    .where('market_id', '=', draw.marketId)
    .where('draw_date', '=', draw.drawDate)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('outcome_points as o')
            .select(sql<number>`1`.as('one'))
            .where('o.market_id', '=', draw.marketId)
            .where('o.draw_date', '=', draw.drawDate),
        ),
      ),
    )
    .executeTakeFirst();
  return deleted(result);
}

/**
 * The tables whose rows end at an instant, keyed by `id`: which column says when a row stops
 * mattering, and the order a batch takes them in (an index's, so a batch reads only what it deletes:
 * `sessions_expires`, `operator_alerts_created`; the oldest ids are the oldest codes and operator
 * sessions, so those walk the primary key from its start).
 */
const ENDS_AT = {
  sessions: { column: 'expires_at', order: 'expires_at' },
  admin_sessions: { column: 'expires_at', order: 'id' },
  otp_challenges: { column: 'expires_at', order: 'id' },
  operator_alerts: { column: 'created_at', order: 'created_at' },
  // Ids grow with fetch times: the oldest observations are the first of the primary key.
  feed_observations: { column: 'fetched_at', order: 'id' },
} as const;

export type EndingTable = keyof typeof ENDS_AT;

/** Up to `limit` rows of `table` that ended (expired, or were written) before `cutoff`. */
export async function deleteEndedRows(
  db: Executor,
  table: EndingTable,
  cutoff: number,
  limit: number,
): Promise<number> {
  const { column, order } = ENDS_AT[table];
  const [t, c] = [sql.table(table), sql.ref(column)];
  const result = await sql`delete from ${t} where ${c} < ${cutoff}
    and id in (select id from ${t} where ${c} < ${cutoff} order by ${sql.ref(order)} limit ${limit})`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

/** Up to `limit` rate-limit counters whose window started before `cutoff` (over for every limit). */
export async function deleteStaleRateLimits(db: Executor, cutoff: number, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', cutoff)
    .where('key', 'in', (eb) =>
      eb.selectFrom('rate_limits as r').select('r.key').where('r.window_start', '<', cutoff).limit(limit),
    )
    .executeTakeFirst();
  return deleted(result);
}

/**
 * Runs `work` while holding the housekeeping lock of this PostgreSQL database (a session advisory
 * lock on one pooled connection, released after, or by the server if the process dies); null without
 * running it when another process holds it. `work` gets that connection.
 */
export async function withPostgresLock<T>(
  db: Executor,
  name: string,
  work: (conn: Executor) => Promise<T>,
): Promise<T | null> {
  return db.connection().execute(async (conn) => {
    const got = await sql<{ got: boolean }>`select pg_try_advisory_lock(hashtext(${name})) as got`.execute(conn);
    if (got.rows[0]?.got !== true) return null;
    try {
      return await work(conn);
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(conn);
    }
  });
}
