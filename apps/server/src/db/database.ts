import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type CompiledQuery, Kysely, PostgresDialect, type QueryResult, type Transaction } from 'kysely';
import pg from 'pg';
import { openReadPool } from './read-pool.ts';
import { type Database } from './schema.ts';
import { SqliteDualDialect } from './sqlite-driver.ts';

export type Engine = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
/** A transaction or the database itself: repositories take either, services decide which. */
export type Executor = Kysely<Database> | Transaction<Database>;

export interface DatabaseHandle {
  db: Db;
  /**
   * For heavy reads (operator reports and dashboard, settlement previews): on a SQLite file a pool of
   * worker threads with read-only connections (read-pool.ts), so they never stop the thread that
   * answers players; elsewhere `db` itself. SELECTs only.
   */
  reads: Db;
  engine: Engine;
  /** Where the data lives, for logs (the password of a PostgreSQL URL is hidden). */
  description: string;
  close(): Promise<void>;
}

/** The SQLite databases opened here, by their Kysely instance (not a transaction's): see readNow. */
const directReads = new WeakMap<object, SqliteDualDialect>();

/**
 * Runs a compiled SELECT of `db` at once when `db` is a SQLite database opened by openDatabase (not a
 * transaction, not PostgreSQL): on its read connection, as Kysely would run it, without the promises
 * and objects Kysely makes per query. Null otherwise; the caller then executes it through `db`. For
 * the hot paths' compiled statements (db/prepared.ts).
 */
export function readNow<R>(db: Executor, compiled: CompiledQuery<R>): QueryResult<R> | null {
  return directReads.get(db)?.readNow<R>(compiled) ?? null;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

// pg returns int8 (bigint, bigserial, count(*)) and numeric as strings; every value we store fits a
// JS number exactly (points are whole numbers far below 2^53), so read them as numbers.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/**
 * Opens the database named by DATABASE_URL: `postgres://…` for PostgreSQL, otherwise a SQLite file
 * path (created with its folder) or `:memory:`. SQLite runs with WAL, synchronous=FULL and foreign keys,
 * reads outside transactions on a read connection of their own (sqlite-driver.ts).
 */
export function openDatabase(url: string): DatabaseHandle {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10, application_name: 'pana', connectionTimeoutMillis: 10_000 });
    // An idle connection the server closes (a restart, a failover, an administrator) is replaced on
    // the next query; without a listener its error would end the process.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      reads: db,
      engine: 'postgres',
      description: url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@'),
      close: () => db.destroy(),
    };
  }
  const file = url === ':memory:' ? url : resolve(url.replace(/^sqlite:(\/\/)?/, ''));
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const dialect = new SqliteDualDialect(file);
  const db = new Kysely<Database>({ dialect });
  directReads.set(db, dialect);
  const reads = file === ':memory:' ? db : openReadPool(file);
  return {
    db,
    reads,
    engine: 'sqlite',
    description: file,
    close: async () => {
      if (reads !== db) await reads.destroy();
      await db.destroy();
    },
  };
}
