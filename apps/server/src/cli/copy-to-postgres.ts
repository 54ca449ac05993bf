// `npm run db:copy -- --from ./data/pana.db --to postgres://user:password@host:5432/pana`: moves an
// installation from SQLite to PostgreSQL. Stop the server first (writes made during the copy would be
// left behind). Both databases are brought to the latest schema, then every table is copied in the
// order of its foreign keys inside ONE PostgreSQL transaction, the id sequences are moved past the
// copied ids, row counts are compared and the ledger is checked before the commit. The target must be
// new (only migrated); on any failure nothing is written to it. Exits 1 with the reason.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { isPostgresUrl, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { checkLedger } from '../modules/wallet/ledger-check.ts';

const USAGE = 'Usage: npm run db:copy -- --from ./data/pana.db --to postgres://user:password@host:5432/pana';

/** Kysely's own bookkeeping: each database keeps its own (both are migrated by this code). */
const SKIPPED = new Set(['kysely_migration', 'kysely_migration_lock']);

export interface CopyResult {
  /** Tables in the order they were copied, with their row counts. */
  tables: Array<{ table: string; rows: number }>;
  ledgerProblems: number;
}

export class CopyError extends Error {
  override name = 'CopyError';
}

/**
 * The tables of a SQLite database in an order where every table comes after the tables its foreign
 * keys point at (a cycle is an error), ties by name.
 */
export function tablesInDependencyOrder(source: SqliteDatabase.Database): string[] {
  const names = (
    source
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .pluck()
      .all() as string[]
  ).filter((n) => !SKIPPED.has(n));
  const dependsOn = new Map<string, Set<string>>();
  for (const name of names) {
    const refs = source.prepare(`select "table" from pragma_foreign_key_list(?)`).pluck().all(name) as string[];
    dependsOn.set(name, new Set(refs.filter((r) => r !== name && names.includes(r))));
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter((n) => !placed.has(n) && [...(dependsOn.get(n) ?? [])].every((d) => placed.has(d)));
    if (ready.length === 0)
      throw new CopyError(`Foreign keys form a cycle among: ${names.filter((n) => !placed.has(n)).join(', ')}`);
    for (const n of ready) {
      ordered.push(n);
      placed.add(n);
    }
  }
  return ordered;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies every table of the SQLite database `from` into the new PostgreSQL database `to`; see the
 * file's header. `log` receives one line per table.
 */
export async function copySqliteToPostgres(
  from: string,
  to: string,
  log: (line: string) => void = () => {},
): Promise<CopyResult> {
  if (!isPostgresUrl(to)) throw new CopyError('--to must be a postgres:// URL');
  if (isPostgresUrl(from) || from === ':memory:' || !existsSync(from))
    throw new CopyError(`--from must be an existing SQLite file (${from})`);

  // The source is brought to the latest schema as the server does at start, so both sides match.
  const sourceHandle = openDatabase(from);
  try {
    await migrateToLatest(sourceHandle.db);
  } finally {
    await sourceHandle.close();
  }
  const target = openDatabase(to);
  const source = new SqliteDatabase(from, { fileMustExist: true, readonly: true });
  source.pragma('busy_timeout = 5000');
  try {
    await migrateToLatest(target.db);
    const migrations = (h: { rows: Array<{ name: string }> }) => h.rows.map((r) => r.name).join(',');
    const sourceMigrations = source.prepare('select name from kysely_migration order by name').all() as Array<{
      name: string;
    }>;
    const targetMigrations = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      target.db,
    );
    if (migrations({ rows: sourceMigrations }) !== migrations(targetMigrations)) {
      throw new CopyError('The two databases are at different schema versions (a newer release wrote the source?)');
    }

    const tables = tablesInDependencyOrder(source);
    const targetTables = new Set(
      (
        await sql<{
          table_name: string;
        }>`select table_name from information_schema.tables where table_schema = current_schema()`.execute(target.db)
      ).rows.map((r) => r.table_name),
    );
    const missing = tables.filter((t) => !targetTables.has(t));
    if (missing.length) throw new CopyError(`Tables missing on PostgreSQL: ${missing.join(', ')}`);

    // A new database holds nothing but the installation secret the first migration writes, and the
    // empty result chain's head (seq 0, ADR 019).
    for (const table of tables) {
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(target.db);
      const n = Number(rows[0]?.n ?? 0);
      const allowed =
        table === 'result_chain_head'
          ? Number(
              (await sql<{ n: number }>`select count(*) as n from result_chain_head where seq <> 0`.execute(target.db))
                .rows[0]?.n,
            ) === 0
          : table === 'settings'
            ? Number(
                (
                  await sql<{ n: number }>`select count(*) as n from settings where key <> 'secret_key'`.execute(
                    target.db,
                  )
                ).rows[0]?.n,
              ) === 0
            : n === 0;
      if (!allowed)
        throw new CopyError(
          `The PostgreSQL database is not new: ${table} has ${n} rows. Copy into a new, empty database.`,
        );
    }

    // One consistent snapshot of the source (the server should be stopped anyway).
    source.exec('begin');
    const copied: CopyResult['tables'] = [];
    let ledgerProblems = 0;
    await target.db.transaction().execute(async (trx) => {
      // The copied installation keeps its own secret (open OTP challenges stay checkable).
      await sql`delete from settings`.execute(trx);
      // The chain's head comes from SQLite with the chain it names.
      await sql`delete from result_chain_head`.execute(trx);
      for (const table of tables) {
        const columns = source
          .prepare(`select name from pragma_table_info(?) order by cid`)
          .pluck()
          .all(table) as string[];
        const targetColumns = new Set(
          (
            await sql<{
              column_name: string;
            }>`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(
              trx,
            )
          ).rows.map((r) => r.column_name),
        );
        const unknown = columns.filter((c) => !targetColumns.has(c));
        if (unknown.length) throw new CopyError(`${table}: columns missing on PostgreSQL: ${unknown.join(', ')}`);
        // PostgreSQL takes at most 65,535 parameters per statement.
        const batch = Math.max(1, Math.min(1000, Math.floor(60_000 / columns.length)));
        const order = columns.includes('id') ? ' order by "id"' : '';
        const rows = source
          .prepare(`select ${columns.map(quote).join(', ')} from ${quote(table)}${order}`)
          .raw(true)
          .iterate() as IterableIterator<unknown[]>;
        let count = 0;
        let chunk: unknown[][] = [];
        const flush = async () => {
          if (chunk.length === 0) return;
          await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) values ${sql.join(chunk.map((r) => sql`(${sql.join(r)})`))}`.execute(
            trx,
          );
          count += chunk.length;
          chunk = [];
        };
        for (const row of rows) {
          chunk.push(row.map((v) => (typeof v === 'bigint' ? Number(v) : v)));
          if (chunk.length >= batch) await flush();
        }
        await flush();
        const sourceCount = Number(
          source
            .prepare(`select count(*) from ${quote(table)}`)
            .pluck()
            .get(),
        );
        const { rows: targetCount } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(
          trx,
        );
        if (count !== sourceCount || Number(targetCount[0]?.n) !== sourceCount) {
          throw new CopyError(
            `${table}: ${sourceCount} rows in SQLite, ${Number(targetCount[0]?.n)} on PostgreSQL after the copy`,
          );
        }
        copied.push({ table, rows: count });
        log(`  ${table.padEnd(24)} ${String(count).padStart(10)} rows`);
      }
      // Ids handed out from now on follow the copied ones.
      const serials = await sql<{ table_name: string; column_name: string }>`
        select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and column_default like 'nextval(%'`.execute(trx);
      for (const s of serials.rows) {
        if (!tables.includes(s.table_name)) continue;
        await sql`select setval(pg_get_serial_sequence(${s.table_name}, ${s.column_name}), coalesce((select max(${sql.ref(s.column_name)}) from ${sql.table(s.table_name)}), 0) + 1, false)`.execute(
          trx,
        );
      }
      // Fresh statistics, or the planner takes the new tables for empty and the checks crawl.
      for (const table of tables) await sql`analyze ${sql.table(table)}`.execute(trx);
      const problems = await checkLedger(trx);
      ledgerProblems = problems.length;
      for (const p of problems.slice(0, 20)) log(`  ledger check: ${p.check}: ${p.detail}`);
    });
    source.exec('commit');
    return { tables: copied, ledgerProblems };
  } finally {
    if (source.inTransaction) source.exec('rollback');
    source.close();
    await target.close();
  }
}

async function main(): Promise<void> {
  let values;
  try {
    values = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } }, strict: true }).values;
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
    process.exit(1);
  }
  if (!values.from || !values.to) {
    console.error(USAGE);
    process.exit(1);
  }
  // A relative path is relative to where the command was started (npm sets INIT_CWD).
  const from = resolve(process.env.INIT_CWD ?? process.cwd(), values.from);
  const shown = values.to.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
  console.log(`Copying ${from} to ${shown}`);
  try {
    const started = performance.now();
    const result = await copySqliteToPostgres(from, values.to, (line) => console.log(line));
    const rows = result.tables.reduce((n, t) => n + t.rows, 0);
    console.log(
      `Copied ${result.tables.length} tables, ${rows} rows in ${((performance.now() - started) / 1000).toFixed(1)} s; row counts match.`,
    );
    if (result.ledgerProblems > 0) {
      console.error(
        `The ledger check found ${result.ledgerProblems} problem(s), copied as they were in SQLite (npm run ledger:check on the source shows them).`,
      );
      process.exitCode = 1;
    } else {
      console.log('Ledger check passed. Start the server with DATABASE_URL set to the PostgreSQL URL.');
    }
  } catch (err) {
    console.error(`Nothing copied: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
