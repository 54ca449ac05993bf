import { type Db } from './database.ts';
import { type SqliteDualDialect } from './sqlite-driver.ts';
import { type WriteThread } from './write-thread.ts';

/**
 * A unit of work: a write path that runs many statements per transaction (a bid batch), handed to the
 * database whole. On a SQLite file it runs in the writer thread (ADR 025), with that thread's own
 * connection, in one message each way instead of one per statement; elsewhere (PostgreSQL, an
 * in-memory database) it runs here, on `db`. Either way the function is the same, so it must take its
 * arguments as plain data (what a thread can be sent: no functions, no class instances) and keep no
 * state of its own between calls. Every unit is listed in `src/write-units.ts`, which the writer
 * thread loads; a unit not listed there fails on a file.
 */
export interface Unit<A, R> {
  readonly name: string;
  readonly run: (db: Db, args: A) => Promise<R>;
}

export function defineUnit<A, R>(name: string, run: (db: Db, args: A) => Promise<R>): Unit<A, R> {
  return { name, run };
}

/** The writer thread of each SQLite file database (see `openDatabase`). */
const writers = new WeakMap<object, { dialect: SqliteDualDialect; thread: WriteThread }>();

export function attachWriteThread(db: Db, dialect: SqliteDualDialect, thread: WriteThread): void {
  writers.set(db, { dialect, thread });
}

/** Runs `unit` on `db`: in the writer thread when `db` has one, with the write connection held meanwhile. */
export async function runUnit<A, R>(db: Db, unit: Unit<A, R>, args: A): Promise<R> {
  const writer = writers.get(db);
  if (!writer) return unit.run(db, args);
  return writer.dialect.withWriter(() => writer.thread.unit(unit.name, args)) as Promise<R>;
}

/**
 * Calls `handler` with what the writer thread of `db` reports on `channel` (what a unit's after-commit
 * work has to tell this thread, such as the balances it moved). Nothing when `db` has no writer thread:
 * units then run here and their after-commit work too.
 */
export function onWriterEvent(db: Db, channel: string, handler: (payload: unknown) => void): void {
  writers.get(db)?.thread.onEvent(channel, handler);
}

/** True when `db`'s writes run in a writer thread (a SQLite file). */
export function hasWriteThread(db: Db): boolean {
  return writers.has(db);
}
