import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase as SqliteDialectDatabase, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { type Database } from './schema.ts';

export type Engine = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
/** A transaction or the database itself: repositories take either, services decide which. */
export type Executor = Kysely<Database> | Transaction<Database>;

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  /** Where the data lives, for logs (the password of a PostgreSQL URL is hidden). */
  description: string;
  close(): Promise<void>;
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
 * path (created with its folder) or `:memory:`. SQLite runs with WAL, synchronous=FULL and foreign keys.
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
      engine: 'postgres',
      description: url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@'),
      close: () => db.destroy(),
    };
  }
  const file = url === ':memory:' ? url : resolve(url.replace(/^sqlite:(\/\/)?/, ''));
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, engine: 'sqlite', description: file, close: () => db.destroy() };
}

/** Prepared statements kept per SQL text (Kysely prepares every query again; preparing costs more than running). */
const STATEMENT_CACHE_SIZE = 500;

function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDialectDatabase {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (stmt) {
        // Most recently used last, so the oldest is dropped first.
        cache.delete(sql);
      } else {
        stmt = sqlite.prepare(sql);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, stmt);
      return stmt;
    },
  };
}
