import SqliteDatabase from 'better-sqlite3';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';

/**
 * The SQLite dialect of the server: one write connection and one read connection on the same file.
 *
 * better-sqlite3 is synchronous and Kysely's own SQLite driver shares one connection behind a mutex,
 * so a read waited for any transaction in flight (a bid batch, a settlement). Here a SELECT outside a
 * transaction runs on a read-only connection of this thread and sees the last committed state (WAL lets
 * readers and the writer work side by side); transactions and single writes take the write connection
 * in turn. On a file the write connection lives in the writer thread (write-thread.ts, ADR 025): every
 * write, commit, fsync and checkpoint runs there, never on the thread that answers players, and a unit
 * of work (units.ts) runs there whole. An in-memory database has one connection for both, on this
 * thread (a second connection, or another thread's, would be another database).
 */
export class SqliteDualDialect implements Dialect {
  private driver: DualDriver | null = null;

  constructor(private readonly open: () => Promise<Connections>) {}

  createDriver(): Driver {
    this.driver = new DualDriver(this.open);
    return this.driver;
  }

  /**
   * Runs a compiled SELECT on the read connection now, as a query outside a transaction would run
   * through Kysely, without its connection plumbing (a few promises and objects per query): null when
   * the connections are not open yet (Kysely opens them on the first query).
   */
  readNow<R>(compiled: CompiledQuery): QueryResult<R> | null {
    return this.driver?.readNow<R>(compiled) ?? null;
  }

  /**
   * Runs `task` with the write connection held (no transaction or write of this database runs
   * meanwhile): how a unit of work is handed to the writer thread whole.
   */
  async withWriter<T>(task: () => Promise<T>): Promise<T> {
    if (!this.driver) throw new Error('The database is not open yet');
    return this.driver.withWriter(task);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createAdapter() {
    return new SqliteAdapter();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}

/** Where writes go: a connection of this thread (`StatementRunner`) or the writer thread. */
export interface Writer {
  run(sql: string, parameters: readonly unknown[]): QueryResult<unknown> | Promise<QueryResult<unknown>>;
}

/** The connections a dialect uses, opened when Kysely first needs them. */
export interface Connections {
  writer: Writer;
  reader: StatementRunner;
  close(): Promise<void>;
}

/** One connection of this thread for reads and writes: an in-memory database, or the writer thread's own. */
export function oneConnection(runner: StatementRunner): () => Promise<Connections> {
  return async () => ({
    writer: runner,
    reader: runner,
    close: async () => {
      runner.sqlite.close();
    },
  });
}

/** The WAL file's size kept after a checkpoint; beyond it the writer thread checkpoints at once (write-host.ts). */
export const WAL_SIZE_LIMIT = 64 * 1024 * 1024;

/** Opens a connection as the server runs SQLite: WAL, synchronous=FULL, foreign keys, 5 s busy timeout. */
export function openSqlite(file: string, options: { readonly?: boolean } = {}): SqliteDatabase.Database {
  const sqlite = new SqliteDatabase(file, { readonly: options.readonly ?? false });
  if (!options.readonly) {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    // After a large transaction (a settlement's) the WAL file is cut back to this once checkpointed.
    sqlite.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT}`);
  }
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/** Prepared statements kept per SQL text and connection (preparing costs more than running). */
const STATEMENT_CACHE_SIZE = 500;

/** A better-sqlite3 connection with its statement cache. */
export class StatementRunner {
  private readonly cache = new Map<string, SqliteDatabase.Statement>();

  constructor(readonly sqlite: SqliteDatabase.Database) {}

  run(sql: string, parameters: readonly unknown[]): QueryResult<unknown> {
    const stmt = this.prepare(sql);
    if (stmt.reader) return { rows: stmt.all(parameters as unknown[]) };
    const { changes, lastInsertRowid } = stmt.run(parameters as unknown[]);
    return {
      numAffectedRows: BigInt(changes),
      insertId: lastInsertRowid === undefined || lastInsertRowid === null ? undefined : BigInt(lastInsertRowid),
      rows: [],
    };
  }

  private prepare(sql: string): SqliteDatabase.Statement {
    let stmt = this.cache.get(sql);
    if (stmt) {
      // Most recently used last, so the oldest is dropped first.
      this.cache.delete(sql);
    } else {
      stmt = this.sqlite.prepare(sql);
      if (this.cache.size >= STATEMENT_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    }
    this.cache.set(sql, stmt);
    return stmt;
  }
}

/** The write connection, taken by one transaction or write at a time. */
class WriteLock {
  private held: Promise<void> | null = null;
  private release: (() => void) | null = null;

  async acquire(): Promise<void> {
    while (this.held) await this.held;
    this.held = new Promise((r) => (this.release = r));
  }

  free(): void {
    const release = this.release;
    this.held = null;
    this.release = null;
    release?.();
  }
}

class DualDriver implements Driver {
  private connections: Connections | null = null;
  private readonly lock = new WriteLock();

  constructor(private readonly open: () => Promise<Connections>) {}

  async init(): Promise<void> {
    this.connections = await this.open();
  }

  private get opened(): Connections {
    if (!this.connections) throw new Error('The database is not open yet');
    return this.connections;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.opened.writer, this.opened.reader, this.lock);
  }

  /** A SELECT on the reader, as RoutedConnection runs one outside a transaction; null before init. */
  readNow<R>(compiled: CompiledQuery): QueryResult<R> | null {
    if (!this.connections || !SelectQueryNode.is(compiled.query)) return null;
    return this.connections.reader.run(compiled.sql, compiled.parameters) as QueryResult<R>;
  }

  async withWriter<T>(task: () => Promise<T>): Promise<T> {
    await this.lock.acquire();
    try {
      return await task();
    } finally {
      this.lock.free();
    }
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).end('rollback');
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).release();
  }

  async destroy(): Promise<void> {
    // Every write handed in finishes first (Kysely destroys only once its connections are released).
    await this.lock.acquire();
    try {
      await this.connections?.close();
    } finally {
      this.connections = null;
      this.lock.free();
    }
  }
}

/**
 * What Kysely calls a connection: outside a transaction a SELECT goes to the reader and anything else
 * to the writer (waiting its turn); inside one, everything goes to the writer it holds.
 */
class RoutedConnection implements DatabaseConnection {
  private inTransaction = false;

  constructor(
    private readonly writer: Writer,
    private readonly reader: StatementRunner,
    private readonly lock: WriteLock,
  ) {}

  async begin(): Promise<void> {
    await this.lock.acquire();
    this.inTransaction = true;
    try {
      await this.writer.run('begin', []);
    } catch (err) {
      this.inTransaction = false;
      this.lock.free();
      throw err;
    }
  }

  async end(command: 'commit' | 'rollback'): Promise<void> {
    try {
      await this.writer.run(command, []);
    } finally {
      this.inTransaction = false;
      this.lock.free();
    }
  }

  async release(): Promise<void> {
    // A transaction Kysely gave up on (an error between begin and commit) must not keep the writer.
    if (this.inTransaction) {
      try {
        await this.writer.run('rollback', []);
      } finally {
        this.inTransaction = false;
        this.lock.free();
      }
    }
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction) return (await this.writer.run(compiled.sql, compiled.parameters)) as QueryResult<R>;
    if (SelectQueryNode.is(compiled.query)) return this.reader.run(compiled.sql, compiled.parameters) as QueryResult<R>;
    await this.lock.acquire();
    try {
      return (await this.writer.run(compiled.sql, compiled.parameters)) as QueryResult<R>;
    } finally {
      this.lock.free();
    }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on SQLite here');
  }
}
