// `npm run db:backup -- OUT.db [--from DB] [--force]`: an online backup of a SQLite database (the one
// DATABASE_URL names unless --from says otherwise) while the server keeps running, through SQLite's
// backup API (better-sqlite3 `.backup()`): a consistent copy even with writes going on. The copy is
// checked (integrity_check) before the command reports success. PostgreSQL is backed up with pg_dump
// (docs/OPERATIONS.md). Exits 1 with the reason when no backup was written.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { loadConfig } from '../config.ts';
import { isPostgresUrl } from '../db/database.ts';

const USAGE = 'Usage: npm run db:backup -- OUT.db [--from ./data/pana.db] [--force]';

export interface BackupResult {
  file: string;
  pages: number;
  bytes: number;
  tables: Record<string, number>;
}

/**
 * Copies the SQLite database `from` to `to` with SQLite's online backup (readers and writers of
 * `from` carry on meanwhile), into a temporary file first, renamed once the copy passed
 * `integrity_check`. Refuses to overwrite `to` unless `force`. Returns the copy's row counts.
 */
export async function backupSqlite(from: string, to: string, { force = false } = {}): Promise<BackupResult> {
  if (isPostgresUrl(from))
    throw new Error('DATABASE_URL is PostgreSQL: back it up with pg_dump (docs/OPERATIONS.md, "Backups")');
  if (from === ':memory:') throw new Error('An in-memory database cannot be backed up');
  if (!existsSync(from)) throw new Error(`No database at ${from}`);
  if (resolve(from) === resolve(to)) throw new Error('The backup must go to another file than the database');
  if (existsSync(to) && !force) throw new Error(`${to} exists; choose another name or pass --force to replace it`);
  const partial = `${to}.partial`;
  rmSync(partial, { force: true });
  const source = new SqliteDatabase(from, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    const meta = await source.backup(partial);
    const copy = new SqliteDatabase(partial, { fileMustExist: true });
    let tables: Record<string, number>;
    try {
      const check = copy.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new Error(`The copy failed its integrity check: ${String(check)}`);
      // A backup is a single file: no write-ahead log beside it.
      copy.pragma('journal_mode = DELETE');
      tables = rowCounts(copy);
    } finally {
      copy.close();
    }
    rmSync(to, { force: true });
    renameSync(partial, to);
    return {
      file: resolve(to),
      pages: meta.totalPages,
      bytes: meta.totalPages * (source.pragma('page_size', { simple: true }) as number),
      tables,
    };
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  } finally {
    source.close();
  }
}

/** Rows per table of a SQLite database (its own tables, not SQLite's). */
export function rowCounts(db: SqliteDatabase.Database): Record<string, number> {
  const names = db
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(
    names.map((n) => [
      n,
      Number(
        db
          .prepare(`select count(*) from "${n.replaceAll('"', '""')}"`)
          .pluck()
          .get(),
      ),
    ]),
  );
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      options: { from: { type: 'string' }, force: { type: 'boolean', default: false } },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
    process.exit(1);
  }
  const out = parsed.positionals[0];
  if (!out || parsed.positionals.length > 1) {
    console.error(USAGE);
    process.exit(1);
  }
  // Relative paths are relative to where the command was started (npm sets INIT_CWD).
  const root = process.env.INIT_CWD ?? process.cwd();
  const from = parsed.values.from
    ? isPostgresUrl(parsed.values.from)
      ? parsed.values.from
      : resolve(root, parsed.values.from)
    : loadConfig().DATABASE_URL;
  try {
    const started = performance.now();
    const result = await backupSqlite(from, resolve(root, out), { force: parsed.values.force });
    const rows = Object.values(result.tables).reduce((n, c) => n + c, 0);
    console.log(
      `Backed up ${from} to ${result.file}: ${(result.bytes / 1024 / 1024).toFixed(1)} MB, ${Object.keys(result.tables).length} tables, ${rows} rows, integrity ok (${Math.round(performance.now() - started)} ms).`,
    );
  } catch (err) {
    console.error(`No backup written: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
