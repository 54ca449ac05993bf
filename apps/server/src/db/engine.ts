import { PostgresAdapter, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import { type Executor } from './database.ts';
import { type Database } from './schema.ts';

/**
 * The few places where SQLite and PostgreSQL differ, written once. Everything else in the server is
 * one query for both engines.
 */

/** True on PostgreSQL (for the few statements that differ, such as row locks `for update`). */
export function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** True for a unique-constraint violation of either engine (SQLite SQLITE_CONSTRAINT_UNIQUE/PRIMARYKEY, PostgreSQL 23505). */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/**
 * Locks the rows a select names until the transaction ends (`for update`) on PostgreSQL; on SQLite a
 * write transaction already holds the whole database, so nothing is run. Callers order the rows (by
 * id, say) so that concurrent lockers queue instead of deadlocking.
 */
export async function lockRows<DB, TB extends keyof DB, O>(
  db: Executor,
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<void> {
  if (isPostgres(db)) await query.forUpdate().execute();
}

/**
 * Makes a first-run step (the seed, the start-up operators) happen once when several processes start
 * at the same time on one PostgreSQL database: the transaction holds a lock named `name` until it
 * ends, so the others wait and then find the work done. SQLite is one process: nothing to do.
 */
export async function lockFirstRun(trx: Transaction<Database>, name: string): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
}

/**
 * Refreshes PostgreSQL's planner statistics of `tables` (ANALYZE; nothing on SQLite, whose planner the
 * queries steer without statistics). After a declaration changed the status of a million bids, the
 * statistics still say they are pending until autovacuum catches up, and a plan made on them can turn
 * a seconds-long check into one that runs for hours.
 */
export async function refreshStatistics(db: Executor, tables: readonly string[]): Promise<void> {
  if (isPostgres(db)) await sql`analyze ${sql.join(tables.map((t) => sql.table(t)))}`.execute(db);
}
