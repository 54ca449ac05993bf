import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type CompiledQuery, Kysely, PostgresDialect, type QueryResult, type Transaction } from 'kysely';
import pg from 'pg';
import { openReadPool } from './read-pool.ts';
import { type Database } from './schema.ts';
import { type Connections, oneConnection, openSqlite, SqliteDualDialect, StatementRunner } from './sqlite-driver.ts';
import { attachWriteThread } from './units.ts';
import { WriteThread } from './write-thread.ts';

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
 * reads outside transactions on a read connection of their own (sqlite-driver.ts); on a file, every
 * write on the writer thread (write-thread.ts, ADR 025).
 */
export function openDatabase(url: string): DatabaseHandle {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      application_name: 'pana',
      connectionTimeoutMillis: 10_000,
    });
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
  if (file === ':memory:') {
    const dialect = new SqliteDualDialect(oneConnection(new StatementRunner(openSqlite(file))));
    const db = new Kysely<Database>({ dialect });
    directReads.set(db, dialect);
    return { db, reads: db, engine: 'sqlite', description: file, close: () => db.destroy() };
  }
  const thread = new WriteThread(file);
  // The reader opens once the writer thread has made the file and put it in WAL mode.
  const open = async (): Promise<Connections> => {
    await thread.started();
    const reader = new StatementRunner(openSqlite(file, { readonly: true }));
    return {
      writer: thread,
      reader,
      close: async () => {
        reader.sqlite.close();
        await thread.close();
      },
    };
  };
  const dialect = new SqliteDualDialect(open);
  const db = new Kysely<Database>({ dialect });
  directReads.set(db, dialect);
  attachWriteThread(db, dialect, thread);
  const reads = openReadPool(file);
  return {
    db,
    reads,
    engine: 'sqlite',
    description: file,
    close: async () => {
      await reads.destroy();
      await db.destroy();
      // A database closed before its first query never opened its connections: its thread ends here.
      await thread.close();
    },
  };
}
