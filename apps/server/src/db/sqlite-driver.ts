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
 * transaction runs on a second, read-only connection and sees the last committed state (WAL lets
 * readers and the writer work side by side); transactions and single writes take the write
 * connection in turn. A long write (settlement) that yields between chunks then never holds up the
 * players' polls. An in-memory database has one connection for both (a second would be another
 * database).
 */
export class SqliteDualDialect implements Dialect {
  private driver: DualDriver | null = null;

  constructor(private readonly file: string) {}

  createDriver(): Driver {
    this.driver = new DualDriver(this.file);
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

/** Opens a connection as the server runs SQLite: WAL, synchronous=FULL, foreign keys, 5 s busy timeout. */
export function openSqlite(file: string, options: { readonly?: boolean } = {}): SqliteDatabase.Database {
  const sqlite = new SqliteDatabase(file, { readonly: options.readonly ?? false });
  if (!options.readonly) {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
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
  private writer!: StatementRunner;
  private reader!: StatementRunner;
  private readonly lock = new WriteLock();

  constructor(private readonly file: string) {}

  async init(): Promise<void> {
    this.writer = new StatementRunner(openSqlite(this.file));
    this.reader = this.file === ':memory:' ? this.writer : new StatementRunner(openSqlite(this.file, { readonly: true }));
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.writer, this.reader, this.lock);
  }

  /** A SELECT on the reader, as RoutedConnection runs one outside a transaction; null before init. */
  readNow<R>(compiled: CompiledQuery): QueryResult<R> | null {
    if (!this.reader || !SelectQueryNode.is(compiled.query)) return null;
    return this.reader.run(compiled.sql, compiled.parameters) as QueryResult<R>;
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
    (connection as RoutedConnection).release();
  }

  async destroy(): Promise<void> {
    if (this.reader !== this.writer) this.reader.sqlite.close();
    this.writer.sqlite.close();
  }
}

/**
 * What Kysely calls a connection: outside a transaction a SELECT goes to the reader and anything else
 * to the writer (waiting its turn); inside one, everything goes to the writer it holds.
 */
class RoutedConnection implements DatabaseConnection {
  private inTransaction = false;

  constructor(
    private readonly writer: StatementRunner,
    private readonly reader: StatementRunner,
    private readonly lock: WriteLock,
  ) {}

  async begin(): Promise<void> {
    await this.lock.acquire();
    this.inTransaction = true;
    try {
      this.writer.run('begin', []);
    } catch (err) {
      this.inTransaction = false;
      this.lock.free();
      throw err;
    }
  }

  async end(command: 'commit' | 'rollback'): Promise<void> {
    try {
      this.writer.run(command, []);
    } finally {
      this.inTransaction = false;
      this.lock.free();
    }
  }

  release(): void {
    // A transaction Kysely gave up on (an error between begin and commit) must not keep the writer.
    if (this.inTransaction) {
      try {
        this.writer.run('rollback', []);
      } finally {
        this.inTransaction = false;
        this.lock.free();
      }
    }
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction) return this.writer.run(compiled.sql, compiled.parameters) as QueryResult<R>;
    if (SelectQueryNode.is(compiled.query)) return this.reader.run(compiled.sql, compiled.parameters) as QueryResult<R>;
    await this.lock.acquire();
    try {
      return this.writer.run(compiled.sql, compiled.parameters) as QueryResult<R>;
    } finally {
      this.lock.free();
    }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on SQLite here');
  }
}
